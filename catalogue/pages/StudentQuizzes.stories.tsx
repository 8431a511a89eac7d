// Student/Quizzes: her module quizzes at /quizzes, on mocked API answers (catalogue/mocks/studentQuizzes.ts):
// the list (passed, not passed yet, not tried, not open yet), no batch yet, loading and the error
// with Try again; in Hindi too.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Quizzes';
import { definePage } from '../harness/pageStories';
import { mockApi } from '../mocks/api';
import { quizListHandlers, type QuizListStoryState } from '../mocks/studentQuizzes';

const page = definePage({ Page, route: '/quizzes', session: 'student' });
const meta = { title: 'Pages/Student/Quizzes', ...page.meta } satisfies Meta;
export default meta;

const story = (state: QuizListStoryState, viewport: 'desktop' | 'mobile' = 'desktop') => {
  const base = page.story('success', viewport);
  return {
    ...base,
    parameters: { msw: { handlers: [...quizListHandlers(state), ...mockApi('success')] } },
  };
};

export const Success = story('success');
export const NoBatch = story('no_batch');
export const Loading = story('loading');
export const Error = story('error');
export const SuccessMobile = story('success', 'mobile');
export const NoBatchMobile = story('no_batch', 'mobile');
export const LoadingMobile = story('loading', 'mobile');
export const ErrorMobile = story('error', 'mobile');

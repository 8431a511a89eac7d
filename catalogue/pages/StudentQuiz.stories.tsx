// Student/Quiz: one module's quiz at /quizzes/:moduleNo, on mocked API answers
// (catalogue/mocks/studentQuizzes.ts): the questions (one answer, or all that apply), the message
// when one is unanswered, her result failed and passed with each answer explained, every attempt
// used, not open yet (409), loading and the error with Try again.
import type { Meta } from '@storybook/react-webpack5';
import { userEvent, within } from 'storybook/test';
import Page from '../../learner-app/src/app/exposed/Quiz';
import { definePage } from '../harness/pageStories';
import { mockApi } from '../mocks/api';
import { quizHandlers, type QuizStoryState } from '../mocks/studentQuizzes';

const page = definePage({ Page, route: '/quizzes/1', path: '/quizzes/:moduleNo', session: 'student' });
const meta = { title: 'Pages/Student/Quiz', ...page.meta } satisfies Meta;
export default meta;

const story = (state: QuizStoryState, viewport: 'desktop' | 'mobile' = 'desktop') => {
  const base = page.story('success', viewport);
  return {
    ...base,
    parameters: { msw: { handlers: [...quizHandlers(state), ...mockApi('success')] } },
  };
};

/** Submit pressed with nothing answered: the message, the first question focused and marked. */
const submitUnanswered = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Submit answers' }));
};

export const Form = story('form');
export const Unanswered = { ...story('form'), play: submitUnanswered };
export const ResultFailed = story('failed');
export const ResultPassed = story('passed');
export const AttemptsUsed = story('all_used');
export const NotOpen = story('not_open');
export const Loading = story('loading');
export const Error = story('error');
export const FormMobile = story('form', 'mobile');
export const UnansweredMobile = { ...story('form', 'mobile'), play: submitUnanswered };
export const ResultFailedMobile = story('failed', 'mobile');
export const ResultPassedMobile = story('passed', 'mobile');
export const AttemptsUsedMobile = story('all_used', 'mobile');
export const NotOpenMobile = story('not_open', 'mobile');
export const LoadingMobile = story('loading', 'mobile');
export const ErrorMobile = story('error', 'mobile');

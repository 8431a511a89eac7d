// Student/Quiz in Hindi: one module's quiz and her result as a student who chose Hindi sees them, on
// mocked API answers (catalogue/mocks/studentQuizzes.ts).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Quiz';
import { definePage } from '../harness/pageStories';
import { mockApi } from '../mocks/api';
import { quizHandlers, type QuizStoryState } from '../mocks/studentQuizzes';

const page = definePage({
  Page,
  route: '/quizzes/1',
  path: '/quizzes/:moduleNo',
  session: 'student',
  language: 'hi',
});
const meta = { title: 'Pages/Student/QuizHindi', ...page.meta } satisfies Meta;
export default meta;

const story = (state: QuizStoryState, viewport: 'desktop' | 'mobile' = 'desktop') => ({
  ...page.story('success', viewport),
  parameters: { msw: { handlers: [...quizHandlers(state), ...mockApi('success')] } },
});

export const Form = story('form');
export const ResultFailed = story('failed');
export const FormMobile = story('form', 'mobile');

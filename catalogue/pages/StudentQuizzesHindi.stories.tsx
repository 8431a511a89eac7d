// Student/Quizzes in Hindi: /quizzes as a student who chose Hindi sees it, on mocked API answers
// (catalogue/mocks/studentQuizzes.ts).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Quizzes';
import { definePage } from '../harness/pageStories';
import { mockApi } from '../mocks/api';
import { quizListHandlers } from '../mocks/studentQuizzes';

const page = definePage({ Page, route: '/quizzes', session: 'student', language: 'hi' });
const meta = { title: 'Pages/Student/QuizzesHindi', ...page.meta } satisfies Meta;
export default meta;

const parameters = { msw: { handlers: [...quizListHandlers('success'), ...mockApi('success')] } };

export const Success = { ...page.story('success'), parameters };
export const SuccessMobile = { ...page.story('success', 'mobile'), parameters };

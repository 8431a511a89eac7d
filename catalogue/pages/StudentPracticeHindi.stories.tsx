// Student/Practice in Hindi: her practice card on the session page as a student who chose Hindi sees
// it (the task in Hindi, her answers and her tutor's comments as they wrote them), on mocked API
// answers (catalogue/mocks/studentPractice.ts).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Session';
import { definePage } from '../harness/pageStories';
import { mockApi } from '../mocks/api';
import { practiceHandlers, type PracticeStoryState } from '../mocks/studentPractice';

const page = definePage({
  Page,
  route: '/sessions/3',
  path: '/sessions/:sessionNo',
  session: 'student',
  language: 'hi',
});
const meta = { title: 'Pages/Student/PracticeHindi', ...page.meta } satisfies Meta;
export default meta;

const story = (state: PracticeStoryState, viewport: 'desktop' | 'mobile' = 'desktop') => ({
  ...page.story('success', viewport),
  parameters: { msw: { handlers: [...practiceHandlers(state), ...mockApi('success')] } },
});

export const TryAgain = story('try_again');
export const DoneWithHistory = story('done');
export const EmptyFormMobile = story('empty', 'mobile');
export const TryAgainMobile = story('try_again', 'mobile');

// Student/Practice: the session page (/sessions/3, held) with her practice card in each state, on
// mocked API answers (catalogue/mocks/studentPractice.ts): not held yet by the API's clock (409), the
// empty form, her answer waiting for her tutor (with a photo, her tutor's wording of the task), sent
// back to try again (the comment above the form again), done on the second answer (the whole history,
// a PDF), the card's error with Try again, and loading.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Session';
import { definePage } from '../harness/pageStories';
import { mockApi } from '../mocks/api';
import { practiceHandlers, type PracticeStoryState } from '../mocks/studentPractice';

const page = definePage({ Page, route: '/sessions/3', path: '/sessions/:sessionNo', session: 'student' });
const meta = { title: 'Pages/Student/Practice', ...page.meta } satisfies Meta;
export default meta;

const story = (state: PracticeStoryState, viewport: 'desktop' | 'mobile' = 'desktop') => ({
  ...page.story('success', viewport),
  parameters: { msw: { handlers: [...practiceHandlers(state), ...mockApi('success')] } },
});

export const NotHeld = story('not_held');
export const EmptyForm = story('empty');
export const Waiting = story('waiting');
export const TryAgain = story('try_again');
export const DoneWithHistory = story('done');
export const Error = story('error');
export const Loading = story('loading');
export const NotHeldMobile = story('not_held', 'mobile');
export const EmptyFormMobile = story('empty', 'mobile');
export const WaitingMobile = story('waiting', 'mobile');
export const TryAgainMobile = story('try_again', 'mobile');
export const DoneWithHistoryMobile = story('done', 'mobile');
export const ErrorMobile = story('error', 'mobile');
export const LoadingMobile = story('loading', 'mobile');

// Student/CatchUp: a missed session's catch-up at /sessions/:sessionNo/catch-up, on mocked API
// answers (catalogue/mocks/studentCatchUp.ts): open with both steps to do and the check, after a
// failed attempt, no recording yet, caught up, closed (too late), not held yet (409), loading and the
// error with Try again.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/CatchUp';
import { definePage } from '../harness/pageStories';
import { mockApi } from '../mocks/api';
import { catchUpHandlers, type CatchUpStoryState } from '../mocks/studentCatchUp';

const page = definePage({
  Page,
  route: '/sessions/4/catch-up',
  path: '/sessions/:sessionNo/catch-up',
  session: 'student',
});
const meta = { title: 'Pages/Student/CatchUp', ...page.meta } satisfies Meta;
export default meta;

const story = (state: CatchUpStoryState, viewport: 'desktop' | 'mobile' = 'desktop') => ({
  ...page.story('success', viewport),
  parameters: { msw: { handlers: [...catchUpHandlers(state), ...mockApi('success')] } },
});

export const Open = story('open');
export const AfterFailedAttempt = story('failed');
export const NoRecording = story('no_recording');
export const CaughtUp = story('caught_up');
export const Closed = story('closed');
export const NotHeld = story('not_held');
export const Loading = story('loading');
export const Error = story('error');
export const OpenMobile = story('open', 'mobile');
export const AfterFailedAttemptMobile = story('failed', 'mobile');
export const NoRecordingMobile = story('no_recording', 'mobile');
export const CaughtUpMobile = story('caught_up', 'mobile');
export const ClosedMobile = story('closed', 'mobile');
export const NotHeldMobile = story('not_held', 'mobile');
export const LoadingMobile = story('loading', 'mobile');
export const ErrorMobile = story('error', 'mobile');

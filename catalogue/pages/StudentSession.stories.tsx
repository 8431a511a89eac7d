// Student/Session: the exposed page at /sessions/:sessionNo (one session of her batch), on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Session';
import { definePage } from '../harness/pageStories';
import { mockApi } from '../mocks/api';
import { missedSessionHandlers } from '../mocks/studentCatchUp';
import { practiceHandlers } from '../mocks/studentPractice';

// Her practice card follows the page's state: done with its history, the empty form, failing, loading
// (every state of the card: Student/Practice).
const PRACTICE = { success: 'done', empty: 'empty', error: 'error', loading: 'loading' } as const;
const page = definePage({
  Page,
  route: '/sessions/3',
  path: '/sessions/:sessionNo',
  session: 'student',
  handlers: (state) => practiceHandlers(PRACTICE[state]),
});
const meta = { title: 'Pages/Student/Session', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const Empty = { ...page.story('empty') };
export const Error = { ...page.story('error') };
export const Loading = { ...page.story('loading') };
export const SuccessMobile = { ...page.story('success', 'mobile') };
export const EmptyMobile = { ...page.story('empty', 'mobile') };
export const ErrorMobile = { ...page.story('error', 'mobile') };
export const LoadingMobile = { ...page.story('loading', 'mobile') };

// A class she missed: the catch-up card (open, caught up, closed); her practice is still to send.
const missed = (catchUp: 'open' | 'caught_up' | 'closed', viewport: 'desktop' | 'mobile' = 'desktop') => ({
  ...page.story('success', viewport),
  parameters: {
    msw: { handlers: [...missedSessionHandlers(catchUp), ...practiceHandlers('empty'), ...mockApi('success')] },
  },
});
export const MissedCatchUpOpen = missed('open');
export const MissedCaughtUp = missed('caught_up');
export const MissedCatchUpClosed = missed('closed');
export const MissedCatchUpOpenMobile = missed('open', 'mobile');

// Tutor/Batch sessions: the exposed page at /tutorbatches/:batchId/sessions (a batch's sessions, progress with practice done, and the Practice link), on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../tutor-portal/src/app/exposed/BatchSessions';
import { definePage } from '../harness/pageStories';
import { tutorPracticeHandlers } from '../mocks/tutorPractice';

// The heading's Practice link reads the review queue for its "n waiting" (in the story's state).
const page = definePage({
  Page,
  route: '/tutorbatches/12/sessions',
  path: '/tutorbatches/:batchId/sessions',
  session: 'tutor',
  handlers: (state) => tutorPracticeHandlers(state),
});
const meta = { title: 'Pages/Tutor/Batch sessions', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const Empty = { ...page.story('empty') };
export const Error = { ...page.story('error') };
export const Loading = { ...page.story('loading') };
export const SuccessMobile = { ...page.story('success', 'mobile') };
export const EmptyMobile = { ...page.story('empty', 'mobile') };
export const ErrorMobile = { ...page.story('error', 'mobile') };
export const LoadingMobile = { ...page.story('loading', 'mobile') };

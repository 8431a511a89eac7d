// Staff/Batch: one batch opened from the back office's batch list (/staff/batches?batch=…, an admin
// signed in), on mocked API answers (catalogue/mocks/batches.ts). The list answers; the batch's own
// reads are in the story's state: a running batch with its students, the "Move a session" form, its
// attendance and feedback (beside the list at 1280 px, below it at 375 px); a planned batch nobody
// is placed in yet; and the error and loading states of what the batch loads.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../backoffice/src/app/exposed/StaffBatches';
import { definePage, type Viewport } from '../harness/pageStories';
import { mockApi, type MockState } from '../mocks/api';
import { NEW_BATCH, OPEN_BATCH, staffBatchHandlers } from '../mocks/batches';

const page = definePage({
  Page,
  route: `/staff/batches?batch=${OPEN_BATCH}`,
  path: '/staff/batches',
  session: 'staff-admin',
});
const meta = { title: 'Pages/Staff/Batch', ...page.meta } satisfies Meta;
export default meta;

const story = (state: MockState, viewport: Viewport = 'desktop') => ({
  ...page.story('success', viewport, `/staff/batches?batch=${state === 'empty' ? NEW_BATCH : OPEN_BATCH}`),
  parameters: { msw: { handlers: [...staffBatchHandlers('success', state), ...mockApi('success')] } },
});

export const Success = story('success');
export const Empty = story('empty');
export const Error = story('error');
export const Loading = story('loading');
export const SuccessMobile = story('success', 'mobile');
export const EmptyMobile = story('empty', 'mobile');
export const ErrorMobile = story('error', 'mobile');
export const LoadingMobile = story('loading', 'mobile');

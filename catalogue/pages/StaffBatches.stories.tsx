// Staff/Batches: the back office page at /staff/batches (an admin signed in), on mocked API answers
// (catalogue/mocks/batches.ts): every batch with its tutor, status and students and the ratings
// overview, no batch yet, the error and loading states.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../backoffice/src/app/exposed/StaffBatches';
import { definePage } from '../harness/pageStories';
import { staffBatchHandlers } from '../mocks/batches';

const page = definePage({
  Page,
  route: '/staff/batches',
  path: '/staff/batches',
  session: 'staff-admin',
  handlers: staffBatchHandlers,
  otherReads: 'success',
});
const meta = { title: 'Pages/Staff/Batches', ...page.meta } satisfies Meta;
export default meta;
const { story } = page;

export const Success = story('success');
export const Empty = story('empty');
export const Error = story('error');
export const Loading = story('loading');
export const SuccessMobile = story('success', 'mobile');
export const EmptyMobile = story('empty', 'mobile');
export const ErrorMobile = story('error', 'mobile');
export const LoadingMobile = story('loading', 'mobile');

// Staff/Notices: the back office page at /staff/notices (an admin signed in), on mocked API answers
// (catalogue/mocks/staff.ts): the notice form with its batches, no batch yet, the error and loading states.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../backoffice/src/app/exposed/StaffNotices';
import { definePage } from '../harness/pageStories';
import { staffInboxHandlers } from '../mocks/staff';

const page = definePage({
  Page,
  route: '/staff/notices',
  session: 'staff-admin',
  handlers: staffInboxHandlers,
  otherReads: 'success',
});
const meta = { title: 'Pages/Staff/Notices', ...page.meta } satisfies Meta;
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

// Staff/Audit log: the back office page at /staff/audit (an admin signed in), on mocked API answers
// (catalogue/mocks/staff.ts): recent staff actions, an empty log, the error and loading states.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../backoffice/src/app/exposed/StaffAudit';
import { definePage } from '../harness/pageStories';
import { staffInboxHandlers } from '../mocks/staff';

const page = definePage({
  Page,
  route: '/staff/audit',
  session: 'staff-admin',
  handlers: staffInboxHandlers,
  otherReads: 'success',
});
const meta = { title: 'Pages/Staff/Audit log', ...page.meta } satisfies Meta;
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

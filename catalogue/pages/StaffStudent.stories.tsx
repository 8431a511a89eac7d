// Staff/Student view: support's read-only view of one student (from her ticket): her batch, payment
// status, where she stands, attendance and tickets; no money action, no export.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../backoffice/src/app/exposed/StaffStudent';
import { definePage } from '../harness/pageStories';

const page = definePage({
  Page,
  route: '/staff/students/9',
  path: '/staff/students/:studentId',
  session: 'staff-admin',
});
const meta = { title: 'Pages/Staff/Student view', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const Empty = { ...page.story('empty') };
export const Error = { ...page.story('error') };
export const Loading = { ...page.story('loading') };
export const SuccessMobile = { ...page.story('success', 'mobile') };
export const EmptyMobile = { ...page.story('empty', 'mobile') };
export const ErrorMobile = { ...page.story('error', 'mobile') };
export const LoadingMobile = { ...page.story('loading', 'mobile') };

// Staff/To place: the back office page the shell loads at /staff/placement (an admin signed in), on
// mocked API answers (see catalogue/mocks): the waiting students, the alert, and the empty list.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../backoffice/src/app/exposed/StaffPlacement';
import { definePage } from '../harness/pageStories';

const page = definePage({ Page, route: '/staff/placement', session: 'staff-admin' });
const meta = { title: 'Pages/Staff/To place', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const Empty = { ...page.story('empty') };
export const Error = { ...page.story('error') };
export const Loading = { ...page.story('loading') };
export const SuccessMobile = { ...page.story('success', 'mobile') };
export const EmptyMobile = { ...page.story('empty', 'mobile') };
export const ErrorMobile = { ...page.story('error', 'mobile') };
export const LoadingMobile = { ...page.story('loading', 'mobile') };

// Staff/Money: the back office page at /staff/money (an admin signed in), on mocked API answers
// (catalogue/mocks/money.ts): a week of payments with its day totals and the coupons, no payment
// and no coupon yet, the error and loading states.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../backoffice/src/app/exposed/StaffMoney';
import { definePage } from '../harness/pageStories';
import { staffMoneyHandlers } from '../mocks/money';

const page = definePage({
  Page,
  route: '/staff/money',
  path: '/staff/money',
  session: 'staff-admin',
  handlers: staffMoneyHandlers,
  otherReads: 'success',
});
const meta = { title: 'Pages/Staff/Money', ...page.meta } satisfies Meta;
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

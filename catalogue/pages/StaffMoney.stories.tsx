// Staff/Money: the back office page at /staff/money (an admin signed in), on mocked API answers
// (catalogue/mocks/money.ts): a week of payments with its day totals, refund requests, invoices with
// a credit note and the coupons, no payment and no coupon yet, the error and loading states; and the
// refund requests card with the admin's answer form open.
import type { Meta } from '@storybook/react-webpack5';
import { userEvent, within } from 'storybook/test';
import Page from '../../backoffice/src/app/exposed/StaffMoney';
import { definePage } from '../harness/pageStories';
import { staffMoneyHandlers } from '../mocks/money';
import { openRequest } from '../../backoffice/src/features/money/fixtures';

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

/** The admin opens Neha Gupta's open request: the amount the policy allowed, approve or decline. */
const openAnswer = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const answer = await within(canvasElement).findByRole('button', { name: 'Answer Neha Gupta’s request' });
  await userEvent.click(answer);
  await within(canvasElement).findByRole('button', { name: 'Approve and refund' });
};
// Only her open request is listed, so the form is in the picture at both widths.
const answering = definePage({
  Page,
  route: '/staff/money',
  path: '/staff/money',
  session: 'staff-admin',
  handlers: (state) => staffMoneyHandlers(state, [openRequest]),
  otherReads: 'success',
});
const { story: answerStory } = answering;
export const RefundAnswer = { ...answerStory('success'), play: openAnswer };
export const RefundAnswerMobile = { ...answerStory('success', 'mobile'), play: openAnswer };

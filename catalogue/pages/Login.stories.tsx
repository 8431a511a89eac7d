// Public/Login: the exposed page the shell loads at /login, on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Login';
import { definePage } from '../harness/pageStories';
import { fill, submit } from '../harness/forms';

const page = definePage({
  Page,
  route: '/login',
  session: 'none',
  submit: async (canvas) => {
    await fill(canvas, 'Email or mobile number', 'asha.rao@aarohi.example');
    await fill(canvas, 'Password', 'Asha@2025');
    await submit(canvas, 'Log in');
  },
});
const meta = { title: 'Pages/Public/Login', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const Empty = { ...page.story('empty') };
export const Error = { ...page.story('error') };
export const Loading = { ...page.story('loading') };
export const SuccessMobile = { ...page.story('success', 'mobile') };
export const EmptyMobile = { ...page.story('empty', 'mobile') };
export const ErrorMobile = { ...page.story('error', 'mobile') };
export const LoadingMobile = { ...page.story('loading', 'mobile') };

// Straight after a recorded payment: "Payment received — you're in <batch>", first class in IST,
// the confirmation PDF and the calendar file, above the login form.
const paid = definePage({ Page, route: '/login', session: 'just-paid' });
export const PaymentReceived = { ...paid.story('empty') };
export const PaymentReceivedMobile = { ...paid.story('empty', 'mobile') };

// Public/ForgotPassword: the reset-link request, on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/ForgotPassword';
import { definePage } from '../harness/pageStories';
import { fill, submit } from '../harness/forms';

const page = definePage({
  Page,
  route: '/forgot-password',
  session: 'none',
  submit: async (canvas) => {
    await fill(canvas, 'E-mail address', 'asha.rao@aarohi.example');
    await submit(canvas, 'Send reset link');
  },
});
const meta = { title: 'Pages/Public/ForgotPassword', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const Empty = { ...page.story('empty') };
export const Error = { ...page.story('error') };
export const Loading = { ...page.story('loading') };
export const SuccessMobile = { ...page.story('success', 'mobile') };
export const EmptyMobile = { ...page.story('empty', 'mobile') };
export const ErrorMobile = { ...page.story('error', 'mobile') };
export const LoadingMobile = { ...page.story('loading', 'mobile') };

// Public/ResetPassword: choosing a new password from the mailed link, on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/ResetPassword';
import { definePage } from '../harness/pageStories';

const page = definePage({
  Page,
  route: '/reset-password?token=catalogue-token',
  path: '/reset-password',
  session: 'none',
});
const meta = { title: 'Pages/Public/ResetPassword', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const SuccessMobile = { ...page.story('success', 'mobile') };

// Public/ConfirmEmail: a confirmation link opened without its token, on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/ConfirmEmail';
import { definePage } from '../harness/pageStories';

const page = definePage({
  Page,
  route: '/confirm-email',
  path: '/confirm-email',
  session: 'none',
});
const meta = { title: 'Pages/Public/ConfirmEmail', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const SuccessMobile = { ...page.story('success', 'mobile') };

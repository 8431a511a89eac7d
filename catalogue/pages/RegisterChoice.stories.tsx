// Public/RegisterChoice: student or tutor registration, on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/RegisterChoice';
import { definePage } from '../harness/pageStories';

const page = definePage({
  Page,
  route: '/registerchoice',
  session: 'none',
});
const meta = { title: 'Pages/Public/RegisterChoice', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const SuccessMobile = { ...page.story('success', 'mobile') };

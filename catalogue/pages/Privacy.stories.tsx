// Public/Privacy: privacy policy, on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Privacy';
import { definePage } from '../harness/pageStories';

const page = definePage({
  Page,
  route: '/privacy-policy',
  session: 'none',
});
const meta = { title: 'Pages/Public/Privacy', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const SuccessMobile = { ...page.story('success', 'mobile') };

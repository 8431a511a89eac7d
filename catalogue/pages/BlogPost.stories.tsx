// Public/BlogPost: one blog post in full, on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/BlogPost';
import { definePage } from '../harness/pageStories';

const page = definePage({
  Page,
  route: '/blogs/will-ai-take-my-job',
  path: '/blogs/:slug',
  session: 'none',
});
const meta = { title: 'Pages/Public/BlogPost', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const SuccessMobile = { ...page.story('success', 'mobile') };

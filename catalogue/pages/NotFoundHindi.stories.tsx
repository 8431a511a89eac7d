// Public/NotFoundHindi: the not-found page in Hindi, on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/NotFound';
import { definePage } from '../harness/pageStories';

const page = definePage({
  Page,
  route: '/hi/no-such-page',
  path: '*',
  session: 'none',
});
const meta = { title: 'Pages/Public/NotFoundHindi', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const SuccessMobile = { ...page.story('success', 'mobile') };

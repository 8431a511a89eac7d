// Public/NotFound: the site’s not-found page (a real 404 from the server), on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/NotFound';
import { definePage } from '../harness/pageStories';

const page = definePage({
  Page,
  route: '/no-such-page',
  path: '*',
  session: 'none',
});
const meta = { title: 'Pages/Public/NotFound', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const SuccessMobile = { ...page.story('success', 'mobile') };

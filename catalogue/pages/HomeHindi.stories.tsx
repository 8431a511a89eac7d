// Public/Home in Hindi: the same exposed page at /hi, on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Home';
import { definePage } from '../harness/pageStories';

const page = definePage({ Page, route: '/hi', session: 'none' });
const meta = { title: 'Pages/Public/HomeHindi', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const SuccessMobile = { ...page.story('success', 'mobile') };

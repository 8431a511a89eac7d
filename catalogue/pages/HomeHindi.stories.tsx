// Public/Home in Hindi: the same exposed page the shell loads at /hi, on mocked API answers.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Home';
import { definePage } from '../harness/pageStories';

const page = definePage({ Page, route: '/hi', session: 'none' });
const meta = { title: 'Pages/Hindi/Home', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const SuccessMobile = { ...page.story('success', 'mobile') };

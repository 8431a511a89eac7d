// Public/Register in Hindi: the same exposed page at /hi/register, on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Register';
import { definePage } from '../harness/pageStories';

const page = definePage({ Page, route: '/hi/register', session: 'none' });
const meta = { title: 'Pages/Public/RegisterHindi', ...page.meta } satisfies Meta;
export default meta;

// The blank form (its success state would submit it and show the next screen).
export const Empty = { ...page.story('empty') };
export const EmptyMobile = { ...page.story('empty', 'mobile') };

// Public/Blogs: the exposed page the shell loads at /blogs, on mocked API answers (catalogue/mocks/content.ts).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Blogs';
import { definePage } from '../harness/pageStories';
import { blogsHandlers } from '../mocks/content';

const page = definePage({ Page, route: '/blogs', handlers: blogsHandlers });
const meta = { title: 'Pages/Public/Blogs', ...page.meta } satisfies Meta;
export default meta;
const { story } = page;

export const Success = story('success');
export const Empty = story('empty');
export const Error = story('error');
export const Loading = story('loading');
export const SuccessMobile = story('success', 'mobile');
export const EmptyMobile = story('empty', 'mobile');
export const ErrorMobile = story('error', 'mobile');
export const LoadingMobile = story('loading', 'mobile');

// Public/About: the exposed page the shell loads at /about, on mocked API answers (catalogue/mocks/content.ts).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/About';
import { definePage } from '../harness/pageStories';
import { aboutHandlers } from '../mocks/content';

const page = definePage({ Page, route: '/about', handlers: aboutHandlers });
const meta = { title: 'Pages/Public/About', ...page.meta } satisfies Meta;
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

// Public/WonderWomen: Wonder Women in AI & Tech (achievements), on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/WonderWomen';
import { definePage } from '../harness/pageStories';
import { wonderWomenHandlers } from '../mocks/content';

const page = definePage({
  Page,
  route: '/wonderwomen',
  session: 'none',
  handlers: wonderWomenHandlers,
});
const meta = { title: 'Pages/Public/WonderWomen', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const Empty = { ...page.story('empty') };
export const Error = { ...page.story('error') };
export const Loading = { ...page.story('loading') };
export const SuccessMobile = { ...page.story('success', 'mobile') };
export const EmptyMobile = { ...page.story('empty', 'mobile') };
export const ErrorMobile = { ...page.story('error', 'mobile') };
export const LoadingMobile = { ...page.story('loading', 'mobile') };

// Student/Session: the exposed page at /sessions/:sessionNo (one session of her batch), on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Session';
import { definePage } from '../harness/pageStories';

const page = definePage({ Page, route: '/sessions/3', path: '/sessions/:sessionNo', session: 'student' });
const meta = { title: 'Pages/Student/Session', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const Empty = { ...page.story('empty') };
export const Error = { ...page.story('error') };
export const Loading = { ...page.story('loading') };
export const SuccessMobile = { ...page.story('success', 'mobile') };
export const EmptyMobile = { ...page.story('empty', 'mobile') };
export const ErrorMobile = { ...page.story('error', 'mobile') };
export const LoadingMobile = { ...page.story('loading', 'mobile') };

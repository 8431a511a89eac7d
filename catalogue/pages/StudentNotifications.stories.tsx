// Student/Notifications: the exposed page the shell loads at /notifications, on mocked API answers
// (catalogue/mocks/content.ts): a session reminder, a moved session and batch notices; none yet; the
// API down; still loading.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Notifications';
import { definePage } from '../harness/pageStories';
import { notificationHandlers } from '../mocks/content';

const page = definePage({
  Page,
  route: '/notifications',
  session: 'student',
  handlers: notificationHandlers,
});
const meta = { title: 'Pages/Student/Notifications', ...page.meta } satisfies Meta;
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

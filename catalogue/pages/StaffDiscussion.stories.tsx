// Staff/Discussion: the back office's queue of the batches' discussions at /staff/discussion (an admin
// signed in), on mocked API answers (catalogue/mocks/discussion.ts): a post reported as not about
// the course and an unkind reply reported twice; nothing waiting, the error and loading states.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../backoffice/src/app/exposed/StaffDiscussion';
import { definePage } from '../harness/pageStories';
import { staffDiscussionQueueHandlers } from '../mocks/discussion';

const page = definePage({
  Page,
  route: '/staff/discussion',
  path: '/staff/discussion',
  session: 'staff-admin',
  handlers: staffDiscussionQueueHandlers,
  otherReads: 'success',
});
const meta = { title: 'Pages/Staff/Discussion', ...page.meta } satisfies Meta;
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

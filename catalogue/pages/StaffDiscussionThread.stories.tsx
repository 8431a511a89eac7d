// Staff/Discussion thread: one thread at /staff/discussion/threads/38 as the school reads it, on
// mocked API answers: the tutor's marked answer, an unkind reply with two open reports and a reply
// hidden by the tutor (who and why shown), with every moderation control; a thread without
// replies, the error and loading states.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../backoffice/src/app/exposed/StaffDiscussion';
import { definePage } from '../harness/pageStories';
import { staffDiscussionThreadHandlers } from '../mocks/discussion';

const page = definePage({
  Page,
  route: '/staff/discussion/threads/38',
  path: '/staff/discussion/threads/:threadId',
  session: 'staff-admin',
  handlers: staffDiscussionThreadHandlers,
  otherReads: 'success',
});
const meta = { title: 'Pages/Staff/Discussion thread', ...page.meta } satisfies Meta;
export default meta;
const { story } = page;

export const Success = story('success');
export const Empty = story('empty');
export const Error = story('error');
export const Loading = story('loading');
export const SuccessMobile = story('success', 'mobile');
export const ErrorMobile = story('error', 'mobile');

// Student/DiscussionHindi: her batch's discussion as she reads it after choosing Hindi: the list of
// questions, a thread with its replies, and her posting paused (the banner in her words, with the
// end of the pause in India time).
import type { Meta } from '@storybook/react-webpack5';
import ListPage from '../../learner-app/src/app/exposed/Discussion';
import ThreadPage from '../../learner-app/src/app/exposed/DiscussionThread';
import { definePage, type Viewport } from '../harness/pageStories';
import { mockApi } from '../mocks/api';
import { studentDiscussionHandlers, studentThreadHandlers } from '../mocks/discussion';

const list = definePage({ Page: ListPage, route: '/discussion', session: 'student', language: 'hi' });
const thread = definePage({
  Page: ThreadPage,
  route: '/discussion/41',
  path: '/discussion/:threadId',
  session: 'student',
  language: 'hi',
});
const meta = { title: 'Pages/Student/DiscussionHindi', ...list.meta } satisfies Meta;
export default meta;

const listStory = (muted: boolean, viewport: Viewport = 'desktop') => ({
  ...list.story('success', viewport),
  parameters: {
    msw: { handlers: [...studentDiscussionHandlers(muted ? 'muted' : 'success'), ...mockApi('success')] },
  },
});
const threadStory = (viewport: Viewport = 'desktop') => ({
  ...thread.story('success', viewport),
  args: thread.meta.args,
  parameters: { msw: { handlers: [...studentThreadHandlers('success'), ...mockApi('success')] } },
});

export const List = listStory(false);
export const Muted = listStory(true);
export const Thread = threadStory();
export const ListMobile = listStory(false, 'mobile');
export const ThreadMobile = threadStory('mobile');

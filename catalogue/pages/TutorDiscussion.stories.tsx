// Tutor/Discussion: a batch's discussion at /tutorbatches/12/discussion, on mocked API answers
// (catalogue/mocks/discussion.ts): every thread of Aarohi Evening Batch 12 with what needs the tutor
// marked (a thread with two open reports, a hidden one), no thread yet, the error and loading.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../tutor-portal/src/app/exposed/BatchDiscussion';
import { definePage, type Viewport } from '../harness/pageStories';
import { mockApi, type MockState } from '../mocks/api';
import { tutorDiscussionHandlers } from '../mocks/discussion';

const page = definePage({
  Page,
  route: '/tutorbatches/12/discussion',
  path: '/tutorbatches/:batchId/discussion',
  session: 'tutor',
});
const meta = { title: 'Pages/Tutor/Discussion', ...page.meta } satisfies Meta;
export default meta;

const story = (state: MockState, viewport: Viewport = 'desktop') => ({
  ...page.story('success', viewport),
  parameters: { msw: { handlers: [...tutorDiscussionHandlers(state), ...mockApi('success')] } },
});

export const Success = story('success');
export const Empty = story('empty');
export const Error = story('error');
export const Loading = story('loading');
export const SuccessMobile = story('success', 'mobile');
export const EmptyMobile = story('empty', 'mobile');
export const ErrorMobile = story('error', 'mobile');
export const LoadingMobile = story('loading', 'mobile');

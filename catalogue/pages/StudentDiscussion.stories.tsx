// Student/Discussion: her batch's discussion at /discussion, on mocked API answers
// (catalogue/mocks/discussion.ts): the questions of Aarohi Evening Batch 12 (her tutor's pinned
// thread on top, her own answered question), no question yet, no batch yet, her posting paused,
// the error with Try again, and loading; and the new-question form opened.
import type { Meta } from '@storybook/react-webpack5';
import { userEvent, within } from 'storybook/test';
import Page from '../../learner-app/src/app/exposed/Discussion';
import { definePage, type Viewport } from '../harness/pageStories';
import { mockApi } from '../mocks/api';
import { studentDiscussionHandlers, type DiscussionListState } from '../mocks/discussion';

const page = definePage({ Page, route: '/discussion', session: 'student' });
const meta = { title: 'Pages/Student/Discussion', ...page.meta } satisfies Meta;
export default meta;

const story = (state: DiscussionListState, viewport: Viewport = 'desktop') => ({
  ...page.story('success', viewport),
  parameters: { msw: { handlers: [...studentDiscussionHandlers(state), ...mockApi('success')] } },
});

/** "Ask a question" pressed: the form open above the list, its title filled in. */
const ask = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Ask a question' }));
  await userEvent.type(
    await canvas.findByRole('textbox', { name: /^Title/ }),
    'Can ChatGPT help me write a polite reminder for late payments?',
    { delay: null },
  );
};

export const Success = story('success');
export const Empty = story('empty');
export const NoBatch = story('no_batch');
export const Muted = story('muted');
export const Error = story('error');
export const Loading = story('loading');
export const AskForm = { ...story('success'), play: ask };
export const SuccessMobile = story('success', 'mobile');
export const EmptyMobile = story('empty', 'mobile');
export const NoBatchMobile = story('no_batch', 'mobile');
export const MutedMobile = story('muted', 'mobile');
export const ErrorMobile = story('error', 'mobile');
export const LoadingMobile = story('loading', 'mobile');
export const AskFormMobile = { ...story('success', 'mobile'), play: ask };

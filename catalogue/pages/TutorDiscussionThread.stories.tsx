// Tutor/DiscussionThread: one thread as its tutor moderates it, at
// /tutorbatches/12/discussion/43, on mocked API answers (catalogue/mocks/discussion.ts): Lakshmi's
// question about a bank SMS, with a reply hidden by the tutor (its author's posting paused), a reply
// with two open reports, and the tutor's own reply marked as the answer; the same thread scrolled to
// the hidden and the reported reply; the hide dialog (its reason required) and the pause dialog
// (3 days and a reason chosen); the error and loading.
import type { Meta } from '@storybook/react-webpack5';
import { userEvent, within } from 'storybook/test';
import Page from '../../tutor-portal/src/app/exposed/BatchDiscussionThread';
import { definePage, type Viewport } from '../harness/pageStories';
import { mockApi } from '../mocks/api';
import { tutorThreadHandlers } from '../mocks/discussion';

const page = definePage({
  Page,
  route: '/tutorbatches/12/discussion/43',
  path: '/tutorbatches/:batchId/discussion/:threadId',
  session: 'tutor',
});
const meta = { title: 'Pages/Tutor/DiscussionThread', ...page.meta } satisfies Meta;
export default meta;

const story = (state: 'loading' | 'error' | 'success', viewport: Viewport = 'desktop') => ({
  ...page.story('success', viewport),
  parameters: { msw: { handlers: [...tutorThreadHandlers(state), ...mockApi('success')] } },
});

const controlsOf = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('group', { name: `Moderate the post of ${name}` }));

/** Hide pressed on Farzana's reply, then Hide post without a reason: the rule's message shows. */
const hide = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  (window as { __catalogueViewportShot?: boolean }).__catalogueViewportShot = true;
  await userEvent.click(
    (await controlsOf(canvasElement, 'Farzana Sheikh')).getByRole('button', { name: 'Hide' }),
  );
  const dialog = within(await within(document.body).findByRole('dialog', { name: 'Hide this post' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Hide post' }));
  await dialog.findByText(/^Write why you are hiding this post/);
};

/** Pause pressed on Pooja's reported reply: 3 days and the reason she will read. */
const pause = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  (window as { __catalogueViewportShot?: boolean }).__catalogueViewportShot = true;
  await userEvent.click(
    (await controlsOf(canvasElement, 'Pooja Verma')).getByRole('button', { name: 'Pause her posting' }),
  );
  const dialog = within(
    await within(document.body).findByRole('dialog', { name: 'Pause Pooja Verma’s posting' }),
  );
  await userEvent.click(dialog.getByRole('radio', { name: '3 days' }));
  await userEvent.type(
    dialog.getByRole('textbox', { name: /^Reason/ }),
    'Please be kind: many in this batch are using a smartphone for the first time.',
    { delay: null },
  );
};

/** Scrolled to the hidden reply and the reported one under it: what the moderator acts on. */
const toModeration = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  (window as { __catalogueViewportShot?: boolean }).__catalogueViewportShot = true;
  const hidden = await within(canvasElement).findByTestId('discussion-post-62');
  hidden.scrollIntoView({ block: 'start' });
};

export const Moderator = story('success');
export const HiddenAndReported = { ...story('success'), play: toModeration };
export const HideDialog = { ...story('success'), play: hide };
export const PauseDialog = { ...story('success'), play: pause };
export const Error = story('error');
export const Loading = story('loading');
export const ModeratorMobile = story('success', 'mobile');
export const HiddenAndReportedMobile = { ...story('success', 'mobile'), play: toModeration };
export const HideDialogMobile = { ...story('success', 'mobile'), play: hide };
export const PauseDialogMobile = { ...story('success', 'mobile'), play: pause };
export const ErrorMobile = story('error', 'mobile');
export const LoadingMobile = story('loading', 'mobile');

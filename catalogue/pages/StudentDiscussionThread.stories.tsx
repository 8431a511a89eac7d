// Student/DiscussionThread: one question of her batch at /discussion/41, on mocked API answers
// (catalogue/mocks/discussion.ts): Asha's question about a price list for her tailoring work, with
// its photo, her tutor's reply marked as the answer (a clickable link in it) and two batchmates'
// replies; the same thread while her posting is paused; the report dialog (she chose "Something
// else" and wrote why); not found, the error and loading.
import type { Meta } from '@storybook/react-webpack5';
import { userEvent, within } from 'storybook/test';
import Page from '../../learner-app/src/app/exposed/DiscussionThread';
import { definePage, type Viewport } from '../harness/pageStories';
import { mockApi } from '../mocks/api';
import { studentThreadHandlers, type DiscussionThreadState } from '../mocks/discussion';

const page = definePage({
  Page,
  route: '/discussion/41',
  path: '/discussion/:threadId',
  session: 'student',
});
const meta = { title: 'Pages/Student/DiscussionThread', ...page.meta } satisfies Meta;
export default meta;

const story = (state: DiscussionThreadState, viewport: Viewport = 'desktop') => ({
  ...page.story('success', viewport),
  parameters: { msw: { handlers: [...studentThreadHandlers(state), ...mockApi('success')] } },
});

/** She reports Lakshmi's reply: "Something else", in her own words. The dialog is the picture. */
const report = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  (window as { __catalogueViewportShot?: boolean }).__catalogueViewportShot = true;
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Report the post of Lakshmi Narayanan' }));
  const dialog = within(await within(document.body).findByRole('dialog', { name: 'Report this post' }));
  await userEvent.click(dialog.getByRole('radio', { name: 'Something else' }));
  await userEvent.type(
    await dialog.findByRole('textbox', { name: /^Tell us in a few words/ }),
    'It sends everyone to a paid Canva course.',
    { delay: null },
  );
};

export const Thread = story('success');
export const Muted = story('muted');
export const ReportDialog = { ...story('success'), play: report };
export const NotFound = story('not_found');
export const Error = story('error');
export const Loading = story('loading');
export const ThreadMobile = story('success', 'mobile');
export const MutedMobile = story('muted', 'mobile');
export const ReportDialogMobile = { ...story('success', 'mobile'), play: report };
export const NotFoundMobile = story('not_found', 'mobile');
export const ErrorMobile = story('error', 'mobile');
export const LoadingMobile = story('loading', 'mobile');

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderAt, url } from '../../test/render';
import { DiscussionQueueScreen } from './DiscussionQueueScreen';
import { EMPTY_QUEUE, HIDDEN_QUEUE, REPORTED_QUEUE } from './fixtures';

jest.setTimeout(20000);

let moderation: { postId: string; body: unknown }[] = [];
const server = setupServer(
  http.get(url('/api/staff/discussion/queue'), ({ request }) =>
    HttpResponse.json({
      success: true,
      data: new URL(request.url).searchParams.get('state') === 'hidden' ? HIDDEN_QUEUE : REPORTED_QUEUE,
    }),
  ),
  http.put(url('/api/staff/discussion/posts/:postId/moderation'), async ({ params, request }) => {
    const body = (await request.json()) as { action: string };
    moderation.push({ postId: String(params.postId), body });
    return HttpResponse.json({
      success: true,
      message: body.action === 'hide' ? 'The post is hidden. Students no longer see it.' : 'The reports are closed and the post stays visible.',
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  moderation = [];
});
afterAll(() => server.close());

describe('the discussion queue', () => {
  it('lists reported posts with their batch, thread and reasons (never who reported), and is axe-clean', async () => {
    const { container } = renderAt(<DiscussionQueueScreen />, { route: '/staff/discussion' });
    const items = await screen.findAllByTestId('discussion-queue-item');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByText(/If you cannot understand this much/)).toBeInTheDocument();
    expect(within(items[1]!).getByText('2 open reports')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/This felt mocking/)).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Open the thread' })).toHaveAttribute(
      'href',
      '/staff/discussion/threads/38',
    );
    expect(screen.getByRole('option', { name: 'Reported (2)' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('hides a post with a reason, and says so', async () => {
    const user = userEvent.setup();
    renderAt(<DiscussionQueueScreen />, { route: '/staff/discussion' });
    const [, unkind] = await screen.findAllByTestId('discussion-queue-item');
    await user.click(within(unkind!).getByRole('button', { name: 'Hide the post of Sunita Patil' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hide post' }));
    expect(await within(dialog).findByText(/Write why you are hiding this post/)).toBeInTheDocument();
    expect(moderation).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Why are you hiding it/), 'Unkind to a classmate.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide post' }));
    await waitFor(() =>
      expect(moderation).toEqual([{ postId: '44', body: { action: 'hide', reason: 'Unkind to a classmate.' } }]),
    );
    expect(await screen.findByText('The post is hidden. Students no longer see it.')).toBeInTheDocument();
  });

  it('dismisses the reports of a post that may stay', async () => {
    const user = userEvent.setup();
    renderAt(<DiscussionQueueScreen />, { route: '/staff/discussion' });
    const [tailor] = await screen.findAllByTestId('discussion-queue-item');
    await user.click(within(tailor!).getByRole('button', { name: 'Dismiss reports' }));
    expect(await within(tailor!).findByText('The reports are closed and the post stays visible.')).toBeInTheDocument();
    expect(moderation).toEqual([{ postId: '41', body: { action: 'dismiss' } }]);
  });

  it('shows hidden posts with who hid them and why, and can show one again', async () => {
    const user = userEvent.setup();
    renderAt(<DiscussionQueueScreen />, { route: '/staff/discussion' });
    await screen.findAllByTestId('discussion-queue-item');
    await user.selectOptions(screen.getByLabelText(/^Show/), 'hidden');
    expect(await screen.findByText(/Hidden from students by Kavya Menon \(tutor\)/)).toBeInTheDocument();
    expect(screen.getByText(/Advertising is not allowed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unhide' }));
    await waitFor(() => expect(moderation).toEqual([{ postId: '45', body: { action: 'unhide' } }]));
  });

  it('says when nothing waits, and offers a retry when the queue cannot be read', async () => {
    server.use(http.get(url('/api/staff/discussion/queue'), () => HttpResponse.json({ success: true, data: EMPTY_QUEUE })));
    const { unmount } = renderAt(<DiscussionQueueScreen />, { route: '/staff/discussion' });
    expect(await screen.findByText('Nothing waits for a moderator')).toBeInTheDocument();
    unmount();
    server.use(
      http.get(url('/api/staff/discussion/queue'), () =>
        HttpResponse.json({ success: false, message: 'Something went wrong. Please try again.' }, { status: 500 }),
      ),
    );
    renderAt(<DiscussionQueueScreen />, { route: '/staff/discussion' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

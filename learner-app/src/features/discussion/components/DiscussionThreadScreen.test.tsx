import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { DISCUSSION_MESSAGES } from '@ai-women/contracts';
import type { DiscussionThreadData } from '@ai-women/contracts/schemas';
import { FollowPreferredLanguage, setPreferredLanguage } from '@ai-women/web-core/i18n';
import { renderPage, TEST_API } from '../../../test/render';
import { DiscussionThreadScreen } from './DiscussionThreadScreen';
import { discussionFixtures, storedReply, TAILORING_THREAD_ID } from './discussionFixtures';
import en from '../../../i18n/en/discussion.json';
import hi from '../../../i18n/hi/discussion.json';

const fixtures = discussionFixtures(TEST_API);
const THREAD = `${TEST_API}/api/student/discussion/threads/${TAILORING_THREAD_ID}`;
const REPLIES = `${THREAD}/replies`;
const report = (postId: number) => `${TEST_API}/api/student/discussion/posts/${postId}/report`;

let answer: DiscussionThreadData | { status: number; message: string } = fixtures.thread;
const server = setupServer(
  http.get(THREAD, () => {
    return 'message' in answer
      ? HttpResponse.json({ success: false, message: answer.message }, { status: answer.status })
      : HttpResponse.json({ success: true, data: answer });
  }),
  // The list is read again after a reply (its count and order).
  http.get(`${TEST_API}/api/student/discussion`, () =>
    HttpResponse.json({ success: true, data: fixtures.list }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  answer = fixtures.thread;
});
afterEach(() => {
  server.resetHandlers();
  document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
});
afterAll(() => server.close());

const renderThread = (id: number | string = TAILORING_THREAD_ID) =>
  renderPage(
    <FollowPreferredLanguage>
      <DiscussionThreadScreen />
    </FollowPreferredLanguage>,
    { route: `/discussion/${id}`, path: '/discussion/:threadId' },
  );
const setup = () => userEvent.setup({ delay: null });
const replyBox = () => screen.getByRole('textbox', { name: /Your reply/ });
const postOf = (id: number) => screen.getByTestId(`discussion-post-${id}`);

describe('a discussion thread (student)', () => {
  it('shows loading, then the question and its replies: who, role, India time, links, photo, the answer (no axe violations)', async () => {
    server.use(
      http.get(THREAD, async () => {
        await delay(30);
        return HttpResponse.json({ success: true, data: fixtures.thread });
      }),
    );
    const { container } = renderThread();
    expect(screen.getByRole('status')).toHaveTextContent(en.loadingThread);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'How do I get ChatGPT to write a price list for my tailoring work?',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All questions' })).toHaveAttribute('href', '/discussion');

    const opening = postOf(TAILORING_THREAD_ID);
    expect(within(opening).getByText('Asha Rao (you)')).toBeInTheDocument();
    expect(
      within(opening).getByText('Session 4 — Prompting that works: role, context, format'),
    ).toBeInTheDocument();
    // 14:12 UTC is 7:42 pm India time.
    expect(within(opening).getByText('21 Nov 2026, 7:42 pm')).toHaveAttribute(
      'datetime',
      '2026-11-21T14:12:00.000Z',
    );
    expect(within(opening).getByTestId('discussion-post-body').textContent).toBe(fixtures.thread.post.body);
    const photo = within(opening).getByRole('img', {
      name: 'Photo from Asha Rao: my-rates.jpg, opens full size',
    });
    expect(photo).toHaveAttribute('src', `${TEST_API}/api/discussion/posts/41/image`);
    // Her own post: nothing to report.
    expect(within(opening).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Replies (3)' })).toBeInTheDocument();
    const answerPost = postOf(51);
    expect(within(answerPost).getByText('Kavya Menon')).toBeInTheDocument();
    expect(within(answerPost).getByText('Tutor')).toBeInTheDocument();
    expect(within(answerPost).getByText('Answer')).toBeInTheDocument();
    // Her link is clickable; the full stop after it stays with the sentence.
    const link = within(answerPost).getByRole('link', { name: 'https://aarohi.example/sessions/4/notes' });
    expect(link).toHaveAttribute('href', 'https://aarohi.example/sessions/4/notes');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(
      within(postOf(52)).getByRole('button', { name: 'Report the post of Farzana Sheikh' }),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('students see no moderation controls', async () => {
    renderThread();
    await screen.findByTestId(`discussion-post-${TAILORING_THREAD_ID}`);
    for (const name of [/Hide/, /Unhide/, /Pin thread/, /Mark as answer/, /Dismiss/, /Pause/])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Moderate/ })).not.toBeInTheDocument();
  });

  it('posts a reply: the API gets her text as multipart, and her post shows in the thread', async () => {
    const sent: string[] = [];
    const text = 'Thank you, Kavya ma’am! The Marathi column worked: https://example.in/my-list';
    server.use(
      http.post(REPLIES, async ({ request }) => {
        const form = await request.formData();
        sent.push(String(form.get('body')));
        const stored = storedReply(text);
        answer = { ...fixtures.thread, replies: [...fixtures.thread.replies, stored] };
        return HttpResponse.json(
          { success: true, message: DISCUSSION_MESSAGES.posted, data: stored },
          { status: 201 },
        );
      }),
    );
    const user = setup();
    renderThread();
    await user.type(await screen.findByRole('textbox', { name: /Your reply/ }), text);
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByTestId('discussion-sent')).toHaveTextContent(DISCUSSION_MESSAGES.posted);
    expect(sent).toEqual([text]);
    const mine = await screen.findByTestId('discussion-post-90');
    expect(within(mine).getByText('Asha Rao (you)')).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: 'https://example.in/my-list' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Replies (4)' })).toBeInTheDocument();
    // The form is empty again for the next reply.
    expect(replyBox()).toHaveValue('');
  });

  it('a refusal of the API is shown under the form, and what she wrote stays', async () => {
    server.use(
      http.post(REPLIES, () =>
        HttpResponse.json({ success: false, message: DISCUSSION_MESSAGES.rateLimited }, { status: 429 }),
      ),
    );
    const user = setup();
    renderThread();
    await user.type(await screen.findByRole('textbox', { name: /Your reply/ }), 'Mine worked too!');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByTestId('discussion-send-problem')).toHaveTextContent(
      DISCUSSION_MESSAGES.rateLimited,
    );
    expect(replyBox()).toHaveValue('Mine worked too!');
  });

  it('a field the API refuses (400 with its errors) shows on that field; a server failure keeps the text too', async () => {
    server.use(
      http.post(REPLIES, () =>
        HttpResponse.json(
          {
            success: false,
            message: DISCUSSION_MESSAGES.personalDetails,
            errors: { body: DISCUSSION_MESSAGES.personalDetails },
          },
          { status: 400 },
        ),
      ),
    );
    const user = setup();
    renderThread();
    await user.type(
      await screen.findByRole('textbox', { name: /Your reply/ }),
      'Write to me at asha at gmail',
    );
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() =>
      expect(replyBox()).toHaveAccessibleDescription(
        expect.stringContaining(DISCUSSION_MESSAGES.personalDetails),
      ),
    );
    expect(replyBox()).toHaveFocus();

    server.use(
      http.post(REPLIES, () => HttpResponse.json({ success: false, message: 'db down' }, { status: 500 })),
    );
    await user.clear(replyBox());
    await user.type(replyBox(), 'Trying again');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByTestId('discussion-send-problem')).toHaveTextContent(en.sendFailed);
    expect(replyBox()).toHaveValue('Trying again');
  });

  it('reports a post: a reason is asked for, “something else” needs her words, and the API’s thanks is said (no axe violations)', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(report(53), async ({ request }) => {
        sent.push(await request.json());
        answer = {
          ...fixtures.thread,
          replies: fixtures.thread.replies.map((r) => (r.id === 53 ? { ...r, reported_by_me: true } : r)),
        };
        return HttpResponse.json({ success: true, message: DISCUSSION_MESSAGES.reported });
      }),
    );
    const user = setup();
    renderThread();
    const opener = await within(await screen.findByTestId('discussion-post-53')).findByRole('button', {
      name: 'Report the post of Lakshmi Narayanan',
    });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Report this post' });
    expect(dialog).toHaveAccessibleDescription(en.reportIntro);
    // The first reason has the focus.
    expect(within(dialog).getByRole('radio', { name: en.reasons.unkind })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(DISCUSSION_MESSAGES.reportReason)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: en.reasons.other }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(DISCUSSION_MESSAGES.reportNote)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Tell us in a few words/ }),
      'This is an advert for Canva Pro',
    );
    expect(await axe(dialog)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    const said = await screen.findByTestId('discussion-said');
    expect(said).toHaveTextContent(DISCUSSION_MESSAGES.reported);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'other', note: 'This is an advert for Canva Pro' }]);
    expect(await within(postOf(53)).findByText('You reported this post')).toBeInTheDocument();
  });

  it('reports with a reason alone: no note is sent', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(report(52), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, message: DISCUSSION_MESSAGES.alreadyReported });
      }),
    );
    const user = setup();
    renderThread();
    await user.click(await screen.findByRole('button', { name: 'Report the post of Farzana Sheikh' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this post' });
    await user.click(within(dialog).getByRole('radio', { name: en.reasons.spam }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByTestId('discussion-said')).toHaveTextContent(
      DISCUSSION_MESSAGES.alreadyReported,
    );
    expect(sent).toEqual([{ reason: 'spam' }]);
  });

  it('her posting paused: the banner says why, and the reply form cannot be used', async () => {
    answer = fixtures.mutedThread;
    renderThread();
    const banner = await screen.findByTestId('discussion-muted');
    expect(banner).toHaveTextContent(fixtures.mutedThread.viewer.muted!.message);
    expect(replyBox()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Post reply' })).toBeDisabled();
    // She can still report what she reads.
    expect(screen.getByRole('button', { name: 'Report the post of Farzana Sheikh' })).toBeEnabled();
  });

  it('a hidden or unknown thread is “not found”; a failed load can be tried again', async () => {
    answer = { status: 404, message: DISCUSSION_MESSAGES.threadNotFound };
    const { unmount } = renderThread();
    expect(await screen.findByTestId('discussion-not-found')).toHaveTextContent(
      DISCUSSION_MESSAGES.threadNotFound,
    );
    unmount();

    answer = { status: 502, message: 'Bad gateway' };
    const user = setup();
    renderThread();
    const alert = await screen.findByTestId('discussion-error');
    expect(alert).toHaveTextContent(en.threadFailed);
    answer = fixtures.noReplies;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(en.noReplies)).toBeInTheDocument();
  });

  it('in Hindi: her words, her role and the answer badge', async () => {
    renderThread();
    await screen.findByTestId(`discussion-post-${TAILORING_THREAD_ID}`);
    act(() => setPreferredLanguage('hi'));
    expect(await screen.findByRole('heading', { level: 2, name: 'जवाब (3)' })).toBeInTheDocument();
    expect(within(postOf(51)).getByText(hi.role.tutor)).toBeInTheDocument();
    expect(within(postOf(51)).getByText(hi.isAnswer)).toBeInTheDocument();
    expect(within(postOf(TAILORING_THREAD_ID)).getByText('Asha Rao (आप)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: hi.postReply })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Farzana Sheikh की पोस्ट की शिकायत करें' }),
    ).toBeInTheDocument();
  });
});

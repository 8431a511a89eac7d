import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { DISCUSSION_MESSAGES } from '@ai-women/contracts';
import type { DiscussionThreadData } from '@ai-women/contracts/schemas';
import { TEST_API, renderPage, setupUser, signInAs } from '../../../test/render';
import { HIDDEN_REASON, SCAM_THREAD_ID, tutorDiscussionFixtures } from '../discussionFixtures';
import { DiscussionThreadScreen } from './DiscussionThreadScreen';

const fixtures = tutorDiscussionFixtures(TEST_API);
const THREAD = `${TEST_API}/api/tutor/discussion/threads/${SCAM_THREAD_ID}`;
const moderation = (postId: number) => `${TEST_API}/api/tutor/discussion/posts/${postId}/moderation`;
const MUTES = `${TEST_API}/api/tutor/batches/12/discussion/mutes`;

let answer: DiscussionThreadData | { status: number; message: string } = fixtures.thread;
let reads = 0;
const server = setupServer(
  http.get(THREAD, () => {
    reads += 1;
    return 'message' in answer
      ? HttpResponse.json({ success: false, message: answer.message }, { status: answer.status })
      : HttpResponse.json({ success: true, data: answer });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  answer = fixtures.thread;
  reads = 0;
  signInAs();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderThread = () =>
  renderPage(<DiscussionThreadScreen />, {
    route: `/tutorbatches/12/discussion/${SCAM_THREAD_ID}`,
    path: '/tutorbatches/:batchId/discussion/:threadId',
  });
const postOf = (id: number) => screen.getByTestId(`discussion-post-${id}`);
const controlsOf = (id: number, name: string) =>
  within(postOf(id)).getByRole('group', { name: `Moderate the post of ${name}` });

/** A moderation PUT that records its JSON body and answers `message`. */
function moderationHandler(postId: number, message: string) {
  const sent: unknown[] = [];
  server.use(
    http.put(moderation(postId), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ success: true, message });
    }),
  );
  return sent;
}

describe('a discussion thread (tutor, moderating)', () => {
  it('shows hidden posts with who hid them and why, open reports, a paused student, and the controls (no axe violations)', async () => {
    const { container } = renderThread();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Is it safe to paste a bank SMS into ChatGPT to check whether it is a scam?',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All threads' })).toHaveAttribute(
      'href',
      '/tutorbatches/12/discussion',
    );

    const hidden = postOf(62);
    expect(within(hidden).getByText('Hidden')).toBeInTheDocument();
    // 08:40 UTC is 2:10 pm India time.
    expect(within(hidden).getByTestId('discussion-hidden-note')).toHaveTextContent(
      `Hidden from students by Meera Iyer on 22 Nov 2026, 2:10 pm`,
    );
    expect(within(hidden).getByTestId('discussion-hidden-note')).toHaveTextContent(HIDDEN_REASON);
    expect(within(controlsOf(62, 'Rekha Joshi')).getByRole('button', { name: 'Unhide' })).toBeInTheDocument();
    expect(within(hidden).getByText('Posting paused until 26 Nov 2026, 6:00 pm')).toBeInTheDocument();
    expect(
      within(controlsOf(62, 'Rekha Joshi')).getByRole('button', { name: 'Let her post again' }),
    ).toBeInTheDocument();

    const reported = within(postOf(63)).getByTestId('discussion-reports');
    expect(reported).toHaveTextContent('2 open reports');
    expect(reported).toHaveTextContent('It is unkind or rude');
    expect(reported).toHaveTextContent(
      'Something else: “This makes people who are new to phones feel small.”',
    );
    expect(
      within(controlsOf(63, 'Pooja Verma')).getByRole('button', { name: 'Dismiss reports' }),
    ).toBeInTheDocument();

    expect(
      within(controlsOf(SCAM_THREAD_ID, 'Lakshmi Narayanan')).getByRole('button', { name: 'Pin thread' }),
    ).toBeInTheDocument();
    expect(
      within(controlsOf(64, 'Meera Iyer')).getByRole('button', { name: 'Unmark answer' }),
    ).toBeInTheDocument();
    // Her own post: nobody to pause. Moderators report nothing.
    expect(
      within(controlsOf(64, 'Meera Iyer')).queryByRole('button', { name: /Pause/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('hides a post with a reason: the reason is required, then sent, and the API’s word is said', async () => {
    const sent = moderationHandler(61, DISCUSSION_MESSAGES.hidden);
    const user = setupUser();
    renderThread();
    await screen.findByTestId('discussion-post-61');
    const hide = within(controlsOf(61, 'Farzana Sheikh')).getByRole('button', { name: 'Hide' });
    await user.click(hide);
    const dialog = screen.getByRole('dialog', { name: 'Hide this post' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide post' }));
    expect(await within(dialog).findByText(DISCUSSION_MESSAGES.hideReason)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(await axe(dialog)).toHaveNoViolations();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Why are you hiding it/ }),
      '  Shares a bank screenshot with a name.  ',
    );
    const before = reads;
    await user.click(within(dialog).getByRole('button', { name: 'Hide post' }));
    const said = await within(postOf(61)).findByTestId('discussion-said');
    expect(said).toHaveTextContent(DISCUSSION_MESSAGES.hidden);
    await waitFor(() => expect(said).toHaveFocus());
    expect(sent).toEqual([{ action: 'hide', reason: 'Shares a bank screenshot with a name.' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reads).toBeGreaterThan(before);
  });

  it('pins the thread, marks a reply as the answer, dismisses reports and unhides, each with the API’s word', async () => {
    const pinned = moderationHandler(SCAM_THREAD_ID, DISCUSSION_MESSAGES.pinned);
    const answered = moderationHandler(61, DISCUSSION_MESSAGES.answerMarked);
    const dismissed = moderationHandler(63, DISCUSSION_MESSAGES.dismissed);
    const unhidden = moderationHandler(62, DISCUSSION_MESSAGES.unhidden);
    const user = setupUser();
    renderThread();
    await screen.findByTestId('discussion-post-61');

    await user.click(
      within(controlsOf(SCAM_THREAD_ID, 'Lakshmi Narayanan')).getByRole('button', { name: 'Pin thread' }),
    );
    expect(await within(postOf(SCAM_THREAD_ID)).findByTestId('discussion-said')).toHaveTextContent(
      DISCUSSION_MESSAGES.pinned,
    );
    await user.click(
      within(controlsOf(61, 'Farzana Sheikh')).getByRole('button', { name: 'Mark as answer' }),
    );
    expect(await within(postOf(61)).findByTestId('discussion-said')).toHaveTextContent(
      DISCUSSION_MESSAGES.answerMarked,
    );
    await user.click(within(controlsOf(63, 'Pooja Verma')).getByRole('button', { name: 'Dismiss reports' }));
    expect(await within(postOf(63)).findByTestId('discussion-said')).toHaveTextContent(
      DISCUSSION_MESSAGES.dismissed,
    );
    await user.click(within(controlsOf(62, 'Rekha Joshi')).getByRole('button', { name: 'Unhide' }));
    expect(await within(postOf(62)).findByTestId('discussion-said')).toHaveTextContent(
      DISCUSSION_MESSAGES.unhidden,
    );

    expect(pinned).toEqual([{ action: 'pin' }]);
    expect(answered).toEqual([{ action: 'answer' }]);
    expect(dismissed).toEqual([{ action: 'dismiss' }]);
    expect(unhidden).toEqual([{ action: 'unhide' }]);
  });

  it('pauses a student’s posting for 3 days with a reason, and lets another post again', async () => {
    const paused: unknown[] = [];
    let resumed = 0;
    server.use(
      http.post(MUTES, async ({ request }) => {
        paused.push(await request.json());
        return HttpResponse.json({
          success: true,
          message: DISCUSSION_MESSAGES.muted,
          data: { student_id: 28, muted_until: '2026-11-25T10:00:00.000Z' },
        });
      }),
      http.delete(`${MUTES}/27`, () => {
        resumed += 1;
        return HttpResponse.json({
          success: true,
          message: DISCUSSION_MESSAGES.unmuted,
          data: { student_id: 27, muted_until: null },
        });
      }),
    );
    const user = setupUser();
    renderThread();
    await screen.findByTestId('discussion-post-63');
    await user.click(
      within(controlsOf(63, 'Pooja Verma')).getByRole('button', { name: 'Pause her posting' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Pause Pooja Verma’s posting' });
    await user.click(within(dialog).getByRole('button', { name: 'Pause posting' }));
    expect(await within(dialog).findByText(DISCUSSION_MESSAGES.muteDays)).toBeInTheDocument();
    expect(within(dialog).getByText(DISCUSSION_MESSAGES.muteReason)).toBeInTheDocument();
    expect(await axe(dialog)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('radio', { name: '3 days' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Please be kind: everyone here is learning.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pause posting' }));
    expect(await within(postOf(63)).findByTestId('discussion-said')).toHaveTextContent(
      DISCUSSION_MESSAGES.muted,
    );
    expect(paused).toEqual([
      { student_id: 28, days: 3, reason: 'Please be kind: everyone here is learning.' },
    ]);

    await user.click(
      within(controlsOf(62, 'Rekha Joshi')).getByRole('button', { name: 'Let her post again' }),
    );
    expect(await within(postOf(62)).findByTestId('discussion-said')).toHaveTextContent(
      DISCUSSION_MESSAGES.unmuted,
    );
    expect(resumed).toBe(1);
  });

  it('a refused moderation says the API’s reason under the post', async () => {
    server.use(
      http.put(moderation(61), () =>
        HttpResponse.json({ success: false, message: DISCUSSION_MESSAGES.notMember }, { status: 403 }),
      ),
    );
    const user = setupUser();
    renderThread();
    await screen.findByTestId('discussion-post-61');
    await user.click(
      within(controlsOf(61, 'Farzana Sheikh')).getByRole('button', { name: 'Mark as answer' }),
    );
    const said = await within(postOf(61)).findByTestId('discussion-said');
    expect(said).toHaveAttribute('role', 'alert');
    expect(said).toHaveTextContent(DISCUSSION_MESSAGES.notMember);
  });

  it('a hidden or unknown thread is “not found”; a failed load can be tried again', async () => {
    answer = { status: 404, message: DISCUSSION_MESSAGES.threadNotFound };
    const { unmount } = renderThread();
    expect(
      await screen.findByRole('heading', { name: DISCUSSION_MESSAGES.threadNotFound }),
    ).toBeInTheDocument();
    unmount();
    answer = { status: 500, message: 'boom' };
    const user = setupUser();
    renderThread();
    expect(await screen.findByText('This thread could not be loaded.')).toBeInTheDocument();
    answer = fixtures.thread;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('discussion-post-61')).toBeInTheDocument();
  });
});

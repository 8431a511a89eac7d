import { File as NodeFile } from 'node:buffer';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { DISCUSSION_MESSAGES, SESSION_MESSAGES } from '@ai-women/contracts';
import type { DiscussionListData } from '@ai-women/contracts/schemas';
import { FollowPreferredLanguage, setPreferredLanguage } from '@ai-women/web-core/i18n';
import { renderPage, TEST_API } from '../../../test/render';
import { DiscussionScreen } from './DiscussionScreen';
import { discussionFixtures, PAUSE_REASON } from './discussionFixtures';
import en from '../../../i18n/en/discussion.json';
import hi from '../../../i18n/hi/discussion.json';

const fixtures = discussionFixtures(TEST_API);
const LIST = `${TEST_API}/api/student/discussion`;
const THREADS = `${TEST_API}/api/student/discussion/threads`;

let answer: DiscussionListData | { status: number; message: string } = fixtures.list;
let reads = 0;
const server = setupServer(
  http.get(LIST, () => {
    reads += 1;
    return 'message' in answer
      ? HttpResponse.json({ success: false, message: answer.message }, { status: answer.status })
      : HttpResponse.json({ success: true, data: answer });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  answer = fixtures.list;
  reads = 0;
});
afterEach(() => {
  server.resetHandlers();
  document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
});
afterAll(() => server.close());

const renderList = () =>
  renderPage(
    <FollowPreferredLanguage>
      <DiscussionScreen />
    </FollowPreferredLanguage>,
    { route: '/discussion' },
  );
const setup = () => userEvent.setup({ delay: null, applyAccept: false });

/** A POST of a new thread that records its multipart fields and answers `reply`. */
function threadHandler(reply: () => Response | Promise<Response>) {
  const sent: Record<string, string>[] = [];
  server.use(
    http.post(THREADS, async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      for (const [name, value] of form.entries())
        fields[name] = typeof value === 'string' ? value : `file:${value.name}`;
      sent.push(fields);
      return reply();
    }),
  );
  return sent;
}

describe('the discussion list (student)', () => {
  it('shows loading, then her batch’s questions, pinned first, with session, replies and answered (no axe violations)', async () => {
    server.use(
      http.get(LIST, async () => {
        await delay(30);
        return HttpResponse.json({ success: true, data: fixtures.list });
      }),
    );
    const { container } = renderList();
    expect(screen.getByRole('status')).toHaveTextContent(en.loading);
    const list = await screen.findByRole('list', { name: 'Questions of your batch' });
    expect(screen.getByRole('heading', { level: 1, name: 'Discussion' })).toBeInTheDocument();
    expect(screen.getByText(/Ask Aarohi Evening Batch 12 and your tutor/)).toBeInTheDocument();

    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    // The tutor's pinned thread stays on top.
    expect(within(items[0]!).getByRole('link')).toHaveTextContent(
      'Share one prompt that saved you time this week',
    );
    expect(within(items[0]!).getByText('Pinned')).toBeInTheDocument();
    expect(within(items[0]!).getByText('6 replies')).toBeInTheDocument();

    const mine = items[1]!;
    expect(within(mine).getByRole('link', { name: /price list for my tailoring work/ })).toHaveAttribute(
      'href',
      '/discussion/41',
    );
    expect(
      within(mine).getByText('Session 4 — Prompting that works: role, context, format'),
    ).toBeInTheDocument();
    expect(within(mine).getByText('Answered')).toBeInTheDocument();
    expect(within(mine).getByText('3 replies')).toBeInTheDocument();
    // 14:12 UTC is 7:42 pm in India.
    expect(within(mine).getByText('Asked by Asha Rao · 21 Nov 2026, 7:42 pm')).toBeInTheDocument();
    expect(within(items[4]!).getByText('No replies yet')).toBeInTheDocument();
    // Students never see a moderator's badges.
    expect(screen.queryByText(/open report/)).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('with no thread yet: an empty state that invites the first question', async () => {
    answer = fixtures.emptyList;
    renderList();
    const empty = await screen.findByTestId('discussion-empty');
    expect(within(empty).getByRole('heading', { name: 'No questions yet' })).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: 'Ask a question' })).toBeEnabled();
  });

  it('before she has a batch: says when the discussion opens', async () => {
    answer = fixtures.noBatch;
    renderList();
    expect(await screen.findByTestId('discussion-no-batch')).toHaveTextContent(DISCUSSION_MESSAGES.noBatch);
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('a failed load says so and tries again', async () => {
    answer = { status: 500, message: 'boom' };
    const user = setup();
    renderList();
    const alert = await screen.findByTestId('discussion-error');
    expect(alert).toHaveTextContent(en.failed);
    expect(alert).toHaveTextContent(en.tryLater);
    answer = fixtures.list;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Questions of your batch' })).toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it('unpaid (403): the API’s reason, and no Try again', async () => {
    answer = { status: 403, message: SESSION_MESSAGES.unpaid };
    renderList();
    const alert = await screen.findByTestId('discussion-error');
    expect(alert).toHaveTextContent(SESSION_MESSAGES.unpaid);
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks a question: the contracts’ rules first, then title, session, text and photo as multipart', async () => {
    const sent = threadHandler(() =>
      HttpResponse.json(
        { success: true, message: DISCUSSION_MESSAGES.threadPosted, data: { thread_id: 77 } },
        { status: 201 },
      ),
    );
    const user = setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Ask a question' }));
    const form = screen.getByRole('form', { name: 'Ask your batch a question' });
    // The form opens with the focus in its first field.
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Post question' }));
    expect(await within(form).findByText(DISCUSSION_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(within(form).getByText(DISCUSSION_MESSAGES.bodyRequired)).toBeInTheDocument();

    await user.type(
      within(form).getByRole('textbox', { name: /Title/ }),
      'Which AI app reads Tamil handwriting?',
    );
    const body = within(form).getByRole('textbox', { name: /Your question/ });
    await user.type(body, 'Call me on 98765 43210 if you know');
    await user.click(within(form).getByRole('button', { name: 'Post question' }));
    expect(await within(form).findByText(DISCUSSION_MESSAGES.personalDetails)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(body);
    await user.type(body, 'My aunt’s recipe notebook is in Tamil. Which app can read it aloud?');
    expect(within(form).getByText('67 / 2,000 characters')).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: /Session/ }), '1203');
    const photo = new NodeFile(['jpeg'], 'recipe-notebook.jpg', { type: 'image/jpeg' }) as unknown as File;
    await user.upload(within(form).getByLabelText(/^Photo/, { selector: 'input' }), photo);
    const before = reads;
    await user.click(within(form).getByRole('button', { name: 'Post question' }));

    const posted = await screen.findByTestId('discussion-posted');
    expect(posted).toHaveTextContent(DISCUSSION_MESSAGES.threadPosted);
    await waitFor(() => expect(posted).toHaveFocus());
    expect(sent).toEqual([
      {
        title: 'Which AI app reads Tamil handwriting?',
        session_id: '1203',
        body: 'My aunt’s recipe notebook is in Tamil. Which app can read it aloud?',
        image: 'file:recipe-notebook.jpg',
      },
    ]);
    expect(reads).toBeGreaterThan(before);
    expect(screen.queryByRole('form', { name: 'Ask your batch a question' })).not.toBeInTheDocument();
  });

  it('a refusal of the API (too many posts) is shown under the form, and what she wrote stays', async () => {
    threadHandler(() =>
      HttpResponse.json({ success: false, message: DISCUSSION_MESSAGES.rateLimited }, { status: 429 }),
    );
    const user = setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Ask a question' }));
    const form = screen.getByRole('form', { name: 'Ask your batch a question' });
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Prompt for a school fee reminder');
    await user.type(within(form).getByRole('textbox', { name: /Your question/ }), 'How polite should it be?');
    await user.click(within(form).getByRole('button', { name: 'Post question' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(DISCUSSION_MESSAGES.rateLimited);
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveValue(
      'Prompt for a school fee reminder',
    );
    expect(within(form).getByRole('textbox', { name: /Your question/ })).toHaveValue(
      'How polite should it be?',
    );
  });

  it('her posting paused: the banner says until when and why, and she cannot ask', async () => {
    answer = fixtures.mutedList;
    renderList();
    const banner = await screen.findByTestId('discussion-muted');
    expect(banner).toHaveTextContent('Your posting is paused');
    expect(banner).toHaveTextContent(fixtures.mutedList.viewer.muted!.message);
    expect(screen.getByRole('button', { name: 'Ask a question' })).toBeDisabled();
    // She can still read every thread.
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });

  it('in Hindi: her texts, the paused banner in her words with India time', async () => {
    answer = fixtures.mutedList;
    renderList();
    await screen.findByTestId('discussion-muted');
    act(() => setPreferredLanguage('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: hi.title })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: hi.listLabel })).toBeInTheDocument();
    const banner = screen.getByTestId('discussion-muted');
    expect(banner).toHaveTextContent(hi.mutedTitle);
    expect(banner).toHaveTextContent(`24 नव॰ 2026, 7:00 pm तक रुका हुआ है`);
    expect(banner).toHaveTextContent(PAUSE_REASON);
    expect(screen.getAllByText('सेशन 4 — Prompting that works: role, context, format')).toHaveLength(2);
    expect(screen.getByText('Asha Rao ने पूछा · 21 नव॰ 2026, 7:42 pm')).toBeInTheDocument();
  });
});

describe('the discussion’s English texts', () => {
  it('say the contracts’ messages word for word (the API answers with them)', () => {
    const { unpaid, refunded, ...own } = en.messages;
    expect(own).toEqual(DISCUSSION_MESSAGES);
    expect({ unpaid, refunded }).toEqual({
      unpaid: SESSION_MESSAGES.unpaid,
      refunded: SESSION_MESSAGES.refunded,
    });
  });
});

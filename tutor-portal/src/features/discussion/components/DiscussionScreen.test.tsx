import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { DISCUSSION_MESSAGES } from '@ai-women/contracts';
import type { DiscussionListData } from '@ai-women/contracts/schemas';
import { TEST_API, renderPage, setupUser, signInAs } from '../../../test/render';
import { tutorDiscussionFixtures } from '../discussionFixtures';
import { DiscussionScreen } from './DiscussionScreen';
import { TUTOR_DISCUSSION_MESSAGES } from './discussionLabels';

const fixtures = tutorDiscussionFixtures(TEST_API);
const LIST = `${TEST_API}/api/tutor/batches/12/discussion`;

let answer: DiscussionListData | { status: number; message: string } = fixtures.list;
const server = setupServer(
  http.get(LIST, () =>
    'message' in answer
      ? HttpResponse.json({ success: false, message: answer.message }, { status: answer.status })
      : HttpResponse.json({ success: true, data: answer }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  answer = fixtures.list;
  signInAs();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderList = () =>
  renderPage(<DiscussionScreen />, {
    route: '/tutorbatches/12/discussion',
    path: '/tutorbatches/:batchId/discussion',
  });

describe("a batch's discussion (tutor)", () => {
  it('shows loading, then every thread with what needs her: hidden ones and open reports (no axe violations)', async () => {
    server.use(
      http.get(LIST, async () => {
        await delay(30);
        return HttpResponse.json({ success: true, data: fixtures.list });
      }),
    );
    const { container } = renderList();
    expect(screen.getByText(TUTOR_DISCUSSION_MESSAGES.loading)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discussion: Aarohi Evening Batch 12' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('discussion-summary')).toHaveTextContent(
      '4 threads · 2 open reports · 1 hidden',
    );
    expect(screen.getByRole('link', { name: 'Sessions of this batch' })).toHaveAttribute(
      'href',
      '/tutorbatches/12/sessions',
    );
    const items = within(screen.getByRole('list', { name: 'Threads of the batch' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Pinned')).toBeInTheDocument();
    const scam = items[1]!;
    expect(within(scam).getByRole('link')).toHaveAttribute('href', '/tutorbatches/12/discussion/43');
    expect(within(scam).getByText('2 open reports')).toBeInTheDocument();
    expect(within(scam).getByText('Answered')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Hidden')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('starts a thread for the batch on the tutor’s path', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      http.post(`${TEST_API}/api/tutor/batches/12/discussion/threads`, async ({ request }) => {
        const form = await request.formData();
        sent.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])));
        return HttpResponse.json(
          { success: true, message: DISCUSSION_MESSAGES.threadPosted, data: { thread_id: 70 } },
          { status: 201 },
        );
      }),
    );
    const user = setupUser();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Start a thread' }));
    const form = screen.getByRole('form', { name: 'Start a thread for the batch' });
    await user.type(
      within(form).getByRole('textbox', { name: /Title/ }),
      'Friday: bring one prompt you are proud of',
    );
    await user.type(
      within(form).getByRole('textbox', { name: /Your message/ }),
      'We will try the three best ones live.',
    );
    await user.click(within(form).getByRole('button', { name: 'Post thread' }));
    expect(await screen.findByTestId('discussion-posted')).toHaveTextContent(
      DISCUSSION_MESSAGES.threadPosted,
    );
    expect(sent).toEqual([
      { title: 'Friday: bring one prompt you are proud of', body: 'We will try the three best ones live.' },
    ]);
  });

  it('with no thread yet: says that her students’ questions will appear here', async () => {
    answer = fixtures.emptyList;
    renderList();
    expect(await screen.findByRole('heading', { name: 'No threads yet' })).toBeInTheDocument();
    expect(screen.getByTestId('discussion-summary')).toHaveTextContent('0 threads');
  });

  it('a failed load says so and can be tried again; another tutor’s batch is refused without it', async () => {
    answer = { status: 500, message: 'boom' };
    const user = setupUser();
    const { unmount } = renderList();
    expect(await screen.findByText(TUTOR_DISCUSSION_MESSAGES.failed)).toBeInTheDocument();
    answer = fixtures.list;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Threads of the batch' })).toBeInTheDocument();
    unmount();

    answer = { status: 403, message: DISCUSSION_MESSAGES.notMember };
    renderList();
    expect(await screen.findByText(DISCUSSION_MESSAGES.notMember)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

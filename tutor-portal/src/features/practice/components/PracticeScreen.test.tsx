import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { PRACTICE_MESSAGES } from '@ai-women/contracts';
import { TEST_API, renderPage, setupUser, signInAs } from '../../../test/render';
import { allAnswers, ashaFirst, lakshmiFirst, lakshmiSecond, queueOf } from '../practiceFixtures';
import { PRACTICE_SCREEN_MESSAGES, PracticeScreen } from './PracticeScreen';

const QUEUE = `${TEST_API}/api/tutor/batches/12/practice`;
/** Every queue request the screen made, as its query string ('' for none). */
let asked: string[] = [];

const server = setupServer(
  http.get(QUEUE, ({ request }) => {
    const url = new URL(request.url);
    asked.push(url.search);
    return HttpResponse.json(queueOf(url.searchParams));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked = [];
  signInAs();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderPractice = (route = '/tutorbatches/12/practice') =>
  renderPage(<PracticeScreen />, { route, path: '/tutorbatches/:batchId/practice' });

const cardOf = async (name: string) => {
  const heading = await screen.findByRole('heading', { level: 2, name });
  return heading.closest('article') as HTMLElement;
};

describe('the practice review queue', () => {
  it('shows loading, then the waiting answers: who, which session and answer, when, her text, photo and PDF (no axe violations)', async () => {
    const { container } = renderPractice();
    expect(screen.getByText(PRACTICE_SCREEN_MESSAGES.loading)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Practice: Aarohi Evening Batch 12' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('practice-waiting')).toHaveTextContent('2 waiting for review');
    // Waiting by default: the request asks for it, and no done answer is listed.
    expect(asked[0]).toBe('?status=submitted');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('submitted');
    expect(screen.queryByRole('heading', { name: 'Fatima Sheikh' })).not.toBeInTheDocument();

    const lakshmi = await cardOf('Lakshmi Nair');
    expect(within(lakshmi).getByText('Session 4 · Planning your week with AI')).toBeInTheDocument();
    expect(within(lakshmi).getByText(/^Answer 2$/)).toBeInTheDocument();
    // Sent at 9:10 pm India time (15:40 UTC).
    expect(within(lakshmi).getByText(/Sent 21 Nov 2026, 9:10 pm/)).toBeInTheDocument();
    // Her text as she wrote it: line breaks kept, no markup.
    expect(within(lakshmi).getByText(/Monday: pay the electricity bill/).textContent).toBe(
      lakshmiSecond.text,
    );
    const photo = within(lakshmi).getByRole('img', { name: /Photo from Lakshmi Nair: weekly-plan\.jpg/ });
    expect(photo).toHaveAttribute('src', lakshmiSecond.attachment!.url);
    expect(photo.closest('a')).toHaveAttribute('href', lakshmiSecond.attachment!.url);
    expect(within(lakshmi).getByText('Photo · 1.8 MB')).toBeInTheDocument();

    const asha = await cardOf('Asha Rao');
    expect(within(asha).getByRole('link', { name: /medicine-label\.pdf/ })).toHaveAttribute(
      'href',
      ashaFirst.attachment!.url,
    );
    expect(within(asha).getByText('PDF · 240 KB')).toBeInTheDocument();
    expect(within(asha).queryByRole('heading', { name: 'Earlier answers' })).not.toBeInTheDocument();

    // Her earlier answer and its review, read from every answer of the batch.
    const earlier = await within(lakshmi).findByRole('list', {
      name: 'Earlier answers of Lakshmi Nair for session 4',
    });
    expect(within(earlier).getByText(lakshmiFirst.review!.comment)).toBeInTheDocument();
    expect(within(earlier).getByText('Try again')).toBeInTheDocument();
    expect(asked).toContain('');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sends Done with her comment, shows the API’s message and reads the queue again', async () => {
    let sent: unknown;
    server.use(
      http.post(`${TEST_API}/api/tutor/practice/53/review`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          success: true,
          message: PRACTICE_MESSAGES.reviewed,
          data: {
            ...ashaFirst,
            status: 'done',
            review: {
              outcome: 'done',
              comment: 'x',
              tutor_name: 'Meera Iyer',
              reviewed_at: '2026-11-21T06:00:00.000Z',
            },
          },
        });
      }),
    );
    const user = setupUser();
    renderPractice();
    const form = await screen.findByRole('form', { name: 'Review Asha Rao’s answer 1' });
    await user.type(within(form).getByLabelText(/Comment for her/), 'Well read!\nAsk the chemist too.');
    expect(within(form).getByText('31/1,000 characters')).toBeInTheDocument();
    const before = asked.length;
    server.use(
      http.get(QUEUE, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        return HttpResponse.json(
          queueOf(
            url.searchParams,
            allAnswers.filter((a) => a.id !== 53),
          ),
        );
      }),
    );
    await user.click(within(form).getByRole('button', { name: 'Done' }));
    const message = await screen.findByText(PRACTICE_MESSAGES.reviewed);
    expect(sent).toEqual({ outcome: 'done', comment: 'Well read!\nAsk the chemist too.' });
    expect(asked.length).toBeGreaterThan(before);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Asha Rao' })).not.toBeInTheDocument());
    expect(screen.getByTestId('practice-waiting')).toHaveTextContent('1 waiting for review');
    await waitFor(() => expect(message).toHaveFocus());
  });

  it('sends Try again with her comment', async () => {
    let sent: unknown;
    server.use(
      http.post(`${TEST_API}/api/tutor/practice/54/review`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          success: true,
          message: PRACTICE_MESSAGES.reviewed,
          data: { ...lakshmiSecond, status: 'try_again' },
        });
      }),
    );
    const user = setupUser();
    renderPractice();
    const form = await screen.findByRole('form', { name: 'Review Lakshmi Nair’s answer 2' });
    await user.type(within(form).getByLabelText(/Comment for her/), 'Put the doctor first.');
    await user.click(within(form).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(PRACTICE_MESSAGES.reviewed)).toBeInTheDocument();
    expect(sent).toEqual({ outcome: 'try_again', comment: 'Put the doctor first.' });
  });

  it('asks for a comment before sending anything', async () => {
    let calls = 0;
    server.use(
      http.post(`${TEST_API}/api/tutor/practice/53/review`, () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    const user = setupUser();
    renderPractice();
    const form = await screen.findByRole('form', { name: 'Review Asha Rao’s answer 1' });
    await user.click(within(form).getByRole('button', { name: 'Done' }));
    expect(await within(form).findByText(PRACTICE_MESSAGES.commentRequired)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Comment for her/)).toHaveFocus();
    expect(calls).toBe(0);
  });

  it('says so when the answer was reviewed already (409), and reloads the queue on request', async () => {
    server.use(
      http.post(`${TEST_API}/api/tutor/practice/53/review`, () =>
        HttpResponse.json({ success: false, message: PRACTICE_MESSAGES.alreadyReviewed }, { status: 409 }),
      ),
    );
    const user = setupUser();
    renderPractice();
    const form = await screen.findByRole('form', { name: 'Review Asha Rao’s answer 1' });
    await user.type(within(form).getByLabelText(/Comment for her/), 'Good work.');
    await user.click(within(form).getByRole('button', { name: 'Done' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(PRACTICE_MESSAGES.alreadyReviewed);
    const before = asked.length;
    await user.click(within(form).getByRole('button', { name: 'Reload the queue' }));
    await waitFor(() => expect(asked.length).toBeGreaterThan(before));
  });

  it('shows the API’s comment error under the field (400)', async () => {
    server.use(
      http.post(`${TEST_API}/api/tutor/practice/53/review`, () =>
        HttpResponse.json(
          {
            success: false,
            message: PRACTICE_MESSAGES.commentTooLong,
            errors: { comment: PRACTICE_MESSAGES.commentTooLong },
          },
          { status: 400 },
        ),
      ),
    );
    const user = setupUser();
    renderPractice();
    const form = await screen.findByRole('form', { name: 'Review Asha Rao’s answer 1' });
    const field = within(form).getByLabelText(/Comment for her/);
    await user.type(field, 'Nice.');
    await user.click(within(form).getByRole('button', { name: 'Try again' }));
    expect(await within(form).findByText(PRACTICE_MESSAGES.commentTooLong)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks the API for the chosen session and status, and keeps them in the address', async () => {
    const user = setupUser();
    renderPractice();
    const session = await screen.findByRole('combobox', { name: 'Session' });
    await user.selectOptions(session, 'Session 4 · Planning your week with AI');
    await waitFor(() => expect(asked).toContain('?session_no=4&status=submitted'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    await waitFor(() => expect(asked).toContain('?session_no=4'));
    // Every answer of session 4: one card for her, her first answer (and its review) inside it.
    await waitFor(() => expect(screen.getAllByTestId('practice-answer')).toHaveLength(1));
    const card = await cardOf('Lakshmi Nair');
    expect(
      within(card).getByText('Good start. Ask again for a table by day, most urgent first.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 2 answers')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Done');
    await waitFor(() => expect(asked).toContain('?session_no=4&status=done'));
    expect(await screen.findByText(PRACTICE_SCREEN_MESSAGES.noneMatch)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Rao' })).toBeInTheDocument();
  });

  it('opens on the filter in its address', async () => {
    renderPractice('/tutorbatches/12/practice?session=1&status=done');
    expect(await screen.findByRole('heading', { level: 2, name: 'Fatima Sheikh' })).toBeInTheDocument();
    expect(asked[0]).toBe('?session_no=1&status=done');
    expect(screen.getByRole('combobox', { name: 'Session' })).toHaveValue('1');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('बहुत अच्छा, Fatima!')).toBeInTheDocument();
  });

  it('says when nothing waits for a review', async () => {
    server.use(
      http.get(QUEUE, ({ request }) => HttpResponse.json(queueOf(new URL(request.url).searchParams, []))),
    );
    const { container } = renderPractice();
    expect(await screen.findByText(PRACTICE_SCREEN_MESSAGES.noneWaiting)).toBeInTheDocument();
    expect(screen.getByTestId('practice-waiting')).toHaveTextContent('Nothing waiting for review');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when nothing waits in the chosen session', async () => {
    renderPractice('/tutorbatches/12/practice?session=2');
    expect(await screen.findByText('No answers waiting for review in session 2')).toBeInTheDocument();
  });

  it('offers a retry when the queue fails, and shows the answers once it answers', async () => {
    let calls = 0;
    server.use(
      http.get(QUEUE, ({ request }) => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'x' }, { status: 500 })
          : HttpResponse.json(queueOf(new URL(request.url).searchParams));
      }),
    );
    const user = setupUser();
    renderPractice();
    expect(await screen.findByText(PRACTICE_SCREEN_MESSAGES.failed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Rao' })).toBeInTheDocument();
  });

  it("shows the API's refusal for another tutor's batch, without a retry", async () => {
    server.use(
      http.get(QUEUE, () =>
        HttpResponse.json({ success: false, message: 'This batch is not assigned to you.' }, { status: 403 }),
      ),
    );
    renderPractice();
    expect(await screen.findByText('This batch is not assigned to you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sessions of this batch' })).toHaveAttribute(
      'href',
      '/tutorbatches/12/sessions',
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { demoTutor, renderPage, setupUser, signInAs } from '../../../test/render';
import { batches, batchStats, batchStudents, portalHandlers, url } from '../../../test/fixtures';
import { MEETING_MESSAGES } from '@ai-women/contracts';
import { STUDENTS_MESSAGES } from './BatchStudents';
import {
  BATCH_STATUS_NETWORK_ERROR,
  BATCHES_FETCH_FAILED,
  BATCHES_LOGIN_PROMPT,
  BATCHES_NETWORK_ERROR,
  BatchesScreen,
  NO_BATCHES_ALL,
  NO_BATCHES_TITLE,
} from './BatchesScreen';

const id = demoTutor.tutor_id;
const server = setupServer(...portalHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => signInAs());

const card = (name: string) => screen.getByRole('article', { name });

describe('My batches', () => {
  it('prompts to log in without a tutor id', () => {
    signInAs({ name: 'x' });
    renderPage(<BatchesScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent(BATCHES_LOGIN_PROMPT);
  });

  it('shows a loading state', async () => {
    server.use(
      http.get(url(`/api/tutor/batches/${id}`), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderPage(<BatchesScreen />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading batches...');
  });

  it('shows stats and cards with the actions each status allows', async () => {
    renderPage(<BatchesScreen />);
    const active = await screen.findByRole('article', { name: 'Morning Batch A' });
    expect(screen.getByText('Total Batches').parentElement).toHaveTextContent('3');
    expect(screen.getByText('Active Batches').parentElement).toHaveTextContent('1');
    expect(screen.getByText('Total Students').parentElement).toHaveTextContent('72');
    expect(active).toHaveTextContent('ID: 11');
    expect(active).toHaveTextContent('24 students');
    expect(active).toHaveTextContent('07:00 AM 08:30 AM');
    // The start date (Indian order, day first), not the creation date.
    expect(active).toHaveTextContent('Starts 9 Mar 2026');
    expect(active).not.toHaveTextContent('2 Mar 2026');
    expect(card('Evening Batch B')).toHaveTextContent('Start date not set yet');
    expect(within(active).getByRole('link', { name: /Join Meeting/ })).toHaveAttribute(
      'href',
      'https://meet.example/batch-a',
    );
    const names = (el: HTMLElement) =>
      within(el)
        .queryAllByRole('button')
        .filter((b) => b.hasAttribute('data-to'))
        .map((b) => b.textContent);
    expect(names(active)).toEqual(['Complete', 'Pause']);
    const inactive = card('Evening Batch B');
    expect(names(inactive)).toEqual(['Start']);
    expect(within(inactive).queryByRole('link', { name: /Join Meeting/ })).not.toBeInTheDocument();
    expect(names(card('Weekend Batch C'))).toEqual([]);
    // A completed batch has no class left: no Join Meeting, though its link is still stored.
    expect(within(card('Weekend Batch C')).queryByRole('link', { name: /Join Meeting/ })).not.toBeInTheDocument();
  });

  it('filters with the status query', async () => {
    const user = setupUser();
    const seen: (string | null)[] = [];
    server.use(
      http.get(url(`/api/tutor/batches/${id}`), ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        seen.push(status);
        return HttpResponse.json({
          success: true,
          data: status ? batches.filter((b) => b.status.toLowerCase() === status) : batches,
        });
      }),
    );
    renderPage(<BatchesScreen />);
    await screen.findByRole('article', { name: 'Morning Batch A' });
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Morning Batch A' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Weekend Batch C' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(seen).toEqual([null, 'completed', 'active']);
  });

  it('shows both empty texts', async () => {
    const user = setupUser();
    server.use(
      http.get(url(`/api/tutor/batches/${id}`), () => HttpResponse.json({ success: true, data: [] })),
    );
    renderPage(<BatchesScreen />);
    expect(await screen.findByRole('heading', { name: NO_BATCHES_TITLE })).toBeInTheDocument();
    expect(screen.getByText(NO_BATCHES_ALL)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Active' }));
    expect(await screen.findByText('No active batches found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(await screen.findByText('No completed batches found.')).toBeInTheDocument();
  });

  it('starts and pauses, sending the capitalised status and tutor_id, then reloads list and stats', async () => {
    const user = setupUser();
    const bodies: unknown[] = [];
    let statsCalls = 0;
    server.use(
      http.put(url('/api/batches/:batchId/status'), async ({ request, params }) => {
        bodies.push({ batch: params.batchId, ...((await request.json()) as object) });
        return HttpResponse.json({ success: true, message: 'Batch status updated to Active' });
      }),
      http.get(url(`/api/tutor/batches/${id}/stats`), () => {
        statsCalls += 1;
        return HttpResponse.json({
          success: true,
          data: { ...batchStats, active_batches: statsCalls > 1 ? 2 : 1 },
        });
      }),
    );
    renderPage(<BatchesScreen />);
    await user.click(
      within(await screen.findByRole('article', { name: 'Evening Batch B' })).getByRole('button', {
        name: /Start/,
      }),
    );
    expect(await screen.findByText('Batch status updated to Active')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Active Batches').parentElement).toHaveTextContent('2'));
    await user.click(within(card('Morning Batch A')).getByRole('button', { name: /Pause/ }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([
      { batch: '12', status: 'Active', tutor_id: 7 },
      { batch: '11', status: 'Inactive', tutor_id: 7 },
    ]);
  });

  it('keeps keyboard focus on the card as its actions change (Start → Pause → Start, Complete → the card)', async () => {
    const user = setupUser();
    const changed: Record<string, string> = {};
    server.use(
      http.get(url(`/api/tutor/batches/${id}`), () =>
        HttpResponse.json({
          success: true,
          data: batches.map((b) => ({ ...b, status: changed[b.batch_id] ?? b.status })),
        }),
      ),
      http.put(url('/api/batches/:batchId/status'), async ({ params, request }) => {
        changed[String(params.batchId)] = ((await request.json()) as { status: string }).status;
        return HttpResponse.json({ success: true, message: 'Batch status updated' });
      }),
    );
    renderPage(<BatchesScreen />);
    const start = within(await screen.findByRole('article', { name: 'Evening Batch B' })).getByRole(
      'button',
      {
        name: /Start/,
      },
    );
    start.focus();
    await user.keyboard('{Enter}');
    const pause = await within(card('Evening Batch B')).findByRole('button', { name: /Pause/ });
    await waitFor(() => expect(pause).toHaveFocus());
    await user.keyboard('{Enter}');
    const startAgain = await within(card('Evening Batch B')).findByRole('button', { name: /Start/ });
    await waitFor(() => expect(startAgain).toHaveFocus());

    within(card('Morning Batch A'))
      .getByRole('button', { name: /Complete/ })
      .focus();
    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Complete batch' }));
    await waitFor(() =>
      expect(
        within(card('Morning Batch A'))
          .queryAllByRole('button')
          .filter((b) => b.hasAttribute('data-to')),
      ).toHaveLength(0),
    );
    await waitFor(() => expect(card('Morning Batch A')).toHaveFocus());
  });

  it('asks before completing, and can be cancelled', async () => {
    const user = setupUser();
    let calls = 0;
    server.use(
      http.put(url('/api/batches/:batchId/status'), () => {
        calls += 1;
        return HttpResponse.json({ success: true, message: 'Batch completed' });
      }),
    );
    renderPage(<BatchesScreen />);
    await user.click(
      within(await screen.findByRole('article', { name: 'Morning Batch A' })).getByRole('button', {
        name: /Complete/,
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Complete this batch?' });
    expect(await axe(dialog)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it active' }));
    expect(calls).toBe(0);
    await user.click(within(card('Morning Batch A')).getByRole('button', { name: /Complete/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Complete batch' }));
    expect(await screen.findByText('Batch completed')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('shows the status-change server message and network error', async () => {
    const user = setupUser();
    server.use(
      http.put(url('/api/batches/:batchId/status'), () =>
        HttpResponse.json({ success: false, message: 'This batch is not yours' }, { status: 403 }),
      ),
    );
    renderPage(<BatchesScreen />);
    await user.click(
      within(await screen.findByRole('article', { name: 'Evening Batch B' })).getByRole('button', {
        name: /Start/,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This batch is not yours');
    server.use(http.put(url('/api/batches/:batchId/status'), () => HttpResponse.error()));
    await user.click(within(card('Evening Batch B')).getByRole('button', { name: /Start/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(BATCH_STATUS_NETWORK_ERROR));
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the fetch errors in a dismissible banner', async () => {
    const user = setupUser();
    server.use(
      http.get(url(`/api/tutor/batches/${id}`), () => HttpResponse.json({ success: false, message: 'nope' })),
    );
    const first = renderPage(<BatchesScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(BATCHES_FETCH_FAILED);
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();
    server.use(http.get(url(`/api/tutor/batches/${id}`), () => HttpResponse.error()));
    renderPage(<BatchesScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(BATCHES_NETWORK_ERROR);
  });

  it('offers Try again after a network error, which loads the batches in place', async () => {
    const user = setupUser();
    server.use(http.get(url(`/api/tutor/batches/${id}`), () => HttpResponse.error()));
    renderPage(<BatchesScreen />);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(BATCHES_NETWORK_ERROR);
    server.resetHandlers();
    await user.click(within(banner).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: batches[0]!.batch_name })).toBeInTheDocument();
    expect(screen.queryByText(BATCHES_NETWORK_ERROR)).not.toBeInTheDocument();
  });

  it('has a notifications bell with a count and the Recent Notifications dropdown', async () => {
    const user = setupUser();
    renderPage(<BatchesScreen />);
    const bell = await screen.findByRole('button', { name: /Notifications, 4/ });
    await user.click(bell);
    expect(screen.getByText('Recent Notifications')).toBeInTheDocument();
    expect(screen.getByText('New batch assigned')).toBeInTheDocument();
  });

  it('says "No new notifications" when there are none', async () => {
    const user = setupUser();
    server.use(
      http.get(url(`/api/tutor/notifications/${id}`), () => HttpResponse.json({ success: true, data: [] })),
    );
    renderPage(<BatchesScreen />);
    await screen.findByRole('article', { name: 'Morning Batch A' });
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    expect(screen.getByText('No new notifications')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<BatchesScreen />);
    await screen.findByRole('article', { name: 'Morning Batch A' });
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe("a batch's students and meeting link", () => {
  it('lists the students with e-mail and phone when she opens the list, and says when there are none', async () => {
    const user = setupUser();
    renderPage(<BatchesScreen />);
    const active = await screen.findByRole('article', { name: 'Morning Batch A' });
    const toggle = within(active).getByRole('button', { name: 'Show the students of Morning Batch A' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const list = await within(active).findByRole('list', { name: 'Students of Morning Batch A' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(batchStudents.length);
    expect(list).toHaveTextContent('Kavya Menon');
    expect(within(list).getByRole('link', { name: 'kavya@example.com' })).toHaveAttribute(
      'href',
      'mailto:kavya@example.com',
    );
    expect(list).toHaveTextContent('+91 98765 12345');
    expect(within(active).getByRole('button', { name: 'Hide the students of Morning Batch A' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    server.use(
      http.get(url('/api/tutor/batch-students/:batchId'), () =>
        HttpResponse.json({ success: true, own: true, data: [] }),
      ),
    );
    const other = card('Evening Batch B');
    await user.click(within(other).getByRole('button', { name: 'Show the students of Evening Batch B' }));
    expect(await within(other).findByText(STUDENTS_MESSAGES.empty)).toBeInTheDocument();
  });

  it("shows the server's refusal when the students cannot be loaded", async () => {
    const user = setupUser();
    server.use(
      http.get(url('/api/tutor/batch-students/:batchId'), () =>
        HttpResponse.json({ success: false, message: 'Batch not found.' }, { status: 404 }),
      ),
    );
    renderPage(<BatchesScreen />);
    const active = await screen.findByRole('article', { name: 'Morning Batch A' });
    await user.click(within(active).getByRole('button', { name: /Show the students/ }));
    expect(await within(active).findByRole('alert')).toHaveTextContent('Batch not found.');
  });

  it('refuses an http link with the https message before asking the server', async () => {
    const user = setupUser();
    let calls = 0;
    server.use(
      http.put(url('/api/batches/:batchId/meeting-url'), () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    renderPage(<BatchesScreen />);
    const inactive = await screen.findByRole('article', { name: 'Evening Batch B' });
    await user.click(within(inactive).getByRole('button', { name: 'Set the meeting link of Evening Batch B' }));
    const field = within(inactive).getByRole('textbox', { name: /Meeting link/ });
    await user.type(field, 'http://meet.example.com/room');
    await user.click(within(inactive).getByRole('button', { name: 'Save link' }));
    expect(await within(inactive).findByText(MEETING_MESSAGES.httpsOnly)).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(calls).toBe(0);
  });

  it('saves an https link, says the students were told, and shows the server refusal otherwise', async () => {
    const user = setupUser();
    const sent: unknown[] = [];
    server.use(
      http.put(url('/api/batches/:batchId/meeting-url'), async ({ request, params }) => {
        const body = (await request.json()) as { meeting_url: string };
        sent.push({ batchId: params.batchId, ...body });
        if (body.meeting_url.includes('taken'))
          return HttpResponse.json({ success: false, message: MEETING_MESSAGES.notYours }, { status: 403 });
        return HttpResponse.json({
          success: true,
          message: MEETING_MESSAGES.saved,
          meeting_url: body.meeting_url,
          notified: 18,
        });
      }),
    );
    renderPage(<BatchesScreen />);
    const active = await screen.findByRole('article', { name: 'Morning Batch A' });
    await user.click(within(active).getByRole('button', { name: 'Change the meeting link of Morning Batch A' }));
    const field = within(active).getByRole('textbox', { name: /Meeting link/ });
    expect(field).toHaveValue('https://meet.example/batch-a');
    await user.clear(field);
    await user.type(field, 'https://meet.example.com/taken');
    await user.click(within(active).getByRole('button', { name: 'Save link' }));
    expect(await within(active).findByRole('alert')).toHaveTextContent(MEETING_MESSAGES.notYours);
    await user.clear(field);
    await user.type(field, 'https://meet.example.com/new-room');
    await user.click(within(active).getByRole('button', { name: 'Save link' }));
    expect(await within(active).findByRole('status')).toHaveTextContent(MEETING_MESSAGES.saved);
    expect(sent.at(-1)).toEqual({ batchId: '11', meeting_url: 'https://meet.example.com/new-room', tutor_id: id });
    // Focus returns to the button that opened the form.
    await waitFor(() =>
      expect(within(active).getByRole('button', { name: /meeting link of Morning Batch A/ })).toHaveFocus(),
    );
    expect(card('Weekend Batch C').querySelector('form')).toBeNull();
    expect(within(card('Weekend Batch C')).queryByRole('button', { name: /meeting link/ })).not.toBeInTheDocument();
    expect(await axe(card('Morning Batch A'))).toHaveNoViolations();
  });
});

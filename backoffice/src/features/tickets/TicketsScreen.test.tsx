import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import StaffTicketsPage from '../../app/exposed/StaffTickets';
import { admin, renderAt, setupUser, support, url } from '../../test/render';
import { placements, ticketSummaries, tutorTicket } from '../../test/fixtures';

let listQueries: string[] = [];
let replies: unknown[] = [];
let ticket = structuredClone(tutorTicket);
let me = admin;
const server = setupServer(
  http.get(url('/api/staff/me'), () => HttpResponse.json({ success: true, staff: me })),
  http.get(url('/api/staff/placements'), () => HttpResponse.json({ success: true, data: placements })),
  http.get(url('/api/staff/tickets'), ({ request }) => {
    listQueries.push(new URL(request.url).search);
    return HttpResponse.json({ success: true, data: ticketSummaries });
  }),
  http.get(url('/api/staff/tickets/tutor/12'), () => HttpResponse.json({ success: true, data: ticket })),
  http.post(url('/api/staff/tickets/tutor/12/replies'), async ({ request }) => {
    const body = (await request.json()) as { message: string };
    replies.push(body);
    ticket = {
      ...ticket,
      status: 'In Progress',
      next_statuses: ['Resolved'],
      thread: [
        { reply_id: 1, author: me.name, message: body.message, created_at: '2026-11-21T05:00:00.000Z' },
      ],
    };
    return HttpResponse.json({ success: true, message: 'Reply sent.', data: ticket }, { status: 201 });
  }),
  http.put(url('/api/staff/tickets/tutor/12/status'), async ({ request }) => {
    const { status } = (await request.json()) as { status: string };
    ticket = { ...ticket, status, next_statuses: ['In Progress', 'Closed'] };
    return HttpResponse.json({ success: true, message: `Ticket marked ${status}.`, data: ticket });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.setItem('aarohiStaffSignedIn', 'true');
  listQueries = [];
  replies = [];
  ticket = structuredClone(tutorTicket);
  me = admin;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the ticket inbox', () => {
  it('lists student and tutor tickets, and the filters go to the API and the address', async () => {
    const user = setupUser();
    const { container } = renderAt(<StaffTicketsPage />);
    const table = await screen.findByRole('table', { name: 'Tickets' });
    expect(within(table).getByRole('button', { name: 'Projector in room 2' })).toBeInTheDocument();
    expect(within(table).getByText('Priya Sharma')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Open');
    await user.selectOptions(screen.getByLabelText('From'), 'tutor');
    await waitFor(() => expect(listQueries.at(-1)).toBe('?status=Open&from=tutor'));
    expect(screen.getByTestId('where')).toHaveAttribute('data-search', '?status=Open&from=tutor');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('opens a ticket with its conversation; a reply is sent, shown and the status moves', async () => {
    const user = setupUser();
    renderAt(<StaffTicketsPage />);
    await user.click(await screen.findByRole('button', { name: 'Projector in room 2' }));
    const thread = await screen.findByRole('list', { name: 'Conversation on ticket 12' });
    expect(thread).toHaveTextContent('The projector flickers during the live demo.');

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByText('Write a reply before sending.')).toBeInTheDocument();
    expect(replies).toHaveLength(0);

    await user.type(screen.getByLabelText(/Reply to Kavya Menon/), 'A technician comes on Thursday.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    expect(replies).toEqual([{ message: 'A technician comes on Thursday.' }]);
    expect(screen.getByRole('list', { name: 'Conversation on ticket 12' })).toHaveTextContent(
      'A technician comes on Thursday.',
    );
    expect(screen.getByLabelText(/Reply to Kavya Menon/)).toHaveValue('');

    await user.click(screen.getByRole('button', { name: /Ticket status/ }));
    expect(screen.getByRole('menuitemradio', { name: 'Open' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'Resolved' }));
    expect(await screen.findByText('Ticket marked Resolved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ticket status/ })).toHaveTextContent('Resolved');
  });

  it("a student's ticket links to her read-only student view (support too)", async () => {
    me = support;
    const student = ticketSummaries.find((t) => t.from === 'student')!;
    server.use(
      http.get(url(`/api/staff/tickets/student/${student.ticket_id}`), () =>
        HttpResponse.json({
          success: true,
          data: { ...student, description: 'Where is my batch?', thread: [], next_statuses: ['In Progress'] },
        }),
      ),
    );
    const user = setupUser();
    renderAt(<StaffTicketsPage />);
    await user.click(await screen.findByRole('button', { name: student.subject }));
    expect(await screen.findByRole('link', { name: 'Open her student view' })).toHaveAttribute(
      'href',
      `/staff/students/${student.requester.id}`,
    );
  });

  it('a tutor ticket has no student view', async () => {
    const user = setupUser();
    renderAt(<StaffTicketsPage />);
    await user.click(await screen.findByRole('button', { name: 'Projector in room 2' }));
    await screen.findByRole('list', { name: 'Conversation on ticket 12' });
    expect(screen.queryByRole('link', { name: 'Open her student view' })).not.toBeInTheDocument();
  });

  it('shows the API refusal as it is', async () => {
    server.use(
      http.post(url('/api/staff/tickets/tutor/12/replies'), () =>
        HttpResponse.json({ success: false, message: 'This ticket is closed.' }, { status: 409 }),
      ),
    );
    const user = setupUser();
    renderAt(<StaffTicketsPage />, { route: '/staff/tickets?ticket=tutor-12' });
    await user.type(await screen.findByLabelText(/Reply to Kavya Menon/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This ticket is closed.');
  });

  it('sends a visitor whose staff session ended to the sign-in page, and back here afterwards', async () => {
    server.use(http.get(url('/api/staff/me'), () => HttpResponse.json({ success: false }, { status: 401 })));
    renderAt(<StaffTicketsPage />, { route: '/staff/tickets?status=Open' });
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveAttribute(
      'data-search',
      `?next=${encodeURIComponent('/staff/tickets?status=Open')}`,
    );
    expect(sessionStorage.getItem('aarohiStaffSignedIn')).toBeNull();
  });

  it('does not ask the API who is signed in when this tab never signed in', async () => {
    sessionStorage.clear();
    let asked = 0;
    server.use(
      http.get(url('/api/staff/me'), () => {
        asked += 1;
        return HttpResponse.json({ success: true, staff: admin });
      }),
    );
    renderAt(<StaffTicketsPage />);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('shows support only the screens support may use', async () => {
    me = support;
    renderAt(<StaffTicketsPage />);
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(['Tickets', 'To place', 'Certificates', 'Contact inbox', 'Notices', 'WhatsApp', 'Discussion']);
    expect(screen.getByText('Anjali Rao')).toBeInTheDocument();
  });

  it('warns on the home screen when a paid student has waited more than a day, with a link to To place', async () => {
    renderAt(<StaffTicketsPage />);
    const alert = await screen.findByTestId('placement-alert');
    expect(alert).toHaveTextContent('1 paid student has waited more than 24 hours for a batch.');
    expect(within(alert).getByRole('link', { name: 'Place them now' })).toHaveAttribute(
      'href',
      '/staff/placement',
    );
  });
});

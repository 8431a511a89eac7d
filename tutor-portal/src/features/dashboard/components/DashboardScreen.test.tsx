import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, signInAs, demoTutor, setupUser } from '../../../test/render';
import { portalHandlers, url, uploads } from '../../../test/fixtures';
import {
  DASHBOARD_ACCESS_DENIED,
  DASHBOARD_ERROR,
  DOCUMENTS_MISSING,
  DashboardScreen,
} from './DashboardScreen';

const id = demoTutor.tutor_id;
const server = setupServer(...portalHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => signInAs());

describe('Tutor dashboard', () => {
  it('shows the access-denied prompt when the stored tutor has no id', () => {
    signInAs({ name: 'No Id' });
    renderPage(<DashboardScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent(DASHBOARD_ACCESS_DENIED);
  });

  it('shows a loading state', async () => {
    server.use(
      http.get(url(`/api/tutor/batches/${id}`), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderPage(<DashboardScreen />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading dashboard...');
  });

  it('shows the welcome, profile, stats, recent lists and the quick overview', async () => {
    renderPage(<DashboardScreen />);
    expect(await screen.findByRole('region', { name: 'Quick Overview' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Meera Iyer!' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Your profile' });
    expect(profile).toHaveTextContent('meera@aarohi.example');
    expect(screen.getByText('Total Batches').parentElement).toHaveTextContent('3');
    expect(screen.getByText('Active Batches').parentElement).toHaveTextContent('1');
    expect(screen.getByText('Total Students').parentElement).toHaveTextContent('72');
    expect(screen.getByText('Support Tickets').parentElement).toHaveTextContent('2');
    expect(screen.getByText('1 open')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Batches' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(3);
    const notes = screen.getByRole('region', { name: 'Latest notifications' });
    expect(within(notes).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Welcome')).not.toBeInTheDocument();
    const tickets = screen.getByRole('region', { name: 'Recent Support Tickets' });
    expect(within(tickets).getByText('Meeting link not opening')).toBeInTheDocument();
    expect(screen.getByText(/Documents uploaded/)).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Quick Overview' });
    expect(overview).toHaveTextContent('Tutor ID7');
    expect(overview).toHaveTextContent('+91 98765 43210');
    expect(overview).toHaveTextContent('Active Students24');
    expect(overview).toHaveTextContent('Completed Batches1');
  });

  it('shows at most 5 batches and 5 tickets', async () => {
    const many = Array.from({ length: 7 }, (_, i) => ({
      batch_id: 100 + i,
      batch_name: `Batch ${i}`,
      status: 'Active',
      no_of_people: 10,
      timing: '7 8',
      created_at: '2026-03-02T04:30:00.000Z',
      meeting_url: null,
    }));
    const manyTickets = Array.from({ length: 7 }, (_, i) => ({
      support_id: 900 + i,
      subject: `Ticket ${i}`,
      description: 'd',
      status: 'Open',
      priority: 'Low',
      created_at: '2026-03-02T04:30:00.000Z',
      updated_at: '2026-03-02T04:30:00.000Z',
      reply_message: null,
      replies: [],
    }));
    server.use(
      http.get(url(`/api/tutor/batches/${id}`), () => HttpResponse.json({ success: true, data: many })),
      http.get(url(`/api/support-tickets/${id}`), () =>
        HttpResponse.json({ success: true, data: manyTickets }),
      ),
    );
    renderPage(<DashboardScreen />);
    const recent = await screen.findByRole('region', { name: 'Recent Batches' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    expect(
      within(screen.getByRole('region', { name: 'Recent Support Tickets' })).getAllByRole('listitem'),
    ).toHaveLength(5);
  });

  it('shows the empty texts and the missing-documents status', async () => {
    server.use(
      http.get(url(`/api/tutor/batches/${id}`), () => HttpResponse.json({ success: true, data: [] })),
      http.get(url(`/api/support-tickets/${id}`), () => HttpResponse.json({ success: true, data: [] })),
      http.get(url(`/api/tutor/notifications/${id}`), () => HttpResponse.json({ success: true, data: [] })),
      http.get(url(`/api/tutor/uploads/${id}`), () => HttpResponse.json({ success: true, data: null })),
    );
    signInAs({ tutor_id: 7, email: 'x@y.in' });
    renderPage(<DashboardScreen />);
    expect(await screen.findByText('No batches assigned yet')).toBeInTheDocument();
    expect(screen.getByText('No new notifications')).toBeInTheDocument();
    expect(screen.getByText('No support tickets')).toBeInTheDocument();
    expect(screen.getByText(DOCUMENTS_MISSING)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Tutor!');
  });

  it('counts documents as missing unless skills, resume and experience letter all exist', async () => {
    server.use(
      http.get(url(`/api/tutor/uploads/${id}`), () =>
        HttpResponse.json({ success: true, data: { ...uploads, experience_letter: null } }),
      ),
    );
    renderPage(<DashboardScreen />);
    expect(await screen.findByText(DOCUMENTS_MISSING)).toBeInTheDocument();
  });

  it('shows the dismissible red banner when a fetch fails', async () => {
    server.use(
      http.get(url(`/api/tutor/batches/${id}/stats`), () =>
        HttpResponse.json({ success: false, message: 'boom' }, { status: 500 }),
      ),
    );
    renderPage(<DashboardScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(DASHBOARD_ERROR);
    await setupUser().click(screen.getByRole('button', { name: 'Dismiss message' }));
    await waitFor(() => expect(screen.queryByText(DASHBOARD_ERROR)).not.toBeInTheDocument());
  });

  it('offers Try again in the banner, which refetches what failed and clears the banner', async () => {
    const user = setupUser();
    server.use(http.get(url(`/api/tutor/batches/${id}`), () => HttpResponse.error()));
    renderPage(<DashboardScreen />);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(DASHBOARD_ERROR);
    server.resetHandlers();
    await user.click(within(banner).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(DASHBOARD_ERROR)).not.toBeInTheDocument());
    expect(await screen.findByText('Morning Batch A')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<DashboardScreen />);
    await screen.findByRole('heading', { name: 'Quick Overview' });
    expect(await axe(container)).toHaveNoViolations();
  });
});

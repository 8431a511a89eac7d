import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { demoTutor, renderPage, setupUser, signInAs } from '../../../test/render';
import { tickets, url } from '../../../test/fixtures';
import { NO_TICKETS_MATCH, NO_TICKETS_TITLE, NO_TICKETS_YET, TicketListScreen } from './TicketListScreen';
import { TICKETS_LOGIN_PROMPT } from './CreateTicketScreen';

const id = demoTutor.tutor_id;
const server = setupServer(
  http.get(url(`/api/support-tickets/${id}`), () => HttpResponse.json({ success: true, data: tickets })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => signInAs());

const cards = () => screen.getAllByRole('button', { name: /Created/ });

describe('My support tickets', () => {
  it('prompts to log in without a tutor id', () => {
    signInAs({ name: 'x' });
    renderPage(<TicketListScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent(TICKETS_LOGIN_PROMPT);
  });

  it('shows a loading state', async () => {
    server.use(
      http.get(url(`/api/support-tickets/${id}`), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderPage(<TicketListScreen />);
    expect(await screen.findByRole('status')).toHaveTextContent(/Loading/);
  });

  it('lists tickets with status, priority and en-IN dates', async () => {
    renderPage(<TicketListScreen />);
    expect(await screen.findByText('Meeting link not opening')).toBeInTheDocument();
    const first = cards()[0]!;
    expect(first).toHaveTextContent('The link for Morning Batch A shows an error page.');
    expect(first).toHaveTextContent('Open');
    expect(first).toHaveTextContent('High');
    expect(first).toHaveTextContent('Created 10 Mar 2026, 10:30 am');
    expect(first).toHaveTextContent('Updated 10 Mar 2026, 10:30 am');
  });

  it('searches and filters, with the no-match empty text', async () => {
    const user = setupUser();
    renderPage(<TicketListScreen />);
    await screen.findByText('Meeting link not opening');
    await user.type(screen.getByRole('searchbox', { name: 'Search tickets' }), 'PAYOUT');
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent('Payout date');
    await user.clear(screen.getByRole('searchbox', { name: 'Search tickets' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search tickets' }), '501');
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent('Meeting link not opening');
    await user.selectOptions(screen.getByLabelText('Status'), 'Resolved');
    expect(screen.getByRole('heading', { name: NO_TICKETS_TITLE })).toBeInTheDocument();
    expect(screen.getByText(NO_TICKETS_MATCH)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(cards()).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Priority'), 'High');
    expect(screen.getByText(NO_TICKETS_MATCH)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    expect(cards()).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Priority'), 'all');
    expect(cards()).toHaveLength(2);
  });

  it('opens Ticket Details with the conversation thread', async () => {
    const user = setupUser();
    renderPage(<TicketListScreen />);
    await user.click(await screen.findByRole('button', { name: /Meeting link not opening/ }));
    let dialog = screen.getByRole('dialog', { name: 'Ticket Details' });
    expect(within(dialog).getByRole('heading', { name: 'Conversation Thread' })).toBeInTheDocument();
    expect(within(dialog).getByText('Waiting for support response...')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /Payout date/ }));
    dialog = screen.getByRole('dialog', { name: 'Ticket Details' });
    // The whole thread, oldest first, each reply with who wrote it.
    const thread = within(dialog).getByRole('list', { name: 'Conversation on ticket 502' });
    const messages = within(thread)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(messages).toEqual([
      expect.stringMatching(/^You.*When will the February payout be credited\?$/),
      expect.stringMatching(/^Anjali Rao.*Let me check with our accounts team/),
      expect.stringMatching(/^Anjali Rao.*Payouts are credited on the 5th of each month\.$/),
    ]);
    expect(within(dialog).queryByText('Waiting for support response...')).not.toBeInTheDocument();
    expect(await axe(dialog)).toHaveNoViolations();
  });

  it('shows the empty state when there are no tickets, or the fetch fails (only logged)', async () => {
    server.use(
      http.get(url(`/api/support-tickets/${id}`), () => HttpResponse.json({ success: true, data: [] })),
    );
    const first = renderPage(<TicketListScreen />);
    expect(await screen.findByText(NO_TICKETS_YET)).toBeInTheDocument();
    first.unmount();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(url(`/api/support-tickets/${id}`), () =>
        HttpResponse.json({ success: false }, { status: 500 }),
      ),
    );
    renderPage(<TicketListScreen />);
    expect(await screen.findByText(NO_TICKETS_YET)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<TicketListScreen />);
    await screen.findByText('Meeting link not opening');
    expect(await axe(container)).toHaveNoViolations();
  });
});

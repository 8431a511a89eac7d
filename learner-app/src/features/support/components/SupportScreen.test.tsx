import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import { FollowPreferredLanguage } from '@ai-women/web-core/i18n';
import { SupportScreen } from './SupportScreen';

jest.setTimeout(20000);

let received: unknown[] = [];
let ticketReads = 0;
const myTickets = [
  {
    ticket_id: 9,
    subject: 'Recording of session 3',
    priority: 'Low',
    description: 'I missed session 3 because of a power cut.',
    status: 'Resolved',
    created_at: '2026-03-02T04:30:00.000Z',
    updated_at: '2026-03-03T06:00:00.000Z',
    replies: [
      {
        author: 'Anjali Rao',
        message: 'The recording is in your batch notes.',
        created_at: '2026-03-03T06:00:00.000Z',
      },
    ],
  },
  {
    ticket_id: 8,
    subject: 'Invoice with GST number',
    priority: 'Medium',
    description: 'Please add my GST number to the invoice.',
    status: 'Open',
    created_at: '2026-03-01T04:30:00.000Z',
    updated_at: '2026-03-01T04:30:00.000Z',
    replies: [],
  },
];
const server = setupServer(
  http.get(`${TEST_API}/api/student/tickets/3`, () => {
    ticketReads += 1;
    return HttpResponse.json({ success: true, data: myTickets });
  }),
  http.post(`${TEST_API}/api/support-tickets`, async ({ request }) => {
    received.push(await request.json());
    await delay(30);
    return HttpResponse.json(
      { success: true, message: 'Support ticket created successfully!', ticket_id: 11 },
      { status: 201 },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  received = [];
  ticketReads = 0;
  sessionStorage.setItem('user', JSON.stringify({ id: 3, fullname: 'Asha Rao', paymentstatus: 'completed' }));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const subject = () => screen.getByLabelText(/^Subject/);
const description = () => screen.getByLabelText(/^Description/);
const submit = () => screen.getByRole('button', { name: /Submit ticket|Submitting/ });

describe('Student support ticket', () => {
  it('has subject, priority (Low by default) and description, with no axe violations', async () => {
    const { container } = renderPage(<SupportScreen />);
    expect(subject()).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Low' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Medium' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'High' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Critical' })).not.toBeInTheDocument();
    expect(description()).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('requires subject and description', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<SupportScreen />);
    await user.click(submit());
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(received).toHaveLength(0);
    await user.type(subject(), 'x');
    expect(screen.queryByText('Subject is required')).not.toBeInTheDocument();
  });

  it('creates the ticket once, says so accessibly and resets the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<SupportScreen />);
    await user.type(subject(), 'Cannot join the class');
    await user.click(screen.getByRole('radio', { name: 'High' }));
    await user.type(description(), 'The Join button opens a blank page.');
    await user.click(submit());
    expect(submit()).toBeDisabled();
    await user.click(submit());
    expect(await screen.findByText('Support ticket created successfully!')).toHaveAttribute('role', 'status');
    expect(received).toEqual([
      {
        userId: '3',
        subject: 'Cannot join the class',
        priority: 'High',
        description: 'The Join button opens a blank page.',
      },
    ]);
    expect(subject()).toHaveValue('');
    expect(description()).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Low' })).toBeChecked();
  });

  it('creates one ticket for two clicks in the same moment, before any re-render', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<SupportScreen />);
    await user.type(subject(), 'Cannot join the class');
    await user.type(description(), 'The Join button opens a blank page.');
    const button = submit();
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Support ticket created successfully!')).toBeInTheDocument();
    expect(received).toHaveLength(1);
  });

  it("says 'Failed to create support ticket' and keeps what she typed", async () => {
    server.use(http.post(`${TEST_API}/api/support-tickets`, () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    renderPage(<SupportScreen />);
    await user.type(subject(), 'Refund question');
    await user.type(description(), 'I was charged twice.');
    await user.click(submit());
    expect(await screen.findByText('Failed to create support ticket')).toHaveAttribute('role', 'alert');
    expect(subject()).toHaveValue('Refund question');
    expect(description()).toHaveValue('I was charged twice.');
  });

  it('a network failure is a failure too', async () => {
    server.use(http.post(`${TEST_API}/api/support-tickets`, () => HttpResponse.error()));
    const user = userEvent.setup({ delay: null });
    renderPage(<SupportScreen />);
    await user.type(subject(), 'Hello');
    await user.type(description(), 'Help me please.');
    await user.click(submit());
    await waitFor(() => expect(screen.getByText('Failed to create support ticket')).toBeInTheDocument());
  });

  it('lists her tickets below the form with their status and the helpdesk replies', async () => {
    const { container } = renderPage(<SupportScreen />);
    const region = await screen.findByRole('heading', { name: 'My tickets' });
    expect(region).toBeInTheDocument();
    const first = await screen.findByRole('heading', { name: 'Recording of session 3', level: 3 });
    const ticket = first.closest('li')!;
    expect(ticket).toHaveTextContent('Resolved');
    const thread = screen.getByRole('list', { name: 'Conversation on ticket 9' });
    expect(thread).toHaveTextContent('I missed session 3 because of a power cut.');
    expect(thread).toHaveTextContent('Anjali Rao');
    expect(thread).toHaveTextContent('The recording is in your batch notes.');
    const second = screen.getByRole('heading', { name: 'Invoice with GST number', level: 3 }).closest('li')!;
    expect(second).toHaveTextContent('Waiting for support response...');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('reads her tickets again after she raises one', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<SupportScreen />);
    await screen.findByRole('heading', { name: 'Recording of session 3', level: 3 });
    expect(ticketReads).toBe(1);
    await user.type(subject(), 'Cannot join the class');
    await user.type(description(), 'The Join button opens a blank page.');
    await user.click(submit());
    await screen.findByText('Support ticket created successfully!');
    await waitFor(() => expect(ticketReads).toBe(2));
  });

  it('says so when she has no tickets, and offers a retry when they cannot be loaded', async () => {
    server.use(
      http.get(`${TEST_API}/api/student/tickets/3`, () => HttpResponse.json({ success: true, data: [] })),
    );
    const first = renderPage(<SupportScreen />);
    expect(await screen.findByText(/You have not raised a ticket yet/)).toBeInTheDocument();
    first.unmount();
    let fail = true;
    server.use(
      http.get(`${TEST_API}/api/student/tickets/3`, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'down' }, { status: 500 })
          : HttpResponse.json({ success: true, data: myTickets }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<SupportScreen />);
    expect(
      await screen.findByText('Your tickets could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Recording of session 3', level: 3 }),
    ).toBeInTheDocument();
  });

  it('follows her choice of Hindi: the form, its messages, her tickets with Hindi dates', async () => {
    document.cookie = 'aarohi_lang=hi; Path=/';
    try {
      const user = userEvent.setup({ delay: null });
      renderPage(
        <FollowPreferredLanguage>
          <SupportScreen />
        </FollowPreferredLanguage>,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'मदद' })).toBeInTheDocument();
      expect(screen.getByText('0/500 अक्षर')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'टिकट भेजें' }));
      expect(await screen.findByText('विषय लिखना ज़रूरी है')).toBeInTheDocument();
      expect(await screen.findByText('टिकट #9')).toBeInTheDocument();
      expect(screen.getByText(/^अपडेट: 3 मार्च 2026/)).toBeInTheDocument();
      expect(screen.getAllByText('मदद टीम के जवाब का इंतज़ार है...').length).toBeGreaterThan(0);
      await user.type(screen.getByLabelText(/^विषय/), 'Class link');
      await user.type(screen.getByLabelText(/^पूरी बात/), 'The joining link does not open.');
      await user.click(screen.getByRole('button', { name: 'टिकट भेजें' }));
      expect(await screen.findByRole('status')).toHaveTextContent('आपका टिकट भेज दिया गया है!');
      // Her list reloads with the new ticket.
      await waitFor(() => expect(ticketReads).toBeGreaterThan(1));
      expect(await screen.findByText('टिकट #9')).toBeInTheDocument();
    } finally {
      document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
    }
  });
});

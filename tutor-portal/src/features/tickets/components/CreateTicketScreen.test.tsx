import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, setupUser, signInAs } from '../../../test/render';
import { url } from '../../../test/fixtures';
import {
  CreateTicketScreen,
  TICKET_CREATE_FAILED,
  TICKET_NETWORK_ERROR,
  TICKETS_LOGIN_PROMPT,
} from './CreateTicketScreen';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => signInAs());

describe('Create support ticket', () => {
  it('prompts to log in without a tutor id', () => {
    signInAs({ name: 'x' });
    renderPage(<CreateTicketScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent(TICKETS_LOGIN_PROMPT);
  });

  it('defaults to Medium, counts characters against 500 and validates', async () => {
    const user = setupUser();
    renderPage(<CreateTicketScreen />);
    expect(screen.getByRole('radio', { name: 'Medium' })).toHaveAttribute('aria-checked', 'true');
    for (const p of ['Low', 'High', 'Critical'])
      expect(screen.getByRole('radio', { name: p })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('0/500 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit ticket' }));
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Subject/), '   ');
    expect(screen.queryByText('Subject is required')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Description/), 'too short');
    expect(screen.queryByText('Description is required')).not.toBeInTheDocument();
    expect(screen.getByText('9/500 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit ticket' }));
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Description/)).toHaveAttribute('maxLength', '500');
  });

  it('creates one ticket for two clicks in the same moment, before any re-render', async () => {
    const user = setupUser();
    let posts = 0;
    server.use(
      http.post(url('/api/tutor-support-tickets'), async () => {
        posts += 1;
        await delay(50);
        return HttpResponse.json({ success: true, message: 'Created', support_id: 813 });
      }),
    );
    renderPage(<CreateTicketScreen />);
    await user.type(screen.getByLabelText(/^Subject/), 'Projector room');
    await user.type(screen.getByLabelText(/^Description/), 'Can my batch use the projector room?');
    const submit = screen.getByRole('button', { name: 'Submit ticket' });
    act(() => {
      submit.click();
      submit.click();
    });
    expect(await screen.findByRole('button', { name: /Submitting/ })).toBeDisabled();
    expect(
      await screen.findByText('Support ticket created successfully! Ticket ID: 813'),
    ).toBeInTheDocument();
    expect(posts).toBe(1);
  });

  it('creates the ticket, shows its id and resets the form', async () => {
    const user = setupUser();
    let body: unknown;
    server.use(
      http.post(url('/api/tutor-support-tickets'), async ({ request }) => {
        body = await request.json();
        await delay(50);
        return HttpResponse.json({ success: true, message: 'Created', support_id: 812 });
      }),
    );
    renderPage(<CreateTicketScreen />);
    await user.type(screen.getByLabelText(/^Subject/), ' Meeting link broken ');
    await user.click(screen.getByRole('radio', { name: 'Critical' }));
    await user.type(screen.getByLabelText(/^Description/), 'The link for Batch A shows an error.');
    await user.click(screen.getByRole('button', { name: 'Submit ticket' }));
    expect(screen.getByRole('button', { name: /Submitting/ })).toBeDisabled();
    expect(
      await screen.findByText('Support ticket created successfully! Ticket ID: 812'),
    ).toBeInTheDocument();
    expect(body).toEqual({
      tutor_id: 7,
      subject: 'Meeting link broken',
      priority: 'Critical',
      description: 'The link for Batch A shows an error.',
    });
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Medium' })).toHaveAttribute('aria-checked', 'true');
  });

  it('shows the server message, the fallback and the network error', async () => {
    const user = setupUser();
    server.use(
      http.post(url('/api/tutor-support-tickets'), () =>
        HttpResponse.json({ success: false, message: 'Subject is too long' }, { status: 400 }),
      ),
    );
    renderPage(<CreateTicketScreen />);
    await user.type(screen.getByLabelText(/^Subject/), 'Payout');
    await user.type(screen.getByLabelText(/^Description/), 'When is the payout credited?');
    await user.click(screen.getByRole('button', { name: 'Submit ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Subject is too long');
    server.use(http.post(url('/api/tutor-support-tickets'), () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Submit ticket' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TICKET_CREATE_FAILED));
    server.use(http.post(url('/api/tutor-support-tickets'), () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Submit ticket' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TICKET_NETWORK_ERROR));
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<CreateTicketScreen />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import { ContactPage } from './ContactPage';

// Typing whole forms is slow on a busy 2-core machine.
jest.setTimeout(30_000);

let received: unknown[] = [];
const server = setupServer(
  http.post(`${TEST_API}/api/contact`, async ({ request }) => {
    received.push(await request.json());
    return HttpResponse.json({ success: true, message: 'Thank you' }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  received = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
const send = () => screen.getByRole('button', { name: 'Send Message' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), "Asha D'Souza-Rao");
  await user.click(field('Email'));
  await user.paste('asha@example.com');
  await user.click(field('Subject'));
  await user.paste('Evening batch');
  await user.click(field('Message'));
  await user.paste('Is there an evening batch in March?');
}

describe('Contact page', () => {
  it('shows the address, phone and helpdesk e-mail, with title and description', async () => {
    renderPage(<ContactPage />);
    expect(screen.getByText(/Koramangala 4th Block, Bengaluru/)).toBeInTheDocument();
    // Shown with non-breaking spaces, so the number never wraps.
    expect(screen.getByRole('link', { name: '+91\u00a080\u00a04718\u00a02025' })).toHaveAttribute('href', 'tel:+918047182025');
    expect(screen.getByRole('link', { name: 'helpdesk@aarohi.example' })).toHaveAttribute('href', 'mailto:helpdesk@aarohi.example');
    await waitFor(() => expect(document.title).toBe('Contact Us · Aarohi — AI for Women'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('helpdesk'));
  });

  it('makes no request on load (the original list fetch is not reproduced)', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => seen.push(request.url));
    renderPage(<ContactPage />);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual([]);
    server.events.removeAllListeners();
  });

  it('refuses a leading digit in the name and explains why', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await user.type(field('Name'), '4');
    expect(field('Name')).toHaveValue('');
    expect(screen.getByText('Name should start with a character, not a number')).toBeInTheDocument();
    expect(send()).toBeDisabled();
    await user.type(field('Name'), 'Asha7 Rao');
    expect(field('Name')).toHaveValue('Asha Rao');
    expect(screen.queryByText('Name should start with a character, not a number')).not.toBeInTheDocument();
  });

  it.each([
    ['Name', 'A', 'Name must be at least 2 characters'],
    ['Name', 'Asha!', 'Name can only contain letters, spaces, hyphens and apostrophes'],
    ['Name', 'A'.repeat(51), 'Name must be at most 50 characters'],
    ['Email', 'asha@', 'Please enter a valid email address'],
    // A well-formed address (a local part within the 64 the e-mail rule allows) that is 100 characters long.
    ['Email', `${'a'.repeat(60)}@${'b'.repeat(35)}.com`, 'Email must be less than 100 characters'],
    ['Subject', 'Hi', 'Subject must be at least 3 characters'],
    ['Subject', 'S'.repeat(101), 'Subject must be at most 100 characters'],
    ['Message', 'Too short', 'Message must be at least 10 characters'],
  ])('%s "%s" → %s', async (label, value, message) => {
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await user.click(field(label));
    await user.paste(value);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(send()).toBeDisabled();
  });

  it.each([
    ['Name', 'Name is required'],
    ['Email', 'Email is required'],
    ['Subject', 'Subject is required'],
    ['Message', 'Message is required'],
  ])('clearing %s says "%s"', async (label, message) => {
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await user.type(field(label), 'Something');
    await user.clear(field(label));
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('counts message characters live up to 1000', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    expect(screen.getByText('0/1000 characters')).toBeInTheDocument();
    await user.type(field('Message'), 'Hello there');
    expect(screen.getByText('11/1000 characters')).toBeInTheDocument();
    await user.click(field('Message'));
    await user.paste('x'.repeat(1200));
    expect((field('Message') as HTMLTextAreaElement).value.length).toBeLessThanOrEqual(1000);
  });

  it('blocks an incomplete form with the spec message and every field error', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await user.click(send());
    expect(await screen.findByText('Please fix the validation errors before submitting.')).toBeInTheDocument();
    for (const m of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
      expect(screen.getByText(m)).toBeInTheDocument();
    }
    expect(send()).toBeDisabled();
    expect(field('Name')).toHaveFocus();
    expect(received).toEqual([]);
  });

  it('sends the message, confirms and resets the form', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await fillValid(user);
    expect(send()).toBeEnabled();
    await user.click(send());
    expect(await screen.findByText('Your message has been sent successfully.')).toBeInTheDocument();
    expect(received).toEqual([
      { name: "Asha D'Souza-Rao", email: 'asha@example.com', subject: 'Evening batch', message: 'Is there an evening batch in March?' },
    ]);
    expect(field('Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(screen.getByText('0/1000 characters')).toBeInTheDocument();
  });

  it('keeps everything typed when sending fails', async () => {
    server.use(http.post(`${TEST_API}/api/contact`, () => HttpResponse.json({ success: false, message: 'nope' }, { status: 500 })));
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await fillValid(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Try again later.');
    expect(field('Name')).toHaveValue("Asha D'Souza-Rao");
    expect(field('Message')).toHaveValue('Is there an evening batch in March?');
  });

  it('shows a network failure the same way', async () => {
    server.use(http.post(`${TEST_API}/api/contact`, () => HttpResponse.error()));
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await fillValid(user);
    await user.click(send());
    expect(await screen.findByText('Failed to send message. Try again later.')).toBeInTheDocument();
  });

  it('cannot double-submit while sending', async () => {
    server.use(
      http.post(`${TEST_API}/api/contact`, async ({ request }) => {
        received.push(await request.json());
        await delay(200);
        return HttpResponse.json({ success: true });
      }),
    );
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await fillValid(user);
    await user.click(send());
    await user.click(send());
    // The submit runs after the form layer's (async) check: busy at once after that, still one send.
    await waitFor(() => expect(send()).toHaveAttribute('aria-busy', 'true'));
    await screen.findByText('Your message has been sent successfully.');
    expect(received).toHaveLength(1);
  });

  it('sends once for two clicks in the same moment, before any re-render', async () => {
    server.use(
      http.post(`${TEST_API}/api/contact`, async ({ request }) => {
        received.push(await request.json());
        await delay(100);
        return HttpResponse.json({ success: true });
      }),
    );
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await fillValid(user);
    const button = send();
    act(() => {
      button.click();
      button.click();
    });
    // The submit runs after the form layer's (async) check: busy at once after that, still one send.
    await waitFor(() => expect(send()).toHaveAttribute('aria-busy', 'true'));
    await screen.findByText('Your message has been sent successfully.');
    expect(received).toHaveLength(1);
  });

  it('has no axe violations, empty and with errors', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(<ContactPage />);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(send());
    await screen.findByText('Please fix the validation errors before submitting.');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('speaks Hindi at /hi/contact: labels, the counter, the rules\' messages and the outcome', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />, { route: '/hi/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'हमें आपसे बात करके खुशी होगी' })).toBeInTheDocument();
    expect(screen.getByText('0/1000 अक्षर')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'मैसेज भेजें' }));
    expect(await screen.findByText('भेजने से पहले कृपया गलतियाँ ठीक करें।')).toBeInTheDocument();
    expect(screen.getByText('विषय लिखना ज़रूरी है')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^नाम/), 'Asha Rao');
    await user.type(screen.getByLabelText(/^ईमेल/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^विषय/), 'Evening batch');
    await user.type(screen.getByLabelText(/^मैसेज/), 'Is there an evening batch in March?');
    await user.click(screen.getByRole('button', { name: 'मैसेज भेजें' }));
    expect(await screen.findByText('आपका मैसेज भेज दिया गया है।')).toBeInTheDocument();
  });
});

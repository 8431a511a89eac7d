import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { MESSAGES, RESET_MESSAGES } from '@ai-women/contracts';
import { renderPage, TEST_API } from '../../../test/render';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { SCREEN_MESSAGES } from './resetMessages';
import en from '../../../i18n/en';

jest.setTimeout(20000);

let received: unknown[] = [];
const server = setupServer(
  http.post(`${TEST_API}/api/password/forgot`, async ({ request }) => {
    received.push(await request.json());
    await delay(50);
    return HttpResponse.json({ success: true, message: RESET_MESSAGES.forgotSent });
  }),
  http.post(`${TEST_API}/api/password/reset`, async ({ request }) => {
    const body = (await request.json()) as { token: string; password: string };
    received.push(body);
    await delay(50);
    if (body.token === 'used')
      return HttpResponse.json({ success: false, message: RESET_MESSAGES.tokenUsed }, { status: 400 });
    return HttpResponse.json({ success: true, message: RESET_MESSAGES.resetDone, role: 'student' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  received = [];
  sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Forgot password', () => {
  const renderForgot = () =>
    renderPage(<ForgotPasswordScreen />, { route: '/forgot-password', path: '/forgot-password' });

  it('checks the address, shows the sending state, then the one answer and a way back to login', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderForgot();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-mail address/), 'asha@');
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(received).toHaveLength(0);
    await user.type(screen.getByLabelText(/^E-mail address/), 'example.com{Enter}');
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_MESSAGES.forgotSent);
    expect(received).toEqual([{ email: 'asha@example.com', role: 'student' }]);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says so when the API cannot be reached', async () => {
    server.use(http.post(`${TEST_API}/api/password/forgot`, () => HttpResponse.error()));
    const user = userEvent.setup({ delay: null });
    renderForgot();
    await user.type(screen.getByLabelText(/^E-mail address/), 'asha@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(SCREEN_MESSAGES.noResponse);
  });
});

describe('Reset password', () => {
  const renderReset = (token = 'good-token') =>
    renderPage(<ResetPasswordScreen />, {
      route: token ? `/reset-password?token=${token}` : '/reset-password',
      path: '/reset-password',
    });

  it('applies the registration rule and its message before calling the API', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderReset();
    expect(await axe(container)).toHaveNoViolations();
    await user.type(screen.getByLabelText(/^New password/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText(MESSAGES.passwordMin6)).toBeInTheDocument();
    expect(screen.getByText(RESET_MESSAGES.confirmRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Confirm new password/), 'abd');
    expect(received).toHaveLength(0);
  });

  it('saves, signs this tab out and links to login', async () => {
    sessionStorage.setItem('isLoggedIn', 'true');
    sessionStorage.setItem('user', JSON.stringify({ id: 4 }));
    const user = userEvent.setup({ delay: null });
    const { container } = renderReset();
    await user.type(screen.getByLabelText(/^New password/), 'NewSecret34');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'NewSecret34{Enter}');
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_MESSAGES.resetDone);
    expect(received).toEqual([{ token: 'good-token', password: 'NewSecret34' }]);
    expect(sessionStorage.getItem('isLoggedIn')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a used link with a way to ask for a new one', async () => {
    const user = userEvent.setup({ delay: null });
    renderReset('used');
    await user.type(screen.getByLabelText(/^New password/), 'NewSecret34');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'NewSecret34{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RESET_MESSAGES.tokenUsed);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('without a token, explains and offers a new link instead of the form', async () => {
    renderReset('');
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_MESSAGES.tokenMissing);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument());
  });
});

describe('in Hindi', () => {
  it('the English words of reset.messages are the screens\' and the API\'s own, so each finds its Hindi', () => {
    expect(en.reset.messages).toEqual({ ...SCREEN_MESSAGES, ...RESET_MESSAGES });
  });

  it('/hi/forgot-password asks in Hindi and shows the one answer in Hindi', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<ForgotPasswordScreen />, { route: '/hi/forgot-password', path: '/hi/forgot-password' });
    await user.type(screen.getByLabelText(/^ईमेल पता/), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^अगर इस ईमेल पते से कोई खाता बना है/);
    expect(screen.getByRole('link', { name: 'लॉग इन पर वापस जाएँ' })).toHaveAttribute('href', '/hi/login');
  });

  it('/hi/reset-password shows the rules\' and a used link\'s messages in Hindi, with a Hindi way to a new link', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<ResetPasswordScreen />, { route: '/hi/reset-password?token=used', path: '/hi/reset-password' });
    await user.click(screen.getByRole('button', { name: 'नया पासवर्ड सेट करें' }));
    expect(screen.getByText('कृपया नया पासवर्ड दोबारा लिखें')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^नया पासवर्ड$|^नया पासवर्ड\s*\*/), 'NewSecret34');
    await user.type(screen.getByLabelText(/^नया पासवर्ड दोबारा लिखें/), 'NewSecret34{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^यह रीसेट लिंक पहले ही इस्तेमाल हो चुका है/);
    expect(screen.getByRole('link', { name: 'नया लिंक मँगाएँ' })).toHaveAttribute('href', '/hi/forgot-password');
  });
});

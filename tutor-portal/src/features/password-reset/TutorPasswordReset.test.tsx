import { screen } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { MESSAGES, RESET_MESSAGES } from '@ai-women/contracts';
import { demoTutor, renderPage, setupUser, signInAs } from '../../test/render';
import { url } from '../../test/fixtures';
import { RESET_NETWORK_ERROR, TutorForgotPasswordScreen } from './TutorForgotPasswordScreen';
import { TutorResetPasswordScreen } from './TutorResetPasswordScreen';

jest.setTimeout(20000);

let received: unknown[] = [];
const server = setupServer(
  http.post(url('/api/password/forgot'), async ({ request }) => {
    received.push(await request.json());
    await delay(50);
    return HttpResponse.json({ success: true, message: RESET_MESSAGES.forgotSent });
  }),
  http.post(url('/api/password/reset'), async ({ request }) => {
    const body = (await request.json()) as { token: string };
    received.push(body);
    await delay(50);
    if (body.token === 'old')
      return HttpResponse.json({ success: false, message: RESET_MESSAGES.tokenExpired }, { status: 400 });
    return HttpResponse.json({ success: true, message: RESET_MESSAGES.resetDone, role: 'tutor' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  received = [];
  signInAs(null);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Tutor forgot password', () => {
  it('validates, sends role tutor, shows the one answer; axe-clean before and after', async () => {
    const user = setupUser();
    const { container } = renderPage(<TutorForgotPasswordScreen />);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'kavya@example.com{Enter}');
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(await screen.findByText(RESET_MESSAGES.forgotSent)).toBeInTheDocument();
    expect(received).toEqual([{ email: 'kavya@example.com', role: 'tutor' }]);
    expect(screen.getByRole('link', { name: 'back to tutor login' })).toHaveAttribute('href', '/tutorlogin');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('reports a network failure', async () => {
    server.use(http.post(url('/api/password/forgot'), () => HttpResponse.error()));
    const user = setupUser();
    renderPage(<TutorForgotPasswordScreen />);
    await user.type(screen.getByLabelText(/^Email/), 'kavya@example.com{Enter}');
    expect(await screen.findByText(RESET_NETWORK_ERROR)).toBeInTheDocument();
  });
});

describe('Tutor reset password', () => {
  const renderReset = (token: string) =>
    renderPage(<TutorResetPasswordScreen />, {
      route: `/tutor-reset-password?token=${token}`,
      path: '/tutor-reset-password',
    });

  it('applies the tutor registration rules (special character) before calling the API', async () => {
    const user = setupUser();
    const { container } = renderReset('fresh');
    expect(await axe(container)).toHaveNoViolations();
    await user.type(screen.getByLabelText(/^New password/), 'NoSpecial123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'NoSpecial123{Enter}');
    expect(screen.getByText(MESSAGES.passwordSpecial)).toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  it('saves, forgets the stored tutor and links to tutor login', async () => {
    signInAs(demoTutor);
    const user = setupUser();
    renderReset('fresh');
    await user.type(screen.getByLabelText(/^New password/), 'Better@2026');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Better@2026{Enter}');
    expect(await screen.findByText(RESET_MESSAGES.resetDone)).toBeInTheDocument();
    expect(sessionStorage.getItem('isTutorLoggedIn')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to tutor login' })).toHaveAttribute('href', '/tutorlogin');
  });

  it('an expired link: the message and a way to ask for a new one', async () => {
    const user = setupUser();
    renderReset('old');
    await user.type(screen.getByLabelText(/^New password/), 'Better@2026');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Better@2026{Enter}');
    expect(await screen.findByText(RESET_MESSAGES.tokenExpired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/tutor-forgot-password',
    );
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { demoTutor, renderPage, signInAs, setupUser } from '../../../test/render';
import { url } from '../../../test/fixtures';
import { LOGIN_FAILED, LOGIN_NETWORK_ERROR, TutorLoginScreen } from './TutorLoginScreen';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => signInAs(null));

async function fill(email: string, password: string) {
  const user = setupUser();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('Tutor login', () => {
  it('validates email and a 6-character password before calling the API', async () => {
    renderPage(<TutorLoginScreen />);
    await fill('not-an-email', '123');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('sends the trimmed email, stores the tutor and goes to the dashboard after 100 ms', async () => {
    let body: unknown;
    server.use(
      http.post(url('/api/tutor/login'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: 'Login successful', data: demoTutor });
      }),
    );
    renderPage(<TutorLoginScreen />, { route: '/tutorlogin', path: '/tutorlogin' });
    await fill('  meera@aarohi.example  ', 'Tutor@2025');
    await waitFor(() => expect(sessionStorage.getItem('isTutorLoggedIn')).toBe('true'));
    expect(body).toEqual({ email: 'meera@aarohi.example', password: 'Tutor@2025' });
    expect(JSON.parse(sessionStorage.getItem('tutorData')!)).toEqual(demoTutor);
    expect(JSON.parse(sessionStorage.getItem('tutor')!)).toEqual(demoTutor);
    expect(await screen.findByTestId('navigated-elsewhere')).toHaveTextContent('/tutordashboard');
  });

  it('shows the server message, else the fallback', async () => {
    server.use(
      http.post(url('/api/tutor/login'), () =>
        HttpResponse.json(
          { success: false, message: 'Invalid credentials. Please try again.' },
          { status: 401 },
        ),
      ),
    );
    renderPage(<TutorLoginScreen />);
    await fill('meera@aarohi.example', 'wrongpass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.');
    expect(sessionStorage.getItem('tutorData')).toBeNull();

    server.use(
      http.post(url('/api/tutor/login'), () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    await setupUser().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_FAILED);
  });

  it('shows the network error text', async () => {
    server.use(http.post(url('/api/tutor/login'), () => HttpResponse.error()));
    renderPage(<TutorLoginScreen />);
    await fill('meera@aarohi.example', 'Tutor@2025');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_NETWORK_ERROR);
  });

  it('shows a loading state and cannot double-submit', async () => {
    let calls = 0;
    server.use(
      http.post(url('/api/tutor/login'), async () => {
        calls += 1;
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderPage(<TutorLoginScreen />);
    const user = await fill('meera@aarohi.example', 'Tutor@2025');
    const button = await screen.findByRole('button', { name: /Signing in/ });
    expect(button).toBeDisabled();
    await user.click(button);
    await act(async () => {});
    expect(calls).toBe(1);
  });

  it('links to registration and has no axe violations', async () => {
    const { container } = renderPage(<TutorLoginScreen />);
    expect(screen.getByRole('link', { name: 'Register as a tutor' })).toHaveAttribute(
      'href',
      '/tutorregister',
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

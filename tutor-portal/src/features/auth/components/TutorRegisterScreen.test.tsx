import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { demoTutor, renderPage, signInAs, setupUser } from '../../../test/render';
import { url } from '../../../test/fixtures';
import { REGISTRATION_ERROR, REGISTRATION_FAILED, TutorRegisterScreen } from './TutorRegisterScreen';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => signInAs(null));

async function fill(values: { name: string; email: string; mobile: string; password: string }) {
  const user = setupUser();
  if (values.name) await user.type(screen.getByLabelText(/^Full name/), values.name);
  if (values.email) await user.type(screen.getByLabelText(/^Email/), values.email);
  if (values.mobile) await user.type(screen.getByLabelText(/^Mobile number/), values.mobile);
  if (values.password) await user.type(screen.getByLabelText(/^Password/), values.password);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}
const valid = {
  name: 'Meera Iyer',
  email: 'meera@aarohi.example',
  mobile: '9876543210',
  password: 'Tutor@2025',
};

describe('Tutor registration', () => {
  it('blocks submit with the spec messages', async () => {
    renderPage(<TutorRegisterScreen />);
    await fill({ name: '', email: 'x@', mobile: '5123', password: 'short' });
    expect(screen.getByText('Please fix the validation errors before submitting')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Mobile number must be exactly 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('checks fields on change: name, mobile start and password strength', async () => {
    const user = setupUser();
    renderPage(<TutorRegisterScreen />);
    await user.type(screen.getByLabelText(/^Full name/), '1Meera');
    expect(screen.getByText('Name should start with a character, not a number')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Mobile number/), '5876543210');
    expect(screen.getByText('Mobile number must start with 6, 7, 8 or 9')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'Tutorpass1');
    expect(
      screen.getByText('Password must contain at least one special character (@$!%*?&)'),
    ).toBeInTheDocument();
  });

  it('registers, stores the tutor and lands on /tutorsidebar', async () => {
    let body: unknown;
    server.use(
      http.post(url('/tutor/register'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: 'Tutor registered', tutor: demoTutor });
      }),
    );
    renderPage(<TutorRegisterScreen />, { route: '/tutorregister', path: '/tutorregister' });
    await fill(valid);
    expect(await screen.findByTestId('navigated-elsewhere')).toHaveTextContent('/tutorsidebar');
    expect(body).toEqual({
      name: 'Meera Iyer',
      email: 'meera@aarohi.example',
      mobile_number: '9876543210',
      password: 'Tutor@2025',
    });
    expect(sessionStorage.getItem('isTutorLoggedIn')).toBe('true');
    expect(JSON.parse(sessionStorage.getItem('tutorData')!)).toEqual(demoTutor);
    expect(JSON.parse(sessionStorage.getItem('tutor')!)).toEqual(demoTutor);
  });

  it('shows the server message, the fallback and the thrown-error text', async () => {
    server.use(
      http.post(url('/tutor/register'), () =>
        HttpResponse.json(
          { success: false, message: 'Email already registered', error: 'Email already registered' },
          { status: 409 },
        ),
      ),
    );
    renderPage(<TutorRegisterScreen />);
    await fill(valid);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already registered');

    server.use(
      http.post(url('/tutor/register'), () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    await setupUser().click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(REGISTRATION_FAILED));

    server.use(http.post(url('/tutor/register'), () => HttpResponse.error()));
    await setupUser().click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(REGISTRATION_ERROR));
  });

  it('links to login and has no axe violations', async () => {
    const { container } = renderPage(<TutorRegisterScreen />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/tutorlogin');
    expect(await axe(container)).toHaveNoViolations();
  });
});

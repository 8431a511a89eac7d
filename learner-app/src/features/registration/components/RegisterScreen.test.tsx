import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import { RegisterScreen } from './RegisterScreen';

jest.setTimeout(20000);

let received: Record<string, unknown>[] = [];
const server = setupServer(
  http.post(`${TEST_API}/register`, async ({ request }) => {
    received.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(
      { success: true, message: 'Registration successful', userId: 42 },
      { status: 201 },
    );
  }),
  http.get(`${TEST_API}/api/courses`, () =>
    HttpResponse.json([
      {
        course_id: 1,
        title: 'AI for Everyday Life',
        description: 'd',
        image_url: '/x.svg',
        sessions: 25,
        curriculum: 'everyday',
      },
      {
        course_id: 2,
        title: 'AI for Careers',
        description: 'd',
        image_url: '/y.svg',
        sessions: 25,
        curriculum: 'everyday',
      },
    ]),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  received = [];
  sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
const submit = () => screen.getByRole('button', { name: /Register and continue/ });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full name'), 'Zoë Fernandes');
  await user.type(field('Profession'), 'Teacher');
  await user.type(field('Age'), '34');
  await user.type(field('Email'), 'zoe@example.com');
  await user.type(field('Phone'), '9876543210');
  await user.type(field('Password'), 'Zoe@2025');
}

describe('Student registration', () => {
  it('has every field, a show/hide password and no axe violations', async () => {
    const { container } = renderPage(<RegisterScreen />, {
      route: '/register',
      path: '/register',
      toasts: true,
    });
    for (const name of ['Full name', 'Profession', 'Age', 'Email', 'Phone', 'Password'])
      expect(field(name)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(field('Password'), 'Secret1a');
    expect(field('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('checks each rule on change with the spec messages', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<RegisterScreen />, { route: '/register', path: '/register', toasts: true });
    await user.type(field('Full name'), '1');
    expect(screen.getByText('Name should start with a character, not a number')).toBeInTheDocument();
    await user.clear(field('Full name'));
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    await user.type(field('Full name'), 'Asha_');
    expect(screen.getByText('Name should only contain letters and spaces')).toBeInTheDocument();
    await user.type(field('Email'), 'asha@');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(field('Phone'), '98765');
    expect(screen.getByText('Phone number must be exactly 10 digits')).toBeInTheDocument();
    await user.type(field('Age'), '17');
    expect(screen.getByText('Age must be at least 18')).toBeInTheDocument();
    await user.clear(field('Age'));
    await user.type(field('Age'), '101');
    expect(screen.getByText('Please enter a valid age')).toBeInTheDocument();
    await user.type(field('Password'), 'abcdef');
    expect(screen.getByText('Password must contain at least one uppercase letter')).toBeInTheDocument();
    await user.clear(field('Password'));
    await user.type(field('Password'), 'ABCDEF');
    expect(screen.getByText('Password must contain at least one lowercase letter')).toBeInTheDocument();
    await user.clear(field('Password'));
    await user.type(field('Password'), 'Abcdef');
    expect(screen.getByText('Password must contain at least one number')).toBeInTheDocument();
    await user.clear(field('Password'));
    await user.type(field('Password'), 'Ab1');
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('blocks an invalid submit with the spec message and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<RegisterScreen />, { route: '/register', path: '/register', toasts: true });
    await user.click(submit());
    expect(await screen.findByText('Please fix all validation errors before submitting')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Profession is required')).toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  it('registers, toasts, marks registered and goes to /payment with the userId (state and session)', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<RegisterScreen />, { route: '/register', path: '/register', toasts: true });
    await fillValid(user);
    await user.click(submit());
    const elsewhere = await screen.findByTestId('navigated-elsewhere');
    expect(elsewhere).toHaveAttribute('data-path', '/payment');
    expect(JSON.parse(elsewhere.getAttribute('data-state')!)).toEqual({ userId: 42 });
    expect(screen.getByText('Registration successful! Proceeding to payment...')).toBeInTheDocument();
    expect(sessionStorage.getItem('isRegistered')).toBe('true');
    expect(sessionStorage.getItem('pendingPaymentUserId')).toBe('42');
    expect(received[0]).toEqual({
      fullname: 'Zoë Fernandes',
      designation: 'Teacher',
      email: 'zoe@example.com',
      phone_number: '9876543210',
      age: 34,
      password: 'Zoe@2025',
    });
  });

  it.each(['प्रिया शर्मा', 'கார்த்திகா சுப்பிரமணியன்', 'সুস্মিতা বন্দ্যোপাধ্যায়', 'Jose\u0301 Fernandes'])(
    'takes a name written as %s (letters with their combining marks) and sends it',
    async (name) => {
      const user = userEvent.setup({ delay: null });
      renderPage(<RegisterScreen />, { route: '/register', path: '/register', toasts: true });
      await fillValid(user);
      await user.clear(field('Full name'));
      await user.type(field('Full name'), name);
      expect(screen.queryByText('Name should only contain letters and spaces')).not.toBeInTheDocument();
      await user.click(submit());
      await screen.findByTestId('navigated-elsewhere');
      expect(received[0]).toMatchObject({ fullname: name });
    },
  );

  it('WhatsApp messages: unticked by default; the words name her number; ticked, her consent is sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<RegisterScreen />, { route: '/register', path: '/register', toasts: true });
    const box = screen.getByRole('checkbox', {
      name: /Send me Aarohi messages on WhatsApp/,
    });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/Messages go to the mobile number above once you enter it/);
    await fillValid(user);
    expect(box).toHaveAccessibleDescription(
      /^Yes, send me Aarohi messages on WhatsApp at \+91 98765 43210: .*reply STOP/,
    );
    await user.click(box);
    await user.click(submit());
    await screen.findByTestId('navigated-elsewhere');
    expect(received[0]).toMatchObject({ phone_number: '9876543210', whatsapp_reminders: true });
  });

  it('shows the chosen course and sends its id', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<RegisterScreen courseId="2" />, { route: '/register', path: '/register', toasts: true });
    expect(await screen.findByTestId('chosen-course')).toHaveTextContent(
      'You are enrolling in AI for Careers',
    );
    await fillValid(user);
    await user.click(submit());
    await screen.findByTestId('navigated-elsewhere');
    expect(received[0]).toMatchObject({ course_id: '2' });
  });

  it("shows the server's message", async () => {
    server.use(
      http.post(`${TEST_API}/register`, () =>
        HttpResponse.json(
          { success: false, message: 'An account with this email already exists. Please login instead.' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<RegisterScreen />, { route: '/register', path: '/register', toasts: true });
    await fillValid(user);
    await user.click(submit());
    expect(
      await screen.findByText('An account with this email already exists. Please login instead.'),
    ).toHaveAttribute('role', 'alert');
  });

  it("falls back to 'Registration failed' without a server message", async () => {
    server.use(http.post(`${TEST_API}/register`, () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    renderPage(<RegisterScreen />, { route: '/register', path: '/register', toasts: true });
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Registration failed')).toHaveAttribute('role', 'alert');
  });

  it('says so on a network failure', async () => {
    server.use(http.post(`${TEST_API}/register`, () => HttpResponse.error()));
    const user = userEvent.setup({ delay: null });
    renderPage(<RegisterScreen />, { route: '/register', path: '/register', toasts: true });
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Error during registration. Please try again.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('registers once for two clicks in the same moment, before any re-render', async () => {
    server.use(
      http.post(`${TEST_API}/register`, async ({ request }) => {
        received.push((await request.json()) as Record<string, unknown>);
        await delay(100);
        return HttpResponse.json({ success: true, message: 'ok', userId: 6 }, { status: 201 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<RegisterScreen />, { route: '/register', path: '/register', toasts: true });
    await fillValid(user);
    const button = submit();
    act(() => {
      button.click();
      button.click();
    });
    expect(await screen.findByRole('button', { name: /Registering/ })).toBeDisabled();
    await screen.findByTestId('navigated-elsewhere');
    expect(received).toHaveLength(1);
  });

  it('shows a loading state and cannot double-submit', async () => {
    server.use(
      http.post(`${TEST_API}/register`, async ({ request }) => {
        received.push((await request.json()) as Record<string, unknown>);
        await delay(100);
        return HttpResponse.json({ success: true, message: 'ok', userId: 5 }, { status: 201 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<RegisterScreen />, { route: '/register', path: '/register', toasts: true });
    await fillValid(user);
    await user.click(submit());
    const busy = screen.getByRole('button', { name: /Registering/ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await screen.findByTestId('navigated-elsewhere');
    await waitFor(() => expect(received).toHaveLength(1));
  });

  it('a course that does not exist: a clear message and the course list, no form to pay through', async () => {
    renderPage(<RegisterScreen courseId="999" />, {
      route: '/register/999',
      path: '/register/:courseId',
      toasts: true,
    });
    expect(await screen.findByTestId('unknown-course')).toHaveTextContent(
      'We could not find that course. Please choose one of our courses below.',
    );
    expect(screen.getByRole('link', { name: 'AI for Careers' })).toHaveAttribute('href', '/register/2');
    expect(screen.queryByRole('form', { name: 'Student registration' })).not.toBeInTheDocument();
  });
});

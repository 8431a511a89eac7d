import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import { LoginScreen } from './LoginScreen';

jest.setTimeout(20000);

const paidUser = {
  id: 3,
  fullname: 'Asha Rao',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone_number: '9876543210',
  paymentstatus: 'Completed',
};
let received: unknown[] = [];
const server = setupServer(
  http.post(`${TEST_API}/login`, async ({ request }) => {
    received.push(await request.json());
    return HttpResponse.json({ success: true, message: 'Login successful', user: paidUser });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  received = [];
  sessionStorage.clear();
});
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
});
afterAll(() => server.close());

const renderLogin = () => renderPage(<LoginScreen />, { route: '/login', path: '/login' });
const id = () => screen.getByLabelText(/^Email or mobile number/);
const password = () => screen.getByLabelText(/^Password/);

async function logIn(user: ReturnType<typeof userEvent.setup>, login = ' asha@example.com ', pass = 'Asha@2025') {
  await user.type(id(), login);
  await user.type(password(), pass);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('Student login', () => {
  it('has the two fields, show/hide and no axe violations', async () => {
    const { container } = renderLogin();
    const user = userEvent.setup({ delay: null });
    await user.type(password(), 'x');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('requires both fields and checks nothing else', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Email or mobile number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(received).toHaveLength(0);
    await logIn(user, '9876543210', 'a');
    await waitFor(() => expect(received).toEqual([{ email: '9876543210', password: 'a' }]));
  });

  it('stores the user, shows the success modal, then /dashboard after 2 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    renderLogin();
    await logIn(user);
    expect(await screen.findByRole('dialog', { name: 'Login successful' })).toBeInTheDocument();
    expect(received).toEqual([{ email: 'asha@example.com', password: 'Asha@2025' }]);
    expect(JSON.parse(sessionStorage.getItem('user')!)).toMatchObject({ id: 3, paymentstatus: 'Completed' });
    expect(sessionStorage.getItem('isLoggedIn')).toBe('true');
    expect(sessionStorage.getItem('isPaid')).toBe('true');
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.queryByTestId('navigated-elsewhere')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(await screen.findByTestId('navigated-elsewhere')).toHaveAttribute('data-path', '/dashboard');
  });

  it('sends an unpaid student to /payment with her userId, after the message', async () => {
    server.use(
      http.post(`${TEST_API}/login`, () =>
        HttpResponse.json({ success: true, message: 'Payment not completed', user: { ...paidUser, id: 9, paymentstatus: 'pending' } }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await logIn(user);
    expect(await screen.findByText('Payment not completed. Redirecting to payment page...')).toBeInTheDocument();
    const elsewhere = await screen.findByTestId('navigated-elsewhere', {}, { timeout: 4000 });
    expect(elsewhere).toHaveAttribute('data-path', '/payment');
    expect(JSON.parse(elsewhere.getAttribute('data-state')!)).toEqual({ userId: 9 });
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('pendingPaymentUserId')).toBe('9');
  });

  it.each([
    ['a rejection without a message', () => new HttpResponse(null, { status: 401 }), 'Invalid credentials. Please try again.'],
    [
      "the server's message",
      () => HttpResponse.json({ success: false, message: 'Invalid credentials. Please try again.' }, { status: 401 }),
      'Invalid credentials. Please try again.',
    ],
    [
      'a failure with a message',
      () => HttpResponse.json({ success: false, message: 'Too many attempts. Try again in 15 minutes.' }, { status: 429 }),
      'Too many attempts. Try again in 15 minutes.',
    ],
    ['a failure without a message', () => new HttpResponse(null, { status: 500 }), 'Login failed. Please try again.'],
    ['no response', () => HttpResponse.error(), 'No response received. Please check your internet connection.'],
  ])('shows the spec message for %s', async (_label, resolver, message) => {
    server.use(http.post(`${TEST_API}/login`, resolver));
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await logIn(user);
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(sessionStorage.getItem('user')).toBeNull();
  });

  it('sends one login for two clicks in the same moment, before any re-render', async () => {
    server.use(
      http.post(`${TEST_API}/login`, async ({ request }) => {
        received.push(await request.json());
        await delay(100);
        return HttpResponse.json({ success: true, message: 'Login successful', user: paidUser });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await user.type(id(), 'asha@example.com');
    await user.type(password(), 'Asha@2025');
    const button = screen.getByRole('button', { name: 'Log in' });
    act(() => {
      button.click();
      button.click();
    });
    expect(await screen.findByRole('dialog', { name: 'Login successful' })).toBeInTheDocument();
    expect(received).toHaveLength(1);
  });

  it('treats a 200 without a user as a failed login', async () => {
    server.use(http.post(`${TEST_API}/login`, () => HttpResponse.text('{not json', { status: 200 })));
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await logIn(user);
    // A 200 without a usable body is a failed login, not a crash.
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it('after a recorded payment: says where she is placed and when her first class is, with the PDF and a calendar file', async () => {
    sessionStorage.setItem(
      'aarohiLastPayment',
      JSON.stringify({
        name: 'Asha Rao',
        courseTitle: 'AI for Your Career',
        payment: { transactionId: 'pay_1', amount: 199920, paidAt: '2026-11-21T10:00:00.000Z', courseTitle: 'AI for Your Career' },
        placement: { batchName: 'Aarohi Career Evening Batch 4', timing: 'Mon-Sat 19:00-20:30', firstClassDate: '2026-11-30', movedFrom: null },
      }),
    );
    const { container } = renderLogin();
    expect(await screen.findByRole('heading', { name: "Payment received — you're in Aarohi Career Evening Batch 4" })).toBeInTheDocument();
    expect(screen.getByTestId('first-class')).toHaveTextContent('First class Monday, 30 November 2026, 7:00 PM IST');
    expect(screen.getByRole('button', { name: /Download payment confirmation/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Add first class to calendar/ })).toBeEnabled();
    expect(await axe(container)).toHaveNoViolations();
    // Logging in keeps it for her first dashboard, which says it once more.
    const user = userEvent.setup({ delay: null });
    await logIn(user);
    expect(await screen.findByRole('dialog', { name: 'Login successful' })).toBeInTheDocument();
    expect(sessionStorage.getItem('aarohiLastPayment')).not.toBeNull();
  });

  it("logging in as someone other than the student who paid forgets that payment", async () => {
    sessionStorage.setItem(
      'aarohiLastPayment',
      JSON.stringify({ userId: 99, name: 'Someone Else', courseTitle: null, payment: { transactionId: 'pay_9', amount: 249900, paidAt: '2026-11-21T10:00:00.000Z' }, placement: null }),
    );
    renderLogin();
    await logIn(userEvent.setup({ delay: null }));
    expect(await screen.findByRole('dialog', { name: 'Login successful' })).toBeInTheDocument();
    expect(sessionStorage.getItem('aarohiLastPayment')).toBeNull();
  });

  it('paid with no open batch: says so honestly', async () => {
    sessionStorage.setItem(
      'aarohiLastPayment',
      JSON.stringify({ name: 'Asha', courseTitle: 'AI for Women in Business', payment: { transactionId: 'pay_2', amount: 249900, paidAt: '2026-11-21T10:00:00.000Z' }, placement: null }),
    );
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Payment received — your seat is paid for' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-received')).toHaveTextContent('within a day');
    expect(screen.queryByRole('button', { name: /calendar/ })).not.toBeInTheDocument();
  });

  it('without a payment just made, no panel', () => {
    renderLogin();
    expect(screen.queryByTestId('payment-received')).not.toBeInTheDocument();
  });

  it('speaks Hindi at /hi/login: fields, messages, the payment panel with a Hindi date, and /hi/payment for the unpaid', async () => {
    sessionStorage.setItem(
      'aarohiLastPayment',
      JSON.stringify({
        name: 'Asha Rao',
        courseTitle: 'AI for Your Career',
        payment: { transactionId: 'pay_1', amount: 199920, paidAt: '2026-11-21T10:00:00.000Z', courseTitle: 'AI for Your Career' },
        placement: { batchName: 'Aarohi Career Evening Batch 4', timing: 'Mon-Sat 19:00-20:30', firstClassDate: '2026-11-30', movedFrom: null },
      }),
    );
    server.use(
      http.post(`${TEST_API}/login`, () =>
        HttpResponse.json({ success: true, user: { ...paidUser, paymentstatus: 'Pending' } }),
      ),
    );
    renderPage(<LoginScreen />, { route: '/hi/login', path: '/hi/login' });
    expect(await screen.findByRole('heading', { name: 'पेमेंट मिल गया — आप Aarohi Career Evening Batch 4 में हैं' })).toBeInTheDocument();
    expect(screen.getByTestId('first-class')).toHaveTextContent('पहली क्लास सोमवार, 30 नवंबर 2026, 7:00 PM IST');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByText('पासवर्ड लिखना ज़रूरी है')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^ईमेल या मोबाइल नंबर/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^पासवर्ड/, { selector: 'input' }), 'Asha@2025');
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByText('पेमेंट पूरा नहीं हुआ है। आपको पेमेंट पेज पर ले जा रहे हैं...')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('navigated-elsewhere')).toHaveAttribute('data-path', '/hi/payment'), {
      timeout: 4000,
    });
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { getStoredUser } from '@ai-women/web-core';
import { renderPage, TEST_API } from '../../../test/render';
import LoginPage from '../../../app/exposed/Login';
import { withPaymentJustMade } from '../../../lib/payment-received/signedInAfterPayment';

jest.setTimeout(20000);

// What the payment page leaves for /login: who paid, for which course, where she was placed.
const record = {
  userId: 42,
  name: 'Meera Pillai',
  courseTitle: 'AI for Your Career',
  payment: {
    transactionId: 'pay_T1',
    amount: 199920,
    paidAt: '2026-11-21T10:00:00.000Z',
    courseTitle: 'AI for Your Career',
    batch: { name: 'Aarohi Career Evening Batch 4', timing: 'Mon-Sat 19:00-20:30', firstClassDate: '2026-11-30' },
  },
  placement: { batchName: 'Aarohi Career Evening Batch 4', timing: 'Mon-Sat 19:00-20:30', firstClassDate: '2026-11-30', movedFrom: null },
};
// The server's account record knows the payment but not its course or batch.
const account = {
  id: 42,
  fullname: 'Meera Pillai',
  name: 'Meera Pillai',
  email: 'meera@example.com',
  phone_number: '9876501234',
  paymentstatus: 'completed',
  language: 'en',
  payment: { transactionId: 'pay_T1', amount: 199920, paidAt: '2026-11-21T10:00:00.000Z' },
};

let me: object = { success: true, role: 'student', user: account };
let meCalls = 0;
const server = setupServer(
  http.get(`${TEST_API}/api/me`, () => {
    meCalls += 1;
    return HttpResponse.json(me);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.clear();
  document.cookie = 'aarohi_lang=; max-age=0; path=/';
  meCalls = 0;
  me = { success: true, role: 'student', user: account };
  sessionStorage.setItem('aarohiLastPayment', JSON.stringify(record));
});
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
});
afterAll(() => server.close());

const renderLogin = (route = '/login') => renderPage(<LoginPage />, { route, path: route });

describe('/login just after paying', () => {
  it('her session confirmed: "You\'re logged in", the payment panel, no password asked; the dashboard after 2 s (no axe violations)', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { container } = renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: "You're logged in" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Payment received — you're in Aarohi Career Evening Batch 4" })).toBeInTheDocument();
    expect(screen.getByTestId('first-class')).toHaveTextContent('First class Monday, 30 November 2026, 7:00 PM IST');
    expect(screen.getByRole('button', { name: /Download payment confirmation/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Add first class to calendar/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Go to my dashboard' })).toBeEnabled();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Log in below/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('isLoggedIn')).toBe('true');
    expect(await axe(container)).toHaveNoViolations();
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.queryByTestId('navigated-elsewhere')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByTestId('navigated-elsewhere')).toHaveAttribute('data-path', '/dashboard');
    // The dashboard says the payment once more.
    expect(sessionStorage.getItem('aarohiLastPayment')).not.toBeNull();
    expect(meCalls).toBe(1);
  });

  it('"Go to my dashboard" goes at once', async () => {
    renderLogin();
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Go to my dashboard' }));
    expect(screen.getByTestId('navigated-elsewhere')).toHaveAttribute('data-path', '/dashboard');
  });

  it("stores the server's account with her course and batch kept, so her confirmation PDF still names the course", async () => {
    sessionStorage.setItem('user', JSON.stringify({ id: 42, fullname: 'Meera Pillai', payment: record.payment }));
    renderLogin();
    await screen.findByRole('heading', { level: 1, name: "You're logged in" });
    expect(getStoredUser()).toMatchObject({
      id: 42,
      email: 'meera@example.com',
      paymentstatus: 'completed',
      payment: { transactionId: 'pay_T1', courseTitle: 'AI for Your Career', batch: { name: 'Aarohi Career Evening Batch 4' } },
    });
  });

  it('no session on the server (paid in another browser): the panel above the login form, as before', async () => {
    me = { success: true, role: null };
    renderLogin();
    expect(await screen.findByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-received')).toHaveTextContent('Log in below');
    expect(getStoredUser()).toBeNull();
  });

  it("another student's session, or the API out of reach: she logs in", async () => {
    me = { success: true, role: 'student', user: { ...account, id: 7 } };
    const first = renderLogin();
    expect(await screen.findByLabelText(/^Password/)).toBeInTheDocument();
    expect(getStoredUser()).toBeNull();
    first.unmount();
    server.use(http.get(`${TEST_API}/api/me`, () => HttpResponse.error()));
    renderLogin();
    expect(await screen.findByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });

  it('without a payment just made, the server is not asked and the login form shows', async () => {
    sessionStorage.clear();
    renderLogin();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.queryByTestId('payment-received')).not.toBeInTheDocument();
    expect(meCalls).toBe(0);
  });

  it('speaks Hindi at /hi/login', async () => {
    renderLogin('/hi/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'आप लॉग इन हैं' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरे डैशबोर्ड पर जाएँ' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('first-class')).toHaveTextContent('पहली क्लास'));
  });
});

describe('withPaymentJustMade', () => {
  it("keeps the course title and batch the server's record lacks, and ignores another person's stored record", () => {
    const merged = withPaymentJustMade(account, record, { id: 42, fullname: 'Meera', payment: record.payment });
    expect(merged.payment).toEqual({ ...account.payment, courseTitle: 'AI for Your Career', batch: record.payment.batch });
    expect(merged.email).toBe('meera@example.com');
    const stranger = withPaymentJustMade(account, record, { id: 9, fullname: 'Someone Else', email: 'x@example.com' });
    expect(stranger.fullname).toBe('Meera Pillai');
    expect(stranger.email).toBe('meera@example.com');
  });
});

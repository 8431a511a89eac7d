import { REFUND_POLICY } from '@ai-women/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import type { CheckoutOptions } from '../lib/checkout';
import { PaymentScreen } from './PaymentScreen';
import { resetSessionRestore } from '@ai-women/web-core';

jest.setTimeout(20000);

const coupons = [
  { coupon_id: 1, coupon_name: 'WOMENINAI20', discount_percent: 20 },
  { coupon_id: 2, coupon_name: 'SAKHI15', discount_percent: 15 },
];
const course = { course_id: 2, title: 'AI for Your Career', curriculum: 'career' };
const openBatches = [
  { batch_id: 11, batch_name: 'Aarohi Career Evening Batch 4', start_date: '2026-11-30', timing: 'Mon-Sat 19:00-20:30', day_part: 'evening', seats_left: 12, capacity: 30 },
  { batch_id: 12, batch_name: 'Aarohi Career Morning Batch 5', start_date: '2026-12-07', timing: 'Mon-Sat 10:00-11:30', day_part: 'morning', seats_left: 0, capacity: 30 },
];
/** Most tests: no batch of her course is open, so she pays to be placed in the next one. */
let batches: typeof openBatches = [];
let optionReads = 0;
let orders: Record<string, unknown>[] = [];
let recorded: Record<string, unknown>[] = [];
let me: object = { success: true, role: null };
const server = setupServer(
  http.get(`${TEST_API}/api/me`, () => HttpResponse.json(me)),
  // A typed code is checked by the server; the page never fetches a list of codes.
  http.post(`${TEST_API}/api/coupons/check`, async ({ request }) => {
    const { code } = (await request.json()) as { code: string };
    const coupon = coupons.find((c) => c.coupon_name === code.trim().toUpperCase());
    return coupon
      ? HttpResponse.json({ success: true, coupon })
      : HttpResponse.json({ success: false, message: 'This coupon code is not valid.' }, { status: 400 });
  }),
  http.get(`${TEST_API}/api/payments/mode`, () =>
    HttpResponse.json({ success: true, provider: 'sandbox', testMode: true }),
  ),
  http.get(`${TEST_API}/api/payments/options/:userId`, () => {
    optionReads += 1;
    return HttpResponse.json({ success: true, course, batches, order_ttl_minutes: 30 });
  }),
  http.post(`${TEST_API}/api/payments/order`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    orders.push(body);
    const amount = body.couponCode === 'WOMENINAI20' ? 199920 : 249900;
    return HttpResponse.json(
      {
        success: true,
        orderId: 'order_abc',
        amount,
        currency: 'INR',
        keyId: 'rzp_test_key',
        checkoutScriptUrl: `${TEST_API}/sandbox/checkout.js`,
        description: 'Payment for the course',
        coupon: null,
      },
      { status: 201 },
    );
  }),
  http.post(`${TEST_API}/payment`, async ({ request }) => {
    recorded.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({
      success: true,
      message: 'Payment recorded successfully!',
      payment: { transactionId: 'pay_1', amount: 199920, currency: 'INR', paidAt: '2026-11-21T10:00:00.000Z' },
      student_name: 'Asha Rao',
      course_title: course.title,
      placement: batches.length
        ? { batch_id: 11, batch_name: 'Aarohi Career Evening Batch 4', timing: 'Mon-Sat 19:00-20:30', start_date: '2026-11-30', first_class_date: '2026-11-30', moved_from: null }
        : null,
    });
  }),
);

/** A stand-in for the provider's checkout constructor: records options, lets the test drive it. */
let lastCheckout: { options: CheckoutOptions; failed?: (r: unknown) => void; opened: boolean } | null = null;
class FakeCheckout {
  constructor(options: CheckoutOptions) {
    lastCheckout = { options, opened: false };
  }
  on(event: string, handler: (r: unknown) => void) {
    if (event === 'payment.failed' && lastCheckout) lastCheckout.failed = handler;
  }
  open() {
    if (lastCheckout) lastCheckout.opened = true;
  }
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  me = { success: true, role: null };
  resetSessionRestore();
  batches = [];
  optionReads = 0;
  orders = [];
  recorded = [];
  lastCheckout = null;
  sessionStorage.clear();
  window.Razorpay = FakeCheckout as unknown as typeof window.Razorpay;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderPayment = (state: unknown = { userId: 42 }) =>
  renderPage(<PaymentScreen />, { route: '/payment', path: '/payment', state, toasts: true });

/** Her state for the invoice (required before she pays): Karnataka. */
async function chooseState(code = '29') {
  fireEvent.change(await screen.findByLabelText(/Your state or union territory|आपका राज्य/), { target: { value: code } });
}

/** Pay, once her course's batches have loaded (it is disabled until then), her state chosen. */
async function readyPay() {
  const button = await screen.findByRole('button', { name: /^Pay / });
  await waitFor(() => expect(button).toBeEnabled());
  await chooseState();
  return button;
}

async function typeCoupon(user: ReturnType<typeof userEvent.setup>, code: string, apply = 'Apply') {
  const field = await screen.findByLabelText(/Coupon code|कूपन कोड/);
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: apply }));
}

describe('Payment', () => {
  it('shows ₹2,499 with GST included, a coupon code field (no list of codes) and the invoice details, with no axe violations', async () => {
    const { container } = renderPayment();
    expect(screen.getByTestId('price')).toHaveTextContent('₹2,499');
    expect(screen.getByTestId('gst-included')).toHaveTextContent('Price includes GST (18 %)');
    // The refund policy as the contracts have it.
    expect(screen.getByTestId('refund-policy')).toHaveTextContent(
      `Refunds: ${REFUND_POLICY[0]!.percent} % until your batch’s first session starts, ${REFUND_POLICY[1]!.percent} % until the end of its first week, nothing after that.`,
    );
    expect(await screen.findByLabelText('Coupon code')).toBeInTheDocument();
    expect(screen.queryByText('WOMENINAI20')).not.toBeInTheDocument();
    const state = screen.getByLabelText(/Your state or union territory/);
    expect(state).toBeRequired();
    expect(screen.getByRole('option', { name: 'Ladakh (38)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Dadra and Nagar Haveli and Daman and Diu (26)' })).toBeInTheDocument();
    expect(screen.getByLabelText('GSTIN')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks for her state before she pays, and checks a business GSTIN (checksum, state) before any order', async () => {
    const user = userEvent.setup({ delay: null });
    renderPayment();
    const pay = await screen.findByRole('button', { name: /^Pay / });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(await screen.findByText('Please choose your state or union territory.')).toBeInTheDocument();
    await chooseState('29');
    await user.type(screen.getByLabelText('Business name'), 'Unit Software LLP');
    await user.type(screen.getByLabelText('GSTIN'), '27aapfu0939f1zv');
    await user.click(pay);
    expect(await screen.findByText(/registered in Maharashtra, but you chose Karnataka/)).toBeInTheDocument();
    expect(screen.getByLabelText('GSTIN')).toHaveAttribute('aria-invalid', 'true');
    expect(orders).toHaveLength(0);
    await chooseState('27');
    await user.click(pay);
    await waitFor(() => expect(lastCheckout?.opened).toBe(true));
    expect(orders).toEqual([
      { userId: '42', batchId: null, state: '27', businessName: 'Unit Software LLP', gstin: '27AAPFU0939F1ZV' },
    ]);
  });

  it("shows the server's word by the field when it refuses the invoice details", async () => {
    server.use(
      http.post(`${TEST_API}/api/payments/order`, () =>
        HttpResponse.json(
          { success: false, message: 'This GSTIN is not valid.', errors: { gstin: 'This GSTIN is not valid.' } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPayment();
    await user.click(await readyPay());
    expect(await screen.findByText('This GSTIN is not valid.')).toBeInTheDocument();
    expect(screen.getByText('Please check the details for your tax invoice.')).toHaveAttribute('role', 'alert');
  });

  it('says TEST MODE when payments are simulated, and nothing of the sort with live payments', async () => {
    const { unmount } = renderPayment();
    expect(await screen.findByTestId('test-mode')).toHaveTextContent(
      'TEST MODE' + 'Payments on this site are simulated: no card is charged and no money moves.',
    );
    unmount();
    server.use(
      http.get(`${TEST_API}/api/payments/mode`, () =>
        HttpResponse.json({ success: true, provider: 'razorpay', testMode: false }),
      ),
    );
    renderPayment();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay / })).toBeEnabled());
    await waitFor(() => expect(screen.queryByTestId('test-mode')).not.toBeInTheDocument());
  });

  it('applies a coupon, shows the saving, replaces it with another, and removes it', async () => {
    const user = userEvent.setup({ delay: null });
    renderPayment();
    await typeCoupon(user, 'womeninai20');
    expect(await screen.findByText('WOMENINAI20 applied successfully!')).toBeInTheDocument();
    // The code field gives way to the coupon; focus moves to its Remove button, not to the page top.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove WOMENINAI20' })).toHaveFocus());
    expect(screen.getByTestId('price')).toHaveTextContent('₹1,999.20');
    expect(screen.getByTestId('saving')).toHaveTextContent('You save ₹499.80');
    await user.click(screen.getByRole('button', { name: 'Remove WOMENINAI20' }));
    expect(screen.getByTestId('price')).toHaveTextContent(/^₹2,499$/);
    expect(screen.getByText('Coupon removed successfully!')).toBeInTheDocument();
    await typeCoupon(user, 'SAKHI15');
    expect(await screen.findByText('SAKHI15 applied successfully!')).toBeInTheDocument();
    expect(screen.getByTestId('price')).toHaveTextContent('₹2,124.15');
  });

  it('an unknown code says so by the field; an empty one asks for the code', async () => {
    const user = userEvent.setup({ delay: null });
    renderPayment();
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Type the coupon code you were given.')).toBeInTheDocument();
    await typeCoupon(user, 'NOPE50');
    expect(await screen.findByText(/This coupon code is not valid/)).toBeInTheDocument();
    expect(screen.getByLabelText('Coupon code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('price')).toHaveTextContent(/^₹2,499$/);
  });

  it('pays: order with the coupon, checkout opened in paise/INR, verified record, toasts, then /login', async () => {
    const user = userEvent.setup({ delay: null });
    renderPayment();
    await typeCoupon(user, 'WOMENINAI20');
    await chooseState();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,999.20' }));
    await waitFor(() => expect(lastCheckout?.opened).toBe(true));
    expect(orders).toEqual([{ userId: '42', batchId: null, couponCode: 'WOMENINAI20', state: '29' }]);
    expect(lastCheckout!.options).toMatchObject({
      key: 'rzp_test_key',
      amount: 199920,
      currency: 'INR',
      order_id: 'order_abc',
      name: 'Aarohi',
      description: 'Payment for the course',
    });
    // The provider's checkout lists UPI first (QR and app intent, no UPI ID to type), then cards and netbanking.
    expect(lastCheckout!.options.config?.display).toMatchObject({
      blocks: { upi: { instruments: [{ method: 'upi', flows: ['qr', 'intent'] }] } },
      sequence: ['block.upi', 'block.other'],
    });
    expect(screen.getByRole('button', { name: /Processing payment/ })).toBeDisabled();
    await act(async () => {
      lastCheckout!.options.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_abc', razorpay_signature: 'sig' });
    });
    expect(await screen.findByText('Payment recorded successfully!')).toBeInTheDocument();
    // One toast at a time: the first message made way for the second.
    expect(screen.queryByText('Payment Successful! Payment ID: pay_1')).not.toBeInTheDocument();
    expect(await screen.findByTestId('navigated-elsewhere')).toHaveAttribute('data-path', '/login');
    expect(recorded).toEqual([
      { transactionId: 'pay_1', userId: '42', orderId: 'order_abc', signature: 'sig', paymentStatus: 'completed' },
    ]);
    expect(sessionStorage.getItem('isPaid')).toBe('true');
  });

  it('keeps the userId across a reload (session storage) and without navigation state', async () => {
    sessionStorage.setItem('pendingPaymentUserId', '77');
    const user = userEvent.setup({ delay: null });
    renderPayment(null);
    await user.click(await readyPay());
    await waitFor(() => expect(orders).toEqual([{ userId: '77', batchId: null, state: '29' }]));
  });

  it('asks her to register when there is no userId at all (and the server knows nobody)', async () => {
    renderPayment(null);
    expect(await screen.findByText('We could not find your registration')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'register' })).toHaveAttribute('href', '/register');
  });

  it('reopened in a new tab, finds her registration through her session instead of saying it is lost', async () => {
    me = {
      success: true,
      role: 'student',
      user: { id: 77, fullname: 'Asha', name: 'Asha', email: 'a@x.in', phone_number: '9876543210', paymentstatus: 'pending' },
    };
    const user = userEvent.setup({ delay: null });
    renderPayment(null);
    await user.click(await readyPay());
    await waitFor(() => expect(orders).toEqual([{ userId: '77', batchId: null, state: '29' }]));
    expect(screen.queryByText('We could not find your registration')).not.toBeInTheDocument();
  });

  it("shows 'Payment failed. Please try again.' when verification is refused, and the page stays usable", async () => {
    server.use(
      http.post(`${TEST_API}/payment`, () =>
        HttpResponse.json({ success: false, message: 'Payment verification failed.', error: 'x' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPayment();
    await user.click(await readyPay());
    await waitFor(() => expect(lastCheckout?.opened).toBe(true));
    await act(async () => {
      lastCheckout!.options.handler({ razorpay_payment_id: 'pay_2', razorpay_order_id: 'order_abc', razorpay_signature: 'bad' });
    });
    expect(await screen.findByText('Payment failed. Please try again.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: /^Pay / })).toBeEnabled();
    expect(sessionStorage.getItem('isPaid')).toBeNull();
  });

  it("shows 'Payment failed. Please try again.' on the provider's payment.failed", async () => {
    const user = userEvent.setup({ delay: null });
    renderPayment();
    await user.click(await readyPay());
    await waitFor(() => expect(lastCheckout?.failed).toBeDefined());
    act(() => lastCheckout!.failed!({ error: { description: 'declined' } }));
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
    expect(recorded).toHaveLength(0);
  });

  it('closing the checkout re-enables Pay; no double submission while open', async () => {
    const user = userEvent.setup({ delay: null });
    renderPayment();
    await user.click(await readyPay());
    await waitFor(() => expect(lastCheckout?.opened).toBe(true));
    await user.click(screen.getByRole('button', { name: /Processing payment/ }));
    expect(orders).toHaveLength(1);
    act(() => lastCheckout!.options.modal!.ondismiss!());
    expect(screen.getByRole('button', { name: /^Pay / })).toBeEnabled();
    expect(screen.queryByText('Payment failed. Please try again.')).not.toBeInTheDocument();
  });

  it('closed without a callback after she approved in her UPI app: the page asks the order and moves on when it is paid', async () => {
    let asked = 0;
    server.use(
      http.get(`${TEST_API}/api/payments/order/:orderId`, ({ params }) => {
        asked += 1;
        expect(params.orderId).toBe('order_abc');
        // The provider's webhook settled it: the order's own record, as POST /payment would answer.
        return HttpResponse.json({
          success: true,
          orderId: 'order_abc',
          status: 'paid',
          expiresAt: '2099-01-01T00:00:00.000Z',
          lastFailure: null,
          payment: { transactionId: 'pay_upi', amount: 249900, currency: 'INR', paidAt: '2026-11-21T10:00:00.000Z' },
          student_name: 'Asha Rao',
          course_title: course.title,
          placement: null,
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderPayment();
    await user.click(await readyPay());
    await waitFor(() => expect(lastCheckout?.opened).toBe(true));
    act(() => lastCheckout!.options.modal!.ondismiss!());
    expect(await screen.findByTestId('navigated-elsewhere')).toHaveAttribute('data-path', '/login');
    expect(asked).toBeGreaterThanOrEqual(1);
    expect(recorded).toHaveLength(0);
  });

  it('closed without a callback and not paid: she is told it may still arrive, and Pay works again', async () => {
    server.use(http.get(`${TEST_API}/api/payments/order/:orderId`, () => HttpResponse.json({
          success: true,
          orderId: 'order_abc',
          status: 'created',
          expiresAt: '2099-01-01T00:00:00.000Z',
          lastFailure: null,
          payment: null,
          student_name: null,
          course_title: null,
          placement: null,
        })));
    const user = userEvent.setup({ delay: null });
    renderPayment();
    await user.click(await readyPay());
    await waitFor(() => expect(lastCheckout?.opened).toBe(true));
    act(() => lastCheckout!.options.modal!.ondismiss!());
    expect(await screen.findByTestId('payment-waiting')).toHaveTextContent(/If you approved it in your UPI app/);
    expect(screen.getByRole('button', { name: /^Pay / })).toBeEnabled();
    expect(screen.queryByTestId('navigated-elsewhere')).not.toBeInTheDocument();
  });

  it('POST /payment answers 409 because the webhook recorded it first: the paid order is hers, she moves on', async () => {
    server.use(
      http.post(`${TEST_API}/payment`, () =>
        HttpResponse.json(
          { success: false, message: 'This payment has already been recorded.', error: 'This payment has already been recorded.' },
          { status: 409 },
        ),
      ),
      http.get(`${TEST_API}/api/payments/order/:orderId`, () => HttpResponse.json({
          success: true,
          orderId: 'order_abc',
          status: 'paid',
          expiresAt: '2099-01-01T00:00:00.000Z',
          lastFailure: null,
          payment: { transactionId: 'pay_upi', amount: 249900, currency: 'INR', paidAt: '2026-11-21T10:00:00.000Z' },
          student_name: 'Asha Rao',
          course_title: course.title,
          placement: null,
        })),
    );
    const user = userEvent.setup({ delay: null });
    renderPayment();
    await user.click(await readyPay());
    await waitFor(() => expect(lastCheckout?.opened).toBe(true));
    act(() =>
      lastCheckout!.options.handler({ razorpay_payment_id: 'pay_upi', razorpay_order_id: 'order_abc', razorpay_signature: 'sig' }),
    );
    expect(await screen.findByTestId('navigated-elsewhere')).toHaveAttribute('data-path', '/login');
    expect(screen.queryByText('Payment failed. Please try again.')).not.toBeInTheDocument();
  });

  it('returns keyboard focus to Pay when the checkout closes without a payment', async () => {
    const user = userEvent.setup({ delay: null });
    renderPayment();
    const pay = await readyPay();
    pay.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastCheckout?.opened).toBe(true));
    // The checkout (an overlay outside the app) takes focus away while it is open.
    (document.activeElement as HTMLElement).blur();
    act(() => lastCheckout!.options.modal!.ondismiss!());
    expect(screen.getByRole('button', { name: /^Pay / })).toHaveFocus();

    const first = lastCheckout;
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastCheckout !== first && lastCheckout?.opened).toBe(true));
    (document.activeElement as HTMLElement).blur();
    act(() => lastCheckout!.failed!({ error: { description: 'declined' } }));
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay / })).toHaveFocus();
  });

  it('names the checkout script when it cannot load', async () => {
    window.Razorpay = undefined;
    const user = userEvent.setup({ delay: null });
    renderPayment();
    await user.click(await readyPay());
    let script: HTMLScriptElement | null = null;
    await waitFor(() => {
      script = document.querySelector(`script[src="${TEST_API}/sandbox/checkout.js"]`);
      expect(script).not.toBeNull();
    });
    act(() => {
      script!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('Razorpay checkout script not loaded. Please try again.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: /^Pay / })).toBeEnabled();
  });

  it('fails politely when the order cannot be created', async () => {
    server.use(http.post(`${TEST_API}/api/payments/order`, () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    renderPayment();
    await user.click(await readyPay());
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
  });

  it('no open batch: says so honestly before she pays, and the order asks for the next batch', async () => {
    renderPayment();
    expect(await screen.findByTestId('no-open-batch')).toHaveTextContent(
      'No batch of this course is open right now. You can still pay today',
    );
    expect(screen.getByRole('heading', { name: 'AI for Your Career' })).toBeInTheDocument();
  });

  it('the soonest batch with a seat is chosen for her (a full one cannot be chosen); the order carries her choice; /login gets her placement', async () => {
    batches = openBatches;
    const user = userEvent.setup({ delay: null });
    const { container } = renderPayment();
    const evening = await screen.findByRole('radio', { name: /Aarohi Career Evening Batch 4/ });
    expect(screen.getByRole('radio', { name: /Aarohi Career Morning Batch 5/ })).toBeDisabled();
    expect(screen.getByTestId('batch-11')).toHaveTextContent('Starts Monday, 30 November 2026');
    expect(screen.getByTestId('batch-11')).toHaveTextContent('Evening · Mon-Sat 19:00-20:30 (India time)');
    expect(screen.getByTestId('batch-11')).toHaveTextContent('12 of 30 seats left');
    expect(screen.getByTestId('batch-12')).toHaveTextContent('Full (30 of 30 seats taken)');
    expect(await axe(container)).toHaveNoViolations();
    // The first batch with a seat is chosen until she picks another.
    expect(evening).toBeChecked();
    await user.click(evening);
    await chooseState();
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(lastCheckout?.opened).toBe(true));
    expect(orders).toEqual([{ userId: '42', batchId: 11, state: '29' }]);
    await act(async () => {
      lastCheckout!.options.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_abc', razorpay_signature: 'sig' });
    });
    expect(await screen.findByTestId('navigated-elsewhere')).toHaveAttribute('data-path', '/login');
    expect(JSON.parse(sessionStorage.getItem('aarohiLastPayment')!)).toMatchObject({
      name: 'Asha Rao',
      courseTitle: 'AI for Your Career',
      placement: { batchName: 'Aarohi Career Evening Batch 4', firstClassDate: '2026-11-30', movedFrom: null },
      payment: { transactionId: 'pay_1', courseTitle: 'AI for Your Career' },
    });
  });

  it('a batch that filled up in another tab: the message, and the choice again with fresh seats', async () => {
    batches = openBatches;
    server.use(
      http.post(`${TEST_API}/api/payments/order`, () =>
        HttpResponse.json(
          { success: false, code: 'batch_full', message: 'Aarohi Career Evening Batch 4 has just filled up. Please choose another batch; your payment has not been taken.' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPayment();
    await user.click(await screen.findByRole('radio', { name: /Aarohi Career Evening Batch 4/ }));
    await chooseState();
    const readsBefore = optionReads;
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText(/has just filled up\. Please choose another batch/)).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(optionReads).toBeGreaterThan(readsBefore));
    expect(screen.getByRole('radio', { name: /Aarohi Career Evening Batch 4/ })).not.toBeChecked();
    expect(lastCheckout).toBeNull();
  });

  it('the batches fail to load: says so, offers a retry, and does not take a payment meanwhile', async () => {
    server.use(http.get(`${TEST_API}/api/payments/options/:userId`, () => new HttpResponse(null, { status: 500 })));
    renderPayment();
    expect(await screen.findByText('We could not load the batches of your course.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^Pay / })).toBeDisabled();
  });

  it('speaks Hindi at /hi/payment: price, batches with Hindi dates, coupons and the Pay button', async () => {
    batches = openBatches;
    const user = userEvent.setup({ delay: null });
    renderPage(<PaymentScreen />, { route: '/hi/payment', path: '/hi/payment', state: { userId: 42 }, toasts: true });
    expect(await screen.findByText('कोर्स फ़ीस')).toBeInTheDocument();
    expect(await screen.findByText('सोमवार, 30 नवंबर 2026 से शुरू')).toBeInTheDocument();
    expect(screen.getByText('30 में से 12 सीटें बाकी')).toBeInTheDocument();
    expect(screen.getByText('भर गया (30 में से 30 सीटें भरीं)')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'कर्नाटक (29)' })).toBeInTheDocument();
    expect(screen.getByTestId('gst-included')).toHaveTextContent('कीमत में GST (18 %) शामिल है');
    expect(screen.getByTestId('refund-policy')).toHaveTextContent('बैच का पहला सेशन शुरू होने तक 100 %, उसके पहले हफ़्ते के अंत तक 50 %');
    await typeCoupon(user, 'WOMENINAI20', 'लगाएँ');
    expect(await screen.findByText('WOMENINAI20 लग गया!')).toBeInTheDocument();
    expect(screen.getByTestId('price')).toHaveTextContent('₹1,999.20');
    expect(await screen.findByRole('button', { name: '₹1,999.20 का पेमेंट करें' })).toBeEnabled();
    // The invoice details' messages are Hindi too.
    await user.click(screen.getByRole('button', { name: '₹1,999.20 का पेमेंट करें' }));
    expect(await screen.findByText('कृपया अपना राज्य या केंद्र शासित प्रदेश चुनें।')).toBeInTheDocument();
  });
});

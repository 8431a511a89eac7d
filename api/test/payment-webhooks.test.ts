/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { SANDBOX_WEBHOOK_SECRET } from '../src/config';
import { eventBody } from '../src/payments/sandbox';
import { createTestContext, type TestContext } from './helpers/context';

/**
 * The provider's webhook is the truth, the browser's POST /payment a fast path: whichever comes
 * first, in any order, any number of times, there is one payment, one enrolment, one receipt.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const sign = (body: string, secret = SANDBOX_WEBHOOK_SECRET) =>
  crypto.createHmac('sha256', secret).update(body).digest('hex');

const webhook = (body: string, opts: { eventId?: string; signature?: string } = {}) =>
  ctx.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': opts.signature ?? sign(body),
      'x-razorpay-event-id': opts.eventId ?? `evt_${crypto.randomBytes(6).toString('hex')}`,
    },
    payload: body,
  });

interface Order {
  orderId: string;
  amount: number;
}
async function newOrder(): Promise<{ s: { cookie: string; userId: number }; order: Order }> {
  const s = await ctx.registerStudent();
  const res = await ctx.inject({ method: 'POST', url: '/api/payments/order', cookie: s.cookie, payload: { userId: s.userId } });
  expect(res.statusCode).toBe(201);
  return { s, order: res.json() as Order };
}

const paymentEntity = (order: Order, paymentId: string, status = 'captured') => ({
  id: paymentId,
  entity: 'payment',
  amount: order.amount,
  currency: 'INR',
  status,
  order_id: order.orderId,
  method: 'upi',
  error_reason: status === 'failed' ? 'payment_declined' : null,
});
const captured = (order: Order, paymentId: string) =>
  eventBody('payment.captured', { payment: paymentEntity(order, paymentId) }, new Date());
const orderPaid = (order: Order, paymentId: string) =>
  eventBody(
    'order.paid',
    { payment: paymentEntity(order, paymentId), order: { id: order.orderId, entity: 'order', status: 'paid', amount: order.amount } },
    new Date(),
  );

/** What the payment left behind for this student: payments, enrolments, receipt mails. */
async function traces(userId: number) {
  const db = ctx.database.db;
  const [student] = await db.select().from(t.students).where(eq(t.students.id, userId));
  const payments = await db.select().from(t.payments).where(eq(t.payments.studentId, userId));
  const enrolments = await db
    .select()
    .from(t.enrolments)
    .where(and(eq(t.enrolments.studentId, userId), eq(t.enrolments.cancelled, false)));
  const receipts = await db
    .select()
    .from(t.outbox)
    .where(and(eq(t.outbox.kind, 'payment-receipt'), eq(t.outbox.toAddress, student!.email)));
  return { payments: payments.length, enrolments: enrolments.length, receipts: receipts.length, paid: student!.paymentStatus };
}

const worker = () => ctx.app.deps.paymentsWorker;
const drain = async () => {
  while ((await worker().processEvents()) > 0);
};

describe('POST /api/payments/webhook', () => {
  it('refuses a wrong signature with 400 and stores nothing', async () => {
    const { s, order } = await newOrder();
    const body = captured(order, 'pay_wrongsig0001');
    const before = await ctx.database.db.select().from(t.paymentEvents);
    for (const signature of [sign(body, 'not-the-secret'), 'abc', sign(body).replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))]) {
      const res = await webhook(body, { signature });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'The webhook signature does not match.' });
    }
    // A body changed after signing (a re-serialised copy with the same meaning) is refused too.
    const reordered = JSON.stringify(JSON.parse(body), null, 1);
    expect((await webhook(reordered, { signature: sign(body) })).statusCode).toBe(400);
    await drain();
    expect(await ctx.database.db.select().from(t.paymentEvents)).toHaveLength(before.length);
    expect(await traces(s.userId)).toMatchObject({ payments: 0, enrolments: 0, receipts: 0, paid: 'pending' });
  });

  it('the same payment.captured twice, then order.paid: one payment, one enrolment, one receipt', async () => {
    const { s, order } = await newOrder();
    const body = captured(order, 'pay_twice0000001');
    // Answered at once, before processing: stored, nothing settled yet.
    const first = await webhook(body, { eventId: 'evt_twice_1' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, stored: true });
    // The same event redelivered (same id), and the provider's second event about the same payment.
    expect((await webhook(body, { eventId: 'evt_twice_1' })).json()).toEqual({ success: true, stored: false });
    expect((await webhook(body, { eventId: 'evt_twice_2' })).statusCode).toBe(200);
    expect((await webhook(orderPaid(order, 'pay_twice0000001'), { eventId: 'evt_twice_3' })).statusCode).toBe(200);
    await drain();
    expect(await traces(s.userId)).toEqual({ payments: 1, enrolments: 1, receipts: 1, paid: 'completed' });
    const events = await ctx.database.db
      .select({ outcome: t.paymentEvents.outcome, status: t.paymentEvents.status })
      .from(t.paymentEvents)
      .where(eq(t.paymentEvents.orderId, order.orderId));
    expect(events.map((e) => e.outcome).sort()).toEqual(['already-settled', 'already-settled', 'settled']);
    // A replay of an event id already processed changes nothing either.
    expect((await webhook(body, { eventId: 'evt_twice_1' })).json()).toEqual({ success: true, stored: false });
    await drain();
    expect(await traces(s.userId)).toEqual({ payments: 1, enrolments: 1, receipts: 1, paid: 'completed' });
  });

  it('order.paid before payment.captured (out of order): settled once', async () => {
    const { s, order } = await newOrder();
    await webhook(orderPaid(order, 'pay_outoforder01'));
    await drain();
    await webhook(captured(order, 'pay_outoforder01'));
    await drain();
    expect(await traces(s.userId)).toEqual({ payments: 1, enrolments: 1, receipts: 1, paid: 'completed' });
  });

  it('races the browser’s POST /payment: one payment, one enrolment, one receipt; the page can see it was paid', async () => {
    const { s, order } = await newOrder();
    const auth = await ctx.inject({
      method: 'POST',
      url: '/sandbox/pay',
      cookie: s.cookie,
      payload: { orderId: order.orderId, method: 'upi', outcome: 'approve' },
    });
    expect(auth.statusCode).toBe(200);
    const a = auth.json() as { razorpay_payment_id: string; razorpay_signature: string; status: string };
    expect(a.status).toBe('captured');
    const browser = () =>
      ctx.inject({
        method: 'POST',
        url: '/payment',
        cookie: s.cookie,
        payload: { transactionId: a.razorpay_payment_id, userId: s.userId, orderId: order.orderId, signature: a.razorpay_signature },
      });
    await webhook(captured(order, a.razorpay_payment_id));
    await webhook(orderPaid(order, a.razorpay_payment_id));
    const [b1, , b2] = await Promise.all([browser(), drain(), browser()]);
    const codes = [b1.statusCode, b2.statusCode].sort();
    // At most one of the two browser calls settles; a call that finds it settled gets the spec's 409.
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(1);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    await drain();
    expect(await traces(s.userId)).toEqual({ payments: 1, enrolments: 1, receipts: 1, paid: 'completed' });
    // The page, told 409, asks the order: paid, with what the payment recorded.
    const status = await ctx.inject({ method: 'GET', url: `/api/payments/order/${order.orderId}`, cookie: s.cookie });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      status: 'paid',
      payment: { transactionId: a.razorpay_payment_id, amount: order.amount },
      placement: { batch_name: expect.any(String) },
    });
  });

  it('the sandbox takes one payment per order: a second approval is refused', async () => {
    const { s, order } = await newOrder();
    const approve = () =>
      ctx.inject({
        method: 'POST',
        url: '/sandbox/pay',
        cookie: s.cookie,
        payload: { orderId: order.orderId, method: 'upi', outcome: 'approve' },
      });
    const codes = (await Promise.all([approve(), approve()])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const records = await ctx.database.db
      .select()
      .from(t.sandboxPayments)
      .where(eq(t.sandboxPayments.orderId, order.orderId));
    expect(records).toHaveLength(1);
  });

  it('an event stored before a crash is processed after the restart', async () => {
    const { s, order } = await newOrder();
    // The webhook is stored and answered; the process dies before its worker gets to it (the
    // worker is not running in tests), and a lease left by a worker killed mid-event has lapsed.
    await webhook(captured(order, 'pay_aftercrash01'));
    await ctx.database.db
      .update(t.paymentEvents)
      .set({ lockedUntil: new Date(Date.now() - 1000), attempts: 1 })
      .where(eq(t.paymentEvents.orderId, order.orderId));
    expect(await traces(s.userId)).toMatchObject({ payments: 0, paid: 'pending' });
    // The next process's worker finds it.
    await drain();
    expect(await traces(s.userId)).toEqual({ payments: 1, enrolments: 1, receipts: 1, paid: 'completed' });
  });

  it('payment.failed is noted on the order (the page says why); nothing is paid', async () => {
    const { s, order } = await newOrder();
    await webhook(eventBody('payment.failed', { payment: paymentEntity(order, 'pay_failed000001', 'failed') }, new Date()));
    await drain();
    const status = await ctx.inject({ method: 'GET', url: `/api/payments/order/${order.orderId}`, cookie: s.cookie });
    expect(status.json()).toMatchObject({ status: 'created', lastFailure: 'payment_declined', payment: null });
    expect(await traces(s.userId)).toMatchObject({ payments: 0, paid: 'pending' });
  });

  it('a captured payment whose amount is not the order’s is not settled', async () => {
    const { s, order } = await newOrder();
    await webhook(captured({ ...order, amount: 100 }, 'pay_wrongamount1'));
    await drain();
    expect(await traces(s.userId)).toMatchObject({ payments: 0, paid: 'pending' });
  });

  it('a refund event about a refund we never made is processed and changes nothing', async () => {
    const body = JSON.stringify({
      ...JSON.parse(eventBody('refund.processed', {}, new Date())),
      payload: { refund: { entity: { id: 'rfnd_notours00001', payment_id: 'pay_notours000001', amount: 100 } } },
    });
    const res = await webhook(body, { eventId: 'evt_refund_1' });
    expect(res.json()).toEqual({ success: true, stored: true });
    await drain();
    const [row] = await ctx.database.db.select().from(t.paymentEvents).where(eq(t.paymentEvents.eventId, 'evt_refund_1'));
    expect(row).toMatchObject({ status: 'processed', event: 'refund.processed', outcome: 'unknown-refund' });
  });

  it('another student cannot watch someone’s order', async () => {
    const { order } = await newOrder();
    const other = await ctx.registerStudent();
    const res = await ctx.inject({ method: 'GET', url: `/api/payments/order/${order.orderId}`, cookie: other.cookie });
    expect(res.statusCode).toBe(403);
  });
});

describe('the sandbox and reconciliation', () => {
  it('an approval in the sandbox sends signed webhooks that enrol her with no browser call; an unreachable API is retried', async () => {
    const { s, order } = await newOrder();
    let down = true;
    worker().options.post = async (url, body, headers) => {
      if (down) throw new Error('connect ECONNREFUSED');
      const res = await ctx.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
      return res.statusCode;
    };
    const res = await ctx.inject({
      method: 'POST',
      url: '/sandbox/pay',
      cookie: s.cookie,
      payload: { orderId: order.orderId, method: 'upi', outcome: 'approve' },
    });
    expect(res.statusCode).toBe(200);
    // Like the provider's, the sandbox's webhooks are due a moment after its answer to the browser.
    expect(await worker().deliverSandboxWebhooks()).toBe(0);
    await ctx.database.db
      .update(t.sandboxWebhooks)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(t.sandboxWebhooks.attempts, 0));
    // The API is down: nothing delivered; the deliveries wait with a back-off.
    expect(await worker().deliverSandboxWebhooks()).toBe(0);
    const waiting = await ctx.database.db.select().from(t.sandboxWebhooks).where(eq(t.sandboxWebhooks.body, t.sandboxWebhooks.body));
    const mine = waiting.filter((w) => w.body.includes(order.orderId));
    expect(mine).toHaveLength(3);
    expect(mine.every((w) => w.deliveredAt === null && w.attempts === 1 && w.nextAttemptAt.getTime() > Date.now())).toBe(true);
    // It comes back; the back-off has passed.
    down = false;
    await ctx.database.db
      .update(t.sandboxWebhooks)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(t.sandboxWebhooks.attempts, 1));
    expect(await worker().deliverSandboxWebhooks()).toBeGreaterThanOrEqual(3);
    await drain();
    expect(await traces(s.userId)).toEqual({ payments: 1, enrolments: 1, receipts: 1, paid: 'completed' });
    delete worker().options.post;
  });

  it('reconciliation settles an approved order whose browser never called back and no webhook came, and expires an unpaid one', async () => {
    const paid = await newOrder();
    const unpaid = await newOrder();
    const res = await ctx.inject({
      method: 'POST',
      url: '/sandbox/pay',
      cookie: paid.s.cookie,
      payload: { orderId: paid.order.orderId, method: 'upi', outcome: 'approve' },
    });
    expect(res.statusCode).toBe(200);
    // Its webhooks are lost: never delivered.
    await ctx.database.db.delete(t.sandboxWebhooks);
    // Before the hold ends, reconciliation leaves both orders alone.
    await worker().reconcile();
    expect(await traces(paid.s.userId)).toMatchObject({ payments: 0 });
    // After the 30-minute hold.
    ctx.app.deps.clock.offsetMs = 31 * 60_000;
    try {
      await worker().reconcile(1000);
    } finally {
      ctx.app.deps.clock.offsetMs = 0;
    }
    expect(await traces(paid.s.userId)).toEqual({ payments: 1, enrolments: 1, receipts: 1, paid: 'completed' });
    const [gone] = await ctx.database.db.select().from(t.paymentOrders).where(eq(t.paymentOrders.id, unpaid.order.orderId));
    expect(gone!.status).toBe('expired');
    expect(await traces(unpaid.s.userId)).toMatchObject({ payments: 0 });
    // A late captured webhook for the expired order still settles it (money moved).
    await webhook(captured(unpaid.order, 'pay_latecapture1'));
    await drain();
    expect(await traces(unpaid.s.userId)).toMatchObject({ payments: 1, receipts: 1, paid: 'completed' });
  });

  it('two API processes run the worker at once: each event and each lapsed order is handled once', async () => {
    const { PaymentsWorker } = await import('../src/payments/worker');
    const second = new PaymentsWorker(ctx.database.db, { ...worker().options });
    const viaWebhook = await newOrder();
    const viaReconcile = await newOrder();
    await webhook(captured(viaWebhook.order, 'pay_twoprocs0001'));
    await webhook(orderPaid(viaWebhook.order, 'pay_twoprocs0001'));
    const approved = await ctx.inject({
      method: 'POST',
      url: '/sandbox/pay',
      cookie: viaReconcile.s.cookie,
      payload: { orderId: viaReconcile.order.orderId, method: 'upi', outcome: 'approve' },
    });
    expect(approved.statusCode).toBe(200);
    await ctx.database.db.delete(t.sandboxWebhooks);
    const [a, b] = await Promise.all([worker().processEvents(), second.processEvents()]);
    expect(a + b).toBe(2);
    ctx.app.deps.clock.offsetMs = 31 * 60_000;
    try {
      const settled = await Promise.all([worker().reconcile(1000), second.reconcile(1000)]);
      expect(settled[0] + settled[1]).toBeGreaterThanOrEqual(1);
    } finally {
      ctx.app.deps.clock.offsetMs = 0;
    }
    for (const { s } of [viaWebhook, viaReconcile])
      expect(await traces(s.userId)).toEqual({ payments: 1, enrolments: 1, receipts: 1, paid: 'completed' });
  });

  it('the sandbox draws a UPI QR code of a upi://pay URI with the order’s amount and reference', async () => {
    const { s, order } = await newOrder();
    const res = await ctx.inject({ method: 'GET', url: `/sandbox/upi/${order.orderId}`, cookie: s.cookie });
    expect(res.statusCode).toBe(200);
    const { uri, qrSvg } = res.json() as { uri: string; qrSvg: string };
    expect(uri).toBe(`upi://pay?pa=aarohi.demo%40upi&pn=Aarohi&am=2499.00&cu=INR&tr=${order.orderId}&tn=Payment%20for%20the%20course`);
    expect(qrSvg).toMatch(/^<svg[^>]*viewBox/);
  });
});

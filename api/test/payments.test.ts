/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createTestContext, DEMO_LOGINS, type TestContext } from './helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function order(cookie: string, userId: number, couponId?: number) {
  return ctx.inject({
    method: 'POST',
    url: '/api/payments/order',
    cookie,
    payload: couponId ? { userId, couponId } : { userId },
  });
}
async function authorize(cookie: string, orderId: string, outcome?: 'failure') {
  const res = await ctx.inject({
    method: 'POST',
    url: '/sandbox/authorize',
    cookie,
    payload: outcome ? { orderId, outcome } : { orderId },
  });
  return res.json() as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
}
const pay = (
  cookie: string,
  userId: number,
  a: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string },
) =>
  ctx.inject({
    method: 'POST',
    url: '/payment',
    cookie,
    payload: {
      transactionId: a.razorpay_payment_id,
      userId,
      orderId: a.razorpay_order_id,
      signature: a.razorpay_signature,
      paymentStatus: 'completed',
    },
  });

describe('payment orders', () => {
  it('prices on the server: base 249900 paise, coupons by percent', async () => {
    const s = await ctx.registerStudent();
    const coupons = (await ctx.inject({ method: 'GET', url: '/api/coupons' })).json().coupons as {
      coupon_id: number;
      discount_percent: number;
    }[];
    const base = await order(s.cookie, s.userId);
    expect(base.statusCode).toBe(201);
    expect(base.json()).toMatchObject({
      orderId: expect.stringMatching(/^order_/),
      amount: 249900,
      currency: 'INR',
      keyId: expect.any(String),
      checkoutScriptUrl: expect.stringMatching(/\/sandbox\/checkout\.js$/),
    });
    const expected: Record<number, number> = { 20: 199920, 10: 224910, 15: 212415 };
    for (const c of coupons) {
      const res = await order(s.cookie, s.userId, c.coupon_id);
      expect(res.json().amount).toBe(expected[c.discount_percent]);
    }
    const bad = await order(s.cookie, s.userId, 9999);
    expect(bad.statusCode).toBe(400);
  });

  it('requires the student herself', async () => {
    const s = await ctx.registerStudent();
    expect(
      (await ctx.inject({ method: 'POST', url: '/api/payments/order', payload: { userId: s.userId } }))
        .statusCode,
    ).toBe(401);
    const other = await ctx.registerStudent();
    expect((await order(other.cookie, s.userId)).statusCode).toBe(403);
  });
});

describe('POST /payment', () => {
  it('records a verified payment once, marks her paid and enrols her', async () => {
    const s = await ctx.registerStudent();
    const o = (await order(s.cookie, s.userId, 1)).json();
    const a = await authorize(s.cookie, o.orderId);
    const res = await pay(s.cookie, s.userId, a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Payment recorded successfully!',
      payment: {
        transactionId: a.razorpay_payment_id,
        amount: 199920,
        currency: 'INR',
        paidAt: expect.any(String),
      },
      // No batch chosen by this client: the soonest open batch of her course with a seat.
      student_name: 'Test Learner',
      course_title: 'AI for Everyday Life',
      placement: {
        batch_id: expect.any(Number),
        batch_name: 'Aarohi Morning Batch 13',
        timing: 'Mon-Sat 10:00-11:30',
        start_date: expect.any(String),
        first_class_date: expect.any(String),
        moved_from: null,
      },
      // Her tax invoice, issued with the payment.
      invoice_number: expect.stringMatching(/^AAR\/\d\d-\d\d\/\d{6}$/),
    });
    const me = (await ctx.inject({ method: 'GET', url: '/api/me', cookie: s.cookie })).json();
    expect(me.user.paymentstatus).toBe('completed');
    expect(me.user.payment).toMatchObject({ transactionId: a.razorpay_payment_id, amount: 199920 });
    const dash = (
      await ctx.inject({ method: 'GET', url: `/api/student/dashboard/${s.userId}`, cookie: s.cookie })
    ).json();
    expect(dash.stats.ongoing_courses).toBe(1);
    expect(dash.batchInfo.batch_name).toBe('Aarohi Morning Batch 13');
    const notices = (
      await ctx.inject({ method: 'GET', url: `/api/student/notifications/${s.userId}`, cookie: s.cookie })
    ).json().data;
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Welcome to Aarohi Morning Batch 13' });
    expect(notices[0].message).toMatch(
      /^You are enrolled in Aarohi Morning Batch 13\. Classes run Mon-Sat 10:00-11:30, from Monday, \d{1,2} [A-Z][a-z]+ 20\d\d\. Your meeting link will appear on your dashboard/,
    );

    const replay = await pay(s.cookie, s.userId, a);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({
      success: false,
      message: 'This payment has already been recorded.',
      error: 'This payment has already been recorded.',
    });
    const again = await order(s.cookie, s.userId);
    expect(again.statusCode).toBe(409);
    const after = await ctx.inject({
      method: 'GET',
      url: `/api/student/notifications/${s.userId}`,
      cookie: s.cookie,
    });
    expect(after.json().data).toHaveLength(1);
  });

  it('refuses a tampered signature, amount-independent', async () => {
    const s = await ctx.registerStudent();
    const o = (await order(s.cookie, s.userId)).json();
    const a = await authorize(s.cookie, o.orderId);
    const tampered = await pay(s.cookie, s.userId, {
      ...a,
      razorpay_signature: a.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({
      success: false,
      error: 'Payment verification failed. Please try again.',
    });
    const otherPaymentId = await pay(s.cookie, s.userId, { ...a, razorpay_payment_id: 'pay_forged' });
    expect(otherPaymentId.statusCode).toBe(400);
    const failed = await authorize(s.cookie, o.orderId, 'failure');
    expect((await pay(s.cookie, s.userId, failed)).statusCode).toBe(400);
    const me = (await ctx.inject({ method: 'GET', url: '/api/me', cookie: s.cookie })).json();
    expect(me.user.paymentstatus).toBe('pending');
  });

  it("refuses someone else's order with 409 and another user's id with 403", async () => {
    const a1 = await ctx.registerStudent();
    const a2 = await ctx.registerStudent();
    const o = (await order(a1.cookie, a1.userId)).json();
    const signed = await authorize(a1.cookie, o.orderId);
    const theft = await pay(a2.cookie, a2.userId, signed);
    expect(theft.statusCode).toBe(409);
    expect(theft.json().error).toMatch(/another account/);
    const impersonate = await pay(a2.cookie, a1.userId, signed);
    expect(impersonate.statusCode).toBe(403);
    const noSession = await ctx.inject({
      method: 'POST',
      url: '/payment',
      payload: { transactionId: 'x', userId: a1.userId, orderId: o.orderId, signature: 'y' },
    });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json().error).toBeDefined();
    const unknown = await pay(a1.cookie, a1.userId, { ...signed, razorpay_order_id: 'order_doesnotexist' });
    expect(unknown.statusCode).toBe(404);
    // The sandbox signs only for the order's owner.
    const stranger = await ctx.inject({
      method: 'POST',
      url: '/sandbox/authorize',
      cookie: a2.cookie,
      payload: { orderId: o.orderId },
    });
    expect(stranger.statusCode).toBe(403);
  });

  it('the signature is HMAC_SHA256(order_id|payment_id) with the provider secret', async () => {
    const s = await ctx.registerStudent();
    const o = (await order(s.cookie, s.userId)).json();
    const paymentId = 'pay_handmade123';
    const signature = crypto
      .createHmac('sha256', ctx.config.payment.keySecret)
      .update(`${o.orderId}|${paymentId}`)
      .digest('hex');
    const res = await pay(s.cookie, s.userId, {
      razorpay_order_id: o.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    expect(res.statusCode).toBe(200);
  });

  it('the demo paid student cannot pay twice', async () => {
    const { cookie, userId } = await ctx.loginStudent(DEMO_LOGINS.student.email);
    expect((await order(cookie, userId)).statusCode).toBe(409);
  });
});

describe('sandbox checkout script', () => {
  it('serves a Razorpay-compatible script loadable cross-origin', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/sandbox/checkout.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain('window.Razorpay');
    expect(res.body).toContain("role: 'dialog'");
    expect(res.body).toContain('ondismiss');
    expect(res.body).toContain('payment.failed');
    expect(() => new Function(res.body)).not.toThrow();
  });
});

describe('razorpay provider', () => {
  let fake: http.Server;
  let base: string;
  const seen: { auth?: string; body?: unknown }[] = [];
  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        seen.push({ auth: req.headers.authorization, body: JSON.parse(data || '{}') });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'order_FAKE123',
            entity: 'order',
            amount: 249900,
            currency: 'INR',
            status: 'created',
          }),
        );
      });
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => fake.close(() => r())));

  it('creates orders through the Orders API with the keys and verifies with the key secret', async () => {
    const rz = await createTestContext({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'shh-secret',
      RAZORPAY_API_BASE: base,
    });
    try {
      const s = await rz.registerStudent();
      const res = await rz.inject({
        method: 'POST',
        url: '/api/payments/order',
        cookie: s.cookie,
        payload: { userId: s.userId },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        orderId: 'order_FAKE123',
        keyId: 'rzp_test_key',
        checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      });
      expect(seen[0]!.auth).toBe(`Basic ${Buffer.from('rzp_test_key:shh-secret').toString('base64')}`);
      expect(seen[0]!.body).toMatchObject({ amount: 249900, currency: 'INR' });
      expect((await rz.inject({ method: 'GET', url: '/sandbox/checkout.js' })).statusCode).toBe(404);
      const signature = crypto
        .createHmac('sha256', 'shh-secret')
        .update('order_FAKE123|pay_real1')
        .digest('hex');
      const paid = await rz.inject({
        method: 'POST',
        url: '/payment',
        cookie: s.cookie,
        payload: { transactionId: 'pay_real1', userId: s.userId, orderId: 'order_FAKE123', signature },
      });
      expect(paid.statusCode).toBe(200);
    } finally {
      await rz.close();
    }
  });
});

/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
import { eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/context';

/** One payment per student, enforced by the database, also in parallel. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Auth = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

const order = (cookie: string, userId: number, couponId?: number | null) =>
  ctx.inject({
    method: 'POST',
    url: '/api/payments/order',
    cookie,
    payload: couponId === undefined ? { userId } : { userId, couponId },
  });
const authorize = (cookie: string, orderId: string) =>
  ctx.inject({ method: 'POST', url: '/sandbox/authorize', cookie, payload: { orderId } });
const pay = (cookie: string, userId: number, a: Auth) =>
  ctx.inject({
    method: 'POST',
    url: '/payment',
    cookie,
    payload: {
      transactionId: a.razorpay_payment_id,
      userId,
      orderId: a.razorpay_order_id,
      signature: a.razorpay_signature,
    },
  });

async function paymentsOf(userId: number) {
  return ctx.database.db.select().from(t.payments).where(eq(t.payments.studentId, userId));
}

async function twoAuthorisedOrders(cookie: string, userId: number): Promise<[Auth, Auth]> {
  const coupons = (await ctx.inject({ method: 'GET', url: '/api/coupons' })).json().coupons as {
    coupon_id: number;
  }[];
  // Two checkout windows: the first is authorised before the second order is made (a new order
  // ends the earlier one's hold, after which it could no longer be authorised).
  const a = await order(cookie, userId);
  const authA = await authorize(cookie, a.json().orderId);
  const b = await order(cookie, userId, coupons[0]!.coupon_id);
  expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
  const authB = await authorize(cookie, b.json().orderId);
  expect([authA.statusCode, authB.statusCode]).toEqual([200, 200]);
  return [authA.json() as Auth, authB.json() as Auth];
}

describe('one payment per student', () => {
  it('two authorised orders paid one after the other: 200 then 409, one payment row', async () => {
    const s = await ctx.registerStudent();
    const [a, b] = await twoAuthorisedOrders(s.cookie, s.userId);
    expect((await pay(s.cookie, s.userId, a)).statusCode).toBe(200);
    const second = await pay(s.cookie, s.userId, b);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      success: false,
      message: 'Your payment is already completed. Please login.',
    });
    expect(await paymentsOf(s.userId)).toHaveLength(1);
  });

  it('two authorised orders paid in parallel: one 200, one 409, one payment row', async () => {
    const s = await ctx.registerStudent();
    const [a, b] = await twoAuthorisedOrders(s.cookie, s.userId);
    const statuses = (await Promise.all([pay(s.cookie, s.userId, a), pay(s.cookie, s.userId, b)]))
      .map((r) => r.statusCode)
      .sort();
    expect(statuses).toEqual([200, 409]);
    expect(await paymentsOf(s.userId)).toHaveLength(1);
  });

  it('the database refuses a second payment row for a student, whatever the code path', async () => {
    const s = await ctx.registerStudent();
    const [a, b] = await twoAuthorisedOrders(s.cookie, s.userId);
    expect((await pay(s.cookie, s.userId, a)).statusCode).toBe(200);
    await expect(
      ctx.database.db.insert(t.payments).values({
        transactionId: b.razorpay_payment_id,
        orderId: b.razorpay_order_id,
        studentId: s.userId,
        amount: 199920,
        currency: 'INR',
      }),
    ).rejects.toThrow();
    expect(await paymentsOf(s.userId)).toHaveLength(1);
  });

  it('once paid: a new order is 409, and a leftover unpaid order cannot be authorised', async () => {
    const s = await ctx.registerStudent();
    const first = await order(s.cookie, s.userId);
    const auth = (await authorize(s.cookie, first.json().orderId)).json() as Auth;
    const leftover = await order(s.cookie, s.userId);
    expect((await pay(s.cookie, s.userId, auth)).statusCode).toBe(200);

    const again = await order(s.cookie, s.userId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'Your payment is already completed. Please login.' });
    const parallel = await Promise.all([order(s.cookie, s.userId), order(s.cookie, s.userId)]);
    expect(parallel.map((r) => r.statusCode)).toEqual([409, 409]);

    const late = await authorize(s.cookie, leftover.json().orderId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ success: false });
  });
});

describe('couponId (only an active coupon, by its id)', () => {
  it('couponId: null means no coupon (the full price), not coupon 0', async () => {
    const s = await ctx.registerStudent();
    const res = await order(s.cookie, s.userId, null);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: 249900, coupon: null });
  });
});

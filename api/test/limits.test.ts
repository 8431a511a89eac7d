/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
/**
 * Login throttling that slows guessing without locking the owner
 * out, rate limits on the payment routes (counted in the database), and the bounded hashing queue.
 */
import { sql } from 'drizzle-orm';
import { createTestContext, DEMO_LOGINS, type TestContext } from './helpers/context';
import { HashGate, HashQueueFull } from '../src/lib/passwords';

const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

function login(ctx: TestContext, email: string, password: string, remoteAddress: string) {
  return ctx.inject({ method: 'POST', url: '/login', payload: { email, password }, remoteAddress });
}

/** Moves this account + address's delay into the past, as if the attacker had waited it out. */
async function waitOutDelay(ctx: TestContext) {
  await ctx.database.db.execute(
    sql`update rate_counters set blocked_until = now() - interval '1 second' where blocked_until is not null`,
  );
}

describe('login throttle (account + address, failures only, progressive delay)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ LOGIN_ACCOUNT_RATE_LIMIT_MAX: '3', LOGIN_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => ctx.close());

  it('delays guesses from one address without locking the owner out elsewhere', async () => {
    const { email, mobile, password } = DEMO_LOGINS.student;
    // Three free failures, by e-mail and by mobile number: one account, one budget.
    expect((await login(ctx, email, 'Wrong123', ATTACKER)).statusCode).toBe(401);
    expect((await login(ctx, mobile, 'Wrong123', ATTACKER)).statusCode).toBe(401);
    expect((await login(ctx, email, 'Wrong123', ATTACKER)).statusCode).toBe(401);
    // The 4th failure starts a 1 s delay: the next attempt from that address waits, even right.
    expect((await login(ctx, mobile, 'Wrong123', ATTACKER)).statusCode).toBe(401);
    const waiting = await login(ctx, email, password, ATTACKER);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json()).toEqual({
      success: false,
      message: 'Too many login attempts. Please try again in 1 second.',
    });
    // The owner, from her own address, signs in at once.
    expect((await login(ctx, email, password, OWNER)).statusCode).toBe(200);

    // Each further failure doubles the delay: 2 s, then 4 s.
    await waitOutDelay(ctx);
    expect((await login(ctx, email, 'Wrong123', ATTACKER)).statusCode).toBe(401);
    expect((await login(ctx, email, 'Wrong123', ATTACKER)).headers['retry-after']).toBe('2');
    await waitOutDelay(ctx);
    expect((await login(ctx, email, 'Wrong123', ATTACKER)).statusCode).toBe(401);
    const four = await login(ctx, email, 'Wrong123', ATTACKER);
    expect(four.statusCode).toBe(429);
    expect(four.headers['retry-after']).toBe('4');
    expect(four.json().message).toBe('Too many login attempts. Please try again in 4 seconds.');

    // Once the delay has passed the right password works and clears the budget.
    await waitOutDelay(ctx);
    expect((await login(ctx, email, password, ATTACKER)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login(ctx, email, 'Wrong123', ATTACKER)).statusCode).toBe(401);
    expect((await login(ctx, email, password, ATTACKER)).statusCode).toBe(200);
  });

  it('throttles the tutor login the same way', async () => {
    const { email, password } = DEMO_LOGINS.tutor;
    const tutorLogin = (p: string, remoteAddress: string) =>
      ctx.inject({ method: 'POST', url: '/api/tutor/login', payload: { email, password: p }, remoteAddress });
    for (let i = 0; i < 4; i++) expect((await tutorLogin('Wrong@123', ATTACKER)).statusCode).toBe(401);
    expect((await tutorLogin(password, ATTACKER)).statusCode).toBe(429);
    expect((await tutorLogin(password, OWNER)).statusCode).toBe(200);
  });
});

describe('per-address login limit counts failures only', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ LOGIN_RATE_LIMIT_MAX: '5', LOGIN_ACCOUNT_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => ctx.close());

  it('lets a classroom behind one address sign in, and stops one address sweeping accounts', async () => {
    const classroom = '192.0.2.44';
    // 12 successful sign-ins from one address: none counted.
    for (let i = 0; i < 12; i++) {
      expect(
        (await login(ctx, DEMO_LOGINS.student.email, DEMO_LOGINS.student.password, classroom)).statusCode,
      ).toBe(200);
    }
    // Five failures on five different (unknown) accounts from one address …
    for (let i = 0; i < 5; i++) {
      expect((await login(ctx, `nobody${i}@example.com`, 'Wrong123', ATTACKER)).statusCode).toBe(401);
    }
    // … and that address waits, whatever it tries; the classroom does not.
    const stopped = await login(ctx, DEMO_LOGINS.student.email, DEMO_LOGINS.student.password, ATTACKER);
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(60);
    expect(stopped.json().success).toBe(false);
    expect(
      (await login(ctx, DEMO_LOGINS.student.email, DEMO_LOGINS.student.password, classroom)).statusCode,
    ).toBe(200);
  });
});

describe('payment routes are rate limited (counted in the database)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ PAYMENT_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => ctx.close());

  it('refuses the 4th order, authorisation and verification of one student with 429', async () => {
    const { cookie, userId } = await ctx.loginStudent(
      DEMO_LOGINS.unpaidStudent.email,
      DEMO_LOGINS.unpaidStudent.password,
    );
    const orders = [];
    for (let i = 0; i < 4; i++) {
      orders.push(
        await ctx.inject({ method: 'POST', url: '/api/payments/order', cookie, payload: { userId } }),
      );
    }
    expect(orders.slice(0, 3).map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(orders[3]!.statusCode).toBe(429);
    expect(orders[3]!.headers['retry-after']).toBeDefined();
    expect(orders[3]!.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many requests/),
    });
    // Her latest order is the live one (a new order ends the earlier ones).
    const orderId = orders[2]!.json().orderId as string;

    const auth = [];
    for (let i = 0; i < 4; i++) {
      auth.push(
        await ctx.inject({
          method: 'POST',
          url: '/sandbox/authorize',
          cookie,
          payload: { orderId, outcome: 'failure' },
        }),
      );
    }
    expect(auth.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);

    const bad = { userId, orderId, transactionId: 'pay_x', signature: 'f'.repeat(64) };
    const verify = [];
    for (let i = 0; i < 4; i++)
      verify.push(await ctx.inject({ method: 'POST', url: '/payment', cookie, payload: bad }));
    expect(verify.map((r) => r.statusCode)).toEqual([400, 400, 400, 429]);
    expect(verify[3]!.json().success).toBe(false);

    // The budget lives in the database, where every API process counts.
    const rows = await ctx.database.db.execute(
      sql`select key, count from rate_counters where key like 'rl:%'`,
    );
    const counts = (rows as unknown as { rows: { key: string; count: number }[] }).rows;
    expect(counts.some((r) => r.key.includes('/api/payments/order') && Number(r.count) === 4)).toBe(true);
  });

  it('another student has her own budget', async () => {
    const { cookie, userId } = await ctx.registerStudent();
    const res = await ctx.inject({ method: 'POST', url: '/api/payments/order', cookie, payload: { userId } });
    expect(res.statusCode).toBe(201);
  });
});

describe('RATE_LIMIT_DISABLED turns the limits off (load tests, browser journeys)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMIT_DISABLED: '1', LOGIN_ACCOUNT_RATE_LIMIT_MAX: '1' });
  });
  afterAll(() => ctx.close());

  it('never throttles', async () => {
    for (let i = 0; i < 4; i++)
      expect((await login(ctx, DEMO_LOGINS.student.email, 'Wrong123', ATTACKER)).statusCode).toBe(401);
    expect(
      (await login(ctx, DEMO_LOGINS.student.email, DEMO_LOGINS.student.password, ATTACKER)).statusCode,
    ).toBe(200);
  });
});

describe('hashing gate', () => {
  it('runs at most `concurrency` at once, queues the rest in order, refuses past the bound', async () => {
    const gate = new HashGate({ concurrency: 1, queueMax: 2 });
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const job = (n: number) => async () => {
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 10));
      active -= 1;
      order.push(n);
      return n;
    };
    const runs = [1, 2, 3].map((n) => gate.run(job(n)));
    await expect(gate.run(job(4))).rejects.toBeInstanceOf(HashQueueFull);
    expect(await Promise.all(runs)).toEqual([1, 2, 3]);
    expect(order).toEqual([1, 2, 3]);
    expect(peak).toBe(1);
    // Free again afterwards.
    expect(await gate.run(job(5))).toBe(5);
  });

  describe('through the API', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext({ HASH_CONCURRENCY: '1', HASH_QUEUE_MAX: '1' });
    });
    afterAll(() => ctx.close());

    it('answers 503 with Retry-After and the usual body when the queue is full, and health stays up', async () => {
      const burst = await Promise.all(
        Array.from({ length: 8 }, () =>
          login(ctx, DEMO_LOGINS.student.email, DEMO_LOGINS.student.password, OWNER),
        ),
      );
      const codes = burst.map((r) => r.statusCode);
      expect(codes).toContain(200);
      expect(codes).toContain(503);
      expect(codes.every((c) => c === 200 || c === 503)).toBe(true);
      const busy = burst.find((r) => r.statusCode === 503)!;
      expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(busy.json()).toEqual({
        success: false,
        message: 'Too many people are signing in right now. Please try again in a few seconds.',
      });
      expect((await ctx.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    });
  });
});

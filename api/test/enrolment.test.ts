/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
import { and, asc, eq, sql } from 'drizzle-orm';
import { BATCH_CAPACITY } from '@ai-women/contracts';
import { curriculumSession } from '@ai-women/contracts/curriculum';
import * as t from '../src/db/schema';
import type { Db } from '../src/db/client';
import { createBatch } from '../src/batches/service';
import { addDays, mondayOnOrAfter, todayIso } from '../src/lib/schedule';
import { createTestContext, type TestContext } from './helpers/context';

/**
 * Courses are real: she pays for the course she chose, chooses one of its open batches before she
 * pays, the order holds her seat for 30 minutes, and payments never fill a batch beyond capacity —
 * on PGlite and on PostgreSQL (DATABASE_URL).
 */
let ctx: TestContext;
let db: Db;
let courses: { id: number; title: string; curriculum: string }[];
beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.database.db;
  courses = await db
    .select({ id: t.courses.id, title: t.courses.title, curriculum: t.courses.curriculum })
    .from(t.courses)
    .orderBy(asc(t.courses.id));
});
afterAll(() => ctx.close());

type Auth = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

const options = (cookie: string, userId: number) =>
  ctx.inject({ method: 'GET', url: `/api/payments/options/${userId}`, cookie });
const order = (cookie: string, userId: number, extra: Record<string, unknown> = {}) =>
  ctx.inject({ method: 'POST', url: '/api/payments/order', cookie, payload: { userId, ...extra } });
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
/** What the provider hands back for a captured payment of an order (its signature is genuine). */
function captured(orderId: string, n: number): Auth {
  const paymentId = `pay_race${String(n).padStart(6, '0')}${Date.now().toString(36)}`;
  return {
    razorpay_payment_id: paymentId,
    razorpay_order_id: orderId,
    razorpay_signature: ctx.app.deps.payments.sign(orderId, paymentId),
  };
}

/** A fresh, empty batch of a course starting `weeks` Mondays ahead (its timetable planned). */
async function freshBatch(courseId: number, name: string, weeks: number) {
  return createBatch(db, {
    name,
    timing: 'Mon-Sat 19:00-20:30',
    tutorId: null,
    meetingUrl: null,
    courseId,
    startDate: addDays(mondayOnOrAfter(addDays(todayIso(), 1)), 7 * weeks),
  });
}

async function seatsIn(batchId: number) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.enrolments)
    .where(and(eq(t.enrolments.batchId, batchId), eq(t.enrolments.cancelled, false)));
  return Number(rows[0]!.n);
}

describe('the course she chose', () => {
  it('registering from a course card keeps that course; plain Register is on the first course', async () => {
    const career = courses.find((c) => c.curriculum === 'career')!;
    const s = await ctx.registerStudent({ course_id: career.id });
    const [row] = await db.select().from(t.students).where(eq(t.students.id, s.userId));
    expect(row!.courseId).toBe(career.id);
    const plain = await ctx.registerStudent();
    const [p] = await db.select().from(t.students).where(eq(t.students.id, plain.userId));
    expect(p!.courseId).toBe(courses[0]!.id);
  });

  it('a course that does not exist is refused at registration (never a payment for nothing)', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/register',
      payload: {
        fullname: 'Nobody Here',
        designation: 'Designer',
        email: 'nobody.course@example.com',
        phone_number: '7000000999',
        age: 30,
        password: 'Secret12',
        course_id: 999999,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Course not found' });
  });

  it('the payment page offers the open batches of her course only, with timing and seats left', async () => {
    for (const course of courses) {
      const s = await ctx.registerStudent({ course_id: course.id });
      const res = await options(s.cookie, s.userId);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.course).toMatchObject({ course_id: course.id, title: course.title });
      expect(body.order_ttl_minutes).toBe(30);
      expect(body.batches.length).toBeGreaterThan(0);
      const ids = body.batches.map((b: { batch_id: number }) => b.batch_id);
      const rows = await db
        .select()
        .from(t.batches)
        .where(sql`${t.batches.id} in ${ids}`);
      for (const b of rows) {
        expect(b.courseId).toBe(course.id);
        expect(b.startDate! >= todayIso()).toBe(true);
      }
      for (const b of body.batches) {
        expect(b.capacity).toBe(BATCH_CAPACITY);
        expect(b.seats_left).toBeLessThanOrEqual(BATCH_CAPACITY);
        expect(['morning', 'evening']).toContain(b.day_part);
      }
    }
  });

  it('a batch of another course cannot be chosen; a chosen batch is kept on the order with its expiry', async () => {
    const [everyday, career] = [courses[0]!, courses[1]!];
    const s = await ctx.registerStudent({ course_id: career.id });
    const someoneElse = await ctx.registerStudent({ course_id: everyday.id });
    expect((await options(someoneElse.cookie, s.userId)).statusCode).toBe(403); // not her options
    const everydayBatch = await db
      .select()
      .from(t.batches)
      .where(eq(t.batches.courseId, everyday.id))
      .limit(1);
    const wrong = await order(s.cookie, s.userId, { batchId: everydayBatch[0]!.id });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(
      'This batch teaches another course. Please choose a batch of your course.',
    );
    const choice = (await options(s.cookie, s.userId)).json().batches[0];
    const ok = await order(s.cookie, s.userId, { batchId: choice.batch_id });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().batchId).toBe(choice.batch_id);
    const [row] = await db.select().from(t.paymentOrders).where(eq(t.paymentOrders.id, ok.json().orderId));
    expect(row).toMatchObject({ batchId: choice.batch_id, courseId: career.id });
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(ttl - 30 * 60_000)).toBeLessThan(60_000);
  });

  it('paying places her in the batch she chose, and the receipt names her course and batch', async () => {
    const business = courses.find((c) => c.curriculum === 'business')!;
    const s = await ctx.registerStudent({ course_id: business.id });
    const choice = (await options(s.cookie, s.userId)).json().batches.at(-1);
    const o = await order(s.cookie, s.userId, { batchId: choice.batch_id });
    const auth = (await authorize(s.cookie, o.json().orderId)).json() as Auth;
    const res = await pay(s.cookie, s.userId, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      course_title: business.title,
      placement: { batch_id: choice.batch_id, batch_name: choice.batch_name, moved_from: null },
    });
    expect(res.json().placement.first_class_date).toBe(choice.start_date);
    const [receipt] = await db
      .select()
      .from(t.outbox)
      .where(
        and(
          eq(t.outbox.kind, 'payment-receipt'),
          eq(
            t.outbox.toAddress,
            (await db.select().from(t.students).where(eq(t.students.id, s.userId)))[0]!.email,
          ),
        ),
      );
    expect(receipt!.payload).toMatchObject({ courseTitle: business.title, batchName: choice.batch_name });
    // The batch's timetable comes from its course's curriculum.
    const [first] = await db
      .select()
      .from(t.classSessions)
      .where(and(eq(t.classSessions.batchId, choice.batch_id), eq(t.classSessions.sessionNo, 1)));
    expect(first!.topic).toBe(curriculumSession(1, 'business')!.session.topic);
  });
});

describe('orders expire and follow the coupon', () => {
  it('an expired order cannot be authorised; a new order can', async () => {
    const s = await ctx.registerStudent();
    const o = await order(s.cookie, s.userId);
    await db
      .update(t.paymentOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.paymentOrders.id, o.json().orderId));
    const late = await authorize(s.cookie, o.json().orderId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ success: false, code: 'order_expired' });
    expect(late.json().message).toMatch(/expired.*30 minutes.*Pay again/);
    const again = await order(s.cookie, s.userId);
    expect((await authorize(s.cookie, again.json().orderId)).statusCode).toBe(200);
  });

  it('an order whose coupon staff deactivated since cannot be authorised', async () => {
    const s = await ctx.registerStudent();
    const [coupon] = await db
      .insert(t.coupons)
      .values({ name: `GONE${Date.now()}`, discountPercent: 5 })
      .returning();
    // Typed by her, as a coupon that is not advertised is used.
    const o = await order(s.cookie, s.userId, { couponCode: coupon!.name });
    expect(o.statusCode).toBe(201);
    await db.update(t.coupons).set({ active: false }).where(eq(t.coupons.id, coupon!.id));
    const res = await authorize(s.cookie, o.json().orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'coupon_withdrawn' });
    expect(res.json().message).toMatch(/coupon on this order is no longer available/);
  });
});

describe('never over capacity (31 students, 30 seats)', () => {
  it('31 parallel orders for a 30-seat batch: 30 hold a seat, the 31st is told it filled up', async () => {
    const course = courses.find((c) => c.curriculum === 'business')!;
    const batch = await freshBatch(course.id, 'Race Batch Orders', 6);
    const students = [];
    for (let i = 0; i < BATCH_CAPACITY + 1; i++)
      students.push(await ctx.registerStudent({ course_id: course.id }));
    const results = await Promise.all(students.map((s) => order(s.cookie, s.userId, { batchId: batch.id })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(BATCH_CAPACITY);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      code: 'batch_full',
      message: expect.stringContaining('Race Batch Orders has just filled up'),
    });
    // Her choice again: the batch shows no seat left for her.
    const loser = students[codes.indexOf(409)]!;
    const seen = (await options(loser.cookie, loser.userId))
      .json()
      .batches.find((b: { batch_id: number }) => b.batch_id === batch.id);
    expect(seen.seats_left).toBe(0);
  });

  it('31 parallel payments for 30 seats: 30 placed in the batch, the 31st in the next batch of her course and told', async () => {
    const course = courses.find((c) => c.curriculum === 'career')!;
    // The seed's paid Career student who waits for a batch is placed in the first batch that opens;
    // this one takes her, so the race batch starts with all 30 seats free.
    await freshBatch(course.id, 'Race Batch Waiting', 6);
    const full = await freshBatch(course.id, 'Race Batch A', 7);
    await freshBatch(course.id, 'Race Batch B', 8);
    const students = [];
    for (let i = 0; i < BATCH_CAPACITY + 1; i++)
      students.push(await ctx.registerStudent({ course_id: course.id }));
    // The 31st ordered first, then let her order lapse (its seat went free); the provider still
    // captured her payment, which arrives with everyone else's.
    const late = students[0]!;
    const lateOrder = await order(late.cookie, late.userId, { batchId: full.id });
    expect(lateOrder.statusCode).toBe(201);
    await db
      .update(t.paymentOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.paymentOrders.id, lateOrder.json().orderId));
    // Where she will go: the soonest other open batch of her course.
    const next = (await options(late.cookie, late.userId))
      .json()
      .batches.find(
        (b: { batch_id: number; seats_left: number }) => b.batch_id !== full.id && b.seats_left > 0,
      );
    const before = await seatsIn(next.batch_id);
    const orders = [lateOrder];
    for (const s of students.slice(1)) {
      const o = await order(s.cookie, s.userId, { batchId: full.id });
      expect(o.statusCode).toBe(201);
      orders.push(o);
    }
    const results = await Promise.all(
      students.map((s, i) => pay(s.cookie, s.userId, captured(orders[i]!.json().orderId, i))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(BATCH_CAPACITY + 1).fill(200));
    expect(await seatsIn(full.id)).toBe(BATCH_CAPACITY);
    expect(await seatsIn(next.batch_id)).toBe(before + 1);
    const moved = results[0]!.json();
    expect(moved.placement).toMatchObject({ batch_id: next.batch_id, moved_from: 'Race Batch A' });
    const [notice] = await db
      .select()
      .from(t.studentNotifications)
      .where(eq(t.studentNotifications.studentId, late.userId));
    expect(notice!.message).toContain('Race Batch A filled up while you were paying');
  });
});

describe('an order without a choice (a client that does not ask) in a race for the last seat', () => {
  it('when the batch picked for her fills up while her order is placed, she gets the next one with a seat', async () => {
    const course = courses.find((c) => c.curriculum === 'business')!;
    const spare = await freshBatch(course.id, 'Race Batch Spare', 9);
    const her = await ctx.registerStudent({ course_id: course.id });
    const soonest = (await options(her.cookie, her.userId))
      .json()
      .batches.find((b: { seats_left: number }) => b.seats_left > 0) as {
      batch_id: number;
      seats_left: number;
    };
    // Every seat of the soonest batch but one is held by orders of its own.
    for (let i = 0; i < soonest.seats_left - 1; i++) {
      const s = await ctx.registerStudent({ course_id: course.id });
      expect((await order(s.cookie, s.userId, { batchId: soonest.batch_id })).statusCode).toBe(201);
    }
    // The race, made certain: after her request has read the seats left (one) and before it holds
    // that seat, a rival's order takes it (the provider's order is created in between).
    const rival = await ctx.registerStudent({ course_id: course.id });
    const provider = ctx.app.deps.payments;
    const createOrder = provider.createOrder;
    let rivalFirst = true;
    provider.createOrder = async (...args: Parameters<typeof createOrder>) => {
      if (rivalFirst) {
        rivalFirst = false;
        expect((await order(rival.cookie, rival.userId, { batchId: soonest.batch_id })).statusCode).toBe(201);
      }
      return createOrder.apply(provider, args);
    };
    try {
      const mine = await order(her.cookie, her.userId);
      expect(mine.statusCode).toBe(201);
      expect(mine.json().batchId).not.toBe(soonest.batch_id);
      const ids = ((await options(her.cookie, her.userId)).json().batches as { batch_id: number }[]).map(
        (b) => b.batch_id,
      );
      expect(ids).toContain(spare.id);
    } finally {
      provider.createOrder = createOrder;
    }
    // A batch she chose herself stays her choice: the same race answers 409, as before.
    const chooser = await ctx.registerStudent({ course_id: course.id });
    const full = await order(chooser.cookie, chooser.userId, { batchId: soonest.batch_id });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'batch_full' });
  });
});

describe('no open batch: she pays and waits, and is placed when one opens', () => {
  it('is told honestly, has no batch, and is placed when staff open a batch of her course', async () => {
    const [course] = await db
      .insert(t.courses)
      .values({
        title: 'AI for Weekend Learners',
        description: 'x',
        imageUrl: '/x.svg',
        curriculum: 'everyday',
      })
      .returning();
    const s = await ctx.registerStudent({ course_id: course!.id });
    const opts = (await options(s.cookie, s.userId)).json();
    expect(opts.batches).toEqual([]);
    const o = await order(s.cookie, s.userId, { batchId: null });
    expect(o.statusCode).toBe(201);
    expect(o.json().batchId).toBeNull();
    const res = await pay(s.cookie, s.userId, (await authorize(s.cookie, o.json().orderId)).json());
    expect(res.statusCode).toBe(200);
    expect(res.json().placement).toBeNull();
    const dash = (
      await ctx.inject({ method: 'GET', url: `/api/student/dashboard/${s.userId}`, cookie: s.cookie })
    ).json();
    expect(dash.batchInfo).toBeNull();
    expect(dash.placement).toMatchObject({ status: 'waiting', course_title: 'AI for Weekend Learners' });
    const opened = await freshBatch(course!.id, 'Weekend Batch 1', 2);
    expect(await seatsIn(opened.id)).toBe(1);
  });

  it('with batches open, an order without a choice is refused (she must choose)', async () => {
    const s = await ctx.registerStudent({ course_id: courses[1]!.id });
    const res = await order(s.cookie, s.userId, { batchId: null });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'choose_batch',
      message: 'Please choose a batch before you pay.',
    });
  });
});

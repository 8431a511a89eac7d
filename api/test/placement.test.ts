/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(180_000);
import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { BATCH_CAPACITY } from '@ai-women/contracts';
import * as t from '../src/db/schema';
import { renderMail } from '../src/mail/templates';
import {
  createTestContext,
  sessionCookie,
  uniqueMobile,
  DEMO_LOGINS,
  type TestContext,
} from './helpers/context';

/** Placement: paid students without a batch, placed or moved by an admin, and by a batch opening. */
let ctx: TestContext;
let admin: string;
let support: string;
let career: number;
let everyday: number;
let waitingId: number;

async function loginStaff(email: string, password: string) {
  const res = await ctx.inject({ method: 'POST', url: '/api/staff/login', payload: { email, password } });
  return sessionCookie(res);
}
const db = () => ctx.database.db;
const inDays = (n: number) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);

/** A student straight in the database: paid `hoursAgo` (a payment row) for a course, in no batch. */
async function paidStudent(courseId: number, hoursAgo: number, name = 'Waiting Learner') {
  const n = crypto.randomBytes(4).toString('hex');
  const [s] = await db()
    .insert(t.students)
    .values({
      fullname: `${name} ${n}`,
      designation: 'Teacher',
      email: `wait.${n}@example.com`,
      phoneNumber: uniqueMobile(),
      age: 30,
      passwordHash: 'x',
      paymentStatus: 'completed',
      courseId,
    })
    .returning();
  await db()
    .insert(t.paymentOrders)
    .values({ id: `order_${n}`, studentId: s!.id, amount: 1, currency: 'INR', status: 'paid' });
  await db()
    .insert(t.payments)
    .values({
      transactionId: `pay_${n}`,
      orderId: `order_${n}`,
      studentId: s!.id,
      amount: 1,
      currency: 'INR',
      paidAt: new Date(Date.now() - hoursAgo * 3600000),
    });
  return s!;
}

async function newBatch(courseId: number, values: Partial<typeof t.batches.$inferInsert> = {}) {
  const [b] = await db()
    .insert(t.batches)
    .values({
      name: `Batch ${crypto.randomBytes(3).toString('hex')}`,
      timing: 'Mon-Sat 19:00-20:30',
      courseId,
      startDate: inDays(7),
      ...values,
    })
    .returning();
  return b!;
}

async function fill(batchId: number, courseId: number, n: number) {
  for (let i = 0; i < n; i += 1) {
    const s = await paidStudent(courseId, 1, 'Seated');
    await db().insert(t.enrolments).values({ studentId: s.id, batchId });
  }
}

const place = (studentId: number, body: Record<string, unknown>, cookie = admin) =>
  ctx.inject({ method: 'PUT', url: `/api/staff/students/${studentId}/batch`, cookie, payload: body });
const placements = async (cookie = admin) =>
  (await ctx.inject({ method: 'GET', url: '/api/staff/placements', cookie })).json().data;
const enrolledIn = async (studentId: number) =>
  (
    await db()
      .select({ batchId: t.enrolments.batchId })
      .from(t.enrolments)
      .where(and(eq(t.enrolments.studentId, studentId), eq(t.enrolments.cancelled, false)))
  ).map((r) => r.batchId);
const studentNotes = (id: number) =>
  db()
    .select()
    .from(t.studentNotifications)
    .where(eq(t.studentNotifications.studentId, id))
    .orderBy(desc(t.studentNotifications.id));
const tutorNotes = (id: number) =>
  db()
    .select()
    .from(t.tutorNotifications)
    .where(eq(t.tutorNotifications.tutorId, id))
    .orderBy(desc(t.tutorNotifications.id));

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginStaff(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  support = await loginStaff(DEMO_LOGINS.support.email, DEMO_LOGINS.support.password);
  const courses = await db().select().from(t.courses);
  career = courses.find((c) => c.title === 'AI for Your Career')!.id;
  everyday = courses.find((c) => c.curriculum === 'everyday')!.id;
  const [w] = await db()
    .select()
    .from(t.students)
    .where(eq(t.students.email, DEMO_LOGINS.waitingStudent.email));
  waitingId = w!.id;
});
afterAll(() => ctx.close());

describe('the To place list', () => {
  it('lists paid students without a batch, oldest payment first, with the alert computed by the API', async () => {
    const fresh = await paidStudent(career, 2);
    const data = await placements(support);
    const ids = data.waiting.map((w: { student_id: number }) => w.student_id);
    expect(ids.indexOf(waitingId)).toBeLessThan(ids.indexOf(fresh.id));
    const sunita = data.waiting.find((w: { student_id: number }) => w.student_id === waitingId);
    expect(sunita).toMatchObject({
      fullname: DEMO_LOGINS.waitingStudent.name,
      email: DEMO_LOGINS.waitingStudent.email,
      phone_number: DEMO_LOGINS.waitingStudent.mobile,
      course: { course_id: career, title: 'AI for Your Career' },
    });
    expect(sunita.waiting_minutes).toBeGreaterThanOrEqual(2 * 24 * 60 - 1);
    // Two hours is not yet late: only the seeded student (two days) counts in the alert.
    expect(data.alert).toMatchObject({ threshold_hours: 24, count: 1, oldest: { student_id: waitingId } });
    expect(data.capacity).toBe(BATCH_CAPACITY);
    // The demo student is in a batch: not listed. Open batches carry their course and free seats.
    expect(data.waiting.some((w: { email: string }) => w.email === DEMO_LOGINS.student.email)).toBe(false);
    expect(data.open_batches.length).toBeGreaterThan(0);
    for (const b of data.open_batches) expect(['Active', 'Inactive']).toContain(b.status);
    await db().update(t.students).set({ paymentStatus: 'pending' }).where(eq(t.students.id, fresh.id));
  });
});

describe('an admin places and moves a student', () => {
  it('refuses support (403), a missing reason (400), another course (400) and a full batch (409)', async () => {
    const target = await newBatch(career);
    const bySupport = await place(waitingId, { batch_id: target.id, reason: 'First batch' }, support);
    expect(bySupport.statusCode).toBe(403);
    expect(bySupport.json().message).toBe('This area is for admins only.');

    const noReason = await place(waitingId, { batch_id: target.id, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      success: false,
      errors: { reason: 'Write why she is placed in this batch.' },
    });
    const missing = await place(waitingId, { batch_id: target.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Write why she is placed in this batch.');

    const otherCourse = await newBatch(everyday);
    const wrong = await place(waitingId, { batch_id: otherCourse.id, reason: 'Evenings suit her' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      `${DEMO_LOGINS.waitingStudent.name} chose AI for Your Career, and ${otherCourse.name} teaches AI for Everyday Life. Choose a batch of her course.`,
    );

    const full = await newBatch(career);
    await fill(full.id, career, BATCH_CAPACITY);
    const over = await place(waitingId, { batch_id: full.id, reason: 'Evenings suit her' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      `${full.name} is full (30 of 30 seats taken). Choose another batch of her course, or open a new one.`,
    );

    // 29 places and another (unpaid) student's live order: the hold is a taken seat.
    const held = await newBatch(career);
    await fill(held.id, career, BATCH_CAPACITY - 1);
    const holder = await paidStudent(career, 1);
    await db().delete(t.payments).where(eq(t.payments.studentId, holder.id));
    await db().update(t.students).set({ paymentStatus: 'pending' }).where(eq(t.students.id, holder.id));
    await db()
      .insert(t.paymentOrders)
      .values({
        id: `order_hold_${held.id}`,
        studentId: holder.id,
        amount: 1,
        currency: 'INR',
        batchId: held.id,
      });
    expect((await place(waitingId, { batch_id: held.id, reason: 'x' })).statusCode).toBe(409);

    const paused = await newBatch(career, { status: 'Inactive', startDate: inDays(-3) });
    const closed = await place(waitingId, { batch_id: paused.id, reason: 'x' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(
      `${paused.name} has started and is paused: it takes no new students until it runs again.`,
    );
    expect(await enrolledIn(waitingId)).toEqual([]);
  });

  it('places her: one place, notices to her and the tutor, a mail, an audit row with the reason', async () => {
    const tutor = (await db().select().from(t.tutors).where(eq(t.tutors.email, DEMO_LOGINS.tutor.email)))[0]!;
    const batch = await newBatch(career, { tutorId: tutor.id, meetingUrl: 'https://meet.example/career-1' });
    const res = await place(waitingId, { batch_id: batch.id, reason: 'She asked for evening classes.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: `${DEMO_LOGINS.waitingStudent.name} placed in ${batch.name}.`,
      data: { student_id: waitingId, batch: { batch_id: batch.id, batch_name: batch.name } },
    });
    expect(await enrolledIn(waitingId)).toEqual([batch.id]);
    expect((await studentNotes(waitingId))[0]).toMatchObject({ title: `Welcome to ${batch.name}` });
    expect((await tutorNotes(tutor.id))[0]).toMatchObject({
      title: `New student in ${batch.name}`,
      message: `${DEMO_LOGINS.waitingStudent.name} joined ${batch.name}.`,
    });
    const [mail] = await db()
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.toAddress, DEMO_LOGINS.waitingStudent.email))
      .orderBy(desc(t.outbox.id));
    expect(mail).toMatchObject({
      kind: 'batch-placement',
      payload: { batchName: batch.name, courseTitle: 'AI for Your Career', moved: false },
    });
    const rendered = renderMail('batch-placement', mail!.payload as never, {
      site: 'https://a.example',
      tutorPortal: 'https://a.example',
      contactEmail: 'h@a.example',
    });
    expect(rendered.subject).toBe(`Your batch: ${batch.name}`);
    expect(rendered.text).toContain('Mon-Sat 19:00-20:30');

    const log = (
      await ctx.inject({ method: 'GET', url: '/api/staff/audit?entity=student', cookie: admin })
    ).json().data;
    expect(log[0]).toMatchObject({
      action: 'student.place',
      entity_id: String(waitingId),
      staff: { name: DEMO_LOGINS.admin.name },
      after: { batch_ids: [batch.id], batch_names: [batch.name], reason: 'She asked for evening classes.' },
    });
    // She left the list and the alert; the batch's roster shows her with her payment date.
    const data = await placements();
    expect(data.waiting.some((w: { student_id: number }) => w.student_id === waitingId)).toBe(false);
    expect(data.alert.count).toBe(0);
    const roster = (
      await ctx.inject({ method: 'GET', url: `/api/staff/batches/${batch.id}/students`, cookie: support })
    ).json().data;
    expect(roster).toEqual([
      {
        student_id: waitingId,
        fullname: DEMO_LOGINS.waitingStudent.name,
        email: DEMO_LOGINS.waitingStudent.email,
        phone_number: DEMO_LOGINS.waitingStudent.mobile,
        paid_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect(
      (await ctx.inject({ method: 'GET', url: '/api/staff/batches/999999/students', cookie: admin }))
        .statusCode,
    ).toBe(404);

    // Again into the same batch: nothing to do.
    const again = await place(waitingId, { batch_id: batch.id, reason: 'again' });
    expect(again.statusCode).toBe(409);
  });

  it('moves her: both tutors and she are told, the audit row has before and after', async () => {
    const [oldId] = await enrolledIn(waitingId);
    const [old] = await db().select().from(t.batches).where(eq(t.batches.id, oldId!));
    const other = (await ctx.registerTutor()).tutorId;
    const next = await newBatch(career, { tutorId: other, status: 'Active', startDate: inDays(-2) });
    const res = await place(waitingId, {
      batch_id: next.id,
      reason: 'Moved to a morning slot at her request.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`${DEMO_LOGINS.waitingStudent.name} moved to ${next.name}.`);
    expect(await enrolledIn(waitingId)).toEqual([next.id]);
    expect((await studentNotes(waitingId))[0]).toMatchObject({ title: `You have moved to ${next.name}` });
    expect((await tutorNotes(other))[0]).toMatchObject({
      title: `New student in ${next.name}`,
      message: `${DEMO_LOGINS.waitingStudent.name} joined ${next.name}, moved from ${old!.name}.`,
    });
    expect((await tutorNotes(old!.tutorId!))[0]).toMatchObject({
      title: `A student left ${old!.name}`,
      message: `${DEMO_LOGINS.waitingStudent.name} moved from ${old!.name} to ${next.name}.`,
    });
    const log = (
      await ctx.inject({ method: 'GET', url: '/api/staff/audit?entity=student', cookie: admin })
    ).json().data;
    expect(log[0]).toMatchObject({
      action: 'student.move',
      before: { batch_ids: [old!.id], batch_names: [old!.name], reason: null },
      after: {
        batch_ids: [next.id],
        batch_names: [next.name],
        reason: 'Moved to a morning slot at her request.',
      },
    });
  });
});

describe('a batch that opens takes its course waiting students', () => {
  it('starting a batch places them oldest payment first, up to its seats, in the same change', async () => {
    const tutor = (await ctx.registerTutor()).tutorId;
    const first = await paidStudent(career, 50, 'First');
    const second = await paidStudent(career, 40, 'Second');
    const third = await paidStudent(career, 30, 'Third');
    const elsewhere = await paidStudent(everyday, 60, 'Other course');
    const batch = await newBatch(career, { tutorId: tutor, status: 'Inactive', startDate: inDays(-1) });
    await fill(batch.id, career, BATCH_CAPACITY - 2);
    const started = await ctx.inject({
      method: 'PUT',
      url: `/api/staff/batches/${batch.id}/status`,
      cookie: admin,
      payload: { status: 'Active' },
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().message).toBe('Batch is now Active. 2 waiting students were placed in it.');
    expect(started.json().data).toMatchObject({ students: BATCH_CAPACITY, seats_left: 0, course_id: career });
    expect(await enrolledIn(first.id)).toEqual([batch.id]);
    expect(await enrolledIn(second.id)).toEqual([batch.id]);
    expect(await enrolledIn(third.id)).toEqual([]);
    expect(await enrolledIn(elsewhere.id)).toEqual([]);
    expect((await studentNotes(first.id))[0]).toMatchObject({ title: `Welcome to ${batch.name}` });
    expect((await tutorNotes(tutor))[0]).toMatchObject({ title: `2 students joined ${batch.name}` });
    const log = (
      await ctx.inject({ method: 'GET', url: '/api/staff/audit?entity=batch', cookie: admin })
    ).json().data;
    expect(log[0]).toMatchObject({
      action: 'batch.status',
      after: { status: 'Active', placed_student_ids: [first.id, second.id] },
    });

    // Creating a batch of the course takes the one still waiting; another course's student stays.
    const created = await ctx.inject({
      method: 'POST',
      url: '/api/staff/batches',
      cookie: admin,
      payload: {
        batch_name: 'Career Batch 9',
        timing: 'Mon-Sat 07:00-08:30',
        start_date: inDays(3),
        course_id: career,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(
      'Batch created with its 25-session timetable. 1 waiting student was placed in it.',
    );
    expect(created.json().data).toMatchObject({
      course_id: career,
      course_title: 'AI for Your Career',
      students: 1,
      seats_left: BATCH_CAPACITY - 1,
    });
    expect(await enrolledIn(third.id)).toEqual([created.json().data.batch_id]);
    expect(await enrolledIn(elsewhere.id)).toEqual([]);
    const [mail] = await db().select().from(t.outbox).where(eq(t.outbox.toAddress, third.email));
    expect(mail).toMatchObject({ kind: 'batch-placement', payload: { batchName: 'Career Batch 9' } });

    const badCourse = await ctx.inject({
      method: 'POST',
      url: '/api/staff/batches',
      cookie: admin,
      payload: {
        batch_name: 'Nowhere',
        timing: 'Mon-Sat 07:00-08:30',
        start_date: inDays(3),
        course_id: 99999,
      },
    });
    expect(badCourse.statusCode).toBe(400);
    expect(badCourse.json().message).toBe('Course not found.');
  });
});

/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * Session feedback: who may rate a session (a paid student of the batch who attended it, once it is
 * held), once, edited for 48 hours; what the tutor reads (no names) and what the school reads.
 */
import { and, eq } from 'drizzle-orm';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES } from '@ai-women/contracts';
import * as t from '../src/db/schema';
import { createTestContext, DEMO_LOGINS, sessionCookie, type TestContext } from './helpers/context';

let ctx: TestContext;
let db: TestContext['database']['db'];
let tutor: { cookie: string; tutorId: number };
let otherTutor: { cookie: string; tutorId: number };
let rater: { cookie: string; userId: number };
let absentee: { cookie: string; userId: number };
let clicker: { cookie: string; userId: number };
let otherStudent: { cookie: string; userId: number };
let unpaid: { cookie: string; userId: number };
let admin: string;
let support: string;
let batchId: number;
let held: { id: number; session_no: number }[];
let upcoming: { id: number; session_no: number };

async function studentIn(batch: number, paid = true, fullname = 'Test Learner') {
  const s = await ctx.registerStudent({ fullname });
  await db
    .update(t.students)
    .set({ paymentStatus: paid ? 'completed' : 'pending' })
    .where(eq(t.students.id, s.userId));
  await db.insert(t.enrolments).values({ studentId: s.userId, batchId: batch });
  return s;
}

const mark = (sessionId: number, studentId: number, status: string) =>
  db.insert(t.sessionAttendance).values({ sessionId, studentId, status });

const rate = (method: 'POST' | 'PUT', sessionId: number, payload: unknown, cookie?: string) =>
  ctx.inject({ method, url: `/api/sessions/${sessionId}/feedback`, payload: payload as object, cookie });

async function staffLogin(email: string, password: string) {
  const res = await ctx.inject({ method: 'POST', url: '/api/staff/login', payload: { email, password } });
  return sessionCookie(res);
}

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.database.db;
  tutor = await ctx.loginTutor();
  otherTutor = await ctx.registerTutor();
  admin = await staffLogin(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  support = await staffLogin(DEMO_LOGINS.support.email, DEMO_LOGINS.support.password);
  const batches = (
    await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${tutor.tutorId}`, cookie: tutor.cookie })
  ).json().data as { batch_id: number; batch_name: string }[];
  batchId = batches.find((b) => b.batch_name === 'Aarohi Evening Batch 12')!.batch_id;
  const otherBatchId = batches.find((b) => b.batch_name === 'Aarohi Morning Batch 13')!.batch_id;
  rater = await studentIn(batchId, true, 'Ritika Raghunathan');
  absentee = await studentIn(batchId, true, 'Absent Learner');
  clicker = await studentIn(batchId, true, 'Joined Learner');
  otherStudent = await studentIn(otherBatchId);
  unpaid = await studentIn(batchId, false);
  const list = (
    await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${batchId}/sessions`, cookie: tutor.cookie })
  ).json().data.sessions as { id: number; session_no: number; held: boolean }[];
  held = list.filter((s) => s.held);
  upcoming = list.find((s) => !s.held)!;
  await mark(held[0]!.id, rater.userId, 'present');
  await mark(held[1]!.id, rater.userId, 'late');
  await mark(held[0]!.id, absentee.userId, 'absent');
  // No saved mark for her: her Join click counts, as the tutor's roster suggests it.
  await db
    .insert(t.sessionEvents)
    .values({ sessionId: held[0]!.id, studentId: clicker.userId, kind: 'join' });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('who may rate a session', () => {
  it('401 signed out; 403 for another batch, unpaid, a tutor and a student who did not attend', async () => {
    const id = held[0]!.id;
    expect((await rate('POST', id, { rating: 4 })).statusCode).toBe(401);
    const other = await rate('POST', id, { rating: 4 }, otherStudent.cookie);
    expect(other.statusCode).toBe(403);
    const notPaid = await rate('POST', id, { rating: 4 }, unpaid.cookie);
    expect(notPaid.statusCode).toBe(403);
    expect((await rate('POST', id, { rating: 4 }, tutor.cookie)).statusCode).toBe(403);
    const absent = await rate('POST', id, { rating: 4 }, absentee.cookie);
    expect(absent.statusCode).toBe(403);
    expect(absent.json().message).toBe(FEEDBACK_MESSAGES.notAttended);
    // Never attended anything: not marked, no click.
    const none = await rate('POST', held[1]!.id, { rating: 4 }, clicker.cookie);
    expect(none.statusCode).toBe(403);
  });

  it('409 before the session is held', async () => {
    const res = await rate('POST', upcoming.id, { rating: 5 }, rater.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(FEEDBACK_MESSAGES.notHeld);
  });

  it('400 for a rating outside 1–5, not a whole number, missing, or a comment over 1,000 characters', async () => {
    const id = held[0]!.id;
    for (const rating of [0, 6, 3.5, '4', null, -1]) {
      const res = await rate('POST', id, { rating }, rater.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(FEEDBACK_MESSAGES.rating);
    }
    expect((await rate('POST', id, { comment: 'no rating' }, rater.cookie)).statusCode).toBe(400);
    const long = await rate('POST', id, { rating: 4, comment: 'अ'.repeat(1001) }, rater.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(FEEDBACK_MESSAGES.commentTooLong);
    // Nothing was saved by the refused attempts.
    expect(
      await db.select().from(t.sessionFeedback).where(eq(t.sessionFeedback.studentId, rater.userId)),
    ).toHaveLength(0);
  });
});

describe('rating once, editing for 48 hours', () => {
  it('saves her rating (a 1,000-character comment in Hindi is fine), refuses a second POST with 409', async () => {
    const id = held[0]!.id;
    const before = (
      await ctx.inject({ method: 'GET', url: `/api/sessions/${id}/feedback`, cookie: rater.cookie })
    ).json();
    expect(before.data).toMatchObject({ can_rate: true, mine: null });
    const comment = 'ब'.repeat(1000);
    const res = await rate('POST', id, { rating: 4, comment }, rater.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ rating: 4, comment, editable: true });
    const again = await rate('POST', id, { rating: 5 }, rater.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FEEDBACK_MESSAGES.alreadyRated);
    const after = (
      await ctx.inject({ method: 'GET', url: `/api/sessions/${id}/feedback`, cookie: rater.cookie })
    ).json();
    expect(after.data).toMatchObject({ can_rate: false, mine: { rating: 4, editable: true } });
  });

  it('PUT changes it within 48 hours, 403 after; PUT before rating is 404', async () => {
    const id = held[0]!.id;
    const edit = await rate('PUT', id, { rating: 5, comment: '  Clear and kind.  ' }, rater.cookie);
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ rating: 5, comment: 'Clear and kind.' });
    expect((await rate('PUT', held[1]!.id, { rating: 3 }, rater.cookie)).statusCode).toBe(404);
    await db
      .update(t.sessionFeedback)
      .set({ createdAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(and(eq(t.sessionFeedback.sessionId, id), eq(t.sessionFeedback.studentId, rater.userId)));
    const late = await rate('PUT', id, { rating: 1 }, rater.cookie);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(FEEDBACK_MESSAGES.editClosed);
    const [row] = await db
      .select()
      .from(t.sessionFeedback)
      .where(and(eq(t.sessionFeedback.sessionId, id), eq(t.sessionFeedback.studentId, rater.userId)));
    expect(row!.rating).toBe(5);
  });

  it('a Join click counts as attending when no mark is saved for her; late counts too', async () => {
    expect((await rate('POST', held[0]!.id, { rating: 3 }, clicker.cookie)).statusCode).toBe(201);
    expect(
      (await rate('POST', held[1]!.id, { rating: 4, comment: 'अच्छा सत्र' }, rater.cookie)).statusCode,
    ).toBe(201);
  });
});

describe('what the tutor and the school read', () => {
  it('the tutor reads the average and comments without names; other tutors get 403', async () => {
    const id = held[0]!.id;
    const res = await ctx.inject({
      method: 'GET',
      url: `/api/sessions/${id}/feedback`,
      cookie: tutor.cookie,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const mine = await db.select().from(t.sessionFeedback).where(eq(t.sessionFeedback.sessionId, id));
    const expected = Math.round((mine.reduce((s, r) => s + r.rating, 0) / mine.length) * 10) / 10;
    expect(data.count).toBe(mine.length);
    expect(data.average).toBe(expected);
    expect(data.comments.map((c: { comment: string }) => c.comment)).toContain('Clear and kind.');
    expect(res.body).not.toContain('Ritika');
    expect(res.body).not.toContain('student_id');
    expect(
      (await ctx.inject({ method: 'GET', url: `/api/sessions/${id}/feedback`, cookie: otherTutor.cookie }))
        .statusCode,
    ).toBe(403);
    const list = (
      await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${batchId}/sessions`, cookie: tutor.cookie })
    ).json().data.sessions as { id: number; rating_average: number | null; rating_count: number }[];
    expect(list.find((s) => s.id === id)).toMatchObject({
      rating_average: expected,
      rating_count: mine.length,
    });
    expect(list.find((s) => s.id === upcoming.id)).toMatchObject({ rating_average: null, rating_count: 0 });
  });

  it(`below ${FEEDBACK_LIMITS.minShownToTutor} ratings the tutor learns how many rated, and nothing of what they said`, async () => {
    const sessions = async () =>
      (
        await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${batchId}/sessions`, cookie: tutor.cookie })
      ).json().data.sessions as { id: number; held: boolean; rating_average: number | null; rating_count: number }[];
    const unrated = (await sessions()).filter((s) => s.held && s.rating_count === 0).at(-1)!;
    const summary = async () =>
      (await ctx.inject({ method: 'GET', url: `/api/sessions/${unrated.id}/feedback`, cookie: tutor.cookie })).json()
        .data;
    await db
      .insert(t.sessionFeedback)
      .values({ sessionId: unrated.id, studentId: rater.userId, rating: 1, comment: 'Only I would say this.' });
    expect(await summary()).toEqual({
      session_id: unrated.id,
      average: null,
      count: 1,
      distribution: [0, 0, 0, 0, 0],
      comments: [],
    });
    expect((await sessions()).find((s) => s.id === unrated.id)).toMatchObject({ rating_average: null, rating_count: 1 });
    await db.insert(t.sessionFeedback).values([
      { sessionId: unrated.id, studentId: absentee.userId, rating: 4 },
      { sessionId: unrated.id, studentId: clicker.userId, rating: 4 },
    ]);
    expect(await summary()).toMatchObject({ average: 3, count: 3, distribution: [1, 0, 0, 2, 0] });
    expect((await summary()).comments.map((c: { comment: string }) => c.comment)).toEqual(['Only I would say this.']);
    expect((await sessions()).find((s) => s.id === unrated.id)).toMatchObject({ rating_average: 3, rating_count: 3 });
  });

  it('staff read each session with names, the batch average and each tutor average', async () => {
    for (const cookie of [admin, support]) {
      const res = await ctx.inject({ method: 'GET', url: `/api/staff/batches/${batchId}/feedback`, cookie });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      const first = data.sessions.find((s: { session_id: number }) => s.session_id === held[0]!.id);
      expect(first.entries.map((e: { name: string }) => e.name)).toContain('Ritika Raghunathan');
      const all = await db
        .select({ rating: t.sessionFeedback.rating })
        .from(t.sessionFeedback)
        .innerJoin(t.classSessions, eq(t.classSessions.id, t.sessionFeedback.sessionId))
        .where(eq(t.classSessions.batchId, batchId));
      expect(data.count).toBe(all.length);
      expect(data.average).toBe(Math.round((all.reduce((s, r) => s + r.rating, 0) / all.length) * 10) / 10);
    }
    const overview = await ctx.inject({ method: 'GET', url: '/api/staff/feedback', cookie: support });
    expect(overview.statusCode).toBe(200);
    const { batches, tutors } = overview.json().data;
    expect(batches.find((b: { batch_id: number }) => b.batch_id === batchId).count).toBeGreaterThan(0);
    expect(tutors.find((x: { tutor_id: number }) => x.tutor_id === tutor.tutorId).count).toBeGreaterThan(0);
    expect((await ctx.inject({ method: 'GET', url: '/api/staff/feedback' })).statusCode).toBe(401);
    expect(
      (await ctx.inject({ method: 'GET', url: '/api/staff/feedback', cookie: tutor.cookie })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.inject({ method: 'GET', url: '/api/staff/batches/999999/feedback', cookie: admin }))
        .statusCode,
    ).toBe(404);
  });
});

describe("the back office's attendance table", () => {
  it('shows P / A / L / – per held session and her total, to support and admins; CSV with a BOM', async () => {
    const hindi = await studentIn(batchId, true, 'अनन्या वर्मा');
    await mark(held[0]!.id, hindi.userId, 'late');
    const url = `/api/staff/batches/${batchId}/attendance`;
    for (const cookie of [admin, support])
      expect((await ctx.inject({ method: 'GET', url, cookie })).statusCode).toBe(200);
    const data = (await ctx.inject({ method: 'GET', url, cookie: support })).json().data;
    expect(data.sessions.map((s: { session_id: number }) => s.session_id)).toEqual(held.map((h) => h.id));
    const row = (id: number) => data.students.find((s: { student_id: number }) => s.student_id === id);
    expect(row(rater.userId).marks.slice(0, 2)).toEqual(['present', 'late']);
    expect(row(rater.userId)).toMatchObject({ attended: 2, held: held.length });
    expect(row(absentee.userId).marks[0]).toBe('absent');
    expect(row(hindi.userId).marks.slice(0, 2)).toEqual(['late', null]);
    expect(data.students.some((s: { student_id: number }) => s.student_id === otherStudent.userId)).toBe(
      false,
    );

    const csv = await ctx.inject({ method: 'GET', url: `${url}.csv`, cookie: support });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="attendance-aarohi-evening-batch-12\.csv"/,
    );
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Student,S1 \(\d{4}-\d{2}-\d{2}\),/);
    expect(lines.find((l) => l.startsWith('अनन्या वर्मा,'))).toMatch(/^अनन्या वर्मा,L,–,/);
    expect(lines.find((l) => l.startsWith('Ritika Raghunathan,'))).toMatch(
      new RegExp(`^Ritika Raghunathan,P,L,.*,2,${held.length}$`),
    );

    expect((await ctx.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.inject({ method: 'GET', url, cookie: tutor.cookie })).statusCode).toBe(403);
    expect(
      (await ctx.inject({ method: 'GET', url: '/api/staff/batches/999999/attendance.csv', cookie: admin }))
        .statusCode,
    ).toBe(404);
  });
});

/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * Catching up on a missed session, with the API's clock moved: the recording opened and the check
 * passed by the session's date + 7 days counts (and the certificate follows), on the 8th day it does
 * not; the check's answers stay in the API until she submits; the tutor's roster says Caught up; and
 * two absences in a row flag her and queue one kind note per streak.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { CATCH_UP_MESSAGES, SESSION_MESSAGES, whatsappConsentText } from '@ai-women/contracts';
import { sessionCheck } from '@ai-women/contracts/quiz-bank';
import * as t from '../src/db/schema';
import { atRiskStillDue, queueAtRiskNotes } from '../src/reminders/at-risk';
import type { MailPayloads } from '../src/mail/outbox';
import { createTestContext, DEMO_LOGINS, sessionCookie, type TestContext } from './helpers/context';

let ctx: TestContext;
let db: TestContext['database']['db'];
let tutor: { cookie: string; tutorId: number };
let batchId: number;
let sessionIds: number[];
/** Who misses what: A and B miss 2, 4, 9, 14, 16, 18 (19 of 25 attended); C misses 10 and 11. */
const MISSED_AB = [2, 4, 9, 14, 16, 18];
const MISSED_C = [10, 11];
let a: { cookie: string; userId: number };
let b: { cookie: string; userId: number };
let c: { cookie: string; userId: number };
let other: { cookie: string; userId: number };

/** Session n of the batch is on 2031-03-n, 19:00–20:30 India time. */
const day = (n: number) => `2031-03-${String(n).padStart(2, '0')}`;
/** Moves the API's clock to noon India time of that day. */
const at = (isoDay: string) => {
  ctx.app.deps.clock.offsetMs = new Date(`${isoDay}T12:00:00+05:30`).getTime() - Date.now();
  return ctx.app.deps.clock.now();
};
const sessionId = (no: number) => sessionIds[no - 1]!;

const read = (cookie: string | undefined, no: number) =>
  ctx.inject({ method: 'GET', url: `/api/student/sessions/${sessionId(no)}/catch-up`, cookie });
const submit = (cookie: string | undefined, no: number, payload: object) =>
  ctx.inject({
    method: 'POST',
    url: `/api/student/sessions/${sessionId(no)}/catch-up/attempts`,
    cookie,
    payload,
  });
const openRecording = (cookie: string, no: number) =>
  ctx.inject({ method: 'GET', url: `/api/sessions/${sessionId(no)}/recording`, cookie });

interface Question {
  id: string;
  options: { id: string }[];
}
const bankOf = (no: number) => sessionCheck('everyday', no);
const answers = (questions: Question[], no: number, right: boolean) =>
  questions.map((q) => {
    const correct = bankOf(no).find((x) => x.id === q.id)!.correct;
    return {
      question_id: q.id,
      options: right ? correct : [q.options.find((o) => !correct.includes(o.id))!.id],
    };
  });

async function paidStudentIn(batch: number, fullname: string) {
  const s = await ctx.registerStudent({ fullname });
  await db.update(t.students).set({ paymentStatus: 'completed' }).where(eq(t.students.id, s.userId));
  await db.insert(t.enrolments).values({ studentId: s.userId, batchId: batch });
  return s;
}

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.database.db;
  tutor = await ctx.loginTutor();
  const [course] = await db
    .select({ id: t.courses.id })
    .from(t.courses)
    .where(eq(t.courses.curriculum, 'everyday'))
    .limit(1);
  const [batch] = await db
    .insert(t.batches)
    .values({
      name: 'Catch-up Batch',
      courseId: course!.id,
      status: 'Active',
      timing: 'Mon-Sat 19:00-20:30',
      tutorId: tutor.tutorId,
      startDate: day(1),
    })
    .returning({ id: t.batches.id });
  batchId = batch!.id;
  const rows = await db
    .insert(t.classSessions)
    .values(
      Array.from({ length: 25 }, (_, i) => ({
        batchId,
        sessionNo: i + 1,
        moduleNo: Math.floor(i / 5) + 1,
        date: day(i + 1),
        topic: `Session topic ${i + 1}`,
        recordingUrl: `https://drive.example.com/recording-${i + 1}`,
      })),
    )
    .returning({ id: t.classSessions.id, sessionNo: t.classSessions.sessionNo });
  sessionIds = rows.sort((x, y) => x.sessionNo - y.sessionNo).map((r) => r.id);
  a = await paidStudentIn(batchId, 'Asha Catchup');
  b = await paidStudentIn(batchId, 'Bina Latecomer');
  c = await paidStudentIn(batchId, 'Chitra Away');
  const [otherBatch] = await db
    .insert(t.batches)
    .values({ name: 'Another Batch', courseId: course!.id, status: 'Active', timing: 'Mon-Sat 19:00-20:30' })
    .returning({ id: t.batches.id });
  other = await paidStudentIn(otherBatch!.id, 'Other Batch Student');
  const marks = [a, b, c].flatMap((s) =>
    sessionIds.map((id, i) => {
      const missed = s === c ? MISSED_C : MISSED_AB;
      return { sessionId: id, studentId: s.userId, status: missed.includes(i + 1) ? 'absent' : 'present' };
    }),
  );
  await db.insert(t.sessionAttendance).values(marks);
}, 120_000);
afterAll(() => ctx.close());

describe('who may catch up (the API decides)', () => {
  it('signed out is 401; a tutor, a student of another batch and an unpaid one are 403', async () => {
    at(day(10));
    expect((await read(undefined, 9)).statusCode).toBe(401);
    expect((await submit(undefined, 9, { attempt_no: 1, answers: [] })).statusCode).toBe(401);
    expect((await read(tutor.cookie, 9)).statusCode).toBe(403);
    const res = await read(other.cookie, 9);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SESSION_MESSAGES.notYourSession);
    const unpaid = await ctx.registerStudent({ fullname: 'Unpaid Student' });
    await db.insert(t.enrolments).values({ studentId: unpaid.userId, batchId });
    expect((await read(unpaid.cookie, 9)).json().message).toBe(SESSION_MESSAGES.unpaid);
    expect((await submit(other.cookie, 9, { attempt_no: 1, answers: [] })).statusCode).toBe(403);
  });

  it('a session not held yet is 409; one she attended has nothing to catch up', async () => {
    at(day(10));
    const early = await read(a.cookie, 12);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SESSION_MESSAGES.notHeld);
    const attendedOne = (await read(a.cookie, 3)).json().data;
    expect(attendedOne.state).toBe('attended');
    expect(attendedOne.check.questions).toEqual([]);
    const refused = await submit(a.cookie, 3, { attempt_no: 1, answers: [] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CATCH_UP_MESSAGES.attended);
  });
});

describe('the catch-up rule, by the clock', () => {
  it('the check comes without answers; recording and check on day 3 count, on her progress and her tutor’s roster', async () => {
    const now = at(day(12));
    const first = await read(a.cookie, 9);
    expect(first.statusCode).toBe(200);
    const body = first.json().data;
    expect(body).toMatchObject({
      state: 'open',
      last_day: day(16),
      caught_up_on: null,
      recording_opened_at: null,
    });
    expect(body.check.questions).toHaveLength(3);
    // Nothing before she submits says which options are right, nor why.
    expect(first.body).not.toMatch(/"correct|"explanation/);
    for (const q of bankOf(9)) expect(first.body).not.toContain(JSON.stringify(q.explanation.en));

    // A wrong attempt: not passed, the answers explained now.
    const wrong = await submit(a.cookie, 9, {
      attempt_no: 1,
      answers: answers(body.check.questions, 9, false),
    });
    expect(wrong.json().data).toMatchObject({ passed: false, attempts_left: 2 });
    expect(wrong.json().data.review[0].explanation.en).toBeTruthy();
    // The second attempt in its own order, answered right: passed, but the recording is still unopened.
    const second = (await read(a.cookie, 9)).json().data;
    expect(second.check.next_attempt_no).toBe(2);
    const right = await submit(a.cookie, 9, {
      attempt_no: 2,
      answers: answers(second.check.questions, 9, true),
    });
    expect(right.json().data.passed).toBe(true);
    expect((await read(a.cookie, 9)).json().data).toMatchObject({ state: 'open', caught_up_on: null });

    expect((await openRecording(a.cookie, 9)).statusCode).toBe(302);
    const done = (await read(a.cookie, 9)).json().data;
    expect(done).toMatchObject({ state: 'caught_up', caught_up_on: day(12) });
    // Opened at the API's clock, not the database's: the rule reads its India day.
    expect(new Date(done.recording_opened_at).getTime() - now.getTime()).toBeLessThan(60_000);
    expect(done.check.next_attempt_no).toBeNull();
    // The session page says so, and her progress counts it (19 attended of 25 planned + 1).
    const page = (
      await ctx.inject({ method: 'GET', url: `/api/sessions/${sessionId(9)}`, cookie: a.cookie })
    ).json().data;
    expect(page.catch_up).toEqual({ state: 'caught_up', last_day: day(16), caught_up_on: day(12) });
    const mine = (
      await ctx.inject({ method: 'GET', url: '/api/student/my-sessions', cookie: a.cookie })
    ).json().data;
    expect(mine.progress).toMatchObject({ held: 11, attended: 9, caught_up: 1 });
    // Her tutor's roster: Absent, caught up on the 12th.
    const roster = (
      await ctx.inject({ method: 'GET', url: `/api/sessions/${sessionId(9)}`, cookie: tutor.cookie })
    ).json().data.roster as { student_id: number; status: string; caught_up_on: string | null }[];
    expect(roster.find((r) => r.student_id === a.userId)).toMatchObject({
      status: 'absent',
      caught_up_on: day(12),
    });
    expect(roster.find((r) => r.student_id === b.userId)).toMatchObject({
      status: 'absent',
      caught_up_on: null,
    });
  });

  it('on the 8th day after the session the check is closed, whatever she opens', async () => {
    at(day(17));
    expect((await openRecording(b.cookie, 9)).statusCode).toBe(302);
    const late = (await read(b.cookie, 9)).json().data;
    expect(late).toMatchObject({ state: 'closed', last_day: day(16), caught_up_on: null });
    expect(late.check.questions).toEqual([]);
    const refused = await submit(b.cookie, 9, { attempt_no: 1, answers: [] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CATCH_UP_MESSAGES.closed('Sunday, 16 March 2031'));
    // What was caught up in time stays caught up.
    expect((await read(a.cookie, 9)).json().data.state).toBe('caught_up');
  });

  it('a bad answer is a 400 and stores nothing; a copy of a graded attempt gets the same result', async () => {
    at(day(15));
    const detail = (await read(b.cookie, 14)).json().data;
    const qs = detail.check.questions as Question[];
    const bad = await submit(b.cookie, 14, {
      attempt_no: 1,
      answers: qs.map((q) => ({ question_id: q.id, options: ['z'] })),
    });
    expect(bad.statusCode).toBe(400);
    expect(
      await db.select().from(t.catchUpAttempts).where(eq(t.catchUpAttempts.studentId, b.userId)),
    ).toEqual([]);
    const payload = { attempt_no: 1, answers: answers(qs, 14, false) };
    const [one, two] = await Promise.all([submit(b.cookie, 14, payload), submit(b.cookie, 14, payload)]);
    expect(one.json().data).toEqual(two.json().data);
    expect(
      await db.select().from(t.catchUpAttempts).where(eq(t.catchUpAttempts.studentId, b.userId)),
    ).toHaveLength(1);
  });

  it('at the end: the one who caught up earns the certificate, the one who was late is short by one', async () => {
    at('2031-03-27');
    await db.update(t.batches).set({ status: 'Completed' }).where(eq(t.batches.id, batchId));
    const mineA = (
      await ctx.inject({ method: 'GET', url: '/api/student/certificate', cookie: a.cookie })
    ).json();
    expect(mineA.data.state).toBe('issued');
    const mineB = (
      await ctx.inject({ method: 'GET', url: '/api/student/certificate', cookie: b.cookie })
    ).json();
    expect(mineB.data).toMatchObject({ state: 'not_eligible', attended: 19, short_by: 1, caught_up: [] });
    await db.update(t.batches).set({ status: 'Active' }).where(eq(t.batches.id, batchId));
  });
});

describe('two absences in a row', () => {
  const notes = () =>
    db
      .select()
      .from(t.outbox)
      .where(
        and(
          eq(t.outbox.kind, 'attendance-at-risk'),
          inArray(
            t.outbox.messageId,
            [a, b, c].flatMap((s) => sessionIds.map((id) => `at-risk:${s.userId}:${id}`)),
          ),
        ),
      );

  it('flags her for her tutor and queues one note per streak, however often the job runs', async () => {
    const now = at(day(12));
    const links = { site: 'https://aarohi.example', api: 'https://aarohi.example/api' };
    const progress = (
      await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${batchId}/progress`, cookie: tutor.cookie })
    ).json().data.students as { student_id: number; at_risk: boolean }[];
    expect(progress.find((s) => s.student_id === c.userId)!.at_risk).toBe(true);
    expect(progress.find((s) => s.student_id === a.userId)!.at_risk).toBe(false);

    // She agreed on her profile to WhatsApp messages, in the words that name this note.
    const [her] = await db.select({ phone: t.students.phoneNumber }).from(t.students).where(eq(t.students.id, c.userId));
    await db.update(t.students).set({ whatsappReminders: true }).where(eq(t.students.id, c.userId));
    await db.insert(t.whatsappConsents).values({
      studentId: c.userId,
      granted: true,
      phoneNumber: her!.phone,
      source: 'profile',
      wording: whatsappConsentText('en', her!.phone),
    });
    await Promise.all([queueAtRiskNotes(db, now, links), queueAtRiskNotes(db, now, links)]);
    await queueAtRiskNotes(db, now, links);
    const whatsapp = await db.select().from(t.whatsappMessages).where(eq(t.whatsappMessages.studentId, c.userId));
    expect(whatsapp.map((m) => [m.template, m.messageId, m.params])).toEqual([
      [
        'missed_class',
        `wa:at-risk:${c.userId}:${sessionId(10)}`,
        ['Chitra', '10 and 11', 'https://aarohi.example/sessions/11/catch-up'],
      ],
    ]);
    const rows = await notes();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.messageId).toBe(`at-risk:${c.userId}:${sessionId(10)}`);
    const payload = rows[0]!.payload as { sessions: { sessionNo: number; catchUpUrl: string }[] };
    expect(payload.sessions.map((s) => s.sessionNo)).toEqual([10, 11]);
    expect(payload.sessions[0]!.catchUpUrl).toBe('https://aarohi.example/sessions/10/catch-up');
    // Still due while the streak lasts (the sender checks again before sending).
    expect(await atRiskStillDue(db, rows[0]!.payload as MailPayloads['attendance-at-risk'], now)).toBeNull();
    const notices = await db
      .select()
      .from(t.studentNotifications)
      .where(eq(t.studentNotifications.studentId, c.userId));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toBe('We missed you at Sessions 10 and 11');
  });

  it('the flag lifts when she catches up, and a later streak is a new note', async () => {
    at(day(13));
    const detail = (await read(c.cookie, 11)).json().data;
    await openRecording(c.cookie, 11);
    await submit(c.cookie, 11, { attempt_no: 1, answers: answers(detail.check.questions, 11, true) });
    const progress = (
      await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${batchId}/progress`, cookie: tutor.cookie })
    ).json().data.students as { student_id: number; at_risk: boolean }[];
    expect(progress.find((s) => s.student_id === c.userId)!.at_risk).toBe(false);
    // A note still queued for that streak is not sent now.
    const [queued] = await notes();
    expect(
      await atRiskStillDue(
        db,
        queued!.payload as MailPayloads['attendance-at-risk'],
        ctx.app.deps.clock.now(),
      ),
    ).toBe('she attended or caught up since');

    // Absent at 20 and 21 after that: a second streak, a second note.
    await db
      .update(t.sessionAttendance)
      .set({ status: 'absent' })
      .where(
        and(
          eq(t.sessionAttendance.studentId, c.userId),
          inArray(t.sessionAttendance.sessionId, [sessionId(20), sessionId(21)]),
        ),
      );
    const now = at(day(22));
    await queueAtRiskNotes(db, now, { site: 'https://aarohi.example', api: 'https://aarohi.example/api' });
    expect((await notes()).map((r) => r.messageId).sort()).toEqual(
      [`at-risk:${c.userId}:${sessionId(10)}`, `at-risk:${c.userId}:${sessionId(20)}`].sort(),
    );
  });
});

describe("the back office's report of the batch", () => {
  const staff = async (who: { email: string; password: string }) =>
    sessionCookie(
      await ctx.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { email: who.email, password: who.password },
      }),
    );

  it('per student: sessions that count, catch-ups, at risk and best quiz scores; the CSV says the same', async () => {
    at(day(22));
    const admin = await staff(DEMO_LOGINS.admin);
    const res = await ctx.inject({
      method: 'GET',
      url: `/api/staff/batches/${batchId}/learning`,
      cookie: admin,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ held: 21, pass_percent: 70, caught_up_sessions: 2, at_risk_students: 1 });
    const row = (id: number) => data.rows.find((r: { student_id: number }) => r.student_id === id);
    expect(row(a.userId)).toMatchObject({ caught_up: [{ session_no: 9, on: day(12) }], at_risk: false });
    expect(row(c.userId)).toMatchObject({ caught_up: [{ session_no: 11, on: day(13) }], at_risk: true });
    expect(row(a.userId).quizzes).toHaveLength(5);
    expect(data.modules[0]).toMatchObject({
      module_no: 1,
      passed: 0,
      attempted: 0,
      students: data.rows.length,
    });

    const csv = await ctx.inject({
      method: 'GET',
      url: `/api/staff/batches/${batchId}/learning.csv`,
      cookie: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="aarohi-learning-catch-up-batch.csv"',
    );
    expect(
      csv.body.startsWith(
        '\uFEFFStudent,Sessions that count,Sessions held,Practice done,Practice sent,Caught up (session: day),At risk,',
      ),
    ).toBe(true);
    expect(csv.body).toContain(`Chitra Away,`);
    expect(csv.body).toContain(`11: ${day(13)},yes`);

    // Support reads it too; a tutor or a student does not, and signed out is 401.
    expect(
      (
        await ctx.inject({
          method: 'GET',
          url: `/api/staff/batches/${batchId}/learning`,
          cookie: await staff(DEMO_LOGINS.support),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await ctx.inject({
          method: 'GET',
          url: `/api/staff/batches/${batchId}/learning`,
          cookie: tutor.cookie,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.inject({
          method: 'GET',
          url: `/api/staff/batches/${batchId}/learning.csv`,
          cookie: a.cookie,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.inject({ method: 'GET', url: `/api/staff/batches/${batchId}/learning` })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.inject({ method: 'GET', url: '/api/staff/batches/999999/learning', cookie: admin }))
        .statusCode,
    ).toBe(404);
  });
});

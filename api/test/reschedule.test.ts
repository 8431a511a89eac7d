/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * Moving one session: staff and the batch's own tutor through the same rules, and everything that
 * follows the new time (session pages, lists, Join, held, the calendar feed, notices and mails).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { RESCHEDULE_LIMITS, RESCHEDULE_MESSAGES } from '@ai-women/contracts';
import * as t from '../src/db/schema';
import { addDays, todayIso } from '../src/lib/schedule';
import { renderMail } from '../src/mail/templates';
import type { MailPayloads } from '../src/mail/outbox';
import { queueDueReminders, reminderStillDue } from '../src/reminders/service';
import { createTestContext, sessionCookie, DEMO_LOGINS, type TestContext } from './helpers/context';

let ctx: TestContext;
let db: TestContext['database']['db'];
let tutor: { cookie: string; tutorId: number };
let otherTutor: { cookie: string; tutorId: number };
let student: { cookie: string; userId: number };
let admin: string;
let support: string;
let batchId: number;
let sessions: (typeof t.classSessions.$inferSelect)[];

const LINKS = {
  site: 'https://aarohi.example',
  tutorPortal: 'https://aarohi.example',
  contactEmail: 'help@aarohi.example',
};
const MIN = 60_000;

async function loginStaff(email: string, password: string) {
  return sessionCookie(
    await ctx.inject({ method: 'POST', url: '/api/staff/login', payload: { email, password } }),
  );
}

const move = (id: number, payload: unknown, cookie?: string, staff = false) =>
  ctx.inject({
    method: 'PUT',
    url: staff ? `/api/staff/sessions/${id}/schedule` : `/api/sessions/${id}/schedule`,
    payload: payload as Record<string, unknown>,
    cookie,
  });

/** The API's clock at `at` (the tests move it, never the machine's). */
const setClock = (at: Date) => {
  ctx.app.deps.clock.offsetMs = at.getTime() - Date.now();
};

/** An upcoming session of the batch whose day is at least `days` away, by its number. */
const upcomingNo = (days: number, skip = 0) =>
  sessions.filter((s) => s.date >= addDays(todayIso(), days))[skip]!;

/** A new paid student of the batch who reads the product in Hindi. */
async function enrolHindiStudent() {
  const hindi = await ctx.registerStudent();
  await db
    .update(t.students)
    .set({ paymentStatus: 'completed', language: 'hi' })
    .where(eq(t.students.id, hindi.userId));
  await db.insert(t.enrolments).values({ studentId: hindi.userId, batchId });
  return hindi;
}

function calendarEvent(text: string, summaryStart: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  for (const z of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(z);
  const v = cal
    .getAllSubcomponents('vevent')
    .find((e) => String(e.getFirstPropertyValue('summary')).startsWith(summaryStart))!;
  const e = new ICAL.Event(v);
  return {
    start: e.startDate.toJSDate().toISOString(),
    end: e.endDate.toJSDate().toISOString(),
    sequence: Number(v.getFirstPropertyValue('sequence') ?? 0),
    lastModified: v.getFirstPropertyValue('last-modified')
      ? String(v.getFirstPropertyValue('last-modified'))
      : null,
  };
}

beforeAll(async () => {
  ctx = await createTestContext({ SITE_URL: 'https://aarohi.example' });
  db = ctx.database.db;
  tutor = await ctx.loginTutor();
  otherTutor = await ctx.registerTutor();
  student = await ctx.loginStudent();
  admin = await loginStaff(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  support = await loginStaff(DEMO_LOGINS.support.email, DEMO_LOGINS.support.password);
  const [batch] = await db.select().from(t.batches).where(eq(t.batches.name, 'Aarohi Evening Batch 12'));
  batchId = batch!.id;
  sessions = await db
    .select()
    .from(t.classSessions)
    .where(eq(t.classSessions.batchId, batchId))
    .orderBy(asc(t.classSessions.sessionNo));
}, 120_000);

afterEach(() => {
  ctx.app.deps.clock.offsetMs = 0;
});

afterAll(async () => {
  await ctx?.close();
});

describe('who may move a session', () => {
  it('401 signed out, 403 for a student, another tutor (before her body is read) and support staff', async () => {
    const s = upcomingNo(3);
    const body = { date: addDays(s.date, 1), time: '17:00', reason: 'Tutor unwell' };
    expect((await move(s.id, body)).statusCode).toBe(401);
    expect((await move(s.id, body, undefined, true)).statusCode).toBe(401);
    expect((await move(s.id, body, student.cookie)).statusCode).toBe(403);
    const other = await move(s.id, { date: 'nonsense' }, otherTutor.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, message: RESCHEDULE_MESSAGES.notYourBatch });
    expect((await move(s.id, body, support, true)).statusCode).toBe(403);
    // The staff route is not a back door for tutors, nor the tutor route for staff.
    expect((await move(s.id, body, tutor.cookie, true)).statusCode).toBe(403);
    expect((await move(s.id, body, admin)).statusCode).toBe(403);
    const [after] = await db.select().from(t.classSessions).where(eq(t.classSessions.id, s.id));
    expect(after!.startsAt).toBeNull();
    expect(after!.moveCount).toBe(0);
  });
});

describe('bad input is a 400 with a clear message, never a 500', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no date', { date: '', time: '17:00', reason: 'Tutor unwell' }, RESCHEDULE_MESSAGES.dateRequired],
    [
      '30 February',
      { date: '2027-02-30', time: '17:00', reason: 'Tutor unwell' },
      RESCHEDULE_MESSAGES.dateInvalid,
    ],
    [
      'month 13',
      { date: '2027-13-01', time: '17:00', reason: 'Tutor unwell' },
      RESCHEDULE_MESSAGES.dateInvalid,
    ],
    [
      'a word for a date',
      { date: 'tomorrow', time: '17:00', reason: 'Tutor unwell' },
      RESCHEDULE_MESSAGES.dateInvalid,
    ],
    [
      '25 o’clock',
      { date: '2027-01-05', time: '25:00', reason: 'Tutor unwell' },
      RESCHEDULE_MESSAGES.timeInvalid,
    ],
    [
      '7 pm in words',
      { date: '2027-01-05', time: '7pm', reason: 'Tutor unwell' },
      RESCHEDULE_MESSAGES.timeInvalid,
    ],
    ['no reason', { date: '2027-01-05', time: '17:00', reason: '   ' }, RESCHEDULE_MESSAGES.reasonRequired],
    [
      'a short reason',
      { date: '2027-01-05', time: '17:00', reason: 'ok' },
      RESCHEDULE_MESSAGES.reasonTooShort,
    ],
    [
      'a long reason',
      { date: '2027-01-05', time: '17:00', reason: 'x'.repeat(RESCHEDULE_LIMITS.reasonMax + 1) },
      RESCHEDULE_MESSAGES.reasonTooLong,
    ],
    [
      'a number for a date',
      { date: 20270105, time: '17:00', reason: 'Tutor unwell' },
      RESCHEDULE_MESSAGES.dateInvalid,
    ],
    ['a missing time', { date: '2027-01-05', reason: 'Tutor unwell' }, RESCHEDULE_MESSAGES.timeRequired],
  ];
  it.each(cases)('%s', async (_name, body, message) => {
    const s = upcomingNo(3);
    for (const [cookie, staff] of [
      [tutor.cookie, false],
      [admin, true],
    ] as const) {
      const res = await move(s.id, body, cookie, staff);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
  });

  it('refuses a start in the past, before the batch, too far after its end, or the same time', async () => {
    const s = upcomingNo(3);
    const last = sessions[sessions.length - 1]!.date;
    const [batch] = await db.select().from(t.batches).where(eq(t.batches.id, batchId));
    const expectations: [Record<string, unknown>, string][] = [
      [{ date: addDays(todayIso(), -1), time: '19:00', reason: 'Tutor unwell' }, RESCHEDULE_MESSAGES.inPast],
      [
        { date: addDays(batch!.startDate!, -1), time: '19:00', reason: 'Tutor unwell' },
        RESCHEDULE_MESSAGES.inPast,
      ],
      [
        {
          date: addDays(last, RESCHEDULE_LIMITS.maxDaysAfterLastSession + 1),
          time: '19:00',
          reason: 'Tutor unwell',
        },
        RESCHEDULE_MESSAGES.tooLate,
      ],
      [{ date: s.date, time: '19:00', reason: 'Tutor unwell' }, RESCHEDULE_MESSAGES.unchanged],
    ];
    for (const [body, message] of expectations) {
      const res = await move(s.id, body, tutor.cookie);
      expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status: 400, body: { message } });
    }
    // The last allowed day is accepted by the rules (then moved back by staff, which the rules also allow).
    setClock(new Date(`${addDays(batch!.startDate!, -3)}T12:00:00+05:30`));
    const early = await move(
      s.id,
      { date: addDays(batch!.startDate!, -1), time: '19:00', reason: 'Tutor unwell' },
      tutor.cookie,
    );
    expect(early.json()).toMatchObject({ message: RESCHEDULE_MESSAGES.beforeBatch });
  });

  it('409 for a session already held or already under way', async () => {
    const held = sessions.find((s) => s.date < todayIso())!;
    const res = await move(
      held.id,
      { date: addDays(todayIso(), 2), time: '19:00', reason: 'Tutor unwell' },
      admin,
      true,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RESCHEDULE_MESSAGES.held);
    const s = upcomingNo(3);
    setClock(new Date(`${s.date}T19:10:00+05:30`));
    const running = await move(
      s.id,
      { date: addDays(s.date, 1), time: '19:00', reason: 'Tutor unwell' },
      tutor.cookie,
    );
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe(RESCHEDULE_MESSAGES.started);
  });
});

describe('the tutor moves a session of her batch', () => {
  let s: typeof t.classSessions.$inferSelect;
  let newDate: string;
  const newStartUtc = () => `${newDate}T11:30:00.000Z`; // 17:00 IST
  const newEndUtc = () => `${newDate}T13:00:00.000Z`; // 90 minutes later, as before
  const oldStartUtc = () => `${s.date}T13:30:00.000Z`; // 19:00 IST, from the batch's timing

  beforeAll(async () => {
    s = upcomingNo(3, 1);
    newDate = addDays(s.date, 1);
    const [prior] = await db.select({ id: t.outbox.id }).from(t.outbox).orderBy(desc(t.outbox.id)).limit(1);
    const res = await move(
      s.id,
      { date: newDate, time: '17:00', reason: '  Tutor has a  medical appointment ' },
      tutor.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: RESCHEDULE_MESSAGES.moved,
      data: {
        session_id: s.id,
        session_no: s.sessionNo,
        date: newDate,
        starts_at: newStartUtc(),
        ends_at: newEndUtc(),
        previous_starts_at: oldStartUtc(),
        previous_ends_at: `${s.date}T15:00:00.000Z`,
        moved_from_date: s.date,
        notified: expect.any(Number),
      },
    });
    expect(res.json().data.notified).toBeGreaterThanOrEqual(1);
    priorOutbox = prior?.id ?? 0;
  });
  let priorOutbox = 0;

  it('her session page, her list and her dashboard show the new time and where it moved from', async () => {
    const page = (
      await ctx.inject({
        method: 'GET',
        url: `/api/student/my-sessions/${s.sessionNo}`,
        cookie: student.cookie,
      })
    ).json().data;
    expect(page).toMatchObject({
      date: newDate,
      starts_at: newStartUtc(),
      ends_at: newEndUtc(),
      moved_from_date: s.date,
      held: false,
    });
    const list = (
      await ctx.inject({ method: 'GET', url: '/api/student/my-sessions', cookie: student.cookie })
    ).json().data.sessions;
    expect(list.find((x: { id: number }) => x.id === s.id)).toMatchObject({
      date: newDate,
      starts_at: newStartUtc(),
      moved_from_date: s.date,
    });
    const untouched = list.find((x: { id: number }) => x.id === sessions[0]!.id);
    expect(untouched).toMatchObject({
      starts_at: `${sessions[0]!.date}T13:30:00.000Z`,
      moved_from_date: null,
    });
    const dash = (
      await ctx.inject({
        method: 'GET',
        url: `/api/student/sessions/${student.userId}`,
        cookie: student.cookie,
      })
    ).json().sessions;
    expect(dash.find((x: { session_id: number }) => x.session_id === s.id)).toMatchObject({
      date: newDate,
      starts_at: newStartUtc(),
      ends_at: newEndUtc(),
      moved_from_date: s.date,
    });
  });

  it("the tutor's batch list and session page follow too", async () => {
    const list = (
      await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${batchId}/sessions`, cookie: tutor.cookie })
    ).json().data.sessions;
    expect(list.find((x: { id: number }) => x.id === s.id)).toMatchObject({
      date: newDate,
      starts_at: newStartUtc(),
    });
    const page = (
      await ctx.inject({ method: 'GET', url: `/api/sessions/${s.id}`, cookie: tutor.cookie })
    ).json().data;
    expect(page).toMatchObject({ starts_at: newStartUtc(), moved_from_date: s.date });
  });

  it('Join opens 15 minutes before the new start and closes at the new end', async () => {
    const join = () =>
      ctx.inject({
        method: 'GET',
        url: `/api/sessions/${s.id}/join`,
        cookie: student.cookie,
        headers: { accept: 'application/json' },
      });
    // At the old time it is not open (the class is not then any more).
    setClock(new Date(new Date(oldStartUtc()).getTime() + 5 * MIN));
    const atOld = await join();
    expect(atOld.statusCode).toBe(409);
    expect(atOld.json()).toMatchObject({
      opens_at: new Date(new Date(newStartUtc()).getTime() - 15 * MIN).toISOString(),
      closes_at: newEndUtc(),
    });
    setClock(new Date(new Date(newStartUtc()).getTime() - 16 * MIN));
    expect((await join()).statusCode).toBe(409);
    setClock(new Date(new Date(newStartUtc()).getTime() - 14 * MIN));
    expect((await join()).statusCode).toBe(302);
    setClock(new Date(new Date(newEndUtc()).getTime() + MIN));
    expect((await join()).json().message).toMatch(/has ended/);
  });

  it('is held only once the new end has passed', async () => {
    const heldNow = async () =>
      (await ctx.inject({ method: 'GET', url: `/api/sessions/${s.id}`, cookie: tutor.cookie })).json().data
        .held;
    setClock(new Date(new Date(`${s.date}T15:00:00.000Z`).getTime() + 60 * MIN));
    expect(await heldNow()).toBe(false);
    setClock(new Date(new Date(newEndUtc()).getTime() + MIN));
    expect(await heldNow()).toBe(true);
  });

  it('the calendar feed has the event at the new time with a higher SEQUENCE and LAST-MODIFIED', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/student/calendar.ics', cookie: student.cookie });
    const e = calendarEvent(res.body, `Session ${s.sessionNo}:`);
    expect(e).toMatchObject({ start: newStartUtc(), end: newEndUtc(), sequence: 1 });
    expect(e.lastModified).not.toBeNull();
    const untouched = calendarEvent(res.body, `Session ${sessions[0]!.sessionNo}:`);
    expect(untouched).toMatchObject({ sequence: 0, lastModified: null });
  });

  it('every student of the batch gets a notification and a mail with the old and new time and the reason', async () => {
    const roster = await db
      .select({ id: t.enrolments.studentId })
      .from(t.enrolments)
      .where(and(eq(t.enrolments.batchId, batchId), eq(t.enrolments.cancelled, false)));
    const notes = await db
      .select()
      .from(t.studentNotifications)
      .where(eq(t.studentNotifications.title, `Session ${s.sessionNo} has moved`));
    expect(notes.map((n) => n.studentId).sort()).toEqual(roster.map((r) => r.id).sort());
    const mine = notes.find((n) => n.studentId === student.userId)!;
    expect(mine.message).toContain('7:00 pm IST');
    expect(mine.message).toContain('5:00 pm IST');
    expect(mine.message).toContain('Reason: Tutor has a medical appointment');
    const mails = (await db.select().from(t.outbox).where(eq(t.outbox.kind, 'session-moved'))).filter(
      (m) => m.id > priorOutbox,
    );
    expect(mails).toHaveLength(roster.length);
    const payload = mails.find((m) => m.toAddress === DEMO_LOGINS.student.email)!
      .payload as unknown as MailPayloads['session-moved'];
    expect(payload).toMatchObject({
      fromStart: oldStartUtc(),
      toStart: newStartUtc(),
      toEnd: newEndUtc(),
      reason: 'Tutor has a medical appointment',
      batchId,
    });
    const mail = renderMail('session-moved', payload, LINKS);
    expect(mail.subject).toBe(`Session ${s.sessionNo} has moved — Aarohi Evening Batch 12`);
    expect(mail.text).toContain('7:00 pm IST');
    expect(mail.text).toContain('5:00 pm IST');
    expect(mail.text).toContain('> Tutor has a medical appointment');
    expect(mail.text).toContain(`https://aarohi.example/sessions/${s.sessionNo}`);
    // As sent: the batch's timetable as it now stands rides along, with the session at its new time.
    const row = mails.find((m) => m.toAddress === DEMO_LOGINS.student.email)!;
    const message = await ctx.app.deps.mail.compose(row);
    const ics = message.attachments?.find((a) => String(a.filename).endsWith('.ics'));
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    expect(calendarEvent(String(ics!.content), `Session ${s.sessionNo}:`)).toMatchObject({
      start: newStartUtc(),
      sequence: 1,
    });
  });

  it('is recorded with who moved it, and in the audit log with the tutor as the one who did it', async () => {
    const moves = await db.select().from(t.sessionMoves).where(eq(t.sessionMoves.sessionId, s.id));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      movedByTutor: tutor.tutorId,
      movedByStaff: null,
      reason: 'Tutor has a medical appointment',
    });
    // She moved it herself: no notification to her about it.
    const told = await db
      .select()
      .from(t.tutorNotifications)
      .where(eq(t.tutorNotifications.tutorId, tutor.tutorId));
    expect(told.filter((n) => n.title === `Session ${s.sessionNo} has moved`)).toHaveLength(0);
    const audits = (
      await db
        .select()
        .from(t.auditLog)
        .where(eq(t.auditLog.entityId, String(s.id)))
    ).filter((a) => a.action === 'session.reschedule');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      staffId: null,
      tutorId: tutor.tutorId,
      entity: 'class_session',
      before: { date: s.date, starts_at: `${s.date}T13:30:00.000Z` },
      after: { starts_at: newStartUtc(), reason: 'Tutor has a medical appointment' },
    });
    // The back office's audit view names her, as a tutor, and no staff member.
    const res = await ctx.inject({
      method: 'GET',
      url: '/api/staff/audit?entity=class_session',
      cookie: admin,
    });
    expect(res.statusCode).toBe(200);
    const shown = (
      res.json().data as {
        audit_id: number;
        staff: unknown;
        tutor: { tutor_id: number; name: string } | null;
      }[]
    ).find((e) => e.audit_id === audits[0]!.id);
    expect(shown).toMatchObject({
      staff: null,
      tutor: { tutor_id: tutor.tutorId, name: expect.any(String) as string },
      action: 'session.reschedule',
    });
    expect(shown!.tutor!.name.length).toBeGreaterThan(0);
  });
});

describe("the back office's timetable of a batch", () => {
  it('lists every session with its start, end, held and moved-from day, to staff only', async () => {
    const url = `/api/staff/batches/${batchId}/sessions`;
    expect((await ctx.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.inject({ method: 'GET', url, cookie: tutor.cookie })).statusCode).toBe(403);
    const res = await ctx.inject({ method: 'GET', url, cookie: support });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.sessions as {
      id: number;
      held: boolean;
      starts_at: string;
      moved_from_date: string | null;
    }[];
    expect(list).toHaveLength(25);
    expect(list[0]).toMatchObject({
      held: true,
      starts_at: `${sessions[0]!.date}T13:30:00.000Z`,
      moved_from_date: null,
    });
    const moved = list.find((x) => x.moved_from_date !== null)!;
    const [row] = await db.select().from(t.classSessions).where(eq(t.classSessions.id, moved.id));
    expect(moved.starts_at).toBe(row!.startsAt!.toISOString());
    expect(
      (await ctx.inject({ method: 'GET', url: '/api/staff/batches/999999/sessions', cookie: admin }))
        .statusCode,
    ).toBe(404);
  });
});

describe('staff move a session', () => {
  it('moves it through the same rules, audited, and a Hindi-speaking student reads it in Hindi', async () => {
    const s = upcomingNo(3, 2);
    const hindi = await enrolHindiStudent();
    const newDate = addDays(s.date, 2);
    const res = await move(s.id, { date: newDate, time: '18:30', reason: 'Festival holiday' }, admin, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      starts_at: `${newDate}T13:00:00.000Z`,
      ends_at: `${newDate}T14:30:00.000Z`,
    });
    const [entry] = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'session.reschedule'), eq(t.auditLog.entityId, String(s.id))));
    expect(entry).toMatchObject({
      entity: 'class_session',
      before: { date: s.date, starts_at: `${s.date}T13:30:00.000Z`, ends_at: `${s.date}T15:00:00.000Z` },
      after: {
        date: newDate,
        starts_at: `${newDate}T13:00:00.000Z`,
        ends_at: `${newDate}T14:30:00.000Z`,
        reason: 'Festival holiday',
      },
    });
    // The batch's tutor is told of a staff move.
    const [tutorNote] = await db
      .select()
      .from(t.tutorNotifications)
      .where(eq(t.tutorNotifications.tutorId, tutor.tutorId))
      .orderBy(desc(t.tutorNotifications.id))
      .limit(1);
    expect(tutorNote).toMatchObject({ title: `Session ${s.sessionNo} has moved` });
    expect(tutorNote!.message).toContain('6:30 pm IST. Reason: Festival holiday');
    const [hiNote] = await db
      .select()
      .from(t.studentNotifications)
      .where(eq(t.studentNotifications.studentId, hindi.userId))
      .orderBy(desc(t.studentNotifications.id))
      .limit(1);
    expect(hiNote!.title).toBe(`सेशन ${s.sessionNo} का समय बदला`);
    expect(hiNote!.message).toMatch(/अब .* होगा। पहले यह .* था। कारण: Festival holiday$/);
    const [hiMail] = await db
      .select()
      .from(t.outbox)
      .where(
        and(
          eq(t.outbox.kind, 'session-moved'),
          eq(
            t.outbox.toAddress,
            (
              await db.select({ e: t.students.email }).from(t.students).where(eq(t.students.id, hindi.userId))
            )[0]!.e,
          ),
        ),
      );
    const rendered = renderMail(
      'session-moved',
      hiMail!.payload as unknown as MailPayloads['session-moved'],
      LINKS,
    );
    expect(rendered.html).toContain('<html lang="hi">');
    expect(rendered.subject).toContain(`सेशन ${s.sessionNo} का समय बदला`);

    // Moved again: the calendar's SEQUENCE keeps rising, "moved from" stays the first planned day.
    const again = await move(
      s.id,
      { date: addDays(s.date, 3), time: '19:00', reason: 'Festival holiday, one more day' },
      admin,
      true,
    );
    expect(again.json().data.moved_from_date).toBe(s.date);
    const ics = await ctx.inject({ method: 'GET', url: '/api/student/calendar.ics', cookie: student.cookie });
    expect(calendarEvent(ics.body, `Session ${s.sessionNo}:`)).toMatchObject({
      start: `${addDays(s.date, 3)}T13:30:00.000Z`,
      sequence: 2,
    });
  });
});

describe('reminders follow a moved session', () => {
  it('the reminder queued for the old time is dropped; the new time gets its own reminder the evening before', async () => {
    const s = upcomingNo(4, 3);
    const links = { site: 'https://aarohi.example', api: 'https://api.aarohi.example' };
    const oldStart = new Date(`${s.date}T19:00:00+05:30`);
    // 18:30 IST the evening before: the old time's reminder is queued.
    const eveningBefore = new Date(`${addDays(s.date, -1)}T18:30:00+05:30`);
    await queueDueReminders(db, eveningBefore, links);
    const queued = (await db.select().from(t.outbox).where(eq(t.outbox.kind, 'session-reminder')))
      .map((m) => m.payload as unknown as MailPayloads['session-reminder'])
      .find((p) => p.sessionId === s.id && p.studentId === student.userId)!;
    expect(queued.startsAt).toBe(oldStart.toISOString());
    expect(await reminderStillDue(db, queued, eveningBefore)).toBeNull();

    setClock(new Date(eveningBefore.getTime() + 5 * MIN));
    const newDate = addDays(s.date, 2);
    const res = await move(s.id, { date: newDate, time: '18:00', reason: 'Tutor travelling' }, tutor.cookie);
    expect(res.statusCode).toBe(200);
    expect(await reminderStillDue(db, queued, new Date(eveningBefore.getTime() + 10 * MIN))).toBe(
      'the session was moved to another time',
    );
    await queueDueReminders(db, new Date(`${addDays(newDate, -1)}T18:30:00+05:30`), links);
    const fresh = (
      await db.select().from(t.outbox).where(eq(t.outbox.kind, 'session-reminder')).orderBy(t.outbox.id)
    )
      .map((m) => m.payload as unknown as MailPayloads['session-reminder'])
      .filter((p) => p.sessionId === s.id && p.studentId === student.userId);
    expect(fresh.map((p) => p.startsAt)).toEqual([oldStart.toISOString(), `${newDate}T12:30:00.000Z`]);
  });

  it('a move withdraws her notices of the old time (reminder, earlier move) and tells her the new one in her language', async () => {
    const s = upcomingNo(4, 5);
    const links = { site: 'https://aarohi.example', api: 'https://api.aarohi.example' };
    const hindi = await enrolHindiStudent();
    const aboutIt = async (studentId: number) =>
      (
        await db
          .select()
          .from(t.studentNotifications)
          .where(eq(t.studentNotifications.studentId, studentId))
          .orderBy(asc(t.studentNotifications.id))
      ).filter(
        (n) => n.title.includes(`Session ${s.sessionNo} `) || n.title.includes(`सेशन ${s.sessionNo} `),
      );
    // Her list as the student area shows it (reminders are queued here by a direct call, not a
    // request, so the read cache is emptied as a write request would).
    const listed = async () => {
      ctx.app.deps.readCache.invalidate();
      const res = await ctx.inject({
        method: 'GET',
        url: `/api/student/notifications/${student.userId}`,
        cookie: student.cookie,
      });
      return (res.json().data as { title: string; message: string }[]).filter((n) =>
        n.title.includes(`Session ${s.sessionNo} `),
      );
    };

    // The evening before: both get the reminder of the planned 7:00 pm.
    const eveningBefore = new Date(`${addDays(s.date, -1)}T18:30:00+05:30`);
    await queueDueReminders(db, eveningBefore, links);
    expect((await listed()).map((n) => n.title)).toEqual([`Tomorrow: Session ${s.sessionNo} — ${s.topic}`]);
    expect(await aboutIt(hindi.userId)).toHaveLength(1);

    setClock(new Date(eveningBefore.getTime() + 5 * MIN));
    const firstDate = addDays(s.date, 2);
    expect(
      (await move(s.id, { date: firstDate, time: '18:00', reason: 'Tutor travelling' }, tutor.cookie))
        .statusCode,
    ).toBe(200);
    // The reminder of the old time is gone; the notice of the move says old and new time.
    let mine = await listed();
    expect(mine).toHaveLength(1);
    expect(mine[0]!.title).toBe(`Session ${s.sessionNo} has moved`);
    expect(mine[0]!.message).toContain('7:00 pm IST to ');
    expect(mine[0]!.message).toContain('6:00 pm IST. Reason: Tutor travelling');
    const hi = await aboutIt(hindi.userId);
    expect(hi.map((n) => n.title)).toEqual([`सेशन ${s.sessionNo} का समय बदला`]);
    expect(hi[0]!.sessionId).toBe(s.id);

    // The evening before the new day: the reminder names the new time.
    await queueDueReminders(db, new Date(`${addDays(firstDate, -1)}T18:30:00+05:30`), links);
    mine = await listed();
    // Newest first, as her list shows them.
    expect(mine.map((n) => n.title)).toEqual([
      `Tomorrow: Session ${s.sessionNo} — ${s.topic}`,
      `Session ${s.sessionNo} has moved`,
    ]);
    expect(mine[0]!.message).toContain('at 6:00 PM India time');

    // Moved once more: that reminder and the first move's notice (both of 6:00 pm) go; one notice is left.
    setClock(new Date(`${addDays(firstDate, -1)}T18:40:00+05:30`));
    expect(
      (await move(s.id, { date: addDays(firstDate, 1), time: '17:30', reason: 'Hall booked' }, admin, true))
        .statusCode,
    ).toBe(200);
    mine = await listed();
    expect(mine).toHaveLength(1);
    expect(mine[0]!.message).toContain('6:00 pm IST to ');
    expect(mine[0]!.message).toContain('5:30 pm IST. Reason: Hall booked');
    const hiAgain = await aboutIt(hindi.userId);
    expect(hiAgain).toHaveLength(1);
    expect(hiAgain[0]!.message).toMatch(/कारण: Hall booked$/);
    // Notices of other sessions and other notices are untouched.
    const others = await db
      .select()
      .from(t.studentNotifications)
      .where(eq(t.studentNotifications.studentId, student.userId));
    expect(others.length).toBeGreaterThan(mine.length);
  });
});

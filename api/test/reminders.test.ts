/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(180_000);
/**
 * Session reminders: due at 18:00 India time the evening before, one mail and one notification per
 * paid, enrolled student with reminders on, once, whoever ticks and however often: two API
 * instances on one PostgreSQL racing (DATABASE_URL only), a restarted app, a failing send retried.
 */
import path from 'node:path';
import crypto from 'node:crypto';
import { and, eq, gt, inArray, like, sql } from 'drizzle-orm';
import { createTestContext, uniqueMobile, type TestContext } from './helpers/context';
import * as t from '../src/db/schema';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { MailSender } from '../src/mail/sender';
import { platformMailKinds } from '../src/plugins/mail-kinds';
import { renderMail } from '../src/mail/templates';
import type { MailPayloads } from '../src/mail/outbox';
import { queueDueReminders, reminderAt } from '../src/reminders/service';
import { rescheduleSession } from '../src/sessions/reschedule';

let ctx: TestContext;
const SITE = 'https://aarohi.example';
const API = 'https://api.aarohi.example';

beforeAll(async () => {
  ctx = await createTestContext({
    // The tests drive the sender and the tick themselves.
    MAIL_SENDER: 'off',
    SITE_URL: SITE,
    PUBLIC_URL: API,
  });
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;
const setNow = (clock: { offsetMs: number }, iso: string) => {
  clock.offsetMs = new Date(iso).getTime() - Date.now();
};

interface Fixture {
  batchId: number;
  sessionId: number;
  /** paid, English */
  asha: number;
  /** paid, Hindi */
  bina: number;
  unpaid: number;
  cancelled: number;
  /** paid, reminders off */
  off: number;
  /** paid, in another batch */
  other: number;
}

async function student(name: string, over: Partial<typeof t.students.$inferInsert> = {}): Promise<number> {
  const [row] = await db()
    .insert(t.students)
    .values({
      fullname: name,
      designation: 'Teacher',
      email: `${name.toLowerCase().replace(/\s+/g, '.')}.${crypto.randomBytes(3).toString('hex')}@example.com`,
      phoneNumber: uniqueMobile(),
      age: 30,
      passwordHash: 'not-a-login',
      paymentStatus: 'completed',
      ...over,
    })
    .returning({ id: t.students.id });
  return row!.id;
}

async function batch(name: string): Promise<number> {
  const [course] = await db().select({ id: t.courses.id }).from(t.courses).limit(1);
  const [row] = await db()
    .insert(t.batches)
    .values({
      name,
      courseId: course!.id,
      status: 'Active',
      timing: 'Mon-Sat 19:00-20:30',
      startDate: '2031-01-01',
    })
    .returning({ id: t.batches.id });
  return row!.id;
}

/** A batch with session 7 on `date` (19:00-20:30 IST) and students of every kind. */
async function fixture(date: string): Promise<Fixture> {
  const batchId = await batch(`Reminder batch ${date}`);
  const otherBatch = await batch(`Other batch ${date}`);
  const [session] = await db()
    .insert(t.classSessions)
    .values({ batchId, sessionNo: 7, moduleNo: 2, date, topic: 'Prompting basics' })
    .returning({ id: t.classSessions.id });
  const f: Fixture = {
    batchId,
    sessionId: session!.id,
    asha: await student('Asha Rao'),
    bina: await student('बीना वर्मा', { language: 'hi' }),
    unpaid: await student('Uma Unpaid', { paymentStatus: 'pending' }),
    cancelled: await student('Chitra Cancelled'),
    off: await student('Farah Off', { reminderEmails: false }),
    other: await student('Oja Other'),
  };
  await db()
    .insert(t.enrolments)
    .values([
      { studentId: f.asha, batchId },
      { studentId: f.bina, batchId },
      { studentId: f.unpaid, batchId },
      { studentId: f.cancelled, batchId, cancelled: true },
      { studentId: f.off, batchId },
      { studentId: f.other, batchId: otherBatch },
    ]);
  return f;
}

const reminderRows = (sessionId: number) =>
  db()
    .select()
    .from(t.outbox)
    .where(and(eq(t.outbox.kind, 'session-reminder'), like(t.outbox.messageId, `reminder:%:${sessionId}:%`)))
    .orderBy(t.outbox.id);
const noticesOf = (ids: number[]) =>
  db().select().from(t.studentNotifications).where(inArray(t.studentNotifications.studentId, ids));
const tick = () => ctx.app.deps.reminders.tick();

function sender(send: () => Promise<void>, now: () => Date) {
  return new MailSender(
    db(),
    { description: 'test', send, close() {} },
    {
      from: 'Aarohi <hello@aarohi.example>',
      links: { site: SITE, tutorPortal: SITE, contactEmail: 'team@aarohi.example' },
      apiRoot: path.resolve(__dirname, '..'),
      kinds: platformMailKinds,
      pollMs: 60_000,
      leaseMs: 60_000,
      retryBaseMs: 60_000,
      maxAttempts: 5,
      now,
    },
  );
}

describe('session reminders', () => {
  it('is due at 18:00 India time the day before: none at 17:59, then one per paid, enrolled student with reminders on', async () => {
    const f = await fixture('2031-03-12');
    expect(reminderAt(new Date('2031-03-12T19:00:00+05:30')).toISOString()).toBe('2031-03-11T12:30:00.000Z');
    setNow(ctx.app.deps.clock, '2031-03-11T17:59:30+05:30');
    expect(await tick()).toBe(0);
    expect(await reminderRows(f.sessionId)).toHaveLength(0);

    setNow(ctx.app.deps.clock, '2031-03-11T18:00:00+05:30');
    expect(await tick()).toBe(2);
    const rows = await reminderRows(f.sessionId);
    const to = (id: number) => rows.find((r) => (r.payload as { studentId: number }).studentId === id);
    expect(rows).toHaveLength(2);
    expect(to(f.asha)).toBeDefined();
    expect(to(f.bina)).toBeDefined();
    expect(to(f.asha)!.messageId).toBe(`reminder:${f.asha}:${f.sessionId}:2031-03-12T13:30:00.000Z`);
    const all = [f.asha, f.bina, f.unpaid, f.cancelled, f.off, f.other];
    const notices = await noticesOf(all);
    expect(notices.map((n) => n.studentId).sort()).toEqual([f.asha, f.bina].sort());
    expect(notices.find((n) => n.studentId === f.asha)!.title).toBe('Tomorrow: Session 7 — Prompting basics');
    expect(notices.find((n) => n.studentId === f.asha)!.message).toContain(
      `${API}/api/sessions/${f.sessionId}/join`,
    );
    expect(notices.find((n) => n.studentId === f.bina)!.title).toBe('कल: सेशन 7 — Prompting basics');

    // The mail, in her language, with the session's facts and her Join link.
    const links = { site: SITE, tutorPortal: SITE, contactEmail: 'team@aarohi.example' };
    const en = renderMail(
      'session-reminder',
      to(f.asha)!.payload as unknown as MailPayloads['session-reminder'],
      links,
    );
    expect(en.subject).toBe('Tomorrow: Session 7 — Prompting basics at 7:00 PM');
    expect(en.text).toContain('Wednesday, 12 March 2031');
    expect(en.text).toContain('7:00 PM India time');
    expect(en.text).toContain(`Join the class: ${API}/api/sessions/${f.sessionId}/join`);
    expect(en.text).toContain(`${SITE}/sessions/7`);
    const hi = renderMail(
      'session-reminder',
      to(f.bina)!.payload as unknown as MailPayloads['session-reminder'],
      links,
    );
    expect(hi.subject).toBe('कल: सेशन 7 — Prompting basics, 7:00 PM बजे');
    expect(hi.html).toContain('lang="hi"');
    expect(hi.text).toContain('बुधवार, 12 मार्च 2031');

    // Ticking again (the next minute, the next hour) adds nothing.
    setNow(ctx.app.deps.clock, '2031-03-12T09:00:00+05:30');
    expect(await tick()).toBe(0);
    expect(await reminderRows(f.sessionId)).toHaveLength(2);
    expect(await noticesOf(all)).toHaveLength(2);
  });

  it('her notifications page shows the reminder on the next read (the tick drops the read cache)', async () => {
    const f = await fixture('2031-05-14');
    const [last] = await db()
      .select({ id: sql<number>`coalesce(max(${t.outbox.id}), 0)` })
      .from(t.outbox);
    const { cookie, userId } = await ctx.registerStudent();
    await db().update(t.students).set({ paymentStatus: 'completed' }).where(eq(t.students.id, userId));
    await db().insert(t.enrolments).values({ studentId: userId, batchId: f.batchId });
    const titles = async () =>
      (await ctx.inject({ method: 'GET', url: `/api/student/notifications/${userId}`, cookie }))
        .json()
        .data.map((n: { title: string }) => n.title);
    expect(await titles()).not.toContain('Tomorrow: Session 7 — Prompting basics');
    setNow(ctx.app.deps.clock, '2031-05-13T18:00:00+05:30');
    expect(await tick()).toBeGreaterThanOrEqual(1);
    expect(await titles()).toContain('Tomorrow: Session 7 — Prompting basics');
    // Her welcome mail and the reminders would otherwise be sent by the next test's sender.
    await db().delete(t.outbox).where(gt(t.outbox.id, Number(last!.id)));
  });

  it('a restarted API (a new app on the same database) does not remind again', async () => {
    const f = await fixture('2031-04-15');
    setNow(ctx.app.deps.clock, '2031-04-14T18:05:00+05:30');
    expect(await tick()).toBe(2);
    const again = await buildApp(ctx.config, { database: ctx.database, logger: false });
    await again.ready();
    try {
      setNow(again.deps.clock, '2031-04-14T18:06:00+05:30');
      expect(await again.deps.reminders.tick()).toBe(0);
    } finally {
      await again.close();
    }
    expect(await reminderRows(f.sessionId)).toHaveLength(2);
    expect(await noticesOf([f.asha, f.bina])).toHaveLength(2);
  });

  it('sends nothing to a student who turned reminders off, and drops a queued one when she turns them off', async () => {
    const f = await fixture('2031-05-20');
    // Off before the evening: no mail, no notification.
    await db().update(t.students).set({ reminderEmails: false }).where(eq(t.students.id, f.bina));
    setNow(ctx.app.deps.clock, '2031-05-19T18:00:00+05:30');
    expect(await tick()).toBe(1);
    expect(
      (await reminderRows(f.sessionId)).map((r) => (r.payload as { studentId: number }).studentId),
    ).toEqual([f.asha]);
    expect(await noticesOf([f.bina])).toHaveLength(0);

    // Off after it was queued, before it went: marked skipped, never handed to the transport.
    await db().update(t.students).set({ reminderEmails: false }).where(eq(t.students.id, f.asha));
    let sent = 0;
    const s = sender(
      async () => {
        sent += 1;
      },
      () => ctx.app.deps.clock.now(),
    );
    await s.runOnce();
    const [row] = await reminderRows(f.sessionId);
    expect(row).toMatchObject({ status: 'skipped' });
    expect(row!.lastError).toMatch(/turned session reminders off/);
    expect(sent).toBe(0);
  });

  it('new students have reminders on; the profile switch turns them off', async () => {
    const { cookie, userId } = await ctx.registerStudent();
    const [row] = await db()
      .select({ on: t.students.reminderEmails })
      .from(t.students)
      .where(eq(t.students.id, userId));
    expect(row!.on).toBe(true);
    const res = await ctx.inject({
      method: 'PUT',
      url: `/api/student/profile/${userId}`,
      cookie,
      payload: { reminder_emails: false },
    });
    expect(res.statusCode).toBe(200);
    const [after] = await db()
      .select({ on: t.students.reminderEmails })
      .from(t.students)
      .where(eq(t.students.id, userId));
    expect(after!.on).toBe(false);
  });

  it('a failing send is retried with the same row and never duplicated', async () => {
    const f = await fixture('2031-06-10');
    await db().update(t.students).set({ reminderEmails: false }).where(eq(t.students.id, f.bina));
    setNow(ctx.app.deps.clock, '2031-06-09T18:00:00+05:30');
    expect(await tick()).toBe(1);
    let failing = true;
    const delivered: string[] = [];
    const s = sender(
      async () => {
        if (failing) throw new Error('451 try again later');
        delivered.push('x');
      },
      () => ctx.app.deps.clock.now(),
    );
    expect(await s.runOnce()).toBeGreaterThanOrEqual(1);
    let [row] = await reminderRows(f.sessionId);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    // The tick keeps running while the mail waits for its retry: still one row.
    setNow(ctx.app.deps.clock, '2031-06-09T18:01:00+05:30');
    expect(await tick()).toBe(0);
    failing = false;
    await db()
      .update(t.outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(t.outbox.id, row!.id));
    await s.runOnce();
    await s.runOnce();
    expect(await tick()).toBe(0);
    const rows = await reminderRows(f.sessionId);
    expect(rows).toHaveLength(1);
    [row] = rows;
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(delivered).toHaveLength(1);
    expect(await noticesOf([f.asha])).toHaveLength(1);
  });

  it('a session moved to another time is reminded for its new time; the old reminder is dropped at send time', async () => {
    const f = await fixture('2031-07-08');
    await db().update(t.students).set({ reminderEmails: false }).where(eq(t.students.id, f.bina));
    setNow(ctx.app.deps.clock, '2031-07-07T18:30:00+05:30');
    expect(await tick()).toBe(1);
    // Moved a day later: the old reminder no longer matches the session's start.
    await db().update(t.classSessions).set({ date: '2031-07-09' }).where(eq(t.classSessions.id, f.sessionId));
    expect(await tick()).toBe(0); // the new start's evening has not come
    let sent = 0;
    const s = sender(
      async () => {
        sent += 1;
      },
      () => ctx.app.deps.clock.now(),
    );
    await s.runOnce();
    let rows = await reminderRows(f.sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'skipped' });
    expect(rows[0]!.lastError).toMatch(/moved/);
    expect(sent).toBe(0);
    setNow(ctx.app.deps.clock, '2031-07-08T18:00:00+05:30');
    expect(await tick()).toBe(1);
    rows = await reminderRows(f.sessionId);
    expect(rows.map((r) => r.messageId)).toEqual([
      `reminder:${f.asha}:${f.sessionId}:2031-07-08T13:30:00.000Z`,
      `reminder:${f.asha}:${f.sessionId}:2031-07-09T13:30:00.000Z`,
    ]);
    await s.runOnce();
    expect(sent).toBe(1);
  });

  it('a session moved away and back to its time is reminded again, once, and the first reminder is not sent', async () => {
    const f = await fixture('2031-08-12');
    await db().update(t.students).set({ reminderEmails: false }).where(eq(t.students.id, f.bina));
    const [admin] = await db().select().from(t.staff).limit(1);
    const mover = { staff: { id: admin!.id, name: admin!.name, email: admin!.email, role: admin!.role as 'admin' } };
    setNow(ctx.app.deps.clock, '2031-08-11T18:30:00+05:30');
    expect(await tick()).toBe(1);
    const now = ctx.app.deps.clock.now();
    await rescheduleSession(db(), mover, f.sessionId, { date: '2031-08-13', time: '19:00', reason: 'Tutor unwell' }, now);
    await rescheduleSession(db(), mover, f.sessionId, { date: '2031-08-12', time: '19:00', reason: 'Tutor is back' }, now);
    // Back at the first time: its reminder is queued again, with her notice (the moves withdrew the first one).
    expect(await tick()).toBe(1);
    expect(await tick()).toBe(0);
    const rows = await reminderRows(f.sessionId);
    expect(rows.map((r) => r.messageId)).toEqual([
      `reminder:${f.asha}:${f.sessionId}:2031-08-12T13:30:00.000Z`,
      `reminder:${f.asha}:${f.sessionId}:2031-08-12T13:30:00.000Z:m2`,
    ]);
    const notices = (await noticesOf([f.asha])).filter((n) => n.sessionId === f.sessionId);
    expect(notices.filter((n) => n.title.startsWith('Tomorrow: Session 7'))).toHaveLength(1);
    // She gets one reminder mail: the one of the schedule as it stands (the moves' own mails go too).
    await sender(async () => undefined, () => ctx.app.deps.clock.now()).runOnce();
    const after = await reminderRows(f.sessionId);
    expect(after.map((r) => r.status)).toEqual(['skipped', 'sent']);
    expect(after[0]!.lastError).toMatch(/moved since this reminder was queued/);
  });

  it('does not back-fill: a session that has started, or ended, gets no reminder', async () => {
    const f = await fixture('2031-08-05');
    setNow(ctx.app.deps.clock, '2031-08-05T19:00:00+05:30');
    expect(await tick()).toBe(0);
    setNow(ctx.app.deps.clock, '2031-08-06T10:00:00+05:30');
    expect(await tick()).toBe(0);
    expect(await reminderRows(f.sessionId)).toHaveLength(0);
  });

  it('a reminder queued on the day itself (she enrolled that morning) says Today', async () => {
    const f = await fixture('2031-09-02');
    setNow(ctx.app.deps.clock, '2031-09-02T09:00:00+05:30');
    expect(await tick()).toBe(2);
    const notices = await noticesOf([f.asha]);
    expect(notices[0]!.title).toBe('Today: Session 7 — Prompting basics');
  });

  (process.env.DATABASE_URL ? it : it.skip)(
    'two API instances on one PostgreSQL ticking at once: one mail and one notification per student',
    async () => {
      const f = await fixture('2031-10-14');
      const more = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => student(`Extra ${i}`)));
      await db()
        .insert(t.enrolments)
        .values(more.map((studentId) => ({ studentId, batchId: f.batchId })));
      // A second session on the same day: the same evening's tick finds both.
      const [s8] = await db()
        .insert(t.classSessions)
        .values({
          batchId: f.batchId,
          sessionNo: 8,
          moduleNo: 2,
          date: '2031-10-14',
          topic: 'Same day, second class',
        })
        .returning({ id: t.classSessions.id });
      const result = (await db().execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const name = result.rows[0]!.name;
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      // Its own connection pool, as another process has.
      const second = await openDatabase({
        migrationsDir: path.resolve(__dirname, '..', 'drizzle'),
        databaseUrl: url.toString(),
      });
      const other = await buildApp(ctx.config, { database: second, logger: false });
      await other.ready();
      try {
        setNow(ctx.app.deps.clock, '2031-10-13T18:00:00+05:30');
        setNow(other.deps.clock, '2031-10-13T18:00:00+05:30');
        const counts = await Promise.all([
          ctx.app.deps.reminders.tick(),
          other.deps.reminders.tick(),
          queueDueReminders(second.db, other.deps.clock.now(), { site: SITE, api: API }),
          queueDueReminders(db(), ctx.app.deps.clock.now(), { site: SITE, api: API }),
        ]);
        for (let i = 0; i < 3; i++)
          await Promise.all([ctx.app.deps.reminders.tick(), other.deps.reminders.tick()]);
        const students = [f.asha, f.bina, ...more];
        // 8 students × 2 sessions, written once between the four racers.
        expect(counts.reduce((a, b) => a + b, 0)).toBe(16);
        for (const sessionId of [f.sessionId, s8!.id]) {
          const rows = await reminderRows(sessionId);
          expect(rows.map((r) => (r.payload as { studentId: number }).studentId).sort()).toEqual(
            [...students].sort(),
          );
        }
        const notices = await noticesOf(students);
        expect(notices).toHaveLength(16);
        for (const id of students) expect(notices.filter((n) => n.studentId === id)).toHaveLength(2);
      } finally {
        await other.close();
        await second.close();
      }
    },
  );
});

/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * Session reminders from two real API processes on one PostgreSQL (api/scripts/test-pg.sh sets
 * DATABASE_URL; skipped on PGlite, which is single-process by design). Both tick every 150 ms and
 * send mail as .eml files into their own DATA_DIR; their clocks are moved (TEST_CLOCK=1) to 18:00
 * India time the evening before a session. Each student must get exactly one mail, one outbox row
 * and one notification, however many ticks of the two processes race; and each student absent at
 * two classes running exactly one note about it, however long the streak grows.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './helpers/ports';
import { startFakeGraph, type FakeGraph } from './helpers/fake-graph';
import { and, eq, inArray } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import * as t from '../src/db/schema';

const adminUrl = process.env.DATABASE_URL;
const maybe = adminUrl ? describe : describe.skip;
const apiRoot = path.resolve(__dirname, '..');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

maybe('session reminders from two API processes on one PostgreSQL', () => {
  const procs: ChildProcess[] = [];
  const dirs: string[] = [];
  let dbName = '';
  let url = '';
  let database: Database | undefined;
  const bases: string[] = [];
  let graph: FakeGraph | undefined;

  async function start(): Promise<string> {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-remind-'));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SESSION_SECRET: 'reminder-test-session-secret-long-enough-1234567890',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        REMINDERS: 'on',
        REMINDER_TICK_MS: '150',
        MAIL_POLL_MS: '200',
        TEST_CLOCK: '1',
        SMTP_URL: '',
        SITE_URL: 'https://aarohi.example',
        // WhatsApp through a fake Cloud API both processes share.
        WHATSAPP_TRANSPORT: 'cloud',
        WHATSAPP_GRAPH_BASE: graph!.url,
        WHATSAPP_TOKEN: 'race-token',
        WHATSAPP_PHONE_NUMBER_ID: '555',
        WHATSAPP_APP_SECRET: 'race-secret',
        WHATSAPP_VERIFY_TOKEN: 'race-verify',
        WHATSAPP_POLL_MS: '200',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    procs.push(child);
    const base = `http://127.0.0.1:${port}`;
    const until = Date.now() + 150_000;
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${base}/health`)).ok) return base;
      } catch {
        // not up yet
      }
      await sleep(100);
    }
    throw new Error('API process did not start');
  }

  beforeAll(async () => {
    const { Client } = await import('pg');
    dbName = `aarohi_remind_${crypto.randomBytes(5).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(adminUrl!);
    u.pathname = `/${dbName}`;
    url = u.toString();
    graph = await startFakeGraph();
    bases.push(...(await Promise.all([start(), start()])));
    database = await openDatabase({ migrationsDir: path.join(apiRoot, 'drizzle'), databaseUrl: url });
  });

  afterAll(async () => {
    await Promise.all(
      procs.map(
        (p) =>
          new Promise<void>((resolve) => {
            if (p.exitCode !== null) return resolve();
            p.once('exit', () => resolve());
            p.kill('SIGTERM');
          }),
      ),
    );
    await database?.close();
    await graph?.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    if (dbName) {
      const { Client } = await import('pg');
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  });

  it('each student gets one outbox row, one notification and one mail per session', async () => {
    const db = database!.db;
    const [course] = await db.select({ id: t.courses.id }).from(t.courses).limit(1);
    const [batch] = await db
      .insert(t.batches)
      .values({ name: 'Race batch', courseId: course!.id, status: 'Active', timing: 'Mon-Sat 19:00-20:30' })
      .returning({ id: t.batches.id });
    const sessions = await db
      .insert(t.classSessions)
      .values([
        { batchId: batch!.id, sessionNo: 7, moduleNo: 2, date: '2031-03-12', topic: 'Prompting basics' },
        {
          batchId: batch!.id,
          sessionNo: 8,
          moduleNo: 2,
          date: '2031-03-12',
          topic: 'Second class, same day',
        },
      ])
      .returning({ id: t.classSessions.id });
    const students = await db
      .insert(t.students)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          fullname: `Racer ${i}`,
          designation: 'Analyst',
          email: `racer${i}.${dbName}@example.com`,
          phoneNumber: `70000000${String(i).padStart(2, '0')}`,
          age: 28,
          passwordHash: 'not-a-login',
          paymentStatus: 'completed',
        })),
      )
      .returning({ id: t.students.id });
    const ids = students.map((s) => s.id);
    await db.insert(t.enrolments).values(ids.map((studentId) => ({ studentId, batchId: batch!.id })));

    // Both processes' clocks to the evening before, at once.
    const offsetMs = new Date('2031-03-11T18:00:00+05:30').getTime() - Date.now();
    const moved = await Promise.all(
      bases.map((base) =>
        fetch(`${base}/test/clock`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ offsetMs }),
        }),
      ),
    );
    expect(moved.map((r) => r.status)).toEqual([200, 200]);

    const rows = () =>
      db
        .select()
        .from(t.outbox)
        .where(
          and(
            eq(t.outbox.kind, 'session-reminder'),
            inArray(
              t.outbox.messageId,
              sessions.flatMap((s) => ids.map((id) => `reminder:${id}:${s.id}:2031-03-12T13:30:00.000Z`)),
            ),
          ),
        );
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      const r = await rows();
      if (r.length === 20 && r.every((x) => x.status === 'sent')) break;
      await sleep(200);
    }
    // Many more ticks of both processes after the last reminder went out.
    await sleep(1500);
    const all = await rows();
    expect(all).toHaveLength(20);
    expect(all.every((r) => r.status === 'sent')).toBe(true);
    const notices = await db
      .select()
      .from(t.studentNotifications)
      .where(inArray(t.studentNotifications.studentId, ids));
    expect(notices).toHaveLength(20);
    for (const id of ids) expect(notices.filter((n) => n.studentId === id)).toHaveLength(2);
    // The mails on disk, across both processes' outboxes: one per student and session.
    const mails = dirs.flatMap((d) => {
      const dir = path.join(d, 'outbox');
      return fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .filter((f) => f.endsWith('-session-reminder.eml'))
            .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
        : [];
    });
    const ours = mails.filter((m) => /racer\d\./.test(m));
    expect(ours).toHaveLength(20);
    expect(
      new Set(ours.map((m) => /^To: (.*)$/m.exec(m)?.[1] + (/Session \d/.exec(m)?.[0] ?? ''))).size,
    ).toBe(20);
  });

  it('two absences in a row: one note per streak (one outbox row, one notification, one mail)', async () => {
    const db = database!.db;
    const [course] = await db.select({ id: t.courses.id }).from(t.courses).limit(1);
    const [batch] = await db
      .insert(t.batches)
      .values({ name: 'Absence batch', courseId: course!.id, status: 'Active', timing: 'Mon-Sat 19:00-20:30' })
      .returning({ id: t.batches.id });
    const sessions = await db
      .insert(t.classSessions)
      .values(
        [1, 2, 3, 4].map((n) => ({
          batchId: batch!.id,
          sessionNo: n,
          moduleNo: 1,
          date: `2031-04-0${n}`,
          topic: `Absence topic ${n}`,
          recordingUrl: `https://drive.example.com/absence-${n}`,
        })),
      )
      .returning({ id: t.classSessions.id, sessionNo: t.classSessions.sessionNo });
    const byNo = (n: number) => sessions.find((s) => s.sessionNo === n)!.id;
    const students = await db
      .insert(t.students)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          fullname: `Away ${i}`,
          designation: 'Teacher',
          email: `away${i}.${dbName}@example.com`,
          phoneNumber: `71000000${String(i).padStart(2, '0')}`,
          age: 30,
          passwordHash: 'not-a-login',
          paymentStatus: 'completed',
        })),
      )
      .returning({ id: t.students.id });
    const ids = students.map((s) => s.id);
    await db.insert(t.enrolments).values(ids.map((studentId) => ({ studentId, batchId: batch!.id })));
    // Present at 1, absent at 2, 3 and 4: one streak of three absences (named by session 2).
    await db.insert(t.sessionAttendance).values(
      ids.flatMap((studentId) =>
        [1, 2, 3, 4].map((n) => ({ sessionId: byNo(n), studentId, status: n === 1 ? 'present' : 'absent' })),
      ),
    );
    const offsetMs = new Date('2031-04-05T09:00:00+05:30').getTime() - Date.now();
    const moved = await Promise.all(
      bases.map((base) =>
        fetch(`${base}/test/clock`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ offsetMs }),
        }),
      ),
    );
    expect(moved.map((r) => r.status)).toEqual([200, 200]);
    const rows = () =>
      db
        .select()
        .from(t.outbox)
        .where(and(eq(t.outbox.kind, 'attendance-at-risk'), inArray(t.outbox.toAddress, students.map((_, i) => `away${i}.${dbName}@example.com`))));
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      const r = await rows();
      if (r.length === 6 && r.every((x) => x.status === 'sent')) break;
      await sleep(200);
    }
    await sleep(1500);
    const all = await rows();
    expect(all).toHaveLength(6);
    expect(all.every((r) => r.status === 'sent')).toBe(true);
    expect(new Set(all.map((r) => r.messageId))).toEqual(new Set(ids.map((id) => `at-risk:${id}:${byNo(2)}`)));
    const notices = await db
      .select()
      .from(t.studentNotifications)
      .where(inArray(t.studentNotifications.studentId, ids));
    expect(notices).toHaveLength(6);
    const mails = dirs.flatMap((d) => {
      const dir = path.join(d, 'outbox');
      return fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .filter((f) => f.endsWith('-attendance-at-risk.eml'))
            .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
        : [];
    });
    expect(mails.filter((m) => /away\d\./.test(m))).toHaveLength(6);
  });

  it('with her consent, the evening and hour-before reminders reach WhatsApp once each; without it, none', async () => {
    const db = database!.db;
    const [course] = await db.select({ id: t.courses.id }).from(t.courses).limit(1);
    const [batch] = await db
      .insert(t.batches)
      .values({ name: 'WhatsApp race batch', courseId: course!.id, status: 'Active', timing: 'Mon-Sat 19:00-20:30' })
      .returning({ id: t.batches.id });
    await db
      .insert(t.classSessions)
      .values({ batchId: batch!.id, sessionNo: 5, moduleNo: 2, date: '2031-06-12', topic: 'Race on WhatsApp' });
    const students = await db
      .insert(t.students)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          fullname: `Phone ${i}`,
          designation: 'Nurse',
          email: `phone${i}.${dbName}@example.com`,
          phoneNumber: `72000000${String(i).padStart(2, '0')}`,
          age: 31,
          passwordHash: 'not-a-login',
          paymentStatus: 'completed',
          // Six chose WhatsApp (three of them mail as well), two mail only.
          whatsappReminders: i < 6,
          reminderEmails: i >= 3,
        })),
      )
      .returning({ id: t.students.id });
    await db.insert(t.enrolments).values(students.map((s) => ({ studentId: s.id, batchId: batch!.id })));
    const moveTo = async (iso: string) => {
      const offsetMs = new Date(iso).getTime() - Date.now();
      const moved = await Promise.all(
        bases.map((base) =>
          fetch(`${base}/test/clock`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ offsetMs }),
          }),
        ),
      );
      expect(moved.map((r) => r.status)).toEqual([200, 200]);
    };
    const ours = () =>
      graph!.sent().filter(([to, name]) => /^9172000000\d\d$/.test(to) && name !== 'whatsapp_stopped');
    const waitFor = async (n: number) => {
      const until = Date.now() + 60_000;
      while (Date.now() < until && ours().length < n) await sleep(200);
      // Many more ticks and sender rounds of both processes after the last one went out.
      await sleep(1500);
    };

    await moveTo('2031-06-11T18:00:00+05:30');
    await waitFor(6);
    const evening = ours();
    expect(evening).toHaveLength(6);
    expect(new Set(evening.map(([to]) => to))).toEqual(new Set(Array.from({ length: 6 }, (_, i) => `9172000000${String(i).padStart(2, '0')}`)));
    expect(evening.every(([, name, params]) => name === 'class_tomorrow' && params[1] === '5' && params[2] === 'Race on WhatsApp')).toBe(true);

    await moveTo('2031-06-12T18:10:00+05:30');
    await waitFor(12);
    const soon = ours().slice(6);
    expect(soon).toHaveLength(6);
    expect(soon.every(([, name]) => name === 'class_in_one_hour')).toBe(true);
    expect(new Set(soon.map(([to]) => to)).size).toBe(6);

    const rows = await db
      .select()
      .from(t.whatsappMessages)
      .where(inArray(t.whatsappMessages.studentId, students.map((s) => s.id)));
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    // Mail for the five who chose it, twice each (evening and hour before), and no fallback.
    const mails = await db
      .select()
      .from(t.outbox)
      .where(and(eq(t.outbox.kind, 'session-reminder'), inArray(t.outbox.toAddress, students.map((_, i) => `phone${i}.${dbName}@example.com`))));
    expect(mails).toHaveLength(10);
    expect(mails.every((m) => !(m.payload as { whatsappFallback?: boolean }).whatsappFallback)).toBe(true);
  });
});

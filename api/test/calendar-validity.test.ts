/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * Every calendar the API hands out passes a strict validator: the maintained parser (ical.js) and the
 * RFC 5545 rules it forgives (CRLF everywhere, lines folded at 75 octets, UTC stamps, required event
 * properties, no made-up properties, a VTIMEZONE for every TZID). And no text a person typed — a
 * batch name with a line break in it — can add a line of its own to a student's calendar.
 */
import { asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import * as t from '../src/db/schema';
import { addDays, todayIso } from '../src/lib/schedule';
import { enqueueMail } from '../src/mail/outbox';
import { createTestContext, DEMO_LOGINS, sessionCookie, type TestContext } from './helpers/context';
import { icsProblems } from './helpers/ics-validity';

let ctx: TestContext;
let db: TestContext['database']['db'];
let student: { cookie: string; userId: number };
let hindi: { cookie: string; userId: number };
let admin: string;
let batch: typeof t.batches.$inferSelect;

const get = (url: string, cookie?: string) => ctx.inject({ method: 'GET', url, cookie });

/** Both ways a student receives her calendar: the signed-in download and the cookie-less subscription. */
async function calendarsOf(who: { cookie: string }): Promise<{ download: string; feed: string }> {
  const download = await get('/api/student/calendar.ics', who.cookie);
  expect(download.statusCode).toBe(200);
  const link = (await get('/api/student/calendar', who.cookie)).json().data.subscribe_url as string;
  const feed = await get(new URL(link).pathname);
  expect(feed.statusCode).toBe(200);
  return { download: download.body, feed: feed.body };
}

/** The calendar attached to the mail that tells her which batch she is in. */
async function placementMailCalendar(to: string): Promise<string> {
  await enqueueMail(db, {
    kind: 'batch-placement',
    to,
    payload: {
      name: 'Sunita Devi',
      batchName: batch.name,
      courseTitle: 'AI for everyday life',
      timing: batch.timing,
      startDate: batch.startDate,
      hasMeetingLink: true,
      moved: false,
      batchId: batch.id,
    },
  });
  const [row] = await db.select().from(t.outbox).where(eq(t.outbox.toAddress, to));
  const message = await ctx.app.deps.mail.compose(row!);
  const ics = message.attachments?.find((a) => String(a.filename).endsWith('.ics'));
  expect(ics).toBeDefined();
  return String(ics!.content);
}

const renameBatch = (name: string) =>
  ctx.inject({ method: 'PUT', url: `/api/staff/batches/${batch.id}`, cookie: admin, payload: { batch_name: name } });

/** Renames the batch as an admin would; if the admin screen refuses the name, the row is set directly. */
async function nameBatch(name: string) {
  const res = await renameBatch(name);
  if (res.statusCode !== 200) {
    expect(res.statusCode).toBe(400);
    await db.update(t.batches).set({ name }).where(eq(t.batches.id, batch.id));
  }
}

/** A TEXT value read back (RFC 5545 section 3.3.11); ical.js leaves NAME and X- properties as written. */
const unescapeText = (v: unknown) =>
  v === null || v === undefined ? null : String(v).replace(/\\([\\;,nN])/g, (_, c: string) => (/n/i.test(c) ? '\n' : c));

function read(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  return {
    name: unescapeText(cal.getFirstPropertyValue('name')),
    wrName: unescapeText(cal.getFirstPropertyValue('x-wr-calname')),
    events: cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)),
  };
}

beforeAll(async () => {
  ctx = await createTestContext({ SITE_URL: 'https://aarohi.example' });
  db = ctx.database.db;
  student = await ctx.loginStudent();
  const [row] = await db.select().from(t.batches).where(eq(t.batches.name, 'Aarohi Evening Batch 12'));
  batch = row!;
  const login = await ctx.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password },
  });
  admin = sessionCookie(login);

  // A classmate who reads the product in Hindi.
  hindi = await ctx.registerStudent();
  await db.update(t.students).set({ paymentStatus: 'completed', language: 'hi' }).where(eq(t.students.id, hindi.userId));
  await db.insert(t.enrolments).values({ studentId: hindi.userId, batchId: batch.id });

  // One session moved by its tutor: SEQUENCE and LAST-MODIFIED appear on its event.
  const tutor = await ctx.loginTutor();
  const sessions = await db
    .select()
    .from(t.classSessions)
    .where(eq(t.classSessions.batchId, batch.id))
    .orderBy(asc(t.classSessions.sessionNo));
  const upcoming = sessions.find((s) => s.date >= addDays(todayIso(), 3))!;
  const moved = await ctx.inject({
    method: 'PUT',
    url: `/api/sessions/${upcoming.id}/schedule`,
    cookie: tutor.cookie,
    payload: { date: addDays(upcoming.date, 1), time: '17:00', reason: 'Tutor unwell' },
  });
  expect(moved.statusCode).toBe(200);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('every calendar the API hands out is valid RFC 5545', () => {
  it('the download and the subscription, for an English and a Hindi reader, with a moved session', async () => {
    for (const who of [student, hindi]) {
      const { download, feed } = await calendarsOf(who);
      expect(icsProblems(download)).toEqual([]);
      expect(icsProblems(feed)).toEqual([]);
      const events = read(download).events;
      expect(events).toHaveLength(25);
      expect(events.filter((e) => e.sequence > 0)).toHaveLength(1);
    }
  });

  it('the calendar attached to the placement mail', async () => {
    expect(icsProblems(await placementMailCalendar('placed-valid@example.com'))).toEqual([]);
  });

  it('names the calendar once ("Aarohi — <batch>"), not "Aarohi — Aarohi …"', async () => {
    const { name, wrName } = read((await calendarsOf(student)).download);
    expect(name).toBe('Aarohi Evening Batch 12');
    expect(wrName).toBe(name);
    await nameBatch('Evening batch 14');
    try {
      expect(read((await calendarsOf(student)).download).name).toBe('Aarohi — Evening batch 14');
    } finally {
      await nameBatch(batch.name);
    }
  });

  it('folds long Hindi text at 75 octets without splitting a character', async () => {
    const long = 'आरोही संध्या बैच — कृत्रिम बुद्धिमत्ता रोज़मर्रा के जीवन में, हिंदी में पूरा पाठ्यक्रम';
    await nameBatch(long);
    try {
      const { download, feed } = await calendarsOf(hindi);
      expect(icsProblems(download)).toEqual([]);
      expect(icsProblems(feed)).toEqual([]);
      expect(read(download).name).toBe(`Aarohi — ${long}`);
      expect(read(download).events[0]!.description).toContain(long);
    } finally {
      await nameBatch(batch.name);
    }
  });
});

describe('a line break in a batch name cannot add to her calendar', () => {
  const evil =
    'Batch 12\r\nBEGIN:VEVENT\r\nUID:injected@evil.example\r\nDTSTAMP:20260101T000000Z\r\n' +
    'DTSTART:20260101T000000Z\r\nSUMMARY:Pay here: https://evil.example\r\nEND:VEVENT\r\nX-EVIL:1\nEND:VCALENDAR\n';

  it('stays one line of text in NAME, X-WR-CALNAME and every DESCRIPTION (download, subscription, mail)', async () => {
    await nameBatch(evil);
    try {
      const { download, feed } = await calendarsOf(student);
      const mail = await placementMailCalendar('placed-evil@example.com');
      for (const text of [download, feed, mail]) {
        expect(icsProblems(text)).toEqual([]);
        const cal = read(text);
        expect(cal.events).toHaveLength(25);
        expect(cal.events.map((e) => e.uid).filter((uid) => uid.includes('evil'))).toEqual([]);
        // Read back, the name is exactly what the admin typed, line breaks included, as text.
        expect(cal.wrName).toContain('BEGIN:VEVENT');
        expect(cal.wrName).toBe(`Aarohi — ${evil.trim()}`.replace(/\r\n/g, '\n'));
        expect(cal.name).toBe(cal.wrName);
        // No line of the file starts a component or a property the API did not write.
        const unfolded = text.replace(/\r\n[ \t]/g, '').split('\r\n');
        expect(unfolded.filter((l) => /^(BEGIN|END):VEVENT$/.test(l))).toHaveLength(50);
        expect(unfolded.filter((l) => /^(X-EVIL|UID:injected)/.test(l))).toEqual([]);
        expect(unfolded.filter((l) => l === 'END:VCALENDAR')).toHaveLength(1);
      }
    } finally {
      await nameBatch(batch.name);
    }
  });
});

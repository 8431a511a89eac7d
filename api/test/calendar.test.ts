/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * The batch calendar: her timetable as iCalendar, read back with a different library (ical.js)
 * than the one that writes it, the private subscription link and its reset, and the calendar file
 * attached to the mail that tells her about her batch.
 */
import { asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { sessionWindow } from '@ai-women/contracts';
import * as t from '../src/db/schema';
import { enqueueMail } from '../src/mail/outbox';
import { createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
let db: TestContext['database']['db'];
let student: { cookie: string; userId: number };
let batch: typeof t.batches.$inferSelect;

interface ParsedEvent {
  uid: string;
  summary: string;
  url: string;
  description: string;
  startUtc: string;
  endUtc: string;
  tzid: string | null;
}

function parse(text: string): { events: ParsedEvent[]; timezones: string[] } {
  const cal = new ICAL.Component(ICAL.parse(text));
  const timezones = cal.getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid')));
  for (const z of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(z);
  const events = cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      url: String(v.getFirstPropertyValue('url')),
      description: e.description,
      startUtc: e.startDate.toJSDate().toISOString(),
      endUtc: e.endDate.toJSDate().toISOString(),
      tzid: (v.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null,
    };
  });
  return { events, timezones };
}

const get = (url: string, cookie?: string) => ctx.inject({ method: 'GET', url, cookie });
const pathOf = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  ctx = await createTestContext({ SITE_URL: 'https://aarohi.example' });
  db = ctx.database.db;
  student = await ctx.loginStudent();
  const [row] = await db.select().from(t.batches).where(eq(t.batches.name, 'Aarohi Evening Batch 12'));
  batch = row!;
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('her batch calendar', () => {
  it('downloads 25 events at India times (19:00 IST = 13:30Z) with a VTIMEZONE, topics and the session page', async () => {
    expect(batch.timing).toBe('Mon-Sat 19:00-20:30');
    const res = await get('/api/student/calendar.ics', student.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="aarohi-evening-batch-12.ics"',
    );
    const { events, timezones } = parse(res.body);
    expect(timezones).toEqual(['Asia/Kolkata']);
    expect(events).toHaveLength(25);
    const sessions = await db
      .select()
      .from(t.classSessions)
      .where(eq(t.classSessions.batchId, batch.id))
      .orderBy(asc(t.classSessions.sessionNo));
    events.forEach((e, i) => {
      const s = sessions[i]!;
      expect(e.tzid).toBe('Asia/Kolkata');
      expect(e.startUtc).toBe(`${s.date}T13:30:00.000Z`);
      expect(e.endUtc).toBe(`${s.date}T15:00:00.000Z`);
      expect(e.summary).toBe(`Session ${s.sessionNo}: ${s.topic}`);
      expect(e.url).toBe(`https://aarohi.example/sessions/${s.sessionNo}`);
      expect(e.description).toContain(`/api/sessions/${s.id}/join`);
    });
    expect(new Set(events.map((e) => e.uid)).size).toBe(25);
    // The same session keeps its UID on every fetch, so calendar apps update instead of duplicating.
    const again = parse((await get('/api/student/calendar.ics', student.cookie)).body).events;
    expect(again.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  });

  it('follows the timetable: a moved session and a new batch timing show on the next fetch', async () => {
    const [s3] = await db
      .select()
      .from(t.classSessions)
      .where(eq(t.classSessions.batchId, batch.id))
      .orderBy(asc(t.classSessions.sessionNo))
      .offset(2)
      .limit(1);
    await db.update(t.classSessions).set({ date: '2031-01-15' }).where(eq(t.classSessions.id, s3!.id));
    await db.update(t.batches).set({ timing: 'Mon-Sat 07:30-09:00' }).where(eq(t.batches.id, batch.id));
    try {
      const { events } = parse((await get('/api/student/calendar.ics', student.cookie)).body);
      const moved = events.find((e) => e.summary.startsWith('Session 3:'))!;
      expect(moved.startUtc).toBe('2031-01-15T02:00:00.000Z');
      expect(sessionWindow('2031-01-15', 'Mon-Sat 07:30-09:00')!.start.toISOString()).toBe(moved.startUtc);
    } finally {
      await db.update(t.classSessions).set({ date: s3!.date }).where(eq(t.classSessions.id, s3!.id));
      await db.update(t.batches).set({ timing: batch.timing }).where(eq(t.batches.id, batch.id));
    }
  });

  it('401 signed out, 404 with a clear message when she has no batch yet', async () => {
    expect((await get('/api/student/calendar.ics')).statusCode).toBe(401);
    const newcomer = await ctx.registerStudent();
    const res = await get('/api/student/calendar.ics', newcomer.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not in a batch yet/);
  });
});

describe('the private subscription link', () => {
  it('works without a cookie, keeps its URL, and 404s once reset; unknown tokens 404', async () => {
    const link = (await get('/api/student/calendar', student.cookie)).json().data;
    expect(link.subscribe_url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(link.webcal_url).toBe(link.subscribe_url.replace(/^https?:/, 'webcal:'));
    expect((await get('/api/student/calendar', student.cookie)).json().data.subscribe_url).toBe(
      link.subscribe_url,
    );
    const feed = await get(pathOf(link.subscribe_url));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(parse(feed.body).events).toHaveLength(25);

    const reset = await ctx.inject({
      method: 'POST',
      url: '/api/student/calendar/reset',
      cookie: student.cookie,
    });
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json().data.subscribe_url as string;
    expect(fresh).not.toBe(link.subscribe_url);
    const old = await get(pathOf(link.subscribe_url));
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toMatch(/not valid/);
    expect((await get(pathOf(fresh))).statusCode).toBe(200);

    expect((await get('/api/calendar/nope.ics')).statusCode).toBe(404);
    expect((await get(`/api/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await get('/api/student/calendar')).statusCode).toBe(401);
    expect((await ctx.inject({ method: 'POST', url: '/api/student/calendar/reset' })).statusCode).toBe(401);
  });
});

describe('the placement mail', () => {
  it('carries her batch timetable as a .ics attachment', async () => {
    await enqueueMail(db, {
      kind: 'batch-placement',
      to: 'placed@example.com',
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
    const [row] = await db.select().from(t.outbox).where(eq(t.outbox.toAddress, 'placed@example.com'));
    const message = await ctx.app.deps.mail.compose(row!);
    const ics = message.attachments?.find((a) => String(a.filename).endsWith('.ics'));
    expect(ics).toBeDefined();
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    expect(parse(String(ics!.content)).events).toHaveLength(25);
  });
});

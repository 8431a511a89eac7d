/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * A batch's meeting link leaves the API one way only: the Join redirect, which checks she may join
 * and records her click. Every other answer a student receives — each GET route she can call, her
 * notices after a new or changed link and after paying — carries the Join URL instead.
 */
import { asc, eq, isNotNull } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
let db: TestContext['database']['db'];
let student: { cookie: string; userId: number };
let tutor: { cookie: string; tutorId: number };
let batch: typeof t.batches.$inferSelect;
let sessions: (typeof t.classSessions.$inferSelect)[];

const JOIN = /\/api\/sessions\/\d+\/join\b/;
const NEW_LINK = 'https://meet.example/changed-room-7f3a';

/** Every meeting link stored on any batch (seeded ones and the one the tutor sets below). */
async function storedLinks(): Promise<string[]> {
  const rows = await db.select({ url: t.batches.meetingUrl }).from(t.batches).where(isNotNull(t.batches.meetingUrl));
  return [...new Set(rows.map((r) => r.url!)), NEW_LINK];
}

/** The stored links a text holds. */
function leaks(text: string, links: string[]): string[] {
  return links.filter((l) => text.includes(l));
}

/** Each GET route of the OpenAPI document a student can call, with her own ids in its path. */
async function studentGetUrls(): Promise<string[]> {
  const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const token = new URL((await get('/api/student/calendar', student.cookie)).json().data.subscribe_url).pathname
    .split('/')
    .pop()!
    .replace(/\.ics$/, '');
  const urls: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!ops.get) continue;
    // Staff and tutor areas are not hers; Join and the recording are the sanctioned redirects.
    if (/^\/api\/(staff|tutor)\b|^\/(sandbox|docs)\b|\/join$|\/recording$/.test(path)) continue;
    const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const fill = (p: string, values: Record<string, string | number>) =>
      p.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
    const base = { userId: student.userId, batchId: batch.id, token, courseId: batch.courseId ?? 1 };
    if (params.every((p) => p in base)) urls.push(fill(path, base));
    else if (params.includes('id') && params.every((p) => p === 'id' || p in base)) {
      for (const s of sessions) urls.push(fill(path, { ...base, id: s.id }));
    } else if (params.includes('sessionNo') && params.every((p) => p === 'sessionNo' || p in base)) {
      for (const s of sessions) urls.push(fill(path, { ...base, sessionNo: s.sessionNo }));
    }
  }
  return urls;
}

const get = (url: string, cookie?: string) => ctx.inject({ method: 'GET', url, cookie });

beforeAll(async () => {
  ctx = await createTestContext({ SITE_URL: 'https://aarohi.example' });
  db = ctx.database.db;
  student = await ctx.loginStudent();
  tutor = await ctx.loginTutor();
  const [row] = await db.select().from(t.batches).where(eq(t.batches.name, 'Aarohi Evening Batch 12'));
  batch = row!;
  expect(batch.meetingUrl).toMatch(/^https:/);
  sessions = await db
    .select()
    .from(t.classSessions)
    .where(eq(t.classSessions.batchId, batch.id))
    .orderBy(asc(t.classSessions.sessionNo));
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the meeting link leaves the API only through Join', () => {
  it('her dashboard and sessions list carry Join URLs in meeting_url, never the link', async () => {
    const dashboard = (await get(`/api/student/dashboard/${student.userId}`, student.cookie)).json();
    expect(dashboard.batchInfo.meeting_url).toMatch(JOIN);
    expect(dashboard.batchInfo.meeting_url).not.toBe(batch.meetingUrl);
    const list = (await get(`/api/student/sessions/${student.userId}`, student.cookie)).json().sessions as {
      session_id: number;
      meeting_url: string | null;
    }[];
    expect(list.length).toBeGreaterThan(0);
    for (const s of list) expect(s.meeting_url).toBe(`${ctx.app.deps.config.publicUrl}/api/sessions/${s.session_id}/join`);
    // The dashboard's Join is her next session's (the first of her list).
    expect(dashboard.batchInfo.meeting_url).toBe(list[0]!.meeting_url);
    // And the Join URL does lead to the meeting (the one sanctioned exit), or says when it opens.
    const join = await get(new URL(list[0]!.meeting_url!).pathname, student.cookie);
    expect([302, 409]).toContain(join.statusCode);
    if (join.statusCode === 302) expect(join.headers.location).toBe(batch.meetingUrl);
  });

  it('a new link reaches her as a notice with her Join URL, not the link', async () => {
    const res = await ctx.inject({
      method: 'PUT',
      url: `/api/batches/${batch.id}/meeting-url`,
      cookie: tutor.cookie,
      payload: { meeting_url: NEW_LINK, tutor_id: tutor.tutorId },
    });
    expect(res.statusCode).toBe(200);
    const notices = (await get(`/api/student/notifications/${student.userId}`, student.cookie)).json();
    const list = (notices.data ?? notices.notifications) as { title: string; message: string }[];
    const notice = list.find((n) => n.title === 'Meeting link changed')!;
    expect(notice.message).toMatch(JOIN);
    expect(leaks(notice.message, await storedLinks())).toEqual([]);
  });

  it('paying places her with a welcome notice that carries Join, not the link', async () => {
    // Whichever batch of her course takes her has a link.
    const fresh = await ctx.registerStudent();
    const [me] = await db.select().from(t.students).where(eq(t.students.id, fresh.userId));
    await db
      .update(t.batches)
      .set({ meetingUrl: 'https://meet.example/welcome-room-91c2' })
      .where(eq(t.batches.courseId, me!.courseId!));
    const order = await ctx.inject({
      method: 'POST',
      url: '/api/payments/order',
      cookie: fresh.cookie,
      payload: { userId: fresh.userId },
    });
    expect(order.statusCode).toBe(201);
    const orderId = order.json().orderId as string;
    const signed = (
      await ctx.inject({ method: 'POST', url: '/sandbox/authorize', cookie: fresh.cookie, payload: { orderId } })
    ).json();
    const paid = await ctx.inject({
      method: 'POST',
      url: '/payment',
      cookie: fresh.cookie,
      payload: {
        transactionId: signed.razorpay_payment_id,
        userId: fresh.userId,
        orderId: signed.razorpay_order_id,
        signature: signed.razorpay_signature,
        paymentStatus: 'completed',
      },
    });
    expect(paid.statusCode).toBe(200);
    const notices = (await get(`/api/student/notifications/${fresh.userId}`, fresh.cookie)).json();
    const list = (notices.data ?? notices.notifications) as { title: string; message: string }[];
    const welcome = list.find((n) => n.title.startsWith('Welcome to'))!;
    expect(welcome.message).toMatch(/Join button/);
    expect(welcome.message).toMatch(JOIN);
    expect(leaks(welcome.message, [...(await storedLinks()), 'https://meet.example/welcome-room-91c2'])).toEqual([]);
    await db.update(t.batches).set({ meetingUrl: null }).where(eq(t.batches.courseId, me!.courseId!));
    await db.update(t.batches).set({ meetingUrl: NEW_LINK }).where(eq(t.batches.id, batch.id));
  });

  it('no GET route she can call, and no student notice, holds a stored meeting link', async () => {
    const links = await storedLinks();
    const urls = await studentGetUrls();
    // The sweep reaches her dashboard, sessions, session pages, calendar and notices.
    for (const must of ['/dashboard/', '/api/student/sessions/', '/api/sessions/', '/calendar.ics', '/notifications/']) {
      expect(urls.some((u) => u.includes(must))).toBe(true);
    }
    const found: string[] = [];
    for (const url of urls) {
      const res = await get(url, student.cookie);
      expect(res.statusCode).toBeLessThan(500);
      const seen = leaks(`${JSON.stringify(res.headers)}\n${res.body}`, links);
      if (seen.length) found.push(`${url}: ${seen.join(', ')}`);
    }
    expect(found).toEqual([]);
    const notices = await db.select().from(t.studentNotifications);
    expect(notices.filter((n) => leaks(`${n.title} ${n.message}`, links).length)).toEqual([]);
  });
});

/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * The WhatsApp messages besides the reminders, each sent only when the words she agreed to name it:
 * her payment received, and a class of her batch moved (with the new time, in her language, and not
 * sent when the class moved again before it went). A consent given before a kind was listed, or none,
 * sends nothing of that kind; the sandbox writes what she would read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { WHATSAPP_ITEMS } from '@ai-women/contracts';
import * as t from '../src/db/schema';
import { addDays, todayIso } from '../src/lib/schedule';
import { createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
let db: TestContext['database']['db'];
let tutor: { cookie: string; tutorId: number };
let batchId: number;
let sessions: (typeof t.classSessions.$inferSelect)[];

const OLD_WORDING =
  'Yes, send me Aarohi messages on WhatsApp at +91 98765 00000: a reminder the evening before each class; a reminder an hour before each class. I can reply STOP at any time to end them.';

const messagesOf = (studentId: number, template: string) =>
  db
    .select()
    .from(t.whatsappMessages)
    .where(and(eq(t.whatsappMessages.studentId, studentId), eq(t.whatsappMessages.template, template)))
    .orderBy(asc(t.whatsappMessages.id));

async function student(consent: 'today' | 'older' | 'none', language: 'en' | 'hi' = 'en') {
  const her = await ctx.registerStudent({ fullname: `Meena ${consent} Pillai`, whatsapp_reminders: consent !== 'none' });
  await db.update(t.students).set({ language }).where(eq(t.students.id, her.userId));
  if (consent === 'older')
    await db.update(t.whatsappConsents).set({ wording: OLD_WORDING }).where(eq(t.whatsappConsents.studentId, her.userId));
  return her;
}

async function payFor(her: { cookie: string; userId: number }) {
  const order = (
    await ctx.inject({ method: 'POST', url: '/api/payments/order', cookie: her.cookie, payload: { userId: her.userId } })
  ).json();
  const a = (
    await ctx.inject({ method: 'POST', url: '/sandbox/authorize', cookie: her.cookie, payload: { orderId: order.orderId } })
  ).json();
  const res = await ctx.inject({
    method: 'POST',
    url: '/payment',
    cookie: her.cookie,
    payload: { transactionId: a.razorpay_payment_id, userId: her.userId, orderId: a.razorpay_order_id, signature: a.razorpay_signature },
  });
  expect(res.statusCode).toBe(200);
  return a.razorpay_payment_id as string;
}

beforeAll(async () => {
  // The test delivers the WhatsApp outbox itself (runOnce), so the app's own rounds are off.
  ctx = await createTestContext({ SITE_URL: 'https://aarohi.example', WHATSAPP_SENDER: 'off' });
  db = ctx.database.db;
  tutor = await ctx.loginTutor();
  const [batch] = await db.select().from(t.batches).where(eq(t.batches.name, 'Aarohi Evening Batch 12'));
  batchId = batch!.id;
  sessions = await db
    .select()
    .from(t.classSessions)
    .where(eq(t.classSessions.batchId, batchId))
    .orderBy(asc(t.classSessions.sessionNo));
});

afterAll(async () => {
  await ctx?.close();
});

describe('payment received', () => {
  it('with consent that names payments: one message with the amount, the course and her Payments page', async () => {
    const her = await student('today');
    const paymentId = await payFor(her);
    const [message, ...more] = await messagesOf(her.userId, 'payment_received');
    expect(more).toEqual([]);
    expect(message!.messageId).toBe(`wa:payment:${paymentId}`);
    expect(message!.params[0]).toBe('Meena');
    expect(message!.params[1]).toMatch(/^₹[\d,]+\.\d\d$/);
    expect(message!.params[3]).toBe('https://aarohi.example/payments');
    while ((await ctx.app.deps.whatsapp.runOnce()) > 0);
    const [sent] = await messagesOf(her.userId, 'payment_received');
    expect([sent!.status, sent!.lastError]).toEqual(['sent', null]);
    const dir = ctx.app.deps.config.whatsapp.outboxDir;
    const written = fs
      .readdirSync(dir)
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { template?: string; text?: string; to?: string })
      .filter((m) => m.template === 'payment_received');
    expect(written.some((m) => m.text?.startsWith('Hello Meena, we have received your payment of ₹'))).toBe(true);
  });

  it('with consent given before payments were listed, or none: nothing on WhatsApp', async () => {
    for (const consent of ['older', 'none'] as const) {
      const her = await student(consent);
      await payFor(her);
      expect(await messagesOf(her.userId, 'payment_received')).toEqual([]);
    }
  });
});

describe('a class moved', () => {
  const move = (id: number, payload: Record<string, unknown>) =>
    ctx.inject({ method: 'PUT', url: `/api/sessions/${id}/schedule`, payload, cookie: tutor.cookie });

  async function inBatch(consent: 'today' | 'older' | 'none', language: 'en' | 'hi' = 'en') {
    const her = await student(consent, language);
    await db.update(t.students).set({ paymentStatus: 'completed' }).where(eq(t.students.id, her.userId));
    await db.insert(t.enrolments).values({ studentId: her.userId, batchId });
    return her;
  }

  it('reaches the students whose consent names it, in their language, with the old and new time and the reason', async () => {
    const [en, hi, older, none] = [
      await inBatch('today'),
      await inBatch('today', 'hi'),
      await inBatch('older'),
      await inBatch('none'),
    ];
    const s = sessions.filter((x) => x.date >= addDays(todayIso(), 4))[0]!;
    const res = await move(s.id, { date: addDays(s.date, 1), time: '17:30', reason: 'Tutor at a\nfamily wedding' });
    expect(res.statusCode).toBe(200);
    const [mine] = await messagesOf(en.userId, 'class_moved');
    expect(mine!.params.slice(0, 3)).toEqual(['Meena', String(s.sessionNo), s.topic]);
    expect(mine!.params[4]).toContain('5:30 PM India time');
    // A template parameter is one line.
    expect(mine!.params[5]).toBe('Tutor at a family wedding');
    const [hers] = await messagesOf(hi.userId, 'class_moved');
    expect(hers!.language).toBe('hi');
    expect(hers!.params[4]).toContain('भारतीय समय');
    expect(await messagesOf(older.userId, 'class_moved')).toEqual([]);
    expect(await messagesOf(none.userId, 'class_moved')).toEqual([]);

    // Moved again before the first message went: the first is not sent, the second is.
    const again = await move(s.id, { date: addDays(s.date, 2), time: '18:00', reason: 'Room not free' });
    expect(again.statusCode).toBe(200);
    while ((await ctx.app.deps.whatsapp.runOnce()) > 0);
    const both = await messagesOf(en.userId, 'class_moved');
    expect(both.map((m) => m.status)).toEqual(['skipped', 'sent']);
    expect(both[0]!.lastError).toBe('not sent: the session moved again');
  });

  it('her profile lists what her consent covers: an older consent, only the reminders', async () => {
    const today = await student('today');
    const older = await student('older');
    const read = async (cookie: string) =>
      (await ctx.inject({ method: 'GET', url: '/api/student/whatsapp', cookie })).json().data.will_receive as string[];
    expect(await read(today.cookie)).toHaveLength(Object.keys(WHATSAPP_ITEMS).length);
    expect(await read(older.cookie)).toEqual([WHATSAPP_ITEMS.class_tomorrow.en, WHATSAPP_ITEMS.class_in_one_hour.en]);
    // Switching off and on again agrees to today's list.
    for (const on of [false, true])
      expect((await ctx.inject({ method: 'PUT', url: '/api/student/whatsapp', cookie: older.cookie, payload: { on } })).statusCode).toBe(200);
    expect(await read(older.cookie)).toHaveLength(Object.keys(WHATSAPP_ITEMS).length);
  });

  it('the list she agrees to names each kind of message the school sends', () => {
    expect(Object.keys(WHATSAPP_ITEMS)).toEqual([
      'class_tomorrow',
      'class_in_one_hour',
      'class_moved',
      'discussion_reply',
      'recording_ready',
      'missed_class',
      'payment_received',
    ]);
  });
});

describe('a recording ready', () => {
  it('the first recording of a held class reaches the students whose consent names it, once', async () => {
    const enrolled = async (consent: 'today' | 'older') => {
      const her = await student(consent);
      await db.update(t.students).set({ paymentStatus: 'completed' }).where(eq(t.students.id, her.userId));
      await db.insert(t.enrolments).values({ studentId: her.userId, batchId });
      return her;
    };
    const [yes, older] = [await enrolled('today'), await enrolled('older')];
    // A held class without its recording yet.
    const held = sessions.filter((x) => x.date < todayIso()).at(-1)!;
    await db.update(t.classSessions).set({ recordingUrl: null }).where(eq(t.classSessions.id, held.id));
    const put = (url: string) =>
      ctx.inject({ method: 'PUT', url: `/api/sessions/${held.id}/recording`, payload: { recording_url: url }, cookie: tutor.cookie });
    expect((await put('https://youtu.be/aarohi-session')).statusCode).toBe(200);
    // A corrected link is not news again.
    expect((await put('https://youtu.be/aarohi-session-fixed')).statusCode).toBe(200);
    const mine = await messagesOf(yes.userId, 'recording_ready');
    expect(mine.map((m) => m.params)).toEqual([
      ['Meena', String(held.sessionNo), held.topic, `https://aarohi.example/sessions/${held.sessionNo}`],
    ]);
    expect(await messagesOf(older.userId, 'recording_ready')).toEqual([]);
  });
});

/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * WhatsApp with her consent, against a fake Cloud API (test/helpers/fake-graph.ts) and the API's
 * own clock: the consent at registration and on her profile (unticked by default, stored with its
 * wording and number, off when her number changes); the evening and hour-before reminders sent as
 * templates with the right parameters, exactly once, and none without consent; STOP through a
 * signed webhook stopping what is queued, with a confirmation; a badly signed or foreign webhook
 * changing nothing; the verification challenge; delivery statuses that never go back; and the
 * mail that goes instead when WhatsApp refuses, fails later or stays down (never both, never
 * neither).
 */
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { WHATSAPP_MESSAGES, WHATSAPP_WILL_RECEIVE, whatsappConsentText } from '@ai-women/contracts';
import * as t from '../src/db/schema';
import { longCalendarDate } from '../src/lib/india-time';
import { createTestContext, uniqueMobile, type TestContext } from './helpers/context';
import { startFakeGraph, type FakeGraph } from './helpers/fake-graph';

const APP_SECRET = 'whatsapp-test-app-secret';
let ctx: TestContext;
let graph: FakeGraph;
let db: TestContext['database']['db'];

beforeAll(async () => {
  graph = await startFakeGraph();
  ctx = await createTestContext({
    MAIL_SENDER: 'off',
    WHATSAPP_SENDER: 'off',
    WHATSAPP_TRANSPORT: 'cloud',
    WHATSAPP_GRAPH_BASE: graph.url,
    WHATSAPP_TOKEN: 'test-token',
    WHATSAPP_PHONE_NUMBER_ID: '1098765',
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'verify-me',
    WHATSAPP_RETRY_BASE_MS: '1',
    WHATSAPP_MAX_ATTEMPTS: '3',
    SITE_URL: 'https://aarohi.example',
  });
  db = ctx.database.db;
});
afterAll(async () => {
  await ctx?.close();
  await graph?.close();
});

const setClock = (iso: string) => {
  ctx.app.deps.clock.offsetMs = new Date(iso).getTime() - Date.now();
};
/** Everything the WhatsApp sender has due now, delivered. */
async function deliver() {
  while ((await ctx.app.deps.whatsapp.runOnce()) > 0);
}
const tick = () => ctx.app.deps.reminders.tick();
const sign = (raw: string, secret = APP_SECRET) =>
  `sha256=${crypto.createHmac('sha256', secret).update(raw).digest('hex')}`;
function webhook(body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  return ctx.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? { 'x-hub-signature-256': sign(raw) } : signature ? { 'x-hub-signature-256': signature } : {}) },
    payload: raw,
  });
}
const inbound = (from: string, text: string) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: 'waba', changes: [{ field: 'messages', value: { messages: [{ from, id: `wamid.in.${from}`, timestamp: '1931000000', type: 'text', text: { body: text } }] } }] }],
});
const statusEvent = (id: string, status: string, errors?: unknown[]) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: 'waba', changes: [{ field: 'messages', value: { statuses: [{ id, status, timestamp: '1931000000', recipient_id: '91', ...(errors ? { errors } : {}) }] } }] }],
});
const sentTo = (phone: string) => graph.sent().filter(([to]) => to === `91${phone}`);

describe('her consent', () => {
  it('is unticked by default at registration; ticked, it is stored with the words she saw and the number', async () => {
    const plain = await ctx.registerStudent();
    const off = await ctx.inject({ method: 'GET', url: '/api/student/whatsapp', cookie: plain.cookie });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ on: false, changed_at: null, source: null });
    const phone = uniqueMobile();
    const ticked = await ctx.registerStudent({ phone_number: phone, whatsapp_reminders: true });
    const on = (await ctx.inject({ method: 'GET', url: '/api/student/whatsapp', cookie: ticked.cookie })).json().data;
    expect(on).toMatchObject({ on: true, source: 'registration', number: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` });
    expect(on.consent_text).toBe(whatsappConsentText('en', phone));
    expect(on.will_receive).toEqual(WHATSAPP_WILL_RECEIVE.en);
    expect(on.will_receive.slice(0, 2)).toEqual(['a reminder the evening before each class', 'a reminder an hour before each class']);
    const rows = await db.select().from(t.whatsappConsents).where(eq(t.whatsappConsents.studentId, ticked.userId));
    expect(rows).toMatchObject([{ granted: true, phoneNumber: phone, source: 'registration', wording: whatsappConsentText('en', phone) }]);
  });

  it('she switches it off and on on her profile, each change kept; signed out is 401', async () => {
    const her = await ctx.registerStudent({ language: 'hi' });
    const put = (on: unknown, cookie = her.cookie) =>
      ctx.inject({ method: 'PUT', url: '/api/student/whatsapp', cookie, payload: { on } });
    const on = await put(true);
    expect(on.json()).toMatchObject({ message: WHATSAPP_MESSAGES.on, data: { on: true, source: 'profile' } });
    expect(on.json().data.consent_text).toContain('WhatsApp पर Aarohi के संदेश');
    expect((await put(false)).json()).toMatchObject({ message: WHATSAPP_MESSAGES.off, data: { on: false } });
    expect((await put('yes')).statusCode).toBe(400);
    const rows = await db.select().from(t.whatsappConsents).where(eq(t.whatsappConsents.studentId, her.userId));
    expect(rows.map((r) => r.granted)).toEqual([true, false]);
    expect((await ctx.inject({ method: 'GET', url: '/api/student/whatsapp' })).statusCode).toBe(401);
    expect((await ctx.inject({ method: 'PUT', url: '/api/student/whatsapp', payload: { on: true } })).statusCode).toBe(401);
  });

  it('a new mobile number on her profile needs her consent again', async () => {
    const her = await ctx.registerStudent({ whatsapp_reminders: true });
    const res = await ctx.inject({
      method: 'PUT',
      url: `/api/student/profile/${her.userId}`,
      cookie: her.cookie,
      payload: { phone_number: uniqueMobile() },
    });
    expect(res.statusCode).toBe(200);
    const now = (await ctx.inject({ method: 'GET', url: '/api/student/whatsapp', cookie: her.cookie })).json().data;
    expect(now.on).toBe(false);
  });
});

describe('reminders on WhatsApp', () => {
  let batchId = 0;
  const people: Record<'both' | 'whatsapp' | 'mail' | 'failing' | 'late' | 'down', { id: number; phone: string; email: string }> =
    {} as never;
  let sessionId = 0;

  async function session(sessionNo: number, date: string) {
    const [row] = await db
      .insert(t.classSessions)
      .values({ batchId, sessionNo, moduleNo: 2, date, topic: `WhatsApp topic ${sessionNo}` })
      .returning({ id: t.classSessions.id });
    return row!.id;
  }

  beforeAll(async () => {
    const [course] = await db.select({ id: t.courses.id }).from(t.courses).limit(1);
    const [batch] = await db
      .insert(t.batches)
      .values({ name: 'WhatsApp batch', courseId: course!.id, status: 'Active', timing: 'Mon-Sat 19:00-20:30' })
      .returning({ id: t.batches.id });
    batchId = batch!.id;
    const who = [
      ['both', true, true],
      ['whatsapp', false, true],
      ['mail', true, false],
      ['failing', false, true],
      ['late', false, true],
      ['down', true, true],
    ] as const;
    for (const [key, byMail, byWhatsApp] of who) {
      const phone = uniqueMobile();
      const email = `wa.${key}.${phone}@example.com`;
      const [s] = await db
        .insert(t.students)
        .values({
          fullname: `Meera ${key[0]!.toUpperCase()}${key.slice(1)}`,
          designation: 'Tailor',
          email,
          phoneNumber: phone,
          age: 33,
          passwordHash: 'not-a-login',
          paymentStatus: 'completed',
          reminderEmails: byMail,
          whatsappReminders: byWhatsApp,
        })
        .returning({ id: t.students.id });
      people[key] = { id: s!.id, phone, email };
      await db.insert(t.enrolments).values({ studentId: s!.id, batchId });
    }
    sessionId = await session(7, '2031-03-12');
  });

  const ours = () => Object.values(people).map((p) => p.id);
  const mailRows = (kind = 'session-reminder') =>
    db.select().from(t.outbox).where(and(eq(t.outbox.kind, kind), inArray(t.outbox.toAddress, Object.values(people).map((p) => p.email))));

  it('the evening before: a template with her name, the class, the day, the time and the join link, once', async () => {
    setClock('2031-03-11T18:00:00+05:30');
    await tick();
    await tick();
    await deliver();
    await tick();
    await deliver();
    for (const key of ['both', 'whatsapp', 'down'] as const) {
      const calls = sentTo(people[key].phone);
      expect(calls).toHaveLength(1);
      const [, template, params] = calls[0]!;
      expect(template).toBe('class_tomorrow');
      expect(params).toEqual([
        'Meera',
        '7',
        'WhatsApp topic 7',
        longCalendarDate('2031-03-12'),
        '7:00 PM India time',
        expect.stringMatching(new RegExp(`/api/sessions/${sessionId}/join$`)),
      ]);
    }
    // The call as the Cloud API takes it.
    const call = graph.calls.find((c) => c.body.to === `91${people.both.phone}`)!;
    expect(call.path).toBe('/1098765/messages');
    expect(call.authorization).toBe('Bearer test-token');
    expect(call.body.template.language).toEqual({ code: 'en' });
    // Without her consent, nothing on WhatsApp; by mail for those who chose mail only.
    expect(sentTo(people.mail.phone)).toHaveLength(0);
    const mails = await mailRows();
    expect(mails.map((m) => m.toAddress).sort()).toEqual([people.both.email, people.down.email, people.mail.email].sort());
    const notices = await db.select().from(t.studentNotifications).where(inArray(t.studentNotifications.studentId, ours()));
    expect(notices.filter((n) => n.sessionId === sessionId)).toHaveLength(6);
    const rows = await db.select().from(t.whatsappMessages).where(inArray(t.whatsappMessages.studentId, ours()));
    expect(rows.every((r) => r.status === 'sent' && r.providerMessageId?.startsWith('wamid.fake.'))).toBe(true);
  });

  it('an hour before: the second reminder on the same channels, once', async () => {
    graph.calls.length = 0;
    setClock('2031-03-12T18:05:00+05:30');
    await tick();
    await tick();
    await deliver();
    for (const key of ['both', 'whatsapp', 'failing', 'late', 'down'] as const)
      expect(sentTo(people[key].phone)).toEqual([
        [`91${people[key].phone}`, 'class_in_one_hour', ['Meera', '7', 'WhatsApp topic 7', '7:00 PM India time', expect.stringContaining('/join')]],
      ]);
    expect(sentTo(people.mail.phone)).toHaveLength(0);
    const soon = (await mailRows()).filter((m) => m.messageId.startsWith('soon-'));
    expect(soon.map((m) => m.toAddress).sort()).toEqual([people.both.email, people.down.email, people.mail.email].sort());
    expect(soon[0]!.payload).toMatchObject({ soon: true });
  });

  it('STOP through a signed webhook stops the next one at once, and is confirmed', async () => {
    graph.calls.length = 0;
    const next = await session(8, '2031-03-13');
    setClock('2031-03-12T18:00:00+05:30');
    await tick(); // queued, not sent yet
    const stop = await webhook(inbound(`91${people.whatsapp.phone}`, ' Stop '));
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toMatchObject({ replies: 1 });
    await deliver();
    expect(sentTo(people.whatsapp.phone).map(([, name]) => name)).toEqual(['whatsapp_stopped']);
    const [queued] = await db
      .select()
      .from(t.whatsappMessages)
      .where(and(eq(t.whatsappMessages.studentId, people.whatsapp.id), eq(t.whatsappMessages.template, 'class_tomorrow')))
      .orderBy(t.whatsappMessages.id)
      .then((rows) => rows.slice(-1));
    expect(queued).toMatchObject({ status: 'skipped', lastError: 'not sent: she turned WhatsApp messages off' });
    expect((queued!.context as { sessionId: number }).sessionId).toBe(next);
    const [consent] = await db
      .select()
      .from(t.whatsappConsents)
      .where(eq(t.whatsappConsents.studentId, people.whatsapp.id));
    expect(consent).toMatchObject({ granted: false, source: 'whatsapp', wording: 'Replied STOP on WhatsApp' });
    // The others of the batch still get theirs; START turns hers on again, confirmed.
    expect(sentTo(people.both.phone).map(([, name]) => name)).toEqual(['class_tomorrow']);
    expect((await webhook(inbound(`91${people.whatsapp.phone}`, 'START'))).json()).toMatchObject({ replies: 1 });
    await deliver();
    expect(sentTo(people.whatsapp.phone).map(([, name]) => name)).toEqual(['whatsapp_stopped', 'whatsapp_started']);
    const [student] = await db.select().from(t.students).where(eq(t.students.id, people.whatsapp.id));
    expect(student!.whatsappReminders).toBe(true);
    // Any other reply changes nothing.
    expect((await webhook(inbound(`91${people.whatsapp.phone}`, 'Thank you ma’am'))).json()).toMatchObject({ replies: 0 });
  });

  it('a badly signed or foreign webhook changes nothing; the verification challenge is answered', async () => {
    const stop = inbound(`91${people.both.phone}`, 'STOP');
    expect((await webhook(stop, sign(JSON.stringify(stop), 'not-the-secret'))).statusCode).toBe(401);
    expect((await webhook(stop, '')).statusCode).toBe(401);
    expect((await webhook({ object: 'page', entry: [] })).statusCode).toBe(400);
    const [student] = await db.select().from(t.students).where(eq(t.students.id, people.both.id));
    expect(student!.whatsappReminders).toBe(true);
    const verify = (q: string) => ctx.inject({ method: 'GET', url: `/api/whatsapp/webhook?${q}` });
    const ok = await verify('hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await verify('hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1')).statusCode).toBe(401);
    expect((await verify('hub.verify_token=verify-me')).statusCode).toBe(400);
  });

  it('a number WhatsApp refuses: recorded, and the mail goes instead (once, even when she chose both)', async () => {
    graph.calls.length = 0;
    const next = await session(9, '2031-03-14');
    setClock('2031-03-13T18:00:00+05:30');
    graph.answer = (call) =>
      [`91${people.failing.phone}`, `91${people.both.phone}`].includes(call.body.to)
        ? { status: 400, body: { error: { code: 131026, message: 'Message undeliverable' } } }
        : null!;
    await tick();
    await deliver();
    graph.answer = null;
    const rows = await db
      .select()
      .from(t.whatsappMessages)
      .where(and(inArray(t.whatsappMessages.studentId, [people.failing.id, people.both.id]), eq(t.whatsappMessages.template, 'class_tomorrow')));
    const forNext = rows.filter((r) => (r.context as { sessionId: number }).sessionId === next);
    expect(forNext).toHaveLength(2);
    for (const r of forNext) {
      expect(r.status).toBe('failed');
      expect(r.lastError).toBe('WhatsApp 400 (code 131026): Message undeliverable');
      expect(r.attempts).toBe(1);
    }
    const mails = (await mailRows()).filter((m) => (m.payload as { sessionId: number }).sessionId === next);
    const to = (email: string) => mails.filter((m) => m.toAddress === email);
    expect(to(people.failing.email)).toHaveLength(1);
    expect(to(people.failing.email)[0]!.payload).toMatchObject({ whatsappFallback: true });
    expect(to(people.both.email)).toHaveLength(1);
    // The fallback mail goes although she chose WhatsApp alone.
    const reason = await import('../src/reminders/service').then((m) =>
      m.reminderStillDue(db, to(people.failing.email)[0]!.payload as never, ctx.app.deps.clock.now()),
    );
    expect(reason).toBeNull();
  });

  it('delivery statuses are kept and never go back; a failure reported later sends the mail instead', async () => {
    const next = await session(10, '2031-03-15');
    setClock('2031-03-14T18:00:00+05:30');
    await tick();
    await deliver();
    const row = async (id: number) =>
      (
        await db
          .select()
          .from(t.whatsappMessages)
          .where(eq(t.whatsappMessages.studentId, id))
          .then((rs) => rs.filter((r) => (r.context as { sessionId?: number }).sessionId === next))
      )[0]!;
    const late = await row(people.late.id);
    for (const s of ['delivered', 'read', 'delivered', 'sent'])
      expect((await webhook(statusEvent(late.providerMessageId!, s))).statusCode).toBe(200);
    expect((await row(people.late.id)).status).toBe('read');
    const failing = await row(people.whatsapp.id);
    await webhook(statusEvent(failing.providerMessageId!, 'failed', [{ code: 131047, title: 'Re-engagement message' }]));
    await webhook(statusEvent(failing.providerMessageId!, 'failed', [{ code: 131047, title: 'Re-engagement message' }]));
    expect(await row(people.whatsapp.id)).toMatchObject({ status: 'failed', lastError: 'WhatsApp code 131047: Re-engagement message' });
    const mails = (await mailRows()).filter(
      (m) => m.toAddress === people.whatsapp.email && (m.payload as { sessionId: number }).sessionId === next,
    );
    expect(mails).toHaveLength(1);
    // An unknown message id is ignored.
    expect((await webhook(statusEvent('wamid.nobody', 'read'))).json()).toMatchObject({ statuses: 1 });
  });

  it('the provider down: retried with back-off, then the mail instead', async () => {
    graph.calls.length = 0;
    const next = await session(11, '2031-03-16');
    setClock('2031-03-15T18:00:00+05:30');
    graph.answer = (call) => (call.body.to === `91${people.late.phone}` ? { status: 503, body: { error: { message: 'Service unavailable' } } } : null!);
    await tick();
    const until = Date.now() + 10_000;
    let last: typeof t.whatsappMessages.$inferSelect | undefined;
    while (Date.now() < until) {
      await deliver();
      [last] = (
        await db.select().from(t.whatsappMessages).where(eq(t.whatsappMessages.studentId, people.late.id))
      ).filter((r) => (r.context as { sessionId?: number }).sessionId === next);
      if (last?.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    graph.answer = null;
    expect(last).toMatchObject({ status: 'failed', attempts: 3, lastError: 'WhatsApp 503: Service unavailable' });
    // Three attempts at the evening's reminder (the hour-before one of the day's class went too).
    expect(sentTo(people.late.phone).filter(([, name]) => name === 'class_tomorrow')).toHaveLength(3);
    const mails = (await mailRows()).filter(
      (m) => m.toAddress === people.late.email && (m.payload as { sessionId: number }).sessionId === next,
    );
    expect(mails).toHaveLength(1);
  });
});

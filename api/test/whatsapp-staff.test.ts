/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * The back office's WhatsApp views, on a batch whose evening reminder went out for real through
 * the outbox and a fake Cloud API: one student reached on both channels, one on WhatsApp alone, one
 * by mail alone, two whose WhatsApp was refused and who got the mail instead (one of them had chosen
 * mail too), and one who switched WhatsApp off before it went and so got nothing. The hour-before
 * reminder is then queued and not yet sent. Checked: who may read the views, that her number only
 * ever leaves masked, the counts of each reminder, and the list's filters and pages.
 */
import { eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { setWhatsAppConsent } from '../src/messaging/consent';
import { maskPhone, outcomeOf } from '../src/messaging/staff-service';
import { indiaDay } from '../src/lib/india-time';
import {
  createTestContext,
  sessionCookie,
  uniqueMobile,
  DEMO_LOGINS,
  type TestContext,
} from './helpers/context';
import { startFakeGraph, type FakeGraph } from './helpers/fake-graph';

let ctx: TestContext;
let graph: FakeGraph;
let db: TestContext['database']['db'];
let support: string;
let admin: string;
let student: { cookie: string };
let tutor: { cookie: string };
let batchId = 0;
let sessionId = 0;

type Key = 'aishwarya' | 'farzana' | 'gayatri' | 'harpreet' | 'ishita' | 'jyoti' | 'kavitha';
const people = {} as Record<Key, { id: number; phone: string; name: string }>;

const setClock = (iso: string) => {
  ctx.app.deps.clock.offsetMs = new Date(iso).getTime() - Date.now();
};
async function drain() {
  while ((await ctx.app.deps.whatsapp.runOnce()) > 0);
  while ((await ctx.app.deps.mail.runOnce()) > 0);
}
async function staffLogin(email: string, password: string) {
  const res = await ctx.inject({ method: 'POST', url: '/api/staff/login', payload: { email, password } });
  return sessionCookie(res);
}
const get = (url: string, cookie = support) => ctx.inject({ method: 'GET', url, cookie });
const list = async (query: string) => {
  const res = await get(`/api/staff/whatsapp/messages?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    messages: Record<string, unknown>[];
    page: number;
    per_page: number;
    total: number;
  };
};

beforeAll(async () => {
  graph = await startFakeGraph();
  ctx = await createTestContext({
    MAIL_SENDER: 'off',
    WHATSAPP_SENDER: 'off',
    WHATSAPP_TRANSPORT: 'cloud',
    WHATSAPP_GRAPH_BASE: graph.url,
    WHATSAPP_TOKEN: 'test-token',
    WHATSAPP_PHONE_NUMBER_ID: '1098765',
    WHATSAPP_APP_SECRET: 'whatsapp-staff-secret',
    WHATSAPP_VERIFY_TOKEN: 'verify-me',
    WHATSAPP_RETRY_BASE_MS: '1',
    WHATSAPP_MAX_ATTEMPTS: '3',
    SITE_URL: 'https://aarohi.example',
  });
  db = ctx.database.db;
  support = await staffLogin(DEMO_LOGINS.support.email, DEMO_LOGINS.support.password);
  admin = await staffLogin(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  student = await ctx.loginStudent();
  tutor = await ctx.loginTutor();

  const [course] = await db.select({ id: t.courses.id }).from(t.courses).limit(1);
  const [batch] = await db
    .insert(t.batches)
    .values({
      name: 'Sakhi Evening Batch',
      courseId: course!.id,
      status: 'Active',
      timing: 'Mon-Sat 19:00-20:30',
    })
    .returning({ id: t.batches.id });
  batchId = batch!.id;
  const [session] = await db
    .insert(t.classSessions)
    .values({ batchId, sessionNo: 4, moduleNo: 1, date: '2031-04-10', topic: 'Writing a good prompt' })
    .returning({ id: t.classSessions.id });
  sessionId = session!.id;

  // [key, name, reminders by mail, WhatsApp on, a consent on record]
  const who: [Key, string, boolean, boolean, 'granted' | 'refused' | null][] = [
    ['aishwarya', 'Aishwarya Menon', true, true, 'granted'],
    ['farzana', 'Farzana Sheikh', false, true, 'granted'],
    ['gayatri', 'Gayatri Deshpande', true, false, null],
    ['harpreet', 'Harpreet Kaur', false, true, 'granted'],
    ['ishita', 'Ishita Banerjee', false, false, 'refused'],
    ['jyoti', 'Jyoti Yadav', true, true, 'granted'],
    ['kavitha', 'Kavitha Subramanian', false, true, 'granted'],
  ];
  for (const [key, name, byMail, byWhatsApp, consent] of who) {
    const phone = uniqueMobile();
    const [s] = await db
      .insert(t.students)
      .values({
        fullname: name,
        designation: 'Boutique owner',
        email: `${key}.${phone}@example.com`,
        phoneNumber: phone,
        age: 36,
        passwordHash: 'not-a-login',
        paymentStatus: 'completed',
        reminderEmails: byMail,
        whatsappReminders: byWhatsApp,
      })
      .returning({ id: t.students.id });
    people[key] = { id: s!.id, phone, name };
    await db.insert(t.enrolments).values({ studentId: s!.id, batchId });
    if (consent)
      await db.insert(t.whatsappConsents).values({
        studentId: s!.id,
        granted: consent === 'granted',
        phoneNumber: phone,
        source: consent === 'granted' ? 'registration' : 'profile',
        wording: 'test wording',
      });
  }

  // The evening before: queued for everyone who gets reminders; Kavitha switches WhatsApp off
  // before it goes, and WhatsApp refuses Harpreet's and Jyoti's numbers.
  setClock('2031-04-09T18:00:00+05:30');
  await ctx.app.deps.reminders.tick();
  await setWhatsAppConsent(db, {
    studentId: people.kavitha.id,
    granted: false,
    source: 'profile',
    phone: people.kavitha.phone,
    language: 'en',
  });
  const refused = [people.harpreet, people.jyoti].map((p) => `91${p.phone}`);
  graph.answer = (call) =>
    refused.includes(call.body.to)
      ? { status: 400, body: { error: { code: 131026, message: 'Message undeliverable' } } }
      : null!;
  await drain();
  graph.answer = null;

  // An hour before the class: queued, not sent yet.
  setClock('2031-04-10T18:05:00+05:30');
  await ctx.app.deps.reminders.tick();
});
afterAll(async () => {
  await ctx?.close();
  await graph?.close();
});

describe('who may read them', () => {
  it.each(['/api/staff/whatsapp/messages', '/api/staff/batches/{batch}/whatsapp-reach'])(
    '%s: 401 signed out, 403 for a student or a tutor, 200 for support and admins',
    async (path) => {
      const url = path.replace('{batch}', String(batchId));
      expect((await ctx.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await get(url, student.cookie)).statusCode).toBe(403);
      expect((await get(url, tutor.cookie)).statusCode).toBe(403);
      expect((await get(url, support)).statusCode).toBe(200);
      expect((await get(url, admin)).statusCode).toBe(200);
    },
  );
});

describe('her number', () => {
  it('is masked to its first two and last three digits', () => {
    expect(maskPhone('919876543210')).toBe('+91 98••• ••210');
    expect(maskPhone('9876543210')).toBe('+91 98••• ••210');
    expect(maskPhone('12345')).toBe('••• 345');
  });

  it('never leaves whole, in either view', async () => {
    const bodies = [
      (await get(`/api/staff/whatsapp/messages?batch_id=${batchId}&per_page=100`)).body,
      (await get(`/api/staff/batches/${batchId}/whatsapp-reach`)).body,
    ];
    for (const p of Object.values(people))
      for (const body of bodies) {
        expect(body).not.toContain(p.phone);
        expect(body).not.toContain(p.phone.slice(2, 7));
      }
    const { messages } = await list(`batch_id=${batchId}&per_page=100`);
    const aishwarya = messages.find(
      (m) => (m.student as { student_id: number }).student_id === people.aishwarya.id,
    )!;
    const { phone } = people.aishwarya;
    expect(aishwarya.phone_masked).toBe(`+91 ${phone.slice(0, 2)}••• ••${phone.slice(7)}`);
  });
});

describe('the reach of a batch’s reminders', () => {
  it('counts each student once per reminder, by how she was reached', async () => {
    const res = await get(`/api/staff/batches/${batchId}/whatsapp-reach`);
    expect(res.statusCode).toBe(200);
    const { batch, consents, events } = res.json().data;
    expect(batch).toEqual({ batch_id: batchId, batch_name: 'Sakhi Evening Batch' });
    // Opted in: Aishwarya, Farzana, Harpreet, Jyoti; out: Ishita and Kavitha; never asked: Gayatri.
    expect(consents).toEqual({ students: 7, opted_in: 4, opted_out: 2, never_asked: 1 });
    expect(events).toEqual([
      {
        session_id: sessionId,
        session_no: 4,
        topic: 'Writing a good prompt',
        starts_at: '2031-04-10T13:30:00.000Z',
        kind: 'hour_before',
        moved: false,
        // Kavitha has both channels off now: nothing was queued for her.
        students: 5,
        whatsapp_only: 0,
        mail_only: 0,
        mail_after_whatsapp_failed: 0,
        both: 0,
        none: 0,
        waiting: 5,
      },
      {
        session_id: sessionId,
        session_no: 4,
        topic: 'Writing a good prompt',
        starts_at: '2031-04-10T13:30:00.000Z',
        kind: 'evening_before',
        moved: false,
        students: 6,
        whatsapp_only: 1, // Farzana
        mail_only: 1, // Gayatri
        mail_after_whatsapp_failed: 2, // Harpreet (fallback), Jyoti (her own mail)
        both: 1, // Aishwarya
        none: 1, // Kavitha: switched off before it went
        waiting: 0,
      },
    ]);
  });

  it('sorts a reminder by what each channel did', () => {
    expect(outcomeOf({ whatsapp: 'read', mail: 'sent' })).toBe('both');
    expect(outcomeOf({ whatsapp: 'delivered' })).toBe('whatsapp_only');
    expect(outcomeOf({ whatsapp: 'sent', mail: 'pending' })).toBe('whatsapp_only');
    expect(outcomeOf({ mail: 'sent' })).toBe('mail_only');
    expect(outcomeOf({ whatsapp: 'skipped', mail: 'sent' })).toBe('mail_only');
    expect(outcomeOf({ whatsapp: 'failed', mail: 'sent' })).toBe('mail_after_whatsapp_failed');
    expect(outcomeOf({ whatsapp: 'failed', mail: 'pending' })).toBe('waiting');
    expect(outcomeOf({ whatsapp: 'failed', mail: 'failed' })).toBe('none');
    expect(outcomeOf({ whatsapp: 'skipped' })).toBe('none');
  });

  it('a batch that does not exist is a 404; a batch id that is not one is a 400', async () => {
    expect((await get('/api/staff/batches/999999/whatsapp-reach')).statusCode).toBe(404);
    expect((await get('/api/staff/batches/abc/whatsapp-reach')).statusCode).toBe(400);
  });
});

describe('the message list', () => {
  it('shows a refused message with its error, history and the mail that went instead', async () => {
    const { messages } = await list(`batch_id=${batchId}&status=failed`);
    expect(messages).toHaveLength(2);
    const byStudent = (key: Key) =>
      messages.find((m) => (m.student as { student_id: number }).student_id === people[key].id)!;
    const harpreet = byStudent('harpreet');
    expect(harpreet).toMatchObject({
      student: { student_id: people.harpreet.id, name: 'Harpreet Kaur' },
      template: 'class_tomorrow',
      batch: { batch_id: batchId, batch_name: 'Sakhi Evening Batch' },
      event: { session_id: sessionId, session_no: 4, topic: 'Writing a good prompt', kind: 'evening_before' },
      status: 'failed',
      sent_at: null,
      error: 'WhatsApp 400 (code 131026): Message undeliverable',
      skipped_reason: null,
      fallback: { mail_status: 'sent', mail_was_her_choice: false },
    });
    expect((harpreet.history as { step: string }[]).map((h) => h.step)).toEqual([
      'queued',
      'failed',
      'mail_queued',
      'mail_sent',
    ]);
    // Jyoti had chosen mail too: that mail was the one she got, not a second one.
    expect(byStudent('jyoti').fallback).toMatchObject({ mail_status: 'sent', mail_was_her_choice: true });
  });

  it('shows a sent message without an error, and a skipped one with why', async () => {
    const { messages } = await list(`batch_id=${batchId}&template=class_tomorrow`);
    const of = (key: Key) =>
      messages.find((m) => (m.student as { student_id: number }).student_id === people[key].id)!;
    expect(of('farzana')).toMatchObject({ status: 'sent', error: null, fallback: null, attempts: 1 });
    expect((of('farzana').history as { step: string }[]).map((h) => h.step)).toEqual(['queued', 'sent']);
    expect(of('kavitha')).toMatchObject({
      status: 'skipped',
      skipped_reason: 'she turned WhatsApp messages off',
      history: [{ step: 'queued' }, { step: 'skipped', at: null }],
    });
    expect(of('gayatri')).toBeUndefined();
  });

  it('filters by status, template, batch and India days', async () => {
    expect((await list(`batch_id=${batchId}`)).total).toBe(9);
    expect((await list(`batch_id=${batchId}&template=class_in_one_hour`)).total).toBe(4);
    expect((await list(`batch_id=${batchId}&status=pending`)).total).toBe(4);
    expect((await list(`batch_id=${batchId}&status=sent`)).total).toBe(2);
    expect((await list(`batch_id=${batchId}&status=skipped`)).total).toBe(1);
    expect((await list(`batch_id=999999`)).total).toBe(0);
    // The outbox stamps rows with the database's clock: they were all queued today.
    const today = indiaDay(new Date());
    expect((await list(`batch_id=${batchId}&from=${today}&to=${today}`)).total).toBe(9);
    expect((await list(`batch_id=${batchId}&to=2020-01-01`)).total).toBe(0);
    expect((await list(`batch_id=${batchId}&from=2099-01-01`)).total).toBe(0);
  });

  it('pages newest first, every message once', async () => {
    const first = await list(`batch_id=${batchId}&per_page=4&page=1`);
    const second = await list(`batch_id=${batchId}&per_page=4&page=2`);
    const third = await list(`batch_id=${batchId}&per_page=4&page=3`);
    const beyond = await list(`batch_id=${batchId}&per_page=4&page=4`);
    expect(
      [first, second, third, beyond].map((p) => [p.page, p.per_page, p.total, p.messages.length]),
    ).toEqual([
      [1, 4, 9, 4],
      [2, 4, 9, 4],
      [3, 4, 9, 1],
      [4, 4, 9, 0],
    ]);
    const all = [...first.messages, ...second.messages, ...third.messages];
    expect(new Set(all.map((m) => m.id)).size).toBe(9);
    const queued = all.map((m) => `${m.queued_at as string}|${String(m.id).padStart(9, '0')}`);
    expect(queued).toEqual([...queued].sort().reverse());
    // The hour-before reminders were queued last: they open the first page.
    expect(first.messages.map((m) => m.template)).toEqual(Array(4).fill('class_in_one_hour'));
    expect((await list(`batch_id=${batchId}`)).per_page).toBe(25);
  });

  it('refuses filters it does not know and days that are not days', async () => {
    for (const query of [
      'status=lost',
      'template=promo',
      'per_page=500',
      'page=0',
      'from=2031-02-30',
      'to=yesterday',
      'from=2031-03-02&to=2031-03-01',
      'batch_id=x',
      'phone=98',
    ])
      expect([query, (await get(`/api/staff/whatsapp/messages?${query}`)).statusCode]).toEqual([query, 400]);
  });
});

describe('a class moved after its reminders went', () => {
  it('keeps the old reminders, marked as for a time the class no longer has', async () => {
    await db
      .update(t.classSessions)
      .set({
        date: '2031-04-11',
        startsAt: new Date('2031-04-11T13:30:00.000Z'),
        endsAt: new Date('2031-04-11T15:00:00.000Z'),
        moveCount: 1,
      })
      .where(eq(t.classSessions.id, sessionId));
    const { events } = (await get(`/api/staff/batches/${batchId}/whatsapp-reach`)).json().data;
    expect(events.map((e: { kind: string; moved: boolean }) => [e.kind, e.moved])).toEqual([
      ['hour_before', true],
      ['evening_before', true],
    ]);
  });
});

describe('a message about a class that is not one of its reminders', () => {
  it('names the class, with no reminder kind; the filter takes any template the API sends', async () => {
    await db.insert(t.whatsappMessages).values({
      messageId: `wa:test-moved:${sessionId}`,
      studentId: people.farzana.id,
      toPhone: `91${people.farzana.phone}`,
      template: 'class_moved',
      language: 'en',
      params: [],
      context: { sessionId, toStart: '2031-04-11T13:30:00.000Z' },
      status: 'pending',
    });
    const { messages, total } = await list('template=class_moved');
    expect(total).toBe(1);
    expect(messages[0]).toMatchObject({
      template: 'class_moved',
      batch: null,
      event: { session_id: sessionId, session_no: 4, starts_at: '2031-04-11T13:30:00.000Z', kind: null },
    });
  });
});

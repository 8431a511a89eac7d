/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * Every kind of mail the API sends, in both languages where it has two, written as the .eml file
 * the file transport keeps and read back by mailparser: RFC 5322 Message-ID, Date, From, To, CRLF
 * line ends only, no line over 998 octets, non-ASCII header text encoded, the MIME parts a mail
 * program expects, `Auto-Submitted` on all of them, and on reminders a one-click
 * `List-Unsubscribe` (RFC 8058) whose link really turns her reminders off.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser, type AddressObject } from 'mailparser';
import * as t from '../src/db/schema';
import type { MailKind, MailPayloads } from '../src/mail/outbox';
import { fileTransport } from '../src/mail/transport';
import { createTestContext, type TestContext } from './helpers/context';
import { SAMPLE_RECEIPT } from './helpers/receipt-sample';

let ctx: TestContext;
let dir: string;
let studentId: number;
let batchId: number;

const PUBLIC_URL = 'https://aarohi.example/api';
beforeAll(async () => {
  ctx = await createTestContext({
    MAIL_FROM: 'Aarohi <hello@aarohi.example>',
    MAIL_SENDER: 'off',
    CONTACT_EMAIL: 'team@aarohi.example',
    SITE_URL: 'https://aarohi.example',
    PUBLIC_URL,
  });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-mail-validators-'));
  const [s] = await ctx.database.db.select().from(t.students).limit(1);
  studentId = s!.id;
  const [b] = await ctx.database.db.select().from(t.batches).limit(1);
  batchId = b!.id;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const NAME = 'प्रिया शर्मा';
const samples = (): { [K in MailKind]: MailPayloads[K] } => ({
  'welcome-student': { name: NAME, courseTitle: 'AI for Everyday Work' },
  'welcome-tutor': { name: 'Meera Iyer' },
  'payment-receipt': {
    name: NAME,
    ...SAMPLE_RECEIPT,
    batchId,
  },
  'password-reset': { name: NAME, role: 'student', link: 'https://aarohi.example/reset?token=abc', validMinutes: 30 },
  'email-change': { name: NAME, newEmail: 'new@example.in', link: 'https://aarohi.example/confirm?token=abc', validMinutes: 30 },
  'email-changed': { name: NAME, oldEmail: 'old@example.in', newEmail: 'new@example.in', changedAt: '2026-11-22T10:00:00.000Z' },
  'ticket-reply': { name: NAME, audience: 'student', ticketId: 7, subject: 'Certificate', reply: 'Done — see your page.', status: 'Resolved' },
  'contact-copy': { name: NAME, email: 'priya@example.in', subject: 'Fees', message: 'नमस्ते, fees?', receivedAt: '2026-11-22T10:00:00.000Z' },
  'contact-ack': { name: NAME, subject: 'Fees', message: 'नमस्ते, fees?' },
  'contact-answer': { name: NAME, subject: 'Fees', message: 'Fees?', receivedAt: '2026-11-22T10:00:00.000Z', answer: 'INR 1,999.' },
  'batch-placement': {
    name: NAME,
    batchName: 'Evening Batch 4',
    courseTitle: 'AI for Everyday Work',
    timing: '7–9 pm',
    startDate: '2026-12-01',
    hasMeetingLink: true,
    moved: false,
    batchId,
  },
  'certificate-ready': {
    name: NAME,
    certificateNo: 'AAR-7KQ2-M9XD-4HTP-R3WN',
    courseTitle: 'AI for Everyday Work',
    batchName: 'Evening Batch 4',
    startDate: '2026-12-01',
    endDate: '2026-12-27',
    tutorName: 'Meera Iyer',
    issuedAt: '2026-12-28T06:00:00.000Z',
  },
  'session-moved': {
    name: NAME,
    batchName: 'Evening Batch 4',
    batchId,
    sessionId: 1,
    sessionNo: 3,
    topic: 'Prompting basics',
    fromStart: '2026-12-03T13:30:00.000Z',
    toStart: '2026-12-04T13:30:00.000Z',
    toEnd: '2026-12-04T15:30:00.000Z',
    reason: 'Tutor unwell',
  },
  'session-reminder': {
    name: NAME,
    studentId: 0,
    sessionId: 12,
    sessionNo: 7,
    topic: 'Prompting basics',
    batchName: 'Evening Batch 4',
    startsAt: '2026-12-04T13:30:00.000Z',
    day: 'Friday, 4 December',
    time: '7:00 pm',
    tomorrow: true,
    joinUrl: 'https://aarohi.example/api/api/sessions/12/join',
    pageUrl: 'https://aarohi.example/sessions/12',
  },
  'refund-issued': {
    name: NAME,
    amount: 249900,
    currency: 'INR',
    full: true,
    transactionId: 'pay_TEST123',
    creditNoteId: null,
    creditNoteNumber: 'AARCN/26-27/0001',
  },
  'attendance-at-risk': {
    name: NAME,
    studentId: 1,
    batchName: 'Evening Batch 4',
    sessions: [
      {
        sessionNo: 8,
        topic: 'Letters and forms with AI',
        date: '2026-12-09',
        lastDay: '2026-12-16',
        pageUrl: 'https://aarohi.example/sessions/8',
        catchUpUrl: 'https://aarohi.example/sessions/8/catch-up',
        recordingUrl: 'https://aarohi.example/api/api/sessions/20/recording',
      },
      {
        sessionNo: 9,
        topic: 'Your family budget in a spreadsheet',
        date: '2026-12-10',
        lastDay: '2026-12-17',
        pageUrl: 'https://aarohi.example/sessions/9',
        catchUpUrl: 'https://aarohi.example/sessions/9/catch-up',
        recordingUrl: null,
      },
    ],
  },
  'refund-declined': { name: NAME, reason: 'Your batch ended last month; the policy allows no refund after the first week.' },
});

// RFC 5322 msg-id with dot-atoms on both sides.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const MSG_ID = new RegExp(`^<${ATOM}(\\.${ATOM})*@${ATOM}(\\.${ATOM})*>$`);

let nextId = 1;
/** The .eml the file transport writes for one outbox row of this kind and payload. */
async function eml(kind: MailKind, payload: object, messageId: string): Promise<Buffer> {
  const id = nextId++;
  const createdAt = new Date('2026-11-23T12:30:05.000Z');
  const row = {
    id,
    kind,
    toAddress: 'priya.sharma@example.in',
    payload,
    messageId,
    createdAt,
    status: 'pending',
    attempts: 1,
  } as never;
  const message = await ctx.app.deps.mail.compose(row);
  const out = path.join(dir, String(id));
  await fileTransport(out).send(message, { id, createdAt });
  return fs.readFileSync(path.join(out, fs.readdirSync(out)[0]!));
}

/** The header section, folded lines joined (RFC 5322 unfolding). */
function headerSection(raw: Buffer): string {
  const text = raw.toString('latin1');
  return text.slice(0, text.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
}

// The kinds written in her language (their payload has one).
const BILINGUAL = new Set<MailKind>([
  'welcome-student',
  'payment-receipt',
  'password-reset',
  'certificate-ready',
  'session-moved',
  'session-reminder',
  'refund-issued',
  'refund-declined',
  'attendance-at-risk',
]);
const cases: Array<[MailKind, 'en' | 'hi', string]> = [];
for (const kind of Object.keys(samples()) as MailKind[]) {
  const messageId = kind === 'session-reminder' ? 'reminder:1:12:2026-12-04T13:30:00.000Z' : '6f1c1d6e-3d1e-4f57-9a38-8f1f4a0b9e11';
  cases.push([kind, 'en', messageId]);
  if (BILINGUAL.has(kind)) cases.push([kind, 'hi', messageId]);
}

describe('every mail, as written to an .eml file', () => {
  it.each(cases)('%s (%s) parses with valid headers and structure', async (kind, language, messageId) => {
    const payload = { ...samples()[kind], ...(language === 'hi' ? { language } : {}) } as Record<string, unknown>;
    if (kind === 'session-reminder') payload.studentId = studentId;
    const raw = await eml(kind, payload, messageId);

    // Line ends: CRLF only, and no line longer than 998 octets.
    expect(raw.includes(Buffer.from('\n'))).toBe(true);
    const text = raw.toString('latin1');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
    // Header text outside ASCII is encoded (RFC 2047), never raw.
    const head = headerSection(raw);
    expect(head).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    // mailparser gathers the List-* headers under `list`: read those from the raw header lines.
    const header = (name: string) =>
      head
        .split('\r\n')
        .filter((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
        .map((l) => l.slice(name.length + 1).trim());

    const mail = await simpleParser(raw);
    expect(mail.messageId).toMatch(MSG_ID);
    expect(head).toMatch(new RegExp(`^Message-ID: ${mail.messageId!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi'));
    expect(mail.date?.toISOString()).toBe('2026-11-23T12:30:05.000Z');
    expect(mail.from?.value[0]?.address).toBe('hello@aarohi.example');
    expect((mail.to as AddressObject).value[0]?.address).toBe('priya.sharma@example.in');
    expect(mail.subject).toBeTruthy();
    expect(mail.headers.get('mime-version')).toBe('1.0');
    expect(mail.text?.trim()).toBeTruthy();
    expect(mail.html).toBeTruthy();
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');

    const attachments = mail.attachments.map((a) => a.contentType).sort();
    const expected: Partial<Record<MailKind, string[]>> = {
      'payment-receipt': ['application/pdf', 'text/calendar'],
      'certificate-ready': ['application/pdf'],
      'batch-placement': ['text/calendar'],
      'session-moved': ['text/calendar'],
    };
    expect(attachments).toEqual(expected[kind] ?? []);
    expect((mail.headers.get('content-type') as { value: string }).value).toBe(
      attachments.length ? 'multipart/mixed' : 'multipart/alternative',
    );

    if (kind === 'session-reminder') {
      expect(header('List-Unsubscribe-Post')).toEqual(['List-Unsubscribe=One-Click']);
      expect(header('List-Unsubscribe')).toEqual([
        expect.stringMatching(/^<https:\/\/aarohi\.example\/api\/api\/mail\/unsubscribe\/[^>\s]+>$/),
      ]);
      expect((mail.headers.get('list') as { unsubscribe?: { url?: string } })?.unsubscribe?.url).toMatch(/^https:/);
    } else {
      expect(header('List-Unsubscribe')).toEqual([]);
    }
  });
});

describe('the reminder an hour before a class', () => {
  it.each([
    ['en', /^In one hour: Session \d+ — /],
    ['hi', /^एक घंटे में: सेशन \d+ — /],
  ] as const)('(%s) says so in its subject and parses like the evening one', async (language, subject) => {
    const payload = { ...samples()['session-reminder'], studentId, soon: true, language };
    const raw = await eml('session-reminder', payload, `soon-reminder:${studentId}:12:2026-12-04T13:30:00.000Z`);
    const mail = await simpleParser(raw);
    expect(mail.subject).toMatch(subject);
    expect(mail.messageId).toMatch(MSG_ID);
    expect(mail.text).toContain(language === 'en' ? 'starts in one hour' : 'एक घंटे में शुरू होगा');
    expect(headerSection(raw)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });
});

describe('one-click unsubscribe from reminders', () => {
  const reminderLink = async () => {
    const payload = { ...samples()['session-reminder'], studentId };
    const raw = await eml('session-reminder', payload, `reminder:${studentId}:12:2026-12-04T13:30:00.000Z`);
    const url = /^List-Unsubscribe: <([^>]+)>$/im.exec(headerSection(raw))![1]!;
    // The API answers under the public URL's path (a proxy takes its prefix off).
    return url.slice(PUBLIC_URL.length);
  };
  const remindersOn = async () =>
    (await ctx.database.db.select({ on: t.students.reminderEmails }).from(t.students).where(eq(t.students.id, studentId)))[0]!.on;

  beforeEach(async () => {
    await ctx.database.db.update(t.students).set({ reminderEmails: true }).where(eq(t.students.id, studentId));
  });

  it('a GET (a link scanner, a browser) changes nothing; the RFC 8058 POST turns her reminders off', async () => {
    const url = await reminderLink();
    const page = await ctx.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(await remindersOn()).toBe(true);

    const res = await ctx.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect(await remindersOn()).toBe(false);
    // Pressed twice: the same answer.
    const again = await ctx.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(again.statusCode).toBe(200);
  });

  it.each([
    ['another student with her MAC', (u: string) => u.replace(/\/(\d+)\./, (_m, id) => `/${Number(id) + 1}.`)],
    ['a changed MAC', (u: string) => u.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))],
    ['no MAC', (u: string) => u.replace(/\.[^.]*$/, '')],
  ])('%s is a 400 and changes nothing', async (_what, change) => {
    const url = change(await reminderLink());
    const res = await ctx.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect(await remindersOn()).toBe(true);
  });
});

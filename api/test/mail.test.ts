/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { JOIN_OPENS_BEFORE_MS } from '@ai-women/contracts';
import { createTestContext, DEMO_LOGINS, type TestContext } from './helpers/context';
import { startSmtp, type TestSmtp } from './helpers/smtp';
import * as t from '../src/db/schema';
import { MailSender } from '../src/mail/sender';
import { enqueueMail } from '../src/mail/outbox';
import { fileTransport } from '../src/mail/transport';
import { runAction } from '../src/ops-actions';

let ctx: TestContext;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Aarohi <hello@aarohi.example>',
    // The tests drive the sender round by round.
    MAIL_SENDER: 'off',
    CONTACT_EMAIL: 'team@aarohi.example',
    SITE_URL: 'https://aarohi.example',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  // Nothing queued by an earlier test is left for this one.
  await ctx.database.db.update(t.outbox).set({ status: 'sent' }).where(eq(t.outbox.status, 'pending'));
  smtp.messages.length = 0;
  smtp.refusing = false;
});

const sender = () => ctx.app.deps.mail;
const pending = () => ctx.database.db.select().from(t.outbox).where(eq(t.outbox.status, 'pending'));

function pdfText(bytes: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-receipt-'));
  const file = path.join(dir, 'receipt.pdf');
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function payAs(cookie: string, userId: number) {
  const order = await ctx.inject({ method: 'POST', url: '/api/payments/order', cookie, payload: { userId } });
  const a = (
    await ctx.inject({ method: 'POST', url: '/sandbox/authorize', cookie, payload: { orderId: order.json().orderId } })
  ).json();
  const res = await ctx.inject({
    method: 'POST',
    url: '/payment',
    cookie,
    payload: {
      transactionId: a.razorpay_payment_id,
      userId,
      orderId: a.razorpay_order_id,
      signature: a.razorpay_signature,
    },
  });
  expect(res.statusCode).toBe(200);
  return a.razorpay_payment_id as string;
}

describe('mail through SMTP_URL (a real SMTP server in the test process)', () => {
  it('welcomes a new student: queued with her registration, delivered with HTML and text parts', async () => {
    const email = `asha.${Date.now()}@example.com`;
    await ctx.registerStudent({ email, fullname: 'Asha Verma' });
    const queued = await pending();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'welcome-student', toAddress: email });
    expect(await sender().runOnce()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('Welcome to Aarohi');
    expect(mail!.from?.text).toContain('hello@aarohi.example');
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toBe(email);
    expect(mail!.html).toContain('Welcome to Aarohi, Asha!');
    expect(mail!.html).toContain('https://aarohi.example/login');
    expect(mail!.text).toContain('Log in to Aarohi: https://aarohi.example/login');
    expect(mail!.messageId).toMatch(/@aarohi\.example>$/);
    const [row] = await ctx.database.db.select().from(t.outbox).where(eq(t.outbox.id, queued[0]!.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('welcomes a new tutor', async () => {
    const email = `ravi.tutor.${Date.now()}@example.com`;
    await ctx.registerTutor({ email, name: 'Meenakshi Rao' });
    await sender().runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('Welcome to the Aarohi tutor portal');
    expect(mail!.text).toContain('Welcome aboard, Meenakshi');
    expect(mail!.text).toContain('https://aarohi.example/tutorlogin');
  });

  it("mails a paid student's receipt with the payment confirmation PDF, which pdftotext reads", async () => {
    const email = `farida.${Date.now()}@example.com`;
    const s = await ctx.registerStudent({ email, fullname: 'Farida Shaikh' });
    await sender().runOnce();
    smtp.messages.length = 0;
    const paymentId = await payAs(s.cookie, s.userId);
    const queued = await pending();
    expect(queued.map((r) => r.kind)).toEqual(['payment-receipt']);
    await sender().runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe(`Payment received — ${paymentId}`);
    expect(mail!.text).toContain(paymentId);
    // The join window as the Join button keeps it (one constant), never the old "5 minutes early".
    expect(mail!.text).toContain(`opens ${JOIN_OPENS_BEFORE_MS / 60_000} minutes before the start`);
    expect(mail!.text).not.toMatch(/5 minutes early/);
    // The confirmation PDF, her tax invoice, then her batch's timetable (she was placed in a batch).
    expect(mail!.attachments.map((a) => a.contentType)).toEqual(['application/pdf', 'application/pdf', 'text/calendar']);
    expect(mail!.attachments[2]!.filename).toMatch(/^aarohi-.+\.ics$/);
    expect(mail!.attachments[2]!.content.toString('utf8')).toContain('BEGIN:VTIMEZONE');
    const invoice = mail!.attachments[1]!;
    expect(invoice.filename).toMatch(/^Aarohi-tax-invoice-AAR-\d\d-\d\d-\d{6}\.pdf$/);
    const invoiceText = pdfText(invoice.content);
    expect(invoiceText).toContain('TAX INVOICE');
    expect(invoiceText).toContain('Farida Shaikh');
    expect(invoiceText).toContain('999293');
    const pdf = mail!.attachments[0]!;
    expect(pdf.filename).toBe('payment-confirmation.pdf');
    expect(pdf.contentType).toBe('application/pdf');
    const text = pdfText(pdf.content);
    expect(text).toContain('Payment confirmation');
    expect(text).toContain('Farida Shaikh');
    expect(text).toContain(paymentId);
    expect(text).toContain('INR 2,499.00');
    expect(text).toContain('Your payment has been completed successfully. Thank you for enrolling!');
    // The letterhead the learner app downloads on (contracts/assets), and the configured helpdesk.
    expect(text).toContain('AI FOR WOMEN');
    expect(text).toContain('team@aarohi.example');
  });

  it('names a student registered as प्रिया शर्मा as typed: greeting, and the attached PDF (not Learner)', async () => {
    const s = await ctx.registerStudent({ email: `priya.${Date.now()}@example.com`, fullname: 'प्रिया शर्मा' });
    await sender().runOnce();
    smtp.messages.length = 0;
    await payAs(s.cookie, s.userId);
    await sender().runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.html).toContain('Hi प्रिया, we have received your payment');
    expect(mail!.text).toContain('Hi प्रिया, we have received your payment');
    const pdf = mail!.attachments[0]!;
    const text = pdfText(pdf.content);
    expect(text).toContain('प्रिया शर्मा');
    expect(text).not.toContain('Learner');
    // The Devanagari font travels as a subset of the glyphs her name uses.
    expect(pdf.content.length).toBeLessThanOrEqual(150 * 1024);
  });

  it('retries a refused delivery with back-off, then sends it exactly once', async () => {
    await ctx.registerStudent({ fullname: 'Lata Pillai' });
    smtp.refusing = true;
    expect(await sender().runOnce()).toBe(1);
    let [row] = await pending();
    expect(row).toMatchObject({ attempts: 1, lockedUntil: null });
    expect(row!.lastError).toMatch(/451/);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 2000);
    // Not due yet: nothing is claimed.
    expect(await sender().runOnce()).toBe(0);
    smtp.refusing = false;
    await ctx.database.db.update(t.outbox).set({ nextAttemptAt: sql`now()` }).where(eq(t.outbox.id, row!.id));
    expect(await sender().runOnce()).toBe(1);
    expect(await sender().runOnce()).toBe(0);
    await smtp.waitFor(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages).toHaveLength(1);
    [row] = await ctx.database.db.select().from(t.outbox).where(eq(t.outbox.id, row!.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after MAIL_MAX_ATTEMPTS and keeps the row, marked failed, with its error', async () => {
    const { db } = ctx.database;
    await enqueueMail(db, { kind: 'contact-ack', to: 'nobody@example.com', payload: { name: 'N', subject: 'S', message: 'M' } });
    smtp.refusing = true;
    const max = ctx.config.mail.maxAttempts;
    for (let i = 0; i < max; i++) {
      await db.update(t.outbox).set({ nextAttemptAt: sql`now()` }).where(eq(t.outbox.status, 'pending'));
      await sender().runOnce();
    }
    const [row] = await db.select().from(t.outbox).where(eq(t.outbox.toAddress, 'nobody@example.com'));
    expect(row).toMatchObject({ status: 'failed', attempts: max });
    expect(smtp.messages).toHaveLength(0);
  });

  it('two senders on one database deliver every row once (SKIP LOCKED claims and leases)', async () => {
    const { db } = ctx.database;
    for (let i = 0; i < 12; i++)
      await enqueueMail(db, { kind: 'contact-ack', to: `reader${i}@example.com`, payload: { name: `Reader ${i}`, subject: 'Hello', message: 'Hi' } });
    const sentBy: number[] = [];
    const counting = (who: number) => ({
      description: 'counting',
      async send(_m: unknown, meta: { id: number }) {
        sentBy.push(meta.id * 10 + who);
        await new Promise((r) => setTimeout(r, 5));
      },
      close() {},
    });
    const opts = { from: 'a@aarohi.example', links: { site: 'x', tutorPortal: 'x', contactEmail: 'c@x' }, apiRoot: path.resolve(__dirname, '..'), pollMs: 1000, leaseMs: 60_000, retryBaseMs: 1000, maxAttempts: 3, batchSize: 4 };
    const a = new MailSender(db, counting(1), opts);
    const b = new MailSender(db, counting(2), opts);
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    const ids = sentBy.map((x) => Math.floor(x / 10));
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(await pending()).toHaveLength(0);
  });

  it('contact form from a visitor: a copy to CONTACT_EMAIL (reply-to the sender) and no mail to the typed address', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Nandini Joshi', email: 'nandini@example.com', subject: 'Weekend batches', message: 'Do you plan a weekend batch in January?' },
    });
    expect(res.statusCode).toBe(201);
    expect(await sender().runOnce()).toBe(1);
    const [copy] = await smtp.waitFor(1);
    expect(copy!.subject).toBe('Contact form: Weekend batches');
    expect(copy!.to && 'text' in copy!.to ? copy!.to.text : '').toBe('team@aarohi.example');
    expect(copy!.replyTo?.text).toContain('nandini@example.com');
    expect(copy!.text).toContain('Do you plan a weekend batch in January?');
    const acks = await ctx.database.db.select().from(t.outbox).where(eq(t.outbox.kind, 'contact-ack'));
    expect(acks.filter((m) => m.toAddress === 'nandini@example.com')).toEqual([]);
  });

  it('contact form from a signed-in student: acknowledged only to her own account address', async () => {
    const login = await ctx.inject({
      method: 'POST',
      url: '/login',
      payload: { email: DEMO_LOGINS.student.email, password: DEMO_LOGINS.student.password },
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const post = (email: string) =>
      ctx.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { cookie },
        payload: { name: 'Priya Sharma', email, subject: 'Weekend batches', message: 'Do you plan a weekend batch in January?' },
      });
    expect((await post('someone.else@example.com')).statusCode).toBe(201);
    expect(await sender().runOnce()).toBe(1);
    expect((await post(DEMO_LOGINS.student.email.toUpperCase())).statusCode).toBe(201);
    expect(await sender().runOnce()).toBe(2);
    const mails = await smtp.waitFor(3);
    const acks = mails.filter((m) => m.subject === 'We have your message');
    expect(acks).toHaveLength(1);
    expect(acks[0]!.to && 'value' in acks[0]!.to ? acks[0]!.to.value[0]?.address : '').toBe(DEMO_LOGINS.student.email);
    expect(acks[0]!.text).toContain('Thank you for writing, Priya');
  });

  it('ops ticket:reply mails the answer to the ticket owner', async () => {
    const { db } = ctx.database;
    const [ticket] = await db.select().from(t.tutorTickets).limit(1);
    await runAction(db, 'ticket:reply', { kind: 'tutor', id: String(ticket!.id), message: 'Your certificate is uploaded.', status: 'Resolved' });
    await sender().runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe(`Re: ${ticket!.subject} [ticket #${ticket!.id}]`);
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toBe(DEMO_LOGINS.tutor.email);
    expect(mail!.text).toContain('> Your certificate is uploaded.');
    expect(mail!.text).toContain('Resolved');
    // A status change alone is not an answer: no mail.
    await runAction(db, 'ticket:reply', { kind: 'tutor', id: String(ticket!.id), status: 'Closed' });
    expect(await pending()).toHaveLength(0);
  });
});

describe('mail without SMTP_URL: .eml files in DATA_DIR/outbox', () => {
  it('writes each mail once, named from its ISO time, and a retry rewrites the same file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-eml-'));
    const { db } = ctx.database;
    await enqueueMail(db, { kind: 'contact-ack', to: 'sita@example.com', payload: { name: 'Sita', subject: 'Fees', message: 'Is there an EMI option?' } });
    const s = new MailSender(db, fileTransport(dir), {
      from: 'Aarohi <no-reply@aarohi.example>',
      links: { site: 'http://127.0.0.1:3000', tutorPortal: 'http://127.0.0.1:3000', contactEmail: 'helpdesk@aarohi.example' },
      apiRoot: path.resolve(__dirname, '..'),
      pollMs: 1000,
      leaseMs: 60_000,
      retryBaseMs: 1000,
      maxAttempts: 3,
    });
    expect(await s.runOnce()).toBe(1);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-\d{6}-contact-ack\.eml$/);
    const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: sita@example\.com$/m);
    expect(eml).toMatch(/^Subject: We have your message$/m);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    // Sent again (as after a crash between the send and the status update): still one file.
    const [row] = await db.select().from(t.outbox).where(eq(t.outbox.toAddress, 'sita@example.com'));
    await db.update(t.outbox).set({ status: 'pending', nextAttemptAt: sql`now()` }).where(eq(t.outbox.id, row!.id));
    await s.runOnce();
    expect(fs.readdirSync(dir)).toHaveLength(1);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("areas' mail hooks (mail/kinds.ts)", () => {
  it("a kind's hooks add their files in order, and a hook that says it is no longer due holds the mail back with its reason", async () => {
    const { db } = ctx.database;
    const { forKinds, mergeMailKinds } = await import('../src/mail/kinds');
    const sent: { to: unknown; attachments?: { filename?: unknown }[] }[] = [];
    let due: string | null = null;
    const kinds = mergeMailKinds(
      forKinds(['contact-ack'], { attachments: async (p) => [{ filename: `first-${p.name}.txt`, content: 'a' }] }),
      forKinds(['contact-ack', 'contact-copy'], {
        stillDue: async () => due,
        attachments: async (_p, c) => [{ filename: `second-${c.now.getUTCFullYear()}.txt`, content: 'b' }],
      }),
    );
    const s = new MailSender(
      db,
      { description: 'memory', send: async (m) => void sent.push(m as never), close() {} },
      {
        from: 'Aarohi <no-reply@aarohi.example>',
        links: { site: 'http://x.example', tutorPortal: 'http://x.example', contactEmail: 'helpdesk@aarohi.example' },
        apiRoot: path.resolve(__dirname, '..'),
        kinds,
        pollMs: 1000,
        leaseMs: 60_000,
        retryBaseMs: 1000,
        maxAttempts: 3,
        now: () => new Date('2031-05-01T10:00:00Z'),
      },
    );
    await enqueueMail(db, { kind: 'contact-ack', to: 'meera.hooks@example.com', payload: { name: 'Meera', subject: 'S', message: 'M' } });
    await s.runOnce();
    expect(sent.map((m) => m.attachments?.map((a) => a.filename))).toEqual([['first-Meera.txt', 'second-2031.txt']]);

    due = 'her session has started';
    await enqueueMail(db, { kind: 'contact-ack', to: 'gita.hooks@example.com', payload: { name: 'Gita', subject: 'S', message: 'M' } });
    await s.runOnce();
    expect(sent).toHaveLength(1);
    const [row] = await db.select().from(t.outbox).where(eq(t.outbox.toAddress, 'gita.hooks@example.com'));
    expect(row).toMatchObject({ status: 'skipped', lastError: 'not sent: her session has started' });
  });
});

/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * Refunds with credit notes: her request (one open per payment, hers only), the admin's answer
 * (in full, in part, beyond the policy only with a reason, declined with one), direct refunds, never
 * twice (three admins at once) and never more than paid, a provider refusal that leaves the request
 * open, the sandbox's refund.processed webhook, the credit note (its series, parts, PDF, mail), a
 * full refund's effects (seat freed and taken by the next waiting student, sessions and materials
 * closed) and a partial one's absence of them, and the GSTR-1 CSV net of credit notes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { and, eq, sql } from 'drizzle-orm';
import { BATCH_CAPACITY, REFUND_MESSAGES, SESSION_MESSAGES } from '@ai-women/contracts';
import * as t from '../src/db/schema';
import { SANDBOX_WEBHOOK_SECRET } from '../src/config';
import { createStaffAccount } from '../src/auth/staff';
import { seatsTaken } from '../src/batches/seats';
import { ProviderRefusal } from '../src/payments/provider';
import { PaymentsWorker } from '../src/payments/worker';
import { myCertificate } from '../src/certificates/service';
import { REFUND_DEMO_LOGIN } from '../src/db/seed';
import { createTestContext, DEMO_LOGINS, sessionCookie, type TestContext } from './helpers/context';

let ctx: TestContext;
let admin: string;
let support: string;

async function loginStaff(email: string, password: string) {
  const res = await ctx.inject({ method: 'POST', url: '/api/staff/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`staff login failed ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginStaff(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  support = await loginStaff(DEMO_LOGINS.support.email, DEMO_LOGINS.support.password);
});
afterAll(() => ctx.close());
afterEach(() => {
  jest.restoreAllMocks();
  ctx.app.deps.clock.offsetMs = 0;
});

const db = () => ctx.database.db;

type Parts = { taxable: number; cgst: number; sgst: number; igst: number; total: number };
type Note = Parts & { credit_note_id: number; number: string; invoice_id: number };
type Refund = {
  refund_id: number;
  status: string;
  amount: number | null;
  policy_percent: number;
  policy_amount: number;
  decline_reason: string | null;
  provider_status: string | null;
  last_error: string | null;
  credit_note: Note | null;
};
type MyPayment = {
  payment_id: number;
  amount: number;
  refunded: number;
  invoice: (Parts & { invoice_id: number; number: string }) | null;
  refund_policy: { percent: number; allowed: number; first_session_at: string | null };
  refunds: Refund[];
};

async function buy(extras: Record<string, unknown> = { state: '29' }, student: Record<string, unknown> = {}) {
  const s = await ctx.registerStudent(student);
  const o = await ctx.inject({ method: 'POST', url: '/api/payments/order', cookie: s.cookie, payload: { userId: s.userId, ...extras } });
  expect(o.statusCode).toBe(201);
  const a = (await ctx.inject({ method: 'POST', url: '/sandbox/authorize', cookie: s.cookie, payload: { orderId: o.json().orderId } })).json();
  const paid = await ctx.inject({
    method: 'POST',
    url: '/payment',
    cookie: s.cookie,
    payload: {
      transactionId: a.razorpay_payment_id,
      userId: s.userId,
      orderId: a.razorpay_order_id,
      signature: a.razorpay_signature,
      paymentStatus: 'completed',
    },
  });
  expect(paid.statusCode).toBe(200);
  return { ...s, payment: (await myPayments(s.cookie))[0]! };
}

async function myPayments(cookie: string): Promise<MyPayment[]> {
  const res = await ctx.inject({ method: 'GET', url: '/api/student/payments', cookie });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const ask = (cookie: string, paymentId: number, reason = 'My office moved my shift to the evenings, so I cannot attend.') =>
  ctx.inject({ method: 'POST', url: '/api/student/refunds', cookie, payload: { payment_id: paymentId, reason } });
const approve = (id: number, payload: Record<string, unknown> = {}, cookie = admin) =>
  ctx.inject({ method: 'POST', url: `/api/staff/refunds/${id}/approve`, cookie, payload });
const decline = (id: number, reason: string, cookie = admin) =>
  ctx.inject({ method: 'POST', url: `/api/staff/refunds/${id}/decline`, cookie, payload: { reason } });
const direct = (paymentId: number, payload: Record<string, unknown>, cookie = admin) =>
  ctx.inject({ method: 'POST', url: `/api/staff/payments/${paymentId}/refund`, cookie, payload });

async function student(id: number) {
  const [s] = await db().select().from(t.students).where(eq(t.students.id, id));
  return s!;
}
async function liveEnrolments(id: number) {
  return db().select().from(t.enrolments).where(and(eq(t.enrolments.studentId, id), eq(t.enrolments.cancelled, false)));
}
async function auditActions(refundId: number) {
  const rows = await db().select().from(t.auditLog).where(and(eq(t.auditLog.entity, 'refund'), eq(t.auditLog.entityId, String(refundId))));
  return rows.sort((a, b) => a.id - b.id);
}
async function mails(kind: string, to: string) {
  return db().select().from(t.outbox).where(and(eq(t.outbox.kind, kind), eq(t.outbox.toAddress, to)));
}

function pdfText(bytes: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-credit-note-'));
  const file = path.join(dir, 'note.pdf');
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A session of her batch, for the access checks. */
async function sessionOfHerBatch(studentId: number) {
  const [e] = await liveEnrolments(studentId);
  expect(e).toBeDefined();
  const [session] = await db().select().from(t.classSessions).where(eq(t.classSessions.batchId, e!.batchId)).limit(1);
  expect(session).toBeDefined();
  return { batchId: e!.batchId, sessionId: session!.id };
}

describe('her request', () => {
  it('shows the policy, is sent once per payment (a second is 409), and someone else’s payment is 404', async () => {
    const her = await buy();
    const other = await buy();
    expect(her.payment.refund_policy).toMatchObject({ percent: 100, allowed: her.payment.amount });
    expect(her.payment.refunds).toEqual([]);

    expect((await ask(other.cookie, her.payment.payment_id)).statusCode).toBe(404);
    const empty = await ask(her.cookie, her.payment.payment_id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(REFUND_MESSAGES.reasonRequired);

    const first = await ask(her.cookie, her.payment.payment_id);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ status: 'requested', policy_percent: 100, policy_amount: her.payment.amount });
    const second = await ask(her.cookie, her.payment.payment_id, 'Asking again');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(REFUND_MESSAGES.openRequest);
    // Two at once: the index decides, one 201 at most.
    const [mine] = (await myPayments(her.cookie));
    expect(mine!.refunds).toHaveLength(1);
    expect(mine!.refunds[0]).toMatchObject({ status: 'requested', amount: null, credit_note: null });

    const entries = await auditActions(first.json().data.refund_id);
    expect(entries.map((e) => [e.action, e.studentId])).toEqual([['refund.request', her.userId]]);

    // Staff see it; support may not answer or even list money.
    const list = await ctx.inject({ method: 'GET', url: '/api/staff/refunds?status=requested', cookie: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.find((r: { refund_id: number }) => r.refund_id === first.json().data.refund_id)).toMatchObject({
      student_id: her.userId,
      remaining: her.payment.amount,
      invoice_number: her.payment.invoice!.number,
      policy_now: { percent: 100 },
    });
    expect((await ctx.inject({ method: 'GET', url: '/api/staff/refunds', cookie: support })).statusCode).toBe(403);
    expect((await approve(first.json().data.refund_id, {}, support)).statusCode).toBe(403);
    expect((await direct(her.payment.payment_id, { reason: 'x' }, support)).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'GET', url: '/api/staff/refunds', cookie: her.cookie })).statusCode).toBe(403);
  });

  it('in her first week the policy allows half, and an approval beyond it needs a written reason', async () => {
    const her = await buy();
    const { batchId } = await sessionOfHerBatch(her.userId);
    const [s1] = await db()
      .select()
      .from(t.classSessions)
      .where(and(eq(t.classSessions.batchId, batchId), eq(t.classSessions.sessionNo, 1)));
    const firstAt = new Date(`${s1!.date}T00:00:00Z`).getTime();
    // Two days after her first session's day.
    ctx.app.deps.clock.offsetMs = firstAt + 2 * 86_400_000 - Date.now();
    const [mine] = await myPayments(her.cookie);
    expect(mine!.refund_policy).toMatchObject({ percent: 50, allowed: Math.floor(mine!.amount / 2) });
    const req = (await ask(her.cookie, mine!.payment_id)).json().data as Refund;
    expect(req).toMatchObject({ policy_percent: 50, policy_amount: Math.floor(mine!.amount / 2) });

    const beyond = await approve(req.refund_id, { amount: mine!.amount });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toContain('Write why you refund more');
    const tooMuch = await approve(req.refund_id, { amount: mine!.amount + 1, beyond_policy_reason: 'Medical emergency' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toContain('more than what remains');
    // Nothing was counted by the refusals.
    const [p] = await db().select().from(t.payments).where(eq(t.payments.id, mine!.payment_id));
    expect(p!.refunded).toBe(0);

    const ok = await approve(req.refund_id, { amount: mine!.amount, beyond_policy_reason: 'Medical emergency; letter on file.' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'refunded', amount: mine!.amount });
    const entries = await auditActions(req.refund_id);
    expect(entries.map((e) => e.action)).toEqual(['refund.request', 'refund.approve', 'refund.refunded']);
    expect(entries[1]!.after).toMatchObject({ beyond_policy_reason: 'Medical emergency; letter on file.' });
  });
});

describe('partial, then the rest', () => {
  it('a partial refund issues a credit note and changes nothing else; the rest completes the invoice to the paisa and ends her place', async () => {
    const her = await buy({ state: '29' }, { fullname: 'Kavitha Rao' });
    const inv = her.payment.invoice!;
    const { sessionId } = await sessionOfHerBatch(her.userId);

    const r1 = (await ask(her.cookie, her.payment.payment_id)).json().data as Refund;
    const part = await approve(r1.refund_id, { amount: 100_001 });
    expect(part.statusCode).toBe(200);
    const n1 = part.json().data.credit_note as Note;
    expect(n1.number).toMatch(/^AARCN\/\d\d-\d\d\/\d{4}$/);
    expect(n1.number.length).toBeLessThanOrEqual(16);
    expect(n1).toMatchObject({ invoice_id: inv.invoice_id, total: 100_001, igst: 0 });
    expect(n1.taxable + n1.cgst + n1.sgst).toBe(100_001);
    expect(Math.abs(n1.cgst - n1.sgst)).toBeLessThanOrEqual(1);
    expect(part.json().data.provider_status).toBe('pending');

    // A partial refund leaves her place as it was.
    expect((await student(her.userId)).paymentStatus).toBe('completed');
    expect(await liveEnrolments(her.userId)).toHaveLength(1);
    expect((await ctx.inject({ method: 'GET', url: `/api/sessions/${sessionId}`, cookie: her.cookie })).statusCode).toBe(200);

    // The credit note's PDF, hers: the number, the invoice it reverses, the tax as charged.
    const pdf = await ctx.inject({ method: 'GET', url: `/api/credit-notes/${n1.credit_note_id}/pdf`, cookie: her.cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const s of ['CREDIT NOTE', n1.number, inv.number, 'CGST @ 9 %', 'SGST @ 9 %', 'Kavitha Rao', '1,000.01', '999293'])
      expect(text).toContain(s);
    expect(text).not.toContain('IGST');
    const stranger = await ctx.registerStudent();
    expect((await ctx.inject({ method: 'GET', url: `/api/credit-notes/${n1.credit_note_id}/pdf`, cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: `/api/credit-notes/${n1.credit_note_id}/pdf`, cookie: admin })).statusCode).toBe(200);

    // The rest: her second request, approved with the policy's amount (what remains).
    const [after1] = await myPayments(her.cookie);
    expect(after1!.refunded).toBe(100_001);
    expect(after1!.refund_policy.allowed).toBe(her.payment.amount - 100_001);
    const r2 = (await ask(her.cookie, her.payment.payment_id, 'I cannot continue after all.')).json().data as Refund;
    const rest = await approve(r2.refund_id);
    expect(rest.statusCode).toBe(200);
    const n2 = rest.json().data.credit_note as Note;
    expect(n2.total).toBe(her.payment.amount - 100_001);
    for (const k of ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const) expect(n1[k] + n2[k]).toBe(inv[k]);

    // Nothing more can go back.
    expect((await ask(her.cookie, her.payment.payment_id)).statusCode).toBe(409);
    expect((await direct(her.payment.payment_id, { reason: 'again' })).statusCode).toBe(409);

    // A full refund: refunded, her enrolment cancelled, her sessions and materials closed, no certificate.
    expect((await student(her.userId)).paymentStatus).toBe('refunded');
    expect(await liveEnrolments(her.userId)).toHaveLength(0);
    const page = await ctx.inject({ method: 'GET', url: `/api/sessions/${sessionId}`, cookie: her.cookie });
    expect(page.statusCode).toBe(403);
    expect(page.json().message).toBe(SESSION_MESSAGES.refunded);
    // A material of her (former) batch's session: refused before it is looked up.
    const material = await ctx.inject({ method: 'GET', url: `/api/sessions/${sessionId}/materials/1`, cookie: her.cookie });
    expect(material.statusCode).toBe(403);
    expect(material.json().message).toBe(SESSION_MESSAGES.refunded);
    // No certificate can come from a cancelled enrolment: she is in no batch now.
    expect(await myCertificate(db(), her.userId, new Date())).toEqual({ state: 'no_batch' });

    // Two mails, in her language, each with its credit note attached.
    const sent = await mails('refund-issued', (await student(her.userId)).email);
    expect(sent.map((m) => (m.payload as { full: boolean }).full).sort()).toEqual([false, true]);
    const message = await ctx.app.deps.mail.compose(sent[0]! as never);
    expect(message.attachments?.map((a) => a.filename)).toEqual([expect.stringMatching(/^Aarohi-credit-note-AARCN-/)]);
  });
});

describe('never twice, never more', () => {
  it('three admins approve at once: one 200, one provider call, one credit note', async () => {
    const second = await createStaffAccount(db(), { email: `admin2.${Date.now()}@aarohi.example`, name: 'Revathi Menon', role: 'admin', password: 'Admin@12345' });
    const third = await createStaffAccount(db(), { email: `admin3.${Date.now()}@aarohi.example`, name: 'Farah Khan', role: 'admin', password: 'Admin@12345' });
    const cookies = [admin, await loginStaff(second.email, 'Admin@12345'), await loginStaff(third.email, 'Admin@12345')];
    const her = await buy();
    const r = (await ask(her.cookie, her.payment.payment_id)).json().data as Refund;
    const calls = jest.spyOn(ctx.app.deps.payments, 'refund');
    const answers = await Promise.all(cookies.map((c) => approve(r.refund_id, {}, c)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().message).toBe(REFUND_MESSAGES.notOpen);
    expect(calls).toHaveBeenCalledTimes(1);
    const notes = await db().select().from(t.creditNotes).where(eq(t.creditNotes.refundId, r.refund_id));
    expect(notes).toHaveLength(1);
    const [p] = await db().select().from(t.payments).where(eq(t.payments.id, her.payment.payment_id));
    expect(p!.refunded).toBe(p!.amount);
  });

  it('the database itself refuses more refunded than paid', async () => {
    const her = await buy();
    await expect(
      db().update(t.payments).set({ refunded: sql`${t.payments.amount} + 1` }).where(eq(t.payments.id, her.payment.payment_id)),
    ).rejects.toThrow();
  });

  it('the provider refuses: 502 with its reason, the request stays open and nothing is counted; a retry goes through', async () => {
    const her = await buy();
    const r = (await ask(her.cookie, her.payment.payment_id)).json().data as Refund;
    jest
      .spyOn(ctx.app.deps.payments, 'refund')
      .mockRejectedValueOnce(new ProviderRefusal('The payment has been fully refunded already'));
    const refused = await approve(r.refund_id, { amount: 50_000 });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(REFUND_MESSAGES.providerRefused('The payment has been fully refunded already'));
    const [mine] = await myPayments(her.cookie);
    expect(mine!.refunded).toBe(0);
    expect(mine!.refunds[0]).toMatchObject({ status: 'requested', amount: null, last_error: 'The payment has been fully refunded already' });
    expect(await db().select().from(t.creditNotes).where(eq(t.creditNotes.refundId, r.refund_id))).toHaveLength(0);
    expect((await auditActions(r.refund_id)).map((e) => e.action)).toEqual(['refund.request', 'refund.approve', 'refund.provider_refused']);

    const again = await approve(r.refund_id, { amount: 50_000 });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'refunded', amount: 50_000 });
  });
});

describe('declines and direct refunds', () => {
  it('declines need a reason she reads; a direct refund waits for her open request and then goes through', async () => {
    const her = await buy();
    const r = (await ask(her.cookie, her.payment.payment_id)).json().data as Refund;
    expect((await direct(her.payment.payment_id, { reason: 'Batch cancelled' })).statusCode).toBe(409);
    expect((await direct(her.payment.payment_id, { reason: 'Batch cancelled' })).json().message).toBe(REFUND_MESSAGES.directWhileOpen);
    expect((await decline(r.refund_id, '  ')).statusCode).toBe(400);
    const no = await decline(r.refund_id, 'Your first week has ended; the policy allows no refund now.');
    expect(no.statusCode).toBe(200);
    expect(no.json().data).toMatchObject({ status: 'declined', decline_reason: 'Your first week has ended; the policy allows no refund now.' });
    expect((await decline(r.refund_id, 'again')).statusCode).toBe(409);
    expect((await approve(r.refund_id)).statusCode).toBe(409);
    const email = (await student(her.userId)).email;
    expect(await mails('refund-declined', email)).toHaveLength(1);

    expect((await direct(her.payment.payment_id, { reason: '' })).statusCode).toBe(400);
    const d = await direct(her.payment.payment_id, { amount: 20_000, reason: 'Goodwill: two sessions lost to a power cut' });
    expect(d.statusCode).toBe(200);
    expect(d.json().data).toMatchObject({ status: 'refunded', amount: 20_000 });
    expect(d.json().data.credit_note.total).toBe(20_000);
    expect((await auditActions(d.json().data.refund_id)).map((e) => e.action)).toEqual(['refund.direct', 'refund.refunded']);
    expect((await auditActions(r.refund_id)).map((e) => e.action)).toEqual(['refund.request', 'refund.decline']);
    expect((await student(her.userId)).paymentStatus).toBe('completed');
  });
});

describe('the provider confirms by webhook', () => {
  it('the sandbox answers pending and sends a signed refund.processed, which the worker processes', async () => {
    const her = await buy();
    const r = (await ask(her.cookie, her.payment.payment_id)).json().data as Refund;
    const done = (await approve(r.refund_id)).json().data as Refund;
    expect(done.provider_status).toBe('pending');
    // The sandbox's webhook is due a moment later: that moment has passed.
    await db().update(t.sandboxWebhooks).set({ nextAttemptAt: sql`now()` }).where(sql`${t.sandboxWebhooks.deliveredAt} is null`);
    const worker = new PaymentsWorker(db(), {
      ...ctx.app.deps.paymentsWorker.options,
      sandbox: { url: '/api/payments/webhook', secret: SANDBOX_WEBHOOK_SECRET },
      post: async (url, body, headers) => (await ctx.inject({ method: 'POST', url, payload: body, headers })).statusCode,
    });
    await worker.deliverSandboxWebhooks(100);
    while ((await worker.processEvents()) > 0);
    const events = await db().select().from(t.paymentEvents).where(eq(t.paymentEvents.event, 'refund.processed'));
    expect(events.some((e) => e.status === 'processed' && e.outcome === 'refund-processed')).toBe(true);
    const [mine] = await myPayments(her.cookie);
    expect(mine!.refunds[0]).toMatchObject({ status: 'refunded', provider_status: 'processed' });
  });
});

describe('a full refund frees the seat for the next waiting student', () => {
  it('the batch’s count drops and the student waiting for the course is placed in it', async () => {
    const her = await buy();
    const { batchId } = await sessionOfHerBatch(her.userId);
    const [batch] = await db().select().from(t.batches).where(eq(t.batches.id, batchId));
    // The batch is full, and another student of the course has paid and waits.
    const now = new Date();
    const free = BATCH_CAPACITY - (await seatsTaken(db(), batchId, now));
    for (let i = 0; i < free; i += 1) {
      const filler = await ctx.registerStudent();
      await db().update(t.students).set({ paymentStatus: 'completed', courseId: batch!.courseId }).where(eq(t.students.id, filler.userId));
      await db().insert(t.enrolments).values({ studentId: filler.userId, batchId });
    }
    expect(await seatsTaken(db(), batchId, now)).toBe(BATCH_CAPACITY);
    const waiting = await ctx.registerStudent({ fullname: 'Anjali Verma' });
    await db().update(t.students).set({ paymentStatus: 'completed', courseId: batch!.courseId }).where(eq(t.students.id, waiting.userId));
    expect(await liveEnrolments(waiting.userId)).toHaveLength(0);

    const r = (await ask(her.cookie, her.payment.payment_id)).json().data as Refund;
    expect((await approve(r.refund_id)).statusCode).toBe(200);
    expect(await liveEnrolments(her.userId)).toHaveLength(0);
    const placed = await liveEnrolments(waiting.userId);
    expect(placed.map((e) => e.batchId)).toEqual([batchId]);
    expect(await seatsTaken(db(), batchId, new Date())).toBe(BATCH_CAPACITY);
  });
});

describe('for the accountant', () => {
  it('the Money screen lists the month’s credit notes and the GSTR-1 CSV nets them off, registered buyers note by note', async () => {
    const b2b = await buy({ state: '27', businessName: 'Unit Software LLP', gstin: '27aapfu0939f1zv' });
    const r = (await ask(b2b.cookie, b2b.payment.payment_id)).json().data as Refund;
    const note = (await approve(r.refund_id, { amount: 60_000 })).json().data.credit_note as Note;
    expect(note.igst).toBeGreaterThan(0);
    expect(note.cgst + note.sgst).toBe(0);

    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const list = (await ctx.inject({ method: 'GET', url: `/api/staff/invoices?month=${month}`, cookie: admin })).json().data;
    const notes = list.credit_notes as (Note & { invoice_number: string; buyer_gstin: string | null })[];
    expect(notes.find((n) => n.number === note.number)).toMatchObject({ invoice_number: b2b.payment.invoice!.number, buyer_gstin: '27AAPFU0939F1ZV' });
    const sum = (rows: Parts[], k: keyof Parts) => rows.reduce((n, x) => n + x[k], 0);
    for (const k of ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const) {
      expect(list.credit_note_totals[k]).toBe(sum(notes, k));
      expect(list.net[k]).toBe(list.totals[k] - list.credit_note_totals[k]);
    }
    const byState = (await ctx.inject({ method: 'GET', url: `/api/staff/invoices?month=${month}&state=27`, cookie: admin })).json().data;
    expect(byState.credit_notes.every((n: { buyer_state: string }) => n.buyer_state === '27')).toBe(true);

    const csv = await ctx.inject({ method: 'GET', url: `/api/staff/invoices/gstr1.csv?month=${month}`, cookie: admin });
    const lines = csv.body.trim().split('\r\n');
    const cdnr = lines.find((l) => l.includes(note.number))!.split(',');
    expect(cdnr[0]).toBe('27AAPFU0939F1ZV');
    expect(cdnr[4]).toBe('C');
    expect(cdnr[5]).toBe(b2b.payment.invoice!.number);
    const paise = (x: string) => Math.round(Number(x) * 100);
    // Unregistered buyers' notes summed by place of supply and rate add up with the CDNR lines.
    const cdnrStart = lines.indexOf('Section,Credit notes to registered buyers (CDNR)');
    const cdnurStart = lines.indexOf('Section,Credit notes to unregistered buyers (by place of supply and rate)');
    const cdnrRows = lines.slice(cdnrStart + 2, cdnurStart - 1).map((l) => l.split(','));
    const cdnurRows = lines.slice(cdnurStart + 2, lines.indexOf('', cdnurStart)).map((l) => l.split(','));
    expect(cdnrRows.reduce((n, x) => n + paise(x[8]!), 0) + cdnurRows.reduce((n, x) => n + paise(x[8]!), 0)).toBe(
      list.credit_note_totals.total,
    );
    const row = (label: string) => lines.find((l) => l.startsWith(`${label},`))!.split(',');
    expect(paise(row('All invoices')[6]!)).toBe(list.totals.total);
    expect(paise(row('All credit notes')[6]!)).toBe(list.credit_note_totals.total);
    const net = row('"Net (invoices minus credit notes)"'.replace(/"/g, ''));
    expect(paise(net[6]!)).toBe(list.totals.total - list.credit_note_totals.total);
    expect(paise(net[2]!)).toBe(list.totals.taxable - list.credit_note_totals.taxable);
  });
});

describe('the demo’s refunded student', () => {
  it('Rekha asked before her first class and was refunded in full: her invoice, refund and credit note, her standing, Money’s list', async () => {
    const rekha = await ctx.loginStudent(REFUND_DEMO_LOGIN.email, REFUND_DEMO_LOGIN.password);
    const [payment] = await myPayments(rekha.cookie);
    expect(payment).toMatchObject({ amount: 249900, refunded: 249900 });
    expect(payment!.invoice!.igst).toBeGreaterThan(0);
    expect(payment!.refunds).toHaveLength(1);
    const [refund] = payment!.refunds;
    expect(refund).toMatchObject({ status: 'refunded', amount: 249900, policy_percent: 100, provider_status: 'processed' });
    expect(refund!.credit_note).toMatchObject({ invoice_id: payment!.invoice!.invoice_id, total: 249900 });
    expect(refund!.credit_note!.number).toMatch(/^AARCN\/\d\d-\d\d\/\d{4}$/);

    const pdf = await ctx.inject({ method: 'GET', url: `/api/credit-notes/${refund!.credit_note!.credit_note_id}/pdf`, cookie: rekha.cookie });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(refund!.credit_note!.number);
    expect(text).toContain(payment!.invoice!.number);
    expect(text).toContain(REFUND_DEMO_LOGIN.name);

    const standing = (await ctx.inject({ method: 'GET', url: '/api/student/standing', cookie: rekha.cookie })).json().data;
    expect(standing.stage).toBe('refunded');
    expect(await liveEnrolments(rekha.userId)).toHaveLength(0);
    expect((await student(rekha.userId)).paymentStatus).toBe('refunded');

    const listed = (await ctx.inject({ method: 'GET', url: '/api/staff/refunds', cookie: admin })).json().data as { refund_id: number; status: string }[];
    expect(listed.find((r) => r.refund_id === refund!.refund_id)).toMatchObject({ status: 'refunded' });
    expect((await auditActions(refund!.refund_id)).map((a) => a.action)).toEqual(['refund.request', 'refund.approve', 'refund.refunded']);
    // Her credit-note mail went when she was refunded: nothing of hers waits in the outbox.
    expect((await mails('refund-issued', REFUND_DEMO_LOGIN.email)).map((m) => m.status)).toEqual(['sent']);
  });
});

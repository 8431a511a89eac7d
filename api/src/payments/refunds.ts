/**
 * Refunds with credit notes. Her request (one open per payment: a partial unique index), an
 * admin's answer (approve in full or in part, beyond the policy only with a written reason, or
 * decline with a reason) and an admin's direct refund all end in one path:
 *
 * 1. one transaction claims the refund (a conditional update: only one of several admins clicking
 *    at once gets the row) and adds its amount to `payments.refunded` (a CHECK keeps that within
 *    what she paid), so nothing is refunded twice and never more than was paid;
 * 2. the provider is asked, outside any transaction (a network call holds no lock);
 * 3. a second transaction finishes: the credit note (its own series), her mail, the audit entry and,
 *    for a full refund, her seat released (standing "refunded", enrolments cancelled, the next
 *    waiting student placed).
 *
 * A provider refusal undoes step 1 (the request is open again) and answers 502 with the reason.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CREDIT_NOTE_SERIES,
  REFUND_MESSAGES,
  REFUND_REASON_MAX,
  creditNoteParts,
  formatRupees,
  refundAllowance,
  refundPercent,
  startOfIndiaDay,
} from '@ai-women/contracts';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { HttpError, badRequest, conflict, notFound, isUniqueViolation } from '../lib/errors';
import { audit, auditByStudent } from '../audit/service';
import type { StaffPrincipal } from '../auth/staff';
import { enqueueMail } from '../mail/outbox';
import { notify } from '../notifications/service';
import { placeWaitingStudents } from '../batches/placement';
import { sessionTimes } from '../sessions/service';
import { ProviderRefusal, type PaymentProvider } from './provider';
import { nextDocumentNumber } from './document-numbers';

export type RefundRow = typeof t.refunds.$inferSelect;
export type CreditNoteRow = typeof t.creditNotes.$inferSelect;

const rupees = (paise: number) => `₹${formatRupees(paise)}`;

// ------------------------------------------------------------------ the policy for her payment

/**
 * When her batch's first session starts (India time), or null while she has no batch with a
 * timetable (she waits to be placed: the course has not started for her).
 */
export async function firstSessionStart(db: Db, studentId: number): Promise<Date | null> {
  const rows = await db
    .select({
      date: t.classSessions.date,
      startsAt: t.classSessions.startsAt,
      endsAt: t.classSessions.endsAt,
      timing: t.batches.timing,
      startDate: t.batches.startDate,
    })
    .from(t.enrolments)
    .innerJoin(t.batches, eq(t.batches.id, t.enrolments.batchId))
    .leftJoin(
      t.classSessions,
      and(eq(t.classSessions.batchId, t.batches.id), eq(t.classSessions.sessionNo, 1)),
    )
    .where(and(eq(t.enrolments.studentId, studentId), eq(t.enrolments.cancelled, false)))
    .orderBy(desc(t.enrolments.createdAt));
  const row = rows[0];
  if (!row) return null;
  if (row.date) return sessionTimes({ date: row.date, startsAt: row.startsAt, endsAt: row.endsAt }, row.timing).start;
  return row.startDate ? startOfIndiaDay(row.startDate) : null;
}

export interface RefundPolicyNow {
  percent: number;
  /** Paise the policy lets her have back now (what was refunded already counted). */
  allowed: number;
  first_session_at: string | null;
}

export async function policyNow(
  db: Db,
  payment: { studentId: number; amount: number; refunded: number },
  now: Date,
): Promise<RefundPolicyNow> {
  const first = await firstSessionStart(db, payment.studentId);
  const percent = first ? refundPercent(first, now) : 100;
  return {
    percent,
    allowed: refundAllowance(payment.amount, payment.refunded, percent),
    first_session_at: first?.toISOString() ?? null,
  };
}

// ------------------------------------------------------------------ views

export function creditNoteView(c: CreditNoteRow) {
  return {
    credit_note_id: c.id,
    number: c.number,
    issued_at: c.issuedAt.toISOString(),
    invoice_id: c.invoiceId,
    taxable: c.taxable,
    cgst: c.cgst,
    sgst: c.sgst,
    igst: c.igst,
    total: c.total,
  };
}

export function refundView(r: RefundRow, note: CreditNoteRow | undefined) {
  return {
    refund_id: r.id,
    payment_id: r.paymentId,
    origin: r.origin as 'student' | 'staff',
    status: r.status as 'requested' | 'approved' | 'refunded' | 'declined' | 'failed',
    reason: r.reason,
    policy_percent: r.policyPercent,
    policy_amount: r.policyAmount,
    amount: r.amount,
    beyond_policy_reason: r.beyondPolicyReason,
    decline_reason: r.declineReason,
    provider_status: r.providerStatus,
    last_error: r.lastError,
    requested_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
    credit_note: note ? creditNoteView(note) : null,
  };
}
export type RefundView = ReturnType<typeof refundView>;

/** The refunds of some payments with their credit notes, oldest first, by payment. */
export async function refundsOfPayments(db: Db, paymentIds: number[]): Promise<Map<number, RefundView[]>> {
  const out = new Map<number, RefundView[]>();
  if (paymentIds.length === 0) return out;
  const rows = await db
    .select({ r: t.refunds, c: t.creditNotes })
    .from(t.refunds)
    .leftJoin(t.creditNotes, eq(t.creditNotes.refundId, t.refunds.id))
    .where(inArray(t.refunds.paymentId, paymentIds))
    .orderBy(asc(t.refunds.createdAt), asc(t.refunds.id));
  for (const { r, c } of rows) out.set(r.paymentId, [...(out.get(r.paymentId) ?? []), refundView(r, c ?? undefined)]);
  return out;
}

/** The back office's list: open requests first, then the latest answered ones. */
export async function staffRefunds(db: Db, now: Date, status?: string) {
  const rows = await db
    .select({
      r: t.refunds,
      c: t.creditNotes,
      p: t.payments,
      name: t.students.fullname,
      email: t.students.email,
      invoice: t.invoices.number,
    })
    .from(t.refunds)
    .innerJoin(t.payments, eq(t.payments.id, t.refunds.paymentId))
    .innerJoin(t.students, eq(t.students.id, t.refunds.studentId))
    .leftJoin(t.creditNotes, eq(t.creditNotes.refundId, t.refunds.id))
    .leftJoin(t.invoices, eq(t.invoices.paymentId, t.payments.id))
    .where(status ? eq(t.refunds.status, status) : undefined)
    .orderBy(sql`case when ${t.refunds.status} = 'requested' then 0 else 1 end`, desc(t.refunds.createdAt), desc(t.refunds.id))
    .limit(200);
  const out = [];
  for (const { r, c, p, name, email, invoice } of rows) {
    out.push({
      ...refundView(r, c ?? undefined),
      student_id: r.studentId,
      student_name: name,
      email,
      transaction_id: p.transactionId,
      paid: p.amount,
      refunded: p.refunded,
      remaining: p.amount - p.refunded,
      invoice_number: invoice ?? null,
      policy_now: await policyNow(db, p, now),
    });
  }
  return out;
}

// ------------------------------------------------------------------ her request

async function paymentRow(db: Db, paymentId: number) {
  const [p] = await db.select().from(t.payments).where(eq(t.payments.id, paymentId));
  return p;
}

const cleanReason = (s: string | undefined | null) => (s ?? '').trim().slice(0, REFUND_REASON_MAX);

export async function requestRefund(
  db: Db,
  studentId: number,
  input: { paymentId: number; reason: string },
  now: Date,
): Promise<RefundView> {
  const reason = cleanReason(input.reason);
  if (!reason) throw badRequest(REFUND_MESSAGES.reasonRequired, { errors: { reason: REFUND_MESSAGES.reasonRequired } });
  const payment = await paymentRow(db, input.paymentId);
  // Someone else's payment answers as a missing one.
  if (!payment || payment.studentId !== studentId) throw notFound(REFUND_MESSAGES.notFound);
  if (payment.refunded >= payment.amount) throw conflict(REFUND_MESSAGES.nothingLeft);
  const policy = await policyNow(db, payment, now);
  try {
    return await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(t.refunds)
        .values({
          paymentId: payment.id,
          studentId,
          origin: 'student',
          status: 'requested',
          reason,
          policyPercent: policy.percent,
          policyAmount: policy.allowed,
          createdAt: now,
        })
        .returning();
      await auditByStudent(tx, studentId, {
        action: 'refund.request',
        entity: 'refund',
        entityId: row!.id,
        after: { payment_id: payment.id, reason, policy_percent: policy.percent, policy_amount: policy.allowed },
      });
      return refundView(row!, undefined);
    });
  } catch (err) {
    if (isUniqueViolation(err)?.includes('refunds_one_open_per_payment_uq')) throw conflict(REFUND_MESSAGES.openRequest);
    throw err;
  }
}

// ------------------------------------------------------------------ the admin's answer

export interface RefundDeps {
  /** Refunds ask the provider one thing. */
  provider: Pick<PaymentProvider, 'refund'>;
  now: () => Date;
}

function checkAmount(
  payment: { amount: number; refunded: number },
  allowed: number,
  amount: number,
  beyondReason: string,
): void {
  if (!Number.isInteger(amount) || amount <= 0) throw badRequest(REFUND_MESSAGES.amountPositive);
  const left = payment.amount - payment.refunded;
  if (amount > left) throw badRequest(REFUND_MESSAGES.aboveRemaining(rupees(left)));
  if (amount > allowed && !beyondReason) throw badRequest(REFUND_MESSAGES.beyondPolicy(rupees(allowed)));
}

/**
 * Approves her open request for `amount` paise (default: what the policy allowed when she asked).
 * Three admins at once: one claims it, the others get 409.
 */
export async function approveRefund(
  db: Db,
  who: StaffPrincipal,
  deps: RefundDeps,
  refundId: number,
  input: { amount?: number; beyondPolicyReason?: string },
): Promise<RefundView> {
  const [refund] = await db.select().from(t.refunds).where(eq(t.refunds.id, refundId));
  if (!refund) throw notFound(REFUND_MESSAGES.requestNotFound);
  if (refund.status !== 'requested') throw conflict(REFUND_MESSAGES.notOpen);
  const beyond = cleanReason(input.beyondPolicyReason);
  const now = deps.now();
  // The claim comes first: of several admins at once, one gets the row and the others a 409 before
  // anything else is looked at. A bad amount then rolls the claim back with its 400.
  const { payment, amount } = await inTransaction(db, async (tx) => {
    const [claimed] = await tx
      .update(t.refunds)
      .set({ status: 'approved', decidedBy: who.id, decidedAt: now, lastError: null })
      .where(and(eq(t.refunds.id, refundId), eq(t.refunds.status, 'requested')))
      .returning({ id: t.refunds.id });
    if (!claimed) throw conflict(REFUND_MESSAGES.notOpen);
    const [payment] = await tx.select().from(t.payments).where(eq(t.payments.id, refund.paymentId)).for('update');
    const allowed = refundAllowance(payment!.amount, payment!.refunded, refund.policyPercent);
    const amount = input.amount ?? Math.min(allowed, payment!.amount - payment!.refunded);
    checkAmount(payment!, allowed, amount, beyond);
    await tx
      .update(t.refunds)
      .set({ amount, beyondPolicyReason: amount > allowed ? beyond : null })
      .where(eq(t.refunds.id, refundId));
    await countRefund(tx, payment!.id, amount);
    await audit(tx, who, {
      action: 'refund.approve',
      entity: 'refund',
      entityId: refundId,
      before: { status: 'requested' },
      after: { status: 'approved', amount, policy_allowed: allowed, beyond_policy_reason: amount > allowed ? beyond : null },
    });
    return { payment: payment!, amount };
  });
  return refundThroughProvider(db, who, deps, refundId, payment, amount, 'requested');
}

/** Adds to what was refunded of the payment, never beyond what she paid. */
async function countRefund(tx: Db, paymentId: number, amount: number): Promise<void> {
  const [counted] = await tx
    .update(t.payments)
    .set({ refunded: sql`${t.payments.refunded} + ${amount}` })
    .where(and(eq(t.payments.id, paymentId), sql`${t.payments.refunded} + ${amount} <= ${t.payments.amount}`))
    .returning({ refunded: t.payments.refunded, amount: t.payments.amount });
  if (!counted) {
    const [p] = await tx.select().from(t.payments).where(eq(t.payments.id, paymentId));
    throw badRequest(REFUND_MESSAGES.aboveRemaining(rupees(p ? p.amount - p.refunded : 0)));
  }
}

/** An admin refunds a payment without a request (409 while she has an open one). */
export async function directRefund(
  db: Db,
  who: StaffPrincipal,
  deps: RefundDeps,
  paymentId: number,
  input: { amount?: number; reason: string },
): Promise<RefundView> {
  const reason = cleanReason(input.reason);
  if (!reason) throw badRequest(REFUND_MESSAGES.directReason, { errors: { reason: REFUND_MESSAGES.directReason } });
  const payment = await paymentRow(db, paymentId);
  if (!payment) throw notFound(REFUND_MESSAGES.notFound);
  const left = payment.amount - payment.refunded;
  if (left <= 0) throw conflict(REFUND_MESSAGES.nothingLeft);
  const now = deps.now();
  const policy = await policyNow(db, payment, now);
  const amount = input.amount ?? left;
  // The admin's written reason is her reason to go beyond the policy, too.
  checkAmount(payment, policy.allowed, amount, reason);
  let refundId: number;
  try {
    refundId = await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(t.refunds)
        .values({
          paymentId,
          studentId: payment.studentId,
          origin: 'staff',
          status: 'approved',
          reason,
          policyPercent: policy.percent,
          policyAmount: policy.allowed,
          amount,
          beyondPolicyReason: amount > policy.allowed ? reason : null,
          decidedBy: who.id,
          decidedAt: now,
          createdAt: now,
        })
        .returning({ id: t.refunds.id });
      await countRefund(tx, paymentId, amount);
      await audit(tx, who, {
        action: 'refund.direct',
        entity: 'refund',
        entityId: row!.id,
        after: { payment_id: paymentId, amount, reason, policy_allowed: policy.allowed },
      });
      return row!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)?.includes('refunds_one_open_per_payment_uq')) throw conflict(REFUND_MESSAGES.directWhileOpen);
    throw err;
  }
  return refundThroughProvider(db, who, deps, refundId, payment, amount, 'failed');
}

/**
 * Steps 2 and 3: the provider's refund, then the credit note and its effects. `onRefusal` is the
 * status the refund goes back to when the provider refuses: her request is open again
 * ('requested'); a direct refund ends 'failed'.
 */
async function refundThroughProvider(
  db: Db,
  who: StaffPrincipal,
  deps: RefundDeps,
  refundId: number,
  payment: typeof t.payments.$inferSelect,
  amount: number,
  onRefusal: 'requested' | 'failed',
): Promise<RefundView> {
  let answer: { id: string; status: string };
  try {
    answer = await deps.provider.refund({
      paymentId: payment.transactionId,
      amount,
      receipt: `refund-${refundId}`,
      notes: { refund_id: String(refundId), payment_id: String(payment.id) },
    });
  } catch (err) {
    const detail = err instanceof ProviderRefusal ? err.detail : 'the provider did not answer';
    await inTransaction(db, async (tx) => {
      await tx
        .update(t.refunds)
        .set(
          onRefusal === 'requested'
            ? { status: 'requested', amount: null, beyondPolicyReason: null, decidedBy: null, decidedAt: null, lastError: detail }
            : { status: 'failed', lastError: detail },
        )
        .where(and(eq(t.refunds.id, refundId), eq(t.refunds.status, 'approved')));
      await tx
        .update(t.payments)
        .set({ refunded: sql`${t.payments.refunded} - ${amount}` })
        .where(eq(t.payments.id, payment.id));
      await audit(tx, who, {
        action: 'refund.provider_refused',
        entity: 'refund',
        entityId: refundId,
        before: { status: 'approved' },
        after: { status: onRefusal, error: detail },
      });
    });
    throw new HttpError(502, REFUND_MESSAGES.providerRefused(detail), { code: 'provider_refused' });
  }
  return finishRefund(db, who, deps.now(), refundId, answer);
}

/** Step 3, in one transaction: the refund recorded as made, its credit note, mail and effects. */
async function finishRefund(
  db: Db,
  who: StaffPrincipal,
  now: Date,
  refundId: number,
  answer: { id: string; status: string },
): Promise<RefundView> {
  return inTransaction(db, async (tx) => {
    const [refund] = await tx
      .update(t.refunds)
      .set({
        status: 'refunded',
        providerRefundId: answer.id,
        // A webhook that came first already said processed: it stays so.
        providerStatus: sql`coalesce(${t.refunds.providerStatus}, ${answer.status === 'processed' ? 'processed' : 'pending'})`,
        processedAt: answer.status === 'processed' ? now : null,
      })
      .where(and(eq(t.refunds.id, refundId), eq(t.refunds.status, 'approved')))
      .returning();
    if (!refund) throw conflict(REFUND_MESSAGES.notOpen);
    const [payment] = await tx.select().from(t.payments).where(eq(t.payments.id, refund.paymentId)).for('update');
    const [student] = await tx
      .select({ fullname: t.students.fullname, email: t.students.email, language: t.students.language })
      .from(t.students)
      .where(eq(t.students.id, refund.studentId));
    const full = payment!.refunded >= payment!.amount;
    const note = await issueCreditNote(tx, refund, refund.amount!, now);
    if (full) await releaseSeat(tx, refund.studentId, now);
    await notify(tx, 'student', refund.studentId, {
      title: full ? 'Your payment has been refunded' : 'Part of your payment has been refunded',
      message: `${rupees(refund.amount!)} is on its way back to you${note ? ` (credit note ${note.number})` : ''}. Banks usually show it within 5–7 working days.${full ? ' Your seat in the batch has been released.' : ''}`,
    });
    if (student)
      await enqueueMail(tx, {
        kind: 'refund-issued',
        to: student.email,
        payload: {
          name: student.fullname,
          language: student.language === 'hi' ? 'hi' : 'en',
          amount: refund.amount!,
          currency: payment!.currency,
          full,
          transactionId: payment!.transactionId,
          creditNoteId: note?.id ?? null,
          creditNoteNumber: note?.number ?? null,
        },
      });
    await audit(tx, who, {
      action: 'refund.refunded',
      entity: 'refund',
      entityId: refundId,
      before: { status: 'approved' },
      after: {
        status: 'refunded',
        amount: refund.amount,
        provider_refund_id: answer.id,
        credit_note: note?.number ?? null,
        full,
      },
    });
    return refundView(refund, note);
  });
}

/**
 * The credit note of a refund against the payment's invoice (none for a payment recorded before
 * invoices existed). Its number is taken last in the transaction (see nextDocumentNumber).
 */
async function issueCreditNote(tx: Db, refund: RefundRow, amount: number, now: Date): Promise<CreditNoteRow | undefined> {
  const [invoice] = await tx.select().from(t.invoices).where(eq(t.invoices.paymentId, refund.paymentId));
  if (!invoice) return undefined;
  const earlier = await tx.select().from(t.creditNotes).where(eq(t.creditNotes.invoiceId, invoice.id)).for('update');
  const parts = creditNoteParts(invoice, earlier, amount);
  const { number, fy, seq } = await nextDocumentNumber(tx, CREDIT_NOTE_SERIES, now);
  const [row] = await tx
    .insert(t.creditNotes)
    .values({
      number,
      series: CREDIT_NOTE_SERIES.id,
      fy,
      seq,
      refundId: refund.id,
      invoiceId: invoice.id,
      paymentId: refund.paymentId,
      studentId: refund.studentId,
      issuedAt: now,
      supplierName: invoice.supplierName,
      supplierAddress: invoice.supplierAddress,
      supplierGstin: invoice.supplierGstin,
      supplierState: invoice.supplierState,
      buyerName: invoice.buyerName,
      buyerState: invoice.buyerState,
      buyerBusinessName: invoice.buyerBusinessName,
      buyerGstin: invoice.buyerGstin,
      sac: invoice.sac,
      description: invoice.description,
      reason: refund.reason.slice(0, 200),
      ratePercent: invoice.ratePercent,
      ...parts,
      currency: invoice.currency,
    })
    .returning();
  return row;
}

/**
 * A full refund ends her place: standing "refunded" (sessions and materials refuse her), her
 * enrolments cancelled (no certificate from a cancelled enrolment), and each batch she leaves
 * takes the next waiting student of its course.
 */
async function releaseSeat(tx: Db, studentId: number, now: Date): Promise<void> {
  await tx.update(t.students).set({ paymentStatus: 'refunded' }).where(eq(t.students.id, studentId));
  const left = await tx
    .update(t.enrolments)
    .set({ cancelled: true })
    .where(and(eq(t.enrolments.studentId, studentId), eq(t.enrolments.cancelled, false)))
    .returning({ batchId: t.enrolments.batchId });
  // Her order holds no seat any more either.
  await tx
    .update(t.paymentOrders)
    .set({ batchId: null })
    .where(eq(t.paymentOrders.studentId, studentId));
  for (const { batchId } of left.sort((a, b) => a.batchId - b.batchId)) {
    await tx.select({ id: t.batches.id }).from(t.batches).where(eq(t.batches.id, batchId)).for('update');
    await placeWaitingStudents(tx, batchId, now);
  }
}

export async function declineRefund(
  db: Db,
  who: StaffPrincipal,
  refundId: number,
  input: { reason: string },
  now: Date,
): Promise<RefundView> {
  const reason = cleanReason(input.reason);
  if (!reason) throw badRequest(REFUND_MESSAGES.declineReason, { errors: { reason: REFUND_MESSAGES.declineReason } });
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(t.refunds)
      .set({ status: 'declined', declineReason: reason, decidedBy: who.id, decidedAt: now })
      .where(and(eq(t.refunds.id, refundId), eq(t.refunds.status, 'requested')))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: t.refunds.id }).from(t.refunds).where(eq(t.refunds.id, refundId));
      throw exists ? conflict(REFUND_MESSAGES.notOpen) : notFound(REFUND_MESSAGES.requestNotFound);
    }
    const [student] = await tx
      .select({ fullname: t.students.fullname, email: t.students.email, language: t.students.language })
      .from(t.students)
      .where(eq(t.students.id, row.studentId));
    await notify(tx, 'student', row.studentId, {
      title: 'Your refund request was declined',
      message: `Our answer: ${reason}`,
    });
    if (student)
      await enqueueMail(tx, {
        kind: 'refund-declined',
        to: student.email,
        payload: { name: student.fullname, language: student.language === 'hi' ? 'hi' : 'en', reason },
      });
    await audit(tx, who, {
      action: 'refund.decline',
      entity: 'refund',
      entityId: refundId,
      before: { status: 'requested' },
      after: { status: 'declined', reason },
    });
    return refundView(row, undefined);
  });
}

// ------------------------------------------------------------------ the provider's word

/**
 * A `refund.processed` / `refund.failed` webhook: the refund it names is marked. A refund the
 * provider announces before our finishing step stored its id is retried (the worker backs off);
 * one we never made is noted as unknown.
 */
export async function providerRefundEvent(
  db: Db,
  event: 'refund.processed' | 'refund.failed',
  entity: { id?: unknown; payment_id?: unknown },
  now: Date,
): Promise<string> {
  if (typeof entity.id !== 'string') return 'ignored';
  const status = event === 'refund.processed' ? 'processed' : 'failed';
  const updated = await db
    .update(t.refunds)
    .set({ providerStatus: status, processedAt: status === 'processed' ? now : null })
    .where(eq(t.refunds.providerRefundId, entity.id))
    .returning({ id: t.refunds.id });
  if (updated.length) return status === 'processed' ? 'refund-processed' : 'refund-failed';
  if (typeof entity.payment_id === 'string') {
    const [inFlight] = await db
      .select({ id: t.refunds.id })
      .from(t.refunds)
      .innerJoin(t.payments, eq(t.payments.id, t.refunds.paymentId))
      .where(and(eq(t.payments.transactionId, entity.payment_id), eq(t.refunds.status, 'approved')));
    if (inFlight) throw new Error('the refund is still being recorded; the event is processed again shortly');
  }
  return 'unknown-refund';
}


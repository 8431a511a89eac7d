/**
 * The sandbox provider's side of a payment: its own records of each attempt (what Razorpay keeps)
 * and the signed webhooks it sends about them, in Razorpay's format. An attempt and its webhooks are
 * written in one transaction, so an approval made just before the page closed is still announced.
 */
import crypto from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { HttpError } from '../lib/errors';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import type { ProviderPayment } from './provider';

export type SandboxMethod = 'upi' | 'card' | 'netbanking';
export type SandboxOutcome = 'approve' | 'decline' | 'expire';

/** What a failed attempt says, as Razorpay's `error_*` fields do. */
const FAILURES: Record<Exclude<SandboxOutcome, 'approve'>, { code: string; reason: string; description: string }> = {
  decline: {
    code: 'BAD_REQUEST_ERROR',
    reason: 'payment_declined',
    description: 'The payment was declined in the UPI app or by the bank.',
  },
  expire: {
    code: 'BAD_REQUEST_ERROR',
    reason: 'payment_timed_out',
    description: 'The payment request expired before it was approved.',
  },
};

/**
 * The provider's webhooks arrive a moment after the checkout answers the browser; so do the
 * sandbox's. The browser's own call then normally records the payment, as in production, and the
 * webhook settles it when the page was closed.
 */
export const SANDBOX_WEBHOOK_DELAY_MS = 1500;

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(7).toString('hex')}`;

/** The sandbox's answer to `GET /v1/orders/:id/payments`, from its own records. */
export async function sandboxOrderPayments(db: Db, orderId: string): Promise<ProviderPayment[]> {
  const rows = await db
    .select()
    .from(t.sandboxPayments)
    .where(eq(t.sandboxPayments.orderId, orderId))
    .orderBy(asc(t.sandboxPayments.createdAt));
  return rows.map((r) => ({ id: r.id, status: r.status, amount: r.amount, currency: r.currency, method: r.method }));
}

/** A Razorpay-format event body (`entity: "event"`). */
export function eventBody(
  event: string,
  entities: { payment?: Record<string, unknown>; order?: Record<string, unknown> },
  at: Date,
): string {
  const payload: Record<string, unknown> = {};
  if (entities.payment) payload.payment = { entity: entities.payment };
  if (entities.order) payload.order = { entity: entities.order };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_aarohi_sandbox',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(at.getTime() / 1000),
  });
}

/**
 * One attempt on an order with a method and an outcome: stored, and its webhooks queued (captured:
 * payment.authorized, payment.captured, order.paid; failed: payment.failed).
 */
export async function sandboxAttempt(
  db: Db,
  order: { id: string; amount: number; currency: string; createdAt: Date },
  method: SandboxMethod,
  outcome: SandboxOutcome,
  now: Date,
): Promise<{ paymentId: string; status: 'captured' | 'failed'; error?: { reason: string; description: string } }> {
  const paymentId = randomId('pay');
  const failure = outcome === 'approve' ? null : FAILURES[outcome];
  const status = failure ? 'failed' : 'captured';
  const created = Math.floor(now.getTime() / 1000);
  const payment = (s: string) => ({
    id: paymentId,
    entity: 'payment',
    amount: order.amount,
    currency: order.currency,
    status: s,
    order_id: order.id,
    method,
    captured: s === 'captured',
    ...(method === 'upi' ? { vpa: 'student@okdemo' } : {}),
    ...(method === 'netbanking' ? { bank: 'SBIN' } : {}),
    error_code: failure?.code ?? null,
    error_description: failure?.description ?? null,
    error_reason: failure?.reason ?? null,
    created_at: created,
  });
  const events = failure
    ? [eventBody('payment.failed', { payment: payment('failed') }, now)]
    : [
        eventBody('payment.authorized', { payment: payment('authorized') }, now),
        eventBody('payment.captured', { payment: payment('captured') }, now),
        eventBody(
          'order.paid',
          {
            payment: payment('captured'),
            order: {
              id: order.id,
              entity: 'order',
              amount: order.amount,
              amount_paid: order.amount,
              amount_due: 0,
              currency: order.currency,
              status: 'paid',
              created_at: Math.floor(order.createdAt.getTime() / 1000),
            },
          },
          now,
        ),
      ];
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // As the real provider: an order is paid once. The order row is locked so two approvals at
    // the same moment are decided one after the other.
    await tx.select({ id: t.paymentOrders.id }).from(t.paymentOrders).where(eq(t.paymentOrders.id, order.id)).for('update');
    const [paid] = await tx
      .select({ id: t.sandboxPayments.id })
      .from(t.sandboxPayments)
      .where(and(eq(t.sandboxPayments.orderId, order.id), eq(t.sandboxPayments.status, 'captured')));
    if (paid) throw new HttpError(409, 'This order is already paid.');
    await tx.insert(t.sandboxPayments).values({
      id: paymentId,
      orderId: order.id,
      method,
      status,
      amount: order.amount,
      currency: order.currency,
      errorReason: failure?.reason ?? null,
    });
    await tx.insert(t.sandboxWebhooks).values(
      events.map((body) => ({
        eventId: randomId('evt'),
        body,
        nextAttemptAt: sql`now() + ${SANDBOX_WEBHOOK_DELAY_MS} * interval '1 millisecond'`,
      })),
    );
  });
  return {
    paymentId,
    status,
    ...(failure ? { error: { reason: failure.reason, description: failure.description } } : {}),
  };
}

/**
 * The sandbox's `POST /v1/payments/:id/refund`: the refund is answered pending, as Razorpay answers
 * a normal-speed refund, and its signed `refund.processed` webhook is queued to follow a moment
 * later (the payments worker delivers it, with retries, to the API's webhook URL).
 */
export async function sandboxRefund(
  db: Db,
  input: { paymentId: string; amount: number; receipt: string; notes?: Record<string, string> },
  now: Date,
): Promise<{ id: string; status: string }> {
  const [paid] = await db
    .select()
    .from(t.sandboxPayments)
    .where(and(eq(t.sandboxPayments.id, input.paymentId), eq(t.sandboxPayments.status, 'captured')));
  // A payment the sandbox never captured (older demo rows recorded before the sandbox kept
  // records) is refunded all the same: the sandbox moves no money.
  const currency = paid?.currency ?? 'INR';
  const refundId = randomId('rfnd');
  const created = Math.floor(now.getTime() / 1000);
  const refund = {
    id: refundId,
    entity: 'refund',
    amount: input.amount,
    currency,
    payment_id: input.paymentId,
    notes: input.notes ?? {},
    receipt: input.receipt,
    status: 'processed',
    speed_processed: 'normal',
    created_at: created,
  };
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_aarohi_sandbox',
    event: 'refund.processed',
    contains: ['refund', 'payment'],
    payload: {
      refund: { entity: refund },
      payment: {
        entity: {
          id: input.paymentId,
          entity: 'payment',
          amount: paid?.amount ?? input.amount,
          currency,
          status: 'refunded',
          order_id: paid?.orderId ?? null,
          amount_refunded: input.amount,
        },
      },
    },
    created_at: created,
  });
  await db.insert(t.sandboxWebhooks).values({
    eventId: randomId('evt'),
    body,
    nextAttemptAt: sql`now() + ${SANDBOX_WEBHOOK_DELAY_MS} * interval '1 millisecond'`,
  });
  return { id: refundId, status: 'pending' };
}

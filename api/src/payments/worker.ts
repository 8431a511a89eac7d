/**
 * The payments worker. Three jobs, each safe with several API processes on one database:
 *
 * - stored webhook events (`payment_events`) are processed: claimed with `FOR UPDATE SKIP LOCKED`
 *   and a lease, like the mail outbox, so an event stored before a crash is processed after the
 *   restart, by one process; a failure retries with back-off;
 * - orders still pending after their hold are reconciled: the provider is asked for the order's
 *   payments, a captured one is settled, an order with none is marked expired (each order claimed
 *   by stamping `checked_at`, so two processes never ask about the same order at once);
 * - with the sandbox, its signed webhooks are delivered to the webhook URL, retried with back-off
 *   while the API does not answer 2xx (as the real provider retries).
 *
 * Settlement is one path for every source (webhook, reconciliation; the browser's POST /payment
 * calls the same recordPayment): the first records the payment, enrolment and receipt; the others
 * find it settled and change nothing.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { HttpError } from '../lib/errors';
import { backoffMs } from '../mail/sender';
import type { PaymentProvider } from './provider';
import { recordPayment } from './service';
import { providerRefundEvent } from './refunds';
import { webhookSignature } from '../lib/webhook-signature';
import { Rounds } from '../lib/rounds';
import type { GstSupplier } from '../config';

export type SettleOutcome =
  | 'settled'
  | 'already-settled'
  | 'unknown-order'
  | 'amount-mismatch'
  /** The order's student had already paid with another order: a second charge, for a refund. */
  | 'paid-twice';

export interface PaymentsWorkerOptions {
  provider: PaymentProvider;
  /** The API's clock (moved by tests and PUT /test/clock). */
  now: () => Date;
  links: { api: string; site?: string };
  /** The school as its tax invoices name it: every settled payment gets one. */
  supplier: GstSupplier;
  tickMs: number;
  retryBaseMs: number;
  /** How long after a provider lookup an order still pending is asked about again. */
  recheckMs: number;
  leaseMs?: number;
  /** Delivery of the sandbox's webhooks (null: not the sandbox). */
  sandbox: { url: string; secret: string } | null;
  /** After a payment was settled outside a request: mail goes out, cached reads are dropped. */
  settled?: () => void;
  /** How the sandbox posts a webhook; fetch by default (tests hand in app.inject). */
  post?: (url: string, body: string, headers: Record<string, string>) => Promise<number>;
  log?: { info(o: unknown, m?: string): void; warn(o: unknown, m?: string): void; error(o: unknown, m?: string): void };
}

const MAX_EVENT_ATTEMPTS = 10;
/** The real provider stops retrying a webhook after about a day; so does the sandbox. */
const SANDBOX_DELIVERY_WINDOW_MS = 24 * 60 * 60 * 1000;

const fetchPost: NonNullable<PaymentsWorkerOptions['post']> = async (url, body, headers) => {
  const res = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
  await res.arrayBuffer().catch(() => undefined);
  return res.status;
};

/** Settles an order's payment once; any later call finds it settled. */
export async function settleOrder(
  db: Db,
  input: { orderId: string; paymentId: string; amount?: number; currency?: string; paidAt: Date },
  links: { api: string; site?: string },
  supplier: GstSupplier,
): Promise<SettleOutcome> {
  const [order] = await db.select().from(t.paymentOrders).where(eq(t.paymentOrders.id, input.orderId));
  if (!order) return 'unknown-order';
  if (
    (input.amount !== undefined && input.amount !== order.amount) ||
    (input.currency !== undefined && input.currency !== order.currency)
  )
    return 'amount-mismatch';
  if (order.status === 'paid') return 'already-settled';
  // Money moved on an order reconciliation had given up on (a very late approval): it is settled
  // like any other; recordPayment claims only open orders.
  if (order.status === 'expired')
    await db
      .update(t.paymentOrders)
      .set({ status: 'created' })
      .where(and(eq(t.paymentOrders.id, order.id), eq(t.paymentOrders.status, 'expired')));
  try {
    await recordPayment(
      db,
      { order: { ...order, status: 'created' }, transactionId: input.paymentId, paidAt: input.paidAt },
      links,
      supplier,
    );
    return 'settled';
  } catch (err) {
    if (!(err instanceof HttpError) || err.statusCode !== 409) throw err;
    // Another path settled it first (the browser, a redelivered event), or she had paid already.
    const [mine] = await db
      .select({ id: t.payments.id })
      .from(t.payments)
      .where(eq(t.payments.orderId, order.id));
    return mine ? 'already-settled' : 'paid-twice';
  }
}

type EventRow = typeof t.paymentEvents.$inferSelect;

interface PaymentEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  status?: unknown;
  error_reason?: unknown;
  error_description?: unknown;
}

function paymentOf(payload: Record<string, unknown>): PaymentEntity | undefined {
  const p = (payload.payload as { payment?: { entity?: PaymentEntity } } | undefined)?.payment?.entity;
  return p && typeof p === 'object' ? p : undefined;
}

/** Where an event points (stored with it, so staff and reconciliation can find it). */
export function eventRefs(body: Record<string, unknown>): { orderId: string | null; paymentId: string | null } {
  const payment = paymentOf(body);
  const order = (body.payload as { order?: { entity?: { id?: unknown } } } | undefined)?.order?.entity;
  const orderId = typeof payment?.order_id === 'string' ? payment.order_id : typeof order?.id === 'string' ? order.id : null;
  return { orderId, paymentId: typeof payment?.id === 'string' ? payment.id : null };
}


/**
 * Stores a verified webhook for the worker, once: a redelivered event id is ignored. True when it
 * was new (the route then wakes the worker).
 */
export async function storeEvent(
  db: Db,
  e: { eventId: string; event: string; orderId: string | null; paymentId: string | null; payload: Record<string, unknown> },
): Promise<boolean> {
  const inserted = await db
    .insert(t.paymentEvents)
    .values({ ...e, status: 'pending' })
    .onConflictDoNothing({ target: t.paymentEvents.eventId })
    .returning({ id: t.paymentEvents.id });
  return inserted.length > 0;
}

export class PaymentsWorker {
  private readonly rounds: Rounds;

  constructor(
    private readonly db: Db,
    readonly options: PaymentsWorkerOptions,
  ) {
    this.rounds = new Rounds(
      async () => {
        await this.runOnce();
        return false;
      },
      options.tickMs,
      (err) => options.log?.error({ err }, 'payments: round failed'),
    );
  }

  start(): void {
    this.rounds.start();
  }

  /** Runs a round now (after a webhook was stored, a sandbox payment made); rounds never overlap. */
  kick(): void {
    this.rounds.kick();
  }

  /** Waits for the round in progress (tests, shutdown). */
  idle(): Promise<void> {
    return this.rounds.idle();
  }

  stop(): Promise<void> {
    return this.rounds.stop();
  }

  async runOnce(): Promise<{ delivered: number; processed: number; reconciled: number }> {
    const delivered = this.options.sandbox ? await this.deliverSandboxWebhooks() : 0;
    const processed = await this.processEvents();
    const reconciled = await this.reconcile();
    return { delivered, processed, reconciled };
  }

  // ---------------------------------------------------------------- stored events

  async processEvents(limit = 20): Promise<number> {
    const lease = this.options.leaseMs ?? 60_000;
    const due = this.db
      .select({ id: t.paymentEvents.id })
      .from(t.paymentEvents)
      .where(
        and(
          eq(t.paymentEvents.status, 'pending'),
          lte(t.paymentEvents.nextAttemptAt, sql`now()`),
          or(isNull(t.paymentEvents.lockedUntil), lt(t.paymentEvents.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(t.paymentEvents.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(t.paymentEvents)
      .set({
        lockedUntil: sql`now() + ${lease} * interval '1 millisecond'`,
        attempts: sql`${t.paymentEvents.attempts} + 1`,
      })
      .where(inArray(t.paymentEvents.id, due))
      .returning();
    claimed.sort((a, b) => a.id - b.id);
    for (const row of claimed) {
      if (this.rounds.isStopped) break;
      try {
        const outcome = await this.process(row);
        await this.db
          .update(t.paymentEvents)
          .set({ status: 'processed', outcome, processedAt: sql`now()`, lockedUntil: null, lastError: null })
          .where(eq(t.paymentEvents.id, row.id));
        const level = outcome === 'amount-mismatch' || outcome === 'paid-twice' ? 'warn' : 'info';
        this.options.log?.[level]({ paymentEvent: row.id, event: row.event, outcome }, 'payments: event processed');
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const giveUp = row.attempts >= MAX_EVENT_ATTEMPTS;
        await this.db
          .update(t.paymentEvents)
          .set({
            status: giveUp ? 'failed' : 'pending',
            lockedUntil: null,
            lastError: message.slice(0, 1000),
            nextAttemptAt: sql`now() + ${backoffMs(row.attempts, this.options.retryBaseMs)} * interval '1 millisecond'`,
          })
          .where(eq(t.paymentEvents.id, row.id));
        this.options.log?.error({ err, paymentEvent: row.id }, 'payments: event failed');
      }
    }
    return claimed.length;
  }

  private async process(row: EventRow): Promise<string> {
    const payment = paymentOf(row.payload);
    switch (row.event) {
      case 'payment.captured':
      case 'order.paid': {
        if (!row.orderId || !row.paymentId) return 'ignored';
        const outcome = await settleOrder(
          this.db,
          {
            orderId: row.orderId,
            paymentId: row.paymentId,
            amount: typeof payment?.amount === 'number' ? payment.amount : undefined,
            currency: typeof payment?.currency === 'string' ? payment.currency : undefined,
            paidAt: this.options.now(),
          },
          this.options.links,
          this.options.supplier,
        );
        if (outcome === 'settled') this.options.settled?.();
        return outcome;
      }
      case 'payment.authorized':
        // Orders are captured automatically; the captured event (or order.paid) settles.
        return 'noted';
      case 'payment.failed': {
        if (!row.orderId) return 'ignored';
        const reason =
          typeof payment?.error_reason === 'string' ? payment.error_reason : 'payment_failed';
        await this.db
          .update(t.paymentOrders)
          .set({ lastFailure: reason.slice(0, 100) })
          .where(and(eq(t.paymentOrders.id, row.orderId), eq(t.paymentOrders.status, 'created')));
        return 'failure-noted';
      }
      case 'refund.processed':
      case 'refund.failed': {
        const refund = (row.payload.payload as { refund?: { entity?: { id?: unknown; payment_id?: unknown } } } | undefined)
          ?.refund?.entity;
        if (!refund) return 'ignored';
        const outcome = await providerRefundEvent(this.db, row.event, refund, this.options.now());
        if (outcome === 'refund-failed')
          this.options.log?.warn({ paymentEvent: row.id, refund: refund.id }, 'payments: the provider says a refund failed');
        return outcome;
      }
      default:
        return 'ignored';
    }
  }

  // ---------------------------------------------------------------- reconciliation

  /** Asks the provider about orders whose hold ended unpaid; settles the paid ones, expires the rest. */
  async reconcile(limit = 20): Promise<number> {
    const now = this.options.now();
    const recheckBefore = new Date(now.getTime() - this.options.recheckMs);
    const due = this.db
      .select({ id: t.paymentOrders.id })
      .from(t.paymentOrders)
      .where(
        and(
          eq(t.paymentOrders.status, 'created'),
          lt(t.paymentOrders.expiresAt, now),
          or(isNull(t.paymentOrders.checkedAt), lt(t.paymentOrders.checkedAt, recheckBefore)),
        ),
      )
      .orderBy(asc(t.paymentOrders.expiresAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(t.paymentOrders)
      .set({ checkedAt: now })
      .where(inArray(t.paymentOrders.id, due))
      .returning();
    let settled = 0;
    for (const order of claimed) {
      if (this.rounds.isStopped) break;
      try {
        const payments = await this.options.provider.orderPayments(order.id);
        const captured = payments.find((p) => p.status === 'captured');
        if (captured) {
          const outcome = await settleOrder(
            this.db,
            { orderId: order.id, paymentId: captured.id, amount: captured.amount, currency: captured.currency, paidAt: now },
            this.options.links,
            this.options.supplier,
          );
          this.options.log?.info({ order: order.id, outcome }, 'payments: reconciled a paid order');
          if (outcome === 'settled') {
            settled += 1;
            this.options.settled?.();
          }
        } else if (!payments.some((p) => p.status === 'authorized' || p.status === 'created')) {
          // Nothing paid and nothing in flight: the order ends. An attempt still in flight is asked
          // about again later.
          await this.db
            .update(t.paymentOrders)
            .set({ status: 'expired' })
            .where(and(eq(t.paymentOrders.id, order.id), eq(t.paymentOrders.status, 'created')));
        }
      } catch (err) {
        // The provider did not answer: the order is asked about again after `recheckMs`.
        this.options.log?.warn({ err, order: order.id }, 'payments: reconciliation lookup failed');
      }
    }
    return settled;
  }

  // ---------------------------------------------------------------- the sandbox's webhooks

  async deliverSandboxWebhooks(limit = 20): Promise<number> {
    const sandbox = this.options.sandbox;
    if (!sandbox) return 0;
    const lease = this.options.leaseMs ?? 60_000;
    const due = this.db
      .select({ id: t.sandboxWebhooks.id })
      .from(t.sandboxWebhooks)
      .where(
        and(
          isNull(t.sandboxWebhooks.deliveredAt),
          lte(t.sandboxWebhooks.nextAttemptAt, sql`now()`),
          sql`${t.sandboxWebhooks.createdAt} > now() - ${SANDBOX_DELIVERY_WINDOW_MS} * interval '1 millisecond'`,
          or(isNull(t.sandboxWebhooks.lockedUntil), lt(t.sandboxWebhooks.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(t.sandboxWebhooks.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(t.sandboxWebhooks)
      .set({
        lockedUntil: sql`now() + ${lease} * interval '1 millisecond'`,
        attempts: sql`${t.sandboxWebhooks.attempts} + 1`,
      })
      .where(inArray(t.sandboxWebhooks.id, due))
      .returning();
    claimed.sort((a, b) => a.id - b.id);
    const post = this.options.post ?? fetchPost;
    let delivered = 0;
    for (const row of claimed) {
      if (this.rounds.isStopped) break;
      let error: string | null = null;
      try {
        const status = await post(sandbox.url, row.body, {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(sandbox.secret, row.body),
          'x-razorpay-event-id': row.eventId,
        });
        if (status < 200 || status >= 300) error = `the webhook URL answered ${status}`;
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
      if (error === null) {
        delivered += 1;
        await this.db
          .update(t.sandboxWebhooks)
          .set({ deliveredAt: sql`now()`, lockedUntil: null, lastError: null })
          .where(eq(t.sandboxWebhooks.id, row.id));
      } else {
        await this.db
          .update(t.sandboxWebhooks)
          .set({
            lockedUntil: null,
            lastError: error.slice(0, 500),
            nextAttemptAt: sql`now() + ${Math.min(backoffMs(row.attempts, this.options.retryBaseMs), 10 * 60_000)} * interval '1 millisecond'`,
          })
          .where(eq(t.sandboxWebhooks.id, row.id));
        this.options.log?.warn({ webhook: row.eventId, attempts: row.attempts, error }, 'sandbox: webhook not delivered, will retry');
      }
    }
    return delivered;
  }
}

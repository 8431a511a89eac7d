/**
 * What happened to a message after it left: the provider's webhook statuses (sent, delivered,
 * read, failed), kept on its row, and the fallback mail when it failed. A status never goes back
 * (a late "delivered" after "read" changes nothing), and the fallback mail is queued once, under the
 * id its event's own mail has, so she never gets it twice.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { inTransaction } from '../db/transaction';
import { enqueueMailOnce, type MailKind } from '../mail/outbox';

type Row = typeof t.whatsappMessages.$inferSelect;

/** The order statuses follow; failed can follow any of them. */
const RANK: Record<string, number> = { pending: 0, sent: 1, delivered: 2, read: 3 };
export const PROVIDER_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** Queues the row's fallback mail (once for the row); returns whether a mail was queued now. */
export async function queueFallbackMail(tx: Db, row: Pick<Row, 'id' | 'fallback'>): Promise<boolean> {
  if (!row.fallback) return false;
  const claimed = await tx
    .update(t.whatsappMessages)
    .set({ fellBackAt: sql`now()` })
    .where(and(eq(t.whatsappMessages.id, row.id), isNull(t.whatsappMessages.fellBackAt)))
    .returning({ id: t.whatsappMessages.id });
  if (claimed.length === 0) return false;
  const { kind, to, payload, messageId } = row.fallback;
  return enqueueMailOnce(tx, { kind: kind as MailKind, to, payload: payload as never }, messageId);
}

export interface StatusUpdate {
  providerMessageId: string;
  status: ProviderStatus;
  /** When the provider says it happened. */
  at: Date;
  error?: string;
}

/** Records one webhook status; returns whether a fallback mail was queued because of it. */
export async function recordStatus(db: Db, update: StatusUpdate): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(t.whatsappMessages)
      .where(eq(t.whatsappMessages.providerMessageId, update.providerMessageId))
      .for('update');
    if (!row) return false;
    if (update.status === 'failed') {
      if (row.status === 'failed') return false;
      await tx
        .update(t.whatsappMessages)
        .set({ status: 'failed', statusAt: update.at, lastError: (update.error ?? 'failed').slice(0, 1000) })
        .where(eq(t.whatsappMessages.id, row.id));
      return queueFallbackMail(tx, row);
    }
    if (row.status === 'failed' || (RANK[row.status] ?? 0) >= RANK[update.status]!) return false;
    await tx
      .update(t.whatsappMessages)
      .set({ status: update.status, statusAt: update.at })
      .where(eq(t.whatsappMessages.id, row.id));
    return false;
  });
}

/**
 * The WhatsApp outbox: a message is a row written in the transaction of its cause, under a message
 * id every process derives the same way, so it exists exactly once whoever queued it first. The
 * sender (./sender.ts) delivers it, and queues its `fallback` mail when WhatsApp cannot.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import type { MailKind, MailPayloads } from '../mail/outbox';
import type { WhatsAppTemplate } from './templates';
import { parameterCount } from './templates';

/** The mail that goes instead if WhatsApp fails, under the id the mail of the same event has. */
export interface FallbackMail<K extends MailKind = MailKind> {
  kind: K;
  to: string;
  payload: MailPayloads[K];
  messageId: string;
}

export interface QueuedWhatsApp {
  studentId: number;
  /** Her stored number: the ten digits of an Indian mobile. */
  phone: string;
  template: WhatsAppTemplate;
  language: 'en' | 'hi';
  params: string[];
  /** What the owning area checks before it goes (./sender.ts `stillDue` hooks). */
  context: Record<string, unknown>;
  batchId?: number | null;
  fallback?: FallbackMail | null;
}

/** Her number as the provider takes it: 91 and the ten digits. */
export function providerNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

/**
 * Queues a message under `messageId` inside the caller's transaction; only the first insert writes
 * it. Returns whether this call did.
 */
export async function enqueueWhatsAppOnce(tx: Db, m: QueuedWhatsApp, messageId: string): Promise<boolean> {
  if (m.params.length !== parameterCount(m.template))
    throw new Error(`${m.template} takes ${parameterCount(m.template)} parameters, not ${m.params.length}`);
  const rows = await tx
    .insert(t.whatsappMessages)
    .values({
      messageId,
      studentId: m.studentId,
      toPhone: providerNumber(m.phone),
      template: m.template,
      language: m.language,
      params: m.params,
      context: m.context,
      batchId: m.batchId ?? null,
      fallback: (m.fallback as never) ?? null,
    })
    .onConflictDoNothing({ target: t.whatsappMessages.messageId })
    .returning({ id: t.whatsappMessages.id });
  return rows.length > 0;
}

/** Which of these message ids are in the WhatsApp outbox already. */
export async function queuedWhatsAppIds(db: Db, messageIds: string[]): Promise<Set<string>> {
  if (messageIds.length === 0) return new Set();
  const rows = await db
    .select({ messageId: t.whatsappMessages.messageId })
    .from(t.whatsappMessages)
    .where(inArray(t.whatsappMessages.messageId, messageIds));
  return new Set(rows.map((r) => r.messageId));
}

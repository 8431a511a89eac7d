/**
 * The outbox: a mail is a row written with the same transaction (`tx`) as the write
 * that causes it, so it exists exactly when its cause does. The sender (./sender.ts) delivers it.
 */
import crypto from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface MailPayloads {
  'welcome-student': { name: string; courseTitle?: string | null; language?: 'en' | 'hi' };
  'welcome-tutor': { name: string };
  'payment-receipt': {
    name: string;
    transactionId: string;
    amount: number;
    currency: string;
    paidAt: string;
    /** The course she paid for; null on receipts queued before courses were recorded. */
    courseTitle?: string | null;
    /** Her batch, its timing and first class; null while she waits for a batch to open. */
    batchName?: string | null;
    batchTiming?: string | null;
    firstClassDate?: string | null;
    /** Her account's language when the payment was recorded; English when absent (older rows). */
    language?: 'en' | 'hi';
    /** The batch she was placed in with the payment: its timetable is attached as a calendar file. */
    batchId?: number | null;
    /** The payment's tax invoice: its PDF is attached (absent on receipts queued before invoices). */
    invoiceId?: number | null;
    /** The coupon she paid with (the receipt then shows the list price and the coupon); absent without one. */
    coupon?: { name: string; percent: number } | null;
  };
  'password-reset': {
    name: string;
    role: 'student' | 'tutor';
    link: string;
    validMinutes: number;
    /** A student's account language; tutors' mails are English. */
    language?: 'en' | 'hi';
  };
  'email-change': { name: string; newEmail: string; link: string; validMinutes: number };
  /** To her old address once the change is confirmed: it no longer reaches her account. */
  'email-changed': { name: string; oldEmail: string; newEmail: string; changedAt: string };
  'ticket-reply': {
    name: string;
    audience: 'student' | 'tutor';
    ticketId: number;
    subject: string;
    reply: string | null;
    status: string;
  };
  'contact-copy': { name: string; email: string; subject: string; message: string; receivedAt: string };
  'contact-ack': { name: string; subject: string; message: string };
  /** The team's answer to a contact-form message, to the address stored with the message. */
  'contact-answer': { name: string; subject: string; message: string; receivedAt: string; answer: string };
  /** Staff placed her in a batch (or moved her), or a new batch of her course took her. */
  'batch-placement': {
    name: string;
    batchName: string;
    courseTitle: string;
    timing: string;
    startDate: string | null;
    hasMeetingLink: boolean;
    moved: boolean;
    /** Her batch: its timetable is attached as a calendar file (absent on older rows). */
    batchId?: number;
  };
  /** Her certificate was issued: the mail carries its PDF, drawn from these facts when it is sent. */
  'certificate-ready': {
    name: string;
    certificateNo: string;
    courseTitle: string;
    batchName: string;
    startDate: string | null;
    endDate: string | null;
    tutorName: string | null;
    issuedAt: string;
    language?: 'en' | 'hi';
  };
  /** A session of her batch moved (staff or its tutor): old and new start, and why. */
  'session-moved': {
    name: string;
    batchName: string;
    /** Her batch: its timetable, as it now stands, is attached as a calendar file. */
    batchId: number;
    sessionId: number;
    sessionNo: number;
    topic: string;
    /** ISO instants. */
    fromStart: string;
    toStart: string;
    toEnd: string;
    reason: string;
    language?: 'en' | 'hi';
  };
  /**
   * The evening before a session (reminders/service.ts). `startsAt` is the start it was queued for:
   * the sender drops the mail when the session no longer starts then, or she turned reminders off.
   */
  'session-reminder': {
    name: string;
    studentId: number;
    sessionId: number;
    sessionNo: number;
    topic: string;
    batchName: string;
    /** ISO instant of the start; the mail says it in India time. */
    startsAt: string;
    /** How often the session had been moved when the reminder was queued (absent: never). */
    moveCount?: number;
    /** The India calendar day of the start (YYYY-MM-DD). */
    day: string;
    /** '7:00 PM' India time; null when the batch's timing names no hour. */
    time: string | null;
    /** Whether the session is on the India day after the one the reminder was queued on. */
    tomorrow: boolean;
    joinUrl: string;
    pageUrl: string;
    language?: 'en' | 'hi';
    /** The reminder an hour before the start (absent: the evening before). */
    soon?: boolean;
    /** Sent because her WhatsApp message could not be: goes even if she chose WhatsApp alone. */
    whatsappFallback?: boolean;
  };
  /**
   * Two absences in a row (reminders/at-risk.ts): the two missed sessions, each with its page, its
   * catch-up page, its recording (null while there is none) and the last day catching up counts.
   */
  'attendance-at-risk': {
    name: string;
    studentId: number;
    /** Her batch and the streak's first session: the sender drops the mail once the streak is over. */
    batchId?: number;
    streakStart?: number;
    batchName: string;
    sessions: {
      sessionNo: number;
      topic: string;
      /** YYYY-MM-DD, India. */
      date: string;
      lastDay: string;
      pageUrl: string;
      catchUpUrl: string;
      recordingUrl: string | null;
    }[];
    language?: 'en' | 'hi';
  };
  /** A refund was made: the credit note's PDF is attached, drawn from its stored row when sent. */
  'refund-issued': {
    name: string;
    language?: 'en' | 'hi';
    /** paise */
    amount: number;
    currency: string;
    /** The whole payment is refunded now: her seat is released. */
    full: boolean;
    transactionId: string;
    creditNoteId: number | null;
    creditNoteNumber: string | null;
  };
  /** An admin declined her refund request, with the reason. */
  'refund-declined': { name: string; language?: 'en' | 'hi'; reason: string };
}
export type MailKind = keyof MailPayloads;

export interface QueuedMail<K extends MailKind = MailKind> {
  kind: K;
  to: string;
  payload: MailPayloads[K];
}

/** Which of these message ids are in the outbox already: a tick that finds all queued writes nothing. */
export async function queuedMessageIds(db: Db, messageIds: string[]): Promise<Set<string>> {
  if (messageIds.length === 0) return new Set();
  const rows = await db
    .select({ messageId: outbox.messageId })
    .from(outbox)
    .where(inArray(outbox.messageId, messageIds));
  return new Set(rows.map((r) => r.messageId));
}

/**
 * Queues a mail under a message id every process derives the same way (a reminder, a note about a
 * streak): only the first insert writes it. Returns whether this call did, so the caller writes
 * what goes with the mail (its in-app notice) only then, in the same transaction.
 */
export async function enqueueMailOnce<K extends MailKind>(
  tx: Db,
  mail: QueuedMail<K>,
  messageId: string,
): Promise<boolean> {
  const rows = await tx
    .insert(outbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      payload: mail.payload as unknown as Record<string, unknown>,
      messageId,
    })
    .onConflictDoNothing({ target: outbox.messageId })
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/** Queues a mail inside the caller's transaction. */
export async function enqueueMail<K extends MailKind>(tx: Db, mail: QueuedMail<K>): Promise<void> {
  await tx.insert(outbox).values({
    kind: mail.kind,
    toAddress: mail.to,
    payload: mail.payload as unknown as Record<string, unknown>,
    messageId: crypto.randomUUID(),
  });
}

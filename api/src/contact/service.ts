/**
 * A contact-form message: stored for the helpdesk and mailed to the school, in one transaction. The
 * sender gets an acknowledgement only when the address she typed is that of the account she is
 * signed in with (docs/decisions/0003-contact-acknowledgement.md): the form is public, so mailing
 * whatever address is typed in would let anyone make the school mail strangers.
 */
import { asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { isValidEmail } from '@ai-women/contracts';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { enqueueMail } from '../mail/outbox';
import { iso } from '../lib/shape';
import { badRequest, notFound } from '../lib/errors';
import { audit } from '../audit/service';
import type { StaffPrincipal } from '../auth/staff';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Who is signed in on the request, if anyone with a mailbox of her own. */
export interface ContactSender {
  studentId?: number;
  tutorId?: number;
}

/** The address of the account signed in on the request (lower case), or undefined. */
export async function accountEmail(db: Db, who: ContactSender): Promise<string | undefined> {
  if (who.studentId !== undefined) {
    const [row] = await db.select({ email: t.students.email }).from(t.students).where(eq(t.students.id, who.studentId));
    return row?.email.toLowerCase();
  }
  if (who.tutorId !== undefined) {
    const [row] = await db.select({ email: t.tutors.email }).from(t.tutors).where(eq(t.tutors.id, who.tutorId));
    return row?.email.toLowerCase();
  }
  return undefined;
}

/** Stores and forwards the message; returns whether the sender was sent an acknowledgement. */
export async function receiveContactMessage(
  db: Db,
  contactEmail: string,
  message: ContactMessage,
  who: ContactSender = {},
): Promise<boolean> {
  const own = await accountEmail(db, who);
  const acknowledge = own !== undefined && own === message.email.toLowerCase();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.contactMessages)
      .values(message)
      .returning({ createdAt: t.contactMessages.createdAt });
    await enqueueMail(tx as unknown as Db, {
      kind: 'contact-copy',
      to: contactEmail,
      payload: { ...message, receivedAt: row!.createdAt.toISOString() },
    });
    if (acknowledge && own) {
      await enqueueMail(tx as unknown as Db, {
        kind: 'contact-ack',
        to: own,
        payload: { name: message.name, subject: message.subject, message: message.message },
      });
    }
  });
  return acknowledge;
}

export interface ContactAnswerView {
  answer_id: number;
  message: string;
  answered_by: string;
  answered_at: string;
}

/** The answers to these messages, oldest first, keyed by message. */
async function answersOf(db: Db, messageIds: number[]): Promise<Map<number, ContactAnswerView[]>> {
  const byMessage = new Map<number, ContactAnswerView[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({ a: t.contactAnswers, by: t.staff.name })
    .from(t.contactAnswers)
    .innerJoin(t.staff, eq(t.staff.id, t.contactAnswers.staffId))
    .where(inArray(t.contactAnswers.messageId, messageIds))
    .orderBy(asc(t.contactAnswers.createdAt), asc(t.contactAnswers.id));
  for (const { a, by } of rows) {
    const list = byMessage.get(a.messageId) ?? [];
    list.push({ answer_id: a.id, message: a.body, answered_by: by, answered_at: iso(a.createdAt) });
    byMessage.set(a.messageId, list);
  }
  return byMessage;
}

/** A message as the back office shows it, with who marked it handled and the answers sent. */
export function contactView(
  r: typeof t.contactMessages.$inferSelect,
  handledBy: string | null,
  answers: ContactAnswerView[] = [],
) {
  return {
    message_id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    created_at: iso(r.createdAt),
    handled_at: r.handledAt ? iso(r.handledAt) : null,
    handled_by: handledBy,
    answers,
  };
}

/** The inbox, newest first: messages still to handle ('no'), handled ones ('yes') or all. */
export async function contactInbox(db: Db, handled: 'no' | 'yes' | 'all' | string = 'no') {
  const rows = await db
    .select({ m: t.contactMessages, by: t.staff.name })
    .from(t.contactMessages)
    .leftJoin(t.staff, eq(t.staff.id, t.contactMessages.handledBy))
    .where(
      handled === 'no'
        ? isNull(t.contactMessages.handledAt)
        : handled === 'yes'
          ? isNotNull(t.contactMessages.handledAt)
          : undefined,
    )
    .orderBy(desc(t.contactMessages.createdAt), desc(t.contactMessages.id));
  const answers = await answersOf(
    db,
    rows.map((r) => r.m.id),
  );
  return rows.map((r) => contactView(r.m, r.by, answers.get(r.m.id)));
}

/**
 * Marks a message handled (keeping the first handler and time) or moves it back to the inbox,
 * audited in the same transaction.
 */
export async function markContactHandled(db: Db, who: StaffPrincipal, id: number, handled: boolean) {
  const row = await inTransaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(t.contactMessages)
      .where(eq(t.contactMessages.id, id))
      .for('update');
    if (!before) throw notFound('Message not found.');
    const [after] = await tx
      .update(t.contactMessages)
      .set(
        handled
          ? { handledAt: before.handledAt ?? new Date(), handledBy: before.handledBy ?? who.id }
          : { handledAt: null, handledBy: null },
      )
      .where(eq(t.contactMessages.id, id))
      .returning();
    await audit(tx, who, {
      action: handled ? 'contact.handled' : 'contact.reopened',
      entity: 'contact_message',
      entityId: before.id,
      before: { handled: Boolean(before.handledAt) },
      after: { handled },
    });
    return after!;
  });
  return contactView(row, row.handledBy ? who.name : null, (await answersOf(db, [row.id])).get(row.id));
}

/**
 * Mails an answer to the address the message was stored with (never one given with the request),
 * keeps it in the message's thread and marks the message handled, all in one transaction with its
 * audit entry: the mail exists exactly when the kept answer does.
 */
export async function answerContactMessage(db: Db, who: StaffPrincipal, id: number, text: string) {
  const row = await inTransaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(t.contactMessages)
      .where(eq(t.contactMessages.id, id))
      .for('update');
    if (!before) throw notFound('Message not found.');
    // Addresses stored before the form's rule was strict could be refused by the mail sender
    // later, after the answer already looked sent; say so now instead.
    if (!isValidEmail(before.email))
      throw badRequest('This message has no valid e-mail address to answer; reply by another channel.');
    const [answer] = await tx
      .insert(t.contactAnswers)
      .values({ messageId: before.id, staffId: who.id, body: text })
      .returning();
    await enqueueMail(tx as unknown as Db, {
      kind: 'contact-answer',
      to: before.email.trim(),
      payload: {
        name: before.name,
        subject: before.subject,
        message: before.message,
        receivedAt: iso(before.createdAt),
        answer: text,
      },
    });
    const [after] = await tx
      .update(t.contactMessages)
      .set({ handledAt: before.handledAt ?? new Date(), handledBy: before.handledBy ?? who.id })
      .where(eq(t.contactMessages.id, id))
      .returning();
    await audit(tx, who, {
      action: 'contact.answer',
      entity: 'contact_message',
      entityId: before.id,
      before: { handled: Boolean(before.handledAt) },
      after: { handled: true, answer_id: answer!.id, characters: text.length },
    });
    return after!;
  });
  const [handler] = row.handledBy
    ? await db.select({ name: t.staff.name }).from(t.staff).where(eq(t.staff.id, row.handledBy))
    : [];
  return contactView(row, handler?.name ?? null, (await answersOf(db, [row.id])).get(row.id));
}

/** Every message, newest first, as stored (the operator CLI's list). */
export function allContactMessages(db: Db) {
  return db.select().from(t.contactMessages).orderBy(desc(t.contactMessages.createdAt));
}

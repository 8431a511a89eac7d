/**
 * A contact-form message: stored for the helpdesk and mailed to the school, in one transaction. The
 * sender gets an acknowledgement only when the address she typed is that of the account she is
 * signed in with (docs/decisions/0003-contact-acknowledgement.md): the form is public, so mailing
 * whatever address is typed in would let anyone make the school mail strangers.
 */
import { desc, eq, isNotNull, isNull } from 'drizzle-orm';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { enqueueMail } from '../mail/outbox';
import { iso } from '../lib/shape';
import { notFound } from '../lib/errors';
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

/** A message as the back office shows it, with who marked it handled. */
export function contactView(r: typeof t.contactMessages.$inferSelect, handledBy: string | null) {
  return {
    message_id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    created_at: iso(r.createdAt),
    handled_at: r.handledAt ? iso(r.handledAt) : null,
    handled_by: handledBy,
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
  return rows.map((r) => contactView(r.m, r.by));
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
  return contactView(row, row.handledBy ? who.name : null);
}

/** Every message, newest first, as stored (the operator CLI's list). */
export function allContactMessages(db: Db) {
  return db.select().from(t.contactMessages).orderBy(desc(t.contactMessages.createdAt));
}

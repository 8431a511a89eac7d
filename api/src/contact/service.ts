/**
 * A contact-form message: stored for the helpdesk and mailed to the school, in one transaction. The
 * sender gets an acknowledgement only when the address she typed is that of the account she is
 * signed in with (docs/decisions/0003-contact-acknowledgement.md): the form is public, so mailing
 * whatever address is typed in would let anyone make the school mail strangers.
 */
import { eq } from 'drizzle-orm';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { enqueueMail } from '../mail/outbox';

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

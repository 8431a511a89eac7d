/** A contact-form message: stored for the helpdesk, mailed to the school, acknowledged to the sender, in one transaction. */
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { enqueueMail } from '../mail/outbox';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export async function receiveContactMessage(db: Db, contactEmail: string, message: ContactMessage): Promise<void> {
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
    await enqueueMail(tx as unknown as Db, {
      kind: 'contact-ack',
      to: message.email,
      payload: { name: message.name, subject: message.subject, message: message.message },
    });
  });
}

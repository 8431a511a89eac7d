// What a student chose about the mail she gets: the one-click unsubscribe (RFC 8058) turns her
// reminder e-mails off, as the switch on her profile page does.
import { eq } from 'drizzle-orm';
import * as t from '../db/schema';
import type { Db } from '../db/client';

/** A student deleted since is simply not there to update. */
export async function stopReminderEmails(db: Db, studentId: number): Promise<void> {
  await db.update(t.students).set({ reminderEmails: false }).where(eq(t.students.id, studentId));
}

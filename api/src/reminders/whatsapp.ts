/**
 * A reminder on WhatsApp is checked again before each attempt, like its mail: a session moved or
 * started, or she left the batch, since it was queued, and it is not sent (her consent is the
 * messaging area's own check).
 */
import type { WhatsAppHooks, WhatsAppStillDue } from '../messaging/sender';
import { sessionReminderStillDue } from './service';

const stillDue: WhatsAppStillDue = (row, db, now) => {
  const c = row.context as { sessionId?: number; startsAt?: string; moveCount?: number };
  if (typeof c.sessionId !== 'number' || typeof c.startsAt !== 'string') return Promise.resolve('it names no session');
  return sessionReminderStillDue(
    db,
    { studentId: row.studentId, sessionId: c.sessionId, startsAt: c.startsAt, moveCount: c.moveCount },
    now,
    { byMail: false },
  );
};

export const reminderWhatsAppHooks: WhatsAppHooks = { class_tomorrow: stillDue, class_in_one_hour: stillDue };

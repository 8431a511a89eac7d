/**
 * A reminder is checked again at every attempt: a session moved or started, or reminders turned off,
 * since it was queued, and it is not sent.
 */
import { forKinds } from '../mail/kinds';
import { reminderStillDue } from './service';

export const remindersMail = forKinds(['session-reminder'], {
  stillDue: (p, ctx) => reminderStillDue(ctx.db, p, ctx.now),
});

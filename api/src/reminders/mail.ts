/**
 * A reminder is checked again at every attempt: a session moved or started, or reminders turned off,
 * since it was queued, and it is not sent. A note after two absences likewise: once she has attended
 * or caught up, it is not sent.
 */
import { forKinds, mergeMailKinds } from '../mail/kinds';
import { reminderStillDue } from './service';
import { atRiskStillDue } from './at-risk';

export const remindersMail = mergeMailKinds(
  forKinds(['session-reminder'], { stillDue: (p, ctx) => reminderStillDue(ctx.db, p, ctx.now) }),
  forKinds(['attendance-at-risk'], { stillDue: (p, ctx) => atRiskStillDue(ctx.db, p, ctx.now) }),
);

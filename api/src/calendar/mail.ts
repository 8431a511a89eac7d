/**
 * Mails that tell her when her classes are (placed in a batch, the receipt with her batch, a session
 * moved) carry her batch's timetable as a calendar file, built from the sessions as they stand when
 * the mail is sent. A batch gone since is no reason to hold the mail back: it then goes without one.
 */
import { forKinds } from '../mail/kinds';
import { batchCalendar } from './service';

export const calendarMail = forKinds(['batch-placement', 'payment-receipt', 'session-moved'], {
  async attachments(p, ctx) {
    const batchId = (p as { batchId?: unknown }).batchId;
    if (typeof batchId !== 'number') return [];
    const ics = await batchCalendar(ctx.db, batchId, { site: ctx.links.site, api: ctx.apiUrl }).catch(() => null);
    if (!ics) return [];
    return [{ filename: ics.name, content: ics.text, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }];
  },
});

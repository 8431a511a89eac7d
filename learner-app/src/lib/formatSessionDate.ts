// Dates in the Asia/Kolkata time zone: the school and its classes are in India, so a session's day
// and time read the same wherever her browser thinks it is.
import { INDIA_TIME_ZONE, atIndiaTime, sessionHoursLabel } from '@ai-women/contracts';

const sessionDates = new Map<string, Intl.DateTimeFormat>();
function sessionDate(locale: string): Intl.DateTimeFormat {
  let format = sessionDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: INDIA_TIME_ZONE,
    });
    sessionDates.set(locale, format);
  }
  return format;
}

/**
 * '2026-11-23' → 'Mon, 23 Nov 2026' (with 'hi-IN' on a Hindi page, the Hindi day and month names).
 * Unknown text passes through.
 */
export function formatSessionDate(iso: string, locale = 'en-IN'): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? atIndiaTime(iso) : new Date(iso);
  return !date || Number.isNaN(date.getTime()) ? iso : sessionDate(locale).format(date);
}

interface Timed {
  date: string;
  timing: string;
  starts_at?: string;
  ends_at?: string;
  moved_from_date?: string | null;
}

/**
 * A session's hours ('7:00 pm – 8:30 pm IST'), from its own start and end; the batch's timing text
 * only when the API sent none.
 */
export function sessionHours(session: Timed): string {
  // The session's own hours whenever the API sends them: the batch's timing text names the days
  // of the week too, which on one session's card reads like a timetable, not a time.
  if (session.starts_at && session.ends_at)
    return sessionHoursLabel(session.starts_at, session.ends_at) || session.timing;
  return session.timing;
}

/** The day it was first planned, when the session has moved to another day (else undefined). */
export function movedFrom(session: Timed): string | undefined {
  return session.moved_from_date && session.moved_from_date !== session.date ? session.moved_from_date : undefined;
}

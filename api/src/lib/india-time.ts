/**
 * India time, one way everywhere on the server: the school and its students live in Asia/Kolkata
 * (UTC+05:30, no daylight saving), so a payment at 00:30 IST belongs to that day, not the UTC one
 * before it. Calendar dates (a batch's start date) are plain YYYY-MM-DD days and are never shifted.
 */
import { formatPaidOn } from '@ai-women/contracts/confirmation-pdf';

/** India's IANA zone, for libraries that apply a zone's rules themselves (the calendar's generator). */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const IST_OFFSET_MS = 330 * 60_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant as India's wall clock, in a Date whose UTC fields read as IST. */
function shifted(when: Date | string): Date {
  return new Date(new Date(when).getTime() + IST_OFFSET_MS);
}

/** The India calendar day of an instant: 2026-11-25T19:00:00Z → '2026-11-26'. */
export function indiaDay(when: Date | string): string {
  return shifted(when).toISOString().slice(0, 10);
}

/** ISO 8601 with India's offset: 2026-11-25T19:00:00Z → '2026-11-26T00:30:00+05:30'. */
export function indiaIso(when: Date | string): string {
  const d = shifted(when);
  return `${d.toISOString().slice(0, 19)}+05:30`;
}

/** '2026-11-26 00:30 IST': for people (CSV cells, notices). */
export function indiaDateTime(when: Date | string): string {
  const d = shifted(when);
  return `${d.toISOString().slice(0, 10)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} IST`;
}

/** A calendar day as a person reads it: '2026-12-07' → 'Monday, 7 December 2026'. */
export function longCalendarDate(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    // The day is already India's; formatting it at UTC midnight keeps it the same day.
    timeZone: 'UTC',
  });
}

/**
 * A moment as receipts and mails say it: '26 November 2026 at 12:30 am IST'. The same formatter draws
 * the confirmation PDF (in the browser and in the receipt mail), so the mail and its attachment
 * always agree; undefined for a date that cannot be read.
 */
export function indiaMoment(when: Date | string): string | undefined {
  return formatPaidOn(when);
}

/** '7:00 PM', India time. */
export function indiaClockTime(at: Date): string {
  const d = shifted(at);
  const h = d.getUTCHours();
  const m = String(d.getUTCMinutes()).padStart(2, '0');
  return `${h % 12 || 12}:${m} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A calendar day in Hindi: '2026-11-27' → 'शुक्रवार, 27 नवंबर 2026'. */
export function hindiCalendarDate(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('hi-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

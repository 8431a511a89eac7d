/**
 * India time as the server's texts write it (CSV cells, notices, mails). The conversions themselves
 * (India's day of an instant, the instant of an India day and hour) are the contracts' one module,
 * shared with the apps and the PDFs.
 */
import { formatPaidOn } from '@ai-women/contracts/confirmation-pdf';
import { indiaWallClock } from '@ai-women/contracts';

export { INDIA_TIME_ZONE, indiaDay, indiaIso } from '@ai-women/contracts';

const pad = (n: number) => String(n).padStart(2, '0');
const shifted = indiaWallClock;

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

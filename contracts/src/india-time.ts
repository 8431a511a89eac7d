/**
 * India time, written once for the API, the apps, mails, PDFs and the calendar. The school, its
 * classes and its students are in Asia/Kolkata: UTC+05:30 all year (India keeps no daylight saving),
 * so a fixed offset is exact here, and a payment at 00:30 in Pune belongs to that day, not the UTC
 * day before it. Calendar days (a batch's start date, a session's date) are plain 'YYYY-MM-DD'
 * strings that already mean India's day; only instants are ever converted.
 */

/** India's IANA zone, for Intl formatters and libraries that apply a zone's rules themselves. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** The offset as ISO 8601 writes it. */
export const INDIA_UTC_OFFSET = '+05:30';

const OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * A real calendar day written YYYY-MM-DD (years 0001–9999): the month exists and the day exists in
 * that month, leap years included. JavaScript's own parser rolls 2026-02-30 over to 2 March and
 * turns 2026-13-01 into an invalid Date that throws later, so neither is trusted.
 */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

const CLOCK_RE = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The instant at an India wall-clock time: ('2026-12-01', '19:00') → 2026-12-01T13:30:00Z. Without a
 * time it is the day's first moment in India. Null when the day or the time cannot be read.
 */
export function atIndiaTime(isoDay: string, clock = '00:00'): Date | null {
  const m = CLOCK_RE.exec(clock);
  if (!isCalendarDate(isoDay) || !m) return null;
  const at = new Date(`${isoDay}T${pad(Number(m[1]))}:${m[2]}:${m[3] ?? '00'}${INDIA_UTC_OFFSET}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The first moment of an India day, for date ranges ("from 1 December"); throws on a malformed day. */
export function startOfIndiaDay(isoDay: string): Date {
  const at = atIndiaTime(isoDay);
  if (!at) throw new RangeError(`Not a calendar day: ${isoDay}`);
  return at;
}

/** The first moment after an India day ends, for ranges that include the whole day ("to 7 December"). */
export function endOfIndiaDay(isoDay: string): Date {
  return new Date(startOfIndiaDay(isoDay).getTime() + 24 * 60 * 60_000);
}

/**
 * The instant as India's wall clock: a Date whose UTC fields read as India's (getUTCHours() is the
 * hour in India). For arithmetic on India's calendar and clock; never display it as an instant.
 */
export function indiaWallClock(when: Date | string | number): Date {
  return new Date(new Date(when).getTime() + OFFSET_MS);
}

/** The India calendar day of an instant: 2026-11-25T19:00:00Z → '2026-11-26'. */
export function indiaDay(when: Date | string | number): string {
  return indiaWallClock(when).toISOString().slice(0, 10);
}

/** India's clock as a time field holds it: 2026-12-01T13:30:00Z → '19:00'; '' for what is not a time. */
export function indiaClock(when: Date | string | number): string {
  const d = indiaWallClock(when);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(11, 16);
}

/** The India day of an instant as tax documents write it: 2026-11-25T19:00:00Z → '26-11-2026'. */
export function indiaDayDmy(when: Date | string | number): string {
  const d = indiaDay(when);
  return `${d.slice(8, 10)}-${d.slice(5, 7)}-${d.slice(0, 4)}`;
}

/** ISO 8601 with India's offset: 2026-11-25T19:00:00Z → '2026-11-26T00:30:00+05:30'. */
export function indiaIso(when: Date | string | number): string {
  return `${indiaWallClock(when).toISOString().slice(0, 19)}${INDIA_UTC_OFFSET}`;
}

/** The year and month (1–12) an instant falls in, in India: for "issued in November 2026". */
export function indiaYearMonth(when: Date | string | number): { year: number; month: number } {
  const d = indiaWallClock(when);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

/** A calendar day `days` later (earlier when negative): '2026-12-30', 3 → '2027-01-02'. */
export function addCalendarDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

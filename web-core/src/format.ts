// One date formatter per locale the spec names; every date is shown in India's time zone, where the school and its students are.
import { INDIA_TIME_ZONE as TIME_ZONE } from '@ai-women/contracts';

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * A formatter made on first use: building an Intl.DateTimeFormat costs milliseconds (ICU data), and
 * this module loads with every page, most of which never format a date.
 */
function lazyFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE }));
}

const enInDateTime = lazyFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const enInYear = lazyFormat('en-IN', { year: 'numeric' });
/** The year it is in India ("2026"): a copyright line follows India's calendar, not the device's. */
export const indiaYear = (now: Date = new Date()) => enInYear().format(now);
const enInShort = lazyFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const enInLong = lazyFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
const hiInLong = lazyFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric' });

const hiInDateTime = lazyFormat('hi-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Tickets: en-IN date and time, e.g. "22 Nov 2026, 8:16 am" (or hi-IN on a Hindi page: "22 नव॰ 2026, 8:16 am"). */
export function formatTicketDate(
  value: string | null | undefined,
  locale: 'en-IN' | 'hi-IN' | string = 'en-IN',
): string {
  const d = toDate(value);
  return d ? (locale === 'hi-IN' ? hiInDateTime() : enInDateTime()).format(d) : '—';
}
/** Batch cards: en-IN short, day first as everywhere else on the site, e.g. "22 Nov 2026". */
export function formatBatchDate(value: string | null | undefined): string {
  const d = toDate(value);
  return d ? enInShort().format(d) : '—';
}
/** Member since: en-IN long, e.g. "22 November 2026" (or hi-IN on a Hindi page: "22 नवंबर 2026"). */
export function formatMemberSince(
  value: string | null | undefined,
  locale: 'en-IN' | 'hi-IN' | string = 'en-IN',
): string {
  const d = toDate(value);
  return d ? (locale === 'hi-IN' ? hiInLong() : enInLong()).format(d) : '—';
}

/**
 * "+91 98765 43210": the +91 prefix and a 5/5 split of the 10 digits (the rule of contracts'
 * formatIndianMobile, kept here so the pages' first load does not take in contracts' profile module).
 */
export function formatIndianPhone(phone: string | null | undefined): string {
  const digits = String(phone ?? '').replace(/\D/g, '');
  const ten = digits.length > 10 && digits.startsWith('91') ? digits.slice(-10) : digits;
  if (ten.length !== 10) return phone ? String(phone) : 'Not provided';
  return `+91 ${ten.slice(0, 5)} ${ten.slice(5)}`;
}

/** A file's size as a person reads it in a file list: '480 B', '180 KB', '1.3 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

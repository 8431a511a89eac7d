// Her first class, as /login says it and as her calendar keeps it. Dates and hours are India time
// (Asia/Kolkata, UTC+05:30 all year), whatever the device's own time zone.
import { BRAND_NAME, JOIN_OPENS_BEFORE_MINUTES, atIndiaTime, batchClassHours } from '@ai-women/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * '2026-11-30' → 'Monday, 30 November 2026' (the day itself, never shifted by the device's zone);
 * 'hi-IN' gives 'सोमवार, 30 नवंबर 2026'.
 */
export function longDate(isoDay: string, locale = 'en-IN'): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return isoDay;
  return d.toLocaleDateString(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 19, 0 → '7:00 PM'. */
function clock(hour: number, minute: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'Monday, 30 November 2026, 7:00 PM IST'; without a known hour, the day alone. */
export function firstClassText(firstClassDate: string, timing: string, locale = 'en-IN'): string {
  const hours = batchClassHours(timing);
  const day = longDate(firstClassDate, locale);
  return hours ? `${day}, ${clock(hours.start.hour, hours.start.minute)} IST` : day;
}

/** An India wall-clock time on a day, as UTC in iCalendar's basic format: 20261130T133000Z. */
function icsUtc(isoDay: string, hour: number, minute: number): string {
  const utc = atIndiaTime(isoDay, `${pad(hour)}:${pad(minute)}`) ?? new Date(NaN);
  return utc.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Text in iCalendar: backslash, semicolon and comma escaped, line breaks as \n. */
function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets folded as RFC 5545 asks (continuation lines start with a space). */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (rest.length > 74) {
    out.push(rest.slice(0, 74));
    rest = ` ${rest.slice(74)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}

export interface FirstClassEvent {
  batchName: string;
  courseTitle: string | null;
  timing: string;
  firstClassDate: string;
  /** Used for a stable UID, so importing the file twice updates one event. */
  uidSeed: string;
  now?: Date;
}

/** An .ics file with one event: her first class (an all-day event when the timing names no hour). */
export function firstClassIcs(e: FirstClassEvent): string {
  const hours = batchClassHours(e.timing);
  const stamp = (e.now ?? new Date()).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const title = `${BRAND_NAME}: first class of ${e.batchName}`;
  const description = `${e.courseTitle ? `${e.courseTitle}. ` : ''}${e.batchName}, ${e.timing} (India time). Join from your Aarohi dashboard with the Join button, which opens ${JOIN_OPENS_BEFORE_MINUTES} minutes before the start.`;
  const day = e.firstClassDate.replace(/-/g, '');
  const next = new Date(`${e.firstClassDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const when = hours
    ? [
        `DTSTART:${icsUtc(e.firstClassDate, hours.start.hour, hours.start.minute)}`,
        `DTEND:${icsUtc(e.firstClassDate, hours.end.hour, hours.end.minute)}`,
      ]
    : [`DTSTART;VALUE=DATE:${day}`, `DTEND;VALUE=DATE:${next.toISOString().slice(0, 10).replace(/-/g, '')}`];
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aarohi//Batch calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:first-class-${e.uidSeed.replace(/[^A-Za-z0-9_-]/g, '')}@aarohi`,
    `DTSTAMP:${stamp}`,
    ...when,
    `SUMMARY:${icsText(title)}`,
    `DESCRIPTION:${icsText(description)}`,
    'LOCATION:Online (link on your Aarohi dashboard)',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT15M',
    `DESCRIPTION:${icsText(title)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n');
}

export const ICS_FILE_NAME = 'aarohi-first-class.ics';

/** Saves the first class as an .ics file the phone or computer calendar opens. */
export function downloadFirstClassIcs(e: FirstClassEvent) {
  const blob = new Blob([firstClassIcs(e)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = ICS_FILE_NAME;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

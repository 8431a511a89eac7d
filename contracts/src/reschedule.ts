/**
 * Moving one class session to another day and time: who may (staff, and the batch's own tutor),
 * within which range, and the words every screen and the API use for it. Times are India's
 * (Asia/Kolkata, UTC+05:30, no daylight saving), as the batch timings are.
 */
import { isCalendarDate } from './rules';
import { INDIA_TIME_ZONE, atIndiaTime, indiaClock } from './india-time';

export const RESCHEDULE_LIMITS = {
  /** Characters of the reason the students read. */
  reasonMin: 5,
  reasonMax: 300,
  /** A session may move at most this many days past the batch's last planned session. */
  maxDaysAfterLastSession: 14,
} as const;

export const RESCHEDULE_MESSAGES = {
  dateRequired: 'Choose the new date.',
  dateInvalid: 'Enter the new date as a real calendar day (YYYY-MM-DD).',
  timeRequired: 'Choose the new start time.',
  timeInvalid: 'Enter the new start time as hours and minutes, e.g. 19:00.',
  reasonRequired: 'Say why the session is moving: the students read it.',
  reasonTooShort: `Write a reason of at least ${RESCHEDULE_LIMITS.reasonMin} characters.`,
  reasonTooLong: `The reason can be at most ${RESCHEDULE_LIMITS.reasonMax} characters.`,
  inPast: 'The new start must be in the future.',
  beforeBatch: 'The new date cannot be before the batch starts.',
  tooLate: `The new date can be at most ${RESCHEDULE_LIMITS.maxDaysAfterLastSession} days after the batch's last session.`,
  unchanged: 'The session is already at that date and time.',
  held: 'This session has already taken place, so it cannot be moved.',
  started: 'This session has already started, so it cannot be moved.',
  notYourBatch: 'This session belongs to a batch that is not assigned to you.',
  moved: 'Session moved. The students of this batch have been notified by notification and e-mail.',
} as const;

export interface RescheduleInput {
  date?: unknown;
  time?: unknown;
  reason?: unknown;
}

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Absent or blank: the field was left empty (anything else that is not text is simply invalid). */
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function validateRescheduleDate(value: unknown): string | undefined {
  if (blank(value)) return RESCHEDULE_MESSAGES.dateRequired;
  return typeof value === 'string' && isCalendarDate(value.trim())
    ? undefined
    : RESCHEDULE_MESSAGES.dateInvalid;
}

export function validateRescheduleTime(value: unknown): string | undefined {
  if (blank(value)) return RESCHEDULE_MESSAGES.timeRequired;
  return typeof value === 'string' && TIME_RE.test(value.trim())
    ? undefined
    : RESCHEDULE_MESSAGES.timeInvalid;
}

/** Counted as she reads it (a Devanagari conjunct is several code points but one mark). */
export function validateRescheduleReason(value: unknown): string | undefined {
  const s = typeof value === 'string' ? value.trim() : '';
  if (s === '') return RESCHEDULE_MESSAGES.reasonRequired;
  const length = [...s].length;
  if (length < RESCHEDULE_LIMITS.reasonMin) return RESCHEDULE_MESSAGES.reasonTooShort;
  if (length > RESCHEDULE_LIMITS.reasonMax) return RESCHEDULE_MESSAGES.reasonTooLong;
  return undefined;
}

/** Each field's message (undefined when it is fine): the forms and the API say the same. */
export function rescheduleRules(input: RescheduleInput): Record<string, string | undefined> {
  return {
    date: validateRescheduleDate(input.date),
    time: validateRescheduleTime(input.time),
    reason: validateRescheduleReason(input.reason),
  };
}

/** The instant of an India date and time ('2026-12-01', '19:00'), or null when either is not valid. */
export function indiaInstant(date: string, time: string): Date | null {
  if (!isCalendarDate(date) || !TIME_RE.test(time)) return null;
  return atIndiaTime(date, time);
}

const clockFormat = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: INDIA_TIME_ZONE,
});

/** '2026-12-01T13:30:00Z' → '7:00 pm' (India's clock), or '' for what is not a time. */
export function indiaClockLabel(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : clockFormat.format(d).replace(/\s*(am|pm)$/i, (m) => ` ${m.trim().toLowerCase()}`);
}

/** A session's hours as people read them: '7:00 pm – 8:30 pm IST'. */
export function sessionHoursLabel(startsAt: string, endsAt: string): string {
  const from = indiaClockLabel(startsAt);
  const to = indiaClockLabel(endsAt);
  return from && to ? `${from} – ${to} IST` : '';
}

/** '2026-12-01T13:30:00Z' → '19:00', the value a time field starts from (India's clock). */
export function indiaTimeValue(iso: string): string {
  return indiaClock(iso);
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: INDIA_TIME_ZONE,
});

/** '2026-12-01' → 'Tue, 1 Dec 2026' (India's calendar), or the text itself when it is not a day. */
export function sessionDayLabel(isoDay: string): string {
  const d = atIndiaTime(isoDay);
  return d ? dayFormat.format(d) : isoDay;
}

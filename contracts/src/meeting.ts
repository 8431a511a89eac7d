/**
 * A batch's meeting link as its tutor sets it, and when a student may join a session: the link must
 * exist and the session must start within 15 minutes (or be running).
 */
import { LINK_MESSAGES, normaliseLink } from './links';
import { atIndiaTime } from './india-time';

export const MEETING_MESSAGES = {
  required: 'Enter the meeting link',
  httpsOnly: 'The meeting link must start with https:// (a secure link students can open)',
  invalid: 'Enter a full meeting link, e.g. https://meet.google.com/abc-defg-hij',
  tooLong: 'The meeting link must be at most 500 characters',
  saved: 'Meeting link saved. The students of this batch have been notified.',
  notYours: 'This batch is not assigned to you.',
} as const;

export const MEETING_URL_MAX = 500;
/** Join opens this long before a session starts. */
export const JOIN_OPENS_BEFORE_MS = 15 * 60 * 1000;
/** The same window in minutes, as pages, notices and mails say it ("join from 15 minutes before"). */
export const JOIN_OPENS_BEFORE_MINUTES = JOIN_OPENS_BEFORE_MS / 60_000;

/**
 * The tutor's link: https only (students open it from anywhere, so a plain http link is refused), by
 * the one link rule (./links): a link that hides a line break, tab or other invisible character is
 * refused, and what is stored is `normaliseLink(value).href`, never the text as typed.
 */
export function validateMeetingLink(value: unknown): string | undefined {
  const { problem } = normaliseLink(value, { maxLength: MEETING_URL_MAX });
  if (problem === undefined) return undefined;
  return {
    required: MEETING_MESSAGES.required,
    tooLong: MEETING_MESSAGES.tooLong,
    hidden: LINK_MESSAGES.hidden,
    scheme: MEETING_MESSAGES.httpsOnly,
    invalid: MEETING_MESSAGES.invalid,
  }[problem];
}

/**
 * The start and end of a session in time: its date (YYYY-MM-DD, India) and the batch's timing text,
 * whose first "HH:MM-HH:MM" pair gives the hours ('Mon-Sat 19:00-20:30'). Null when the timing
 * names no time.
 */
export function sessionWindow(date: string, timing: string): { start: Date; end: Date } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const m = /(\d{1,2}):(\d{2})\s*(?:-|–|to)\s*(\d{1,2}):(\d{2})/.exec(timing);
  const single = m ? null : /(\d{1,2}):(\d{2})/.exec(timing);
  if (!m && !single) return null;
  const at = (h: string, min: string) => atIndiaTime(date, `${h}:${min}`) ?? new Date(NaN);
  const start = at((m ?? single)![1]!, (m ?? single)![2]!);
  // Without an end time a session is taken to last 90 minutes, the course's usual length.
  const end = m ? at(m[3]!, m[4]!) : new Date(start.getTime() + 90 * 60 * 1000);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  return { start, end };
}

export type JoinState =
  | { state: 'no-link' }
  | { state: 'open' }
  | { state: 'later'; opensAt: Date }
  | { state: 'ended' }
  | { state: 'unscheduled' };

/**
 * Whether Join works now for a session with this link, date and timing. The API's own start and end
 * (starts_at/ends_at) win when given: they follow a moved session, the timing text does not.
 */
export function joinState(
  session: { meeting_url: string | null; date: string; timing: string; starts_at?: string; ends_at?: string },
  now: Date,
): JoinState {
  if (!session.meeting_url) return { state: 'no-link' };
  const given =
    session.starts_at && session.ends_at
      ? { start: new Date(session.starts_at), end: new Date(session.ends_at) }
      : null;
  const window =
    given && !Number.isNaN(given.start.getTime()) && !Number.isNaN(given.end.getTime())
      ? given
      : sessionWindow(session.date, session.timing);
  if (!window) return { state: 'unscheduled' };
  const opensAt = new Date(window.start.getTime() - JOIN_OPENS_BEFORE_MS);
  if (now < opensAt) return { state: 'later', opensAt };
  if (now > window.end) return { state: 'ended' };
  return { state: 'open' };
}

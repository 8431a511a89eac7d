/**
 * The staff back office's rules: roles, the ticket workflow, limits and the
 * form rules the back office and the API both run. No schema library here: the browser bundles this.
 */
import type { TicketStatus } from './constants';
import { isCalendarDate } from './rules';
import { LINK_MESSAGES, normaliseLink } from './links';

export const STAFF_ROLES = ['admin', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Where a ticket came from: the two ticket tables of the spec, one inbox. */
export const TICKET_SOURCES = ['student', 'tutor'] as const;
export type TicketSource = (typeof TICKET_SOURCES)[number];

/**
 * The ticket workflow: Open → In Progress → Resolved → Closed, one step forward at a time, and a
 * resolved ticket may be reopened (In Progress) when the person writes back. Closed is final.
 */
const TICKET_NEXT: Record<TicketStatus, readonly TicketStatus[]> = {
  Open: ['In Progress', 'Resolved'],
  'In Progress': ['Resolved'],
  Resolved: ['In Progress', 'Closed'],
  Closed: [],
};
export function ticketNextStatuses(from: string): readonly TicketStatus[] {
  return TICKET_NEXT[from as TicketStatus] ?? [];
}
export function canMoveTicket(from: string, to: string): boolean {
  return ticketNextStatuses(from).includes(to as TicketStatus);
}

export const NOTICE_AUDIENCES = ['students', 'tutor', 'both'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

export const DOCUMENT_DECISIONS = ['approved', 'changes_requested'] as const;
export type DocumentDecision = (typeof DOCUMENT_DECISIONS)[number];

export const STAFF_LIMITS = {
  replyMax: 5000,
  noticeTitleMax: 120,
  noticeMessageMax: 2000,
  reviewNoteMax: 1000,
  batchNameMax: 80,
  timingMax: 80,
  meetingUrlMax: 500,
  couponNameMax: 40,
  placementReasonMax: 500,
  contactAnswerMax: 4000,
} as const;

/** The back office's form rules: the API runs the same ones (the browser is never trusted). */
export function validateReply(body: { message?: unknown }): Record<string, string | undefined> {
  const message = typeof body.message === 'string' ? body.message.trim() : '';
  return {
    message: !message
      ? 'Write a reply before sending.'
      : message.length > STAFF_LIMITS.replyMax
        ? `A reply can be at most ${STAFF_LIMITS.replyMax} characters.`
        : undefined,
  };
}

/**
 * An answer to a contact-form message, mailed to her as plain text: anything typed (tags included)
 * reaches her as the characters typed, so only emptiness and length are refused.
 */
export function validateContactAnswer(body: { message?: unknown }): Record<string, string | undefined> {
  const message = typeof body.message === 'string' ? body.message.trim() : '';
  return {
    message: !message
      ? 'Write an answer before sending.'
      : message.length > STAFF_LIMITS.contactAnswerMax
        ? `An answer can be at most ${STAFF_LIMITS.contactAnswerMax.toLocaleString('en-IN')} characters.`
        : undefined,
  };
}

export function validateNotice(body: {
  batch_id?: unknown;
  audience?: unknown;
  title?: unknown;
  message?: unknown;
}): Record<string, string | undefined> {
  const title = typeof body.title === 'string' ? body.title.trim() : '';
  const message = typeof body.message === 'string' ? body.message.trim() : '';
  return {
    batch_id: body.batch_id ? undefined : 'Choose a batch.',
    audience: NOTICE_AUDIENCES.includes(body.audience as NoticeAudience)
      ? undefined
      : 'Choose who receives the notice.',
    title: !title
      ? 'Title is required.'
      : title.length > STAFF_LIMITS.noticeTitleMax
        ? `A title can be at most ${STAFF_LIMITS.noticeTitleMax} characters.`
        : undefined,
    message: !message
      ? 'Message is required.'
      : message.length > STAFF_LIMITS.noticeMessageMax
        ? `A message can be at most ${STAFF_LIMITS.noticeMessageMax} characters.`
        : undefined,
  };
}

/**
 * A meeting link students can open: https only (http allowed for localhost in development), by the
 * one link rule (./links), which also refuses hidden characters; the link is stored normalised.
 */
export function isMeetingUrl(value: string): boolean {
  return normaliseLink(value, { allowLocal: true, maxLength: STAFF_LIMITS.meetingUrlMax }).href !== undefined;
}

/**
 * The meeting link as the back office stores it, after validateBatch accepted it: not given stays
 * not given (undefined), empty or null clears it (null), anything else is its normalised href.
 */
export function storedMeetingLink(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  return normaliseLink(value, { allowLocal: true, maxLength: STAFF_LIMITS.meetingUrlMax }).href ?? null;
}

export function validateBatch(
  body: {
    batch_name?: unknown;
    timing?: unknown;
    start_date?: unknown;
    meeting_url?: unknown;
    course_id?: unknown;
  },
  { partial = false } = {},
): Record<string, string | undefined> {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const has = (v: unknown) => v !== undefined;
  const name = text(body.batch_name);
  const timing = text(body.timing);
  const start = text(body.start_date);
  const link = body.meeting_url === null ? '' : text(body.meeting_url);
  return {
    batch_name:
      partial && !has(body.batch_name)
        ? undefined
        : !name
          ? 'Batch name is required.'
          : name.length > STAFF_LIMITS.batchNameMax
            ? `A batch name can be at most ${STAFF_LIMITS.batchNameMax} characters.`
            : undefined,
    timing:
      partial && !has(body.timing)
        ? undefined
        : !timing
          ? 'Timing is required.'
          : timing.length > STAFF_LIMITS.timingMax
            ? `Timing can be at most ${STAFF_LIMITS.timingMax} characters.`
            : // A timing is days and hours split on the space; the tutor's screens show the two parts apart.
              !/^\S+ \S+$/.test(timing)
              ? 'Write the days, a space and the hours, e.g. Mon-Sat 19:00-20:30.'
              : undefined,
    start_date:
      partial && !has(body.start_date)
        ? undefined
        : !isCalendarDate(start)
          ? 'Choose a start date.'
          : undefined,
    // A new batch teaches one course: the students of that course are placed in it.
    course_id:
      partial || (body.course_id !== undefined && body.course_id !== null && body.course_id !== '' && Number(body.course_id) > 0)
        ? undefined
        : 'Choose the course this batch teaches.',
    meeting_url: !link
      ? undefined
      : normaliseLink(link, { allowLocal: true, maxLength: STAFF_LIMITS.meetingUrlMax }).problem === 'hidden'
        ? LINK_MESSAGES.hidden
        : !isMeetingUrl(link)
          ? 'Enter a meeting link that starts with https://'
          : undefined,
  };
}

export function validateCoupon(body: {
  coupon_name?: unknown;
  discount_percent?: unknown;
}): Record<string, string | undefined> {
  const name = typeof body.coupon_name === 'string' ? body.coupon_name.trim() : '';
  const pct = Number(body.discount_percent);
  return {
    coupon_name: !name
      ? 'Coupon code is required.'
      : !/^[A-Za-z0-9_-]{3,40}$/.test(name)
        ? 'Use 3 to 40 letters, digits, - or _ for the code.'
        : undefined,
    discount_percent:
      body.discount_percent === undefined || body.discount_percent === '' || !Number.isFinite(pct)
        ? 'Discount is required.'
        : pct <= 0 || pct > 90
          ? 'Discount must be more than 0 % and at most 90 %.'
          : undefined,
  };
}

/** Placing or moving a student: a batch, and why (the audit log keeps the reason). */
export function validatePlacement(body: {
  batch_id?: unknown;
  reason?: unknown;
}): Record<string, string | undefined> {
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  const batch = Number(body.batch_id);
  return {
    batch_id: Number.isInteger(batch) && batch > 0 ? undefined : 'Choose a batch.',
    reason: !reason
      ? 'Write why she is placed in this batch.'
      : reason.length > STAFF_LIMITS.placementReasonMax
        ? `A reason can be at most ${STAFF_LIMITS.placementReasonMax} characters.`
        : undefined,
  };
}

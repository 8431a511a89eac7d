/** Business constants shared by the API and the frontends (prices, limits, statuses, labels): one copy, so both sides agree. */

/** Checkout base amount in paise (₹2,499.00). */
export const BASE_PRICE_PAISE = 249900;
/** The list price displayed on /course, in rupees. */
export const LIST_PRICE_RUPEES = 2499;
/** The price advertised on the home page, in rupees (honest with the 20 % coupon). */
export const ADVERTISED_PRICE_RUPEES = 2000;
export const CURRENCY = 'INR';
export const PAYMENT_DESCRIPTION = 'Payment for the course';
/** The programme's umbrella name; a payment, receipt and mail name the course she chose instead. */
export const COURSE_TITLE = 'AI Course: Simple & Practical!';
/** Seats in one batch: enrolments never exceed it, and a live order holds one seat while it waits. */
export const BATCH_CAPACITY = 30;
/** An order lives this long: it holds her seat meanwhile, and an older one cannot be paid. */
export const ORDER_TTL_MINUTES = 30;
/** A batch whose classes start at or after this hour (India time) is an evening batch. */
export const EVENING_FROM_HOUR = 16;
/**
 * The class hours a batch's timing names, India time: 'Mon-Sat 19:00-20:30' → 19:00 to 20:30.
 * '7:00 PM – 8:30 PM' reads the same. Null when the timing names no time; an end left out is 90 minutes on.
 */
import { INDIA_TIME_ZONE } from './india-time';
export function batchClassHours(
  timing: string,
): { start: { hour: number; minute: number }; end: { hour: number; minute: number } } | null {
  const times = [...timing.matchAll(/(\d{1,2})[:.](\d{2})\s*(am|pm)?/gi)].map((m) => {
    let hour = Number(m[1]);
    const ampm = m[3]?.toLowerCase();
    if (ampm === 'pm' && hour < 12) hour += 12;
    if (ampm === 'am' && hour === 12) hour = 0;
    return { hour, minute: Number(m[2]) };
  });
  const start = times[0];
  if (!start || start.hour > 23 || start.minute > 59) return null;
  const fallbackEnd = start.hour * 60 + start.minute + 90;
  const end = times[1] ?? { hour: Math.floor(fallbackEnd / 60) % 24, minute: fallbackEnd % 60 };
  return { start, end };
}
/** 'Mon-Sat 19:00-20:30' → 'evening'; 'Mon-Sat 10:00-11:30' → 'morning' (by the first time it names). */
export function batchDayPart(timing: string): 'morning' | 'evening' {
  const m = /(\d{1,2})[:.](\d{2})\s*(am|pm)?/i.exec(timing);
  if (!m) return /evening|pm/i.test(timing) ? 'evening' : 'morning';
  let hour = Number(m[1]);
  const ampm = m[3]?.toLowerCase();
  if (ampm === 'pm' && hour < 12) hour += 12;
  if (ampm === 'am' && hour === 12) hour = 0;
  return hour >= EVENING_FROM_HOUR ? 'evening' : 'morning';
}
export const CONTACT_EMAIL = 'helpdesk@aarohi.example';
export const BRAND_NAME = 'Aarohi';
export const BRAND_TAGLINE = 'Aarohi — AI for Women';

export const PROGRAMME = {
  weeks: 4,
  sessions: 25,
  sessionsPerWeek: 6,
  modules: 5,
  sessionsPerModule: 5,
  days: 'Monday to Saturday',
} as const;

export const LIMITS = {
  ageMin: 18,
  ageMax: 100,
  studentPhoneDigits: 10,
  studentPasswordMin: 6,
  tutorPasswordMin: 8,
  tutorLoginPasswordMin: 6,
  nameMin: 2,
  contactNameMax: 50,
  contactEmailMaxExclusive: 100,
  contactSubjectMin: 3,
  contactSubjectMax: 100,
  contactMessageMin: 10,
  contactMessageMax: 1000,
  ticketDescriptionMin: 10,
  ticketDescriptionMax: 500,
  profileNameMin: 2,
  profileNameMax: 100,
  uploadMaxBytes: 5 * 1024 * 1024,
  uploadMaxFiles: 2,
  /** Skills text on the documents form, in characters (refused above, never cut). */
  skillsMax: 10_000,
  workshopImagesMax: 6,
  workshopDescriptionTruncate: 120,
  dashboardRecentBatches: 5,
  dashboardRecentTickets: 5,
  dashboardNotifications: 3,
} as const;

export const TIMINGS_MS = {
  carouselInterval: 3000,
  loginRedirect: 2000,
  logoutMessage: 3000,
  tutorLoginRedirect: 100,
  profileSuccessHide: 3000,
} as const;

export const MOBILE_BREAKPOINT_PX = 768;

export const BATCH_STATUSES = ['Active', 'Inactive', 'Completed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const BATCH_FILTERS = ['all', 'active', 'completed'] as const;
export type BatchFilter = (typeof BATCH_FILTERS)[number];

export interface BatchTransition {
  from: BatchStatus;
  to: BatchStatus;
  action: 'Start' | 'Complete' | 'Pause';
}
export const BATCH_TRANSITIONS: readonly BatchTransition[] = [
  { from: 'Inactive', to: 'Active', action: 'Start' },
  { from: 'Active', to: 'Completed', action: 'Complete' },
  { from: 'Active', to: 'Inactive', action: 'Pause' },
];
/** Actions offered on a batch card for a status (Completed has none). */
export function batchActions(status: string): BatchTransition[] {
  return BATCH_TRANSITIONS.filter((t) => t.from === status);
}
export function canTransitionBatch(from: string, to: string): boolean {
  return BATCH_TRANSITIONS.some((t) => t.from === from && t.to === to);
}

export const TICKET_STATUSES = ['Open', 'In Progress', 'Resolved', 'Closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TUTOR_TICKET_PRIORITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
export type TutorTicketPriority = (typeof TUTOR_TICKET_PRIORITIES)[number];
export const STUDENT_TICKET_PRIORITIES = ['Low', 'Medium', 'High'] as const;
export type StudentTicketPriority = (typeof STUDENT_TICKET_PRIORITIES)[number];
export const DEFAULT_TUTOR_TICKET_PRIORITY: TutorTicketPriority = 'Medium';
export const DEFAULT_STUDENT_TICKET_PRIORITY: StudentTicketPriority = 'Low';

export const PAYMENT_STATUSES = ['completed', 'pending'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** 'Completed' with a case-insensitive first letter counts as paid (older records were written with a capital). */
export function isPaymentCompleted(status: string | null | undefined): boolean {
  return status === 'completed' || status === 'Completed';
}

/** Price in paise after a percentage coupon: base × (1 − percent/100), rounded to whole paise. */
export function priceAfterCoupon(basePaise: number, percent: number | null | undefined): number {
  const p = Math.min(100, Math.max(0, Number(percent) || 0));
  return Math.round((basePaise * (100 - p)) / 100);
}
/** The saving displayed: base × percent/100, in paise. */
export function couponSaving(basePaise: number, percent: number | null | undefined): number {
  return basePaise - priceAfterCoupon(basePaise, percent);
}
/**
 * 2499 → '2,499', 1234567 → '12,34,567' (Indian digit grouping: thousands, then every two digits).
 * Written out rather than `toLocaleString('en-IN', …)`: that builds an ICU number format on every call
 * (the home page's price once cost ~14 ms of its hydration, ~57 ms on a 4x-slowed phone CPU), and the
 * server's and the browser's ICU could disagree on the text being hydrated.
 */
export function groupIndian(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${whole < 0 && digits !== '0' ? '-' : ''}${rest ? `${rest},` : ''}${last3}`;
}
/** 199920 → '1,999.20' (rupees with paise, Indian digit grouping). */
export function formatRupees(paise: number): string {
  const total = Math.round(paise);
  const abs = Math.abs(total);
  return `${total < 0 ? '-' : ''}${groupIndian(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** The year now in India (the site's notices and copyright line name it). */
export function yearInIndia(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: INDIA_TIME_ZONE }).format(now));
}

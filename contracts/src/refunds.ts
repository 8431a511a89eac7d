// The refund policy as data: the course page states it, and a refund, when the school makes one,
// reads the same rule. Measured from her batch's first session (India time): before it starts she
// gets everything back, during the first week half, after that nothing.

export interface RefundStage {
  /** Which part of the course this stage covers. */
  until: 'firstSession' | 'endOfWeekOne' | 'afterWeekOne';
  /** The share of what she paid that is returned, in per cent. */
  percent: 100 | 50 | 0;
}

export const REFUND_POLICY: readonly RefundStage[] = [
  { until: 'firstSession', percent: 100 },
  { until: 'endOfWeekOne', percent: 50 },
  { until: 'afterWeekOne', percent: 0 },
];

/** The days after the first session's day that still count as the first week. */
export const REFUND_WEEK_ONE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The share (per cent) refundable at `at` for a batch whose first session starts at `firstSessionAt`:
 * everything before the first session starts, half until seven days after it, nothing later.
 */
export function refundPercent(firstSessionAt: Date, at: Date): RefundStage['percent'] {
  if (at.getTime() < firstSessionAt.getTime()) return 100;
  if (at.getTime() < firstSessionAt.getTime() + REFUND_WEEK_ONE_DAYS * DAY_MS) return 50;
  return 0;
}

/**
 * What the policy lets her have back of a payment of `amount` paise at a share of `percent`, less
 * what was already refunded (never below nothing).
 */
export function refundAllowance(amount: number, refunded: number, percent: number): number {
  return Math.max(0, Math.floor((amount * percent) / 100) - refunded);
}

/** The reasons and answers of a refund, at most this long. */
export const REFUND_REASON_MAX = 1000;

export const REFUND_MESSAGES = {
  reasonRequired: 'Please tell us why you are asking for a refund.',
  openRequest:
    'You have already asked for a refund of this payment. We will answer that request first; you will hear from us by e-mail.',
  notFound: 'Payment not found.',
  nothingLeft: 'This payment has already been refunded in full.',
  requestNotFound: 'Refund request not found.',
  notOpen: 'This refund request has already been answered.',
  amountPositive: 'The refund amount must be more than ₹0.',
  aboveRemaining: (left: string) => `The refund is more than what remains of this payment (${left}).`,
  beyondPolicy: (allowed: string) =>
    `The policy allows ${allowed} today. Write why you refund more, or refund at most that amount.`,
  declineReason: 'Please write why the request is declined; she will read it.',
  directReason: 'Please write why this payment is refunded.',
  directWhileOpen:
    'She has an open refund request for this payment: answer it in the refund requests instead.',
  providerRefused: (detail: string) =>
    `The payment provider refused the refund (${detail}). Nothing was refunded and the request is still open; try again later.`,
} as const;

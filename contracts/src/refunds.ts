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

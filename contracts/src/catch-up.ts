/**
 * Catching up on a missed class, and the hand held out after two absences in a row: the rules the
 * API counts by (certificate, progress, the at-risk notice) and the screens explain. One place, so
 * the certificate's issue, her certificate page and her tutor's roster never disagree.
 */
import { attended } from './sessions';
import { addCalendarDays, indiaDay } from './india-time';

export const CATCH_UP_RULE = {
  /** Days after the session's date (India) on which both steps may still be done; the 7th counts. */
  withinDays: 7,
  /** Questions in a session's check (the module quiz's questions of that session, and its own). */
  questions: 3,
} as const;

export const AT_RISK_RULE = {
  /** Absences in a row (each not caught up) that flag her and send her the kind note. */
  absencesInARow: 2,
} as const;

export const CATCH_UP_MESSAGES = {
  attended: 'You attended this session live, so it already counts. There is nothing to catch up.',
  noRecording: 'This session has no recording yet. You can catch up once your tutor adds it.',
  closed: (lastDay: string) => `The catch-up for this session closed on ${lastDay}.`,
  attemptsUsed: 'You have used all 3 attempts for this check.',
  passed: 'You have already passed this check.',
  staleAttempt: 'This attempt was already submitted. Reload the page to see your result.',
} as const;

/** The last India day on which a session held on `sessionDate` can be caught up. */
export function catchUpLastDay(sessionDate: string): string {
  return addCalendarDays(sessionDate, CATCH_UP_RULE.withinDays);
}

export interface CatchUpFacts {
  /** The session's date (YYYY-MM-DD, India). */
  sessionDate: string;
  /** Her attendance mark for it (null when none was saved). */
  status: string | null | undefined;
  /** When she first opened its recording through the API. */
  recordingOpenedAt: Date | string | null | undefined;
  /** When she first passed its check. */
  checkPassedAt: Date | string | null | undefined;
}

/**
 * The catch-up rule: a session she did not attend counts towards the certificate when, by the
 * session's date + 7 days (India), she has opened its recording through the API and passed its
 * check. Returns the India day she caught up on (the later of the two steps), or null.
 */
export function caughtUpOn(facts: CatchUpFacts): string | null {
  if (attended(facts.status)) return null;
  if (!facts.recordingOpenedAt || !facts.checkPassedAt) return null;
  const last = catchUpLastDay(facts.sessionDate);
  const opened = indiaDay(facts.recordingOpenedAt);
  const passed = indiaDay(facts.checkPassedAt);
  if (opened > last || passed > last) return null;
  return opened > passed ? opened : passed;
}

/** Whether a held session counts for her: attended live (present or late) or caught up. */
export const sessionCounts = (facts: CatchUpFacts): boolean =>
  attended(facts.status) || caughtUpOn(facts) !== null;

export interface StreakSession {
  sessionId: number;
  /** Her saved mark; a session the tutor has not marked yet neither breaks nor extends a streak. */
  status: string | null | undefined;
  caughtUp: boolean;
}

/**
 * Her current run of absences: the held sessions (in timetable order) since the last one that
 * counted for her, marked absent and not caught up. Returns their ids, oldest first; its first id
 * names the streak, so one streak is told to her once however long it grows.
 */
export function absenceStreak(held: readonly StreakSession[]): number[] {
  const streak: number[] = [];
  for (const s of held) {
    if (s.status === null || s.status === undefined) continue;
    if (attended(s.status) || s.caughtUp) streak.length = 0;
    else streak.push(s.sessionId);
  }
  return streak;
}

export const isAtRisk = (streak: readonly number[]): boolean => streak.length >= AT_RISK_RULE.absencesInARow;

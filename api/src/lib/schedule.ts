/** Timetable arithmetic: 25 sessions, Monday–Saturday, 6 a week; dates are Asia/Kolkata calendar days. */
import { PROGRAMME, addCalendarDays as addDays } from '@ai-women/contracts';
import { curriculumSession } from '@ai-women/contracts/curriculum';
import { indiaDay } from './india-time';

export interface PlannedSession {
  sessionNo: number;
  moduleNo: number;
  date: string;
  topic: string;
}

/** Today's date (YYYY-MM-DD) in India. */
export function todayIso(now = new Date()): string {
  return indiaDay(now);
}

export { addDays };

/** 0 = Monday … 6 = Sunday. */
function weekday(iso: string): number {
  return (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function mondayOnOrBefore(iso: string): string {
  return addDays(iso, -weekday(iso));
}
export function mondayOnOrAfter(iso: string): string {
  const w = weekday(iso);
  return w === 0 ? iso : addDays(iso, 7 - w);
}

export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/**
 * The 25-session plan from a start date: Monday–Saturday, 6 a week, so the 25th session falls on
 * the Monday after the fourth week. A start on a Sunday moves to the next Monday. Topics come from the
 * batch's course's curriculum (`courses.curriculum`).
 */
export function planTimetable(startIso: string, curriculum?: string | null): PlannedSession[] {
  const sessions: PlannedSession[] = [];
  let date = weekday(startIso) === 6 ? addDays(startIso, 1) : startIso;
  for (let i = 0; i < PROGRAMME.sessions; i++) {
    if (i > 0) {
      date = addDays(date, 1);
      if (weekday(date) === 6) date = addDays(date, 1);
    }
    const planned = curriculumSession(i + 1, curriculum);
    sessions.push({
      sessionNo: i + 1,
      moduleNo: planned?.module.no ?? Math.floor(i / PROGRAMME.sessionsPerModule) + 1,
      date,
      topic: planned?.session.topic ?? `Session ${i + 1}`,
    });
  }
  return sessions;
}

/**
 * Catching up on a missed session: where she stands with it (attended, open, caught up, closed),
 * its three-question check in this attempt's order, and grading. The rule itself (recording opened
 * and check passed by the session's date + 7 days) is `caughtUpOn` in contracts; this file gathers
 * the facts it needs and keeps the answers in the API until she submits.
 */
import { and, asc, eq } from 'drizzle-orm';
import { CATCH_UP_MESSAGES, QUIZ_RULES, SESSION_MESSAGES, type QuizQuestionDef } from '@ai-women/contracts';
import type { QuizDetail, QuizResultData } from '@ai-women/contracts/schemas';
import { sessionCheck } from '@ai-women/contracts/quiz-bank';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { HttpError, conflict } from '../lib/errors';
import { iso } from '../lib/shape';
import { longCalendarDate } from '../lib/india-time';
import {
  assertStudentOfBatch,
  batchCurriculum,
  catchUpStanding,
  isHeld,
  loadSession,
  type BatchFacts,
  type CatchUpState,
  type SessionRow,
} from '../sessions/service';
import { attemptOrder, attemptResult, bestOf, grade, questionView } from './service';

export type CatchUpAttemptRow = typeof t.catchUpAttempts.$inferSelect;

export interface CatchUp {
  studentId: number;
  session: SessionRow;
  batch: BatchFacts;
  questions: QuizQuestionDef[];
  state: CatchUpState;
  lastDay: string;
  recordingOpenedAt: string | null;
  checkPassedAt: string | null;
  caughtUpOn: string | null;
  attempts: CatchUpAttemptRow[];
}

async function attemptsOf(db: Db, studentId: number, sessionId: number): Promise<CatchUpAttemptRow[]> {
  return db
    .select()
    .from(t.catchUpAttempts)
    .where(and(eq(t.catchUpAttempts.studentId, studentId), eq(t.catchUpAttempts.sessionId, sessionId)))
    .orderBy(asc(t.catchUpAttempts.attemptNo));
}

/**
 * Her catch-up of one session of her batch: 401 signed out, 403 unpaid, refunded or another
 * batch's session, 404 no such session, 409 before it has been held.
 */
export async function catchUpOf(db: Db, studentId: number, sessionId: number, now: Date): Promise<CatchUp> {
  const { session, batch } = await loadSession(db, sessionId);
  await assertStudentOfBatch(db, studentId, batch.id);
  if (!isHeld(session, batch.timing, now)) throw conflict(SESSION_MESSAGES.notHeld);
  const [curriculum, standing, attempts] = await Promise.all([
    batchCurriculum(db, batch.id),
    catchUpStanding(db, session, studentId, now),
    attemptsOf(db, studentId, session.id),
  ]);
  return {
    studentId,
    session,
    batch,
    questions: sessionCheck(curriculum, session.sessionNo),
    ...standing,
    attempts,
  };
}

/** The seed of one attempt's order: the same on a reload, another for the next attempt. */
const seedOf = (studentId: number, sessionId: number, attemptNo: number) =>
  `catch-up:${studentId}:${sessionId}:${attemptNo}`;

/** The check's questions in one attempt's order (options shuffled too), with their answers. */
export const attemptQuestions = (c: CatchUp, attemptNo: number) =>
  attemptOrder(c, seedOf(c.studentId, c.session.id, attemptNo));
const orderOf = attemptQuestions;

/** The attempt a submission now would be, or null: none left, already passed, or not hers to take. */
export function nextAttemptNo(c: CatchUp): number | null {
  if (c.state === 'attended' || c.state === 'closed') return null;
  if (c.attempts.some((a) => a.passed)) return null;
  return c.attempts.length < QUIZ_RULES.maxAttempts ? c.attempts.length + 1 : null;
}

export function checkResult(c: CatchUp, row: CatchUpAttemptRow, attemptsUsed: number): QuizResultData {
  const result = attemptResult(orderOf(c, row.attemptNo), row, c.session.moduleNo, attemptsUsed);
  // A check is done once passed: no attempt is left to make.
  return row.passed || c.attempts.some((a) => a.passed) ? { ...result, attempts_left: 0 } : result;
}

/** The check as she takes it: this attempt's questions without answers, her last result explained. */
export function checkDetail(c: CatchUp): QuizDetail {
  const used = c.attempts.length;
  const next = nextAttemptNo(c);
  const best = bestOf(c.attempts);
  const last = c.attempts.at(-1);
  return {
    module_no: c.session.moduleNo,
    title: `Session ${c.session.sessionNo}: ${c.session.topic}`,
    pass_percent: QUIZ_RULES.passPercent,
    max_attempts: QUIZ_RULES.maxAttempts,
    attempts: c.attempts.map((a) => ({
      attempt_no: a.attemptNo,
      percent: a.percent,
      passed: a.passed,
      submitted_at: iso(a.createdAt),
    })),
    attempts_left: next === null ? 0 : QUIZ_RULES.maxAttempts - used,
    best_percent: best.best_percent,
    passed: best.passed,
    next_attempt_no: next,
    questions: next === null ? [] : orderOf(c, next).map(questionView),
    last_result: last ? checkResult(c, last, used) : null,
  };
}

/** Why she may not submit this attempt now (409), or undefined when she may. */
function refusal(c: CatchUp, attemptNo: number): string | undefined {
  if (c.state === 'attended') return CATCH_UP_MESSAGES.attended;
  if (c.state === 'closed') return CATCH_UP_MESSAGES.closed(longCalendarDate(c.lastDay));
  if (c.attempts.some((a) => a.passed)) return CATCH_UP_MESSAGES.passed;
  if (attemptNo > QUIZ_RULES.maxAttempts || c.attempts.length >= QUIZ_RULES.maxAttempts)
    return CATCH_UP_MESSAGES.attemptsUsed;
  if (attemptNo !== c.attempts.length + 1) return CATCH_UP_MESSAGES.staleAttempt;
  return undefined;
}

/**
 * Grades and stores one attempt. A copy of a submission already stored (a double click, a retried
 * request) gets that result; two copies at once are one row (the unique attempt number).
 */
export async function submitCheck(
  db: Db,
  c: CatchUp,
  attemptNo: number,
  answers: { question_id: string; options: string[] }[],
  now: Date,
): Promise<QuizResultData> {
  const earlier = c.attempts.find((a) => a.attemptNo === attemptNo);
  if (earlier) return checkResult(c, earlier, c.attempts.length);
  const why = refusal(c, attemptNo);
  if (why) throw conflict(why);
  const graded = grade(orderOf(c, attemptNo), answers);
  const [stored] = await db
    .insert(t.catchUpAttempts)
    .values({ studentId: c.studentId, sessionId: c.session.id, attemptNo, ...graded, createdAt: now })
    .onConflictDoNothing()
    .returning();
  const row =
    stored ?? (await attemptsOf(db, c.studentId, c.session.id)).find((a) => a.attemptNo === attemptNo);
  if (!row) throw new HttpError(500, 'The attempt could not be stored. Please try again.');
  return checkResult(c, row, Math.max(c.attempts.length + 1, row.attemptNo));
}

/**
 * Module quizzes: which quiz is hers, the order she is asked in, and grading. The bank (with the
 * answers) is read only here; what leaves for the browser before she submits is `questionView`.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  QUIZ_MESSAGES,
  QUIZ_RULES,
  answerIsRight,
  quizPassed,
  quizPercent,
  seededOrder,
  type QuizQuestionDef,
} from '@ai-women/contracts';
import type { QuizQuestion, QuizResultData } from '@ai-women/contracts/schemas';
import { curriculumFor } from '@ai-women/contracts/curriculum';
import { moduleQuiz, type ModuleQuiz } from '@ai-women/contracts/quiz-bank';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import { iso } from '../lib/shape';
import {
  assertPaidStudent,
  batchCurriculum,
  batchSessions,
  currentBatchOf,
  isHeld,
  type BatchFacts,
} from '../sessions/service';

export type AttemptRow = typeof t.quizAttempts.$inferSelect;

export interface StudentQuizzes {
  studentId: number;
  batch: BatchFacts;
  curriculum: string | undefined;
  /** Curriculum session numbers already held in her batch. */
  held: Set<number>;
}

/**
 * Her batch for the quizzes: 401 without an account, 403 unpaid or refunded (before anything about
 * her batch), null when she has not been placed yet.
 */
export async function studentQuizzes(db: Db, studentId: number, at: Date): Promise<StudentQuizzes | null> {
  await assertPaidStudent(db, studentId);
  const batch = await currentBatchOf(db, studentId);
  if (!batch) return null;
  const [curriculum, sessions] = await Promise.all([
    batchCurriculum(db, batch.id),
    batchSessions(db, batch.id),
  ]);
  const held = new Set(sessions.filter((s) => isHeld(s, batch.timing, at)).map((s) => s.sessionNo));
  return { studentId, batch, curriculum, held };
}

export function quizOf(mine: StudentQuizzes, moduleNo: number): ModuleQuiz {
  const quiz = moduleQuiz(mine.curriculum, moduleNo);
  if (!quiz) throw notFound(QUIZ_MESSAGES.notFound);
  return quiz;
}

/** A module opens once its first session has been held in her batch. */
export const firstSessionOf = (quiz: ModuleQuiz): number => quiz.module.sessions[0]!.no;
export const isOpen = (mine: StudentQuizzes, quiz: ModuleQuiz): boolean =>
  mine.held.has(firstSessionOf(quiz));

export function modulesOf(curriculum: string | undefined) {
  return curriculumFor(curriculum).map((m) => ({ module_no: m.no, title: m.title }));
}

export async function attemptsOf(
  db: Db,
  studentId: number,
  batchId: number,
  moduleNo?: number,
): Promise<AttemptRow[]> {
  return db
    .select()
    .from(t.quizAttempts)
    .where(
      and(
        eq(t.quizAttempts.studentId, studentId),
        eq(t.quizAttempts.batchId, batchId),
        moduleNo === undefined ? undefined : eq(t.quizAttempts.moduleNo, moduleNo),
      ),
    )
    .orderBy(asc(t.quizAttempts.moduleNo), asc(t.quizAttempts.attemptNo));
}

/** The questions of one attempt in its own order, each one's options shuffled as well. */
export function attemptOrder(quiz: { questions: QuizQuestionDef[] }, seed: string): QuizQuestionDef[] {
  return seededOrder(quiz.questions, seed).map((q) => ({
    ...q,
    options: seededOrder(q.options, `${seed}:${q.id}`),
  }));
}

/** The seed of one attempt's order: the same for a reload, another for the next attempt. */
const seedOf = (studentId: number, batchId: number, moduleNo: number, attemptNo: number) =>
  `${studentId}:${batchId}:${moduleNo}:${attemptNo}`;

export const attemptSeed = (mine: StudentQuizzes, moduleNo: number, attemptNo: number) =>
  seedOf(mine.studentId, mine.batch.id, moduleNo, attemptNo);

/** What she sees of a question before submitting: never `correct` nor `explanation`. */
export function questionView(q: QuizQuestionDef): QuizQuestion {
  return {
    id: q.id,
    session_no: q.session,
    prompt: q.prompt,
    multiple: q.correct.length > 1,
    options: q.options.map((o) => ({ id: o.id, text: o.text })),
  };
}

export interface Graded {
  answers: { question_id: string; options: string[] }[];
  correct: number;
  total: number;
  percent: number;
  passed: boolean;
}

/**
 * Grades her answers against the bank, in the order she was asked. Every question once, each with
 * at least one option of its own (400 otherwise, with the reason).
 */
export function grade(
  order: QuizQuestionDef[],
  answers: { question_id: string; options: string[] }[],
): Graded {
  const byId = new Map(order.map((q) => [q.id, q]));
  const picked = new Map<string, string[]>();
  for (const a of answers) {
    const q = byId.get(a.question_id);
    if (!q || picked.has(a.question_id)) throw badRequest(QUIZ_MESSAGES.unknownQuestion);
    if (a.options.some((o) => !q.options.some((opt) => opt.id === o)))
      throw badRequest(QUIZ_MESSAGES.unknownOption);
    picked.set(a.question_id, [...new Set(a.options)]);
  }
  if (order.some((q) => (picked.get(q.id)?.length ?? 0) === 0)) throw badRequest(QUIZ_MESSAGES.answerEvery);
  const inOrder = order.map((q) => ({ question_id: q.id, options: picked.get(q.id)! }));
  const correct = order.filter((q) => answerIsRight(picked.get(q.id)!, q.correct)).length;
  const total = order.length;
  return {
    answers: inOrder,
    correct,
    total,
    percent: quizPercent(correct, total),
    passed: quizPassed(correct, total),
  };
}

/** What a stored attempt's result holds, whichever quiz it belongs to. */
export interface StoredAttempt {
  attemptNo: number;
  answers: { question_id: string; options: string[] }[];
  correct: number;
  total: number;
  percent: number;
  passed: boolean;
  createdAt: Date;
}

/**
 * A stored attempt as she reads it back, from the order she was asked in: each question as she was
 * shown it, her answer, the correct options and why.
 */
export function attemptResult(
  order: QuizQuestionDef[],
  row: StoredAttempt,
  moduleNo: number,
  attemptsUsed: number,
): QuizResultData {
  const byId = new Map(order.map((q) => [q.id, q]));
  return {
    module_no: moduleNo,
    attempt_no: row.attemptNo,
    correct: row.correct,
    total: row.total,
    percent: row.percent,
    passed: row.passed,
    attempts_left: Math.max(0, QUIZ_RULES.maxAttempts - attemptsUsed),
    submitted_at: iso(row.createdAt),
    review: row.answers.flatMap((a) => {
      const q = byId.get(a.question_id);
      if (!q) return [];
      return [
        {
          question_id: q.id,
          prompt: q.prompt,
          options: q.options.map((o) => ({ id: o.id, text: o.text })),
          picked: a.options,
          correct_options: q.correct,
          right: answerIsRight(a.options, q.correct),
          explanation: q.explanation,
        },
      ];
    }),
  };
}

/** A module quiz's stored attempt as she reads it back. */
export function resultOf(quiz: ModuleQuiz, row: AttemptRow, attemptsUsed: number): QuizResultData {
  const seed = seedOf(row.studentId, row.batchId, row.moduleNo, row.attemptNo);
  return attemptResult(attemptOrder(quiz, seed), row, row.moduleNo, attemptsUsed);
}

/** Stores a graded attempt; undefined when that attempt number is already stored (a second copy). */
export async function storeAttempt(
  db: Db,
  mine: StudentQuizzes,
  moduleNo: number,
  attemptNo: number,
  graded: Graded,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .insert(t.quizAttempts)
    .values({ studentId: mine.studentId, batchId: mine.batch.id, moduleNo, attemptNo, ...graded })
    .onConflictDoNothing()
    .returning();
  return row;
}

export function bestOf(rows: { percent: number; passed: boolean }[]) {
  return {
    attempts: rows.length,
    best_percent: rows.length ? Math.max(...rows.map((r) => r.percent)) : null,
    passed: rows.some((r) => r.passed),
  };
}

/** Every attempt in a batch, for its tutor. */
export async function batchAttempts(db: Db, batchId: number, studentIds: number[]): Promise<AttemptRow[]> {
  if (studentIds.length === 0) return [];
  return db
    .select()
    .from(t.quizAttempts)
    .where(and(eq(t.quizAttempts.batchId, batchId), inArray(t.quizAttempts.studentId, studentIds)));
}

/**
 * Practice after a session: a batch's tasks (the course's wording, or its tutor's), her answers,
 * and her tutor's reviews. Every query and transaction of the practice routes lives here.
 *
 * An answer is a row; after *Try again* she sends a new row (the next version), so the history of
 * what she sent and what she was told is never overwritten. Only the newest answer of a session can
 * be reviewed, and only once (the update is conditional on it still waiting).
 */
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import {
  PRACTICE_MESSAGES,
  practiceAnswerText,
  type PracticeOutcome,
  type PracticeStatus,
  type PracticeTaskText,
} from '@ai-women/contracts';
import { practiceTask } from '@ai-women/contracts/practice-tasks';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { inTransaction } from '../db/transaction';
import { conflict, notFound } from '../lib/errors';
import { notify, type Notice } from '../notifications/service';

export type SubmissionRow = typeof t.practiceSubmissions.$inferSelect;

export interface EffectiveTask {
  session_no: number;
  title: { en: string; hi: string };
  task: { en: string; hi: string };
  edited: boolean;
}

/** The course's own task for a session, or a 404 when the course has no such session. */
function courseTask(curriculum: string | undefined, sessionNo: number): EffectiveTask {
  const def = practiceTask(curriculum, sessionNo);
  if (!def) throw notFound(PRACTICE_MESSAGES.noSuchSession);
  return { session_no: sessionNo, title: def.title, task: def.task, edited: false };
}

const fromRow = (row: typeof t.practiceTasks.$inferSelect): EffectiveTask => ({
  session_no: row.sessionNo,
  title: { en: row.titleEn, hi: row.titleHi },
  task: { en: row.taskEn, hi: row.taskHi },
  edited: true,
});

/** A session's task for one batch: its tutor's wording when there is one, else the course's. */
export async function taskFor(db: Db, batchId: number, curriculum: string | undefined, sessionNo: number) {
  const [own] = await db
    .select()
    .from(t.practiceTasks)
    .where(and(eq(t.practiceTasks.batchId, batchId), eq(t.practiceTasks.sessionNo, sessionNo)));
  return own ? fromRow(own) : courseTask(curriculum, sessionNo);
}

/** Every session's task for one batch, in session order. */
export async function tasksOf(db: Db, batchId: number, curriculum: string | undefined, sessionNos: number[]) {
  const own = await db.select().from(t.practiceTasks).where(eq(t.practiceTasks.batchId, batchId));
  const bySession = new Map(own.map((row) => [row.sessionNo, row]));
  return sessionNos.map((no) => {
    const row = bySession.get(no);
    return row ? fromRow(row) : courseTask(curriculum, no);
  });
}

/** Saves a tutor's wording of a session's task for her batch (trimmed, line breaks kept). */
export async function saveTask(db: Db, batchId: number, sessionNo: number, tutorId: number, text: PracticeTaskText, now: Date) {
  const values = {
    titleEn: practiceAnswerText(text.title_en),
    titleHi: practiceAnswerText(text.title_hi),
    taskEn: practiceAnswerText(text.task_en),
    taskHi: practiceAnswerText(text.task_hi),
    updatedBy: tutorId,
    updatedAt: now,
  };
  const [row] = await db
    .insert(t.practiceTasks)
    .values({ batchId, sessionNo, ...values })
    .onConflictDoUpdate({ target: [t.practiceTasks.batchId, t.practiceTasks.sessionNo], set: values })
    .returning();
  return fromRow(row!);
}

/** Puts the course's own task back for the batch. */
export async function restoreTask(db: Db, batchId: number, curriculum: string | undefined, sessionNo: number) {
  await db
    .delete(t.practiceTasks)
    .where(and(eq(t.practiceTasks.batchId, batchId), eq(t.practiceTasks.sessionNo, sessionNo)));
  return courseTask(curriculum, sessionNo);
}

/** Her answers for one session, newest first, with the reviewing tutor's name. */
export async function submissionsOf(db: Db, studentId: number, sessionId: number) {
  return db
    .select({ row: t.practiceSubmissions, tutorName: t.tutors.name })
    .from(t.practiceSubmissions)
    .leftJoin(t.tutors, eq(t.tutors.id, t.practiceSubmissions.reviewedBy))
    .where(and(eq(t.practiceSubmissions.studentId, studentId), eq(t.practiceSubmissions.sessionId, sessionId)))
    .orderBy(desc(t.practiceSubmissions.version));
}

/** Whether she may send an answer now, given her newest one: first, or after Try again. */
export function maySubmit(latest: { status: string } | undefined): boolean {
  return !latest || latest.status === 'try_again';
}

/** Why she may not send an answer now (409), or undefined. */
export function submitRefusal(latest: { status: string } | undefined): string | undefined {
  if (!latest || latest.status === 'try_again') return undefined;
  return latest.status === 'done' ? PRACTICE_MESSAGES.alreadyDone : PRACTICE_MESSAGES.waiting;
}

export interface NewSubmission {
  studentId: number;
  sessionId: number;
  batchId: number;
  version: number;
  text: string;
  attachment: { key: string; name: string; kind: string; size: number } | null;
}

/**
 * Stores an answer as the given version; undefined when that version exists already (two sends at
 * once: the unique version let one in, and the caller reads what it stored).
 */
export async function addSubmission(db: Db, s: NewSubmission): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .insert(t.practiceSubmissions)
    .values({
      studentId: s.studentId,
      sessionId: s.sessionId,
      batchId: s.batchId,
      version: s.version,
      text: s.text,
      attachmentKey: s.attachment?.key ?? null,
      attachmentName: s.attachment?.name ?? null,
      attachmentKind: s.attachment?.kind ?? null,
      attachmentSize: s.attachment?.size ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** One answer with what its access check needs: its batch's tutor and the session. */
export async function submissionById(db: Db, id: number) {
  const [found] = await db
    .select({
      row: t.practiceSubmissions,
      tutorId: t.batches.tutorId,
      sessionNo: t.classSessions.sessionNo,
    })
    .from(t.practiceSubmissions)
    .innerJoin(t.batches, eq(t.batches.id, t.practiceSubmissions.batchId))
    .innerJoin(t.classSessions, eq(t.classSessions.id, t.practiceSubmissions.sessionId))
    .where(eq(t.practiceSubmissions.id, id));
  if (!found) throw notFound(PRACTICE_MESSAGES.notFound);
  return found;
}

/** The notice she gets when her answer is reviewed, in her language (stored as text, like every notice). */
export function reviewNotice(p: {
  language: string;
  sessionNo: number;
  outcome: PracticeOutcome;
  comment: string;
  tutorName: string;
}): Notice {
  if (p.language === 'hi') {
    return p.outcome === 'done'
      ? {
          title: `सेशन ${p.sessionNo} की प्रैक्टिस पूरी हुई`,
          message: `${p.tutorName} ने आपकी प्रैक्टिस को पूरा माना है: “${p.comment}”`,
        }
      : {
          title: `सेशन ${p.sessionNo} की प्रैक्टिस: एक बार और कोशिश करें`,
          message: `${p.tutorName} ने लिखा है: “${p.comment}” सेशन का पेज खोलकर नया जवाब भेजें।`,
        };
  }
  return p.outcome === 'done'
    ? {
        title: `Practice for Session ${p.sessionNo} is done`,
        message: `${p.tutorName} marked your practice done: “${p.comment}”`,
      }
    : {
        title: `Practice for Session ${p.sessionNo}: please try again`,
        message: `${p.tutorName} wrote: “${p.comment}” Open the session page to send a new answer.`,
      };
}

/**
 * Reviews an answer that is still waiting and notifies her, in one transaction. 409 when it has
 * been reviewed already (by another tab or a double click) or a newer answer has replaced it.
 */
export async function reviewSubmission(
  db: Db,
  submission: SubmissionRow,
  review: { tutorId: number; outcome: PracticeOutcome; comment: string; sessionNo: number; now: Date },
): Promise<SubmissionRow> {
  return inTransaction(db, async (tx) => {
    const [newest] = await tx
      .select({ version: max(t.practiceSubmissions.version) })
      .from(t.practiceSubmissions)
      .where(
        and(
          eq(t.practiceSubmissions.studentId, submission.studentId),
          eq(t.practiceSubmissions.sessionId, submission.sessionId),
        ),
      );
    if ((newest?.version ?? 0) > submission.version) throw conflict(PRACTICE_MESSAGES.notLatest);
    const comment = practiceAnswerText(review.comment);
    const [row] = await tx
      .update(t.practiceSubmissions)
      .set({ status: review.outcome, reviewComment: comment, reviewedBy: review.tutorId, reviewedAt: review.now })
      .where(and(eq(t.practiceSubmissions.id, submission.id), eq(t.practiceSubmissions.status, 'submitted')))
      .returning();
    if (!row) throw conflict(PRACTICE_MESSAGES.alreadyReviewed);
    const [who] = await tx
      .select({ language: t.students.language, tutorName: t.tutors.name })
      .from(t.students)
      .innerJoin(t.tutors, eq(t.tutors.id, review.tutorId))
      .where(eq(t.students.id, submission.studentId));
    await notify(
      tx,
      'student',
      submission.studentId,
      reviewNotice({
        language: who?.language ?? 'en',
        sessionNo: review.sessionNo,
        outcome: review.outcome,
        comment,
        tutorName: who?.tutorName ?? 'Your tutor',
      }),
    );
    return row;
  });
}

export interface QueueFilter {
  sessionNo?: number;
  status?: PracticeStatus;
}

/** A batch's answers for its review queue, newest first, with who sent them and for which session. */
export async function queueOf(db: Db, batchId: number, filter: QueueFilter) {
  const p = t.practiceSubmissions;
  const rows = await db
    .select({
      row: p,
      studentName: t.students.fullname,
      sessionNo: t.classSessions.sessionNo,
      topic: t.classSessions.topic,
      tutorName: t.tutors.name,
      newest: sql<number>`(select max(n.version) from ${p} n where n.student_id = ${p.studentId} and n.session_id = ${p.sessionId})`.mapWith(Number),
    })
    .from(p)
    .innerJoin(t.students, eq(t.students.id, p.studentId))
    .innerJoin(t.classSessions, eq(t.classSessions.id, p.sessionId))
    .leftJoin(t.tutors, eq(t.tutors.id, p.reviewedBy))
    .where(
      and(
        eq(p.batchId, batchId),
        filter.sessionNo === undefined ? undefined : eq(t.classSessions.sessionNo, filter.sessionNo),
        filter.status === undefined ? undefined : eq(p.status, filter.status),
      ),
    )
    .orderBy(desc(p.createdAt), desc(p.id));
  const [waiting] = await db
    .select({ n: count() })
    .from(p)
    .where(and(eq(p.batchId, batchId), eq(p.status, 'submitted')));
  return { rows, waiting: waiting?.n ?? 0 };
}

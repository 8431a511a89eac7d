/**
 * Session feedback: a student rates a session she attended (1–5, an optional comment), once, and
 * may change it for 48 hours. The tutor reads averages and comments without names; the school's
 * staff read them with names. Routes shape HTTP; the rules and queries live here.
 */
import { and, asc, avg, count, eq, inArray } from 'drizzle-orm';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES, attended } from '@ai-women/contracts';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { conflict, forbidden, isUniqueViolation, notFound } from '../lib/errors';
import { iso } from '../lib/shape';
import { batchSessions, isHeld, sessionRoster, type BatchFacts, type SessionRow } from './service';

export type FeedbackRow = typeof t.sessionFeedback.$inferSelect;

const EDIT_MS = FEEDBACK_LIMITS.editHours * 3_600_000;

/** Her comment as kept: line breaks normalised, trimmed, empty meaning none. */
export function cleanComment(comment: string | null | undefined): string | null {
  const text = (comment ?? '').replace(/\r\n?/g, '\n').trim();
  return text === '' ? null : text;
}

export function myFeedbackView(row: FeedbackRow, now: Date) {
  const until = new Date(row.createdAt.getTime() + EDIT_MS);
  return {
    rating: row.rating,
    comment: row.comment,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    editable_until: until.toISOString(),
    editable: now.getTime() < until.getTime(),
  };
}

export async function feedbackOf(
  db: Db,
  sessionId: number,
  studentId: number,
): Promise<FeedbackRow | undefined> {
  const [row] = await db
    .select()
    .from(t.sessionFeedback)
    .where(and(eq(t.sessionFeedback.sessionId, sessionId), eq(t.sessionFeedback.studentId, studentId)));
  return row;
}

/**
 * Did she attend? Her saved mark when the tutor saved one (present or late), else her Join click,
 * exactly as the tutor's roster suggests it before it is saved.
 */
export async function studentAttended(db: Db, session: SessionRow, batch: BatchFacts, studentId: number) {
  const entry = (await sessionRoster(db, session, batch)).find((r) => r.student_id === studentId);
  return Boolean(entry && attended(entry.suggested));
}

/** Why she cannot rate it now (null when she can): not held yet (409) or not attended (403). */
export async function rateProblem(
  db: Db,
  session: SessionRow,
  batch: BatchFacts,
  studentId: number,
  now: Date,
): Promise<{ status: 409 | 403; message: string } | null> {
  if (!isHeld(session, batch.timing, now)) return { status: 409, message: FEEDBACK_MESSAGES.notHeld };
  if (!(await studentAttended(db, session, batch, studentId)))
    return { status: 403, message: FEEDBACK_MESSAGES.notAttended };
  return null;
}

/** Her first rating of the session; 409 when she already rated it (a second insert meets the unique key). */
export async function addFeedback(
  db: Db,
  v: { sessionId: number; studentId: number; rating: number; comment: string | null },
  now: Date,
): Promise<FeedbackRow> {
  try {
    const [row] = await db
      .insert(t.sessionFeedback)
      .values({ ...v, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(FEEDBACK_MESSAGES.alreadyRated);
    throw err;
  }
}

/** Changes her rating within 48 hours of her first submission; 404 before she rated, 403 after. */
export async function editFeedback(
  db: Db,
  v: { sessionId: number; studentId: number; rating: number; comment: string | null },
  now: Date,
): Promise<FeedbackRow> {
  const existing = await feedbackOf(db, v.sessionId, v.studentId);
  if (!existing) throw notFound(FEEDBACK_MESSAGES.notRatedYet);
  if (now.getTime() >= existing.createdAt.getTime() + EDIT_MS) throw forbidden(FEEDBACK_MESSAGES.editClosed);
  const [row] = await db
    .update(t.sessionFeedback)
    .set({ rating: v.rating, comment: v.comment, updatedAt: now })
    .where(eq(t.sessionFeedback.id, existing.id))
    .returning();
  return row!;
}

/** Rounded to one decimal, as every screen shows it. */
const oneDecimal = (n: number | string | null | undefined): number | null =>
  n === null || n === undefined ? null : Math.round(Number(n) * 10) / 10;

/**
 * Average and count per session, for sessions that have any rating, as the tutor sees them: the
 * average is null below FEEDBACK_LIMITS.minShownToTutor ratings (see tutorSummary).
 */
export async function ratingsBySession(
  db: Db,
  sessionIds: number[],
): Promise<Map<number, { average: number | null; count: number }>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ sessionId: t.sessionFeedback.sessionId, average: avg(t.sessionFeedback.rating), n: count() })
    .from(t.sessionFeedback)
    .where(inArray(t.sessionFeedback.sessionId, sessionIds))
    .groupBy(t.sessionFeedback.sessionId);
  return new Map(
    rows.map((r) => {
      const n = Number(r.n);
      return [r.sessionId, { average: n >= FEEDBACK_LIMITS.minShownToTutor ? oneDecimal(r.average) : null, count: n }];
    }),
  );
}

/**
 * What the tutor reads of one session: the average, how many gave each rating, comments without
 * names — only once FEEDBACK_LIMITS.minShownToTutor students have rated it. Below that she learns how
 * many rated and nothing of what they said: she knows who attended, so one rating (and its comment
 * and time) would name its author.
 */
export async function tutorSummary(db: Db, sessionId: number) {
  const rows = await db
    .select({
      rating: t.sessionFeedback.rating,
      comment: t.sessionFeedback.comment,
      createdAt: t.sessionFeedback.createdAt,
    })
    .from(t.sessionFeedback)
    .where(eq(t.sessionFeedback.sessionId, sessionId))
    .orderBy(asc(t.sessionFeedback.createdAt), asc(t.sessionFeedback.id));
  if (rows.length < FEEDBACK_LIMITS.minShownToTutor)
    return { session_id: sessionId, average: null, count: rows.length, distribution: [0, 0, 0, 0, 0], comments: [] };
  const total = rows.reduce((s, r) => s + r.rating, 0);
  return {
    session_id: sessionId,
    average: rows.length ? oneDecimal(total / rows.length) : null,
    count: rows.length,
    distribution: [1, 2, 3, 4, 5].map((n) => rows.filter((r) => r.rating === n).length),
    comments: rows
      .filter((r): r is typeof r & { comment: string } => Boolean(r.comment))
      .map((r) => ({ rating: r.rating, comment: r.comment, created_at: iso(r.createdAt) })),
  };
}

/** A batch's feedback for the school's staff: per session, with the students' names. */
export async function staffBatchFeedback(db: Db, batchId: number) {
  const [batch] = await db
    .select({ id: t.batches.id, name: t.batches.name, tutorName: t.tutors.name })
    .from(t.batches)
    .leftJoin(t.tutors, eq(t.tutors.id, t.batches.tutorId))
    .where(eq(t.batches.id, batchId));
  if (!batch) throw notFound('Batch not found');
  const sessions = await batchSessions(db, batchId);
  const ids = sessions.map((s) => s.id);
  const rows = ids.length
    ? await db
        .select({
          sessionId: t.sessionFeedback.sessionId,
          studentId: t.sessionFeedback.studentId,
          name: t.students.fullname,
          rating: t.sessionFeedback.rating,
          comment: t.sessionFeedback.comment,
          createdAt: t.sessionFeedback.createdAt,
        })
        .from(t.sessionFeedback)
        .innerJoin(t.students, eq(t.students.id, t.sessionFeedback.studentId))
        .where(inArray(t.sessionFeedback.sessionId, ids))
        .orderBy(asc(t.students.fullname), asc(t.sessionFeedback.id))
    : [];
  const mean = (list: { rating: number }[]) =>
    list.length ? oneDecimal(list.reduce((s, r) => s + r.rating, 0) / list.length) : null;
  return {
    batch_id: batch.id,
    batch_name: batch.name,
    tutor_name: batch.tutorName ?? null,
    average: mean(rows),
    count: rows.length,
    sessions: sessions
      .map((s) => {
        const mine = rows.filter((r) => r.sessionId === s.id);
        return {
          session_id: s.id,
          session_no: s.sessionNo,
          date: s.date,
          topic: s.topic,
          average: mean(mine),
          count: mine.length,
          entries: mine.map((r) => ({
            student_id: r.studentId,
            name: r.name,
            rating: r.rating,
            comment: r.comment,
            created_at: iso(r.createdAt),
          })),
        };
      })
      .filter((s) => s.count > 0),
  };
}

/** Every batch's and every tutor's average, for the school's overview. */
export async function staffFeedbackOverview(db: Db) {
  const batches = await db
    .select({
      batchId: t.batches.id,
      batchName: t.batches.name,
      tutorId: t.tutors.id,
      tutorName: t.tutors.name,
      average: avg(t.sessionFeedback.rating),
      n: count(t.sessionFeedback.id),
    })
    .from(t.batches)
    .leftJoin(t.tutors, eq(t.tutors.id, t.batches.tutorId))
    .leftJoin(t.classSessions, eq(t.classSessions.batchId, t.batches.id))
    .leftJoin(t.sessionFeedback, eq(t.sessionFeedback.sessionId, t.classSessions.id))
    .groupBy(t.batches.id, t.batches.name, t.tutors.id, t.tutors.name)
    .orderBy(asc(t.batches.name), asc(t.batches.id));
  const tutors = new Map<number, { tutor_id: number; name: string; sum: number; count: number }>();
  for (const b of batches) {
    if (b.tutorId === null || b.tutorName === null) continue;
    const n = Number(b.n);
    const entry = tutors.get(b.tutorId) ?? { tutor_id: b.tutorId, name: b.tutorName, sum: 0, count: 0 };
    entry.sum += n ? Number(b.average) * n : 0;
    entry.count += n;
    tutors.set(b.tutorId, entry);
  }
  return {
    batches: batches.map((b) => ({
      batch_id: b.batchId,
      batch_name: b.batchName,
      tutor_name: b.tutorName ?? null,
      average: Number(b.n) ? oneDecimal(b.average) : null,
      count: Number(b.n),
    })),
    tutors: [...tutors.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((e) => ({
        tutor_id: e.tutor_id,
        name: e.name,
        average: e.count ? oneDecimal(e.sum / e.count) : null,
        count: e.count,
      })),
  };
}

/**
 * Batches: the rules and queries behind the tutor's batch screens (list, stats, meeting link),
 * the back office's batch work and the operator commands. Routes validate and shape; this file
 * decides. Every change that concerns a person sends her a notice in the same transaction.
 */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { BATCH_STATUSES, JOIN_OPENS_BEFORE_MS, MEETING_MESSAGES, batchActions, canTransitionBatch } from '@ai-women/contracts';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { HttpError, badRequest, forbidden, notFound } from '../lib/errors';
import { planTimetable } from '../lib/schedule';
import { notify } from '../notifications/service';
import { containsPattern } from '../lib/like';
import { inTransaction as inTx } from '../db/transaction';
import { issueForBatch } from '../certificates/service';
import { nextSessionId } from '../sessions/service';
import { sessionJoinUrl } from '../lib/urls';
import { placeWaitingStudents } from './placement';
import { seatsLeft, takenSeatsOfRow } from './seats';

type BatchRow = typeof t.batches.$inferSelect;

// Fully qualified on purpose: drizzle renders a bare column ("id") in single-table selects, which the
// subquery would resolve to its own e.id.
const studentCount = sql<number>`(select count(*)::int from enrolments e where e.batch_id = "batches"."id" and e.cancelled = false)`;

/** "An Inactive", "An Active", "A Completed": the article follows the sound of the next word. */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'An' : 'A'} ${word}`;
}

// ------------------------------------------------------------------ the tutor's screens

/** The tutor's batch list and stats: one query each, prepared once. */
export function tutorBatchQueries(db: Db) {
  const list = (where: SQL) =>
    db
      .select({ batch: t.batches, students: studentCount })
      .from(t.batches)
      .where(where)
      .orderBy(desc(t.batches.createdAt), desc(t.batches.id));
  const all = list(eq(t.batches.tutorId, sql.placeholder('tutorId'))).prepare('tutor_batches');
  const byStatus = list(
    and(eq(t.batches.tutorId, sql.placeholder('tutorId')), eq(t.batches.status, sql.placeholder('status')))!,
  ).prepare('tutor_batches_by_status');
  const stats = db
    .select({ status: t.batches.status, students: studentCount })
    .from(t.batches)
    .where(eq(t.batches.tutorId, sql.placeholder('tutorId')))
    .prepare('tutor_batch_stats');
  return {
    list: (tutorId: number, status?: string) =>
      status ? byStatus.execute({ tutorId, status }) : all.execute({ tutorId }),
    stats: (tutorId: number) => stats.execute({ tutorId }),
  };
}

// ------------------------------------------------------------------ the back office's list

/** Batches with their course, tutor, head count and the statuses they may move to. */
export async function batchRows(db: Db, where?: SQL, now: Date = new Date()) {
  const rows = await db
    .select({
      id: t.batches.id,
      name: t.batches.name,
      courseId: t.batches.courseId,
      courseTitle: t.courses.title,
      tutorId: t.tutors.id,
      tutorName: t.tutors.name,
      status: t.batches.status,
      timing: t.batches.timing,
      startDate: t.batches.startDate,
      meetingUrl: t.batches.meetingUrl,
      students: studentCount,
      taken: takenSeatsOfRow(now),
    })
    .from(t.batches)
    .innerJoin(t.courses, eq(t.courses.id, t.batches.courseId))
    .leftJoin(t.tutors, eq(t.tutors.id, t.batches.tutorId))
    .where(where)
    .orderBy(desc(t.batches.startDate), desc(t.batches.id));
  return rows.map((r) => ({
    batch_id: r.id,
    batch_name: r.name,
    course_title: r.courseTitle,
    tutor: r.tutorId !== null && r.tutorName !== null ? { tutor_id: r.tutorId, name: r.tutorName } : null,
    status: r.status as (typeof BATCH_STATUSES)[number],
    timing: r.timing,
    start_date: r.startDate,
    meeting_url: r.meetingUrl,
    course_id: r.courseId,
    students: Number(r.students),
    seats_left: seatsLeft(r.taken),
    next_statuses: batchActions(r.status).map((a) => a.to),
  }));
}

/** The back office's batch list: one status or all, and a search over batch and tutor names. */
export function staffBatchList(db: Db, filter: { status?: string; q?: string }, now: Date = new Date()) {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(t.batches.status, filter.status));
  if (filter.q?.trim()) {
    const q = containsPattern(filter.q);
    where.push(or(ilike(t.batches.name, q), ilike(t.tutors.name, q))!);
  }
  return batchRows(db, where.length ? and(...where) : undefined, now);
}

/** Every batch as stored, oldest first (the operator CLI's list). */
export function allBatches(db: Db) {
  return db.select().from(t.batches).orderBy(asc(t.batches.id));
}

/** 404 unless the batch exists. */
export async function assertBatchExists(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: t.batches.id }).from(t.batches).where(eq(t.batches.id, id));
  if (!row) throw notFound('Batch not found');
}

/** The course a new batch teaches; an id that names no course is a field error, not a 500. */
export async function existingCourse(db: Db, id: number | string | null | undefined): Promise<number> {
  const [row] = await db.select({ id: t.courses.id }).from(t.courses).where(eq(t.courses.id, Number(id)));
  if (!row) throw badRequest('Course not found.', { errors: { course_id: 'Course not found.' } });
  return row.id;
}

export async function batchById(db: Db, id: number) {
  const [row] = await batchRows(db, eq(t.batches.id, id));
  if (!row) throw notFound('Batch not found.');
  return row;
}

// ------------------------------------------------------------------ writes

/** A student placed automatically when her course's batch opened. */
export type AutoPlaced = { id: number; fullname: string }[];

/**
 * Changes a batch's status if the transition is allowed; its tutor is told. Starting it (Active)
 * places its course's waiting students in it, up to its free seats, in the same transaction.
 */
export async function changeBatchStatus(
  db: Db,
  batchId: number,
  to: string,
  tutorId?: number,
  /** Runs in the same transaction once the status changed (the back office's audit entry). */
  alsoInTx?: (tx: Db, before: BatchRow, placed: AutoPlaced) => Promise<void>,
  /** The API's clock: which sessions count as held when certificates are issued. */
  now: Date = new Date(),
) {
  // One transaction with the row locked: two concurrent changes cannot both pass the transition
  // check, and the status never lands without its notification.
  return inTx(db, async (tx) => {
    const rows = await tx.select().from(t.batches).where(eq(t.batches.id, batchId)).for('update');
    const batch = rows[0];
    if (!batch) throw notFound('Batch not found');
    if (tutorId !== undefined && batch.tutorId !== tutorId)
      throw forbidden('This batch is not assigned to you.');
    if (!(BATCH_STATUSES as readonly string[]).includes(to))
      throw badRequest('Status must be Active, Inactive or Completed');
    if (!canTransitionBatch(batch.status, to)) {
      const allowed = batchActions(batch.status).map((a) => a.to);
      throw new HttpError(
        409,
        allowed.length
          ? `${withArticle(batch.status)} batch can only be changed to ${allowed.join(' or ')}.`
          : `${withArticle(batch.status)} batch cannot be changed.`,
      );
    }
    await tx.update(t.batches).set({ status: to }).where(eq(t.batches.id, batchId));
    if (batch.tutorId)
      await notify(tx, 'tutor', batch.tutorId, {
        title: 'Batch status changed',
        message: `${batch.name} is now ${to}.`,
      });
    const placed = to === 'Active' ? await placeWaitingStudents(tx, batchId) : [];
    // Completing the batch issues the certificates its students earned, with their mails, in this
    // same transaction: the status never lands without them.
    if (to === 'Completed') await issueForBatch(tx, batchId, now);
    if (alsoInTx) await alsoInTx(tx, batch, placed);
    return { ...batch, status: to, placed };
  });
}

/** A batch and its enrolled (not cancelled) students, by name. */
export async function batchStudents(db: Db, batchId: number) {
  const [batch] = await db
    .select({ id: t.batches.id, tutorId: t.batches.tutorId })
    .from(t.batches)
    .where(eq(t.batches.id, batchId));
  if (!batch) throw notFound('Batch not found.');
  const students = await db
    .select({
      id: t.students.id,
      name: t.students.fullname,
      email: t.students.email,
      phoneNumber: t.students.phoneNumber,
    })
    .from(t.enrolments)
    .innerJoin(t.students, eq(t.students.id, t.enrolments.studentId))
    .where(and(eq(t.enrolments.batchId, batchId), eq(t.enrolments.cancelled, false)))
    .orderBy(asc(t.students.fullname), asc(t.students.id));
  return { batch, students };
}

/**
 * The batch's tutor sets or changes its meeting link; every student of the batch is told, in the same
 * transaction. Returns how many were told. The notice carries the API's Join of the next session
 * (from India day `today` on), never the link itself: Join checks who she is and records the click.
 */
export function setMeetingLink(
  db: Db,
  batchId: number,
  tutorId: number,
  meetingUrl: string,
  links: { api: string; today: string },
) {
  return inTx(db, async (tx) => {
    const [batch] = await tx.select().from(t.batches).where(eq(t.batches.id, batchId)).for('update');
    if (!batch) throw notFound('Batch not found.');
    if (batch.tutorId !== tutorId) throw forbidden(MEETING_MESSAGES.notYours);
    await tx.update(t.batches).set({ meetingUrl }).where(eq(t.batches.id, batchId));
    const students = await tx
      .select({ id: t.enrolments.studentId })
      .from(t.enrolments)
      .where(and(eq(t.enrolments.batchId, batchId), eq(t.enrolments.cancelled, false)));
    const next = await nextSessionId(tx, batchId, links.today);
    const opens = `${JOIN_OPENS_BEFORE_MS / 60_000} minutes before each session`;
    const notified = await notify(
      tx,
      'student',
      students.map((s) => s.id),
      {
        title: batch.meetingUrl ? 'Meeting link changed' : 'Meeting link ready',
        message: `${batch.name}: your live sessions have ${batch.meetingUrl ? 'a new' : 'their'} meeting link. The Join button on your dashboard opens it ${opens}.${next ? ` Join link for your next session: ${sessionJoinUrl(links.api, next)}` : ''}`,
      },
    );
    return { meetingUrl, notified };
  });
}

/** Checks that a tutor exists; null stays null (a batch without a tutor yet). */
export async function existingTutor(tx: Db, id: number | null | undefined): Promise<number | null> {
  if (id === null || id === undefined) return null;
  const [row] = await tx
    .select({ id: t.tutors.id })
    .from(t.tutors)
    .where(eq(t.tutors.id, Number(id)));
  if (!row) throw badRequest('Tutor not found.', { errors: { tutor_id: 'Tutor not found.' } });
  return row.id;
}

/** The curriculum key of a batch's course (its sessions' topics come from it). */
async function batchCurriculum(tx: Db, batchId: number): Promise<string | null> {
  const [row] = await tx
    .select({ curriculum: t.courses.curriculum })
    .from(t.batches)
    .innerJoin(t.courses, eq(t.courses.id, t.batches.courseId))
    .where(eq(t.batches.id, batchId));
  return row?.curriculum ?? null;
}

/** Replaces a batch's timetable with its course's 25 sessions from `start` inside `tx`. */
export async function writeTimetable(tx: Db, batchId: number, start: string) {
  const plan = planTimetable(start, await batchCurriculum(tx, batchId));
  await tx.delete(t.classSessions).where(eq(t.classSessions.batchId, batchId));
  await tx.insert(t.classSessions).values(
    plan.map((s) => ({
      batchId,
      sessionNo: s.sessionNo,
      moduleNo: s.moduleNo,
      date: s.date,
      topic: s.topic,
    })),
  );
  await tx.update(t.batches).set({ startDate: plan[0]!.date }).where(eq(t.batches.id, batchId));
  return { batchId, first: plan[0]!.date, last: plan.at(-1)!.date, sessions: plan.length };
}

export function scheduleBatch(db: Db, batchId: number, start: string) {
  return inTx(db, async (tx) => {
    const [batch] = await tx.select({ id: t.batches.id }).from(t.batches).where(eq(t.batches.id, batchId));
    if (!batch) throw notFound('Batch not found');
    const planned = await writeTimetable(tx, batchId, start);
    await placeWaitingStudents(tx, batchId);
    return planned;
  });
}

const assignedNotice = (b: BatchRow) => ({
  title: 'New batch assigned',
  message: `${b.name} is yours: ${b.timing}${b.startDate ? `, from ${b.startDate}` : ''}.`,
});

export interface NewBatch {
  name: string;
  timing: string;
  tutorId: number | null;
  meetingUrl: string | null;
  /** With a start date the batch gets its 25-session timetable at once. */
  startDate?: string | null;
  status?: string;
  courseId?: number;
}

/**
 * Creates a batch (for the course, or the first course), its timetable, and tells its tutor. An open
 * batch (not started yet, or running) takes its course's waiting students at once, oldest payment first.
 */
export function createBatch(
  db: Db,
  input: NewBatch,
  alsoInTx?: (tx: Db, row: BatchRow, placed: AutoPlaced) => Promise<void>,
) {
  return inTx(db, async (tx) => {
    const courseId =
      input.courseId ??
      (await tx.select({ id: t.courses.id }).from(t.courses).orderBy(asc(t.courses.id)).limit(1))[0]?.id;
    if (!courseId) throw notFound('No course exists yet.');
    if (input.courseId !== undefined) {
      const [course] = await tx
        .select({ id: t.courses.id })
        .from(t.courses)
        .where(eq(t.courses.id, courseId));
      if (!course) throw badRequest('Course not found.', { errors: { course_id: 'Course not found.' } });
    }
    const tutorId = await existingTutor(tx, input.tutorId);
    const [created] = await tx
      .insert(t.batches)
      .values({
        name: input.name,
        timing: input.timing,
        courseId,
        tutorId,
        meetingUrl: input.meetingUrl,
        status: input.status ?? 'Inactive',
      })
      .returning();
    if (input.startDate) await writeTimetable(tx, created!.id, input.startDate);
    const [row] = await tx.select().from(t.batches).where(eq(t.batches.id, created!.id));
    if (tutorId) await notify(tx, 'tutor', tutorId, assignedNotice(row!));
    const placed = await placeWaitingStudents(tx, row!.id);
    if (alsoInTx) await alsoInTx(tx, row!, placed);
    return { ...row!, placed };
  });
}

export type BatchChanges = Partial<Pick<BatchRow, 'name' | 'timing' | 'meetingUrl' | 'tutorId'>>;

/** Changes a batch's name, timing, link or tutor; a newly assigned tutor is told. */
export function updateBatch(
  db: Db,
  batchId: number,
  changes: BatchChanges,
  alsoInTx?: (tx: Db, before: BatchRow, after: BatchRow) => Promise<void>,
) {
  return inTx(db, async (tx) => {
    const [before] = await tx.select().from(t.batches).where(eq(t.batches.id, batchId)).for('update');
    if (!before) throw notFound('Batch not found.');
    const set: BatchChanges = { ...changes };
    if (set.tutorId !== undefined) set.tutorId = await existingTutor(tx, set.tutorId);
    if (Object.values(set).every((v) => v === undefined)) throw badRequest('Nothing to change.');
    const [after] = await tx.update(t.batches).set(set).where(eq(t.batches.id, batchId)).returning();
    if (set.tutorId && set.tutorId !== before.tutorId)
      await notify(tx, 'tutor', set.tutorId, assignedNotice(after!));
    if (alsoInTx) await alsoInTx(tx, before, after!);
    return after!;
  });
}

/** Puts a student in a batch (or back in it, if her place there was cancelled). */
export async function enrol(tx: Db, studentId: number, batchId: number) {
  await tx
    .insert(t.enrolments)
    .values({ studentId, batchId })
    .onConflictDoUpdate({
      target: [t.enrolments.studentId, t.enrolments.batchId],
      set: { cancelled: false },
    });
}

/** Cancels a student's place in a batch (the row stays, for the record). */
export async function cancelEnrolment(db: Db, studentId: number, batchId: number) {
  const rows = await db
    .update(t.enrolments)
    .set({ cancelled: true })
    .where(and(eq(t.enrolments.batchId, batchId), eq(t.enrolments.studentId, studentId)))
    .returning();
  if (!rows[0]) throw notFound('Enrolment not found');
}

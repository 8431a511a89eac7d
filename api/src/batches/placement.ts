/**
 * Placement: which paid students wait without a batch, which batches can take them, and putting a
 * student in a batch (or moving her) without ever going over BATCH_CAPACITY. Seats are counted with
 * the one seat rule (./seats.ts: distinct students, placed or holding a live order) with the batch
 * row locked, so two placements (or a placement and a new batch being opened) cannot both take the
 * last seat.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { BATCH_CAPACITY, JOIN_OPENS_BEFORE_MINUTES } from '@ai-women/contracts';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { badRequest, conflict, notFound } from '../lib/errors';
import { todayIso } from '../lib/schedule';
import { enqueueMail } from '../mail/outbox';
import { notify } from '../notifications/service';
import { seatsLeft, seatsTaken, takenSeatsOfRow } from './seats';

type BatchRow = typeof t.batches.$inferSelect;

/** A paid student who has waited longer than this is an alert on the back office. */
export const PLACEMENT_ALERT_HOURS = 24;

/**
 * Open for new students: running (Active), or not started yet (Inactive with a start date today or
 * later, or none). An Inactive batch whose start date has passed is paused and takes nobody.
 */
export function isOpen(batch: Pick<BatchRow, 'status' | 'startDate'>, today = todayIso()): boolean {
  if (batch.status === 'Active') return true;
  return batch.status === 'Inactive' && (batch.startDate === null || batch.startDate >= today);
}

/** Why a batch takes nobody, in words for the admin; null when it is open. */
function closedReason(batch: BatchRow): string | null {
  if (batch.status === 'Completed') return `${batch.name} is completed and takes no new students.`;
  if (!isOpen(batch))
    return `${batch.name} has started and is paused: it takes no new students until it runs again.`;
  return null;
}

const fullMessage = (batch: BatchRow, taken: number) =>
  `${batch.name} is full (${Math.min(taken, BATCH_CAPACITY)} of ${BATCH_CAPACITY} seats taken). Choose another batch of her course, or open a new one.`;

/** The student's notice and mail when she is put in a batch; `moved` when she left another. */
function placedNotice(batch: BatchRow, moved: boolean) {
  const when = `Your classes run ${batch.timing}${batch.startDate ? `, from ${batch.startDate}` : ''}.`;
  const link = batch.meetingUrl
    ? ` Join from your dashboard with the Join button, which opens ${JOIN_OPENS_BEFORE_MINUTES} minutes before the start.`
    : ' Your meeting link will appear on your dashboard before the first class.';
  return moved
    ? {
        title: `You have moved to ${batch.name}`,
        message: `Our team moved you to ${batch.name}. ${when}${link}`,
      }
    : { title: `Welcome to ${batch.name}`, message: `You are enrolled in ${batch.name}. ${when}${link}` };
}

async function mailPlaced(
  tx: Db,
  student: { fullname: string; email: string },
  batch: BatchRow,
  courseTitle: string,
  moved: boolean,
) {
  await enqueueMail(tx, {
    kind: 'batch-placement',
    to: student.email,
    payload: {
      name: student.fullname,
      batchName: batch.name,
      courseTitle,
      timing: batch.timing,
      startDate: batch.startDate,
      hasMeetingLink: Boolean(batch.meetingUrl),
      moved,
      batchId: batch.id,
    },
  });
}

async function courseTitle(tx: Db, courseId: number | null): Promise<string | null> {
  if (courseId === null) return null;
  const [row] = await tx.select({ title: t.courses.title }).from(t.courses).where(eq(t.courses.id, courseId));
  return row?.title ?? null;
}

export interface Placement {
  studentId: number;
  fullname: string;
  batch: BatchRow;
  /** The batches she left (empty: she was waiting). */
  from: BatchRow[];
}

/**
 * Puts a paid student in a batch of her course, or moves her there from her batch, in one
 * transaction: the batch row is locked first, then hers, so the capacity check and the new place
 * cannot be overtaken. She, the new batch's tutor and her old batch's tutor are told; she gets a
 * mail. `alsoInTx` runs last, in the same transaction (the back office's audit entry).
 */
export function placeStudent(
  db: Db,
  studentId: number,
  batchId: number,
  alsoInTx?: (tx: Db, placement: Placement) => Promise<void>,
  now: Date = new Date(),
): Promise<Placement> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [batch] = await tx.select().from(t.batches).where(eq(t.batches.id, batchId)).for('update');
    if (!batch) throw badRequest('Batch not found.', { errors: { batch_id: 'Batch not found.' } });
    const [student] = await tx.select().from(t.students).where(eq(t.students.id, studentId)).for('update');
    if (!student) throw notFound('Student not found.');
    if (student.paymentStatus !== 'completed')
      throw conflict('Only a student who has paid can join a batch.');
    if (student.courseId !== null && student.courseId !== batch.courseId) {
      const [hers, its] = await Promise.all([
        courseTitle(tx, student.courseId),
        courseTitle(tx, batch.courseId),
      ]);
      const message = `${student.fullname} chose ${hers ?? 'another course'}, and ${batch.name} teaches ${its ?? 'another course'}. Choose a batch of her course.`;
      throw badRequest(message, { errors: { batch_id: message } });
    }
    const closed = closedReason(batch);
    if (closed) throw conflict(closed);
    const current = await tx
      .select({ batch: t.batches })
      .from(t.enrolments)
      .innerJoin(t.batches, eq(t.batches.id, t.enrolments.batchId))
      .where(and(eq(t.enrolments.studentId, studentId), eq(t.enrolments.cancelled, false)));
    if (current.some((c) => c.batch.id === batchId) && current.length === 1)
      throw conflict(`${student.fullname} is already in ${batch.name}.`);
    // The one seat rule, her own hold left out: a seat she holds is hers to take, not another's.
    const taken = await seatsTaken(tx, batchId, now, studentId);
    const alreadyIn = current.some((c) => c.batch.id === batchId);
    if (!alreadyIn && taken >= BATCH_CAPACITY) throw conflict(fullMessage(batch, taken));

    await tx
      .update(t.enrolments)
      .set({ cancelled: true })
      .where(and(eq(t.enrolments.studentId, studentId), eq(t.enrolments.cancelled, false)));
    await tx
      .insert(t.enrolments)
      .values({ studentId, batchId })
      .onConflictDoUpdate({
        target: [t.enrolments.studentId, t.enrolments.batchId],
        set: { cancelled: false },
      });

    const from = current.map((c) => c.batch).filter((b) => b.id !== batchId);
    const moved = from.length > 0;
    await notify(tx, 'student', studentId, placedNotice(batch, moved));
    await mailPlaced(tx, student, batch, (await courseTitle(tx, batch.courseId)) ?? 'your course', moved);
    if (batch.tutorId)
      await notify(tx, 'tutor', batch.tutorId, {
        title: `New student in ${batch.name}`,
        message: `${student.fullname} joined ${batch.name}${moved ? `, moved from ${from.map((b) => b.name).join(', ')}` : ''}.`,
      });
    const oldTutors = new Map<number, BatchRow>();
    for (const b of from) if (b.tutorId) oldTutors.set(b.tutorId, b);
    for (const [tutorId, old] of oldTutors)
      await notify(tx, 'tutor', tutorId, {
        title: `A student left ${old.name}`,
        message: `${student.fullname} moved from ${old.name} to ${batch.name}.`,
      });
    const placement = { studentId, fullname: student.fullname, batch, from };
    if (alsoInTx) await alsoInTx(tx, placement);
    return placement;
  });
}

/** Paid, and in no batch: ordered oldest payment first (a student marked paid without a payment row by her sign-up time). */
const waitingSince = sql<Date>`coalesce(
  (select min(p.paid_at) from payments p where p.student_id = "students"."id"),
  "students"."created_at")`;
const unplaced = sql`not exists (select 1 from enrolments e where e.student_id = "students"."id" and e.cancelled = false)`;

/**
 * Fills a batch that has just opened (created, or started) with its course's waiting students, oldest
 * payment first, up to its free seats; inside the caller's transaction, with the batch row already
 * locked or just inserted. Each is told and mailed; the tutor gets one notice. Returns who was placed.
 */
export async function placeWaitingStudents(
  tx: Db,
  batchId: number,
  now: Date = new Date(),
): Promise<{ id: number; fullname: string }[]> {
  const [batch] = await tx.select().from(t.batches).where(eq(t.batches.id, batchId));
  if (!batch || !isOpen(batch)) return [];
  const free = BATCH_CAPACITY - (await seatsTaken(tx, batchId, now));
  if (free <= 0) return [];
  const waiting = await tx
    .select({ id: t.students.id, fullname: t.students.fullname, email: t.students.email })
    .from(t.students)
    .where(and(eq(t.students.paymentStatus, 'completed'), eq(t.students.courseId, batch.courseId), unplaced))
    .orderBy(asc(waitingSince), asc(t.students.id))
    .limit(free)
    .for('update');
  if (waiting.length === 0) return [];
  await tx
    .insert(t.enrolments)
    .values(waiting.map((s) => ({ studentId: s.id, batchId })))
    .onConflictDoUpdate({
      target: [t.enrolments.studentId, t.enrolments.batchId],
      set: { cancelled: false },
    });
  const title = (await courseTitle(tx, batch.courseId)) ?? 'your course';
  for (const s of waiting) {
    await notify(tx, 'student', s.id, placedNotice(batch, false));
    await mailPlaced(tx, s, batch, title, false);
  }
  if (batch.tutorId)
    await notify(tx, 'tutor', batch.tutorId, {
      title: `${waiting.length} ${waiting.length === 1 ? 'student' : 'students'} joined ${batch.name}`,
      message: `Waiting students of the course were placed in ${batch.name} when it opened: ${waiting.map((s) => s.fullname).join(', ')}.`,
    });
  return waiting.map(({ id, fullname }) => ({ id, fullname }));
}

// ------------------------------------------------------------------ the back office's reads

/** Paid students in no batch, oldest payment first, with how long each has waited. */
export async function waitingStudents(db: Db, now = new Date()) {
  const rows = await db
    .select({
      id: t.students.id,
      fullname: t.students.fullname,
      email: t.students.email,
      phone: t.students.phoneNumber,
      courseId: t.courses.id,
      courseTitle: t.courses.title,
      since: waitingSince,
    })
    .from(t.students)
    .leftJoin(t.courses, eq(t.courses.id, t.students.courseId))
    .where(and(eq(t.students.paymentStatus, 'completed'), unplaced))
    .orderBy(asc(waitingSince), asc(t.students.id));
  return rows.map((r) => {
    const since = new Date(r.since);
    return {
      student_id: r.id,
      fullname: r.fullname,
      email: r.email,
      phone_number: r.phone,
      course:
        r.courseId !== null && r.courseTitle !== null
          ? { course_id: r.courseId, title: r.courseTitle }
          : null,
      paid_at: since.toISOString(),
      waiting_minutes: Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60000)),
    };
  });
}

/** The alert: how many have waited more than PLACEMENT_ALERT_HOURS, and the one who waited longest. */
export function placementAlert(waiting: Awaited<ReturnType<typeof waitingStudents>>) {
  const late = waiting.filter((w) => w.waiting_minutes > PLACEMENT_ALERT_HOURS * 60);
  const oldest = late[0] ?? null;
  return {
    threshold_hours: PLACEMENT_ALERT_HOURS,
    count: late.length,
    oldest: oldest && {
      student_id: oldest.student_id,
      fullname: oldest.fullname,
      paid_at: oldest.paid_at,
      waiting_minutes: oldest.waiting_minutes,
    },
  };
}

/** Batches a student can be placed in: open, with their course, tutor and free seats (full ones too, marked 0). */
export async function openBatches(db: Db, today = todayIso(), now: Date = new Date()) {
  const rows = await db
    .select({
      batch: t.batches,
      courseTitle: t.courses.title,
      tutorName: t.tutors.name,
      taken: takenSeatsOfRow(now),
    })
    .from(t.batches)
    .innerJoin(t.courses, eq(t.courses.id, t.batches.courseId))
    .leftJoin(t.tutors, eq(t.tutors.id, t.batches.tutorId))
    .where(inArray(t.batches.status, ['Active', 'Inactive']))
    .orderBy(asc(t.batches.startDate), asc(t.batches.id));
  return rows
    .filter((r) => isOpen(r.batch, today))
    .map((r) => ({
      batch_id: r.batch.id,
      batch_name: r.batch.name,
      course_id: r.batch.courseId,
      course_title: r.courseTitle,
      status: r.batch.status as 'Active' | 'Inactive',
      timing: r.batch.timing,
      start_date: r.batch.startDate,
      tutor:
        r.batch.tutorId !== null && r.tutorName !== null
          ? { tutor_id: r.batch.tutorId, name: r.tutorName }
          : null,
      seats_left: seatsLeft(r.taken),
    }));
}

/** A batch's students for the back office: contact and when each paid. */
export async function batchRoster(db: Db, batchId: number) {
  const [batch] = await db.select({ id: t.batches.id }).from(t.batches).where(eq(t.batches.id, batchId));
  if (!batch) throw notFound('Batch not found.');
  const rows = await db
    .select({
      id: t.students.id,
      fullname: t.students.fullname,
      email: t.students.email,
      phone: t.students.phoneNumber,
      paidAt: sql<Date | null>`(select min(p.paid_at) from payments p where p.student_id = "students"."id")`,
      joinedAt: t.enrolments.createdAt,
    })
    .from(t.enrolments)
    .innerJoin(t.students, eq(t.students.id, t.enrolments.studentId))
    .where(and(eq(t.enrolments.batchId, batchId), eq(t.enrolments.cancelled, false)))
    .orderBy(asc(t.students.fullname), asc(t.students.id));
  return rows.map((r) => ({
    student_id: r.id,
    fullname: r.fullname,
    email: r.email,
    phone_number: r.phone,
    paid_at: r.paidAt ? new Date(r.paidAt).toISOString() : null,
  }));
}

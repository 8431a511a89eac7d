/**
 * A class session as a place: who may see it (the batch's paid students, its tutor), what it holds
 * (recording, materials, notes), who attended, and the progress built on that. Routes shape HTTP;
 * the rules and queries live here.
 */
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  SESSION_LIMITS,
  SESSION_MESSAGES,
  absenceStreak,
  attendanceNeeded,
  attended,
  catchUpLastDay,
  caughtUpOn,
  indiaDay,
  isAtRisk,
  isPaymentCompleted,
  REFUNDED_PAYMENT_STATUS,
  meetsCertificateRule,
  onTrackForCertificate,
  endOfIndiaDay,
  sessionWindow,
  startOfIndiaDay,
  type AttendanceStatus,
} from '@ai-women/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { conflict, forbidden, notFound, unauthorized } from '../lib/errors';
import { inTransaction } from '../db/transaction';
import { audit } from '../audit/service';
import type { StaffPrincipal } from '../auth/staff';
import { todayIso, addDays } from '../lib/schedule';
import { iso } from '../lib/shape';
import { firstName } from '../mail/templates';
import { queueIfAgreed } from '../messaging/consent';

export type SessionRow = typeof t.classSessions.$inferSelect;
export type MaterialRow = typeof t.sessionMaterials.$inferSelect;
export interface BatchFacts {
  id: number;
  name: string;
  status: string;
  timing: string;
  meetingUrl: string | null;
  tutorId: number | null;
}

/** The session and its batch, or 404. */
export async function loadSession(db: Db, id: number): Promise<{ session: SessionRow; batch: BatchFacts }> {
  const [row] = await db
    .select({
      session: t.classSessions,
      batch: {
        id: t.batches.id,
        name: t.batches.name,
        status: t.batches.status,
        timing: t.batches.timing,
        meetingUrl: t.batches.meetingUrl,
        tutorId: t.batches.tutorId,
      },
    })
    .from(t.classSessions)
    .innerJoin(t.batches, eq(t.batches.id, t.classSessions.batchId))
    .where(eq(t.classSessions.id, id));
  if (!row) throw notFound(SESSION_MESSAGES.notFound);
  return row;
}

/** What decides a session's time: its India day, and its own start and end once it was moved. */
export interface SessionWhen {
  date: string;
  startsAt?: Date | string | null;
  endsAt?: Date | string | null;
}

/**
 * When the session starts and ends: the only place that says so. A moved session keeps its own
 * start and end; any other takes the batch's timing on its date, and a timing without hours is taken
 * as the whole India day.
 */
export function sessionTimes(session: SessionWhen, timing: string): { start: Date; end: Date } {
  if (session.startsAt && session.endsAt) {
    const start = new Date(session.startsAt);
    const end = new Date(session.endsAt);
    if (!Number.isNaN(start.getTime()) && !Number.isNaN(end.getTime())) return { start, end };
  }
  const { date } = session;
  return (
    sessionWindow(date, timing) ?? {
      start: startOfIndiaDay(date),
      end: new Date(endOfIndiaDay(date).getTime() - 1000),
    }
  );
}

/** The session's start and end as the API answers them (ISO instants), with the day first planned. */
export function sessionTimesView(session: SessionWhen & { movedFromDate?: string | null }, timing: string) {
  const { start, end } = sessionTimes(session, timing);
  return {
    starts_at: start.toISOString(),
    ends_at: end.toISOString(),
    moved_from_date: session.movedFromDate ?? null,
  };
}

/** A session is held once its end has passed. */
export function isHeld(session: SessionWhen, timing: string, now: Date): boolean {
  return sessionTimes(session, timing).end.getTime() <= now.getTime();
}

/** The last moment the batch's tutor may change a session's attendance. */
export function attendanceEditableUntil(session: SessionWhen, timing: string): Date {
  return new Date(
    sessionTimes(session, timing).end.getTime() + SESSION_LIMITS.attendanceEditDays * 86_400_000,
  );
}

export type Viewer = { role: 'student'; studentId: number } | { role: 'tutor'; tutorId: number };

/** Is this student paid and in the batch (a live enrolment)? Otherwise 403 with the reason. */
/** A student who has paid and not been refunded: 401 without an account, 403 with the reason otherwise. */
export async function assertPaidStudent(db: Db, studentId: number): Promise<void> {
  const [student] = await db
    .select({ paymentStatus: t.students.paymentStatus })
    .from(t.students)
    .where(eq(t.students.id, studentId));
  if (!student) throw unauthorized();
  if (student.paymentStatus === REFUNDED_PAYMENT_STATUS) throw forbidden(SESSION_MESSAGES.refunded);
  if (!isPaymentCompleted(student.paymentStatus)) throw forbidden(SESSION_MESSAGES.unpaid);
}

export async function assertStudentOfBatch(db: Db, studentId: number, batchId: number): Promise<void> {
  await assertPaidStudent(db, studentId);
  const [enrolment] = await db
    .select({ id: t.enrolments.id })
    .from(t.enrolments)
    .where(
      and(
        eq(t.enrolments.studentId, studentId),
        eq(t.enrolments.batchId, batchId),
        eq(t.enrolments.cancelled, false),
      ),
    );
  if (!enrolment) throw forbidden(SESSION_MESSAGES.notYourSession);
}

/**
 * Who is asking about a session: its batch's paid students and its tutor; 401 signed out, 403 for
 * anyone else (staff included: their route for attendance is separate and audited).
 */
export async function viewerOf(
  req: FastifyRequest,
  db: Db,
  batch: BatchFacts,
  only?: 'student' | 'tutor',
): Promise<Viewer> {
  const { studentId, tutorId, staffId } = req.session;
  if (studentId === undefined && tutorId === undefined) {
    if (staffId !== undefined) throw forbidden(SESSION_MESSAGES.notYourSession);
    throw unauthorized();
  }
  if (tutorId !== undefined) {
    if (only === 'student') throw forbidden('This area is for students only.');
    if (batch.tutorId !== tutorId) throw forbidden(SESSION_MESSAGES.notYourBatch);
    return { role: 'tutor', tutorId };
  }
  if (only === 'tutor') throw forbidden('This area is for tutors only.');
  await assertStudentOfBatch(db, studentId!, batch.id);
  return { role: 'student', studentId: studentId! };
}

/** The batch's students (live enrolments), by name. */
export async function batchRoster(db: Db, batchId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: t.students.id, name: t.students.fullname })
    .from(t.enrolments)
    .innerJoin(t.students, eq(t.students.id, t.enrolments.studentId))
    .where(and(eq(t.enrolments.batchId, batchId), eq(t.enrolments.cancelled, false)))
    .orderBy(asc(t.students.fullname), asc(t.students.id));
}

export async function materialsOf(db: Db, sessionIds: number[]) {
  if (sessionIds.length === 0) return [];
  return db
    .select()
    .from(t.sessionMaterials)
    .where(inArray(t.sessionMaterials.sessionId, sessionIds))
    .orderBy(asc(t.sessionMaterials.createdAt), asc(t.sessionMaterials.id));
}

/** Late when her first Join came more than this long after the start. */
const LATE_AFTER_MS = 10 * 60 * 1000;

/** The roster of a session: saved statuses, else suggested from the first Join click of each student. */
export async function sessionRoster(db: Db, session: SessionRow, batch: BatchFacts) {
  const students = await batchRoster(db, batch.id);
  const marks = await db
    .select({ studentId: t.sessionAttendance.studentId, status: t.sessionAttendance.status })
    .from(t.sessionAttendance)
    .where(eq(t.sessionAttendance.sessionId, session.id));
  const joins = await db
    .select({ studentId: t.sessionEvents.studentId, first: sql<string>`min(${t.sessionEvents.createdAt})` })
    .from(t.sessionEvents)
    .where(and(eq(t.sessionEvents.sessionId, session.id), eq(t.sessionEvents.kind, 'join')))
    .groupBy(t.sessionEvents.studentId);
  const start = sessionTimes(session, batch.timing).start.getTime();
  const ids = students.map((s) => s.id);
  const [opens, passes] = await Promise.all([
    recordingFirstOpens(db, [session.id], ids),
    checkFirstPasses(db, [session.id], ids),
  ]);
  return students.map((s) => {
    const saved = marks.find((m) => m.studentId === s.id)?.status as AttendanceStatus | undefined;
    // Beside a saved absence: whether she caught up on it since (recording and check in time).
    const caughtUp = caughtUpOn({
      sessionDate: session.date,
      status: saved,
      recordingOpenedAt: opens.find((o) => o.studentId === s.id)?.first,
      checkPassedAt: passes.find((o) => o.studentId === s.id)?.first,
    });
    const joinedRaw = joins.find((j) => j.studentId === s.id)?.first;
    const joinedAt = joinedRaw ? new Date(joinedRaw) : null;
    const fromJoin: AttendanceStatus = joinedAt
      ? joinedAt.getTime() > start + LATE_AFTER_MS
        ? 'late'
        : 'present'
      : 'absent';
    return {
      student_id: s.id,
      name: s.name,
      status: saved ?? null,
      suggested: saved ?? fromJoin,
      joined_at: joinedAt ? joinedAt.toISOString() : null,
      caught_up_on: saved ? caughtUp : null,
    };
  });
}

/** A Join click or a recording opened, at the API's clock (the catch-up rule reads its day). */
export async function recordEvent(
  db: Db,
  sessionId: number,
  studentId: number,
  kind: 'join' | 'recording',
  at: Date,
) {
  await db.insert(t.sessionEvents).values({ sessionId, studentId, kind, createdAt: at });
}

/** The batch's sessions, in order. */
export async function batchSessions(db: Db, batchId: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(t.classSessions)
    .where(eq(t.classSessions.batchId, batchId))
    .orderBy(asc(t.classSessions.sessionNo));
}

/**
 * The batch's next session from India day `today` on (today's included, even once it has ended),
 * or undefined when none is left: the one a notice or the dashboard points her Join link at.
 */
export async function nextSessionId(db: Db, batchId: number, today: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: t.classSessions.id })
    .from(t.classSessions)
    .where(and(eq(t.classSessions.batchId, batchId), gte(t.classSessions.date, today)))
    .orderBy(asc(t.classSessions.date), asc(t.classSessions.sessionNo))
    .limit(1);
  return row?.id;
}

/** First times per (session, student): when she first opened a recording, or first passed a check. */
export interface FirstTime {
  sessionId: number;
  studentId: number;
  first: Date | string;
}

/**
 * Progress of some students of a batch: sessions that count of held (attended live, or caught up
 * by the catch-up rule), modules completed (every session of the module held and each attended or
 * its recording opened), the certificate rule, and her current run of absences.
 */
export async function batchProgress(db: Db, batch: BatchFacts, studentIds: number[], now: Date) {
  const sessions = await batchSessions(db, batch.id);
  const ids = sessions.map((s) => s.id);
  const none = ids.length === 0 || studentIds.length === 0;
  const [marks, opens, passes] = none
    ? [[], [], []]
    : await Promise.all([
        db
          .select({
            sessionId: t.sessionAttendance.sessionId,
            studentId: t.sessionAttendance.studentId,
            status: t.sessionAttendance.status,
          })
          .from(t.sessionAttendance)
          .where(
            and(
              inArray(t.sessionAttendance.sessionId, ids),
              inArray(t.sessionAttendance.studentId, studentIds),
            ),
          ),
        recordingFirstOpens(db, ids, studentIds),
        checkFirstPasses(db, ids, studentIds),
      ]);
  return progressFrom(batch, sessions, marks, opens, passes, studentIds, now);
}

/** When each of these students first opened each of these sessions' recordings. */
export async function recordingFirstOpens(db: Db, sessionIds: number[], studentIds: number[]): Promise<FirstTime[]> {
  if (sessionIds.length === 0 || studentIds.length === 0) return [];
  return db
    .select({
      sessionId: t.sessionEvents.sessionId,
      studentId: t.sessionEvents.studentId,
      first: sql<string>`min(${t.sessionEvents.createdAt})`,
    })
    .from(t.sessionEvents)
    .where(
      and(
        inArray(t.sessionEvents.sessionId, sessionIds),
        inArray(t.sessionEvents.studentId, studentIds),
        eq(t.sessionEvents.kind, 'recording'),
      ),
    )
    .groupBy(t.sessionEvents.sessionId, t.sessionEvents.studentId);
}

/** When each of these students first passed each of these sessions' catch-up checks. */
export async function checkFirstPasses(db: Db, sessionIds: number[], studentIds: number[]): Promise<FirstTime[]> {
  if (sessionIds.length === 0 || studentIds.length === 0) return [];
  return db
    .select({
      sessionId: t.catchUpAttempts.sessionId,
      studentId: t.catchUpAttempts.studentId,
      first: sql<string>`min(${t.catchUpAttempts.createdAt})`,
    })
    .from(t.catchUpAttempts)
    .where(
      and(
        inArray(t.catchUpAttempts.sessionId, sessionIds),
        inArray(t.catchUpAttempts.studentId, studentIds),
        eq(t.catchUpAttempts.passed, true),
      ),
    )
    .groupBy(t.catchUpAttempts.sessionId, t.catchUpAttempts.studentId);
}

/**
 * Each of these students' practice in a batch: sessions whose practice her tutor marked done, sessions
 * she has sent an answer for, and answers of hers waiting for a review.
 */
export async function practiceCounts(
  db: Db,
  batchId: number,
  studentIds: number[],
): Promise<Map<number, { done: number; sent: number; waiting: number }>> {
  if (studentIds.length === 0) return new Map();
  const p = t.practiceSubmissions;
  const rows = await db
    .select({
      studentId: p.studentId,
      done: sql<number>`count(distinct ${p.sessionId}) filter (where ${p.status} = 'done')`.mapWith(Number),
      sent: sql<number>`count(distinct ${p.sessionId})`.mapWith(Number),
      waiting: sql<number>`count(*) filter (where ${p.status} = 'submitted')`.mapWith(Number),
    })
    .from(p)
    .where(and(eq(p.batchId, batchId), inArray(p.studentId, studentIds)))
    .groupBy(p.studentId);
  return new Map(rows.map((r) => [r.studentId, { done: r.done, sent: r.sent, waiting: r.waiting }]));
}

export type CatchUpState = 'attended' | 'open' | 'caught_up' | 'closed';

/**
 * Where she stands with one held session by the catch-up rule: attended live, still open to catch
 * up (until its last day), caught up (the day she did), or closed; with the two steps' first times.
 */
export async function catchUpStanding(
  db: Db,
  session: SessionRow,
  studentId: number,
  now: Date,
  /** Her mark, when the caller has read it already (else it is read here). */
  known?: { status: string | undefined },
) {
  const [status, opens, passes] = await Promise.all([
    known ? known.status : attendanceOf(db, session.id, studentId),
    recordingFirstOpens(db, [session.id], [studentId]),
    checkFirstPasses(db, [session.id], [studentId]),
  ]);
  const recordingOpenedAt = opens[0] ? iso(opens[0].first) : null;
  const checkPassedAt = passes[0] ? iso(passes[0].first) : null;
  const on = caughtUpOn({ sessionDate: session.date, status, recordingOpenedAt, checkPassedAt });
  const lastDay = catchUpLastDay(session.date);
  const state: CatchUpState = attended(status)
    ? 'attended'
    : on
      ? 'caught_up'
      : indiaDay(now) > lastDay
        ? 'closed'
        : 'open';
  return { state, lastDay, recordingOpenedAt, checkPassedAt, caughtUpOn: on };
}

/** A held session she caught up on, and the India day she did. */
export interface CaughtUp {
  sessionId: number;
  sessionNo: number;
  on: string;
}

/** Progress worked out from rows already read (no query): what batchProgress answers. */
export function progressFrom(
  batch: BatchFacts,
  sessions: SessionRow[],
  marks: { sessionId: number; studentId: number; status: string }[],
  opens: FirstTime[],
  passes: FirstTime[],
  studentIds: number[],
  now: Date,
) {
  const held = sessions.filter((s) => isHeld(s, batch.timing, now));
  const heldIds = new Set(held.map((s) => s.id));
  const next = sessions.find((s) => !heldIds.has(s.id)) ?? null;
  return {
    sessions,
    heldIds,
    next,
    perStudent: new Map(
      studentIds.map((studentId) => {
        const mine = marks.filter((m) => m.studentId === studentId);
        const statusOf = new Map(mine.map((m) => [m.sessionId, m.status as AttendanceStatus]));
        const openedAt = new Map(opens.filter((o) => o.studentId === studentId).map((o) => [o.sessionId, o.first]));
        const passedAt = new Map(passes.filter((o) => o.studentId === studentId).map((o) => [o.sessionId, o.first]));
        const caughtUp: CaughtUp[] = [];
        for (const s of held) {
          const on = caughtUpOn({
            sessionDate: s.date,
            status: statusOf.get(s.id),
            recordingOpenedAt: openedAt.get(s.id),
            checkPassedAt: passedAt.get(s.id),
          });
          if (on) caughtUp.push({ sessionId: s.id, sessionNo: s.sessionNo, on });
        }
        const caughtUpIds = new Set(caughtUp.map((c) => c.sessionId));
        const live = held.filter((s) => attended(statusOf.get(s.id))).length;
        // What the certificate rule counts: attended live, or caught up in time.
        const counted = live + caughtUp.length;
        let modulesCompleted = 0;
        for (let m = 1; m <= SESSION_LIMITS.modules; m += 1) {
          const inModule = sessions.filter((s) => s.moduleNo === m);
          if (
            inModule.length > 0 &&
            inModule.every((s) => heldIds.has(s.id) && (attended(statusOf.get(s.id)) || openedAt.has(s.id)))
          )
            modulesCompleted += 1;
        }
        const streak = absenceStreak(
          held.map((s) => ({ sessionId: s.id, status: statusOf.get(s.id), caughtUp: caughtUpIds.has(s.id) })),
        );
        return [
          studentId,
          {
            statusOf,
            attended: counted,
            attendedLive: live,
            caughtUp,
            held: held.length,
            modulesCompleted,
            streak,
            atRisk: batch.status === 'Active' && isAtRisk(streak),
            onTrack: onTrackForCertificate({ attended: counted, held: held.length }),
            certificateEarned: meetsCertificateRule({
              batchStatus: batch.status,
              attended: counted,
              held: held.length,
            }),
            needed: attendanceNeeded(sessions.length || 25),
          },
        ];
      }),
    ),
  };
}

/** Her enrolled batches (not cancelled), newest first (by start date, undated last, then id). */
export async function enrolledBatchesOf(db: Db, studentId: number) {
  return db
    .select({
      id: t.batches.id,
      name: t.batches.name,
      status: t.batches.status,
      timing: t.batches.timing,
      meetingUrl: t.batches.meetingUrl,
      tutorId: t.batches.tutorId,
      startDate: t.batches.startDate,
    })
    .from(t.enrolments)
    .innerJoin(t.batches, eq(t.batches.id, t.enrolments.batchId))
    .where(and(eq(t.enrolments.studentId, studentId), eq(t.enrolments.cancelled, false)))
    .orderBy(sql`${t.batches.startDate} desc nulls last`, desc(t.batches.id));
}

/** Her current batch: Active first, then Inactive (about to start), then the latest Completed. */
export async function currentBatchOf(db: Db, studentId: number): Promise<BatchFacts | null> {
  const rows = await enrolledBatchesOf(db, studentId);
  const pick =
    rows.find((r) => r.status === 'Active') ??
    rows.find((r) => r.status === 'Inactive') ??
    rows.find((r) => r.status === 'Completed');
  if (!pick) return null;
  const { startDate: _start, ...batch } = pick;
  return batch;
}

/**
 * Her sessions page with progress (read on every visit to her dashboard) in two queries where there
 * were seven round trips, prepared once per database like her other reads: PostgreSQL parses and
 * plans each once per connection.
 */
export function studentCourseReads(db: Db) {
  const studentId = sql.placeholder('studentId');
  /** Her live enrolments' batches with her payment status, newest first (as enrolledBatchesOf). */
  const batchesQuery = db
    .select({
      id: t.batches.id,
      name: t.batches.name,
      status: t.batches.status,
      timing: t.batches.timing,
      meetingUrl: t.batches.meetingUrl,
      tutorId: t.batches.tutorId,
      paymentStatus: t.students.paymentStatus,
    })
    .from(t.enrolments)
    .innerJoin(t.batches, eq(t.batches.id, t.enrolments.batchId))
    .innerJoin(t.students, eq(t.students.id, t.enrolments.studentId))
    .where(and(eq(t.enrolments.studentId, studentId), eq(t.enrolments.cancelled, false)))
    .orderBy(sql`${t.batches.startDate} desc nulls last`, desc(t.batches.id))
    .prepare('current_batch_and_payment');
  /** The batch's sessions with her mark, when she first opened the recording and passed its check, and the material count. */
  const e = t.sessionEvents;
  const m = t.sessionMaterials;
  const c = t.catchUpAttempts;
  const opened = sql<string | null>`(select min(${e.createdAt}) from ${e} where ${e.sessionId} = ${t.classSessions.id}
    and ${e.studentId} = ${studentId} and ${e.kind} = 'recording')`;
  const passed = sql<string | null>`(select min(${c.createdAt}) from ${c} where ${c.sessionId} = ${t.classSessions.id}
    and ${c.studentId} = ${studentId} and ${c.passed})`;
  const materials =
    sql<number>`(select count(*) from ${m} where ${m.sessionId} = ${t.classSessions.id})`.mapWith(Number);
  const ps = t.practiceSubmissions;
  /** Where her practice for the session stands: her newest answer's status. */
  const practice = sql<string | null>`(select ${ps.status} from ${ps} where ${ps.sessionId} = ${t.classSessions.id}
    and ${ps.studentId} = ${studentId} order by ${ps.version} desc limit 1)`;
  const courseQuery = db
    .select({ session: t.classSessions, status: t.sessionAttendance.status, opened, passed, materials, practice })
    .from(t.classSessions)
    .leftJoin(
      t.sessionAttendance,
      and(
        eq(t.sessionAttendance.sessionId, t.classSessions.id),
        eq(t.sessionAttendance.studentId, studentId),
      ),
    )
    .where(eq(t.classSessions.batchId, sql.placeholder('batchId')))
    .orderBy(asc(t.classSessions.sessionNo))
    .prepare('student_course');

  return {
    /**
     * Her current batch (the same pick as currentBatchOf) and her payment status: every row comes
     * from her live enrolments, so the batch it names is one she is enrolled in.
     */
    async currentBatchAndPayment(id: number): Promise<{ batch: BatchFacts; paymentStatus: string } | null> {
      const rows = await batchesQuery.execute({ studentId: id });
      const pick =
        rows.find((r) => r.status === 'Active') ??
        rows.find((r) => r.status === 'Inactive') ??
        rows.find((r) => r.status === 'Completed');
      if (!pick) return null;
      const { paymentStatus, ...batch } = pick;
      return { batch, paymentStatus };
    },
    /** Her progress in the batch (as batchProgress answers it), each session's material count and her practice's status. */
    async course(batch: BatchFacts, id: number, now: Date) {
      const rows = await courseQuery.execute({ studentId: id, batchId: batch.id });
      const sessions = rows.map((r) => r.session);
      const marks = rows.flatMap((r) =>
        r.status === null ? [] : [{ sessionId: r.session.id, studentId: id, status: r.status }],
      );
      const firstTimes = (pick: (r: (typeof rows)[number]) => string | null) =>
        rows.flatMap((r) => {
          const first = pick(r);
          return first === null ? [] : [{ sessionId: r.session.id, studentId: id, first }];
        });
      const opens = firstTimes((r) => r.opened);
      const passes = firstTimes((r) => r.passed);
      const materialCounts = new Map(
        rows.filter((r) => r.materials > 0).map((r) => [r.session.id, r.materials]),
      );
      const practice = new Map(rows.filter((r) => r.practice !== null).map((r) => [r.session.id, r.practice!]));
      return { progress: progressFrom(batch, sessions, marks, opens, passes, [id], now), materialCounts, practice };
    },
  };
}

/** What BatchFacts reads of a batch row. */
const BATCH_FACTS = {
  id: t.batches.id,
  name: t.batches.name,
  status: t.batches.status,
  timing: t.batches.timing,
  meetingUrl: t.batches.meetingUrl,
  tutorId: t.batches.tutorId,
};

/** The batch as the tutor pages read it, or undefined when there is no such batch. */
export async function batchFacts(db: Db, batchId: number): Promise<BatchFacts | undefined> {
  const [batch] = await db.select(BATCH_FACTS).from(t.batches).where(eq(t.batches.id, batchId));
  return batch;
}

/** Every batch with this status (e.g. the active ones a job looks at). */
export async function batchesWithStatus(db: Db, status: string): Promise<BatchFacts[]> {
  return db.select(BATCH_FACTS).from(t.batches).where(eq(t.batches.status, status));
}

/** A batch the signed-in tutor runs: 401 signed out, 403 for anyone else or another tutor's batch, 404. */
export async function tutorBatchOf(req: FastifyRequest, db: Db, batchId: number): Promise<BatchFacts> {
  const { studentId, tutorId, staffId } = req.session;
  if (tutorId === undefined) {
    if (studentId !== undefined || staffId !== undefined) throw forbidden('This area is for tutors only.');
    throw unauthorized();
  }
  const batch = await batchFacts(db, batchId);
  if (!batch) throw notFound('Batch not found');
  if (batch.tutorId !== tutorId) throw forbidden(SESSION_MESSAGES.notYourBatch);
  return batch;
}

/** Which curriculum the batch's course teaches (undefined when the batch is gone). */
export async function batchCurriculum(db: Db, batchId: number): Promise<string | undefined> {
  const [course] = await db
    .select({ curriculum: t.courses.curriculum })
    .from(t.batches)
    .innerJoin(t.courses, eq(t.courses.id, t.batches.courseId))
    .where(eq(t.batches.id, batchId));
  return course?.curriculum;
}

/** The batch's session with this number, or undefined. */
export async function sessionByNo(
  db: Db,
  batchId: number,
  sessionNo: number,
): Promise<SessionRow | undefined> {
  const [session] = await db
    .select()
    .from(t.classSessions)
    .where(and(eq(t.classSessions.batchId, batchId), eq(t.classSessions.sessionNo, sessionNo)));
  return session;
}

/** Her saved attendance for one session, or undefined when none is saved yet. */
export async function attendanceOf(
  db: Db,
  sessionId: number,
  studentId: number,
): Promise<string | undefined> {
  const [mark] = await db
    .select({ status: t.sessionAttendance.status })
    .from(t.sessionAttendance)
    .where(and(eq(t.sessionAttendance.sessionId, sessionId), eq(t.sessionAttendance.studentId, studentId)));
  return mark?.status;
}

/** Every saved attendance mark of these sessions. */
export async function attendanceMarksOf(
  db: Db,
  sessionIds: number[],
): Promise<{ sessionId: number; status: string }[]> {
  if (sessionIds.length === 0) return [];
  return db
    .select({ sessionId: t.sessionAttendance.sessionId, status: t.sessionAttendance.status })
    .from(t.sessionAttendance)
    .where(inArray(t.sessionAttendance.sessionId, sessionIds));
}

/** How many materials each of these sessions holds (sessions without any are absent). */
export async function materialCountsOf(db: Db, sessionIds: number[]): Promise<Map<number, number>> {
  if (sessionIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ sessionId: t.sessionMaterials.sessionId, n: count() })
    .from(t.sessionMaterials)
    .where(inArray(t.sessionMaterials.sessionId, sessionIds))
    .groupBy(t.sessionMaterials.sessionId);
  return new Map(rows.map((r) => [r.sessionId, Number(r.n)]));
}

/** How many materials one session holds. */
export async function materialCount(db: Db, sessionId: number): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(t.sessionMaterials)
    .where(eq(t.sessionMaterials.sessionId, sessionId));
  return Number(n);
}

/**
 * Saves the session's recording link; the content is marked changed at `at`. The first link a
 * session gets is news: its students whose WhatsApp consent names recordings hear of it (`site`:
 * where her session page is).
 */
export async function saveRecordingLink(
  db: Db,
  session: Pick<SessionRow, 'id' | 'batchId' | 'sessionNo' | 'topic'>,
  link: string,
  at: Date,
  site: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [before] = await tx
      .select({ recordingUrl: t.classSessions.recordingUrl })
      .from(t.classSessions)
      .where(eq(t.classSessions.id, session.id))
      .for('update');
    await tx
      .update(t.classSessions)
      .set({ recordingUrl: link, contentUpdatedAt: at })
      .where(eq(t.classSessions.id, session.id));
    if (before?.recordingUrl) return;
    const page = `${site.replace(/\/+$/, '')}/sessions/${session.sessionNo}`;
    for (const { id } of await batchRoster(tx, session.batchId))
      await queueIfAgreed(
        tx,
        {
          studentId: id,
          item: 'recording_ready',
          template: 'recording_ready',
          params: (_lang, name) => [firstName(name), String(session.sessionNo), session.topic, page],
          context: { sessionId: session.id },
          batchId: session.batchId,
        },
        `wa:recording:${session.id}:${id}`,
      );
  });
}

/** Saves the session's notes (null clears them); the content is marked changed at `at`. */
export async function saveSessionNotes(
  db: Db,
  sessionId: number,
  notes: string | null,
  at: Date,
): Promise<void> {
  await db
    .update(t.classSessions)
    .set({ notes, contentUpdatedAt: at })
    .where(eq(t.classSessions.id, sessionId));
}

/**
 * Records an uploaded material whose bytes are already stored under `storageKey`; 409 when the
 * session already holds the most it may.
 */
export async function addMaterial(
  db: Db,
  material: {
    sessionId: number;
    storageKey: string;
    name: string;
    kind: string;
    size: number;
    uploadedBy: number;
  },
): Promise<MaterialRow> {
  return inTransaction(db, async (tx) => {
    // One upload at a time per session, so two at once cannot make it eleven.
    await tx.execute(sql`select id from class_sessions where id = ${material.sessionId} for update`);
    if ((await materialCount(tx, material.sessionId)) >= SESSION_LIMITS.materialsMax)
      throw conflict(SESSION_MESSAGES.tooManyFiles);
    const [inserted] = await tx.insert(t.sessionMaterials).values(material).returning();
    return inserted!;
  });
}

/** One material of the session, or 404 (a material of another session is not found either). */
export async function findMaterial(db: Db, sessionId: number, materialId: number): Promise<MaterialRow> {
  const [m] = await db
    .select()
    .from(t.sessionMaterials)
    .where(and(eq(t.sessionMaterials.id, materialId), eq(t.sessionMaterials.sessionId, sessionId)));
  if (!m) throw notFound(SESSION_MESSAGES.materialNotFound);
  return m;
}

export async function deleteMaterial(db: Db, materialId: number): Promise<void> {
  await db.delete(t.sessionMaterials).where(eq(t.sessionMaterials.id, materialId));
}

export interface AttendanceRecord {
  student_id: number;
  status: string;
}

/** Saves each student's status, replacing an earlier one, with who marked it. */
async function saveAttendance(
  tx: Db,
  sessionId: number,
  records: AttendanceRecord[],
  by: { tutor?: number; staff?: number },
): Promise<void> {
  for (const r of records) {
    await tx
      .insert(t.sessionAttendance)
      .values({
        sessionId,
        studentId: r.student_id,
        status: r.status,
        markedByTutor: by.tutor ?? null,
        markedByStaff: by.staff ?? null,
      })
      .onConflictDoUpdate({
        target: [t.sessionAttendance.sessionId, t.sessionAttendance.studentId],
        set: {
          status: r.status,
          markedByTutor: by.tutor ?? null,
          markedByStaff: by.staff ?? null,
          updatedAt: new Date(),
        },
      });
  }
}

/** The tutor's attendance for a session, saved all together or not at all. */
export async function markAttendanceByTutor(
  db: Db,
  sessionId: number,
  records: AttendanceRecord[],
  tutorId: number,
): Promise<void> {
  await inTransaction(db, (tx) => saveAttendance(tx, sessionId, records, { tutor: tutorId }));
}

/** Staff attendance changes, saved with their audit entry (before and after per student) in one transaction. */
export async function markAttendanceByStaff(
  db: Db,
  who: StaffPrincipal,
  sessionId: number,
  records: AttendanceRecord[],
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await tx
      .select({ studentId: t.sessionAttendance.studentId, status: t.sessionAttendance.status })
      .from(t.sessionAttendance)
      .where(eq(t.sessionAttendance.sessionId, sessionId));
    await saveAttendance(tx, sessionId, records, { staff: who.id });
    const asMap = (rows: { studentId?: number; student_id?: number; status: string }[]) =>
      Object.fromEntries(rows.map((r) => [`student ${r.studentId ?? r.student_id}`, r.status]));
    await audit(tx, who, {
      action: 'attendance.update',
      entity: 'class_session',
      entityId: sessionId,
      before: asMap(before),
      after: { ...asMap(before), ...asMap(records) },
    });
  });
}

export { todayIso, addDays };

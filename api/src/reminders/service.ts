/**
 * Session reminders: at 18:00 India time the evening before a session, each of the batch's paid
 * students (live enrolment, reminders on) gets one mail through the outbox and one in-app notice.
 *
 * Exactly once, across processes and restarts, comes from the outbox's unique `message_id`: the
 * id of a reminder is derived from the student, the session and the instant it starts, so every
 * process that finds the reminder due computes the same id, and only the transaction whose insert
 * actually wrote the row also writes the notification. Keying on the start means a moved session
 * is reminded again for its new time, while the mail queued for the old time is dropped at send
 * time (see `reminderStillDue`) and its in-app notice is withdrawn by the move itself.
 */
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { JOIN_OPENS_BEFORE_MINUTES, isPaymentCompleted, startOfIndiaDay } from '@ai-women/contracts';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { inTransaction } from '../db/transaction';
import { sessionTimes } from '../sessions/service';
import { sessionLinks, type CalendarLinks } from '../calendar/service';
import { hindiCalendarDate, indiaClockTime, indiaDay, longCalendarDate } from '../lib/india-time';
import { addDays } from '../lib/schedule';
import { enqueueMailOnce, queuedMessageIds, type MailPayloads } from '../mail/outbox';
import type { Notice } from '../notifications/service';

/** The hour (India time) of the evening before a session at which its reminder goes out. */
export const REMINDER_HOUR_IST = 18;

/** When the reminder of a session starting at `start` is due: 18:00 IST on the India day before. */
export function reminderAt(start: Date): Date {
  const day = addDays(indiaDay(start), -1);
  return new Date(startOfIndiaDay(day).getTime() + REMINDER_HOUR_IST * 60 * 60_000);
}

/**
 * The outbox id of her reminder for a session starting at `start`: the same in every process. A
 * moved session's id also carries how often it was moved: moved away and back to the same start,
 * the session is a new schedule whose reminder must be queued again (the move withdrew the old
 * one's notice, and its mail is dropped at send time), so it cannot reuse the old id.
 */
export function reminderMessageId(studentId: number, sessionId: number, start: Date, moveCount = 0): string {
  const base = `reminder:${studentId}:${sessionId}:${start.toISOString()}`;
  return moveCount > 0 ? `${base}:m${moveCount}` : base;
}

/** The in-app notice of a reminder, in her language (stored as text, like every notice). */
export function reminderNotice(p: MailPayloads['session-reminder']): Notice {
  if (p.language === 'hi') {
    const when = p.tomorrow ? 'कल' : 'आज';
    const date = hindiCalendarDate(p.day);
    return {
      title: `${when}: सेशन ${p.sessionNo} — ${p.topic}`,
      message: `आपकी क्लास ${date} को ${p.time ? `${p.time} (भारतीय समय) पर ` : ''}है। क्लास शुरू होने से ${JOIN_OPENS_BEFORE_MINUTES} मिनट पहले से इस लिंक से जुड़ें: ${p.joinUrl} — सेशन का पेज: ${p.pageUrl}`,
    };
  }
  const when = p.tomorrow ? 'Tomorrow' : 'Today';
  return {
    title: `${when}: Session ${p.sessionNo} — ${p.topic}`,
    message: `Your class is on ${longCalendarDate(p.day)}${p.time ? ` at ${p.time} India time` : ''}. Join from ${JOIN_OPENS_BEFORE_MINUTES} minutes before the start: ${p.joinUrl} — session page: ${p.pageUrl}`,
  };
}

interface DueSession {
  id: number;
  sessionNo: number;
  topic: string;
  batchId: number;
  batchName: string;
  start: Date;
  allDay: boolean;
  moveCount: number;
}

/**
 * Sessions whose reminder is due at `now`: the reminder time has come and the session has not
 * started. Only sessions dated from yesterday to the day after tomorrow (India) are read, which
 * holds every session that can be due and keeps old sessions out: nothing is back-filled.
 */
async function dueSessions(db: Db, now: Date): Promise<DueSession[]> {
  const today = indiaDay(now);
  const rows = await db
    .select({
      id: t.classSessions.id,
      sessionNo: t.classSessions.sessionNo,
      topic: t.classSessions.topic,
      date: t.classSessions.date,
      startsAt: t.classSessions.startsAt,
      endsAt: t.classSessions.endsAt,
      moveCount: t.classSessions.moveCount,
      batchId: t.batches.id,
      batchName: t.batches.name,
      timing: t.batches.timing,
    })
    .from(t.classSessions)
    .innerJoin(t.batches, eq(t.batches.id, t.classSessions.batchId))
    .where(and(gte(t.classSessions.date, addDays(today, -1)), lte(t.classSessions.date, addDays(today, 2))));
  const due: DueSession[] = [];
  for (const r of rows) {
    const { start, end } = sessionTimes(r, r.timing);
    if (now.getTime() < reminderAt(start).getTime() || now.getTime() >= start.getTime()) continue;
    due.push({
      id: r.id,
      sessionNo: r.sessionNo,
      topic: r.topic,
      batchId: r.batchId,
      batchName: r.batchName,
      start,
      allDay: end.getTime() - start.getTime() >= 23 * 3_600_000,
      moveCount: r.moveCount,
    });
  }
  return due;
}

/** The batches' students who get reminders: live enrolment, paid, reminders on. */
async function recipientsOf(db: Db, batchIds: number[]) {
  if (batchIds.length === 0) return [];
  const rows = await db
    .select({
      batchId: t.enrolments.batchId,
      id: t.students.id,
      name: t.students.fullname,
      email: t.students.email,
      language: t.students.language,
      paymentStatus: t.students.paymentStatus,
    })
    .from(t.enrolments)
    .innerJoin(t.students, eq(t.students.id, t.enrolments.studentId))
    .where(
      and(
        inArray(t.enrolments.batchId, batchIds),
        eq(t.enrolments.cancelled, false),
        eq(t.students.reminderEmails, true),
      ),
    );
  return rows.filter((r) => isPaymentCompleted(r.paymentStatus));
}

/**
 * Queues every reminder due at `now` that is not queued yet; returns how many this call queued.
 * Safe to run in any number of processes at once: a reminder another process queued first is
 * skipped by the unique message id, and its notification is written only with the row.
 */
export async function queueDueReminders(db: Db, now: Date, links: CalendarLinks): Promise<number> {
  const sessions = await dueSessions(db, now);
  if (sessions.length === 0) return 0;
  const students = await recipientsOf(db, [...new Set(sessions.map((s) => s.batchId))]);
  const wanted = sessions.flatMap((session) =>
    students
      .filter((s) => s.batchId === session.batchId)
      .map((student) => ({
        session,
        student,
        messageId: reminderMessageId(student.id, session.id, session.start, session.moveCount),
      })),
  );
  if (wanted.length === 0) return 0;
  // Most ticks find everything queued already: one read spares the inserts (and their conflicts).
  const queued = await queuedMessageIds(
    db,
    wanted.map((w) => w.messageId),
  );
  let count = 0;
  const today = indiaDay(now);
  for (const { session, student, messageId } of wanted) {
    if (queued.has(messageId)) continue;
    const day = indiaDay(session.start);
    const { join, page } = sessionLinks(links, session);
    const payload: MailPayloads['session-reminder'] = {
      name: student.name,
      studentId: student.id,
      sessionId: session.id,
      sessionNo: session.sessionNo,
      topic: session.topic,
      batchName: session.batchName,
      startsAt: session.start.toISOString(),
      moveCount: session.moveCount,
      day,
      time: session.allDay ? null : indiaClockTime(session.start),
      tomorrow: day !== today,
      joinUrl: join,
      pageUrl: page,
      language: student.language === 'hi' ? 'hi' : 'en',
    };
    const inserted = await inTransaction(db, async (tx) => {
      const mail = { kind: 'session-reminder' as const, to: student.email, payload };
      if (!(await enqueueMailOnce(tx, mail, messageId))) return false;
      const notice = reminderNotice(payload);
      // Tied to the session, so a move withdraws this reminder of the old time.
      await tx
        .insert(t.studentNotifications)
        .values({ studentId: student.id, sessionId: session.id, ...notice });
      return true;
    });
    if (inserted) count += 1;
  }
  return count;
}

/**
 * Why a queued reminder should not be sent any more, or null when it still should: the session is
 * gone or starts at another time now, it has started, she turned reminders off, or she is no
 * longer a paid student of the batch.
 */
export async function reminderStillDue(
  db: Db,
  p: MailPayloads['session-reminder'],
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({
      date: t.classSessions.date,
      startsAt: t.classSessions.startsAt,
      endsAt: t.classSessions.endsAt,
      moveCount: t.classSessions.moveCount,
      batchId: t.classSessions.batchId,
      timing: t.batches.timing,
    })
    .from(t.classSessions)
    .innerJoin(t.batches, eq(t.batches.id, t.classSessions.batchId))
    .where(eq(t.classSessions.id, p.sessionId));
  if (!row) return 'the session no longer exists';
  const { start } = sessionTimes(row, row.timing);
  if (start.toISOString() !== p.startsAt) return 'the session was moved to another time';
  // Moved away and back: the reminder queued for this schedule replaces this one.
  if ((p.moveCount ?? 0) !== row.moveCount) return 'the session was moved since this reminder was queued';
  if (now.getTime() >= start.getTime()) return 'the session has already started';
  const [student] = await db
    .select({ on: t.students.reminderEmails, paymentStatus: t.students.paymentStatus })
    .from(t.students)
    .where(eq(t.students.id, p.studentId));
  if (!student?.on) return 'she turned session reminders off';
  if (!isPaymentCompleted(student.paymentStatus)) return 'she is not a paid student';
  const [enrolment] = await db
    .select({ id: t.enrolments.id })
    .from(t.enrolments)
    .where(
      and(
        eq(t.enrolments.studentId, p.studentId),
        eq(t.enrolments.batchId, row.batchId),
        eq(t.enrolments.cancelled, false),
      ),
    );
  if (!enrolment) return 'she is no longer in the batch';
  return null;
}

/**
 * Moving one class session to another day and time. Staff and the batch's own tutor call the same
 * function: it checks the rules, saves the session's own start and end, records the move, audits it
 * (staff or tutor), and tells every student of the batch (notification and e-mail) in one transaction,
 * so a move and its notices exist together or not at all.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  RESCHEDULE_LIMITS,
  RESCHEDULE_MESSAGES,
  indiaInstant,
  rescheduleRules,
  sessionWindow,
  type StudentLanguage,
} from '@ai-women/contracts';
import { formatPaidOn } from '@ai-women/contracts/confirmation-pdf';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { inTransaction } from '../db/transaction';
import { assertValid, badRequest, conflict, forbidden } from '../lib/errors';
import { addDays } from '../lib/schedule';
import { hindiCalendarDate, indiaClockTime, indiaDay, longCalendarDate } from '../lib/india-time';
import { audit, auditByTutor } from '../audit/service';
import type { StaffPrincipal } from '../auth/staff';
import { notify, withdrawSessionNotices } from '../notifications/service';
import { enqueueMail } from '../mail/outbox';
import { firstName } from '../mail/templates';
import { queueIfAgreed } from '../messaging/consent';
import { loadSession, sessionTimes, type BatchFacts, type SessionRow } from './service';

/** Who moves it: a staff member (audited) or a tutor (only her own batch's sessions). */
export type Mover = { staff: StaffPrincipal } | { tutorId: number };

export interface RescheduleRequest {
  date: string;
  time: string;
  reason: string;
}

/** A session without hours in its batch's timing is taken to last the course's usual 90 minutes. */
const USUAL_LENGTH_MS = 90 * 60_000;

/** 403 unless a tutor mover teaches the session's batch (staff may move any session). */
export function assertMayMove(mover: Mover, batch: BatchFacts): void {
  if ('tutorId' in mover && batch.tutorId !== mover.tutorId)
    throw forbidden(RESCHEDULE_MESSAGES.notYourBatch);
}

/** '1 December 2026 at 7:00 pm IST' (or its Hindi), as the notices and mails say a moment. */
export function movedMoment(at: Date, language: StudentLanguage = 'en'): string {
  return formatPaidOn(at, language) ?? at.toISOString();
}

/** The in-app notice, in her language. */
export function movedNotice(
  language: StudentLanguage,
  facts: { sessionNo: number; topic: string; batchName: string; from: Date; to: Date; reason: string },
) {
  const from = movedMoment(facts.from, language);
  const to = movedMoment(facts.to, language);
  return language === 'hi'
    ? {
        title: `सेशन ${facts.sessionNo} का समय बदला`,
        message: `${facts.batchName} का सेशन ${facts.sessionNo} (“${facts.topic}”) अब ${to} होगा। पहले यह ${from} था। कारण: ${facts.reason}`,
      }
    : {
        title: `Session ${facts.sessionNo} has moved`,
        message: `Session ${facts.sessionNo} of ${facts.batchName} (“${facts.topic}”) moves from ${from} to ${to}. Reason: ${facts.reason}`,
      };
}

/** The earliest and latest day a session of this batch may move to. */
async function allowedDays(tx: Db, session: SessionRow): Promise<{ first: string; last: string }> {
  const [batch] = await tx
    .select({ startDate: t.batches.startDate })
    .from(t.batches)
    .where(eq(t.batches.id, session.batchId));
  // The others' days, and this one's day as first planned: moving the last session again and again
  // must not push the batch's end further each time.
  const [range] = await tx
    .select({
      first: sql<string | null>`min(${t.classSessions.date})::text`,
      last: sql<string | null>`max(${t.classSessions.date})::text`,
    })
    .from(t.classSessions)
    .where(and(eq(t.classSessions.batchId, session.batchId), ne(t.classSessions.id, session.id)));
  const planned = session.movedFromDate ?? session.date;
  const days = [range?.first, range?.last, planned].filter((d): d is string => Boolean(d)).sort();
  return {
    // A batch without a start date starts with its first session.
    first: batch?.startDate ?? days[0]!,
    last: addDays(days[days.length - 1]!, RESCHEDULE_LIMITS.maxDaysAfterLastSession),
  };
}

/**
 * Moves the session to `input.date` at `input.time` (India), keeping its length. 400 for a date,
 * time or reason that breaks a rule, 403 for another tutor's session, 409 once it has started.
 */
export async function rescheduleSession(
  db: Db,
  mover: Mover,
  sessionId: number,
  input: RescheduleRequest,
  now: Date,
) {
  assertValid(rescheduleRules(input));
  const reason = input.reason.trim().replace(/\s+/g, ' ');
  const date = input.date.trim();
  const time = input.time.trim();
  return inTransaction(db, async (tx) => {
    // One move at a time per session: two at once would both read the same "before".
    await tx.execute(sql`select id from class_sessions where id = ${sessionId} for update`);
    const { session, batch } = await loadSession(tx, sessionId);
    assertMayMove(mover, batch);
    const before = sessionTimes(session, batch.timing);
    if (before.end.getTime() <= now.getTime()) throw conflict(RESCHEDULE_MESSAGES.held);
    if (before.start.getTime() <= now.getTime()) throw conflict(RESCHEDULE_MESSAGES.started);

    const start = indiaInstant(date, time);
    if (!start)
      throw badRequest(RESCHEDULE_MESSAGES.dateInvalid, {
        errors: { date: RESCHEDULE_MESSAGES.dateInvalid },
      });
    const hasHours = Boolean(session.startsAt) || sessionWindow(session.date, batch.timing) !== null;
    const length = hasHours ? before.end.getTime() - before.start.getTime() : USUAL_LENGTH_MS;
    const end = new Date(start.getTime() + length);
    const fieldError = (field: 'date' | 'time', message: string) =>
      badRequest(message, { errors: { [field]: message } });
    // A day already gone is the date's fault; earlier today is the time's.
    if (start.getTime() <= now.getTime())
      throw fieldError(date < indiaDay(now) ? 'date' : 'time', RESCHEDULE_MESSAGES.inPast);
    const { first, last } = await allowedDays(tx, session);
    if (date < first) throw fieldError('date', RESCHEDULE_MESSAGES.beforeBatch);
    if (date > last) throw fieldError('date', RESCHEDULE_MESSAGES.tooLate);
    if (start.getTime() === before.start.getTime()) throw fieldError('time', RESCHEDULE_MESSAGES.unchanged);

    const [moved] = await tx
      .update(t.classSessions)
      .set({
        date: indiaDay(start),
        startsAt: start,
        endsAt: end,
        movedFromDate: session.movedFromDate ?? session.date,
        moveCount: sql`${t.classSessions.moveCount} + 1`,
        movedAt: now,
      })
      .where(eq(t.classSessions.id, session.id))
      .returning();
    const staff = 'staff' in mover ? mover.staff : null;
    await tx.insert(t.sessionMoves).values({
      sessionId: session.id,
      fromStart: before.start,
      fromEnd: before.end,
      toStart: start,
      toEnd: end,
      reason,
      movedByStaff: staff?.id ?? null,
      movedByTutor: 'tutorId' in mover ? mover.tutorId : null,
    });
    // Staff and tutor moves land in the same audit log, so a session's history there is complete.
    const entry = {
      action: 'session.reschedule',
      entity: 'class_session',
      entityId: session.id,
      before: {
        date: session.date,
        starts_at: before.start.toISOString(),
        ends_at: before.end.toISOString(),
      },
      after: { date: moved!.date, starts_at: start.toISOString(), ends_at: end.toISOString(), reason },
    };
    if (staff) await audit(tx, staff, entry);
    else if ('tutorId' in mover) await auditByTutor(tx, mover.tutorId, entry);

    // Staff moved her class: the batch's tutor hears of it too (a tutor who moved it knows).
    if (staff && batch.tutorId !== null)
      await notify(tx, 'tutor', batch.tutorId, {
        title: `Session ${session.sessionNo} has moved`,
        message: `The school moved Session ${session.sessionNo} of ${batch.name} (“${session.topic}”) from ${movedMoment(before.start)} to ${movedMoment(start)}. Reason: ${reason}`,
      });

    const students = await tx
      .select({
        id: t.students.id,
        name: t.students.fullname,
        email: t.students.email,
        language: t.students.language,
      })
      .from(t.enrolments)
      .innerJoin(t.students, eq(t.students.id, t.enrolments.studentId))
      .where(and(eq(t.enrolments.batchId, batch.id), eq(t.enrolments.cancelled, false)));
    const facts = {
      sessionNo: session.sessionNo,
      topic: session.topic,
      batchName: batch.name,
      from: before.start,
      to: start,
      reason,
    };
    // Her reminder of the old time and the notice of an earlier move now point at a time the
    // session no longer has: they go, and the notice of this move (tied to the session) replaces them.
    await withdrawSessionNotices(
      tx,
      session.id,
      students.map((s) => s.id),
    );
    for (const s of students) {
      const language: StudentLanguage = s.language === 'hi' ? 'hi' : 'en';
      await notify(tx, 'student', s.id, { ...movedNotice(language, facts), sessionId: session.id });
      await enqueueMail(tx, {
        kind: 'session-moved',
        to: s.email,
        payload: {
          name: s.name,
          batchName: batch.name,
          batchId: batch.id,
          sessionId: session.id,
          sessionNo: session.sessionNo,
          topic: session.topic,
          fromStart: before.start.toISOString(),
          toStart: start.toISOString(),
          toEnd: end.toISOString(),
          reason,
          language,
        },
      });
      // On WhatsApp too when the words she agreed to name moved classes (one message per move).
      await queueIfAgreed(
        tx,
        {
          studentId: s.id,
          item: 'class_moved',
          template: 'class_moved',
          params: (lang, name) => [
            firstName(name),
            String(session.sessionNo),
            session.topic,
            whatsappWhen(before.start, lang),
            whatsappWhen(start, lang),
            reason,
          ],
          context: { sessionId: session.id, toStart: start.toISOString() },
          batchId: batch.id,
        },
        `wa:session-moved:${session.id}:${moved!.moveCount}:${s.id}`,
      );
    }
    return {
      session_id: session.id,
      session_no: session.sessionNo,
      date: moved!.date,
      starts_at: start.toISOString(),
      ends_at: end.toISOString(),
      previous_starts_at: before.start.toISOString(),
      previous_ends_at: before.end.toISOString(),
      moved_from_date: moved!.movedFromDate,
      notified: students.length,
    };
  });
}

/** A class's day and time as a WhatsApp message names it, in her language (India time). */
function whatsappWhen(at: Date, language: StudentLanguage): string {
  const day = indiaDay(at);
  return language === 'hi'
    ? `${hindiCalendarDate(day)}, ${indiaClockTime(at)} (भारतीय समय)`
    : `${longCalendarDate(day)}, ${indiaClockTime(at)} India time`;
}

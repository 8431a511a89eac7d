/**
 * Session reminders: at 18:00 India time the evening before a session, each of the batch's paid
 * students (live enrolment) gets one in-app notice and the reminder on the channels she chose: a
 * mail through the outbox (reminders on) and a WhatsApp template message (WhatsApp on, through the
 * WhatsApp outbox, with the mail as its fallback). An hour before the start she gets a second
 * reminder on the same channels.
 *
 * Exactly once, across processes and restarts, comes from the outbox's unique `message_id`: the
 * id of a reminder is derived from the student, the session and the instant it starts, so every
 * process that finds the reminder due computes the same id, and only the transaction whose insert
 * actually wrote the row also writes the notification. Keying on the start means a moved session
 * is reminded again for its new time, while the mail queued for the old time is dropped at send
 * time (see `reminderStillDue`) and its in-app notice is withdrawn by the move itself.
 */
import { and, eq, gte, inArray, lte, or } from 'drizzle-orm';
import { JOIN_OPENS_BEFORE_MINUTES, isPaymentCompleted, startOfIndiaDay } from '@ai-women/contracts';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { inTransaction } from '../db/transaction';
import { sessionTimes } from '../sessions/service';
import { sessionLinks, type CalendarLinks } from '../calendar/service';
import { hindiCalendarDate, indiaClockTime, indiaDay, longCalendarDate } from '../lib/india-time';
import { addDays } from '../lib/schedule';
import { enqueueMailOnce, queuedMessageIds, type MailPayloads } from '../mail/outbox';
import { firstName } from '../mail/templates';
import { enqueueWhatsAppOnce, queuedWhatsAppIds } from '../messaging/outbox';
import type { WhatsAppTemplate } from '../messaging/templates';
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

/** The second reminder goes this many minutes before the start. */
export const SOON_REMINDER_MINUTES = 60;

/** The outbox id of her reminder an hour before a session starting at `start`. */
export function soonReminderMessageId(studentId: number, sessionId: number, start: Date, moveCount = 0): string {
  return `soon-${reminderMessageId(studentId, sessionId, start, moveCount)}`;
}

/** The WhatsApp outbox id of the reminder whose mail has `mailId` (the same event, the other channel). */
export const whatsappReminderId = (mailId: string) => `wa:${mailId}`;

interface DueSession {
  id: number;
  sessionNo: number;
  topic: string;
  batchId: number;
  batchName: string;
  start: Date;
  allDay: boolean;
  moveCount: number;
  /** Which of its reminders are due now: the evening before, and the one an hour before. */
  evening: boolean;
  soon: boolean;
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
    if (now.getTime() >= start.getTime()) continue;
    const evening = now.getTime() >= reminderAt(start).getTime();
    const soon = now.getTime() >= start.getTime() - SOON_REMINDER_MINUTES * 60_000;
    if (!evening && !soon) continue;
    due.push({
      evening,
      soon,
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

/** The batches' students who get reminders: live enrolment, paid, reminders by mail or WhatsApp on. */
async function recipientsOf(db: Db, batchIds: number[]) {
  if (batchIds.length === 0) return [];
  const rows = await db
    .select({
      batchId: t.enrolments.batchId,
      id: t.students.id,
      name: t.students.fullname,
      email: t.students.email,
      phone: t.students.phoneNumber,
      language: t.students.language,
      paymentStatus: t.students.paymentStatus,
      byMail: t.students.reminderEmails,
      byWhatsApp: t.students.whatsappReminders,
    })
    .from(t.enrolments)
    .innerJoin(t.students, eq(t.students.id, t.enrolments.studentId))
    .where(
      and(
        inArray(t.enrolments.batchId, batchIds),
        eq(t.enrolments.cancelled, false),
        or(eq(t.students.reminderEmails, true), eq(t.students.whatsappReminders, true)),
      ),
    );
  return rows.filter((r) => isPaymentCompleted(r.paymentStatus));
}

type Recipient = Awaited<ReturnType<typeof recipientsOf>>[number];

/** Her WhatsApp reminder for this mail's event: the template and its parameters, in her language. */
function whatsappReminder(p: MailPayloads['session-reminder']): { template: WhatsAppTemplate; params: string[] } {
  const hi = p.language === 'hi';
  const date = hi ? hindiCalendarDate(p.day) : longCalendarDate(p.day);
  const time = p.time
    ? hi
      ? `${p.time} (भारतीय समय)`
      : `${p.time} India time`
    : hi
      ? 'सेशन पेज पर दिए समय पर'
      : 'the time on your session page';
  const name = firstName(p.name);
  return p.soon
    ? { template: 'class_in_one_hour', params: [name, String(p.sessionNo), p.topic, time, p.joinUrl] }
    : { template: 'class_tomorrow', params: [name, String(p.sessionNo), p.topic, date, time, p.joinUrl] };
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
      .flatMap((student) =>
        (['evening', 'soon'] as const)
          .filter((when) => session[when])
          .map((when) => {
            const mailId = (when === 'soon' ? soonReminderMessageId : reminderMessageId)(
              student.id,
              session.id,
              session.start,
              session.moveCount,
            );
            return { session, student, soon: when === 'soon', mailId, whatsappId: whatsappReminderId(mailId) };
          }),
      ),
  );
  if (wanted.length === 0) return 0;
  // Most ticks find everything queued already: one read per outbox spares the inserts (and their conflicts).
  const [mailQueued, whatsappQueued] = await Promise.all([
    queuedMessageIds(
      db,
      wanted.filter((w) => w.student.byMail).map((w) => w.mailId),
    ),
    queuedWhatsAppIds(
      db,
      wanted.filter((w) => w.student.byWhatsApp).map((w) => w.whatsappId),
    ),
  ]);
  let count = 0;
  const today = indiaDay(now);
  for (const w of wanted) {
    const { session, student } = w;
    const needsMail = student.byMail && !mailQueued.has(w.mailId);
    const needsWhatsApp = student.byWhatsApp && !whatsappQueued.has(w.whatsappId);
    if (!needsMail && !needsWhatsApp) continue;
    const payload = reminderPayload(session, student, links, today, w.soon);
    // A same-day reminder queued the evening before names "tomorrow" on WhatsApp: the hour-before one says it.
    const whatsapp = student.byWhatsApp && (w.soon || payload.tomorrow);
    const inserted = await inTransaction(db, async (tx) => {
      const byMail = student.byMail
        ? await enqueueMailOnce(tx, { kind: 'session-reminder' as const, to: student.email, payload }, w.mailId)
        : false;
      const message = whatsappReminder(payload);
      const byWhatsApp = whatsapp
        ? await enqueueWhatsAppOnce(
            tx,
            {
              studentId: student.id,
              phone: student.phone,
              language: payload.language ?? 'en',
              ...message,
              context: { sessionId: session.id, startsAt: payload.startsAt, moveCount: session.moveCount },
              batchId: session.batchId,
              // The same event's mail, under the same id: if she also chose mail it is queued already.
              fallback: {
                kind: 'session-reminder',
                to: student.email,
                payload: { ...payload, whatsappFallback: true },
                messageId: w.mailId,
              },
            },
            w.whatsappId,
          )
        : false;
      if (!byMail && !byWhatsApp) return false;
      // The evening's reminder is also a notice, tied to the session so a move withdraws it; the
      // hour-before one is not (she has it on her phone or in her inbox, and the notice already).
      if (!w.soon)
        await tx
          .insert(t.studentNotifications)
          .values({ studentId: student.id, sessionId: session.id, ...reminderNotice(payload) });
      return true;
    });
    if (inserted) count += 1;
  }
  return count;
}

function reminderPayload(
  session: DueSession,
  student: Recipient,
  links: CalendarLinks,
  today: string,
  soon: boolean,
): MailPayloads['session-reminder'] {
  const day = indiaDay(session.start);
  const { join, page } = sessionLinks(links, session);
  return {
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
    ...(soon ? { soon: true } : {}),
  };
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
  return sessionReminderStillDue(db, p, now, { byMail: !p.whatsappFallback });
}

/**
 * The same check for a reminder on any channel: `byMail` also asks that she still wants reminders
 * by mail (a WhatsApp message checks her consent in the messaging area, and a mail sent because
 * WhatsApp failed goes whatever her mail choice).
 */
export async function sessionReminderStillDue(
  db: Db,
  p: { studentId: number; sessionId: number; startsAt: string; moveCount?: number },
  now: Date,
  options: { byMail: boolean },
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
  if (!student) return 'she no longer has an account';
  if (options.byMail && !student.on) return 'she turned session reminders off';
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

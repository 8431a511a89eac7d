/**
 * The hand held out after two absences in a row: when a paid student of an active batch has been
 * marked absent at two held sessions running (neither caught up), she gets one kind note, in her
 * language, as a notification and a mail, naming both sessions with their recordings and how to
 * catch up. Her tutor sees her flagged on the batch page meanwhile (`atRisk` in batchProgress).
 *
 * Once per streak, across processes and restarts, by the same means as the reminders: the outbox's
 * unique message id names the streak by her and its first session, so every process that finds it
 * computes the same id and only the transaction whose insert wrote the row writes the notice. A
 * streak that grows to three absences is the same streak; after she attends or catches up, the next
 * two absences are a new one.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { catchUpLastDay, isPaymentCompleted } from '@ai-women/contracts';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { inTransaction } from '../db/transaction';
import { batchFacts, batchProgress, batchesWithStatus, type BatchFacts } from '../sessions/service';
import { sessionLinks, type CalendarLinks } from '../calendar/service';
import { indiaDay } from '../lib/india-time';
import { addDays } from '../lib/schedule';
import { enqueueMailOnce, queuedMessageIds, type MailPayloads } from '../mail/outbox';
import { firstName } from '../mail/templates';
import { queueIfAgreed } from '../messaging/consent';
import type { Notice } from '../notifications/service';

/** A streak whose latest absence is older than this many days is not told any more (no back-fill). */
const TELL_WITHIN_DAYS = 7;

export const atRiskMessageId = (studentId: number, firstSessionId: number) =>
  `at-risk:${studentId}:${firstSessionId}`;

/** The note's in-app text, in her language (stored as text, like every notice). */
export function atRiskNotice(p: MailPayloads['attendance-at-risk']): Notice {
  const list = p.sessions.map((s) => s.sessionNo).join(p.language === 'hi' ? ' और ' : ' and ');
  if (p.language === 'hi') {
    return {
      title: `हमें आपकी याद आई: सेशन ${list}`,
      message: `आप पिछली ${p.sessions.length} क्लास में नहीं आ पाईं। कोई बात नहीं — हर सेशन की रिकॉर्डिंग देखें और उसके 3 सवालों की जाँच पास करें, तो वह सेशन आपके सर्टिफ़िकेट में गिना जाएगा (सेशन की तारीख़ से 7 दिन के अंदर)। शुरू करें: ${p.sessions.map((s) => s.catchUpUrl).join(' , ')}`,
    };
  }
  return {
    title: `We missed you at Sessions ${list}`,
    message: `You could not make the last ${p.sessions.length} classes. That happens. Watch each session’s recording and pass its 3-question check within 7 days of the class, and it counts towards your certificate. Start here: ${p.sessions.map((s) => s.catchUpUrl).join(' , ')}`,
  };
}

interface ActiveStudent {
  batchId: number;
  id: number;
  name: string;
  email: string;
  language: string;
}

/** The batches' paid students with a live enrolment. */
async function studentsOf(db: Db, batchIds: number[]): Promise<ActiveStudent[]> {
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
    .where(and(inArray(t.enrolments.batchId, batchIds), eq(t.enrolments.cancelled, false)));
  return rows.filter((r) => isPaymentCompleted(r.paymentStatus));
}

/**
 * Queues the note of every streak of two absences that is not told yet; returns how many this call
 * queued. Safe in any number of processes at once (the unique message id).
 */
export async function queueAtRiskNotes(db: Db, now: Date, links: CalendarLinks): Promise<number> {
  const batches = await batchesWithStatus(db, 'Active');
  const students = await studentsOf(
    db,
    batches.map((b) => b.id),
  );
  const oldest = addDays(indiaDay(now), -TELL_WITHIN_DAYS);
  const wanted: { batch: BatchFacts; student: ActiveStudent; streak: number[]; messageId: string }[] = [];
  const sessionsOf = new Map<number, Awaited<ReturnType<typeof batchProgress>>['sessions']>();
  for (const batch of batches) {
    const mine = students.filter((s) => s.batchId === batch.id);
    if (mine.length === 0) continue;
    const progress = await batchProgress(
      db,
      batch,
      mine.map((s) => s.id),
      now,
    );
    sessionsOf.set(batch.id, progress.sessions);
    for (const student of mine) {
      const p = progress.perStudent.get(student.id)!;
      if (!p.atRisk) continue;
      const latest = progress.sessions.find((s) => s.id === p.streak.at(-1));
      if (!latest || latest.date < oldest) continue;
      wanted.push({ batch, student, streak: p.streak, messageId: atRiskMessageId(student.id, p.streak[0]!) });
    }
  }
  if (wanted.length === 0) return 0;
  const told = await queuedMessageIds(
    db,
    wanted.map((w) => w.messageId),
  );
  const api = links.api.replace(/\/+$/, '');
  let count = 0;
  for (const { batch, student, streak, messageId } of wanted) {
    if (told.has(messageId)) continue;
    const sessions = sessionsOf.get(batch.id)!;
    // The two latest absences: the ones she can still catch up on.
    const missed = streak.slice(-2).map((id) => sessions.find((s) => s.id === id)!);
    const payload: MailPayloads['attendance-at-risk'] = {
      name: student.name,
      studentId: student.id,
      batchId: batch.id,
      streakStart: streak[0]!,
      batchName: batch.name,
      sessions: missed.map((s) => {
        const { page } = sessionLinks(links, s);
        return {
          sessionNo: s.sessionNo,
          topic: s.topic,
          date: s.date,
          lastDay: catchUpLastDay(s.date),
          pageUrl: page,
          catchUpUrl: `${page}/catch-up`,
          recordingUrl: s.recordingUrl ? `${api}/api/sessions/${s.id}/recording` : null,
        };
      }),
      language: student.language === 'hi' ? 'hi' : 'en',
    };
    const inserted = await inTransaction(db, async (tx) => {
      const mail = { kind: 'attendance-at-risk' as const, to: student.email, payload };
      if (!(await enqueueMailOnce(tx, mail, messageId))) return false;
      await tx.insert(t.studentNotifications).values({ studentId: student.id, ...atRiskNotice(payload) });
      // On WhatsApp too when the words she agreed to name it: the sessions and where to catch up.
      await queueIfAgreed(
        tx,
        {
          studentId: student.id,
          item: 'missed_class',
          template: 'missed_class',
          params: (lang, name) => [
            firstName(name),
            payload.sessions.map((s) => s.sessionNo).join(lang === 'hi' ? ' और ' : ' and '),
            payload.sessions.at(-1)!.catchUpUrl,
          ],
          context: { batchId: batch.id, streakStart: streak[0]! },
          batchId: batch.id,
        },
        `wa:${messageId}`,
      );
      return true;
    });
    if (inserted) count += 1;
  }
  return count;
}

/**
 * Why a queued note should not be sent any more, or null when it still should: she attended or
 * caught up since (the streak it names is over), or she is no longer a paid student of the batch.
 */
export async function atRiskStillDue(
  db: Db,
  p: MailPayloads['attendance-at-risk'],
  now: Date,
): Promise<string | null> {
  // Notes queued before these facts were carried are sent as they are.
  if (p.batchId === undefined || p.streakStart === undefined) return null;
  const mine = (await studentsOf(db, [p.batchId])).some((s) => s.id === p.studentId);
  if (!mine) return 'she is no longer a paid student of the batch';
  const batch = await batchFacts(db, p.batchId);
  if (!batch) return 'the batch no longer exists';
  const progress = (await batchProgress(db, batch, [p.studentId], now)).perStudent.get(p.studentId)!;
  if (!progress.atRisk || progress.streak[0] !== p.streakStart) return 'she attended or caught up since';
  return null;
}

/**
 * Demo catch-up and absences in the seeded active batch, done by the real code:
 * - the demo student missed Session 4, opened its recording the next day and passed its
 *   three-question check that evening (at the second attempt), so it counts towards her
 *   certificate and her tutor's roster says "Caught up";
 * - a second student, Kavita, was marked absent at the two classes before the latest, so her tutor
 *   sees her "At risk" and the first reminder tick sends her the kind note with both recordings.
 */
import { and, asc, eq } from 'drizzle-orm';
import { LIST_PRICE_RUPEES } from '@ai-women/contracts';
import type { Db } from './client';
import * as t from './schema';
import { attemptQuestions, catchUpOf, submitCheck } from '../quizzes/catch-up';
import { isHeld, sessionTimes } from '../sessions/service';

const DAY = 86_400_000;

export const AT_RISK_DEMO = {
  name: 'Kavita Rao',
  email: 'kavita@aarohi.example',
  mobile: '9876556789',
} as const;

async function demoStudentCatchUp(db: Db, batchId: number, studentId: number, timing: string) {
  const [session] = await db
    .select()
    .from(t.classSessions)
    .where(and(eq(t.classSessions.batchId, batchId), eq(t.classSessions.sessionNo, 4)));
  if (!session) return;
  const start = sessionTimes(session, timing).start;
  // The recording, the next day; then two attempts: one short of the mark, then all three right.
  await db
    .insert(t.sessionEvents)
    .values({ sessionId: session.id, studentId, kind: 'recording', createdAt: new Date(start.getTime() + DAY) });
  for (const [attemptNo, right] of [
    [1, 2],
    [2, 3],
  ] as const) {
    const at = new Date(start.getTime() + DAY + attemptNo * 15 * 60_000);
    const c = await catchUpOf(db, studentId, session.id, at);
    const answers = attemptQuestions(c, attemptNo).map((q, n) => ({
      question_id: q.id,
      options: n < right ? q.correct : [q.options.find((o) => !q.correct.includes(o.id))!.id],
    }));
    await submitCheck(db, c, attemptNo, answers, at);
  }
}

async function atRiskStudent(
  db: Db,
  input: { batchId: number; tutorId: number; timing: string; passwordHash: string; now: Date },
) {
  const sessions = await db
    .select()
    .from(t.classSessions)
    .where(eq(t.classSessions.batchId, input.batchId))
    .orderBy(asc(t.classSessions.sessionNo));
  const held = sessions.filter((s) => isHeld(s, input.timing, input.now));
  // The latest is left for the tutor to mark; the two before it she missed.
  if (held.length < 4) return;
  const [batch] = await db
    .select({ courseId: t.batches.courseId })
    .from(t.batches)
    .where(eq(t.batches.id, input.batchId));
  const [kavita] = await db
    .insert(t.students)
    .values({
      courseId: batch?.courseId ?? null,
      fullname: AT_RISK_DEMO.name,
      designation: 'Nurse',
      email: AT_RISK_DEMO.email,
      phoneNumber: AT_RISK_DEMO.mobile,
      age: 29,
      passwordHash: input.passwordHash,
      paymentStatus: 'completed',
      createdAt: new Date(input.now.getTime() - 20 * DAY),
    })
    .returning({ id: t.students.id });
  // She paid the list price when she registered (a paid student always has her payment).
  const paidAt = new Date(input.now.getTime() - 20 * DAY + 3_600_000);
  await db.insert(t.paymentOrders).values({
    id: 'order_seedcatchup01',
    studentId: kavita!.id,
    amount: LIST_PRICE_RUPEES * 100,
    currency: 'INR',
    status: 'paid',
    courseId: batch?.courseId ?? null,
    batchId: input.batchId,
  });
  await db.insert(t.payments).values({
    transactionId: 'pay_seedcatchup01',
    orderId: 'order_seedcatchup01',
    studentId: kavita!.id,
    amount: LIST_PRICE_RUPEES * 100,
    currency: 'INR',
    paidAt,
  });
  await db.insert(t.enrolments).values({ studentId: kavita!.id, batchId: input.batchId });
  const marked = held.slice(0, -1);
  for (const [i, s] of marked.entries()) {
    const missed = i >= marked.length - 2;
    if (!missed)
      await db.insert(t.sessionEvents).values({
        sessionId: s.id,
        studentId: kavita!.id,
        kind: 'join',
        createdAt: new Date(sessionTimes(s, input.timing).start.getTime() - 3 * 60_000),
      });
    await db.insert(t.sessionAttendance).values({
      sessionId: s.id,
      studentId: kavita!.id,
      status: missed ? 'absent' : 'present',
      markedByTutor: input.tutorId,
    });
  }
}

export async function seedCatchUp(
  db: Db,
  input: { batchId: number; tutorId: number; studentId: number; passwordHash: string; now: Date },
): Promise<void> {
  const [batch] = await db
    .select({ timing: t.batches.timing })
    .from(t.batches)
    .where(eq(t.batches.id, input.batchId));
  if (!batch) return;
  await demoStudentCatchUp(db, input.batchId, input.studentId, batch.timing);
  await atRiskStudent(db, { ...input, timing: batch.timing });
}

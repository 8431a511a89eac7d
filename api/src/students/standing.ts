/**
 * The facts contracts' studentStanding decides from: her payment status, her current batch
 * (Active, then Inactive, then the latest Completed: a graduate keeps hers), her attendance in it
 * and her certificate for it.
 */
import { and, desc, eq } from 'drizzle-orm';
import { standingWire, studentStanding, type StandingWire } from '@ai-women/contracts';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { batchProgress, enrolledBatchesOf } from '../sessions/service';
import { iso } from '../lib/shape';
import { staffStudentRow } from './staff-service';

/** Her standing, or null when she no longer exists. */
export async function standingOf(db: Db, studentId: number, now: Date): Promise<StandingWire | null> {
  const [student] = await db
    .select({ paymentStatus: t.students.paymentStatus })
    .from(t.students)
    .where(eq(t.students.id, studentId));
  if (!student) return null;
  const batches = await enrolledBatchesOf(db, studentId);
  const pick =
    batches.find((b) => b.status === 'Active') ??
    batches.find((b) => b.status === 'Inactive') ??
    batches.find((b) => b.status === 'Completed');
  if (!pick) {
    return standingWire(
      studentStanding({ paymentStatus: student.paymentStatus, batch: null, held: 0, attended: 0, certificate: null }),
    );
  }
  const { startDate, ...batch } = pick;
  const progress = await batchProgress(db, batch, [studentId], now);
  const mine = progress.perStudent.get(studentId)!;
  const [cert] = await db
    .select({ no: t.certificates.certificateNo, revokedAt: t.certificates.revokedAt })
    .from(t.certificates)
    .where(and(eq(t.certificates.studentId, studentId), eq(t.certificates.batchId, batch.id)));
  const dates = progress.sessions.map((s) => s.date).sort();
  return standingWire(
    studentStanding({
      paymentStatus: student.paymentStatus,
      batch: {
        id: batch.id,
        name: batch.name,
        status: batch.status,
        timing: batch.timing ?? '',
        first_class: dates[0] ?? startDate ?? null,
        last_class: dates[dates.length - 1] ?? null,
      },
      held: mine.held,
      attended: mine.attended,
      certificate: cert ? { certificate_no: cert.no, revoked: cert.revokedAt !== null } : null,
      totalSessions: progress.sessions.length || undefined,
    }),
  );
}

/**
 * What support reads of one student (read-only): her row, the day she paid, her standing, the
 * attendance of her current batch and her tickets. No amount, no order, nothing to export.
 */
export async function staffStudentView(db: Db, studentId: number, now: Date) {
  const student = await staffStudentRow(db, studentId);
  const standing = (await standingOf(db, studentId, now))!;
  const [payment] = await db
    .select({ paidAt: t.payments.paidAt })
    .from(t.payments)
    .where(eq(t.payments.studentId, studentId))
    .orderBy(desc(t.payments.paidAt))
    .limit(1);
  let attendance: { session_no: number; date: string; topic: string; held: boolean; status: string | null }[] = [];
  if (standing.batch) {
    const batches = await enrolledBatchesOf(db, studentId);
    const batch = batches.find((b) => b.id === standing.batch!.id)!;
    const progress = await batchProgress(db, batch, [studentId], now);
    const mine = progress.perStudent.get(studentId)!;
    attendance = progress.sessions.map((s) => ({
      session_no: s.sessionNo,
      date: s.date,
      topic: s.topic,
      held: progress.heldIds.has(s.id),
      status: mine.statusOf.get(s.id) ?? null,
    }));
  }
  const tickets = await db
    .select({
      id: t.studentTickets.id,
      subject: t.studentTickets.subject,
      priority: t.studentTickets.priority,
      status: t.studentTickets.status,
      createdAt: t.studentTickets.createdAt,
    })
    .from(t.studentTickets)
    .where(eq(t.studentTickets.studentId, studentId))
    .orderBy(desc(t.studentTickets.createdAt));
  return {
    student,
    paid_at: payment?.paidAt ? iso(payment.paidAt) : null,
    standing,
    attendance,
    tickets: tickets.map((r) => ({
      ticket_id: r.id,
      subject: r.subject,
      priority: r.priority,
      status: r.status,
      created_at: iso(r.createdAt),
    })),
  };
}

/**
 * The facts contracts' studentStanding decides from: her payment status, her current batch
 * (Active, then Inactive, then the latest Completed: a graduate keeps hers), her attendance in it
 * and her certificate for it.
 */
import { and, eq } from 'drizzle-orm';
import { standingWire, studentStanding, type StandingWire } from '@ai-women/contracts';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { batchProgress, enrolledBatchesOf } from '../sessions/service';

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

/** Students as the back office and the operator CLI see them: the list, one row, a look-up by id/e-mail/mobile. */
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { iso } from '../lib/shape';
import { containsPattern } from '../lib/like';
import { notFound } from '../lib/errors';

async function studentRows(db: Db, where?: SQL) {
  const rows = await db
    .select({
      id: t.students.id,
      fullname: t.students.fullname,
      email: t.students.email,
      phone: t.students.phoneNumber,
      paymentStatus: t.students.paymentStatus,
      createdAt: t.students.createdAt,
      batchId: t.batches.id,
      batchName: t.batches.name,
    })
    .from(t.students)
    .leftJoin(t.enrolments, and(eq(t.enrolments.studentId, t.students.id), eq(t.enrolments.cancelled, false)))
    .leftJoin(t.batches, eq(t.batches.id, t.enrolments.batchId))
    .where(where)
    .orderBy(desc(t.students.createdAt), desc(t.students.id));
  // One row per student: her current (latest) enrolment.
  const seen = new Set<number>();
  return rows
    .filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)))
    .map((r) => ({
      student_id: r.id,
      fullname: r.fullname,
      email: r.email,
      phone_number: r.phone,
      payment_status: r.paymentStatus,
      batch:
        r.batchId !== null && r.batchName !== null ? { batch_id: r.batchId, batch_name: r.batchName } : null,
      created_at: iso(r.createdAt),
    }));
}

/** Newest first; a search over name, e-mail and mobile, and optionally one batch's students. */
export async function staffStudentList(db: Db, filter: { q?: string; batch_id?: number | string }) {
  const q = filter.q?.trim() ? containsPattern(filter.q) : null;
  const data = await studentRows(
    db,
    q
      ? or(ilike(t.students.fullname, q), ilike(t.students.email, q), ilike(t.students.phoneNumber, q))
      : undefined,
  );
  return filter.batch_id ? data.filter((s) => s.batch?.batch_id === Number(filter.batch_id)) : data;
}

export async function staffStudentRow(db: Db, studentId: number) {
  const [row] = await studentRows(db, eq(t.students.id, studentId));
  if (!row) throw notFound('Student not found.');
  return row;
}

/** A student named by id, e-mail or mobile number (an operator's `--student`). */
export async function studentRef(db: Db, ref: string): Promise<number> {
  const rows = await db
    .select({ id: t.students.id })
    .from(t.students)
    .where(
      /^\d+$/.test(ref) && ref.length < 10
        ? eq(t.students.id, Number(ref))
        : or(eq(t.students.email, ref.toLowerCase()), eq(t.students.phoneNumber, ref)),
    );
  if (!rows[0]) throw notFound(`Student not found: ${ref}`);
  return rows[0].id;
}

// Who is in a batch. Its own module because notices read it (notifications → members) while the
// batch service and placement send notices (batches → notifications): beside them it was a circle.
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema';
import type { Db } from '../db/client';

/** The students with a place in a batch (a notice to a batch goes to them). */
export async function studentsOf(tx: Db, batchId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: t.enrolments.studentId })
    .from(t.enrolments)
    .where(and(eq(t.enrolments.batchId, batchId), eq(t.enrolments.cancelled, false)));
  return rows.map((r) => r.id);
}

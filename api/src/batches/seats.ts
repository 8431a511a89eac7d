/**
 * The seat rule: what a batch's taken seats are. Order creation, payment and staff placement all
 * count with this one expression, so the payment page, the back office and the capacity checks can
 * never disagree about how full a batch is.
 *
 * A seat is taken by a *student*, never by an order row:
 * - a student placed in the batch (an enrolment that is not cancelled), and
 * - an unpaid student whose live order chose the batch (status `created`, `expires_at` still ahead
 *   of the API's clock), counted once however many orders she made.
 * A student in both sets is counted once. A student who has paid holds nothing with her leftover
 * orders: her seat is her enrolment (or she waits to be placed).
 *
 * One live hold per student: a new order releases her earlier ones (`releaseHolds`), under a lock on
 * her student row, so she can never hold a seat in every open batch of her course at once.
 */
import { and, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import { BATCH_CAPACITY } from '@ai-women/contracts';
import * as t from '../db/schema';
import type { Db } from '../db/client';

/** An instant as a SQL timestamptz literal parameter (the same on PGlite and PostgreSQL). */
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * The number of students holding a seat of the batch `batchId` (a SQL expression: a column such as
 * `"batches"."id"`, or a number). `exceptStudent`: leave her own hold out (she asks whether there is
 * a seat for her).
 */
export function takenSeatsSql(batchId: SQL | number, now: Date, exceptStudent = 0): SQL<number> {
  return sql<number>`(select count(*)::int from (
    select e.student_id from enrolments e where e.batch_id = ${batchId} and e.cancelled = false
    union
    select o.student_id from payment_orders o
      where o.batch_id = ${batchId} and o.status = 'created' and o.expires_at > ${at(now)}
        and o.student_id <> ${exceptStudent}
        and not exists (select 1 from payments p where p.student_id = o.student_id)
  ) as seat_holders)`;
}

/** `takenSeatsSql` for the batch row of the query it is selected in (`from batches`). */
export const takenSeatsOfRow = (now: Date) => takenSeatsSql(sql`"batches"."id"`, now);

/** The seats of one batch that are taken (see the rule above). */
export async function seatsTaken(db: Db, batchId: number, now: Date, exceptStudent = 0): Promise<number> {
  const [row] = await db
    .select({ n: takenSeatsSql(batchId, now, exceptStudent) })
    .from(t.batches)
    .where(eq(t.batches.id, batchId));
  return Number(row?.n ?? 0);
}

/** Seats left, never below 0, as every screen shows them. */
export const seatsLeft = (taken: number) => Math.max(0, BATCH_CAPACITY - Number(taken));

/** Whether a batch has a seat for this student: taken by others (her own hold left out) below capacity. */
export async function hasSeatFor(db: Db, batchId: number, studentId: number, now: Date): Promise<boolean> {
  return (await seatsTaken(db, batchId, now, studentId)) < BATCH_CAPACITY;
}

/**
 * Locks her student row and ends every live hold of hers (their orders lapse now): called in the
 * transaction that saves her new order, so she holds at most one seat. Concurrent orders of hers
 * wait on the row lock and release each other's holds in turn.
 */
export async function releaseHolds(
  tx: Db,
  studentId: number,
  now: Date,
  exceptOrder?: string,
): Promise<void> {
  await tx.select({ id: t.students.id }).from(t.students).where(eq(t.students.id, studentId)).for('update');
  await tx
    .update(t.paymentOrders)
    .set({ expiresAt: now })
    .where(
      and(
        eq(t.paymentOrders.studentId, studentId),
        eq(t.paymentOrders.status, 'created'),
        gt(t.paymentOrders.expiresAt, now),
        exceptOrder ? ne(t.paymentOrders.id, exceptOrder) : undefined,
      ),
    );
}

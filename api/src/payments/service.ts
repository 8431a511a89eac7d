/**
 * Payments' writes and reads (DESIGN §6): the next open batch of a course, whether a student has
 * paid, and recording a verified payment in one transaction (payment, paid order, paid student,
 * enrolment, welcome notice, receipt mail). The routes price, create and verify orders and call these.
 */
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { conflict, isUniqueViolation } from '../lib/errors';
import { todayIso } from '../lib/schedule';
import { enqueueMail } from '../mail/outbox';
import { notify } from '../notifications/service';

/** What enrolment needs to know of a batch: its id, and what her welcome notice says of it. */
const openBatchColumns = {
  id: t.batches.id,
  name: t.batches.name,
  timing: t.batches.timing,
  startDate: t.batches.startDate,
  meetingUrl: t.batches.meetingUrl,
};
type OpenBatch = {
  id: number;
  name: string;
  timing: string;
  startDate: string | null;
  meetingUrl: string | null;
};

/** The notice a student gets when payment enrols her in a batch (her Notifications page). */
export function welcomeNotice(batch: Omit<OpenBatch, 'id'>): { title: string; message: string } {
  const starts = batch.startDate
    ? new Date(`${batch.startDate}T00:00:00Z`).toLocaleDateString('en-IN', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : null;
  const when = starts ? ` Classes run ${batch.timing}, from ${starts}.` : ` Classes run ${batch.timing}.`;
  const link = batch.meetingUrl
    ? ` Join from your dashboard with the Join button, 5 minutes early. Meeting link: ${batch.meetingUrl}`
    : ' Your meeting link will appear on your dashboard before the first class; join with the Join button, 5 minutes early.';
  return { title: `Welcome to ${batch.name}`, message: `You are enrolled in ${batch.name}.${when}${link}` };
}

/**
 * The next open batch of a course: the soonest upcoming Inactive one, else a running Active one.
 * Between batches starting the same day, one that is ready to teach (a tutor and a meeting link) first.
 */
export async function nextOpenBatch(db: Db, courseId: number): Promise<OpenBatch | undefined> {
  const upcoming = await db
    .select(openBatchColumns)
    .from(t.batches)
    .where(
      and(
        eq(t.batches.courseId, courseId),
        eq(t.batches.status, 'Inactive'),
        gte(t.batches.startDate, todayIso()),
      ),
    )
    .orderBy(
      asc(t.batches.startDate),
      sql`case when ${t.batches.tutorId} is not null and ${t.batches.meetingUrl} is not null then 0 else 1 end`,
      asc(t.batches.id),
    )
    .limit(1);
  if (upcoming[0]) return upcoming[0];
  const open = await db
    .select(openBatchColumns)
    .from(t.batches)
    .where(and(eq(t.batches.courseId, courseId), ne(t.batches.status, 'Completed')))
    .orderBy(sql`case when ${t.batches.status} = 'Active' then 0 else 1 end`, asc(t.batches.startDate))
    .limit(1);
  return open[0];
}

export async function findStudent(db: Db, studentId: number) {
  const [student] = await db.select().from(t.students).where(eq(t.students.id, studentId));
  return student;
}

export interface ActiveCoupon {
  coupon_id: number;
  coupon_name: string;
  discount_percent: number;
}
/** An active coupon by id, as the order shows it; undefined when there is none. */
export async function activeCoupon(db: Db, couponId: number): Promise<ActiveCoupon | undefined> {
  const [row] = await db
    .select()
    .from(t.coupons)
    .where(and(eq(t.coupons.id, couponId), eq(t.coupons.active, true)));
  return row && { coupon_id: row.id, coupon_name: row.name, discount_percent: row.discountPercent };
}

/** The order as the server priced it: verification checks the provider's signature against it. */
export async function saveOrder(db: Db, order: typeof t.paymentOrders.$inferInsert): Promise<void> {
  await db.insert(t.paymentOrders).values(order);
}

export async function findOrder(db: Db, orderId: string) {
  const [order] = await db.select().from(t.paymentOrders).where(eq(t.paymentOrders.id, orderId));
  return order;
}

export const MESSAGES_PAID = {
  alreadyPaid: 'Your payment is already completed. Please login.',
  recorded: 'This payment has already been recorded.',
} as const;

/** True when the student has a recorded payment (one per student: `payments_student_uq`). */
export async function hasPaid(db: Db, studentId: number): Promise<boolean> {
  const rows = await db
    .select({ id: t.payments.id })
    .from(t.payments)
    .where(eq(t.payments.studentId, studentId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Records a verified payment in one transaction: claims the order, writes the payment (the unique
 * index on `payments.student_id` refuses a second one, also under concurrency), marks the student
 * paid, enrols her in the next open batch and leaves her welcome notice. Throws 409 when the order
 * or the student is already paid. Whatever else a payment causes belongs inside this transaction.
 */
export async function recordPayment(
  db: Db,
  p: { order: typeof t.paymentOrders.$inferSelect; transactionId: string; paidAt: Date },
): Promise<void> {
  const { order, transactionId, paidAt } = p;
  const userId = order.studentId;
  try {
    await db.transaction(async (tx) => {
      // Lock her row: a concurrent verification of another order waits here, then sees her paid.
      const [before] = await tx
        .select({ paymentStatus: t.students.paymentStatus })
        .from(t.students)
        .where(eq(t.students.id, userId))
        .for('update');
      if (before?.paymentStatus === 'completed') throw conflict(MESSAGES_PAID.alreadyPaid);
      const claimed = await tx
        .update(t.paymentOrders)
        .set({ status: 'paid' })
        .where(and(eq(t.paymentOrders.id, order.id), eq(t.paymentOrders.status, 'created')))
        .returning({ id: t.paymentOrders.id });
      if (!claimed[0]) throw conflict(MESSAGES_PAID.recorded);
      await tx.insert(t.payments).values({
        transactionId,
        orderId: order.id,
        studentId: userId,
        amount: order.amount,
        currency: order.currency,
        paidAt,
      });
      const [student] = await tx
        .update(t.students)
        .set({ paymentStatus: 'completed' })
        .where(eq(t.students.id, userId))
        .returning({ courseId: t.students.courseId, fullname: t.students.fullname, email: t.students.email });
      // Her receipt mail, with the payment confirmation attached, is queued with the payment itself.
      if (student)
        await enqueueMail(tx as unknown as Db, {
          kind: 'payment-receipt',
          to: student.email,
          payload: {
            name: student.fullname,
            transactionId,
            amount: order.amount,
            currency: order.currency,
            paidAt: paidAt.toISOString(),
          },
        });
      if (student?.courseId) {
        const batch = await nextOpenBatch(tx as unknown as Db, student.courseId);
        const enrolled = batch
          ? await tx
              .insert(t.enrolments)
              .values({ studentId: userId, batchId: batch.id })
              .onConflictDoNothing()
              .returning({ id: t.enrolments.id })
          : [];
        // Her first notice: which batch, when, and where the class link will be.
        if (batch && enrolled[0])
          await notify(tx as unknown as Db, 'student', userId, welcomeNotice(batch));
      }
    });
  } catch (err) {
    const constraint = isUniqueViolation(err);
    if (constraint === undefined) throw err;
    throw conflict(
      constraint.includes('payments_student_uq') ? MESSAGES_PAID.alreadyPaid : MESSAGES_PAID.recorded,
    );
  }
}

/**
 * Payments' writes and reads: the next open batch of a course, whether a student has
 * paid, and recording a verified payment in one transaction (payment, paid order, paid student,
 * enrolment, welcome notice, receipt mail). The routes price, create and verify orders and call these.
 */
import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { BATCH_CAPACITY, JOIN_OPENS_BEFORE_MS, ORDER_TTL_MINUTES, batchDayPart, formatRupees } from '@ai-women/contracts';
import { hasSeatFor, releaseHolds, seatsLeft, takenSeatsSql } from '../batches/seats';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { HttpError, conflict, isUniqueViolation } from '../lib/errors';
import { todayIso } from '../lib/schedule';
import { longCalendarDate } from '../lib/india-time';
import { enqueueMail } from '../mail/outbox';
import { firstName } from '../mail/templates';
import { queueIfAgreed } from '../messaging/consent';
import { notify } from '../notifications/service';
import { nextSessionId } from '../sessions/service';
import { sessionJoinUrl } from '../lib/urls';
import type { GstSupplier } from '../config';
import { issueInvoice } from './invoices';

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

/**
 * The notice a student gets when payment enrols her in a batch (her Notifications page). `join` is
 * the API's Join of her next session: the notice never carries the meeting link itself.
 */
export function welcomeNotice(
  batch: Omit<OpenBatch, 'id'>,
  movedFrom?: string | null,
  join?: string | null,
): { title: string; message: string } {
  const starts = batch.startDate ? longCalendarDate(batch.startDate) : null;
  const when = starts ? ` Classes run ${batch.timing}, from ${starts}.` : ` Classes run ${batch.timing}.`;
  const early = `from ${JOIN_OPENS_BEFORE_MS / 60_000} minutes before the start`;
  const link = batch.meetingUrl
    ? ` Join from your dashboard with the Join button, ${early}.${join ? ` Join link for your next class: ${join}` : ''}`
    : ` Your meeting link will appear on your dashboard before the first class; join with the Join button, ${early}.`;
  const moved = movedFrom
    ? ` ${movedFrom} filled up while you were paying, so we gave you a seat in the next batch of your course; reply to this notice or raise a ticket if its timing does not suit you.`
    : '';
  return {
    title: `Welcome to ${batch.name}`,
    message: `You are enrolled in ${batch.name}.${when}${link}${moved}`,
  };
}

// ------------------------------------------------------------------ open batches and seats

/** A batch she can choose: not completed, and its first class still ahead (India time). */
const isOpen = (courseId: number) =>
  and(
    eq(t.batches.courseId, courseId),
    ne(t.batches.status, 'Completed'),
    gte(t.batches.startDate, todayIso()),
  );

export interface BatchChoice {
  batch_id: number;
  batch_name: string;
  start_date: string | null;
  timing: string;
  day_part: 'morning' | 'evening';
  seats_left: number;
  capacity: number;
}

/** The open batches of a course, soonest first, with the seats left for this student (her own hold left out). */
export async function openBatches(
  db: Db,
  courseId: number,
  studentId = 0,
  now: Date = new Date(),
): Promise<BatchChoice[]> {
  const rows = await db
    .select({
      id: t.batches.id,
      name: t.batches.name,
      timing: t.batches.timing,
      startDate: t.batches.startDate,
      used: takenSeatsSql(sql`"batches"."id"`, now, studentId),
    })
    .from(t.batches)
    .where(isOpen(courseId))
    .orderBy(asc(t.batches.startDate), asc(t.batches.id));
  return rows.map((r) => ({
    batch_id: r.id,
    batch_name: r.name,
    start_date: r.startDate,
    timing: r.timing,
    day_part: batchDayPart(r.timing),
    seats_left: seatsLeft(r.used),
    capacity: BATCH_CAPACITY,
  }));
}

export const SEAT_MESSAGES = {
  full: (name: string) =>
    `${name} has just filled up. Please choose another batch; your payment has not been taken.`,
  notOpen: 'This batch is no longer taking students. Please choose another batch.',
  otherCourse: 'This batch teaches another course. Please choose a batch of your course.',
  chooseBatch: 'Please choose a batch before you pay.',
} as const;

/**
 * Checks, inside `tx`, that she may hold a seat in the batch she chose: it exists, teaches her
 * course, is open and has a seat for her. The batch row is locked so two orders for its last seat
 * are decided one after the other, on every process.
 */
export async function holdSeat(
  tx: Db,
  studentId: number,
  courseId: number,
  batchId: number,
  now: Date,
): Promise<void> {
  const [batch] = await tx
    .select({ id: t.batches.id, name: t.batches.name, courseId: t.batches.courseId })
    .from(t.batches)
    .where(eq(t.batches.id, batchId))
    .for('update');
  if (!batch) throw new HttpError(409, SEAT_MESSAGES.notOpen, { code: 'batch_unavailable' });
  if (batch.courseId !== courseId)
    throw new HttpError(409, SEAT_MESSAGES.otherCourse, { code: 'batch_unavailable' });
  const [open] = await tx
    .select({ id: t.batches.id })
    .from(t.batches)
    .where(and(eq(t.batches.id, batchId), isOpen(courseId)));
  if (!open) throw new HttpError(409, SEAT_MESSAGES.notOpen, { code: 'batch_unavailable' });
  if (!(await hasSeatFor(tx, batchId, studentId, now)))
    throw new HttpError(409, SEAT_MESSAGES.full(batch.name), { code: 'batch_full' });
}

/**
 * Where a payment places her: the batch her order chose while it has a seat, else the next open
 * batch of her course with a seat (soonest first), else none (paid, waiting to be placed). Batch
 * rows are locked before they are counted, so concurrent payments never fill a batch beyond
 * capacity. The seat rule is the one of every other path (../batches/seats.ts) with her own hold
 * left out: a live hold of hers kept her seat free, a lapsed one leaves the seats others hold.
 */
async function placeFor(
  tx: Db,
  studentId: number,
  courseId: number,
  order: { batchId: number | null; expiresAt: Date },
  now: Date,
): Promise<{ batch: OpenBatch; movedFrom: string | null } | null> {
  const candidates = await tx
    .select({ id: t.batches.id })
    .from(t.batches)
    .where(isOpen(courseId))
    .orderBy(asc(t.batches.startDate), asc(t.batches.id));
  const ids = candidates.map((c) => c.id);
  const chosen = order.batchId;
  const all = chosen !== null && !ids.includes(chosen) ? [chosen, ...ids] : ids;
  if (all.length === 0) return null;
  // Every batch she might take is locked at once, in id order: two payments that both spill over to
  // another batch wait for each other instead of deadlocking.
  const locked = await tx
    .select({ ...openBatchColumns, status: t.batches.status, courseId: t.batches.courseId })
    .from(t.batches)
    .where(inArray(t.batches.id, all))
    .orderBy(asc(t.batches.id))
    .for('update');
  const byId = new Map(locked.map((b) => [b.id, b]));
  const ordered = chosen !== null ? [chosen, ...ids.filter((id) => id !== chosen)] : ids;
  const chosenName = chosen !== null ? (byId.get(chosen)?.name ?? null) : null;
  for (const id of ordered) {
    const batch = byId.get(id);
    if (!batch || batch.status === 'Completed' || batch.courseId !== courseId) continue;
    if (await hasSeatFor(tx, id, studentId, now)) {
      const { status: _s, courseId: _c, ...open } = batch;
      return { batch: open, movedFrom: id === chosen ? null : chosenName };
    }
  }
  return null;
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
/**
 * Holds the seat (when she chose a batch) and saves the order in one transaction with the batch
 * row locked: two students taking the last seat are decided one after the other, on any number of
 * API processes.
 */
export async function placeOrder(
  db: Db,
  batchId: number | null,
  order: typeof t.paymentOrders.$inferInsert & { courseId: number },
  now: Date,
): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // One live hold per student: her new order replaces whatever her earlier ones held.
    await releaseHolds(tx, order.studentId, now);
    if (batchId !== null) await holdSeat(tx, order.studentId, order.courseId, batchId, now);
    await saveOrder(tx, order);
  });
}

/** The course a student signed up for, as the payment page names it. */
export async function courseSummary(db: Db, courseId: number) {
  const [course] = await db
    .select({ course_id: t.courses.id, title: t.courses.title, curriculum: t.courses.curriculum })
    .from(t.courses)
    .where(eq(t.courses.id, courseId));
  return course;
}

/** An active coupon by id, as the order shows it; undefined when there is none. */
export async function activeCoupon(db: Db, couponId: number): Promise<ActiveCoupon | undefined> {
  const [row] = await db
    .select()
    .from(t.coupons)
    .where(and(eq(t.coupons.id, couponId), eq(t.coupons.active, true)));
  return row && { coupon_id: row.id, coupon_name: row.name, discount_percent: row.discountPercent };
}

/** An active coupon by id that the public list shows; undefined otherwise. */
export async function advertisedCoupon(db: Db, couponId: number): Promise<ActiveCoupon | undefined> {
  const [row] = await db
    .select()
    .from(t.coupons)
    .where(and(eq(t.coupons.id, couponId), eq(t.coupons.active, true), eq(t.coupons.advertised, true)));
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

export const ORDER_MESSAGES = {
  expired: `This order has expired: an order holds your seat for ${ORDER_TTL_MINUTES} minutes. Close this window and press Pay again to start a new one.`,
  couponWithdrawn:
    'The coupon on this order is no longer available. Close this window and press Pay again to start a new order at the current price.',
} as const;

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

/** Where the payment placed her (null: paid, waiting for a batch of her course to open). */
export interface Placement {
  batch_id: number;
  batch_name: string;
  timing: string;
  start_date: string | null;
  /** Her first class's date (YYYY-MM-DD, India), from the batch's timetable; null before it is planned. */
  first_class_date: string | null;
  /** The batch she chose, when it filled up while she paid and she was given the next one. */
  moved_from: string | null;
}

export interface RecordedPayment {
  /** Her name, for the confirmation she can download at once (before she logs in). */
  student_name: string | null;
  /** The tax invoice issued with the payment (its number; the PDF is on her Payments page). */
  invoice_number?: string | null;
  course_title: string | null;
  placement: Placement | null;
}

/** The first class of a batch (session 1), else its start date. */
export async function firstClassDate(db: Db, batchId: number, startDate: string | null): Promise<string | null> {
  const [row] = await db
    .select({ date: t.classSessions.date })
    .from(t.classSessions)
    .where(eq(t.classSessions.batchId, batchId))
    .orderBy(asc(t.classSessions.sessionNo))
    .limit(1);
  return row?.date ?? startDate;
}

/**
 * Records a verified payment in one transaction: claims the order, writes the payment (the unique
 * index on `payments.student_id` refuses a second one, also under concurrency), marks the student
 * paid, takes her seat (the batch she chose, else the next one of her course with a seat, never
 * beyond capacity), issues her GST tax invoice (its number taken last, see nextDocumentNumber) and
 * leaves her welcome notice and receipt mail (with the invoice attached). Throws 409 when the order
 * or the student is already paid. Whatever else a payment causes belongs inside this transaction.
 * `supplier` is the school as configured (config.gst); every caller passes the app's.
 */
export async function recordPayment(
  db: Db,
  p: { order: typeof t.paymentOrders.$inferSelect; transactionId: string; paidAt: Date },
  /** `site`: the student area, linked from her WhatsApp message (none without it). */
  links: { api: string; site?: string },
  supplier: GstSupplier,
): Promise<RecordedPayment> {
  const { order, transactionId, paidAt } = p;
  const userId = order.studentId;
  try {
    return await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
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
      const [payment] = await tx
        .insert(t.payments)
        .values({
          transactionId,
          orderId: order.id,
          studentId: userId,
          amount: order.amount,
          currency: order.currency,
          paidAt,
        })
        .returning({ id: t.payments.id });
      const [student] = await tx
        .update(t.students)
        .set({ paymentStatus: 'completed' })
        .where(eq(t.students.id, userId))
        .returning({
          courseId: t.students.courseId,
          fullname: t.students.fullname,
          email: t.students.email,
          language: t.students.language,
        });
      const courseId = order.courseId ?? student?.courseId ?? null;
      const [course] = courseId
        ? await tx.select({ title: t.courses.title }).from(t.courses).where(eq(t.courses.id, courseId))
        : [];
      let placement: Placement | null = null;
      if (courseId) {
        const placed = await placeFor(tx, userId, courseId, order, paidAt);
        if (placed) {
          await tx
            .insert(t.enrolments)
            .values({ studentId: userId, batchId: placed.batch.id })
            .onConflictDoUpdate({
              target: [t.enrolments.studentId, t.enrolments.batchId],
              set: { cancelled: false },
            });
          // Her first notice: which batch, when, and where the class link will be.
          const next = placed.batch.meetingUrl
            ? await nextSessionId(tx, placed.batch.id, todayIso(paidAt))
            : undefined;
          const join = next ? sessionJoinUrl(links.api, next) : null;
          await notify(tx, 'student', userId, welcomeNotice(placed.batch, placed.movedFrom, join));
          placement = {
            batch_id: placed.batch.id,
            batch_name: placed.batch.name,
            timing: placed.batch.timing,
            start_date: placed.batch.startDate,
            first_class_date: await firstClassDate(tx, placed.batch.id, placed.batch.startDate),
            moved_from: placed.movedFrom,
          };
        } else {
          // Paid with no batch to go to: she is told now, and staff find her (paid, no place).
          await notify(tx, 'student', userId, WAITING_NOTICE);
        }
      }
      // The invoice is issued last: its number's counter row stays locked until this transaction
      // ends, so the shorter that is, the less concurrent payments wait for each other.
      const invoice = student
        ? await issueInvoice(tx, supplier, {
            paymentId: payment!.id,
            studentId: userId,
            buyerName: student.fullname,
            order,
            issuedAt: paidAt,
          })
        : null;
      // Her receipt mail, with the payment confirmation and the invoice attached, is queued with the
      // payment itself: it is sent once, even if the process stops right after this commit.
      if (student)
        await enqueueMail(tx, {
          kind: 'payment-receipt',
          to: student.email,
          payload: {
            name: student.fullname,
            transactionId,
            amount: order.amount,
            currency: order.currency,
            paidAt: paidAt.toISOString(),
            courseTitle: course?.title ?? null,
            batchName: placement?.batch_name ?? null,
            batchTiming: placement?.timing ?? null,
            firstClassDate: placement?.first_class_date ?? null,
            batchId: placement?.batch_id ?? null,
            // Her receipt and its PDF are written in her account's language.
            language: student.language === 'hi' ? 'hi' : 'en',
            invoiceId: invoice?.id ?? null,
            // The receipt shows the list price and the coupon as the invoice recorded them.
            coupon:
              invoice?.couponName && invoice.discountPercent
                ? { name: invoice.couponName, percent: invoice.discountPercent }
                : null,
          },
        });
      // On WhatsApp too when the words she agreed to (at registration) name payments.
      if (student && links.site) {
        const site = links.site.replace(/\/$/, '');
        await queueIfAgreed(
          tx,
          {
            studentId: userId,
            item: 'payment_received',
            template: 'payment_received',
            params: (lang, name) => [
              firstName(name),
              `₹${formatRupees(order.amount)}`,
              course?.title ?? (lang === 'hi' ? 'आपका कोर्स' : 'your course'),
              `${site}/payments`,
            ],
            context: { transactionId },
            batchId: placement?.batch_id ?? null,
          },
          `wa:payment:${transactionId}`,
        );
      }
      return {
        student_name: student?.fullname ?? null,
        course_title: course?.title ?? null,
        placement,
        invoice_number: invoice?.number ?? null,
      };
    });
  } catch (err) {
    const constraint = isUniqueViolation(err);
    if (constraint === undefined) throw err;
    throw conflict(
      constraint.includes('payments_student_uq') ? MESSAGES_PAID.alreadyPaid : MESSAGES_PAID.recorded,
    );
  }
}

/** What a paid student without a batch is told (her Notifications page; the dashboard says the same). */
export const WAITING_NOTICE = {
  title: 'Your seat is paid for',
  message:
    'There is no open batch of your course right now. We will place you in the next one as soon as it opens and tell you its dates here and by e-mail; you will hear from us within a day.',
} as const;


/** What a paid order's status answer tells her: the payment, her name, the course and her batch. */
export async function paidOrderFacts(db: Db, order: { id: string; studentId: number; courseId: number | null }) {
  const [paid] = await db.select().from(t.payments).where(eq(t.payments.orderId, order.id));
  const [student] = await db
    .select({ name: t.students.fullname })
    .from(t.students)
    .where(eq(t.students.id, order.studentId));
  const [course] = order.courseId
    ? await db.select({ title: t.courses.title }).from(t.courses).where(eq(t.courses.id, order.courseId))
    : [];
  const [enrolment] = await db
    .select({ id: t.batches.id, name: t.batches.name, timing: t.batches.timing, startDate: t.batches.startDate })
    .from(t.enrolments)
    .innerJoin(t.batches, eq(t.batches.id, t.enrolments.batchId))
    .where(and(eq(t.enrolments.studentId, order.studentId), eq(t.enrolments.cancelled, false)))
    .limit(1);
  return { paid, student, course, enrolment };
}

/**
 * Payments (DESIGN §6): the server prices and creates the order, verifies the provider's signature
 * against the stored order, records the payment once, marks the student paid and enrols her.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import crypto from 'node:crypto';
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import * as S from '@ai-women/contracts/schemas';
import { BASE_PRICE_PAISE, CURRENCY, PAYMENT_DESCRIPTION, priceAfterCoupon } from '@ai-women/contracts';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { HttpError, badRequest, conflict, notFound, isUniqueViolation } from '../lib/errors';
import { requireStudent } from '../auth/guards';
import { apiBaseUrl } from '../lib/urls';
import { todayIso } from '../lib/schedule';
import { checkoutScript } from './sandbox-checkout';
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

const MESSAGES_PAID = {
  alreadyPaid: 'Your payment is already completed. Please login.',
  recorded: 'This payment has already been recorded.',
} as const;

/** True when the student has a recorded payment (one per student: `payments_student_uq`). */
async function hasPaid(db: Db, studentId: number): Promise<boolean> {
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

const payments: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config, payments: provider } = app.deps;
  const tags = ['payments'];
  // Per signed-in student (else per address), counted in the database (shared by every process).
  const paymentRateLimit = {
    max: config.rateLimit.paymentsMax,
    timeWindow: config.rateLimit.windowMs,
    hook: 'preHandler' as const,
    keyGenerator: (req: import('fastify').FastifyRequest) =>
      req.session?.studentId !== undefined ? `student#${req.session.studentId}` : req.ip,
  };

  app.post(
    '/api/payments/order',
    {
      schema: { tags, body: S.PaymentOrderBody, response: { 201: S.PaymentOrderResponse } },
      config: { rateLimit: paymentRateLimit },
    },
    async (req, reply) => {
      const userId = requireStudent(req, req.body.userId);
      const students = await db.select().from(t.students).where(eq(t.students.id, userId));
      const student = students[0];
      if (!student) throw notFound('User data not found. Please login again.');
      if (student.paymentStatus === 'completed' || (await hasPaid(db, userId)))
        throw conflict(MESSAGES_PAID.alreadyPaid);
      let coupon: { coupon_id: number; coupon_name: string; discount_percent: number } | null = null;
      if (req.body.couponId !== undefined && req.body.couponId !== null) {
        const rows = await db
          .select()
          .from(t.coupons)
          .where(and(eq(t.coupons.id, Number(req.body.couponId)), eq(t.coupons.active, true)));
        if (!rows[0]) throw badRequest('This coupon is not valid.');
        coupon = {
          coupon_id: rows[0].id,
          coupon_name: rows[0].name,
          discount_percent: rows[0].discountPercent,
        };
      }
      const amount = priceAfterCoupon(BASE_PRICE_PAISE, coupon?.discount_percent);
      const order = await provider.createOrder({
        amount,
        currency: CURRENCY,
        receipt: `student_${userId}_${Date.now()}`,
      });
      await db.insert(t.paymentOrders).values({
        id: order.id,
        studentId: userId,
        amount,
        currency: CURRENCY,
        couponId: coupon?.coupon_id ?? null,
      });
      reply.status(201);
      return {
        success: true,
        orderId: order.id,
        amount,
        currency: CURRENCY,
        keyId: provider.keyId,
        checkoutScriptUrl: provider.checkoutScriptUrl(apiBaseUrl(config)),
        description: PAYMENT_DESCRIPTION,
        coupon,
      };
    },
  );

  app.post(
    '/payment',
    {
      schema: { tags, body: S.PaymentBody, response: { 200: S.PaymentResponse } },
      config: { errorField: true, rateLimit: paymentRateLimit },
    },
    async (req) => {
      const userId = requireStudent(req, req.body.userId);
      const { orderId, transactionId, signature } = req.body;
      const orders = await db.select().from(t.paymentOrders).where(eq(t.paymentOrders.id, orderId));
      const order = orders[0];
      if (!order) throw notFound('Payment order not found. Please try again.');
      if (order.studentId !== userId) throw conflict('This payment order belongs to another account.');
      if (order.status === 'paid') throw conflict(MESSAGES_PAID.recorded);
      if (await hasPaid(db, userId)) throw conflict(MESSAGES_PAID.alreadyPaid);
      if (!provider.verify(order.id, transactionId, signature)) {
        throw badRequest('Payment verification failed. Please try again.');
      }
      const paidAt = new Date();
      await recordPayment(db, { order, transactionId, paidAt });
      app.deps.mail.kick();
      return {
        success: true,
        message: 'Payment recorded successfully!',
        payment: {
          transactionId,
          amount: order.amount,
          currency: order.currency,
          paidAt: paidAt.toISOString(),
        },
      };
    },
  );

  // Sandbox, or a Razorpay test key (rzp_test_…): no real money moves, and the page says so.
  app.get('/api/payments/mode', { schema: { tags, response: { 200: S.PaymentModeResponse } } }, async () => ({
    success: true,
    provider: provider.name,
    testMode: provider.name === 'sandbox' || provider.keyId.startsWith('rzp_test_'),
  }));

  if (provider.name !== 'sandbox') return;

  // ---- sandbox provider: a local stand-in for the provider's checkout script and its signing.
  app.get('/sandbox/checkout.js', { schema: { tags: ['sandbox'] } }, async (_req, reply) => {
    reply
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'no-cache')
      .type('application/javascript; charset=utf-8');
    return checkoutScript(apiBaseUrl(config));
  });

  app.post(
    '/sandbox/authorize',
    {
      schema: {
        tags: ['sandbox'],
        body: S.SandboxAuthorizeBody,
        response: { 200: S.SandboxAuthorizeResponse },
      },
      config: { rateLimit: paymentRateLimit },
    },
    async (req) => {
      const rows = await db.select().from(t.paymentOrders).where(eq(t.paymentOrders.id, req.body.orderId));
      const order = rows[0];
      if (!order) throw notFound('Payment order not found.');
      requireStudent(req, order.studentId);
      if (order.status !== 'created') throw new HttpError(409, 'This order is already paid.');
      // A leftover unpaid order must not be authorised once she has paid with another one.
      if (await hasPaid(db, order.studentId)) throw conflict(MESSAGES_PAID.alreadyPaid);
      const paymentId = `pay_${crypto.randomBytes(7).toString('hex')}`;
      const good = provider.sign(order.id, paymentId);
      const signature =
        req.body.outcome === 'failure' ? good.replace(/.$/, (c) => (c === '0' ? '1' : '0')) : good;
      return { razorpay_payment_id: paymentId, razorpay_order_id: order.id, razorpay_signature: signature };
    },
  );
};

export default payments;

/**
 * Around the checkout: where an order stands (the payment page and the sandbox window poll it while
 * she approves in her UPI app), and the sandbox's simulated methods (a UPI QR code and app link,
 * and an attempt approved, declined or left to expire, announced by signed webhooks).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/schemas';
import { BRAND_NAME, PAYMENT_DESCRIPTION } from '@ai-women/contracts';
import { HttpError, conflict, notFound } from '../lib/errors';
import { requireStudent } from '../auth/guards';
import { ORDER_MESSAGES, MESSAGES_PAID, activeCoupon, findOrder, firstClassDate, hasPaid, paidOrderFacts } from './service';
import { SANDBOX_WEBHOOK_DELAY_MS, sandboxAttempt } from './sandbox';
import { upiQrSvg, upiUri } from './upi';

const flow: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config, payments: provider, clock } = app.deps;

  /** Her own order, or 404 (someone else's order is not hers to watch). */
  async function herOrder(req: import('fastify').FastifyRequest, orderId: string) {
    const order = await findOrder(db, orderId);
    if (!order) throw notFound('Payment order not found.');
    requireStudent(req, order.studentId);
    return order;
  }

  app.get(
    '/api/payments/order/:orderId',
    {
      schema: { tags: ['payments'], params: S.OrderIdParams, response: { 200: S.PaymentOrderStatusResponse } },
      config: { auth: 'student' },
    },
    async (req, reply) => {
      // Polled while she approves: never cached, by the browser or by the read cache.
      reply.header('cache-control', 'no-store');
      const order = await herOrder(req, req.params.orderId);
      const base = {
        success: true as const,
        orderId: order.id,
        status: order.status as 'created' | 'paid' | 'expired',
        expiresAt: order.expiresAt.toISOString(),
        lastFailure: order.lastFailure,
        payment: null,
        student_name: null,
        course_title: null,
        placement: null,
      };
      if (order.status !== 'paid') return base;
      const { paid, student, course, enrolment } = await paidOrderFacts(db, order);
      return {
        ...base,
        payment: paid
          ? {
              transactionId: paid.transactionId,
              amount: paid.amount,
              currency: paid.currency,
              paidAt: paid.paidAt.toISOString(),
            }
          : null,
        student_name: student?.name ?? null,
        course_title: course?.title ?? null,
        placement: enrolment
          ? {
              batch_id: enrolment.id,
              batch_name: enrolment.name,
              timing: enrolment.timing,
              start_date: enrolment.startDate,
              first_class_date: await firstClassDate(db, enrolment.id, enrolment.startDate),
              moved_from: null,
            }
          : null,
      };
    },
  );

  if (provider.name !== 'sandbox') return;

  /** An order the sandbox may still take a payment on (the rules of /sandbox/authorize). */
  async function payableOrder(req: import('fastify').FastifyRequest, orderId: string) {
    const order = await herOrder(req, orderId);
    if (order.status !== 'created') throw new HttpError(409, 'This order is already paid.');
    if (await hasPaid(db, order.studentId)) throw conflict(MESSAGES_PAID.alreadyPaid);
    if (order.expiresAt.getTime() <= clock.now().getTime())
      throw new HttpError(409, ORDER_MESSAGES.expired, { code: 'order_expired' });
    if (order.couponId !== null && !(await activeCoupon(db, order.couponId)))
      throw new HttpError(409, ORDER_MESSAGES.couponWithdrawn, { code: 'coupon_withdrawn' });
    return order;
  }

  app.get(
    '/sandbox/upi/:orderId',
    {
      schema: { tags: ['sandbox'], params: S.OrderIdParams, response: { 200: S.SandboxUpiResponse } },
      config: { auth: 'student' },
    },
    async (req) => {
      const order = await payableOrder(req, req.params.orderId);
      const uri = upiUri({
        payeeVpa: config.payment.sandboxUpiVpa,
        payeeName: BRAND_NAME,
        amountPaise: order.amount,
        reference: order.id,
        note: PAYMENT_DESCRIPTION,
      });
      return { success: true as const, uri, qrSvg: await upiQrSvg(uri) };
    },
  );

  app.post(
    '/sandbox/pay',
    {
      schema: { tags: ['sandbox'], body: S.SandboxPayBody, response: { 200: S.SandboxPayResponse } },
      config: {
        auth: 'student',
        rateLimit: { max: config.rateLimit.paymentsMax, timeWindow: config.rateLimit.windowMs, hook: 'preHandler' as const },
      },
    },
    async (req) => {
      const order = await payableOrder(req, req.body.orderId);
      const attempt = await sandboxAttempt(db, order, req.body.method, req.body.outcome, clock.now());
      // Its webhooks go out as soon as they are due, not at the next tick: she may close the page
      // straight away.
      setTimeout(() => app.deps.paymentsWorker.kick(), SANDBOX_WEBHOOK_DELAY_MS + 50).unref();
      return {
        success: true as const,
        status: attempt.status,
        razorpay_payment_id: attempt.paymentId,
        razorpay_order_id: order.id,
        ...(attempt.status === 'captured'
          ? { razorpay_signature: provider.sign(order.id, attempt.paymentId) }
          : {}),
        ...(attempt.error ? { error: attempt.error } : {}),
      };
    },
  );
};

export default flow;

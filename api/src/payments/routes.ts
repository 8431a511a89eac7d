/**
 * Payments: the server prices and creates the order, verifies the provider's signature
 * against the stored order, records the payment once, marks the student paid and enrols her.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import crypto from 'node:crypto';
import * as S from '@ai-women/contracts/schemas';
import {
  BASE_PRICE_PAISE,
  CURRENCY,
  ORDER_TTL_MINUTES,
  PAYMENT_DESCRIPTION,
  creditNotePdfFileName,
  invoicePdfFileName,
  normaliseGstin,
  priceAfterCoupon,
  validateBuyerTax,
} from '@ai-women/contracts';
import path from 'node:path';
import { contentDisposition } from '../lib/downloads';
import { requireStaff } from '../auth/staff';

import { certificatePdfAssets } from '../certificates/pdf';
import { findCreditNote, findInvoice, myPayments } from './invoices';
import { buildCreditNotePdf, buildInvoicePdf } from './invoice-pdf';
import { requestRefund } from './refunds';
import { couponByCode, COUPON_MESSAGES } from './coupons';
import { HttpError, assertValid, badRequest, conflict, forbidden, notFound, unauthorized } from '../lib/errors';

const INVOICE_NOT_YOURS = 'Invoices are for the student who paid and for staff.';
const CREDIT_NOTE_NOT_YOURS = 'Credit notes are for the student who was refunded and for staff.';
import { requireStudent } from '../auth/guards';
import { apiBaseUrl } from '../lib/urls';
import { checkoutScript } from './sandbox-checkout';
import { SANDBOX_WEBHOOK_DELAY_MS, sandboxAttempt } from './sandbox';
import {
  MESSAGES_PAID,
  ORDER_MESSAGES,
  SEAT_MESSAGES,
  activeCoupon,
  advertisedCoupon,
  placeOrder,
  courseSummary,
  findOrder,
  findStudent,
  hasPaid,
  openBatches,
  recordPayment,
  type ActiveCoupon,
} from './service';

const payments: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config, payments: provider, clock } = app.deps;
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
      config: { auth: 'student', rateLimit: paymentRateLimit },
    },
    async (req, reply) => {
      const userId = requireStudent(req, req.body.userId);
      const student = await findStudent(db, userId);
      if (!student) throw notFound('User data not found. Please login again.');
      if (student.paymentStatus === 'completed' || (await hasPaid(db, userId)))
        throw conflict(MESSAGES_PAID.alreadyPaid);
      // Her state and, for a business invoice, its name and GSTIN: checked here whatever the page did.
      assertValid(
        validateBuyerTax(
          { state: req.body.state, businessName: req.body.businessName, gstin: req.body.gstin },
          { stateRequired: false },
        ),
      );
      const buyerState = req.body.state?.trim() || null;
      const buyerGstin = req.body.gstin?.trim() ? normaliseGstin(req.body.gstin) : null;
      const buyerBusinessName = buyerGstin ? req.body.businessName!.trim() : null;
      let coupon: ActiveCoupon | null = null;
      if (req.body.couponCode?.trim()) {
        coupon = (await couponByCode(db, req.body.couponCode)) ?? null;
        if (!coupon) throw badRequest(COUPON_MESSAGES.unknown);
      } else if (req.body.couponId !== undefined && req.body.couponId !== null) {
        // By id only the advertised ones: ids are easy to guess, codes are not.
        coupon = (await advertisedCoupon(db, Number(req.body.couponId))) ?? null;
        if (!coupon) throw badRequest('This coupon is not valid.');
      }
      const courseId = student.courseId;
      if (!courseId) throw conflict('Your registration has no course. Please register again from the course list.');
      // Her choice: a batch (its seat is held), null (no batch is open: she waits for one), or, from
      // a client that does not ask, the soonest open batch with a seat.
      // Orders expire on the API's clock (moved by PUT /test/clock in browser journeys), as seats do.
      const now = clock.now();
      const open = await openBatches(db, courseId, userId, now);
      const withSeats = open.filter((b) => b.seats_left > 0);
      let batchId: number | null;
      if (req.body.batchId === undefined) batchId = withSeats[0]?.batch_id ?? null;
      else if (req.body.batchId === null) {
        if (withSeats.length > 0) throw new HttpError(409, SEAT_MESSAGES.chooseBatch, { code: 'choose_batch' });
        batchId = null;
      } else batchId = Number(req.body.batchId);
      const amount = priceAfterCoupon(BASE_PRICE_PAISE, coupon?.discount_percent);
      const order = await provider.createOrder({
        amount,
        currency: CURRENCY,
        receipt: `student_${userId}_${Date.now()}`,
      });
      const expiresAt = new Date(now.getTime() + ORDER_TTL_MINUTES * 60_000);
      // A batch picked for her (she did not choose) can fill up while her order is placed: other
      // orders read the same seats left and hold them first. Then she gets the next soonest batch
      // with a seat, as she would have a moment earlier; a batch she chose stays her choice (409).
      const nextPicks = req.body.batchId === undefined ? withSeats.slice(1).map((b) => b.batch_id) : [];
      for (;;) {
        try {
          await placeOrder(db, batchId, {
            id: order.id,
            studentId: userId,
            amount,
            currency: CURRENCY,
            couponId: coupon?.coupon_id ?? null,
            courseId,
            batchId,
            expiresAt,
            buyerState,
            buyerBusinessName,
            buyerGstin,
          }, now);
          break;
        } catch (err) {
          const filledUp = err instanceof HttpError && err.extra.code === 'batch_full';
          if (!filledUp || nextPicks.length === 0) throw err;
          batchId = nextPicks.shift()!;
        }
      }
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
        batchId,
        expiresAt: expiresAt.toISOString(),
      };
    },
  );

  app.get(
    '/api/payments/options/:userId',
    { schema: { tags, params: S.UserIdParams, response: { 200: S.PaymentOptionsResponse } } },
    async (req) => {
      const userId = requireStudent(req, req.params.userId);
      const student = await findStudent(db, userId);
      if (!student) throw notFound('User data not found. Please login again.');
      const course = student.courseId ? await courseSummary(db, student.courseId) : undefined;
      return {
        success: true,
        course: course ?? null,
        batches: course ? await openBatches(db, course.course_id, userId, clock.now()) : [],
        order_ttl_minutes: ORDER_TTL_MINUTES,
      };
    },
  );

  app.post(
    '/payment',
    {
      schema: { tags, body: S.PaymentBody, response: { 200: S.PaymentResponse } },
      config: { auth: 'student', errorField: true, rateLimit: paymentRateLimit },
    },
    async (req) => {
      const userId = requireStudent(req, req.body.userId);
      const { orderId, transactionId, signature } = req.body;
      const order = await findOrder(db, orderId);
      if (!order) throw notFound('Payment order not found. Please try again.');
      if (order.studentId !== userId) throw conflict('This payment order belongs to another account.');
      if (order.status === 'paid') throw conflict(MESSAGES_PAID.recorded);
      if (await hasPaid(db, userId)) throw conflict(MESSAGES_PAID.alreadyPaid);
      if (!provider.verify(order.id, transactionId, signature)) {
        throw badRequest('Payment verification failed. Please try again.');
      }
      const paidAt = clock.now();
      // Money has moved once the provider's signature checks out: the payment is recorded even if
      // the order lapsed meanwhile, and her seat is then found again (recordPayment).
      const recorded = await recordPayment(
        db,
        { order, transactionId, paidAt },
        { api: apiBaseUrl(config), site: config.mail.siteUrl },
        config.gst,
      );
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
        ...recorded,
      };
    },
  );

  // A code she typed: the coupon when it is active (advertised or not), else a 400. Limited per
  // student or address like the other payment calls, so codes cannot be guessed in bulk.
  app.post(
    '/api/coupons/check',
    {
      schema: { tags, body: S.CouponCheckBody, response: { 200: S.CouponCheckResponse } },
      config: { rateLimit: paymentRateLimit },
    },
    async (req) => {
      const coupon = await couponByCode(db, req.body.code);
      if (!coupon) throw badRequest(COUPON_MESSAGES.unknown);
      return { success: true, coupon };
    },
  );

  // Her payments with their invoices (her Payments page).
  app.get(
    '/api/student/payments',
    { config: { auth: 'student' }, schema: { tags, response: { 200: S.MyPaymentsResponse } } },
    async (req) => ({ success: true, data: await myPayments(db, req.session.studentId!, clock.now()) }),
  );

  // Her refund request from her Payments page: one open request per payment.
  app.post(
    '/api/student/refunds',
    {
      config: { auth: 'student', rateLimit: paymentRateLimit },
      schema: { tags, body: S.RefundRequestBody, response: { 201: S.RefundResponse } },
    },
    async (req, reply) => {
      const data = await requestRefund(
        db,
        req.session.studentId!,
        { paymentId: req.body.payment_id, reason: req.body.reason },
        clock.now(),
      );
      app.deps.readCache.invalidate();
      reply.status(201);
      return {
        success: true,
        message: 'Your refund request has been sent. An admin will answer it; you will hear from us by e-mail.',
        data,
      };
    },
  );

  // A credit note's PDF: her own, or any for staff (as invoices).
  app.get(
    '/api/credit-notes/:id/pdf',
    { schema: { tags, params: S.CreditNoteIdParams, produces: ['application/pdf'] } },
    async (req, reply) => {
      const { studentId, staffId, tutorId } = req.session;
      if (studentId === undefined && staffId === undefined) {
        if (tutorId !== undefined) throw forbidden(CREDIT_NOTE_NOT_YOURS);
        throw unauthorized();
      }
      if (staffId !== undefined) await requireStaff(req, db);
      const note = await findCreditNote(db, Number(req.params.id));
      if (!note || (staffId === undefined && note.studentId !== studentId)) throw notFound('Credit note not found.');
      const owner = await findStudent(db, note.studentId);
      const bytes = await buildCreditNotePdf(
        note,
        owner?.language === 'hi' ? 'hi' : 'en',
        certificatePdfAssets(apiRoot),
        clock.now(),
      );
      reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', creditNotePdfFileName(note.number)))
        .header('cache-control', 'private, no-store');
      return reply.send(Buffer.from(bytes));
    },
  );

  // An invoice's PDF: her own, or any for staff. Drawn from the stored invoice in her language.
  const apiRoot = path.dirname(config.migrationsDir);
  app.get(
    '/api/invoices/:id/pdf',
    { schema: { tags, params: S.InvoiceIdParams, produces: ['application/pdf'] } },
    async (req, reply) => {
      const { studentId, staffId, tutorId } = req.session;
      if (studentId === undefined && staffId === undefined) {
        if (tutorId !== undefined) throw forbidden(INVOICE_NOT_YOURS);
        throw unauthorized();
      }
      if (staffId !== undefined) await requireStaff(req, db);
      const invoice = await findInvoice(db, Number(req.params.id));
      // Someone else's invoice answers as a missing one: its existence is nobody else's business.
      if (!invoice || (staffId === undefined && invoice.studentId !== studentId))
        throw notFound('Invoice not found.');
      const owner = await findStudent(db, invoice.studentId);
      const bytes = await buildInvoicePdf(
        invoice,
        owner?.language === 'hi' ? 'hi' : 'en',
        certificatePdfAssets(apiRoot),
        clock.now(),
      );
      reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', invoicePdfFileName(invoice.number)))
        .header('cache-control', 'private, no-store');
      return reply.send(Buffer.from(bytes));
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
      config: { auth: 'student', rateLimit: paymentRateLimit },
    },
    async (req) => {
      const order = await findOrder(db, req.body.orderId);
      if (!order) throw notFound('Payment order not found.');
      requireStudent(req, order.studentId);
      if (order.status !== 'created') throw new HttpError(409, 'This order is already paid.');
      // A leftover unpaid order must not be authorised once she has paid with another one.
      if (await hasPaid(db, order.studentId)) throw conflict(MESSAGES_PAID.alreadyPaid);
      // An order is paid as it was priced and while it holds her seat; after that she starts again.
      if (order.expiresAt.getTime() <= clock.now().getTime())
        throw new HttpError(409, ORDER_MESSAGES.expired, { code: 'order_expired' });
      if (order.couponId !== null && !(await activeCoupon(db, order.couponId)))
        throw new HttpError(409, ORDER_MESSAGES.couponWithdrawn, { code: 'coupon_withdrawn' });
      // A successful test payment is recorded on the sandbox's side and announced by its signed
      // webhooks, as the real provider does; a failing one only gets a wrong signature.
      const paymentId =
        req.body.outcome === 'failure'
          ? `pay_${crypto.randomBytes(7).toString('hex')}`
          : (await sandboxAttempt(db, order, 'card', 'approve', clock.now())).paymentId;
      if (req.body.outcome !== 'failure')
        setTimeout(() => app.deps.paymentsWorker.kick(), SANDBOX_WEBHOOK_DELAY_MS + 50).unref();
      const good = provider.sign(order.id, paymentId);
      const signature =
        req.body.outcome === 'failure' ? good.replace(/.$/, (c) => (c === '0' ? '1' : '0')) : good;
      return { razorpay_payment_id: paymentId, razorpay_order_id: order.id, razorpay_signature: signature };
    },
  );
};

export default payments;

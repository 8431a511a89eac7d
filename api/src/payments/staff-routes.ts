/** Money from the school's side (admins): the payments report and its CSV, and coupons. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/staff';
import { calendarDateMessage, formatRupees, isCalendarDate, validateCoupon } from '@ai-women/contracts';
import { assertValid, badRequest } from '../lib/errors';
import { ADMIN, STAFF_SECURITY, STAFF_TAGS } from '../auth/staff';
import { paymentReport, paymentsCsv } from './staff-service';
import { gstState } from '@ai-women/contracts';
import { creditNoteRows, gstr1Csv, invoiceRows, invoiceTotals, netTotals } from './invoices';
import { approveRefund, creditNoteView, declineRefund, directRefund, staffRefunds } from './refunds';

/** A month as the Money screen names it: 'YYYY-MM'. */
function checkMonth(month: string | undefined): void {
  if (month !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    throw badRequest('Month must be written YYYY-MM, for example 2026-11.');
}
import { couponRows, createCoupon, setCouponActive, setCouponAdvertised } from './coupons';

/** The report's day range: real calendar days only (a 400 that names the field, never a RangeError). */
function checkDays(query: { from?: string; to?: string }): void {
  if (query.from !== undefined && !isCalendarDate(query.from)) throw badRequest(calendarDateMessage('From'));
  if (query.to !== undefined && !isCalendarDate(query.to)) throw badRequest(calendarDateMessage('To'));
}

const staffPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = STAFF_TAGS;
  const security = STAFF_SECURITY;

  app.get(
    '/api/staff/payments',
    {
      config: { staffRoles: ADMIN },
      schema: { tags, security, querystring: S.PaymentsQuery, response: { 200: S.StaffPaymentsResponse } },
    },
    async (req) => {
      checkDays(req.query);
      return { success: true, data: await paymentReport(db, req.query) };
    },
  );
  app.get(
    '/api/staff/payments.csv',
    { config: { staffRoles: ADMIN }, schema: { tags, security, querystring: S.PaymentsQuery } },
    async (req, reply) => {
      checkDays(req.query);
      const csv = await paymentsCsv(db, req.query);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.name}"`)
        .header('cache-control', 'private, no-store');
      return csv.text;
    },
  );
  // The Money screen: invoices by month and place of supply, with totals that equal their sum.
  app.get(
    '/api/staff/invoices',
    {
      config: { staffRoles: ADMIN },
      schema: { tags, security, querystring: S.InvoicesQuery, response: { 200: S.StaffInvoicesResponse } },
    },
    async (req) => {
      checkMonth(req.query.month);
      if (req.query.state !== undefined && !gstState(req.query.state))
        throw badRequest('State must be a GST state code, for example 29.');
      const rows = await invoiceRows(db, req.query);
      const notes = await creditNoteRows(db, req.query);
      const totals = invoiceTotals(rows);
      const noteTotals = invoiceTotals(notes);
      return {
        success: true,
        data: {
          credit_notes: notes.map((n) => ({
            ...creditNoteView(n),
            invoice_number: n.invoiceNumber,
            student_id: n.studentId,
            buyer_name: n.buyerName,
            buyer_state: n.buyerState,
            place_of_supply: gstState(n.buyerState)?.name ?? n.buyerState,
            buyer_gstin: n.buyerGstin,
            rate_percent: n.ratePercent,
            reason: n.reason,
          })),
          credit_note_totals: noteTotals,
          net: netTotals(totals, noteTotals),
          invoices: rows.map((r) => ({
            invoice_id: r.id,
            number: r.number,
            issued_at: r.issuedAt.toISOString(),
            student_id: r.studentId,
            buyer_name: r.buyerName,
            buyer_state: r.buyerState,
            place_of_supply: gstState(r.buyerState)?.name ?? r.buyerState,
            buyer_business_name: r.buyerBusinessName,
            buyer_gstin: r.buyerGstin,
            rate_percent: r.ratePercent,
            taxable: r.taxable,
            cgst: r.cgst,
            sgst: r.sgst,
            igst: r.igst,
            total: r.total,
          })),
          totals,
        },
      };
    },
  );
  // The month's GSTR-1 figures for the accountant (B2B invoice-wise, B2C small summarised).
  app.get(
    '/api/staff/invoices/gstr1.csv',
    { config: { staffRoles: ADMIN }, schema: { tags, security, querystring: S.Gstr1Query } },
    async (req, reply) => {
      checkMonth(req.query.month);
      const csv = gstr1Csv(
        await invoiceRows(db, { month: req.query.month }),
        req.query.month,
        await creditNoteRows(db, { month: req.query.month }),
      );
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.name}"`)
        .header('cache-control', 'private, no-store');
      return csv.text;
    },
  );
  // Refunds: her requests and the admin's answers; direct refunds.
  const refundDeps = { provider: app.deps.payments, now: () => app.deps.clock.now() };
  const refundDone = (r: { status: string; amount: number | null; credit_note: { number: string } | null }) =>
    `Refunded ₹${formatRupees(r.amount ?? 0)}${r.credit_note ? `; credit note ${r.credit_note.number} issued` : ''}. The provider confirms when the bank has it.`;
  app.get(
    '/api/staff/refunds',
    {
      config: { staffRoles: ADMIN },
      schema: { tags, security, querystring: S.RefundsQuery, response: { 200: S.StaffRefundsResponse } },
    },
    async (req) => ({ success: true, data: await staffRefunds(db, app.deps.clock.now(), req.query.status) }),
  );
  app.post(
    '/api/staff/refunds/:id/approve',
    {
      config: { staffRoles: ADMIN },
      schema: {
        tags,
        security,
        params: S.StaffIdParams,
        body: S.ApproveRefundBody,
        response: { 200: S.StaffRefundResponse },
      },
    },
    async (req) => {
      const data = await approveRefund(db, req.staff!, refundDeps, Number(req.params.id), {
        amount: req.body.amount,
        beyondPolicyReason: req.body.beyond_policy_reason,
      });
      app.deps.readCache.invalidate();
      app.deps.mail.kick();
      return { success: true, message: refundDone(data), data };
    },
  );
  app.post(
    '/api/staff/refunds/:id/decline',
    {
      config: { staffRoles: ADMIN },
      schema: {
        tags,
        security,
        params: S.StaffIdParams,
        body: S.DeclineRefundBody,
        response: { 200: S.StaffRefundResponse },
      },
    },
    async (req) => {
      const data = await declineRefund(db, req.staff!, Number(req.params.id), req.body, app.deps.clock.now());
      app.deps.mail.kick();
      return { success: true, message: 'Request declined; she has been told why.', data };
    },
  );
  app.post(
    '/api/staff/payments/:id/refund',
    {
      config: { staffRoles: ADMIN },
      schema: {
        tags,
        security,
        params: S.StaffIdParams,
        body: S.DirectRefundBody,
        response: { 200: S.StaffRefundResponse },
      },
    },
    async (req) => {
      const data = await directRefund(db, req.staff!, refundDeps, Number(req.params.id), req.body);
      app.deps.readCache.invalidate();
      app.deps.mail.kick();
      return { success: true, message: refundDone(data), data };
    },
  );
  app.get(
    '/api/staff/coupons',
    {
      config: { staffRoles: ADMIN },
      schema: { tags, security, response: { 200: S.StaffCouponListResponse } },
    },
    async () => ({ success: true, data: await couponRows(db) }),
  );
  app.post(
    '/api/staff/coupons',
    {
      schema: { tags, security, body: S.CreateCouponBody, response: { 201: S.StaffCouponResponse } },
      config: { staffRoles: ADMIN, rules: validateCoupon },
    },
    async (req, reply) => {
      assertValid(validateCoupon(req.body));
      const name = req.body.coupon_name.trim().toUpperCase();
      const data = await createCoupon(db, req.staff!, name, Number(req.body.discount_percent));
      reply.status(201);
      return { success: true, message: `Coupon ${name} created.`, data };
    },
  );
  app.put(
    '/api/staff/coupons/:id',
    {
      config: { staffRoles: ADMIN },
      schema: {
        tags,
        security,
        params: S.StaffIdParams,
        body: S.CouponActiveBody,
        response: { 200: S.StaffCouponResponse },
      },
    },
    async (req) => {
      const { active, advertised } = req.body;
      if (active === undefined && advertised === undefined) throw badRequest('Say whether the coupon is active or advertised.');
      let data = active !== undefined ? await setCouponActive(db, req.staff!, { id: req.params.id }, active) : undefined;
      if (advertised !== undefined) data = await setCouponAdvertised(db, req.staff!, req.params.id, advertised);
      const said = [
        active === undefined ? '' : active ? 'Coupon is active again.' : 'Coupon deactivated.',
        advertised === undefined ? '' : advertised ? 'Coupon is shown to every visitor.' : 'Coupon is no longer shown; it works when typed.',
      ].filter(Boolean);
      return { success: true, message: said.join(' '), data: data! };
    },
  );
};

export default staffPaymentRoutes;

/** Money from the school's side (admins): the payments report and its CSV, and coupons. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/staff';
import { calendarDateMessage, isCalendarDate, validateCoupon } from '@ai-women/contracts';
import { assertValid, badRequest } from '../lib/errors';
import { ADMIN, STAFF_SECURITY, STAFF_TAGS } from '../auth/staff';
import { paymentReport, paymentsCsv } from './staff-service';
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

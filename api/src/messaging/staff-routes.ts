/**
 * WhatsApp from the school's side (support and admins, read-only): the outbox message by message,
 * filtered and paged, and a batch's reminders with how each reached its students. Support answers
 * "I never got the reminder", so both are open to every staff role; her number is masked in both.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/staff';
import { calendarDateMessage, isCalendarDate } from '@ai-women/contracts';
import { ANY_STAFF, STAFF_SECURITY, STAFF_TAGS } from '../auth/staff';
import { badRequest, notFound } from '../lib/errors';
import { batchWhatsAppReach, whatsappMessages } from './staff-service';
import { WHATSAPP_TEMPLATES } from './templates';

const staffWhatsAppRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = STAFF_TAGS;
  const security = STAFF_SECURITY;

  app.get(
    '/api/staff/whatsapp/messages',
    {
      config: { staffRoles: ANY_STAFF },
      schema: {
        tags,
        security,
        querystring: S.WhatsAppMessagesQuery,
        response: { 200: S.StaffWhatsAppMessagesResponse },
      },
    },
    async (req, reply) => {
      const q = req.query;
      // The pattern lets 2031-02-30 through: a real calendar day, or a 400 that names the field.
      if (q.from !== undefined && !isCalendarDate(q.from)) throw badRequest(calendarDateMessage('From'));
      if (q.to !== undefined && !isCalendarDate(q.to)) throw badRequest(calendarDateMessage('To'));
      if (q.from && q.to && q.from > q.to) throw badRequest('From must be on or before To.');
      if (q.template !== undefined && !Object.hasOwn(WHATSAPP_TEMPLATES, q.template))
        throw badRequest(`No WhatsApp message is called ${q.template}.`);
      reply.header('cache-control', 'private, no-store');
      return { success: true, data: await whatsappMessages(db, q) };
    },
  );

  app.get(
    '/api/staff/batches/:batchId/whatsapp-reach',
    {
      config: { staffRoles: ANY_STAFF },
      schema: {
        tags,
        security,
        params: S.StaffBatchIdParams,
        response: { 200: S.StaffWhatsAppReachResponse },
      },
    },
    async (req, reply) => {
      const data = await batchWhatsAppReach(db, req.params.batchId);
      if (!data) throw notFound('Batch not found');
      reply.header('cache-control', 'private, no-store');
      return { success: true, data };
    },
  );
};

export default staffWhatsAppRoutes;

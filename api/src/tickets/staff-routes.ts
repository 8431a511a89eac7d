/** Support tickets from the school's side (support and admins): the list, a thread, replies and status. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/staff';
import {
  TICKET_SOURCES,
  TICKET_STATUSES,
  TUTOR_TICKET_PRIORITIES,
  validateReply,
  type TicketSource,
} from '@ai-women/contracts';
import { assertValid, badRequest } from '../lib/errors';
import { oneOf } from '../lib/choice';
import { ANY_STAFF, STAFF_SECURITY, STAFF_TAGS } from '../auth/staff';
import { listTickets, moveTicket, replyToTicket, ticketDetail } from './service';

const staffTicketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const writeRateLimit = { max: config.rateLimit.writesPerIpMax, timeWindow: config.rateLimit.windowMs };
  const tags = STAFF_TAGS;
  const security = STAFF_SECURITY;

  app.get(
    '/api/staff/tickets',
    {
      config: { staffRoles: ANY_STAFF },
      schema: {
        tags,
        security,
        querystring: S.StaffTicketQuery,
        response: { 200: S.StaffTicketListResponse },
      },
    },
    async (req) => {
      const q = req.query;
      const data = await listTickets(db, {
        status: oneOf(TICKET_STATUSES, q.status, 'Status'),
        priority: oneOf(TUTOR_TICKET_PRIORITIES, q.priority, 'Priority'),
        from: oneOf(TICKET_SOURCES, q.from, 'From'),
        q: q.q,
      });
      return { success: true, data };
    },
  );
  app.get(
    '/api/staff/tickets/:from/:ticket_id',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { tags, security, params: S.TicketParams, response: { 200: S.StaffTicketResponse } },
    },
    async (req) => ({
      success: true,
      data: await ticketDetail(db, req.params.from as TicketSource, req.params.ticket_id),
    }),
  );
  app.post(
    '/api/staff/tickets/:from/:ticket_id/replies',
    {
      schema: {
        tags,
        security,
        params: S.TicketParams,
        body: S.ReplyBody,
        response: { 201: S.StaffTicketResponse },
      },
      config: { staffRoles: ANY_STAFF, rules: validateReply, rateLimit: writeRateLimit },
    },
    async (req, reply) => {
      assertValid(validateReply(req.body));
      const source = req.params.from as TicketSource;
      await replyToTicket(db, req.staff!, source, req.params.ticket_id, req.body.message.trim());
      app.deps.mail.kick();
      reply.status(201);
      return {
        success: true,
        message: 'Reply sent.',
        data: await ticketDetail(db, source, req.params.ticket_id),
      };
    },
  );
  app.put(
    '/api/staff/tickets/:from/:ticket_id/status',
    {
      config: { staffRoles: ANY_STAFF },
      schema: {
        tags,
        security,
        params: S.TicketParams,
        body: S.TicketStatusBody,
        response: { 200: S.StaffTicketResponse },
      },
    },
    async (req) => {
      const to = oneOf(TICKET_STATUSES, req.body.status, 'Status');
      if (!to) throw badRequest(`Status must be one of ${TICKET_STATUSES.join(', ')}.`);
      const source = req.params.from as TicketSource;
      await moveTicket(db, req.staff!, source, req.params.ticket_id, to);
      return {
        success: true,
        message: `Ticket marked ${to}.`,
        data: await ticketDetail(db, source, req.params.ticket_id),
      };
    },
  );
};

export default staffTicketRoutes;

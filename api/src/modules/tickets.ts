/** The tutor's support tickets: list (newest first), stats by counting, create. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import * as S from '@ai-women/contracts/schemas';
import { DEFAULT_TUTOR_TICKET_PRIORITY, validateTutorTicket } from '@ai-women/contracts';
import * as t from '../db/schema';
import { assertValid } from '../lib/errors';
import { iso } from '../lib/shape';
import { requireTutor } from '../auth/guards';
import { ownTickets } from '../staff/tickets-service';

const OPEN_STATUSES = new Set(['Open', 'In Progress']);

const tickets: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const tags = ['tickets'];

  app.get(
    '/api/support-tickets/:tutor_id',
    { schema: { tags, params: S.TutorIdParams, response: { 200: S.TicketListResponse } } },
    async (req) => {
      const tutorId = requireTutor(req, req.params.tutor_id);
      const tickets = await ownTickets(db, 'tutor', tutorId);
      return {
        success: true,
        data: tickets.map(({ row: r, replies }) => ({
          support_id: r.id,
          subject: r.subject,
          description: r.description,
          status: r.status,
          priority: r.priority,
          created_at: iso(r.createdAt),
          updated_at: iso(r.updatedAt),
          reply_message: r.replyMessage,
          replies,
        })),
      };
    },
  );

  app.get(
    '/api/support-tickets/:tutor_id/stats',
    { schema: { tags, params: S.TutorIdParams, response: { 200: S.TicketStatsResponse } } },
    async (req) => {
      const tutorId = requireTutor(req, req.params.tutor_id);
      const rows = await db
        .select({ status: t.tutorTickets.status })
        .from(t.tutorTickets)
        .where(eq(t.tutorTickets.tutorId, tutorId));
      return {
        success: true,
        data: {
          total_tickets: rows.length,
          open_tickets: rows.filter((r) => OPEN_STATUSES.has(r.status)).length,
        },
      };
    },
  );

  app.post(
    '/api/tutor-support-tickets',
    {
      schema: { tags, body: S.TutorTicketBody, response: { 201: S.TutorTicketResponse } },
      config: {
        rules: validateTutorTicket,
        rateLimit: { max: config.rateLimit.writesPerIpMax, timeWindow: config.rateLimit.windowMs },
      },
    },
    async (req, reply) => {
      const tutorId = requireTutor(req, req.body.tutor_id);
      assertValid(validateTutorTicket(req.body));
      const rows = await db
        .insert(t.tutorTickets)
        .values({
          tutorId,
          subject: req.body.subject.trim(),
          priority: req.body.priority || DEFAULT_TUTOR_TICKET_PRIORITY,
          description: req.body.description.trim(),
        })
        .returning({ id: t.tutorTickets.id });
      const id = rows[0]!.id;
      reply.status(201);
      return { success: true, support_id: id, message: 'Support ticket created successfully!' };
    },
  );
};

export default tickets;

/**
 * Support tickets from their owners' side: the student's (create once she has paid, and
 * her own list with the school's replies) and the tutor's (list newest first, stats, create). The back office answers them
 * through the same service (./staff-routes.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/schemas';
import { StudentOwnTicketsResponse } from '@ai-women/contracts/staff';
import {
  DEFAULT_TUTOR_TICKET_PRIORITY,
  validateStudentTicket,
  validateTutorTicket,
} from '@ai-women/contracts';
import { assertValid } from '../lib/errors';
import { iso } from '../lib/shape';
import { requireStudent, requireTutor } from '../auth/guards';
import { assertStudentMayOpenTicket, openTicket, ownTickets, ticketCounts } from './service';

const tickets: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const tags = ['tickets'];
  const writeRateLimit = { max: config.rateLimit.writesPerIpMax, timeWindow: config.rateLimit.windowMs };

  app.get(
    '/api/support-tickets/:tutor_id',
    {
      config: { auth: 'tutor' },
      schema: { tags, params: S.TutorIdParams, response: { 200: S.TicketListResponse } },
    },
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
    {
      config: { auth: 'tutor' },
      schema: { tags, params: S.TutorIdParams, response: { 200: S.TicketStatsResponse } },
    },
    async (req) => {
      const tutorId = requireTutor(req, req.params.tutor_id);
      const counts = await ticketCounts(db, 'tutor', tutorId);
      return {
        success: true,
        data: {
          total_tickets: counts.total,
          open_tickets: counts.open,
        },
      };
    },
  );

  app.post(
    '/api/tutor-support-tickets',
    {
      schema: { tags, body: S.TutorTicketBody, response: { 201: S.TutorTicketResponse } },
      config: { auth: 'tutor',
        rules: validateTutorTicket,
        rateLimit: writeRateLimit,
      },
    },
    async (req, reply) => {
      const tutorId = requireTutor(req, req.body.tutor_id);
      assertValid(validateTutorTicket(req.body));
      const id = await openTicket(db, 'tutor', tutorId, {
        subject: req.body.subject,
        priority: req.body.priority || DEFAULT_TUTOR_TICKET_PRIORITY,
        description: req.body.description,
      });
      reply.status(201);
      return { success: true, support_id: id, message: 'Support ticket created successfully!' };
    },
  );

  // Her own tickets and the school's replies, shown under the form on /support.
  app.get(
    '/api/student/tickets/:userId',
    {
      config: { auth: 'student' },
      schema: { tags: ['students'], params: S.UserIdParams, response: { 200: StudentOwnTicketsResponse } },
    },
    async (req) => {
      const userId = requireStudent(req, req.params.userId);
      const tickets = await ownTickets(db, 'student', userId);
      return {
        success: true,
        data: tickets.map(({ row, replies }) => ({
          ticket_id: row.id,
          subject: row.subject,
          priority: row.priority,
          description: row.description,
          status: row.status,
          created_at: iso(row.createdAt),
          updated_at: iso(row.updatedAt),
          replies,
        })),
      };
    },
  );

  app.post(
    '/api/support-tickets',
    {
      schema: { tags: ['students'], body: S.StudentTicketBody, response: { 201: S.StudentTicketResponse } },
      // Her ticket is a row of hers, read back only by her own ticket list and the back office,
      // neither of them cached: no other student's cached read names it.
      config: { auth: 'student', rules: validateStudentTicket, rateLimit: writeRateLimit, readCacheScope: 'viewer' },
    },
    async (req, reply) => {
      const userId = requireStudent(req, req.body.userId);
      assertValid(validateStudentTicket(req.body));
      await assertStudentMayOpenTicket(db, userId);
      const id = await openTicket(db, 'student', userId, req.body);
      reply.status(201);
      return { success: true, message: 'Support ticket created successfully!', ticket_id: id };
    },
  );
};

export default tickets;

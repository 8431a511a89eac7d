/** The contact inbox from the school's side (support and admins): read it, mark messages handled. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/staff';
import { validateContactAnswer } from '@ai-women/contracts';
import { assertValid } from '../lib/errors';
import { ANY_STAFF, STAFF_SECURITY, STAFF_TAGS } from '../auth/staff';
import { answerContactMessage, contactInbox, markContactHandled } from './service';

const staffContactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = STAFF_TAGS;
  const security = STAFF_SECURITY;
  const { config } = app.deps;
  const writeRateLimit = { max: config.rateLimit.writesPerIpMax, timeWindow: config.rateLimit.windowMs };

  app.get(
    '/api/staff/contact-messages',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { tags, security, querystring: S.ContactQuery, response: { 200: S.ContactListResponse } },
    },
    async (req) => ({ success: true, data: await contactInbox(db, req.query.handled ?? 'no') }),
  );
  app.put(
    '/api/staff/contact-messages/:id/handled',
    {
      config: { staffRoles: ANY_STAFF },
      schema: {
        tags,
        security,
        params: S.StaffIdParams,
        body: S.ContactHandledBody,
        response: { 200: S.ContactMessageResponse },
      },
    },
    async (req) => {
      const data = await markContactHandled(db, req.staff!, req.params.id, req.body.handled);
      return {
        success: true,
        message: req.body.handled ? 'Marked as handled.' : 'Moved back to the inbox.',
        data,
      };
    },
  );
  app.post(
    '/api/staff/contact-messages/:id/answers',
    {
      config: { staffRoles: ANY_STAFF, rules: validateContactAnswer, rateLimit: writeRateLimit },
      schema: {
        tags,
        security,
        params: S.StaffIdParams,
        body: S.ContactAnswerBody,
        response: { 201: S.ContactMessageResponse },
      },
    },
    async (req, reply) => {
      assertValid(validateContactAnswer(req.body));
      const data = await answerContactMessage(db, req.staff!, req.params.id, req.body.message.trim());
      app.deps.mail.kick();
      reply.status(201);
      return { success: true, message: `Answer sent to ${data.email}.`, data };
    },
  );
};

export default staffContactRoutes;

/**
 * POST /api/contact: stored for the helpdesk (ops contact:list) and mailed to CONTACT_EMAIL;
 * acknowledged by mail only to the address of the account signed in on the request.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/schemas';
import { normalizeName, validateContact } from '@ai-women/contracts';
import { assertValid } from '../lib/errors';
import { receiveContactMessage } from './service';

const contact: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  app.post(
    '/api/contact',
    {
      schema: { tags: ['contact'], body: S.ContactBody, response: { 201: S.MessageResponse } },
      config: {
        rules: validateContact,
        rateLimit: { max: config.rateLimit.writesPerIpMax, timeWindow: config.rateLimit.windowMs },
      },
    },
    async (req, reply) => {
      assertValid(validateContact(req.body));
      const b = req.body;
      const message = {
        name: normalizeName(b.name),
        email: b.email.trim(),
        subject: b.subject.trim(),
        message: b.message.trim(),
      };
      await receiveContactMessage(db, config.contactEmail, message, {
        studentId: req.session.studentId,
        tutorId: req.session.tutorId,
      });
      app.deps.mail.kick();
      reply.status(201);
      return { success: true, message: 'Your message has been sent successfully.' };
    },
  );
};

export default contact;

/** POST /api/contact: stored for the helpdesk (ops contact:list), mailed to CONTACT_EMAIL, acknowledged to the sender. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/schemas';
import { normalizeName, validateContact } from '@ai-women/contracts';
import * as t from '../db/schema';
import { assertValid } from '../lib/errors';
import type { Db } from '../db/client';
import { enqueueMail } from '../mail/outbox';

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
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(t.contactMessages)
          .values(message)
          .returning({ createdAt: t.contactMessages.createdAt });
        await enqueueMail(tx as unknown as Db, {
          kind: 'contact-copy',
          to: config.contactEmail,
          payload: { ...message, receivedAt: row!.createdAt.toISOString() },
        });
        await enqueueMail(tx as unknown as Db, {
          kind: 'contact-ack',
          to: message.email,
          payload: { name: message.name, subject: message.subject, message: message.message },
        });
      });
      app.deps.mail.kick();
      reply.status(201);
      return { success: true, message: 'Your message has been sent successfully.' };
    },
  );
};

export default contact;

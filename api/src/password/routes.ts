/**
 * Forgotten passwords. POST /api/password/forgot always answers the same 200, and
 * queues a mail with a single-use link only when the account exists; POST /api/password/reset sets
 * the new password under the registration rules of the account's role and signs it out everywhere.
 * Tokens are 32 random bytes; only their SHA-256 is stored; they expire after 30 minutes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import * as S from '@ai-women/contracts/schemas';
import {
  RESET_MESSAGES,
  validateForgotEmail,
  validateNewPassword,
  type ResetRole,
} from '@ai-women/contracts';
import { HttpError, badRequest, assertValid } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import { applyReset, findResetToken } from './service';

const password: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config, clock, passwordResets } = app.deps;
  const tags = ['password'];

  app.post(
    '/api/password/forgot',
    {
      schema: { tags, body: S.PasswordForgotBody, response: { 200: S.MessageResponse } },
      config: {
        rules: (body) => ({ email: validateForgotEmail(body.email) }),
        rateLimit: { max: config.rateLimit.writesPerIpMax, timeWindow: config.rateLimit.windowMs },
      },
      // The lookup and the mail happen once the answer is out (ResetRequests), the same way for
      // every address: how long the answer takes says nothing about whether the account exists.
      onResponse: async (req, reply) => {
        if (reply.statusCode !== 200) return;
        const body = req.body as { email: string; role: ResetRole };
        passwordResets.enqueue({ role: body.role, email: body.email.trim().toLowerCase() });
      },
    },
    async (req) => {
      assertValid({ email: validateForgotEmail(req.body.email) });
      return { success: true, message: RESET_MESSAGES.forgotSent };
    },
  );

  app.post(
    '/api/password/reset',
    {
      schema: { tags, body: S.PasswordResetBody, response: { 200: S.PasswordResetResponse } },
      config: { rateLimit: { max: config.rateLimit.writesPerIpMax, timeWindow: config.rateLimit.windowMs } },
    },
    async (req) => {
      const token = req.body.token.trim();
      if (!token) throw badRequest(RESET_MESSAGES.tokenMissing);
      const row = await findResetToken(db, token);
      if (!row) throw badRequest(RESET_MESSAGES.tokenInvalid);
      if (row.usedAt) throw badRequest(RESET_MESSAGES.tokenUsed);
      if (row.expiresAt.getTime() <= clock.now().getTime()) throw badRequest(RESET_MESSAGES.tokenExpired);
      const role = row.role as ResetRole;
      const rule = validateNewPassword(role, req.body.password);
      if (rule) throw badRequest(rule, { errors: { password: rule } });
      const passwordHash = await hashPassword(req.body.password);
      const signedOut = await applyReset(db, row, passwordHash, clock.now());
      // This process forgets them at once; other API processes within their 1 s session cache.
      app.deps.sessions.forgetMany(signedOut);
      return { success: true, message: RESET_MESSAGES.resetDone, role };
    },
  );

  if (config.testClock) {
    app.log.warn('TEST_CLOCK=1: PUT /test/clock can move the API clock. Never set it in production.');
    app.put(
      '/test/clock',
      {
        schema: {
          hide: true,
          body: Type.Object({ offsetMs: Type.Integer() }, { additionalProperties: false }),
        },
      },
      async (req) => {
        if (process.env.NODE_ENV === 'production') throw new HttpError(404, 'Not found');
        clock.offsetMs = req.body.offsetMs;
        return { success: true, now: clock.now().toISOString() };
      },
    );
  }
};

export default password;

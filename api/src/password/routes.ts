/**
 * Forgotten passwords (DESIGN §10). POST /api/password/forgot always answers the same 200, and
 * queues a mail with a single-use link only when the account exists; POST /api/password/reset sets
 * the new password under the registration rules of the account's role and signs it out everywhere.
 * Tokens are 32 random bytes; only their SHA-256 is stored; they expire after 30 minutes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import * as S from '@ai-women/contracts/schemas';
import {
  PASSWORD_RESET_TTL_MINUTES,
  RESET_MESSAGES,
  validateForgotEmail,
  validateNewPassword,
  type ResetRole,
} from '@ai-women/contracts';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { HttpError, badRequest, assertValid } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import { enqueueMail } from '../mail/outbox';

/** Reset mails one account can be sent per hour; further requests still answer 200 and send nothing. */
export const RESETS_PER_ACCOUNT_PER_HOUR = 3;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
export const newToken = () => crypto.randomBytes(32).toString('base64url');

async function findAccount(db: Db, role: ResetRole, email: string) {
  if (role === 'tutor') {
    const [row] = await db
      .select({ id: t.tutors.id, name: t.tutors.name, email: t.tutors.email })
      .from(t.tutors)
      .where(eq(t.tutors.email, email));
    return row;
  }
  const [row] = await db
    .select({ id: t.students.id, name: t.students.fullname, email: t.students.email })
    .from(t.students)
    .where(eq(t.students.email, email));
  return row;
}

/** Deletes every session of the account (sessions store `{ studentId }` or `{ tutorId }`). */
/** Deletes every session of the account; returns their ids so the caller can drop them from the session cache. */
export async function deleteSessionsOf(db: Db, role: ResetRole, accountId: number): Promise<string[]> {
  const key = role === 'tutor' ? 'tutorId' : 'studentId';
  const rows = await db
    .delete(t.httpSessions)
    .where(sql`${t.httpSessions.data} ->> ${key} = ${String(accountId)}`)
    .returning({ sid: t.httpSessions.sid });
  return rows.map((r) => r.sid);
}

const password: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config, clock, mail } = app.deps;
  const tags = ['password'];

  app.post(
    '/api/password/forgot',
    {
      schema: { tags, body: S.PasswordForgotBody, response: { 200: S.MessageResponse } },
      config: {
        rules: (body) => ({ email: validateForgotEmail(body.email) }),
        rateLimit: { max: config.rateLimit.writesPerIpMax, timeWindow: config.rateLimit.windowMs },
      },
    },
    async (req) => {
      assertValid({ email: validateForgotEmail(req.body.email) });
      const role = req.body.role;
      const email = req.body.email.trim().toLowerCase();
      const account = await findAccount(db, role, email);
      if (account) {
        const now = clock.now();
        const [recent] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(t.passwordResetTokens)
          .where(
            and(
              eq(t.passwordResetTokens.role, role),
              eq(t.passwordResetTokens.accountId, account.id),
              gt(t.passwordResetTokens.createdAt, new Date(now.getTime() - 60 * 60 * 1000)),
            ),
          );
        if ((recent?.n ?? 0) < RESETS_PER_ACCOUNT_PER_HOUR) {
          const token = newToken();
          // The link goes back to the site she asked from when it is one of ours (shell or standalone portal).
          const origin = req.headers.origin;
          const base =
            origin && config.corsOrigins.includes(origin)
              ? origin
              : role === 'tutor'
                ? config.mail.tutorPortalUrl
                : config.mail.siteUrl;
          const link = `${base}/${role === 'tutor' ? 'tutor-reset-password' : 'reset-password'}?token=${token}`;
          await db.transaction(async (tx) => {
            await tx.insert(t.passwordResetTokens).values({
              role,
              accountId: account.id,
              tokenHash: hashToken(token),
              expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000),
              createdAt: now,
            });
            await enqueueMail(tx as unknown as Db, {
              kind: 'password-reset',
              to: account.email,
              payload: { name: account.name, role, link, validMinutes: PASSWORD_RESET_TTL_MINUTES },
            });
          });
          mail.kick();
        } else {
          req.log.warn({ role, account: account.id }, 'password reset: per-account limit reached, no mail sent');
        }
      }
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
      const [row] = await db
        .select()
        .from(t.passwordResetTokens)
        .where(eq(t.passwordResetTokens.tokenHash, hashToken(token)));
      if (!row) throw badRequest(RESET_MESSAGES.tokenInvalid);
      if (row.usedAt) throw badRequest(RESET_MESSAGES.tokenUsed);
      if (row.expiresAt.getTime() <= clock.now().getTime()) throw badRequest(RESET_MESSAGES.tokenExpired);
      const role = row.role as ResetRole;
      const rule = validateNewPassword(role, req.body.password);
      if (rule) throw badRequest(rule, { errors: { password: rule } });
      const passwordHash = await hashPassword(req.body.password);
      const signedOut = await db.transaction(async (tx) => {
        // Single use, also under a race: only one request can flip used_at.
        const used = await tx
          .update(t.passwordResetTokens)
          .set({ usedAt: clock.now() })
          .where(and(eq(t.passwordResetTokens.id, row.id), isNull(t.passwordResetTokens.usedAt)))
          .returning({ id: t.passwordResetTokens.id });
        if (!used[0]) throw badRequest(RESET_MESSAGES.tokenUsed);
        const table = role === 'tutor' ? t.tutors : t.students;
        const changed = await tx
          .update(table)
          .set({ passwordHash })
          .where(eq(table.id, row.accountId))
          .returning({ id: table.id });
        if (!changed[0]) throw badRequest(RESET_MESSAGES.tokenInvalid);
        // Any other link she asked for stops working too.
        await tx
          .update(t.passwordResetTokens)
          .set({ usedAt: clock.now() })
          .where(
            and(
              eq(t.passwordResetTokens.role, role),
              eq(t.passwordResetTokens.accountId, row.accountId),
              isNull(t.passwordResetTokens.usedAt),
            ),
          );
        return deleteSessionsOf(tx as unknown as Db, role, row.accountId);
      });
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

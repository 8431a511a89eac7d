/**
 * The student's own page: her details and reminder preference, a change of e-mail address that
 * takes effect only when the link mailed to the new address is opened, and a password change that
 * signs out her other sessions and keeps this one. Own data only: the same guards as her dashboard.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import * as S from '@ai-women/contracts/schemas';
import {
  EMAIL_CHANGE_TTL_MINUTES,
  PROFILE_MESSAGES,
  normalizeName,
  validateEmailChange,
  validatePasswordChange,
  profileDetailsRules,
  languageError,
} from '@ai-women/contracts';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { assertValid, badRequest, conflict, HttpError, isUniqueViolation, notFound } from '../lib/errors';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { requireStudent } from '../auth/guards';
import { enqueueMail } from '../mail/outbox';
import { hashToken, newToken } from '../password/service';

/** Confirmation links one student can be sent per hour (each request replaces the previous link). */
export const EMAIL_CHANGES_PER_HOUR = 5;

async function profileOf(db: Db, studentId: number, now: Date) {
  const [row] = await db
    .select({
      id: t.students.id,
      fullname: t.students.fullname,
      email: t.students.email,
      phoneNumber: t.students.phoneNumber,
      reminderEmails: t.students.reminderEmails,
      language: t.students.language,
    })
    .from(t.students)
    .where(eq(t.students.id, studentId));
  if (!row) throw notFound('User data not found. Please login again.');
  const [pending] = await db
    .select({ newEmail: t.emailChangeTokens.newEmail })
    .from(t.emailChangeTokens)
    .where(
      and(
        eq(t.emailChangeTokens.studentId, studentId),
        isNull(t.emailChangeTokens.usedAt),
        gt(t.emailChangeTokens.expiresAt, now),
      ),
    )
    .orderBy(sql`${t.emailChangeTokens.createdAt} desc`)
    .limit(1);
  return {
    id: row.id,
    fullname: row.fullname,
    email: row.email,
    phone_number: row.phoneNumber,
    reminder_emails: row.reminderEmails,
    language: row.language === 'hi' ? ('hi' as const) : ('en' as const),
    pending_email: pending?.newEmail ?? null,
  };
}

/** Only the fields sent are checked, each with its registration rule and message. */
function checkSent(body: { fullname?: unknown; phone_number?: unknown }) {
  return {
    fullname: body.fullname === undefined ? undefined : profileDetailsRules.fullname(body.fullname, {}),
    phone_number:
      body.phone_number === undefined ? undefined : profileDetailsRules.phone_number(body.phone_number, {}),
  };
}

const profile: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config, clock, mail, loginThrottle } = app.deps;
  const tags = ['students'];
  const writeRateLimit = { max: config.rateLimit.writesPerIpMax, timeWindow: config.rateLimit.windowMs };

  app.get(
    '/api/student/profile/:userId',
    { schema: { tags, params: S.UserIdParams, response: { 200: S.StudentProfileResponse } } },
    async (req) => {
      const id = requireStudent(req, req.params.userId);
      return { success: true, profile: await profileOf(db, id, clock.now()) };
    },
  );

  app.put(
    '/api/student/profile/:userId',
    {
      schema: {
        tags,
        params: S.UserIdParams,
        body: S.StudentProfileBody,
        response: { 200: S.StudentProfileSaveResponse },
      },
      config: { rules: (body) => checkSent(body) },
    },
    async (req) => {
      const id = requireStudent(req, req.params.userId);
      const { fullname, phone_number, reminder_emails, language } = req.body;
      if (
        fullname === undefined &&
        phone_number === undefined &&
        reminder_emails === undefined &&
        language === undefined
      )
        throw badRequest('Nothing to change.');
      assertValid(checkSent(req.body));
      assertValid({ language: languageError(language) });
      const set: Partial<typeof t.students.$inferInsert> = {};
      if (fullname !== undefined) set.fullname = normalizeName(fullname);
      if (phone_number !== undefined) set.phoneNumber = phone_number.trim();
      if (reminder_emails !== undefined) set.reminderEmails = reminder_emails;
      if (language !== undefined) set.language = language;
      if (set.phoneNumber) {
        const [other] = await db
          .select({ id: t.students.id })
          .from(t.students)
          .where(and(eq(t.students.phoneNumber, set.phoneNumber), ne(t.students.id, id)));
        if (other)
          throw new HttpError(409, PROFILE_MESSAGES.phoneTaken, {
            errors: { phone_number: PROFILE_MESSAGES.phoneTaken },
          });
      }
      try {
        await db.update(t.students).set(set).where(eq(t.students.id, id));
      } catch (err) {
        if (isUniqueViolation(err) !== undefined)
          throw new HttpError(409, PROFILE_MESSAGES.phoneTaken, {
            errors: { phone_number: PROFILE_MESSAGES.phoneTaken },
          });
        throw err;
      }
      const onlyReminder = fullname === undefined && phone_number === undefined;
      const onlyLanguage = onlyReminder && reminder_emails === undefined;
      return {
        success: true,
        message: onlyLanguage
          ? language === 'hi'
            ? PROFILE_MESSAGES.languageHindi
            : PROFILE_MESSAGES.languageEnglish
          : onlyReminder
            ? reminder_emails
              ? PROFILE_MESSAGES.reminderOn
              : PROFILE_MESSAGES.reminderOff
            : PROFILE_MESSAGES.detailsSaved,
        profile: await profileOf(db, id, clock.now()),
      };
    },
  );

  app.post(
    '/api/student/profile/:userId/email',
    {
      schema: { tags, params: S.UserIdParams, body: S.EmailChangeBody, response: { 200: S.MessageResponse } },
      config: { auth: 'student', rules: (body) => validateEmailChange(body), rateLimit: writeRateLimit },
    },
    async (req) => {
      const id = requireStudent(req, req.params.userId);
      assertValid(validateEmailChange(req.body));
      const email = req.body.email.trim().toLowerCase();
      const [me] = await db
        .select({ email: t.students.email, name: t.students.fullname })
        .from(t.students)
        .where(eq(t.students.id, id));
      if (!me) throw notFound('User data not found. Please login again.');
      if (me.email === email)
        throw badRequest(PROFILE_MESSAGES.emailSame, { errors: { email: PROFILE_MESSAGES.emailSame } });
      const [taken] = await db
        .select({ id: t.students.id })
        .from(t.students)
        .where(eq(t.students.email, email));
      if (taken)
        throw new HttpError(409, PROFILE_MESSAGES.emailTaken, {
          errors: { email: PROFILE_MESSAGES.emailTaken },
        });
      const now = clock.now();
      const token = newToken();
      const origin = req.headers.origin;
      const base = origin && config.corsOrigins.includes(origin) ? origin : config.mail.siteUrl;
      const link = `${base}/confirm-email?token=${token}`;
      await db.transaction(async (tx) => {
        // Her row is locked first, so requests of hers (on any process) are counted and
        // superseded one after the other: the hourly limit cannot be overtaken by requests sent
        // at once, and exactly one link (the latest) is left live.
        await tx.select({ id: t.students.id }).from(t.students).where(eq(t.students.id, id)).for('update');
        const [recent] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(t.emailChangeTokens)
          .where(
            and(
              eq(t.emailChangeTokens.studentId, id),
              gt(t.emailChangeTokens.createdAt, new Date(now.getTime() - 60 * 60 * 1000)),
            ),
          );
        if ((recent?.n ?? 0) >= EMAIL_CHANGES_PER_HOUR)
          throw new HttpError(429, 'Too many confirmation links in the last hour. Please try again later.');
        // One pending change at a time: an earlier link stops working.
        await tx
          .update(t.emailChangeTokens)
          .set({ usedAt: now })
          .where(and(eq(t.emailChangeTokens.studentId, id), isNull(t.emailChangeTokens.usedAt)));
        await tx.insert(t.emailChangeTokens).values({
          studentId: id,
          newEmail: email,
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MINUTES * 60 * 1000),
          createdAt: now,
        });
        await enqueueMail(tx as unknown as Db, {
          kind: 'email-change',
          to: email,
          payload: { name: me.name, link, newEmail: email, validMinutes: EMAIL_CHANGE_TTL_MINUTES },
        });
      });
      mail.kick();
      return { success: true, message: PROFILE_MESSAGES.emailChangeSent };
    },
  );

  // The link proves she owns the new address; it may be opened where she is not signed in.
  app.post(
    '/api/student/email/confirm',
    {
      schema: { tags, body: S.EmailConfirmBody, response: { 200: S.MessageResponse } },
      config: { rateLimit: writeRateLimit },
    },
    async (req) => {
      const token = req.body.token.trim();
      if (!token) throw badRequest(PROFILE_MESSAGES.emailTokenMissing);
      const [row] = await db
        .select()
        .from(t.emailChangeTokens)
        .where(eq(t.emailChangeTokens.tokenHash, hashToken(token)));
      if (!row) throw badRequest(PROFILE_MESSAGES.emailTokenInvalid);
      if (row.usedAt) throw badRequest(PROFILE_MESSAGES.emailTokenUsed);
      const now = clock.now();
      if (row.expiresAt.getTime() <= now.getTime()) throw badRequest(PROFILE_MESSAGES.emailTokenExpired);
      try {
        await db.transaction(async (tx) => {
          const used = await tx
            .update(t.emailChangeTokens)
            .set({ usedAt: now })
            .where(and(eq(t.emailChangeTokens.id, row.id), isNull(t.emailChangeTokens.usedAt)))
            .returning({ id: t.emailChangeTokens.id });
          if (!used[0]) throw badRequest(PROFILE_MESSAGES.emailTokenUsed);
          // Only her latest link changes her address: a later request superseded this one.
          const [newer] = await tx
            .select({ id: t.emailChangeTokens.id })
            .from(t.emailChangeTokens)
            .where(and(eq(t.emailChangeTokens.studentId, row.studentId), gt(t.emailChangeTokens.id, row.id)))
            .limit(1);
          if (newer) throw badRequest(PROFILE_MESSAGES.emailTokenUsed);
          await tx.update(t.students).set({ email: row.newEmail }).where(eq(t.students.id, row.studentId));
        });
      } catch (err) {
        // Someone registered with the address between the request and the confirmation.
        if (isUniqueViolation(err) !== undefined) throw conflict(PROFILE_MESSAGES.emailTaken);
        throw err;
      }
      return { success: true, message: PROFILE_MESSAGES.emailChanged };
    },
  );

  app.put(
    '/api/student/profile/:userId/password',
    {
      schema: {
        tags,
        params: S.UserIdParams,
        body: S.PasswordChangeBody,
        response: { 200: S.MessageResponse },
      },
      config: { auth: 'student', rules: (body) => validatePasswordChange(body) },
    },
    async (req) => {
      const id = requireStudent(req, req.params.userId);
      assertValid(validatePasswordChange(req.body));
      // Wrong current passwords are throttled like failed logins of the account.
      const account = `student#${id}`;
      const hadFailures = await loginThrottle.check(account, req.ip);
      const [me] = await db
        .select({ passwordHash: t.students.passwordHash })
        .from(t.students)
        .where(eq(t.students.id, id));
      if (!me) throw notFound('User data not found. Please login again.');
      if (!(await verifyPassword(me.passwordHash, req.body.current_password))) {
        await loginThrottle.fail(account, req.ip);
        throw badRequest(PROFILE_MESSAGES.currentPasswordWrong, {
          errors: { current_password: PROFILE_MESSAGES.currentPasswordWrong },
        });
      }
      if (hadFailures) await loginThrottle.succeed(account, req.ip);
      const passwordHash = await hashPassword(req.body.new_password);
      const current = req.session.sessionId;
      const signedOut = await db.transaction(async (tx) => {
        await tx.update(t.students).set({ passwordHash }).where(eq(t.students.id, id));
        const rows = await tx
          .delete(t.httpSessions)
          .where(
            and(sql`${t.httpSessions.data} ->> 'studentId' = ${String(id)}`, ne(t.httpSessions.sid, current)),
          )
          .returning({ sid: t.httpSessions.sid });
        return rows.map((r) => r.sid);
      });
      app.deps.sessions.forgetMany(signedOut);
      return { success: true, message: PROFILE_MESSAGES.passwordChanged };
    },
  );
};

export default profile;

/**
 * The student's own page: her details and reminder preference, a change of e-mail address that
 * takes effect only when the link mailed to the new address is opened, and a password change that
 * signs out her other sessions and keeps this one. Own data only: the same guards as her dashboard.
 */
import { endConsentForOldNumber } from '../messaging/consent';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/schemas';
import {
  PROFILE_MESSAGES,
  normalizeName,
  validateEmailChange,
  validatePasswordChange,
  profileDetailsRules,
  languageError,
} from '@ai-women/contracts';
import type * as t from '../db/schema';
import { assertValid, badRequest, conflict, HttpError, isUniqueViolation, notFound } from '../lib/errors';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { requireStudent } from '../auth/guards';
import { newToken } from '../password/service';
import {
  changePassword,
  confirmEmailChange,
  emailInUse,
  nameAndEmailOf,
  passwordHashOf,
  phoneTakenByOther,
  profileOf,
  requestEmailChange,
  updateStudentDetails,
} from './profile-service';


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
        if (await phoneTakenByOther(db, set.phoneNumber, id))
          throw new HttpError(409, PROFILE_MESSAGES.phoneTaken, {
            errors: { phone_number: PROFILE_MESSAGES.phoneTaken },
          });
      }
      try {
        await updateStudentDetails(db, id, set);
      } catch (err) {
        if (isUniqueViolation(err) !== undefined)
          throw new HttpError(409, PROFILE_MESSAGES.phoneTaken, {
            errors: { phone_number: PROFILE_MESSAGES.phoneTaken },
          });
        throw err;
      }
      // Consent to WhatsApp was for the number she had: a new number needs it again.
      if (set.phoneNumber) await endConsentForOldNumber(db, id, set.phoneNumber);
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
      const me = await nameAndEmailOf(db, id);
      if (!me) throw notFound('User data not found. Please login again.');
      if (me.email === email)
        throw badRequest(PROFILE_MESSAGES.emailSame, { errors: { email: PROFILE_MESSAGES.emailSame } });
      if (await emailInUse(db, email))
        throw new HttpError(409, PROFILE_MESSAGES.emailTaken, {
          errors: { email: PROFILE_MESSAGES.emailTaken },
        });
      const now = clock.now();
      const token = newToken();
      const origin = req.headers.origin;
      const base = origin && config.corsOrigins.includes(origin) ? origin : config.mail.siteUrl;
      const link = `${base}/confirm-email?token=${token}`;
      await requestEmailChange(db, { studentId: id, name: me.name, email, token, link, now });
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
      try {
        await confirmEmailChange(db, token, clock.now());
        mail.kick();
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
      const currentHash = await passwordHashOf(db, id);
      if (currentHash === undefined) throw notFound('User data not found. Please login again.');
      if (!(await verifyPassword(currentHash, req.body.current_password))) {
        await loginThrottle.fail(account, req.ip);
        throw badRequest(PROFILE_MESSAGES.currentPasswordWrong, {
          errors: { current_password: PROFILE_MESSAGES.currentPasswordWrong },
        });
      }
      if (hadFailures) await loginThrottle.succeed(account, req.ip);
      const passwordHash = await hashPassword(req.body.new_password);
      const signedOut = await changePassword(db, id, passwordHash, req.session.sessionId);
      app.deps.sessions.forgetMany(signedOut);
      return { success: true, message: PROFILE_MESSAGES.passwordChanged };
    },
  );
};

export default profile;

/** Tutor registration, login, profile and notifications. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq, or, sql } from 'drizzle-orm';
import * as S from '@ai-women/contracts/schemas';
import {
  MESSAGES,
  normalizeName,
  validateProfile,
  validateTutorLogin,
  validateTutorRegistration,
} from '@ai-women/contracts';
import * as t from '../db/schema';
import { HttpError, assertValid, conflict, isUniqueViolation, notFound } from '../lib/errors';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { iso, tutorData, notification } from '../lib/shape';
import { requireTutor, startSession } from '../auth/guards';
import type { Db } from '../db/client';
import { enqueueMail } from '../mail/outbox';

const DUP_EMAIL = 'A tutor with this email already exists. Please login instead.';
const DUP_PHONE = 'A tutor with this mobile number already exists.';

const tutors: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config, loginThrottle, readCache } = app.deps;
  const tags = ['tutors'];

  app.post(
    '/tutor/register',
    {
      schema: { tags, body: S.TutorRegisterBody, response: { 201: S.TutorRegisterResponse } },
      config: {
        errorField: true,
        rules: validateTutorRegistration,
        rateLimit: { max: config.rateLimit.writesPerIpMax, timeWindow: config.rateLimit.windowMs },
      },
    },
    async (req, reply) => {
      assertValid(validateTutorRegistration(req.body));
      const email = req.body.email.trim().toLowerCase();
      const phone = req.body.mobile_number.trim();
      const existing = await db
        .select({ email: t.tutors.email })
        .from(t.tutors)
        .where(or(eq(t.tutors.email, email), eq(t.tutors.phoneNumber, phone)));
      if (existing.some((e) => e.email === email)) throw conflict(DUP_EMAIL);
      if (existing.length > 0) throw conflict(DUP_PHONE);
      const passwordHash = await hashPassword(req.body.password);
      let row;
      try {
        // The tutor and the welcome notification land together or not at all.
        row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(t.tutors)
            .values({ name: normalizeName(req.body.name), email, phoneNumber: phone, passwordHash })
            .returning();
          await tx.insert(t.tutorNotifications).values({
            tutorId: created!.id,
            title: 'Welcome to Aarohi',
            message:
              'Your tutor account is ready. Upload your resume and experience letter to complete your profile.',
          });
          await enqueueMail(tx as unknown as Db, {
            kind: 'welcome-tutor',
            to: email,
            payload: { name: created!.name },
          });
          return created!;
        });
        app.deps.mail.kick();
      } catch (err) {
        const c = isUniqueViolation(err);
        if (c !== undefined) throw conflict(c.includes('phone') ? DUP_PHONE : DUP_EMAIL);
        throw err;
      }
      await startSession(req, { tutorId: row!.id });
      reply.status(201);
      return { success: true, message: 'Tutor registration successful!', tutor: tutorData(row!) };
    },
  );

  app.post(
    '/api/tutor/login',
    {
      schema: { tags, body: S.TutorLoginBody, response: { 200: S.TutorLoginResponse } },
      // Throttled by account + address, failures only (auth/login-limiter.ts), not per request.
      config: { rules: validateTutorLogin, keepsReadCache: true },
    },
    async (req) => {
      const email = req.body.email.trim().toLowerCase();
      assertValid(validateTutorLogin({ email, password: req.body.password }));
      const rows = await db.select().from(t.tutors).where(eq(t.tutors.email, email)).limit(1);
      const tutor = rows[0];
      const account = tutor ? `tutor#${tutor.id}` : `tutor:${email}`;
      const hadFailures = await loginThrottle.check(account, req.ip);
      const ok = await verifyPassword(tutor?.passwordHash, req.body.password);
      if (!tutor || !ok) {
        await loginThrottle.fail(account, req.ip);
        throw new HttpError(401, MESSAGES.invalidCredentials);
      }
      if (hadFailures) await loginThrottle.succeed(account, req.ip);
      await startSession(req, { tutorId: tutor.id });
      return { success: true, message: 'Login successful', data: tutorData(tutor) };
    },
  );

  // The tutor screens' reads: one query each, prepared once.
  const profileQuery = db
    .select()
    .from(t.tutors)
    .where(eq(t.tutors.id, sql.placeholder('tutorId')))
    .prepare('tutor_profile');
  const notificationsQuery = db
    .select()
    .from(t.tutorNotifications)
    .where(eq(t.tutorNotifications.tutorId, sql.placeholder('tutorId')))
    .orderBy(desc(t.tutorNotifications.createdAt), desc(t.tutorNotifications.id))
    .prepare('tutor_notifications');

  app.get(
    '/api/tutor/profile/:tutor_id',
    { schema: { tags, params: S.TutorIdParams, response: { 200: S.TutorProfileResponse } } },
    async (req) => {
      const tutorId = requireTutor(req, req.params.tutor_id);
      const rows = await readCache.get(`tutor-profile:${tutorId}`, () => profileQuery.execute({ tutorId }));
      if (!rows[0]) throw notFound('Tutor not found. Please login again.');
      return { success: true, data: tutorData(rows[0]) };
    },
  );

  app.put(
    '/api/tutor/profile/:tutorId',
    {
      schema: {
        tags,
        params: S.TutorIdCamelParams,
        body: S.TutorProfileBody,
        response: { 200: S.TutorProfileUpdateResponse },
      },
      config: { rules: validateProfile },
    },
    async (req) => {
      const tutorId = requireTutor(req, req.params.tutorId);
      assertValid(validateProfile(req.body));
      const phone = req.body.phone_number.replace(/\s+/g, '');
      let row;
      try {
        [row] = await db
          .update(t.tutors)
          .set({ name: normalizeName(req.body.name), phoneNumber: phone })
          .where(eq(t.tutors.id, tutorId))
          .returning();
      } catch (err) {
        if (isUniqueViolation(err) !== undefined) throw conflict(DUP_PHONE);
        throw err;
      }
      if (!row) throw notFound('Tutor not found. Please login again.');
      return {
        success: true,
        message: 'Profile updated successfully!',
        data: {
          name: row.name,
          phone_number: row.phoneNumber,
          email: row.email,
          created_at: iso(row.createdAt),
        },
      };
    },
  );

  app.get(
    '/api/tutor/notifications/:tutor_id',
    { schema: { tags, params: S.TutorIdParams, response: { 200: S.TutorNotificationsResponse } } },
    async (req) => {
      const tutorId = requireTutor(req, req.params.tutor_id);
      return readCache.get(`tutor-notifications:${tutorId}`, async () => {
        const rows = await notificationsQuery.execute({ tutorId });
        return { success: true, data: rows.map(notification) };
      });
    },
  );
};

export default tutors;

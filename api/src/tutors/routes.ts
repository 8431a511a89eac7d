/** Tutors: registration, login and profile. Her notifications are in ../notifications. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/schemas';
import { MESSAGES, validateProfile, validateTutorLogin, validateTutorRegistration } from '@ai-women/contracts';
import { assertValid, notFound } from '../lib/errors';
import { iso, tutorData } from '../lib/shape';
import { logout, requireTutor, startSession } from '../auth/guards';
import { signIn } from '../auth/login';
import { registerTutor, tutorByEmail, tutorProfileReader, updateTutorProfile } from './service';
import { TUTOR_READS } from '../lib/read-cache';

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
      const row = await registerTutor(db, req.body);
      app.deps.mail.kick();
      await startSession(req, { tutorId: row.id });
      reply.status(201);
      return { success: true, message: 'Tutor registration successful!', tutor: tutorData(row) };
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
      const tutor = await signIn(req, loginThrottle, {
        kind: 'tutor',
        typed: email,
        password: req.body.password,
        account: await tutorByEmail(db, email),
        invalidMessage: MESSAGES.invalidCredentials,
      });
      return { success: true, message: 'Login successful', data: tutorData(tutor) };
    },
  );

  app.post(
    '/api/tutor/logout',
    { schema: { tags, response: { 200: S.MessageResponse } }, config: { keepsReadCache: true } },
    logout,
  );

  const profile = tutorProfileReader(db);

  app.get(
    '/api/tutor/profile/:tutor_id',
    {
      config: { auth: 'tutor' },
      schema: { tags, params: S.TutorIdParams, response: { 200: S.TutorProfileResponse } },
    },
    async (req) => {
      const tutorId = requireTutor(req, req.params.tutor_id);
      const rows = await readCache.get(`tutor-profile:${tutorId}`, [TUTOR_READS], () => profile(tutorId));
      if (!rows[0]) throw notFound('Tutor not found. Please login again.');
      return { success: true, data: tutorData(rows[0]) };
    },
  );

  app.put(
    '/api/tutor/profile/:tutor_id',
    {
      schema: {
        tags,
        params: S.TutorIdParams,
        body: S.TutorProfileBody,
        response: { 200: S.TutorProfileUpdateResponse },
      },
      config: { auth: 'tutor', rules: validateProfile },
    },
    async (req) => {
      const tutorId = requireTutor(req, req.params.tutor_id);
      assertValid(validateProfile(req.body));
      const row = await updateTutorProfile(db, tutorId, req.body);
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
};

export default tutors;

/** The student's and the tutor's notification lists: one handler, two audiences. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/schemas';
import { requireStudent, requireTutor } from '../auth/guards';
import { notificationsReader } from './service';
import { studentTag, TUTOR_READS } from '../lib/read-cache';

const notifications: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { readCache } = app.deps;
  const students = notificationsReader(db, 'student');
  const tutors = notificationsReader(db, 'tutor');

  app.get(
    '/api/student/notifications/:userId',
    {
      config: { auth: 'student' },
      schema: {
        tags: ['students'],
        params: S.UserIdParams,
        response: { 200: S.StudentNotificationsResponse },
      },
    },
    async (req) => {
      const userId = requireStudent(req, req.params.userId);
      return readCache.get(`student-notifications:${userId}`, [studentTag(userId)], async () => ({
        success: true,
        data: await students(userId),
      }));
    },
  );

  app.get(
    '/api/tutor/notifications/:tutor_id',
    {
      config: { auth: 'tutor' },
      schema: { tags: ['tutors'], params: S.TutorIdParams, response: { 200: S.TutorNotificationsResponse } },
    },
    async (req) => {
      const tutorId = requireTutor(req, req.params.tutor_id);
      return readCache.get(`tutor-notifications:${tutorId}`, [TUTOR_READS], async () => ({
        success: true,
        data: await tutors(tutorId),
      }));
    },
  );
};

export default notifications;

/** The tutor's batches: list (status filter), stats computed by counting, status transitions. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/schemas';
import { BATCH_STATUSES, MEETING_MESSAGES, normaliseLink, validateMeetingLink } from '@ai-women/contracts';
import { badRequest } from '../lib/errors';
import { iso } from '../lib/shape';
import { todayIso } from '../lib/schedule';
import { apiBaseUrl } from '../lib/urls';
import { requireTutor } from '../auth/guards';
import { batchStudents, changeBatchStatus, setMeetingLink, tutorBatchQueries } from './service';
import { TUTOR_READS } from '../lib/read-cache';

const batches: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { readCache } = app.deps;
  const tags = ['batches'];

  const queries = tutorBatchQueries(db);

  app.get(
    '/api/tutor/batches/:tutor_id',
    {
      config: { auth: 'tutor' },
      schema: {
        tags,
        params: S.TutorIdParams,
        querystring: S.BatchListQuery,
        response: { 200: S.BatchListResponse },
      },
    },
    async (req) => {
      const tutorId = requireTutor(req, req.params.tutor_id);
      const filter = (req.query.status ?? 'all').trim().toLowerCase();
      const status = BATCH_STATUSES.find((s) => s.toLowerCase() === filter);
      if (!status && filter !== 'all' && filter !== '')
        throw badRequest('Status filter must be active, completed, inactive or all');
      const rows = await readCache.get(`tutor-batches:${tutorId}:${status ?? 'all'}`, [TUTOR_READS], () =>
        queries.list(tutorId, status),
      );
      return {
        success: true,
        data: rows.map(({ batch, students }) => ({
          batch_id: batch.id,
          batch_name: batch.name,
          status: batch.status,
          no_of_people: Number(students),
          timing: batch.timing,
          created_at: iso(batch.createdAt),
          start_date: batch.startDate,
          meeting_url: batch.meetingUrl,
        })),
      };
    },
  );

  app.get(
    '/api/tutor/batches/:tutor_id/stats',
    {
      config: { auth: 'tutor' },
      schema: { tags, params: S.TutorIdParams, response: { 200: S.BatchStatsResponse } },
    },
    async (req) => {
      const tutorId = requireTutor(req, req.params.tutor_id);
      const rows = await readCache.get(`tutor-stats:${tutorId}`, [TUTOR_READS], () => queries.stats(tutorId));
      const count = (s: string) => rows.filter((r) => r.status === s).length;
      return {
        success: true,
        data: {
          total_batches: rows.length,
          active_batches: count('Active'),
          completed_batches: count('Completed'),
          total_students: rows.reduce((n, r) => n + Number(r.students), 0),
          active_students: rows
            .filter((r) => r.status === 'Active')
            .reduce((n, r) => n + Number(r.students), 0),
        },
      };
    },
  );

  app.put(
    '/api/batches/:batchId/status',
    {
      config: { auth: 'tutor' },
      schema: {
        tags,
        params: S.BatchIdParams,
        body: S.BatchStatusBody,
        response: { 200: S.MessageResponse },
      },
    },
    async (req) => {
      const tutorId = requireTutor(req, req.body.tutor_id);
      const batch = await changeBatchStatus(
        db,
        req.params.batchId,
        req.body.status,
        tutorId,
        undefined,
        app.deps.clock.now(),
      );
      return { success: true, message: `${batch.name} is now ${batch.status}.` };
    },
  );

  // Any tutor sees who is in a batch; e-mail and phone only for the batch's own tutor.
  app.get(
    '/api/tutor/batch-students/:batchId',
    { schema: { tags, params: S.BatchIdParams, response: { 200: S.BatchStudentsResponse } } },
    async (req) => {
      const tutorId = requireTutor(req);
      const { batch, students } = await batchStudents(db, req.params.batchId);
      const own = batch.tutorId === tutorId;
      return {
        success: true,
        own,
        data: students.map((s) =>
          own
            ? { id: s.id, name: s.name, email: s.email, phone_number: s.phoneNumber }
            : { id: s.id, name: s.name },
        ),
      };
    },
  );

  app.put(
    '/api/batches/:batchId/meeting-url',
    {
      schema: {
        tags,
        params: S.BatchIdParams,
        body: S.MeetingUrlBody,
        response: { 200: S.MeetingUrlResponse },
      },
      config: { auth: 'tutor', rules: (body) => ({ meeting_url: validateMeetingLink(body.meeting_url) }) },
    },
    async (req) => {
      const tutorId = requireTutor(req, req.body.tutor_id);
      const rule = validateMeetingLink(req.body.meeting_url);
      if (rule) throw badRequest(rule, { errors: { meeting_url: rule } });
      // Stored as the link rule's normalised form, never as typed (see contracts/src/links.ts).
      const link = normaliseLink(req.body.meeting_url).href!;
      const result = await setMeetingLink(db, req.params.batchId, tutorId, link, {
        api: apiBaseUrl(app.deps.config),
        today: todayIso(app.deps.clock.now()),
      });
      return {
        success: true,
        message: MEETING_MESSAGES.saved,
        meeting_url: result.meetingUrl,
        notified: result.notified,
      };
    },
  );
};

export default batches;

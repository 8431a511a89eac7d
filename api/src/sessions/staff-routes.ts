/**
 * A batch's sessions from the school's side: the attendance table (and its CSV) and the students'
 * feedback with their names, per batch, plus every batch's and tutor's average. Support and admins
 * read them; admins move a session to another time (the tutor's own route calls the same function).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/schemas';
import { StaffIdParams } from '@ai-women/contracts/staff';
import { rescheduleRules, RESCHEDULE_MESSAGES } from '@ai-women/contracts';
import { ADMIN, ANY_STAFF, STAFF_SECURITY, STAFF_TAGS } from '../auth/staff';
import { rescheduleSession } from './reschedule';
import { batchFacts, batchSessions, isHeld, sessionTimesView } from './service';
import { notFound } from '../lib/errors';
import { attendanceCsv, attendanceTable } from './attendance-report';
import { staffBatchFeedback, staffFeedbackOverview } from './feedback';

const staffSessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { clock } = app.deps;
  const tags = STAFF_TAGS;
  const security = STAFF_SECURITY;

  app.get(
    '/api/staff/batches/:id/attendance',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { tags, security, params: StaffIdParams, response: { 200: S.StaffAttendanceResponse } },
    },
    async (req) => ({ success: true, data: await attendanceTable(db, req.params.id, clock.now()) }),
  );
  app.get(
    '/api/staff/batches/:id/attendance.csv',
    { config: { staffRoles: ANY_STAFF }, schema: { tags, security, params: StaffIdParams } },
    async (req, reply) => {
      const csv = await attendanceCsv(db, req.params.id, clock.now());
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.name}"`)
        .header('cache-control', 'private, no-store');
      return csv.text;
    },
  );
  app.get(
    '/api/staff/batches/:id/feedback',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { tags, security, params: StaffIdParams, response: { 200: S.StaffBatchFeedbackResponse } },
    },
    async (req) => ({ success: true, data: await staffBatchFeedback(db, req.params.id) }),
  );
  app.get(
    '/api/staff/feedback',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { tags, security, response: { 200: S.StaffFeedbackOverviewResponse } },
    },
    async () => ({ success: true, data: await staffFeedbackOverview(db) }),
  );
  app.get(
    '/api/staff/batches/:id/sessions',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { tags, security, params: StaffIdParams, response: { 200: S.StaffTimetableResponse } },
    },
    async (req) => {
      const batch = await batchFacts(db, req.params.id);
      if (!batch) throw notFound('Batch not found');
      const at = clock.now();
      const list = await batchSessions(db, batch.id);
      return {
        success: true,
        data: {
          batch_id: batch.id,
          timing: batch.timing,
          sessions: list.map((s) => ({
            id: s.id,
            session_no: s.sessionNo,
            module_no: s.moduleNo,
            topic: s.topic,
            date: s.date,
            ...sessionTimesView(s, batch.timing),
            held: isHeld(s, batch.timing, at),
          })),
        },
      };
    },
  );
  app.put(
    '/api/staff/sessions/:id/schedule',
    {
      config: { staffRoles: ADMIN, rules: rescheduleRules },
      schema: {
        tags,
        security,
        params: S.SessionIdParams,
        body: S.RescheduleBody,
        response: { 200: S.RescheduleResponse },
      },
    },
    async (req) => ({
      success: true,
      message: RESCHEDULE_MESSAGES.moved,
      data: await rescheduleSession(db, { staff: req.staff! }, req.params.id, req.body, clock.now()),
    }),
  );
};

export default staffSessionRoutes;

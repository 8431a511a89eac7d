/**
 * A batch's sessions from the school's side: the attendance table (and its CSV) and the students'
 * feedback with their names, per batch, plus every batch's and tutor's average. Support and admins
 * read them; nothing here writes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/schemas';
import { StaffIdParams } from '@ai-women/contracts/staff';
import { ANY_STAFF, STAFF_SECURITY, STAFF_TAGS } from '../auth/staff';
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
};

export default staffSessionRoutes;

/**
 * Learning between the classes from the school's side: a batch's catch-ups, students at risk and
 * quiz results (support and admins read), as JSON for the back office and as a CSV.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/staff';
import { ANY_STAFF, STAFF_SECURITY, STAFF_TAGS } from '../auth/staff';
import { batchLearning, learningCsv } from './learning-report';

const staffLearningRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { clock } = app.deps;
  const tags = STAFF_TAGS;
  const security = STAFF_SECURITY;

  app.get(
    '/api/staff/batches/:batchId/learning',
    {
      config: { staffRoles: ANY_STAFF },
      schema: {
        tags,
        security,
        params: S.StaffBatchIdParams,
        response: { 200: S.StaffBatchLearningResponse },
      },
    },
    async (req) => ({ success: true, data: await batchLearning(db, req.params.batchId, clock.now()) }),
  );

  app.get(
    '/api/staff/batches/:batchId/learning.csv',
    { config: { staffRoles: ANY_STAFF }, schema: { tags, security, params: S.StaffBatchIdParams } },
    async (req, reply) => {
      const csv = learningCsv(await batchLearning(db, req.params.batchId, clock.now()));
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.name}"`)
        .header('cache-control', 'private, no-store');
      return csv.text;
    },
  );
};

export default staffLearningRoutes;

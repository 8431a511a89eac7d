/** The audit log as the back office reads it (admins only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/staff';
import { ADMIN, STAFF_SECURITY, STAFF_TAGS } from '../auth/staff';
import { auditEntries } from './service';

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = STAFF_TAGS;
  const security = STAFF_SECURITY;

  app.get(
    '/api/staff/audit',
    {
      config: { staffRoles: ADMIN },
      schema: { tags, security, querystring: S.AuditQuery, response: { 200: S.AuditListResponse } },
    },
    async (req) => ({ success: true, data: await auditEntries(db, req.query) }),
  );
};

export default auditRoutes;

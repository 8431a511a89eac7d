/** Students from the school's side: the list and placing or moving one (admins), one student read-only (any staff). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/staff';
import { validatePlacement } from '@ai-women/contracts';
import { assertValid } from '../lib/errors';
import { audit } from '../audit/service';
import { ADMIN, ANY_STAFF, STAFF_SECURITY, STAFF_TAGS } from '../auth/staff';
import { staffStudentView } from './standing';
import { placeStudent } from '../batches/placement';
import { staffStudentList, staffStudentRow } from './staff-service';

const staffStudentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = STAFF_TAGS;
  const security = STAFF_SECURITY;

  app.get(
    '/api/staff/students',
    {
      config: { staffRoles: ADMIN },
      schema: { tags, security, querystring: S.PeopleQuery, response: { 200: S.StaffStudentListResponse } },
    },
    async (req) => ({ success: true, data: await staffStudentList(db, req.query) }),
  );
  // Support answers her tickets with this: read-only, so it is open to every staff role (the money
  // screens and every write stay admin-only).
  app.get(
    '/api/staff/students/:id',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { tags, security, params: S.StaffIdParams, response: { 200: S.StaffStudentViewResponse } },
    },
    async (req) => ({ success: true, data: await staffStudentView(db, req.params.id, app.deps.clock.now()) }),
  );
  app.put(
    '/api/staff/students/:id/batch',
    {
      config: { staffRoles: ADMIN, rules: validatePlacement },
      schema: {
        tags,
        security,
        params: S.StaffIdParams,
        body: S.MoveStudentBody,
        response: { 200: S.StaffStudentResponse },
      },
    },
    async (req) => {
      const who = req.staff!;
      assertValid(validatePlacement(req.body));
      const studentId = req.params.id;
      const reason = req.body.reason!.trim();
      const placed = await placeStudent(db, studentId, req.body.batch_id, (tx, p) =>
        audit(tx, who, {
          action: p.from.length ? 'student.move' : 'student.place',
          entity: 'student',
          entityId: studentId,
          before: {
            batch_ids: p.from.map((b) => b.id),
            batch_names: p.from.map((b) => b.name),
            reason: null,
          },
          after: { batch_ids: [p.batch.id], batch_names: [p.batch.name], reason },
        }),
        app.deps.clock.now(),
      );
      const data = await staffStudentRow(db, studentId);
      app.deps.mail.kick();
      return {
        success: true,
        message: placed.from.length
          ? `${placed.fullname} moved to ${placed.batch.name}.`
          : `${placed.fullname} placed in ${placed.batch.name}.`,
        data,
      };
    },
  );
};

export default staffStudentRoutes;

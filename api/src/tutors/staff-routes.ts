/** Tutors from the school's side (admins): the list, their uploaded documents and the review of them. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/staff';
import { DOCUMENT_DECISIONS } from '@ai-women/contracts';
import { badRequest, notFound } from '../lib/errors';
import { ADMIN, STAFF_SECURITY, STAFF_TAGS } from '../auth/staff';
import { sendPdf } from '../lib/downloads';
import { reviewTutorDocuments, staffTutorList, staffTutorRow, tutorDocument } from './staff-service';

const staffTutorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = STAFF_TAGS;
  const security = STAFF_SECURITY;

  app.get(
    '/api/staff/tutors',
    {
      config: { staffRoles: ADMIN },
      schema: { tags, security, querystring: S.PeopleQuery, response: { 200: S.StaffTutorListResponse } },
    },
    async (req) => ({ success: true, data: await staffTutorList(db, req.query.q) }),
  );
  app.get(
    '/api/staff/tutors/:id/files/:kind',
    { config: { staffRoles: ADMIN }, schema: { tags, security, params: S.TutorFileParams } },
    async (req, reply) => {
      const { key, name } = await tutorDocument(db, req.params.id, req.params.kind);
      const file = key ? await app.deps.files.open(key) : null;
      if (!file) throw notFound('Document not found');
      return sendPdf(reply, file, `inline; filename*=UTF-8''${encodeURIComponent(name)}`);
    },
  );
  app.put(
    '/api/staff/tutors/:id/review',
    {
      config: { staffRoles: ADMIN },
      schema: {
        tags,
        security,
        params: S.StaffIdParams,
        body: S.ReviewBody,
        response: { 200: S.StaffTutorResponse },
      },
    },
    async (req) => {
      const decision = DOCUMENT_DECISIONS.find((d) => d === req.body.decision);
      if (!decision) throw badRequest('Choose approve or send back.');
      await reviewTutorDocuments(db, req.staff!, req.params.id, decision, req.body.note);
      return {
        success: true,
        message: decision === 'approved' ? 'Documents approved.' : 'Sent back to the tutor with your note.',
        data: await staffTutorRow(db, req.params.id),
      };
    },
  );
};

export default staffTutorRoutes;

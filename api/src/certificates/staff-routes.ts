/**
 * Certificates from the school's side: a batch's students against the rule (support and admins
 * read), and the admin's decisions, each with a reason and audited: an exception (issue although
 * she fell short), a revocation, and reinstating a revoked certificate (the same number).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/staff';
import { CERTIFICATE_REASON_LIMITS } from '@ai-women/contracts';
import { ADMIN, ANY_STAFF, STAFF_SECURITY, STAFF_TAGS } from '../auth/staff';
import { iso } from '../lib/shape';
import {
  batchCertificates,
  checkedReason,
  grantCertificate,
  publicCertificateView,
  reinstateCertificate,
  revokeCertificate,
  type CertificateRow,
} from './service';

const staffCertificateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config, clock } = app.deps;
  const tags = STAFF_TAGS;
  const security = STAFF_SECURITY;
  const reason = (value: unknown) =>
    checkedReason(value, CERTIFICATE_REASON_LIMITS.min, CERTIFICATE_REASON_LIMITS.max);

  const view = (c: CertificateRow) => ({
    ...publicCertificateView(c, config.mail.siteUrl),
    student_id: c.studentId,
    batch_id: c.batchId,
    reason: (c.revokedAt ? c.revokeReason : c.grantReason) ?? null,
  });

  app.get(
    '/api/staff/batches/:batchId/certificates',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { tags, security, params: S.StaffBatchIdParams, response: { 200: S.StaffBatchCertificatesResponse } },
    },
    async (req) => {
      const { batch, rows } = await batchCertificates(db, req.params.batchId, clock.now());
      return {
        success: true,
        data: {
          batch: { batch_id: batch.id, batch_name: batch.name, status: batch.status },
          rows: rows.map((r) => ({
            student_id: r.studentId,
            student_name: r.studentName,
            ...r.figures,
            state: r.state,
            certificate_no: r.cert?.certificateNo ?? null,
            issued_at: r.cert ? iso(r.cert.issuedAt) : null,
            revoked_at: r.cert?.revokedAt ? iso(r.cert.revokedAt) : null,
            reason: r.cert ? ((r.cert.revokedAt ? r.cert.revokeReason : r.cert.grantReason) ?? null) : null,
          })),
        },
      };
    },
  );

  app.post(
    '/api/staff/certificates/grant',
    {
      config: { staffRoles: ADMIN },
      schema: { tags, security, body: S.CertificateGrantBody, response: { 200: S.StaffCertificateResponse } },
    },
    async (req) => {
      const row = await grantCertificate(
        db,
        req.staff!,
        { studentId: Number(req.body.student_id), batchId: Number(req.body.batch_id), reason: reason(req.body.reason) },
        clock.now(),
      );
      return { success: true, message: `Certificate ${row.certificateNo} issued.`, data: view(row) };
    },
  );

  app.post(
    '/api/staff/certificates/:certificateNo/revoke',
    {
      config: { staffRoles: ADMIN },
      schema: {
        tags,
        security,
        params: S.StaffCertificateNoParams,
        body: S.CertificateRevokeBody,
        response: { 200: S.StaffCertificateResponse },
      },
    },
    async (req) => {
      const row = await revokeCertificate(db, req.staff!, req.params.certificateNo, reason(req.body.reason), clock.now());
      return { success: true, message: `Certificate ${row.certificateNo} revoked.`, data: view(row) };
    },
  );

  app.post(
    '/api/staff/certificates/:certificateNo/reinstate',
    {
      config: { staffRoles: ADMIN },
      schema: {
        tags,
        security,
        summary: 'Reinstate a revoked certificate (same number), with a reason; audited',
        params: S.StaffCertificateNoParams,
        body: S.CertificateRevokeBody,
        response: { 200: S.StaffCertificateResponse },
      },
    },
    async (req) => {
      const row = await reinstateCertificate(db, req.staff!, req.params.certificateNo, reason(req.body.reason));
      return { success: true, message: `Certificate ${row.certificateNo} reinstated.`, data: view(row) };
    },
  );
};

export default staffCertificateRoutes;

/**
 * Certificates from outside the back office: the public verify read (anyone with the number; rate
 * limited, nothing that reaches her), her signed credential and the school's public key, her PDF
 * (her own, or staff), and her certificate page's state.
 */
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/schemas';
import {
  CERTIFICATE_MESSAGES,
  certificatePdfFileName,
  credentialFileName,
  linkedInAddUrl,
} from '@ai-women/contracts';
import { HttpError, forbidden, notFound, unauthorized } from '../lib/errors';
import { iso } from '../lib/shape';
import { apiBaseUrl } from '../lib/urls';
import { indiaDay } from '../lib/india-time';
import { requireStaff } from '../auth/staff';
import { contentDisposition } from '../lib/downloads';
import { certificateByNo, myCertificate, ownerLanguage, publicCertificateView, type CertificateRow } from './service';
import { buildCertificatePdf, certificatePdfAssets, indiaLongDay, verifyUrlOf } from './pdf';
import { jwksUrlOf, loadCredentialSigner, signedCredential } from './credential';
import { signedRevocationList } from './status-list';

const certificates: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config, clock, readCache } = app.deps;
  const tags = ['certificates'];
  // The school's site is the credentials' issuer (its /.well-known/jwks.json is forwarded here).
  const issuerUrl = new URL(config.mail.siteUrl).origin;
  const signer = await loadCredentialSigner(db, config.credentialSigningKey, issuerUrl);
  const apiRoot = path.dirname(config.migrationsDir);
  // Anyone may look a number up, but not walk through numbers: a budget per address (ignored when
  // rate limits are off) spent only by numbers that do not exist. A real certificate's lookup is
  // never refused: the verify page is server-rendered from one address for every visitor, and
  // walking through numbers must not leave a genuine certificate showing without its name. What a
  // real number reveals is what its public page shows anyway.
  const lookupLimit = {
    rateLimit: {
      max: config.rateLimit.certificateLookupsMax,
      timeWindow: config.rateLimit.windowMs,
      // After the parameters are validated, so a malformed number is a 400 and spends nothing.
      hook: 'preHandler' as const,
      allowList: async (req: FastifyRequest) => {
        const no = (req.params as { certificateNo?: unknown }).certificateNo;
        return typeof no === 'string' && (await certificateByNo(db, no)) !== undefined;
      },
    },
  };
  const verifyUrl = (no: string) => verifyUrlOf(config.mail.siteUrl, no);
  const statusListUrl = `${apiBaseUrl(config)}/api/certificates/status/revocation`;

  const publicView = (c: CertificateRow) => publicCertificateView(c, config.mail.siteUrl);

  /**
   * What anyone may check from any web page: an employer's verifier on another site reads these
   * with a plain fetch, so they answer `Access-Control-Allow-Origin: *`. Our own apps' origins keep
   * the exact origin and credentials the CORS plugin gave them (a `*` answer to a request sent
   * with credentials is refused by the browser). No other route gets this.
   */
  const publicCors = {
    onSend: async (_req: FastifyRequest, reply: FastifyReply) => {
      if (reply.getHeader('access-control-allow-origin')) return;
      reply.header('access-control-allow-origin', '*');
      reply.removeHeader('access-control-allow-credentials');
    },
  };

  const found = async (no: string) => {
    const row = await certificateByNo(db, no);
    if (!row) throw notFound(CERTIFICATE_MESSAGES.notFound);
    return row;
  };

  app.get(
    '/api/certificates/:certificateNo',
    {
      ...publicCors,
      config: lookupLimit,
      schema: {
        tags,
        params: S.CertificateNoParams,
        response: { 200: S.PublicCertificateResponse, 404: S.ErrorResponse },
      },
    },
    // An employer's check is a read of a row that changes only by a write request (a revocation, a
    // grant), so it is cached like the signed-in reads; an unknown number is never cached.
    async (req) => ({
      success: true,
      data: await readCache.get(`certificate:${req.params.certificateNo.toUpperCase()}`, [], async () =>
        publicView(await found(req.params.certificateNo)),
      ),
    }),
  );

  app.get(
    '/api/certificates/:certificateNo/credential',
    {
      ...publicCors,
      config: lookupLimit,
      schema: {
        tags,
        params: S.CertificateNoParams,
        produces: ['application/vc+jwt'],
        response: { 200: { type: 'string' }, 404: S.ErrorResponse, 410: S.ErrorResponse },
      },
    },
    async (req, reply) => {
      const row = await found(req.params.certificateNo);
      if (row.revokedAt)
        throw new HttpError(410, CERTIFICATE_MESSAGES.revokedOn(indiaLongDay(indiaDay(row.revokedAt))));
      const jwt = await signedCredential(
        signer,
        row,
        { issuerUrl, verifyUrl: verifyUrl(row.certificateNo), jwksUrl: jwksUrlOf(issuerUrl), statusListUrl },
        clock.now(),
      );
      reply
        .type('application/vc+jwt')
        .header(
          'content-disposition',
          contentDisposition('attachment', credentialFileName(row.certificateNo)),
        )
        .header('cache-control', 'no-store');
      return jwt;
    },
  );

  // The revocation list every credential points to (credentialStatus): signed like the credentials,
  // built from the database on each request so a revocation shows at once; caches may keep it five
  // minutes.
  app.get(
    '/api/certificates/status/revocation',
    { ...publicCors, schema: { tags, produces: ['application/vc+jwt'], response: { 200: { type: 'string' } } } },
    async (_req, reply) => {
      const jwt = await signedRevocationList(db, signer, { listUrl: statusListUrl, issuerUrl }, clock.now());
      reply.type('application/vc+jwt').header('cache-control', 'public, max-age=300');
      return jwt;
    },
  );

  app.get('/.well-known/jwks.json', { ...publicCors, schema: { tags, response: { 200: S.Jwks } } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { keys: [signer.jwk] };
  });

  app.get(
    '/api/certificates/:certificateNo/pdf',
    {
      schema: {
        tags,
        params: S.CertificateNoParams,
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => {
      const { studentId, staffId, tutorId } = req.session;
      if (studentId === undefined && staffId === undefined) {
        if (tutorId !== undefined) throw forbidden(CERTIFICATE_MESSAGES.notYours);
        throw unauthorized();
      }
      if (staffId !== undefined) await requireStaff(req, db);
      const row = await found(req.params.certificateNo);
      if (staffId === undefined && row.studentId !== studentId)
        throw forbidden(CERTIFICATE_MESSAGES.notYours);
      const bytes = await buildCertificatePdf(
        {
          ...row,
          name: row.studentName,
          issuedAt: iso(row.issuedAt),
          language: await ownerLanguage(db, row.studentId),
        },
        verifyUrl(row.certificateNo),
        certificatePdfAssets(apiRoot),
        clock.now(),
      );
      reply
        .type('application/pdf')
        .header(
          'content-disposition',
          contentDisposition('attachment', certificatePdfFileName(row.certificateNo)),
        )
        .header('cache-control', 'private, no-store');
      return reply.send(Buffer.from(bytes));
    },
  );

  app.get(
    '/api/student/certificate',
    // Her first visit after her batch completes issues the certificate (a write).
    {
      config: { auth: 'student', changesData: true },
      schema: { tags, response: { 200: S.MyCertificateResponse } },
    },
    async (req) => {
      const state = await myCertificate(db, req.session.studentId!, clock.now());
      if (!('row' in state)) return { success: true, data: state };
      const view = publicView(state.row);
      const base = `${apiBaseUrl(config)}/api/certificates/${state.row.certificateNo}`;
      return {
        success: true,
        data: {
          state: state.state,
          certificate: {
            ...view,
            pdf_url: `${base}/pdf`,
            credential_url: `${base}/credential`,
            linkedin_url: linkedInAddUrl({
              courseTitle: state.row.courseTitle,
              issuedAt: state.row.issuedAt,
              verifyUrl: view.verify_url,
              certificateNo: state.row.certificateNo,
            }),
          },
        },
      };
    },
  );
};

export default certificates;

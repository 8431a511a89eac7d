/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * Certificates: the public verify read, her page (issuing on first read), the PDF, the signed
 * credential checked by another implementation, the staff exception and revocation, and issuing
 * when a batch is completed (one row, one mail).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { CERTIFICATE_DEMO_LOGINS, DEMO_CERTIFICATE_NO } from '../src/db/seed-certificates';
import { newCertificateNo } from '../src/certificates/service';
import { addDays, planTimetable, todayIso } from '../src/lib/schedule';
import { createTestContext, DEMO_LOGINS, sessionCookie, type TestContext } from './helpers/context';

let ctx: TestContext;
let db: TestContext['database']['db'];
let priya: { cookie: string; userId: number };
let lakshmi: { cookie: string; userId: number };
let divya: { cookie: string; userId: number };
let tutor: { cookie: string; tutorId: number };
let admin: string;
let support: string;
let batch9: number;

const staffLogin = async (who: { email: string; password: string }) =>
  sessionCookie(
    await ctx.inject({ method: 'POST', url: '/api/staff/login', payload: { email: who.email, password: who.password } }),
  );

const mailsTo = async (studentId: number) => {
  const [s] = await db.select({ email: t.students.email }).from(t.students).where(eq(t.students.id, studentId));
  return db
    .select()
    .from(t.outbox)
    .where(and(eq(t.outbox.kind, 'certificate-ready'), eq(t.outbox.toAddress, s!.email)));
};

const auditOf = (action: string, entityId: string) =>
  db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.action, action), eq(t.auditLog.entityId, entityId)));

function pdfText(bytes: Buffer): string {
  const file = path.join(os.tmpdir(), `cert-${process.pid}-${crypto.randomBytes(4).toString('hex')}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  } finally {
    fs.unlinkSync(file);
  }
}

beforeAll(async () => {
  ctx = await createTestContext({ MAIL_SENDER: 'off' });
  db = ctx.database.db;
  priya = await ctx.loginStudent();
  lakshmi = await ctx.loginStudent(CERTIFICATE_DEMO_LOGINS.eligibleStudent.email, 'Student@2025');
  divya = await ctx.loginStudent(CERTIFICATE_DEMO_LOGINS.shortStudent.email, 'Student@2025');
  tutor = await ctx.loginTutor();
  admin = await staffLogin(DEMO_LOGINS.admin);
  support = await staffLogin(DEMO_LOGINS.support);
  const [b] = await db.select().from(t.batches).where(eq(t.batches.name, 'Aarohi Evening Batch 9'));
  batch9 = b!.id;
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('certificate numbers', () => {
  it('are AAR- and 16 Crockford characters (80 random bits), never I, L, O or U', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i += 1) {
      const no = newCertificateNo();
      expect(no).toMatch(/^AAR-[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      seen.add(no);
    }
    expect(seen.size).toBe(500);
  });
});

describe('GET /api/certificates/:no (public)', () => {
  it('answers what the certificate says and nothing that reaches her', async () => {
    const res = await ctx.inject({ method: 'GET', url: `/api/certificates/${DEMO_CERTIFICATE_NO}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(
      [
        'certificate_no',
        'student_name',
        'course_title',
        'batch_name',
        'start_date',
        'end_date',
        'tutor_name',
        'issued_at',
        'status',
        'revoked_at',
        'verify_url',
      ].sort(),
    );
    expect(data).toMatchObject({
      certificate_no: DEMO_CERTIFICATE_NO,
      student_name: DEMO_LOGINS.student.name,
      batch_name: 'Aarohi Evening Batch 9',
      tutor_name: DEMO_LOGINS.tutor.name,
      status: 'valid',
      revoked_at: null,
      verify_url: `${ctx.config.mail.siteUrl}/verify/${DEMO_CERTIFICATE_NO}`,
    });
    expect(res.body).not.toContain(DEMO_LOGINS.student.email);
    expect(res.body).not.toContain(DEMO_LOGINS.student.mobile);
    expect(res.body).not.toMatch(/student_id|"id"/);
  });

  it('finds the number in any case', async () => {
    const res = await ctx.inject({ method: 'GET', url: `/api/certificates/${DEMO_CERTIFICATE_NO.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
  });

  it.each(['AAR-0000-0000-0000-0000', 'nonsense', 'AAR-IIII-LLLL-OOOO-UUUU', '%00', 'x'.repeat(300)])(
    '404 for %s',
    async (no) => {
      const res = await ctx.inject({ method: 'GET', url: `/api/certificates/${encodeURIComponent(no)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Certificate not found' });
    },
  );
});

describe('GET /api/student/certificate', () => {
  it('401 signed out, 403 for a tutor', async () => {
    expect((await ctx.inject({ method: 'GET', url: '/api/student/certificate' })).statusCode).toBe(401);
    expect(
      (await ctx.inject({ method: 'GET', url: '/api/student/certificate', cookie: tutor.cookie })).statusCode,
    ).toBe(403);
  });

  it('Priya: her completed batch’s certificate, with the PDF, credential and LinkedIn links', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/student/certificate', cookie: priya.cookie });
    expect(res.statusCode).toBe(200);
    const { state, certificate } = res.json().data;
    expect(state).toBe('issued');
    expect(certificate.certificate_no).toBe(DEMO_CERTIFICATE_NO);
    expect(certificate.pdf_url).toBe(`${ctx.config.publicUrl}/api/certificates/${DEMO_CERTIFICATE_NO}/pdf`);
    expect(certificate.credential_url).toBe(
      `${ctx.config.publicUrl}/api/certificates/${DEMO_CERTIFICATE_NO}/credential`,
    );
    const linkedin = new URL(certificate.linkedin_url);
    expect(linkedin.origin + linkedin.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedin.searchParams)).toMatchObject({
      startTask: 'CERTIFICATION_NAME',
      name: certificate.course_title,
      organizationName: 'Aarohi',
      certUrl: certificate.verify_url,
      certId: DEMO_CERTIFICATE_NO,
    });
    expect(linkedin.searchParams.get('issueMonth')).toMatch(/^([1-9]|1[0-2])$/);
  });

  it('20 of 25: issued on her first visit, mailed once, the same number after', async () => {
    expect(await mailsTo(lakshmi.userId)).toHaveLength(0);
    const first = (await ctx.inject({ method: 'GET', url: '/api/student/certificate', cookie: lakshmi.cookie })).json()
      .data;
    expect(first.state).toBe('issued');
    expect(first.certificate.student_name).toBe(CERTIFICATE_DEMO_LOGINS.eligibleStudent.name);
    const again = (await ctx.inject({ method: 'GET', url: '/api/student/certificate', cookie: lakshmi.cookie })).json()
      .data;
    expect(again.certificate.certificate_no).toBe(first.certificate.certificate_no);
    const mails = await mailsTo(lakshmi.userId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({ certificateNo: first.certificate.certificate_no });
  });

  it('19 of 25: not eligible, short by one', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/student/certificate', cookie: divya.cookie });
    expect(res.json().data).toEqual({
      state: 'not_eligible',
      attended: 19,
      held: 25,
      required: 20,
      short_by: 1,
      caught_up: [],
      batch_name: 'Aarohi Evening Batch 9',
      batch_completed: true,
    });
    expect(await mailsTo(divya.userId)).toHaveLength(0);
  });

  it('a student in no batch', async () => {
    const s = await ctx.registerStudent();
    const res = await ctx.inject({ method: 'GET', url: '/api/student/certificate', cookie: s.cookie });
    expect(res.json().data).toEqual({ state: 'no_batch' });
  });
});

describe('GET /api/certificates/:no/pdf', () => {
  const url = `/api/certificates/${DEMO_CERTIFICATE_NO}/pdf`;

  it('her own: an A4 landscape PDF with her name and the number', async () => {
    const res = await ctx.inject({ method: 'GET', url, cookie: priya.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`attachment; filename="aarohi-certificate-${DEMO_CERTIFICATE_NO}.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(DEMO_LOGINS.student.name);
    expect(text).toContain(DEMO_CERTIFICATE_NO);
  });

  it("reads in its owner's language, whoever downloads it", async () => {
    await db.update(t.students).set({ language: 'hi' }).where(eq(t.students.id, priya.userId));
    try {
      const text = pdfText((await ctx.inject({ method: 'GET', url, cookie: support })).rawPayload);
      expect(text).toContain('कोर्स पूरा करने का सर्टिफ़िकेट');
      expect(text).toContain(DEMO_LOGINS.student.name);
    } finally {
      await db.update(t.students).set({ language: 'en' }).where(eq(t.students.id, priya.userId));
    }
  });

  it('staff may download it; others 403; signed out 401', async () => {
    expect((await ctx.inject({ method: 'GET', url, cookie: support })).statusCode).toBe(200);
    expect((await ctx.inject({ method: 'GET', url, cookie: divya.cookie })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'GET', url, cookie: tutor.cookie })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await ctx.inject({ method: 'GET', url: '/api/certificates/AAR-0000-0000-0000-0000/pdf', cookie: admin }))
        .statusCode,
    ).toBe(404);
  });
});

/** Base64url → bytes, and a JWS checked by node:crypto (not jose) against a JWK. */
const b64 = (s: string) => Buffer.from(s, 'base64url');
function verifiedByNode(jwt: string, jwk: crypto.JsonWebKey): boolean {
  const [h, p, s] = jwt.split('.');
  const key = crypto.createPublicKey({ key: jwk, format: 'jwk' });
  return crypto.verify(null, Buffer.from(`${h}.${p}`), key, b64(s!));
}

describe('the verifiable credential', () => {
  it('is a VC-JWT OpenBadgeCredential signed with the published Ed25519 key', async () => {
    const jwks = await ctx.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(jwks.statusCode).toBe(200);
    const [jwk] = jwks.json().keys;
    expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(jwk).not.toHaveProperty('d');

    const res = await ctx.inject({ method: 'GET', url: `/api/certificates/${DEMO_CERTIFICATE_NO}/credential` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/vc\+jwt/);
    expect(res.headers['content-disposition']).toContain(`aarohi-credential-${DEMO_CERTIFICATE_NO}.jwt`);
    const jwt = res.body;
    const header = JSON.parse(b64(jwt.split('.')[0]!).toString());
    expect(header).toMatchObject({ alg: 'EdDSA', kid: jwk.kid });
    const vc = JSON.parse(b64(jwt.split('.')[1]!).toString());
    expect(vc['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(vc.issuer).toMatchObject({ name: 'Aarohi' });
    expect(vc.credentialSubject.name).toBe(DEMO_LOGINS.student.name);
    expect(vc.credentialSubject.achievement.name).toBeTruthy();
    expect(JSON.stringify(vc)).not.toContain(DEMO_LOGINS.student.email);

    const { kid: _kid, alg: _alg, use: _use, ...publicJwk } = jwk;
    expect(verifiedByNode(jwt, publicJwk)).toBe(true);
    // One changed byte of the payload and the signature no longer holds.
    const [h, p, s] = jwt.split('.');
    const bytes = b64(p!);
    bytes[10] = bytes[10]! ^ 1;
    expect(verifiedByNode(`${h}.${bytes.toString('base64url')}.${s}`, publicJwk)).toBe(false);
  });

  it('keeps the same key across restarts of the API on one database', async () => {
    const before = (await ctx.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json().keys[0];
    const [stored] = await db.select().from(t.appSecrets).where(eq(t.appSecrets.name, 'credential-ed25519'));
    expect(stored!.value).toContain('BEGIN PRIVATE KEY');
    const { loadCredentialSigner } = await import('../src/certificates/credential');
    expect((await loadCredentialSigner(db, undefined, new URL(ctx.config.mail.siteUrl).origin)).jwk).toEqual(before);
  });

  it('404 for an unknown number', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/certificates/AAR-0000-0000-0000-0000/credential' });
    expect(res.statusCode).toBe(404);
  });
});

/**
 * What a verifier does with a credential's status entry: fetch the list, check its signature with
 * the published key (node's own Ed25519, not the library that signed), gunzip the bits, read one.
 */
async function revokedBit(listUrl: string, index: number): Promise<boolean> {
  const res = await ctx.inject({ method: 'GET', url: new URL(listUrl).pathname });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/vc\+jwt/);
  const { kid: _kid, alg: _alg, use: _use, ...publicJwk } = (await ctx.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json().keys[0];
  expect(verifiedByNode(res.body, publicJwk)).toBe(true);
  const list = JSON.parse(b64(res.body.split('.')[1]!).toString());
  expect(list.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
  expect(list.credentialSubject).toMatchObject({ type: 'BitstringStatusList', statusPurpose: 'revocation' });
  const encoded: string = list.credentialSubject.encodedList;
  expect(encoded.startsWith('u')).toBe(true);
  const bits = zlib.gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
  expect(bits.length).toBeGreaterThanOrEqual(16 * 1024);
  return (bits[index >> 3]! & (0x80 >> (index & 7))) !== 0;
}

describe('staff', () => {
  it('the batch list: support and admins read each student against the rule', async () => {
    const res = await ctx.inject({ method: 'GET', url: `/api/staff/batches/${batch9}/certificates`, cookie: support });
    expect(res.statusCode).toBe(200);
    const { batch, rows } = res.json().data;
    expect(batch).toEqual({ batch_id: batch9, batch_name: 'Aarohi Evening Batch 9', status: 'Completed' });
    const byName = (n: string) => rows.find((r: { student_name: string }) => r.student_name === n);
    expect(byName(DEMO_LOGINS.student.name)).toMatchObject({
      state: 'issued',
      certificate_no: DEMO_CERTIFICATE_NO,
      attended: 23,
      held: 25,
    });
    expect(byName(CERTIFICATE_DEMO_LOGINS.shortStudent.name)).toMatchObject({
      state: 'not_eligible',
      attended: 19,
      required: 20,
      short_by: 1,
      certificate_no: null,
    });
    expect((await ctx.inject({ method: 'GET', url: `/api/staff/batches/${batch9}/certificates`, cookie: priya.cookie })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'GET', url: '/api/staff/batches/999999/certificates', cookie: admin })).statusCode).toBe(404);
  });

  it('an exception: admins only, with a reason, audited, mailed; 409 the second time', async () => {
    const body = { student_id: divya.userId, batch_id: batch9, reason: 'Missed one class for a hospital visit; caught up.' };
    expect(
      (await ctx.inject({ method: 'POST', url: '/api/staff/certificates/grant', cookie: support, payload: body }))
        .statusCode,
    ).toBe(403);
    const short = await ctx.inject({
      method: 'POST',
      url: '/api/staff/certificates/grant',
      cookie: admin,
      payload: { ...body, reason: 'ok' },
    });
    expect(short.statusCode).toBe(400);
    const res = await ctx.inject({ method: 'POST', url: '/api/staff/certificates/grant', cookie: admin, payload: body });
    expect(res.statusCode).toBe(200);
    const cert = res.json().data;
    expect(cert).toMatchObject({ status: 'valid', student_name: CERTIFICATE_DEMO_LOGINS.shortStudent.name, reason: body.reason });
    expect(await auditOf('certificate.grant', cert.certificate_no)).toHaveLength(1);
    expect(await mailsTo(divya.userId)).toHaveLength(1);
    const again = await ctx.inject({ method: 'POST', url: '/api/staff/certificates/grant', cookie: admin, payload: body });
    expect(again.statusCode).toBe(409);
    const mine = (await ctx.inject({ method: 'GET', url: '/api/student/certificate', cookie: divya.cookie })).json().data;
    expect(mine.state).toBe('issued');
    // Not before the batch is Completed, and only for a student of the batch.
    const [active] = await db.select().from(t.batches).where(eq(t.batches.name, 'Aarohi Evening Batch 12'));
    const early = await ctx.inject({
      method: 'POST',
      url: '/api/staff/certificates/grant',
      cookie: admin,
      payload: { ...body, student_id: priya.userId, batch_id: active!.id },
    });
    expect(early.statusCode).toBe(409);
    const stranger = await ctx.inject({
      method: 'POST',
      url: '/api/staff/certificates/grant',
      cookie: admin,
      payload: { ...body, student_id: tutor.tutorId + 100000, batch_id: batch9 },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('a revocation: admins only, audited, then the public read says revoked and the credential 410', async () => {
    const no = (await ctx.inject({ method: 'GET', url: '/api/student/certificate', cookie: lakshmi.cookie })).json().data
      .certificate.certificate_no;
    // Downloaded before the revocation: it names its place in the school's revocation list.
    const downloaded = (await ctx.inject({ method: 'GET', url: `/api/certificates/${no}/credential` })).body;
    const { credentialStatus: status } = JSON.parse(b64(downloaded.split('.')[1]!).toString());
    expect(status).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListCredential: `${ctx.config.publicUrl}/api/certificates/status/revocation`,
    });
    const revokedInList = await revokedBit(status.statusListCredential, Number(status.statusListIndex));
    expect(revokedInList).toBe(false);

    const url = `/api/staff/certificates/${no}/revoke`;
    expect((await ctx.inject({ method: 'POST', url, cookie: support, payload: { reason: 'Attendance was mis-marked.' } })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'POST', url, cookie: admin, payload: { reason: '' } })).statusCode).toBe(400);
    const res = await ctx.inject({ method: 'POST', url, cookie: admin, payload: { reason: 'Attendance was mis-marked.' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'revoked', reason: 'Attendance was mis-marked.' });
    expect(await auditOf('certificate.revoke', no)).toHaveLength(1);
    expect((await ctx.inject({ method: 'POST', url, cookie: admin, payload: { reason: 'Again, twice.' } })).statusCode).toBe(409);

    const pub = (await ctx.inject({ method: 'GET', url: `/api/certificates/${no}` })).json().data;
    expect(pub.status).toBe('revoked');
    expect(pub.revoked_at).toEqual(expect.any(String));
    const cred = await ctx.inject({ method: 'GET', url: `/api/certificates/${no}/credential` });
    expect(cred.statusCode).toBe(410);
    expect(cred.json()).toEqual({ success: false, message: expect.stringMatching(/^This certificate was revoked on \d{1,2} \w+ \d{4}\.$/) });
    // The credential she downloaded earlier is still validly signed, but the list now says revoked.
    expect(await revokedBit(status.statusListCredential, Number(status.statusListIndex))).toBe(true);
    expect(await revokedBit(status.statusListCredential, Number(status.statusListIndex) + 1)).toBe(false);
    const mine = (await ctx.inject({ method: 'GET', url: '/api/student/certificate', cookie: lakshmi.cookie })).json().data;
    expect(mine.state).toBe('revoked');
    expect(
      (await ctx.inject({ method: 'POST', url: '/api/staff/certificates/AAR-0000-0000-0000-0000/revoke', cookie: admin, payload: { reason: 'Unknown one.' } }))
        .statusCode,
    ).toBe(404);
  });

  it('reinstating the revoked certificate: admins only, the same number valid again, audited with both reasons', async () => {
    const no = (await ctx.inject({ method: 'GET', url: '/api/student/certificate', cookie: lakshmi.cookie })).json().data
      .certificate.certificate_no;
    expect((await ctx.inject({ method: 'GET', url: `/api/certificates/${no}` })).json().data.status).toBe('revoked');
    const downloaded = (await ctx.inject({ method: 'GET', url: `/api/certificates/${no}/credential` }));
    expect(downloaded.statusCode).toBe(410);

    const url = `/api/staff/certificates/${no}/reinstate`;
    const bySupport = await ctx.inject({ method: 'POST', url, cookie: support, payload: { reason: 'The register was right.' } });
    expect(bySupport.statusCode).toBe(403);
    expect((await ctx.inject({ method: 'POST', url, cookie: admin, payload: { reason: 'x' } })).statusCode).toBe(400);
    const res = await ctx.inject({ method: 'POST', url, cookie: admin, payload: { reason: 'The register was right after all.' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: `Certificate ${no} reinstated.`, data: { certificate_no: no, status: 'valid' } });
    const [entry] = await auditOf('certificate.reinstate', no);
    expect(entry).toMatchObject({
      before: { status: 'revoked', reason: 'Attendance was mis-marked.' },
      after: { status: 'valid', reason: 'The register was right after all.' },
    });
    // Twice is a conflict; an unknown number is a 404.
    const again = await ctx.inject({ method: 'POST', url, cookie: admin, payload: { reason: 'Once more, please.' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'This certificate is not revoked.' });
    expect(
      (await ctx.inject({ method: 'POST', url: '/api/staff/certificates/AAR-0000-0000-0000-0000/reinstate', cookie: admin, payload: { reason: 'Unknown one.' } }))
        .statusCode,
    ).toBe(404);

    // Everyone reads it valid again under the same number: the public record, the credential, her page, the list.
    const pub = (await ctx.inject({ method: 'GET', url: `/api/certificates/${no}` })).json().data;
    expect(pub).toMatchObject({ certificate_no: no, status: 'valid', revoked_at: null });
    const cred = await ctx.inject({ method: 'GET', url: `/api/certificates/${no}/credential` });
    expect(cred.statusCode).toBe(200);
    const { credentialStatus: status } = JSON.parse(b64(cred.body.split('.')[1]!).toString());
    expect(await revokedBit(status.statusListCredential, Number(status.statusListIndex))).toBe(false);
    const mine = (await ctx.inject({ method: 'GET', url: '/api/student/certificate', cookie: lakshmi.cookie })).json().data;
    expect(mine.certificate.certificate_no).toBe(no);
    expect(mine.state).not.toBe('revoked');
  });
});

describe('completing a batch issues what was earned, in the same transaction', () => {
  it('20 of 25 gets one (one mail), 19 of 25 none; a Devanagari name is drawn and found in the PDF', async () => {
    const start = addDays(todayIso(new Date()), -70);
    const [b] = await db
      .insert(t.batches)
      .values({ name: 'Certificate Test Batch', tutorId: tutor.tutorId, courseId: 1, status: 'Active', timing: 'Mon-Sat 19:00-20:30', startDate: start })
      .returning();
    const sessions = await db
      .insert(t.classSessions)
      .values(planTimetable(start, 'everyday').map((s) => ({ batchId: b!.id, sessionNo: s.sessionNo, moduleNo: s.moduleNo, date: s.date, topic: s.topic })))
      .returning();
    const twenty = await ctx.registerStudent({ fullname: 'प्रिया शर्मा' });
    const nineteen = await ctx.registerStudent();
    for (const [s, attended] of [
      [twenty, 20],
      [nineteen, 19],
    ] as const) {
      await db.update(t.students).set({ paymentStatus: 'completed' }).where(eq(t.students.id, s.userId));
      await db.insert(t.enrolments).values({ studentId: s.userId, batchId: b!.id });
      await db.insert(t.sessionAttendance).values(
        sessions.map((x) => ({ sessionId: x.id, studentId: s.userId, status: x.sessionNo <= attended ? 'present' : 'absent' })),
      );
    }
    const res = await ctx.inject({ method: 'PUT', url: `/api/staff/batches/${b!.id}/status`, cookie: admin, payload: { status: 'Completed' } });
    expect(res.statusCode).toBe(200);
    const issued = await db.select().from(t.certificates).where(eq(t.certificates.batchId, b!.id));
    expect(issued.map((c) => c.studentId)).toEqual([twenty.userId]);
    expect(issued[0]).toMatchObject({ attended: 20, held: 25, studentName: 'प्रिया शर्मा' });
    expect(await mailsTo(twenty.userId)).toHaveLength(1);
    expect(await mailsTo(nineteen.userId)).toHaveLength(0);
    // Her page does not issue a second one.
    await ctx.inject({ method: 'GET', url: '/api/student/certificate', cookie: twenty.cookie });
    expect(await mailsTo(twenty.userId)).toHaveLength(1);

    const pdf = await ctx.inject({ method: 'GET', url: `/api/certificates/${issued[0]!.certificateNo}/pdf`, cookie: twenty.cookie });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('प्रिया शर्मा');
    expect(text).toContain(issued[0]!.certificateNo);
  });
});

describe('the "certificate ready" mail', () => {
  const payload = {
    name: 'प्रिया शर्मा',
    certificateNo: DEMO_CERTIFICATE_NO,
    courseTitle: 'AI for Everyday Life',
    batchName: 'Aarohi Evening Batch 9',
    startDate: '2026-09-14',
    endDate: '2026-10-10',
    tutorName: 'Kavya Menon',
    issuedAt: '2026-10-10T15:30:00Z',
  };
  const links = { site: 'https://aarohi.example', tutorPortal: 'https://aarohi.example', contactEmail: 'help@aarohi.example' };

  it('speaks her language and links the verify page; its attachment is her PDF', async () => {
    const { renderMail } = await import('../src/mail/templates');
    const { certificateAttachment } = await import('../src/certificates/pdf');
    const en = renderMail('certificate-ready', { ...payload, language: 'en' }, links);
    expect(en.subject).toBe('Your certificate is ready');
    expect(en.text).toContain(`https://aarohi.example/verify/${DEMO_CERTIFICATE_NO}`);
    const hi = renderMail('certificate-ready', { ...payload, language: 'hi' }, links);
    expect(hi.subject).toBe('आपका प्रमाणपत्र तैयार है');
    expect(hi.html).toContain('lang="hi"');
    const file = await certificateAttachment(path.resolve(__dirname, '..'), payload, links.site);
    expect(file.filename).toBe(`aarohi-certificate-${DEMO_CERTIFICATE_NO}.pdf`);
    const text = pdfText(file.content);
    expect(text).toContain('प्रिया शर्मा');
    expect(text).toContain(DEMO_CERTIFICATE_NO);
  });

  it('in Hindi for a Hindi reader: heading, labels and dates in Hindi, her name as typed', async () => {
    const { certificateAttachment } = await import('../src/certificates/pdf');
    const file = await certificateAttachment(path.resolve(__dirname, '..'), { ...payload, language: 'hi' }, links.site);
    const text = pdfText(file.content);
    expect(text).toContain('कोर्स पूरा करने का सर्टिफ़िकेट');
    expect(text).toContain('प्रिया शर्मा');
    expect(text).toContain('जारी होने की तारीख़');
    expect(text).toContain('10 अक्टूबर 2026');
    expect(text).toContain(DEMO_CERTIFICATE_NO);
    expect(text).not.toMatch(/CERTIFICATE OF COMPLETION|Issued on|Scan to verify|October/);
    const english = pdfText((await certificateAttachment(path.resolve(__dirname, '..'), payload, links.site)).content);
    expect(english).toContain('CERTIFICATE OF COMPLETION');
    expect(english).not.toContain('सर्टिफ़िकेट');
  });
});

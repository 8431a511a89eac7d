/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * The credential a student downloads, checked the way an outside verifier checks it: against the
 * official Open Badges 3.0 AchievementCredential JSON schema and the W3C VC 2.0 JSON schema (copies
 * in test/fixtures/schemas, see the README there), the OB 3.0 JWT proof rules (registered claims
 * equal to the credential's own fields, the key found by dereferencing `kid`), and CORS on the
 * public verification endpoints only.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { calculateJwkThumbprint } from 'jose';
import { DEMO_CERTIFICATE_NO } from '../src/db/seed-certificates';
import { certificateByNo } from '../src/certificates/service';
import { loadCredentialSigner, signedCredential } from '../src/certificates/credential';
import { createTestContext, DEMO_LOGINS, type TestContext } from './helpers/context';

let ctx: TestContext;

const schemaDir = path.join(__dirname, 'fixtures', 'schemas');
const schema = (file: string) => JSON.parse(fs.readFileSync(path.join(schemaDir, file), 'utf8'));
const b64 = (s: string) => Buffer.from(s, 'base64url');
const decode = (jwt: string) => {
  const [h, p] = jwt.split('.');
  return { header: JSON.parse(b64(h!).toString()), payload: JSON.parse(b64(p!).toString()) };
};

function validator<T extends Ajv2019 | Ajv2020>(ajv: T, file: string) {
  addFormats(ajv);
  const validate = ajv.compile(schema(file));
  return (data: unknown) => {
    const ok = validate(data);
    return ok ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
}
const obSchema = validator(new Ajv2019({ strict: false, allErrors: true }), 'ob_v3p0_achievementcredential_schema.json');
const vcSchema = validator(new Ajv2020({ strict: false, allErrors: true }), 'vc-2.0-verifiable-credential-schema.json');

beforeAll(async () => {
  ctx = await createTestContext({ MAIL_SENDER: 'off' });
}, 240_000);

afterAll(async () => {
  await ctx?.close();
});

/** Every rule of OB 3.0's JWT proof a verifier applies to a decoded credential; [] when it holds. */
async function jwtProofProblems(jwt: string): Promise<string[]> {
  const problems: string[] = [];
  const { header, payload: vc } = decode(jwt);
  if (header.alg !== 'EdDSA') problems.push(`alg ${header.alg}`);
  if (header.typ !== 'JWT') problems.push(`typ ${header.typ}`);
  if (vc.iss !== vc.issuer.id) problems.push('iss is not issuer.id');
  if (typeof vc.credentialSubject.id !== 'string' || vc.sub !== vc.credentialSubject.id)
    problems.push('sub is not credentialSubject.id');
  if (vc.jti !== vc.id) problems.push('jti is not id');
  if (vc.nbf * 1000 !== Date.parse(vc.validFrom)) problems.push(`nbf ${vc.nbf} is not validFrom ${vc.validFrom}`);
  if ('validUntil' in vc ? vc.exp * 1000 !== Date.parse(vc.validUntil) : 'exp' in vc) problems.push('exp is not validUntil');

  // The key: `kid` is a URL on the issuer's site whose fragment names a key in the set found there.
  const kid = new URL(header.kid);
  if (`${kid.origin}${kid.pathname}` !== `${vc.issuer.id}/.well-known/jwks.json`)
    problems.push(`kid ${header.kid} is not the issuer's key set`);
  // The site forwards this path to the API (scripts/serve.mjs, nginx); the API answers it here.
  const jwks = await ctx.inject({ method: 'GET', url: kid.pathname });
  const jwk = jwks.json().keys.find((k: { kid: string }) => k.kid === header.kid);
  if (!jwk) return [...problems, 'no key in the set has the kid'];
  if ((await calculateJwkThumbprint({ kty: jwk.kty, crv: jwk.crv, x: jwk.x })) !== kid.hash.slice(1))
    problems.push("the kid's fragment is not the key's thumbprint");
  const [h, p, s] = jwt.split('.');
  const key = crypto.createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' });
  if (!crypto.verify(null, Buffer.from(`${h}.${p}`), key, b64(s!))) problems.push('the signature does not verify');
  return problems;
}

describe('the Open Badges credential', () => {
  it('passes the OB 3.0 and VC 2.0 schemas and the JWT proof rules', async () => {
    const res = await ctx.inject({ method: 'GET', url: `/api/certificates/${DEMO_CERTIFICATE_NO}/credential` });
    expect(res.statusCode).toBe(200);
    const { payload: vc } = decode(res.body);
    expect(obSchema(vc)).toEqual([]);
    expect(vcSchema(vc)).toEqual([]);
    expect(await jwtProofProblems(res.body)).toEqual([]);
  });

  it('names her by an identifier that is neither her e-mail nor her account, the same on every download', async () => {
    const get = async () =>
      decode((await ctx.inject({ method: 'GET', url: `/api/certificates/${DEMO_CERTIFICATE_NO}/credential` })).body)
        .payload;
    const [a, b] = [await get(), await get()];
    expect(a.credentialSubject.id).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(b.credentialSubject.id).toBe(a.credentialSubject.id);
    expect(JSON.stringify(a)).not.toContain(DEMO_LOGINS.student.email);
  });

  it('writes validFrom in whole seconds, so nbf names the same instant for a certificate issued mid-second', async () => {
    const row = await certificateByNo(ctx.database.db, DEMO_CERTIFICATE_NO);
    const site = new URL(ctx.config.mail.siteUrl).origin;
    const signer = await loadCredentialSigner(ctx.database.db, undefined, site);
    const urls = { issuerUrl: site, verifyUrl: `${site}/verify/X`, jwksUrl: '', statusListUrl: `${site}/list` };
    const jwt = await signedCredential(signer, { ...row!, issuedAt: new Date('2026-11-03T09:30:12.987Z') }, urls);
    const { payload } = decode(jwt);
    expect(payload.validFrom).toBe('2026-11-03T09:30:12Z');
    expect(payload.nbf).toBe(Date.parse('2026-11-03T09:30:12Z') / 1000);
    expect(await jwtProofProblems(jwt)).toEqual([]);
  });

  it('the revocation list it points to passes the VC 2.0 schema, its nbf equal to its validFrom', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/certificates/status/revocation' });
    const { header, payload } = decode(res.body);
    expect(header.typ).toBe('vc+jwt');
    expect(vcSchema(payload)).toEqual([]);
    expect(payload.nbf * 1000).toBe(Date.parse(payload.validFrom));
  });
});

describe('CORS', () => {
  const elsewhere = 'https://verifier.example';
  const publicUrls = [
    `/api/certificates/${DEMO_CERTIFICATE_NO}`,
    `/api/certificates/${DEMO_CERTIFICATE_NO}/credential`,
    '/.well-known/jwks.json',
    '/api/certificates/status/revocation',
  ];

  it.each(publicUrls)('%s can be read by a verifier on any site', async (url) => {
    const res = await ctx.inject({ method: 'GET', url, headers: { origin: elsewhere } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('our own apps keep their exact origin and credentials on those endpoints', async () => {
    const own = ctx.config.corsOrigins[0]!;
    const res = await ctx.inject({ method: 'GET', url: publicUrls[0]!, headers: { origin: own } });
    expect(res.headers['access-control-allow-origin']).toBe(own);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it.each(['/api/health', '/api/courses', '/api/student/certificate', '/api/nothing-here'])(
    '%s is not opened to other sites',
    async (url) => {
      const res = await ctx.inject({ method: 'GET', url, headers: { origin: elsewhere } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    },
  );
});

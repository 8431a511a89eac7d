/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
import { createTestContext, DEMO_LOGINS, sessionCookie, type TestContext } from './helpers/context';

// Headers that depend on how the API is reached and on who asks: HSTS only over TLS, nothing a
// signed-in person reads kept by a cache, and a Permissions-Policy on every answer.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('Strict-Transport-Security only over TLS', () => {
  it('is not sent over plain HTTP, nor on an untrusted X-Forwarded-Proto', async () => {
    // From an address that is not a trusted proxy (loopback is trusted by default), the header is
    // the client's own claim.
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }]) {
      for (const url of ['/api/courses', '/api/nothing-here', '/health']) {
        const res = await ctx.inject({ method: 'GET', url, headers, remoteAddress: '203.0.113.9' });
        expect(res.headers['strict-transport-security']).toBeUndefined();
      }
    }
    const plain = await ctx.inject({ method: 'GET', url: '/api/courses' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the request came over TLS, and only then', async () => {
    const proxied = await createTestContext({ TRUST_PROXY: '1' });
    try {
      const tls = await proxied.inject({ method: 'GET', url: '/api/courses', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const missing = await proxied.inject({
        method: 'GET',
        url: '/api/nothing-here',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await proxied.inject({ method: 'GET', url: '/api/courses', headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('is sent on every answer of a deployment reached over TLS only (TLS_ONLY=1)', async () => {
    const tlsOnly = await createTestContext({ TLS_ONLY: '1' });
    try {
      const res = await tlsOnly.inject({ method: 'GET', url: '/api/courses' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await tlsOnly.close();
    }
  });
});

/** Answers that are the same for everyone: their route may call them public. */
const PUBLIC_ROUTES = new Set([
  'GET /.well-known/jwks.json',
  'GET /api/certificates/status/revocation',
  'GET /sandbox/checkout.js',
]);

async function getRoutes(): Promise<{ route: string; url: string }[]> {
  const doc = (await ctx.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.keys(methods)
      .filter((m) => m === 'get')
      .map(() => ({ route: `GET ${p}`, url: p.replace('{kind}', 'resume').replace(/\{[^}]+\}/g, '1') })),
  );
}

describe('Cache-Control: nothing a signed-in person reads is stored', () => {
  it('every GET route answers no-store to students, tutors and staff (public answers excepted)', async () => {
    const staffLogin = await ctx.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password },
    });
    const callers = {
      student: (await ctx.loginStudent()).cookie,
      tutor: (await ctx.loginTutor()).cookie,
      staff: sessionCookie(staffLogin),
    };
    const routes = await getRoutes();
    // The signed-in reads the browser makes: her account, dashboard, certificate, sessions, …
    expect(routes.map((r) => r.route)).toEqual(
      expect.arrayContaining([
        'GET /api/me',
        'GET /api/student/dashboard/{userId}',
        'GET /api/student/certificate',
        'GET /api/staff/me',
      ]),
    );
    expect(routes.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    let answered = 0;
    for (const { route, url } of routes) {
      for (const [who, cookie] of Object.entries(callers)) {
        const res = await ctx.inject({ method: 'GET', url, cookie });
        const policy = String(res.headers['cache-control'] ?? '');
        if (res.statusCode === 200) answered++;
        const ok = /\bno-store\b/.test(policy) || (PUBLIC_ROUTES.has(route) && /\bpublic\b/.test(policy));
        if (!ok) wrong.push(`${route} as ${who}: ${res.statusCode} cache-control=${policy || '(none)'}`);
      }
    }
    expect(wrong).toEqual([]);
    // Not only refusals: many of these were real answers with her data.
    expect(answered).toBeGreaterThan(20);
  });

  it('signed-in answers of the dashboard, her account and the certificate are no-store', async () => {
    const { cookie } = await ctx.loginStudent();
    for (const url of ['/api/me', '/api/student/certificate', '/api/courses']) {
      const res = await ctx.inject({ method: 'GET', url, cookie });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('a route that sets a policy of its own that is not public is still no-store for a signed-in request', async () => {
    // The sandbox checkout script says no-cache: kept for anonymous callers, never for a session.
    const anonymous = await ctx.inject({ method: 'GET', url: '/sandbox/checkout.js' });
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    const { cookie } = await ctx.loginStudent();
    const signedIn = await ctx.inject({ method: 'GET', url: '/sandbox/checkout.js', cookie });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    // A public answer keeps its policy: it is the same for everyone.
    const keys = await ctx.inject({ method: 'GET', url: '/.well-known/jwks.json', cookie });
    expect(keys.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('Permissions-Policy', () => {
  it('is on answers, refusals and unknown routes: no camera, microphone, location or payment', async () => {
    for (const [method, url] of [
      ['GET', '/api/courses'],
      ['POST', '/login'],
      ['GET', '/api/nothing-here'],
      ['GET', '/docs'],
    ] as const) {
      const res = await ctx.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      const policy = String(res.headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
        expect(policy.split(', ')).toContain(feature);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });
});

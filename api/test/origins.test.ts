/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
import { loadConfig } from '../src/config';
import { frontendOrigins, portsFromEnv, DEFAULT_PORTS } from '@ai-women/contracts/ports';
import { createTestContext, DEMO_LOGINS, type TestContext } from './helpers/context';

/** The allowed origins follow the ports and URLs the frontends are configured with. */
const base = { DATA_DIR: '/tmp/aarohi-origins-unused', SESSION_SECRET: 'x'.repeat(40) };
const originsOf = (env: Record<string, string>) => loadConfig({ ...base, ...env }, process.cwd()).corsOrigins;

describe('allowed origins derived from the port configuration', () => {
  it('defaults to the four frontends on their default ports, loopback names only', () => {
    const origins = originsOf({});
    for (const port of [3000, 3001, 3002, 3003]) {
      expect(origins).toContain(`http://127.0.0.1:${port}`);
      expect(origins).toContain(`http://localhost:${port}`);
    }
    expect(origins).toHaveLength(8);
    expect(origins.some((o) => o.endsWith(':6006'))).toBe(false);
  });

  it('moves with SHELL_PORT, LEARNER_PORT, TUTOR_PORT and BACKOFFICE_PORT, leaving the default ports out', () => {
    const origins = originsOf({ SHELL_PORT: '5000', LEARNER_PORT: '5001', TUTOR_PORT: '5002', BACKOFFICE_PORT: '5003' });
    expect(origins).toEqual(
      expect.arrayContaining([
        'http://127.0.0.1:5000',
        'http://localhost:5000',
        'http://127.0.0.1:5001',
        'http://127.0.0.1:5002',
        'http://127.0.0.1:5003',
      ]),
    );
    for (const port of [3000, 3001, 3002, 3003]) expect(origins.some((o) => o.endsWith(`:${port}`))).toBe(false);
  });

  it('adds HOST (not a wildcard) and the origins of SITE_URL, TUTOR_PORTAL_URL and the remote URLs', () => {
    const origins = originsOf({
      HOST: 'aarohi.lan',
      SITE_URL: 'https://learn.aarohi.example/',
      TUTOR_PORTAL_URL: 'https://tutors.aarohi.example/portal',
      LEARNER_REMOTE_URL: 'https://learner.aarohi.example/mf-manifest.json',
      TUTOR_REMOTE_URL: 'not a url',
    });
    expect(origins).toEqual(
      expect.arrayContaining([
        'http://aarohi.lan:3000',
        'https://learn.aarohi.example',
        'https://tutors.aarohi.example',
        'https://learner.aarohi.example',
      ]),
    );
    expect(origins).not.toContain('not a url');
    expect(originsOf({ HOST: '0.0.0.0' }).some((o) => o.includes('0.0.0.0'))).toBe(false);
  });

  it('CORS_ORIGINS replaces the derived list', () => {
    expect(originsOf({ SHELL_PORT: '5000', CORS_ORIGINS: 'https://a.example, https://b.example' })).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('CORS_EXTRA_ORIGINS adds to the derived list and to CORS_ORIGINS', () => {
    const derived = originsOf({ SHELL_PORT: '5000' });
    const extended = originsOf({ SHELL_PORT: '5000', CORS_EXTRA_ORIGINS: 'http://127.0.0.1:5010 , ' });
    expect(extended).toEqual([...derived, 'http://127.0.0.1:5010']);
    expect(originsOf({ CORS_ORIGINS: 'https://a.example', CORS_EXTRA_ORIGINS: 'https://a.example,https://c.example' })).toEqual([
      'https://a.example',
      'https://c.example',
    ]);
  });

  it('reads the one port map the scripts and frontends read', () => {
    expect(DEFAULT_PORTS).toMatchObject({ api: 4000, shell: 3000, learner: 3001, tutor: 3002, backoffice: 3003 });
    expect(portsFromEnv({ API_PORT: '5104', SHELL_PORT: 'nonsense' })).toMatchObject({ api: 5104, shell: 3000 });
    expect(loadConfig({ ...base }, process.cwd()).port).toBe(DEFAULT_PORTS.api);
    expect(frontendOrigins({ SHELL_PORT: '5000' })).toEqual(originsOf({ SHELL_PORT: '5000' }));
  });
});

describe('a platform on non-default ports (SHELL_PORT=5000 …)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ SHELL_PORT: '5000', LEARNER_PORT: '5001', TUTOR_PORT: '5002', BACKOFFICE_PORT: '5003' });
  });
  afterAll(() => ctx.close());

  it('answers the preflight from the shell on 5000 and lets it sign in', async () => {
    const preflight = await ctx.inject({
      method: 'OPTIONS',
      url: '/login',
      headers: { origin: 'http://127.0.0.1:5000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5000');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    const login = await ctx.inject({
      method: 'POST',
      url: '/login',
      headers: { origin: 'http://127.0.0.1:5000' },
      payload: { email: DEMO_LOGINS.student.email, password: DEMO_LOGINS.student.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a page on 3000 (another instance on the default ports)', async () => {
    const login = await ctx.inject({
      method: 'POST',
      url: '/login',
      headers: { origin: 'http://127.0.0.1:3000' },
      payload: { email: DEMO_LOGINS.student.email, password: DEMO_LOGINS.student.password },
    });
    expect(login.statusCode).toBe(403);
    const preflight = await ctx.inject({
      method: 'OPTIONS',
      url: '/login',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

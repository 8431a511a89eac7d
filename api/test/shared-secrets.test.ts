/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
/**
 * Without SESSION_SECRET, every API instance on one database must sign with the same key: a
 * session opened on one is accepted by the other, and the sandbox payment key agrees. The key is
 * generated once into the database, never into a file of one machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { sharedSecret } from '../src/lib/secrets';
import { createTestContext, DEMO_LOGINS, sessionCookie, type TestContext } from './helpers/context';

const apiRoot = path.resolve(__dirname, '..');
let ctx: TestContext;
let b: FastifyInstance;
let bDir: string;

beforeAll(async () => {
  // An empty SESSION_SECRET is "not configured".
  ctx = await createTestContext({ SESSION_SECRET: '' });
  bDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-api-b-'));
  b = await buildApp(loadConfig({ DATA_DIR: bDir, LOG_LEVEL: 'silent', MAIL_SENDER: 'off' }, apiRoot), {
    database: ctx.database,
    logger: false,
  });
  await b.ready();
});
afterAll(async () => {
  await b?.close();
  if (bDir) fs.rmSync(bDir, { recursive: true, force: true });
  await ctx?.close();
});

describe('generated secrets with several instances on one database', () => {
  it('both instances use one stored session key, and none is written to a data folder', () => {
    expect(ctx.config.sessionSecret).toBeUndefined();
    const a = ctx.app.deps.config;
    expect(a.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(b.deps.config.sessionSecret).toBe(a.sessionSecret);
    expect(b.deps.config.payment.keySecret).toBe(a.payment.keySecret);
    expect(a.payment.keySecret).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.existsSync(path.join(ctx.dataDir, 'session-secret'))).toBe(false);
    expect(fs.existsSync(path.join(bDir, 'session-secret'))).toBe(false);
  });

  it('a session opened on one instance is accepted by the other', async () => {
    const login = await ctx.inject({
      method: 'POST',
      url: '/login',
      payload: { email: DEMO_LOGINS.student.email, password: DEMO_LOGINS.student.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookie(login);
    const me = await b.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('instances starting together agree on the first stored value', async () => {
    const values = await Promise.all(
      ['first', 'second', 'third', undefined, undefined].map((candidate) =>
        sharedSecret(ctx.database.db, 'race-test', candidate ? candidate.padEnd(40, '-') : undefined),
      ),
    );
    expect(new Set(values).size).toBe(1);
    expect(await sharedSecret(ctx.database.db, 'race-test', 'later'.padEnd(40, '-'))).toBe(values[0]);
  });

  it('SESSION_SECRET, when set, wins over the stored key', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-api-c-'));
    const secret = 'configured-secret-0123456789abcdefghijklmnop';
    const c = await buildApp(
      loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', MAIL_SENDER: 'off', SESSION_SECRET: secret }, apiRoot),
      { database: ctx.database, logger: false },
    );
    try {
      expect(c.deps.config.sessionSecret).toBe(secret);
    } finally {
      await c.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

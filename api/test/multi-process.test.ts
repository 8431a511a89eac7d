/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(180_000);
/**
 * Two API processes on one PostgreSQL (runs in api/scripts/test-pg.sh, which sets
 * DATABASE_URL; skipped on PGlite, which is single-process by design). Shows: a session opened on
 * one works on the other; a logout on one is refused on the other within 1 s; one rate-limit budget
 * and one login throttle across both; a batch status race across processes has one winner.
 * Both run without SESSION_SECRET (they agree on the key stored in the database) and with their
 * files in one bucket (s3rver on loopback): a document uploaded through one downloads through the other.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './helpers/ports';
import { DEMO_LOGINS } from '../src/db/seed';
import { startS3, type TestBucket } from './helpers/s3';
import { pdfBytes } from './helpers/context';

const adminUrl = process.env.DATABASE_URL;
const maybe = adminUrl ? describe : describe.skip;
const apiRoot = path.resolve(__dirname, '..');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

maybe('two API processes on one PostgreSQL', () => {
  const procs: ChildProcess[] = [];
  const dirs: string[] = [];
  let dbName = '';
  let A = '';
  let B = '';
  let s3: TestBucket | undefined;

  async function start(url: string): Promise<string> {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-mp-'));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        // No key configured: both must agree on the one stored in the database.
        SESSION_SECRET: '',
        ...s3!.env,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_DISABLED: '',
        PAYMENT_RATE_LIMIT_MAX: '3',
        LOGIN_ACCOUNT_RATE_LIMIT_MAX: '2',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    procs.push(child);
    const base = `http://127.0.0.1:${port}`;
    const until = Date.now() + 120_000;
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${base}/health`)).ok) return base;
      } catch {
        // not up yet
      }
      await sleep(100);
    }
    throw new Error('API process did not start');
  }

  beforeAll(async () => {
    s3 = await startS3();
    const { Client } = await import('pg');
    dbName = `aarohi_mp_${crypto.randomBytes(5).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    // Both start on the empty database at once: the start-up lock makes them migrate and seed once.
    [A, B] = await Promise.all([start(url.toString()), start(url.toString())]);
  });

  afterAll(async () => {
    await Promise.all(
      procs.map(
        (p) =>
          new Promise<void>((resolve) => {
            if (p.exitCode !== null) return resolve();
            p.once('exit', () => resolve());
            p.kill('SIGTERM');
          }),
      ),
    );
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    await s3?.close();
    if (dbName) {
      const { Client } = await import('pg');
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  });

  const json = { 'content-type': 'application/json' };
  async function post(base: string, url: string, body: unknown, cookie?: string) {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { ...json, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, res };
  }
  const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const get = (base: string, url: string, cookie: string) => fetch(`${base}${url}`, { headers: { cookie } });

  it('shares sessions, and a logout on one is refused on the other within 1 s', async () => {
    const login = await post(A, '/login', {
      email: DEMO_LOGINS.student.email,
      password: DEMO_LOGINS.student.password,
    });
    expect(login.status).toBe(200);
    const cookie = cookieOf(login.res);
    const userId = (login.body.user as { id: number }).id;
    expect((await get(B, `/api/student/dashboard/${userId}`, cookie)).status).toBe(200);
    expect((await get(B, '/api/me', cookie)).status).toBe(200); // B's cache holds it now

    const out = await post(A, '/logout', {}, cookie);
    expect(out.status).toBe(200);
    const loggedOutAt = Date.now();
    expect((await get(A, '/api/me', cookie)).status).toBe(401); // at once on A
    // B refuses it as soon as its cached copy (read before the logout) ages out …
    let refusedAfter = -1;
    while (Date.now() - loggedOutAt < 1000) {
      const sentAt = Date.now() - loggedOutAt;
      if ((await get(B, '/api/me', cookie)).status === 401) {
        refusedAfter = sentAt;
        break;
      }
      await sleep(25);
    }
    // … and in any case every request that reaches B 1 s after the logout is refused.
    const rest = 1000 - (Date.now() - loggedOutAt);
    if (rest > 0) await sleep(rest);
    expect((await get(B, '/api/me', cookie)).status).toBe(401);
    expect((await get(B, `/api/student/dashboard/${userId}`, cookie)).status).toBe(401);
    expect(refusedAfter).toBeLessThanOrEqual(1000);
  });

  it('a document uploaded through one process downloads through the other', async () => {
    const email = `mp.${crypto.randomBytes(4).toString('hex')}@example.com`;
    const reg = await post(A, '/tutor/register', {
      name: 'Two Process Tutor',
      email,
      mobile_number: `7${String(Date.now()).slice(-9)}`,
      password: 'Strong@123',
    });
    expect(reg.status).toBe(201);
    const cookie = cookieOf(reg.res);
    const tutorId = (reg.body.tutor as { tutor_id: number }).tutor_id;
    const resume = pdfBytes(200_000);
    const form = new FormData();
    form.set('tutor_id', String(tutorId));
    form.set('skills', 'Python');
    form.set('resume', new Blob([resume], { type: 'application/pdf' }), 'resume.pdf');
    form.set('experienceLetter', new Blob([pdfBytes(3000)], { type: 'application/pdf' }), 'letter.pdf');
    const saved = await fetch(`${A}/tutor/uploads`, { method: 'POST', headers: { cookie }, body: form });
    expect(saved.status).toBe(201);
    const file = await get(B, `/api/tutor/uploads/${tutorId}/files/resume`, cookie);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(resume)).toBe(true);
  });

  it('spends one rate-limit budget across both processes', async () => {
    const login = await post(B, '/login', {
      email: DEMO_LOGINS.unpaidStudent.email,
      password: DEMO_LOGINS.unpaidStudent.password,
    });
    const cookie = cookieOf(login.res);
    const userId = (login.body.user as { id: number }).id;
    const codes: number[] = [];
    for (const base of [A, B, A, B])
      codes.push((await post(base, '/api/payments/order', { userId }, cookie)).status);
    expect(codes).toEqual([201, 201, 201, 429]);
  });

  it('throttles logins across both processes', async () => {
    const { email, password } = DEMO_LOGINS.tutor;
    expect((await post(A, '/api/tutor/login', { email, password: 'Wrong@123' })).status).toBe(401);
    expect((await post(B, '/api/tutor/login', { email, password: 'Wrong@123' })).status).toBe(401);
    expect((await post(A, '/api/tutor/login', { email, password: 'Wrong@123' })).status).toBe(401);
    const waiting = await post(B, '/api/tutor/login', { email, password });
    expect(waiting.status).toBe(429);
    expect(waiting.res.headers.get('retry-after')).toBe('1');
    await sleep(1100);
    expect((await post(B, '/api/tutor/login', { email, password })).status).toBe(200);
  });

  it('a batch status race across processes has one winner', async () => {
    const login = await post(A, '/api/tutor/login', {
      email: DEMO_LOGINS.tutor.email,
      password: DEMO_LOGINS.tutor.password,
    });
    expect(login.status).toBe(200);
    const cookie = cookieOf(login.res);
    const tutorId = (login.body.data as { tutor_id: number }).tutor_id;
    const list = (await (await get(B, `/api/tutor/batches/${tutorId}?status=inactive`, cookie)).json()) as {
      data: { batch_id: number; batch_name: string }[];
    };
    const batch = list.data[0]!;
    const put = (base: string) =>
      fetch(`${base}/api/batches/${batch.batch_id}/status`, {
        method: 'PUT',
        headers: { ...json, cookie },
        body: JSON.stringify({ tutor_id: tutorId, status: 'Active' }),
      }).then((r) => r.status);
    const codes = (await Promise.all([put(A), put(B), put(A), put(B)])).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    const notes = (await (await get(A, `/api/tutor/notifications/${tutorId}`, cookie)).json()) as {
      data: { message: string }[];
    };
    expect(notes.data.filter((n) => n.message === `${batch.batch_name} is now Active.`)).toHaveLength(1);
  });
});

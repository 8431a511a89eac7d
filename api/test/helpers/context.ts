/**
 * A test API on a real database. PGlite: migrated and seeded once, dumped, and each test file
 * starts from that dump (fast). With DATABASE_URL: each test file gets a throwaway copy of a
 * database migrated and seeded once for the cluster (a PostgreSQL template).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../../src/config';
import { buildApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { seed, DEMO_LOGINS } from '../../src/db/seed';
import { SESSION_COOKIE } from '../../src/auth/session-store';

export { DEMO_LOGINS, SESSION_COOKIE };

const apiRoot = path.resolve(__dirname, '..', '..');
const migrationsDir = path.join(apiRoot, 'drizzle');

function templateKey(): string {
  const h = crypto.createHash('sha256');
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  for (const f of [
    ...files(migrationsDir),
    path.join(apiRoot, 'src', 'db', 'seed.ts'),
    path.join(apiRoot, 'src', 'db', 'seed-sessions.ts'),
    path.join(apiRoot, 'src', 'db', 'seed-certificates.ts'),
    path.join(apiRoot, 'src', 'db', 'seed-refund.ts'),
    path.join(apiRoot, 'src', 'lib', 'schedule.ts'),
  ].sort()) {
    h.update(f).update(fs.readFileSync(f));
  }
  // The seed's dates are relative to today, and what it records of a session (attendance,
  // recording, ratings) to whether it has ended: the classes end on the hour or the half hour.
  h.update(String(Math.floor(Date.now() / 1_800_000)));
  return h.digest('hex').slice(0, 16);
}

async function pgliteFromTemplate(): Promise<Database> {
  const file = path.join(os.tmpdir(), `aarohi-api-template-${templateKey()}.tar.gz`);
  if (!fs.existsSync(file)) {
    const fresh = await openDatabase({ migrationsDir });
    await seed(fresh.db);
    const client = (fresh.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('gzip');
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
    await fresh.close();
  }
  return openDatabase({ migrationsDir, loadDataDir: new Blob([fs.readFileSync(file)]), migrate: false });
}

const databaseUrlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The seeded database every PostgreSQL test file copies (`create database … template`, a file copy
 * on the server): migrated and seeded once per cluster and seed, as the PGlite dump is, instead of
 * once per file. Made under an advisory lock so two runs on one cluster make it once.
 */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const { Client } = await import('pg');
  const name = `aarohi_tpl_${templateKey()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(7240001)');
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`create database ${name}`);
      const fresh = await openDatabase({ migrationsDir, databaseUrl: databaseUrlOf(adminUrl, name) });
      try {
        await seed(fresh.db);
      } catch (err) {
        await fresh.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        throw err;
      }
      // A template must have no one connected while it is copied.
      await fresh.close();
    }
  } finally {
    await admin.query('select pg_advisory_unlock(7240001)').catch(() => undefined);
    await admin.end();
  }
  return name;
}

async function postgresDatabase(adminUrl: string): Promise<Database> {
  const { Client } = await import('pg');
  const template = await postgresTemplate(adminUrl);
  const name = `aarohi_test_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const database = await openDatabase({ migrationsDir, databaseUrl: databaseUrlOf(adminUrl, name) });
  const close = database.close;
  database.close = async () => {
    await close();
    const again = new Client({ connectionString: adminUrl });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`);
    await again.end();
  };
  return database;
}

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
  inject(opts: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  loginStudent(email?: string, password?: string): Promise<{ cookie: string; userId: number }>;
  loginTutor(email?: string, password?: string): Promise<{ cookie: string; tutorId: number }>;
  registerStudent(overrides?: Record<string, unknown>): Promise<{ cookie: string; userId: number }>;
  registerTutor(overrides?: Record<string, unknown>): Promise<{ cookie: string; tutorId: number }>;
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
  if (!c) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `${SESSION_COOKIE}=${c.value}`;
}

let counter = 0;
/** A unique, valid 10-digit mobile number starting with 7 (seeded ones start with 9). */
export function uniqueMobile(): string {
  counter += 1;
  return `7${String(process.pid % 10000).padStart(4, '0')}${String(counter).padStart(5, '0')}`;
}

export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-api-test-'));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-1234567890',
      LOG_LEVEL: 'silent',
      LOGIN_RATE_LIMIT_MAX: '1000',
      LOGIN_ACCOUNT_RATE_LIMIT_MAX: '1000',
      WRITE_RATE_LIMIT_MAX: '1000',
      PAYMENT_RATE_LIMIT_MAX: '1000',
      // The reminder tick would queue mail for the seed's next session: tests that want it ask.
      REMINDERS: 'off',
      ...env,
    },
    apiRoot,
  );
  const database = process.env.DATABASE_URL
    ? await postgresDatabase(process.env.DATABASE_URL)
    : await pgliteFromTemplate();
  const app = await buildApp(config, { database, logger: false });
  await app.ready();

  const inject: TestContext['inject'] = ({ cookie, headers, ...opts }) =>
    app.inject({ ...opts, headers: { ...(headers ?? {}), ...(cookie ? { cookie } : {}) } });

  const ctx: TestContext = {
    app,
    config,
    database,
    dataDir,
    inject,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async loginStudent(email = DEMO_LOGINS.student.email, password = DEMO_LOGINS.student.password) {
      const res = await inject({ method: 'POST', url: '/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode} ${res.body}`);
      return { cookie: sessionCookie(res), userId: (res.json() as { user: { id: number } }).user.id };
    },
    async loginTutor(email = DEMO_LOGINS.tutor.email, password = DEMO_LOGINS.tutor.password) {
      const res = await inject({ method: 'POST', url: '/api/tutor/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`tutor login failed ${res.statusCode} ${res.body}`);
      return {
        cookie: sessionCookie(res),
        tutorId: (res.json() as { data: { tutor_id: number } }).data.tutor_id,
      };
    },
    async registerStudent(overrides = {}) {
      const n = crypto.randomBytes(4).toString('hex');
      const res = await inject({
        method: 'POST',
        url: '/register',
        payload: {
          fullname: 'Test Learner',
          designation: 'Designer',
          email: `learner.${n}@example.com`,
          phone_number: uniqueMobile(),
          age: 30,
          password: 'Secret12',
          ...overrides,
        },
      });
      if (res.statusCode !== 201) throw new Error(`register failed ${res.statusCode} ${res.body}`);
      return { cookie: sessionCookie(res), userId: (res.json() as { userId: number }).userId };
    },
    async registerTutor(overrides = {}) {
      const n = crypto.randomBytes(4).toString('hex');
      const res = await inject({
        method: 'POST',
        url: '/tutor/register',
        payload: {
          name: 'Test Tutor',
          email: `tutor.${n}@example.com`,
          mobile_number: uniqueMobile(),
          password: 'Strong@123',
          ...overrides,
        },
      });
      if (res.statusCode !== 201) throw new Error(`tutor register failed ${res.statusCode} ${res.body}`);
      return {
        cookie: sessionCookie(res),
        tutorId: (res.json() as { tutor: { tutor_id: number } }).tutor.tutor_id,
      };
    },
  };
  return ctx;
}

/** A multipart/form-data body for inject. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; filename: string; content: Buffer; type?: string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----aarohi${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const pdfBytes = (size = 2048): Buffer => {
  const head = Buffer.from('%PDF-1.4\n% Aarohi test document\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
};

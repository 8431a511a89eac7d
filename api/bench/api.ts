/**
 * API benchmark (not a test: it never fails on timings). In one run: the bare-Fastify ceiling, then on
 * PGlite and on PostgreSQL (a throwaway PostgreSQL 15 cluster, or BENCH_DATABASE_URL) requests/s and
 * p99 of GET /api/courses, the signed-in reads (student dashboard, sessions, her sessions with progress,
 * notifications, /api/me, tutor batches, stats, profile) and the public certificate record, each as a
 * share of the ceiling; /health latency while 200 logins
 * arrive at once; start-up time and memory. Writes bench/last.json.
 * Env: BENCH_DURATION (s, default 5), BENCH_WARMUP (s before each, default 1, not recorded),
 * BENCH_CONNECTIONS (10), BENCH_BURST (200), BENCH_DB (both |
 * pglite | postgres), PG_BIN (/usr/lib/postgresql/15/bin).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiRoot, freePort, startApi, stop, waitFor } from './process';
import { DEMO_CERTIFICATE_NO } from '../src/db/seed-certificates';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BURST = Number(process.env.BENCH_BURST ?? 200);
const DBS = (process.env.BENCH_DB ?? 'both').toLowerCase();
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
}

interface Row {
  name: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  shareOfCeiling?: string;
}
let ceiling = 0;

const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);

async function load(name: string, url: string, headers?: Record<string, string>): Promise<Row> {
  // Warm-up (JIT, caches, PGlite's buffers), not recorded.
  if (WARMUP > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const row: Row = {
    name,
    reqPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
  if (ceiling > 0) row.shareOfCeiling = `${((row.reqPerSec / ceiling) * 100).toFixed(1)} %`;
  console.log(
    `${name.padEnd(46)} ${String(row.reqPerSec).padStart(7)} req/s  ${(row.shareOfCeiling ?? 'ceiling').padStart(8)}   p50 ${row.p50Ms} ms   p99 ${row.p99Ms} ms${row.non2xx ? `   non-2xx ${row.non2xx}` : ''}${row.errors ? `   errors ${row.errors}` : ''}`,
  );
  return row;
}

const json = { 'content-type': 'application/json' };
async function signIn(base: string, url: string, email: string, password: string) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return {
    cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!,
    body: (await res.json()) as Record<string, unknown>,
  };
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

/** BURST logins at once; meanwhile /health is asked every 10 ms, one request at a time. */
async function loginBurst(base: string) {
  let done = false;
  const health: number[] = [];
  const probe = (async () => {
    while (!done) {
      const t0 = performance.now();
      await fetch(`${base}/health`).then((r) => r.arrayBuffer());
      health.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const t0 = performance.now();
  const logins = await Promise.all(
    Array.from({ length: BURST }, async () => {
      const s = performance.now();
      const res = await fetch(`${base}/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'student@aarohi.example', password: 'Student@2025' }),
      });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - s };
    }),
  );
  const burstMs = performance.now() - t0;
  done = true;
  await probe;
  const h = [...health].sort((a, b) => a - b);
  const l = logins.map((x) => x.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const x of logins) statuses[x.status] = (statuses[x.status] ?? 0) + 1;
  const row = {
    logins: BURST,
    burstMs: Math.round(burstMs),
    loginStatuses: statuses,
    loginP50Ms: Math.round(pct(l, 50)),
    loginP99Ms: Math.round(pct(l, 99)),
    healthSamples: h.length,
    healthP50Ms: Number(pct(h, 50).toFixed(1)),
    healthP99Ms: Number(pct(h, 99).toFixed(1)),
    healthMaxMs: Number((h[h.length - 1] ?? NaN).toFixed(1)),
  };
  console.log(
    `/health during ${BURST} logins at once: p50 ${row.healthP50Ms} ms, p99 ${row.healthP99Ms} ms, max ${row.healthMaxMs} ms (${row.healthSamples} samples); logins ${JSON.stringify(statuses)} in ${row.burstMs} ms, p99 ${row.loginP99Ms} ms`,
  );
  return row;
}

/** Every signed-in read of the two portals, then the login burst. */
async function measure(label: string, base: string) {
  const student = await signIn(base, '/login', 'student@aarohi.example', 'Student@2025');
  const userId = (student.body.user as { id: number }).id;
  const tutor = await signIn(base, '/api/tutor/login', 'tutor@aarohi.example', 'Tutor@2025');
  const tutorId = (tutor.body.data as { tutor_id: number }).tutor_id;
  const s = { cookie: student.cookie };
  const t = { cookie: tutor.cookie };
  // The session she missed in the seed (Session 4, caught up): its page and its catch-up.
  const missed = (await (await fetch(`${base}/api/student/my-sessions/4`, { headers: s })).json()) as {
    data: { id: number };
  };
  const practised = (await (await fetch(`${base}/api/student/my-sessions/3`, { headers: s })).json()) as {
    data: { id: number; batch_id: number };
  };
  const rows = [
    await load(`${label} GET /api/courses`, `${base}/api/courses`),
    await load(`${label} GET /api/student/dashboard`, `${base}/api/student/dashboard/${userId}`, s),
    await load(`${label} GET /api/student/sessions`, `${base}/api/student/sessions/${userId}`, s),
    // Her sessions with attendance, modules completed and what comes next (the dashboard's progress).
    await load(`${label} GET /api/student/my-sessions`, `${base}/api/student/my-sessions`, s),
    // Her quizzes and one quiz in this attempt's order (the seed's module 1, one attempt left).
    await load(`${label} GET /api/student/quizzes`, `${base}/api/student/quizzes`, s),
    await load(`${label} GET /api/student/quizzes/:moduleNo`, `${base}/api/student/quizzes/1`, s),
    await load(`${label} GET /api/student/my-sessions/:sessionNo`, `${base}/api/student/my-sessions/4`, s),
    await load(
      `${label} GET /api/student/sessions/:id/catch-up`,
      `${base}/api/student/sessions/${missed.data.id}/catch-up`,
      s,
    ),
    // The practice card of that session page (the seed's Session 3 answer waits for review), and
    // the tutor's review queue of the batch.
    await load(
      `${label} GET /api/student/sessions/:id/practice`,
      `${base}/api/student/sessions/${practised.data.id}/practice`,
      s,
    ),
    await load(`${label} GET /api/tutor/batches/:batchId/practice`, `${base}/api/tutor/batches/${practised.data.batch_id}/practice`, t),
    await load(`${label} GET /api/student/notifications`, `${base}/api/student/notifications/${userId}`, s),
    await load(`${label} GET /api/me`, `${base}/api/me`, s),
    await load(`${label} GET /api/tutor/batches`, `${base}/api/tutor/batches/${tutorId}`, t),
    await load(`${label} GET /api/tutor/batches/stats`, `${base}/api/tutor/batches/${tutorId}/stats`, t),
    await load(`${label} GET /api/tutor/profile`, `${base}/api/tutor/profile/${tutorId}`, t),
    // What an employer's check reads: the public record of a certificate.
    await load(`${label} GET /api/certificates/:no`, `${base}/api/certificates/${DEMO_CERTIFICATE_NO}`),
  ];
  const burst = await loginBurst(base);
  return { rows, burst };
}

/** A throwaway PostgreSQL 15 cluster (as test-pg.sh does), or BENCH_DATABASE_URL. */
async function postgres(): Promise<{ url: string; stop: () => void } | undefined> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => {} };
  if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-bench-pg-'));
  const asPg = (cmd: string, args: string[]) =>
    process.getuid?.() === 0
      ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'ignore' })
      : spawnSync(cmd, args, { stdio: 'ignore' });
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres', dir]);
  const port = await freePort();
  asPg(path.join(PG_BIN, 'initdb'), ['-D', `${dir}/data`, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const started = asPg(path.join(PG_BIN, 'pg_ctl'), [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=50`,
    'start',
  ]);
  if (started.status !== 0) return undefined;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      asPg(path.join(PG_BIN, 'pg_ctl'), ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-bench-'));
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  loadAvgAtStart: os.loadavg().map((x) => Number(x.toFixed(2))),
  durationS: DURATION,
  connections: CONNECTIONS,
};
let api: ChildProcess | undefined;
let bare: ChildProcess | undefined;
let pg: Awaited<ReturnType<typeof postgres>>;
try {
  const barePort = await freePort();
  bare = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ hello: 'world' })); await app.listen({ port: ${barePort}, host: '127.0.0.1' });`,
    ],
    { cwd: apiRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitFor(`http://127.0.0.1:${barePort}/`, bare);
  const bareRow = await load('bare Fastify route (ceiling)', `http://127.0.0.1:${barePort}/`);
  ceiling = bareRow.reqPerSec;
  await stop(bare);
  bare = undefined;
  const rows: Row[] = [bareRow];
  const bursts: Record<string, unknown> = {};

  if (DBS !== 'postgres') {
    const port = await freePort();
    const first = await startApi(dataDir, port);
    await stop(first.child);
    const warm = await startApi(dataDir, port);
    api = warm.child;
    results.startup = {
      firstStartMs: first.startupMs,
      warmStartMs: warm.startupMs,
      rssIdleMb: rssMb(api.pid!),
    };
    console.log(
      `PGlite start-up: first (migrate + seed) ${first.startupMs} ms, warm ${warm.startupMs} ms, idle RSS ${rssMb(api.pid!)} MB`,
    );
    const m = await measure('PGlite', `http://127.0.0.1:${port}`);
    rows.push(...m.rows);
    bursts.pglite = m.burst;
    results.rssAfterLoadMb = rssMb(api.pid!);
    await stop(api);
    api = undefined;
  }
  if (DBS !== 'pglite') {
    pg = await postgres();
    if (!pg) {
      console.log(`PostgreSQL: skipped (no ${PG_BIN}/initdb and no BENCH_DATABASE_URL)`);
      results.postgres = 'skipped: no PostgreSQL binaries';
    } else {
      const port = await freePort();
      const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-bench-pgdata-'));
      api = (await startApi(pgDir, port, { DATABASE_URL: pg.url })).child;
      const m = await measure('PostgreSQL', `http://127.0.0.1:${port}`);
      rows.push(...m.rows);
      bursts.postgres = m.burst;
      await stop(api);
      api = undefined;
      fs.rmSync(pgDir, { recursive: true, force: true });
    }
  }
  results.load = rows;
  results.healthDuringLoginBurst = bursts;
  // Flat figures for e2e/bench/all.mjs's report (it prints one level of nested scalars).
  const flat = (pick: (b: { healthP99Ms: number; loginP99Ms: number }) => number) =>
    Object.fromEntries(
      Object.entries(bursts).map(([db, b]) => [db, pick(b as { healthP99Ms: number; loginP99Ms: number })]),
    );
  results.healthP99MsDuringLoginBurst = flat((b) => b.healthP99Ms);
  results.loginP99MsInBurst = flat((b) => b.loginP99Ms);
} catch (err) {
  console.error('benchmark incomplete:', err);
  results.error = String(err);
} finally {
  if (bare) await stop(bare);
  if (api) await stop(api);
  pg?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
fs.writeFileSync(path.join(apiRoot, 'bench', 'last.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('written bench/last.json');

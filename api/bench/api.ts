/**
 * API benchmark (not a test: it never fails on timings). Measures start-up (first start with migrate +
 * seed, then a warm restart), memory, and requests/s + p99 on 127.0.0.1 for GET /api/courses, an
 * authenticated dashboard read, and a bare Fastify route as the ceiling. Writes bench/last.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${url}`);
}

async function startApi(dataDir: string, port: number) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_DISABLED: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/health`, child);
  return { child, startupMs: Math.round(performance.now() - started) };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}

async function load(name: string, url: string, headers?: Record<string, string>) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const row = {
    name,
    reqPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
  console.log(
    `${name.padEnd(34)} ${String(row.reqPerSec).padStart(7)} req/s   p50 ${row.p50Ms} ms   p99 ${row.p99Ms} ms${row.non2xx ? `   non-2xx ${row.non2xx}` : ''}`,
  );
  return row;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-bench-'));
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  durationS: DURATION,
  connections: CONNECTIONS,
};
let api: ChildProcess | undefined;
let bare: ChildProcess | undefined;
try {
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
    `start-up: first (migrate + seed) ${first.startupMs} ms, warm ${warm.startupMs} ms, idle RSS ${rssMb(api.pid!)} MB`,
  );

  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'student@aarohi.example', password: 'Student@2025' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const userId = ((await login.json()) as { user: { id: number } }).user.id;

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

  results.load = [
    await load('bare Fastify route (ceiling)', `http://127.0.0.1:${barePort}/`),
    await load('GET /api/courses', `${base}/api/courses`),
    await load('GET /api/student/dashboard (auth)', `${base}/api/student/dashboard/${userId}`, { cookie }),
  ];
  results.rssAfterLoadMb = rssMb(api.pid!);
  console.log(`RSS after load ${results.rssAfterLoadMb} MB`);
} catch (err) {
  console.error('benchmark incomplete:', err);
  results.error = String(err);
} finally {
  if (bare) await stop(bare);
  if (api) await stop(api);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
fs.writeFileSync(path.join(apiRoot, 'bench', 'last.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('written bench/last.json');

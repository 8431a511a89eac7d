// Shared harness for the load, concurrency, durability and migration checks: starts the API as one
// process (so kill -9 hits the process that owns the database), throwaway PostgreSQL clusters,
// per-user HTTP clients with their own session cookie, latency statistics, RSS sampling and a
// read-only snapshot of the database through the API's own db module. Loopback only.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const apiDir = path.join(root, 'api');
export const loadDir = path.join(root, 'e2e/load');
export const ORIGIN = 'http://127.0.0.1:3000';
const PGBIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const mkTmp = (prefix) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** Runs `fn` over `items` with at most `limit` in flight. */
export async function pool(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

// ------------------------------------------------------------------ PostgreSQL
export function postgresAvailable() {
  return fs.existsSync(path.join(PGBIN, 'initdb')) && fs.existsSync(path.join(PGBIN, 'pg_ctl'));
}

const asPostgres = (cmd) => execFileSync('su', ['postgres', '-c', cmd], { stdio: ['ignore', 'pipe', 'pipe'] }).toString();

/**
 * Clusters this process started and has not stopped. A run that ends early (its time limit's
 * process.exit, an uncaught error, Ctrl-C) would otherwise leave them listening, and the next run's
 * cluster on the same port could not start: they are stopped as the process exits, however it exits.
 */
const runningClusters = new Set();
function stopLeftClusters() {
  for (const data of runningClusters) {
    try {
      asPostgres(`${PGBIN}/pg_ctl -D ${data} -m immediate -w stop >/dev/null`);
    } catch {
      // already stopped
    }
  }
  runningClusters.clear();
}
process.on('exit', stopLeftClusters);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    stopLeftClusters();
    process.exit(130);
  });

/** Whether nothing listens on 127.0.0.1:port. */
const portFree = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * A throwaway cluster in a temp dir, owned by the postgres user, listening on 127.0.0.1 only: on
 * `port`, or the next free one when something else holds it (a cluster another run left behind
 * would otherwise make this one fail to start). The port used is the one returned.
 */
export async function startPostgres({ port: wanted, fsync = false, database = 'aarohi' }) {
  if (!postgresAvailable()) throw new Error(`PostgreSQL binaries not found in ${PGBIN}`);
  let port = wanted;
  while (!(await portFree(port))) {
    if (port - wanted >= 50) throw new Error(`No free port for PostgreSQL in ${wanted}–${port}`);
    port++;
  }
  if (port !== wanted) console.log(`  (port ${wanted} is taken: PostgreSQL listens on ${port})`);
  const dir = mkTmp('aarohi-pg-');
  fs.chmodSync(dir, 0o700);
  execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  asPostgres(`${PGBIN}/initdb -D ${data} -A trust -U postgres -E UTF8 --no-sync >/dev/null`);
  const opts = [
    `-p ${port}`,
    `-k ${dir}`,
    `-c listen_addresses=127.0.0.1`,
    `-c fsync=${fsync ? 'on' : 'off'}`,
    `-c synchronous_commit=${fsync ? 'on' : 'off'}`,
    `-c full_page_writes=${fsync ? 'on' : 'off'}`,
    `-c max_connections=60`,
  ].join(' ');
  const start = () => asPostgres(`${PGBIN}/pg_ctl -D ${data} -l ${dir}/server.log -w -t 60 -o "${opts}" start >/dev/null`);
  start();
  runningClusters.add(data);
  asPostgres(`${PGBIN}/psql -h ${dir} -p ${port} -U postgres -qc "create database ${database}" >/dev/null`);
  const url = `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    dir,
    port,
    fsync,
    psql: (sqlText) =>
      asPostgres(`${PGBIN}/psql -h ${dir} -p ${port} -U postgres -d ${database} -XAtqc ${JSON.stringify(sqlText).replace(/\$/g, '\\$')}`).trim(),
    /** kill -9 the postmaster (and so every backend): the next start runs crash recovery from the WAL. */
    kill9() {
      const pid = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGKILL');
      return pid;
    },
    async restart() {
      // wait for the killed postmaster's children to go so the port and shared memory are free
      for (let i = 0; i < 50; i++) {
        try {
          asPostgres(`${PGBIN}/pg_ctl -D ${data} status >/dev/null`);
        } catch {
          break;
        }
        await sleep(100);
      }
      await sleep(300);
      start();
    },
    async stop() {
      try {
        asPostgres(`${PGBIN}/pg_ctl -D ${data} -m fast -w stop >/dev/null`);
      } catch {
        // already stopped
      }
      runningClusters.delete(data);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ------------------------------------------------------------------ the API process
function readStatus(pid) {
  try {
    const s = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (k) => Number((s.match(new RegExp(`${k}:\\s+(\\d+) kB`)) || [])[1] || 0);
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return null;
  }
}

/**
 * Starts `node --import tsx src/server.ts` in api/ (one process: its pid owns the database).
 * Returns once GET /health answers.
 */
export async function startApi({ port, dataDir, databaseUrl, env = {}, timeoutMs = 300_000 }) {
  const childEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT_DISABLED: '1', LOG_LEVEL: 'warn', PAYMENT_PROVIDER: 'sandbox', ...env };
  delete childEnv.DATABASE_URL;
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const onData = (d) => {
    log += d;
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`API exited during start-up:\n${log.slice(-3000)}`);
    try {
      const r = await fetch(`${base}/health`);
      if (r.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API did not start within ${timeoutMs} ms:\n${log.slice(-3000)}`);
    }
    await sleep(100);
  }
  const startMs = Math.round(performance.now() - t0);
  let peakRss = 0;
  let lastHwm = 0;
  const sample = () => {
    const s = readStatus(child.pid);
    if (s) {
      peakRss = Math.max(peakRss, s.rss);
      lastHwm = Math.max(lastHwm, s.hwm);
    }
  };
  sample();
  const timer = setInterval(sample, 100);
  timer.unref();
  const api = {
    pid: child.pid,
    base,
    startMs,
    get log() {
      return log;
    },
    /** Peak VmRSS sampled since the last reset (kB) and the process's VmHWM (kB). */
    memory() {
      sample();
      return { peakRssKB: peakRss, hwmKB: lastHwm };
    },
    resetPeak() {
      peakRss = 0;
      sample();
    },
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      clearInterval(timer);
      if (!api.alive()) return exited;
      sample();
      child.kill('SIGTERM');
      const res = await Promise.race([exited, sleep(20_000).then(() => null)]);
      if (res) return res;
      child.kill('SIGKILL');
      return exited;
    },
    async kill9() {
      clearInterval(timer);
      sample();
      child.kill('SIGKILL');
      return exited;
    },
  };
  return api;
}

// ------------------------------------------------------------------ HTTP clients and statistics
export class Stats {
  constructor() {
    this.samples = [];
  }
  record(name, status, ms) {
    this.samples.push({ name, status, ms });
  }
  static pct(sorted, p) {
    if (!sorted.length) return 0;
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  }
  summary(wallMs) {
    const ms = this.samples.map((s) => s.ms).sort((a, b) => a - b);
    const byStatus = {};
    for (const s of this.samples) byStatus[s.status] = (byStatus[s.status] || 0) + 1;
    const byRoute = {};
    for (const s of this.samples) (byRoute[s.name] ||= []).push(s.ms);
    const r1 = (x) => Math.round(x * 10) / 10;
    return {
      requests: this.samples.length,
      wallMs: Math.round(wallMs),
      rps: wallMs ? r1((this.samples.length / wallMs) * 1000) : 0,
      p50Ms: r1(Stats.pct(ms, 50)),
      p99Ms: r1(Stats.pct(ms, 99)),
      maxMs: r1(ms.at(-1) ?? 0),
      serverErrors: this.samples.filter((s) => s.status >= 500).length,
      networkErrors: this.samples.filter((s) => s.status === 0).length,
      byStatus,
      routes: Object.fromEntries(
        Object.entries(byRoute).map(([k, v]) => {
          v.sort((a, b) => a - b);
          return [k, { n: v.length, p50Ms: r1(Stats.pct(v, 50)), p99Ms: r1(Stats.pct(v, 99)) }];
        }),
      ),
    };
  }
}

/**
 * One virtual user: its own cookie jar, an allowed Origin, every request timed into `stats`
 * (`record(name, status, ms, { method, url, start, error })`; `start` is the wall clock in ms).
 */
export function client(base, stats, { origin = ORIGIN } = {}) {
  const jar = new Map();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  async function request(method, url, { json, form, name, headers: extra, timeoutMs = 300_000 } = {}) {
    const headers = { origin, accept: 'application/json', ...extra };
    if (jar.size) headers.cookie = cookieHeader();
    let body;
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form) body = form;
    const start = Date.now();
    const t0 = performance.now();
    let status = 0;
    let data = null;
    let raw = null;
    let error;
    try {
      const res = await fetch(base + url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
      status = res.status;
      for (const c of res.headers.getSetCookie()) {
        const [pair, ...attrs] = c.split(';');
        const eq = pair.indexOf('=');
        const k = pair.slice(0, eq).trim();
        const v = pair.slice(eq + 1).trim();
        const expired = attrs.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now());
        if (!v || expired) jar.delete(k);
        else jar.set(k, v);
      }
      raw = Buffer.from(await res.arrayBuffer());
      if ((res.headers.get('content-type') || '').includes('json')) data = JSON.parse(raw.toString('utf8'));
    } catch (err) {
      error = err;
    }
    const ms = performance.now() - t0;
    stats?.record(name || `${method} ${url.replace(/\/\d+(?=\/|$)/g, '/:id')}`, status, ms, { method, url, start, error });
    return { status, data, raw, ms, error };
  }
  return {
    jar,
    request,
    get: (url, o) => request('GET', url, o),
    post: (url, json, o) => request('POST', url, { ...o, json }),
    put: (url, json, o) => request('PUT', url, { ...o, json }),
    postForm: (url, form, o) => request('POST', url, { ...o, form }),
  };
}

/** A small valid PDF (header, one page, xref, trailer). */
export function tinyPdf(label) {
  const text = `BT /F1 12 Tf 40 780 Td (${label.replace(/[()\\]/g, '')}) Tj ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// ------------------------------------------------------------------ names the rules accept
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** Letters only (names must be letters and spaces): 0 → "Aa", 1 → "Ab"... */
export function letters(n) {
  let s = '';
  let x = n;
  do {
    s = LETTERS[x % 26] + s;
    x = Math.floor(x / 26);
  } while (x > 0);
  s = s.padStart(2, 'a');
  return s.charAt(0).toUpperCase() + s.slice(1);
}
/** A 10-digit Indian mobile number unique per (run, i). */
export function mobile(run, i) {
  return `9${String(run % 1000).padStart(3, '0')}${String(i).padStart(6, '0')}`;
}

// ------------------------------------------------------------------ database access through api/src/db
function runTs(script, { dataDir, databaseUrl, input }) {
  const env = { ...process.env, DATA_DIR: dataDir, INSPECT_INPUT: JSON.stringify(input ?? null) };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(loadDir, script)], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
    timeout: 120_000,
  }).toString();
  const line = out.trim().split('\n').filter((l) => l.startsWith('{')).at(-1);
  return JSON.parse(line);
}

/** A read-only snapshot of the rows the checks need (the API must not hold the PGlite folder). */
export function inspectDb(where) {
  return runTs('db-inspect.mts', where);
}

/** Assigns batches to tutors directly through the API's db module (there is no tutor-facing call for it). */
export function seedBatches(where, tutorIds) {
  return runTs('seed-batches.mts', { ...where, input: { tutorIds } });
}

/** Collects named checks: { name, ok, detail }. */
export class Checks {
  constructor(prefix = '') {
    this.prefix = prefix;
    this.list = [];
  }
  add(name, ok, detail = '') {
    this.list.push({ name: this.prefix + name, ok: Boolean(ok), detail: ok ? '' : String(detail).slice(0, 800) });
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${this.prefix}${name}${ok ? '' : ` — ${String(detail).slice(0, 400)}`}`);
    return ok;
  }
  merge(other) {
    this.list.push(...other.list);
  }
  get passed() {
    return this.list.filter((c) => c.ok).length;
  }
  get failed() {
    return this.list.filter((c) => !c.ok).length;
  }
}

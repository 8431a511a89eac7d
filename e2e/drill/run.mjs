// The fault drill (`pnpm drill`; `--short` in `pnpm test`): the deployment of deploy/ on this machine
// — Debian's nginx with the deploy config (ports substituted, plain http), two API processes and two
// shell servers, the three remotes from the production builds, one PostgreSQL and one S3 bucket
// (s3rver) — under a load of students (register, log in, pay through the sandbox, raise tickets,
// read dashboards and pages), tutors (register, log in, upload two PDFs as multipart, raise tickets)
// and staff (answer tickets). Mid-run one API process and one shell server get `kill -9` and are
// restarted. Then: every acknowledged write must be in PostgreSQL, every uploaded file readable (also
// through the API process that did not take the upload), every session issued before the kill must
// still work, and nginx must have stopped sending requests to the dead processes within its passive
// health check (`max_fails`/`fail_timeout`). Everything binds to 127.0.0.1 (ports 5700–5799) and is
// killed by pid on exit, also on failure or Ctrl-C.
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  Checks,
  Stats,
  client,
  mkTmp,
  postgresAvailable,
  root,
  sleep,
  startApi,
  startPostgres,
  tinyPdf,
} from '../load/harness.mjs';
import { pay, studentRegister, studentTicket, tutorRegister, uploadForm } from '../load/scenario.mjs';
import { readAccessLog, renderDrillConf, writeDrillNginx } from './nginx.mjs';

const short = process.argv.includes('--short');
const PORTS = {
  listen: 5700,
  learner: 5701,
  tutor: 5702,
  backoffice: 5703,
  api: [5704, 5705],
  shell: [5710, 5711],
  pg: 5720,
  s3: 5721,
};
// Phases (ms): load before the kill; how long the killed processes stay dead (longer than
// fail_timeout in the full run, so nginx's retry of a dead server shows up); load after they are back.
const PLAN = short
  ? { beforeMs: 10_000, deadMs: 2_000, afterMs: 8_000, students: 3, tutors: 2, staff: 1, readers: 1 }
  : { beforeMs: 45_000, deadMs: 15_000, afterMs: 60_000, students: 8, tutors: 3, staff: 2, readers: 2 };
const NGINX = '/usr/sbin/nginx';
const BUCKET = 'aarohi-drill';
const SESSION_SECRET = crypto.randomBytes(32).toString('hex');
const STAFF = { email: 'support@aarohi.example', password: 'Support@2025' };
const base = `http://127.0.0.1:${PORTS.listen}`;
const apiBase = `${base}/api`;
const ORIGIN = base;

const log = (msg) => console.log(`[drill] ${msg}`);
const checks = new Checks();

// ------------------------------------------------------------------ processes, killed by pid on exit
/** name → { pid, stop?(): Promise } for everything this drill started. */
const procs = new Map();
let cluster = null;
let tmp = null;

function killAllNow() {
  for (const [name, p] of procs) {
    try {
      // nginx's master takes its workers with it on SIGTERM; node processes die on SIGKILL at once
      process.kill(p.pid, name === 'nginx' ? 'SIGTERM' : 'SIGKILL');
    } catch {
      // already gone
    }
  }
  procs.clear();
  if (cluster) {
    try {
      execFileSync(
        'su',
        ['postgres', '-c', `/usr/lib/postgresql/15/bin/pg_ctl -D ${cluster.dir}/data -m immediate stop`],
        { stdio: 'ignore' },
      );
    } catch {
      // not running
    }
    fs.rmSync(cluster.dir, { recursive: true, force: true });
    cluster = null;
  }
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  tmp = null;
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    console.error(`\n[drill] ${sig}: stopping everything it started`);
    killAllNow();
    process.exit(130);
  });
}
process.on('exit', killAllNow);

function spawnLogged(name, cmd, args, opts) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
  let out = '';
  const keep = (d) => {
    out = (out + d).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  procs.set(name, { pid: child.pid, child });
  child.output = () => out;
  return child;
}

async function waitFor(url, what, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${what} exited:\n${child.output()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within ${timeoutMs} ms`);
    await sleep(100);
  }
}

const webEnv = () => ({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  // what the browser is told (runtime-config.json) and where remotes' server renders fetch data: through nginx
  API_PUBLIC_URL: apiBase,
  API_SSR_URL: apiBase,
  // where the browser would load each remote from (the runtime config and the fragments' asset base)
  LEARNER_PORT: String(PORTS.learner),
  TUTOR_PORT: String(PORTS.tutor),
  BACKOFFICE_PORT: String(PORTS.backoffice),
  LEARNER_SSR_URL: `http://127.0.0.1:${PORTS.learner}`,
  TUTOR_SSR_URL: `http://127.0.0.1:${PORTS.tutor}`,
  BACKOFFICE_SSR_URL: `http://127.0.0.1:${PORTS.backoffice}`,
  FRAGMENT_TTL_MS: '5000',
  FRAGMENT_TIMEOUT_MS: '1000',
  PAYMENT_PROVIDER: 'sandbox',
});

async function startSite(name, dist, port) {
  const child = spawnLogged(name, process.execPath, ['scripts/serve.mjs', dist, String(port), '127.0.0.1'], {
    cwd: root,
    env: webEnv(),
  });
  await waitFor(`http://127.0.0.1:${port}/`, name, { child });
  return child;
}

const apis = [];
async function startApiProcess(index) {
  const dataDir = path.join(tmp, `api-${index}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const api = await startApi({
    port: PORTS.api[index],
    dataDir,
    databaseUrl: cluster.url,
    env: {
      NODE_ENV: 'production',
      // the drill takes no money
      ALLOW_SANDBOX_PAYMENTS: '1',
      PAYMENT_PROVIDER: 'sandbox',
      SESSION_SECRET,
      TRUST_PROXY: '1',
      PUBLIC_URL: apiBase,
      CORS_ORIGINS: ORIGIN,
      SITE_URL: base,
      // every virtual user comes from 127.0.0.1: per-address limits would measure the limiter
      RATE_LIMIT_DISABLED: '1',
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    timeoutMs: 120_000,
  });
  apis[index] = api;
  procs.set(`api-${index}`, { pid: api.pid });
  return api;
}

function ensureNginx() {
  if (fs.existsSync(NGINX)) return;
  if (process.getuid?.() !== 0)
    throw new Error('nginx is not installed: run `sudo apt-get install -y nginx-light`');
  log('installing nginx-light');
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const r = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (r.status !== 0 || !fs.existsSync(NGINX)) throw new Error('could not install nginx-light');
}

function ensureBuilds() {
  const needed = [
    'shell/dist/index.html',
    // the remotes publish their route lists; the shell servers read them at run time
    ...['learner-app', 'tutor-portal', 'backoffice'].flatMap((r) => [
      `${r}/dist/mf-manifest.json`,
      `${r}/dist/routes.json`,
    ]),
  ];
  if (needed.every((f) => fs.existsSync(path.join(root, f)))) return;
  log('no production builds in */dist: running node scripts/build.mjs');
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('production builds failed');
}

// ------------------------------------------------------------------ measurement
/** Every request the virtual users made: { name, method, status, ms, start, phase }. */
const samples = [];
const clock = { killAt: Infinity, recoveredAt: Infinity };
// A request belongs to the kill window if it was still running when the processes were killed
// (those are the ones a kill hurts), or started before they answered again.
const phaseOf = (start, end) =>
  end < clock.killAt ? 'before' : start < clock.recoveredAt ? 'during' : 'after';
const recorder = {
  record(name, status, ms, { method, start }) {
    samples.push({ name, status, ms, method, start });
  },
};
const newClient = () => client(apiBase, recorder, { origin: ORIGIN });
let reqSeq = 0;

// ------------------------------------------------------------------ acknowledged writes
const run = Math.floor(Math.random() * 400) + 100;
const ack = {
  students: [],
  payments: [],
  studentTickets: [],
  tutors: [],
  uploads: [],
  tutorTickets: [],
  replies: [],
};
const sessions = []; // { kind, id, client, issuedAt }
const ticketQueue = []; // tickets waiting for a staff answer: { source, id }
let counters = { student: 0, tutor: 0 };
let stopping = false;

async function studentUser() {
  while (!stopping) {
    const i = counters.student++;
    const c = newClient();
    const s = await studentRegister(c, run, i);
    if (s.r.status !== 201) continue;
    ack.students.push({ email: s.email, userId: s.userId });
    const login = await c.post('/login', { email: s.email, password: s.password });
    if (login.status !== 200) continue;
    sessions.push({ kind: 'student', id: s.userId, c, issuedAt: Date.now() });
    if (stopping) return;
    const p = await pay(c, s.userId);
    if (p.step === 'payment' && p.r.status === 200)
      ack.payments.push({ userId: s.userId, orderId: p.orderId, amount: p.amount });
    const tk = await studentTicket(c, s.userId, i);
    if (tk.status === 201) {
      ack.studentTickets.push({ userId: s.userId, id: tk.data.ticket_id });
      ticketQueue.push({ source: 'student', id: tk.data.ticket_id });
    }
    for (let n = 0; n < 3 && !stopping; n++) {
      await c.get(`/api/student/dashboard/${s.userId}`);
      await c.get('/api/me');
    }
  }
}

async function tutorUser() {
  while (!stopping) {
    const i = counters.tutor++;
    const c = newClient();
    const t = await tutorRegister(c, run, i);
    if (t.r.status !== 201) continue;
    ack.tutors.push({ email: t.email, tutorId: t.tutorId });
    const login = await c.post('/api/tutor/login', { email: t.email, password: t.password });
    if (login.status !== 200) continue;
    sessions.push({ kind: 'tutor', id: t.tutorId, c, issuedAt: Date.now() });
    if (stopping) return;
    const label = `${run}-${i}`;
    const drillReq = `upload-${++reqSeq}`;
    const up = await c.request('POST', '/tutor/uploads', {
      form: uploadForm(t.tutorId, label),
      headers: { 'x-drill-req': drillReq },
      name: 'POST /tutor/uploads',
    });
    if (up.status === 201) ack.uploads.push({ tutorId: t.tutorId, label, drillReq, c });
    const tk = await c.post('/api/tutor-support-tickets', {
      tutor_id: t.tutorId,
      subject: `Batch question ${i}`,
      priority: 'Medium',
      description: `Please help with the timetable of my batch, thank you (${i}).`,
    });
    if (tk.status === 201) {
      ack.tutorTickets.push({ tutorId: t.tutorId, id: tk.data.support_id });
      ticketQueue.push({ source: 'tutor', id: tk.data.support_id });
    }
    for (let n = 0; n < 3 && !stopping; n++) {
      await c.get(`/api/tutor/uploads/${t.tutorId}`);
      await c.get(`/api/tutor/profile/${t.tutorId}`);
    }
  }
}

async function staffUser(k) {
  const c = newClient();
  while (!stopping) {
    const login = await c.post('/api/staff/login', STAFF);
    if (login.status === 200) break;
    await sleep(500);
  }
  sessions.push({ kind: 'staff', id: STAFF.email, c, issuedAt: Date.now() });
  let n = 0;
  while (!stopping) {
    await c.get('/api/staff/tickets?status=Open');
    const t = ticketQueue.shift();
    if (!t) {
      await sleep(300);
      continue;
    }
    const message = `Thank you for writing in; we are on it (drill ${run}, staff ${k}, reply ${++n}).`;
    const r = await c.post(`/api/staff/tickets/${t.source}/${t.id}/replies`, { message });
    if (r.status === 201) ack.replies.push({ source: t.source, ticketId: t.id, message });
    await sleep(200);
  }
}

async function pageReader() {
  const pages = ['/', '/course', '/about', '/blogs'];
  let n = 0;
  while (!stopping) {
    const url = pages[n++ % pages.length];
    const t0 = Date.now();
    const p0 = performance.now();
    let status = 0;
    try {
      const r = await fetch(base + url, {
        headers: { accept: 'text/html' },
        signal: AbortSignal.timeout(60_000),
      });
      await r.arrayBuffer();
      status = r.status;
    } catch {
      // counted as status 0
    }
    recorder.record(`GET page ${url}`, status, performance.now() - p0, { method: 'GET', start: t0 });
    await sleep(150);
  }
}

// ------------------------------------------------------------------ the drill
async function main() {
  if (process.getuid?.() !== 0) throw new Error('the drill runs PostgreSQL as user postgres: run it as root');
  if (!postgresAvailable()) throw new Error('PostgreSQL 15 binaries not found (apt-get install postgresql)');
  ensureNginx();
  ensureBuilds();
  renderDrillConf(PORTS); // fails before anything starts if the deploy file changed shape
  tmp = mkTmp('aarohi-drill-');
  fs.chmodSync(tmp, 0o755); // nginx's workers (not root) write their temp files here
  const t0 = Date.now();

  cluster = await startPostgres({ port: PORTS.pg, fsync: true });
  log(
    `PostgreSQL on 127.0.0.1:${PORTS.pg} (fsync on) up at +${((Date.now() - t0) / 1000).toFixed(1)} s; s3rver on 127.0.0.1:${PORTS.s3}`,
  );
  const s3dir = path.join(tmp, 's3');
  fs.mkdirSync(s3dir);
  const s3 = spawnLogged(
    's3rver',
    process.execPath,
    [path.join(root, 'e2e/drill/s3rver.mjs'), String(PORTS.s3), s3dir, BUCKET],
    { cwd: root },
  );
  await new Promise((resolve, reject) => {
    s3.stdout.on('data', (d) => String(d).includes('ready') && resolve());
    s3.once('exit', () => reject(new Error(`s3rver exited:\n${s3.output()}`)));
  });

  // Both API processes start together on the empty database, as a deploy would: start-up work
  // (migrations, demo seed) runs under a PostgreSQL advisory lock, so one does it and the other waits.
  log(
    `API processes on ${PORTS.api.join(', ')} (PostgreSQL, STORAGE=s3); remotes on ${PORTS.learner}, ${PORTS.tutor}, ${PORTS.backoffice}; shell servers on ${PORTS.shell.join(', ')}`,
  );
  await Promise.all([
    startApiProcess(0),
    startApiProcess(1),
    startSite('learner', 'learner-app/dist', PORTS.learner),
    startSite('tutor', 'tutor-portal/dist', PORTS.tutor),
    startSite('backoffice', 'backoffice/dist', PORTS.backoffice),
    ...PORTS.shell.map((port, i) => startSite(`shell-${i}`, 'shell/dist', port)),
  ]);

  const confPath = writeDrillNginx(tmp, PORTS);
  const nginx = spawnLogged('nginx', NGINX, [
    '-c',
    confPath,
    '-p',
    tmp,
    '-e',
    path.join(tmp, 'error.log'),
    '-g',
    'daemon off;',
  ]);
  await waitFor(`${apiBase}/health`, 'nginx', { child: nginx });
  log(
    `nginx on ${base} (deploy/nginx/aarohi.conf, ports substituted, plain http); everything up in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );

  // ---- load
  const users = [
    ...Array.from({ length: PLAN.students }, () => studentUser),
    ...Array.from({ length: PLAN.tutors }, () => tutorUser),
    ...Array.from({ length: PLAN.staff }, (_, k) => () => staffUser(k)),
    ...Array.from({ length: PLAN.readers }, () => pageReader),
  ];
  const loadStart = Date.now();
  log(
    `load: ${PLAN.students} students, ${PLAN.tutors} tutors, ${PLAN.staff} staff, ${PLAN.readers} page readers through nginx`,
  );
  const all = Promise.all(users.map((u) => u()));

  await sleep(PLAN.beforeMs);
  // On a slow machine the first sign-ups take long: kill only once there are sessions and an
  // upload to carry across the kill (bounded, so a stuck load still ends).
  while ((sessions.length < 3 || ack.uploads.length < 1) && Date.now() - loadStart < PLAN.beforeMs * 4)
    await sleep(250);
  const sessionsBeforeKill = sessions.slice();
  const killed = { api: apis[0], shellPort: PORTS.shell[0] };
  clock.killAt = Date.now();
  process.kill(procs.get('shell-0').pid, 'SIGKILL');
  await apis[0].kill9();
  procs.delete('shell-0');
  procs.delete('api-0');
  log(
    `kill -9: API ${PORTS.api[0]} (pid ${killed.api.pid}) and shell server ${killed.shellPort} at +${((clock.killAt - loadStart) / 1000).toFixed(1)} s; ${sessionsBeforeKill.length} sessions issued before`,
  );
  await sleep(PLAN.deadMs);
  const restartAt = Date.now();
  clock.back = {};
  await Promise.all([
    startApiProcess(0).then(() => (clock.back.api = Date.now())),
    startSite('shell-0', 'shell/dist', PORTS.shell[0]).then(() => (clock.back.shell = Date.now())),
  ]);
  clock.restartAt = restartAt;
  clock.recoveredAt = Date.now();
  log(
    `restarted both at +${((restartAt - loadStart) / 1000).toFixed(1)} s; answering at +${((clock.recoveredAt - loadStart) / 1000).toFixed(1)} s`,
  );
  await sleep(PLAN.afterMs);
  stopping = true;
  await all;
  const loadEnd = Date.now();
  log(`load done in ${((loadEnd - loadStart) / 1000).toFixed(1)} s: ${samples.length} requests`);

  // ---- verification
  for (const x of samples) x.phase = phaseOf(x.start, x.start + x.ms);
  const report = { plan: PLAN, phases: {}, ports: PORTS };
  const phaseRows = [];
  for (const phase of ['before', 'during', 'after']) {
    const list = samples.filter((s) => s.phase === phase);
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    const byStatus = {};
    for (const s of list) byStatus[s.status] = (byStatus[s.status] || 0) + 1;
    const errors = list.filter((s) => s.status === 0 || s.status >= 500);
    const idem = (s) => s.method === 'GET' || s.method === 'HEAD';
    const row = {
      phase,
      seconds:
        Math.round(
          ((phase === 'before'
            ? clock.killAt - loadStart
            : phase === 'during'
              ? clock.recoveredAt - clock.killAt
              : loadEnd - clock.recoveredAt) /
            1000) *
            10,
        ) / 10,
      requests: list.length,
      byStatus,
      errors: errors.length,
      readErrors: errors.filter(idem).length,
      writeErrors: errors.filter((s) => !idem(s)).length,
      reads: list.filter(idem).length,
      writes: list.filter((s) => !idem(s)).length,
      p50Ms: Math.round(Stats.pct(ms, 50)),
      p99Ms: Math.round(Stats.pct(ms, 99)),
    };
    report.phases[phase] = row;
    phaseRows.push(row);
  }

  const odd = {};
  for (const x of samples)
    if (x.status < 200 || x.status >= 300)
      odd[`${x.status} ${x.name}`] = (odd[`${x.status} ${x.name}`] || 0) + 1;
  report.non2xx = odd;

  // nginx's view: which upstream took each attempt, from its access log
  const access = readAccessLog(path.join(tmp, 'access.log'));
  const fail = /fail_timeout=(\d+)s/.exec(fs.readFileSync(path.join(tmp, 'aarohi.conf'), 'utf8'));
  const failTimeoutMs = Number(fail[1]) * 1000;
  const maxFails = Number(/max_fails=(\d+)/.exec(fs.readFileSync(path.join(tmp, 'aarohi.conf'), 'utf8'))[1]);
  const deadness = {};
  for (const [what, port] of [
    ['api', PORTS.api[0]],
    ['shell', PORTS.shell[0]],
  ]) {
    const addr = `127.0.0.1:${port}`;
    // attempts that reached nginx after the kill and before the restarted process answered
    const attempts = access
      .filter((e) => e.start >= clock.killAt && e.start < clock.back[what])
      .flatMap((e) => e.upstreams.map((u, k) => ({ u, st: e.upstreamStatus[k], start: e.start })))
      .filter((a) => a.u === addr)
      .map((a) => a.start)
      .sort((a, b) => a - b);
    // Stretches of attempts (less than 2 s apart): how long nginx kept sending requests to the
    // dead process each time before leaving it out; and the most attempts in any fail_timeout.
    let longestStretchMs = 0;
    let stretchStart = attempts[0];
    let stretches = attempts.length ? 1 : 0;
    for (let k = 1; k < attempts.length; k++) {
      if (attempts[k] - attempts[k - 1] >= 2000) {
        stretchStart = attempts[k];
        stretches++;
      }
      longestStretchMs = Math.max(longestStretchMs, attempts[k] - stretchStart);
    }
    let mostPerWindow = 0;
    for (let k = 0; k < attempts.length; k++) {
      mostPerWindow = Math.max(
        mostPerWindow,
        attempts.filter((a) => a >= attempts[k] && a < attempts[k] + failTimeoutMs).length,
      );
    }
    deadness[what] = {
      attempts: attempts.length,
      firstAttemptMs: attempts.length ? Math.round(attempts[0] - clock.killAt) : null,
      stretches,
      longestStretchMs: Math.round(longestStretchMs),
      mostPerFailTimeout: mostPerWindow,
      deadForMs: clock.back[what] - clock.killAt,
    };
  }
  const errorLog = fs.existsSync(path.join(tmp, 'error.log'))
    ? fs.readFileSync(path.join(tmp, 'error.log'), 'utf8')
    : '';
  const nginxErrors = {};
  for (const m of errorLog.matchAll(/\[error\] [^:]+: \*\d+ ([a-z()]+[^,(]*?)(?: \(\d+: [^)]*\))? while/g))
    nginxErrors[m[1]] = (nginxErrors[m[1]] || 0) + 1;
  report.nginxErrors = nginxErrors;
  if (process.env.DRILL_KEEP)
    fs.copyFileSync(path.join(tmp, 'error.log'), path.join(root, 'e2e/reports/drill-nginx-error.log'));
  report.deadProcess = deadness;
  report.failTimeoutMs = failTimeoutMs;
  report.maxFails = maxFails;

  // every acknowledged write in PostgreSQL
  const q = (sqlText) => JSON.parse(cluster.psql(sqlText) || 'null') ?? [];
  const dbStudents = new Set(q(`select json_agg(email) from students where email like 'learner.${run}.%'`));
  const dbPayments = new Map(
    q(`select json_agg(json_build_array(order_id, student_id, amount)) from payments`).map(([o, s, a]) => [
      o,
      { s, a },
    ]),
  );
  const dbStudentTickets = new Set(q(`select json_agg(id) from student_tickets`));
  const dbTutors = new Set(q(`select json_agg(id) from tutors`));
  const dbTutorTickets = new Set(q(`select json_agg(id) from tutor_tickets`));
  const dbUploads = new Map(
    q(
      `select json_agg(json_build_array(tutor_id, resume_key, experience_letter_key)) from tutor_uploads`,
    ).map(([t, r, x]) => [t, { r, x }]),
  );
  const dbReplies = new Set(
    q(`select json_agg(source || ':' || ticket_id || ':' || message) from ticket_replies`),
  );
  const lost = {
    registrations:
      ack.students.filter((s) => !dbStudents.has(s.email)).length +
      ack.tutors.filter((t) => !dbTutors.has(t.tutorId)).length,
    payments: ack.payments.filter(
      (p) => dbPayments.get(p.orderId)?.s !== p.userId || dbPayments.get(p.orderId)?.a !== p.amount,
    ).length,
    uploads: ack.uploads.filter((u) => !dbUploads.get(u.tutorId)?.r || !dbUploads.get(u.tutorId)?.x).length,
    tickets:
      ack.studentTickets.filter((t) => !dbStudentTickets.has(t.id)).length +
      ack.tutorTickets.filter((t) => !dbTutorTickets.has(t.id)).length,
    replies: ack.replies.filter((r) => !dbReplies.has(`${r.source}:${r.ticketId}:${r.message}`)).length,
  };
  report.acknowledged = {
    registrations: ack.students.length + ack.tutors.length,
    students: ack.students.length,
    tutors: ack.tutors.length,
    payments: ack.payments.length,
    uploads: ack.uploads.length,
    tickets: ack.studentTickets.length + ack.tutorTickets.length,
    replies: ack.replies.length,
  };
  report.lost = lost;
  const lostTotal = Object.values(lost).reduce((a, b) => a + b, 0);

  // every uploaded file readable through nginx, and through the API process that did not take it
  const upstreamOf = new Map(access.filter((e) => e.drillReq).map((e) => [e.drillReq, e.upstreams.at(-1)]));
  const expected = (label, kind) => tinyPdf(kind === 'resume' ? `Resume ${label}` : `Letter ${label}`);
  let unreadable = 0;
  let crossRead = 0;
  let crossUnreadable = 0;
  for (const u of ack.uploads) {
    for (const kind of ['resume', 'experience_letter']) {
      const want = expected(u.label, kind);
      const viaNginx = await u.c.get(`/api/tutor/uploads/${u.tutorId}/files/${kind}`);
      if (viaNginx.status !== 200 || !viaNginx.raw?.equals(want)) unreadable++;
      const took = upstreamOf.get(u.drillReq);
      const otherPort =
        took === `127.0.0.1:${PORTS.api[0]}`
          ? PORTS.api[1]
          : took === `127.0.0.1:${PORTS.api[1]}`
            ? PORTS.api[0]
            : null;
      if (otherPort) {
        const other = client(`http://127.0.0.1:${otherPort}`, null, { origin: ORIGIN });
        for (const [k, v] of u.c.jar) other.jar.set(k, v);
        const r = await other.get(`/api/tutor/uploads/${u.tutorId}/files/${kind}`);
        if (r.status === 200 && r.raw?.equals(want)) crossRead++;
        else crossUnreadable++;
      }
    }
  }
  report.files = {
    uploaded: ack.uploads.length * 2,
    unreadable,
    readThroughOtherProcess: crossRead,
    unreadableThroughOtherProcess: crossUnreadable,
  };

  // sessions issued before the kill, used after it
  const probe = {
    student: () => '/api/me',
    tutor: (id) => `/api/tutor/profile/${id}`,
    staff: () => '/api/staff/me',
  };
  let survived = 0;
  for (const s of sessionsBeforeKill) {
    const c = client(apiBase, null, { origin: ORIGIN });
    for (const [k, v] of s.c.jar) c.jar.set(k, v);
    if ((await c.get(probe[s.kind](s.id))).status === 200) survived++;
  }
  report.sessions = { issuedBeforeKill: sessionsBeforeKill.length, workingAfter: survived };

  // ---- print
  const during = report.phases.during;
  const table = [
    '| phase | seconds | requests | by status | errors (reads / writes) | p50 ms | p99 ms |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...phaseRows.map(
      (r) =>
        `| ${r.phase} | ${r.seconds} | ${r.requests} | ${Object.entries(r.byStatus)
          .map(([k, v]) => `${k === '0' ? 'network' : k}: ${v}`)
          .join(', ')} | ${r.errors} (${r.readErrors} / ${r.writeErrors}) | ${r.p50Ms} | ${r.p99Ms} |`,
    ),
  ].join('\n');
  const lines = [
    `acknowledged writes: ${report.acknowledged.registrations} registrations (${ack.students.length} students, ${ack.tutors.length} tutors), ${ack.payments.length} payments, ${ack.uploads.length} uploads, ${report.acknowledged.tickets} tickets, ${ack.replies.length} staff replies`,
    `acknowledged writes lost: ${lostTotal} (checked in PostgreSQL: ${Object.entries(lost)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')})`,
    `files: ${report.files.uploaded} uploaded, ${unreadable} unreadable through nginx; ${crossRead} read back through the other API process (${crossUnreadable} failed)`,
    `sessions issued before the kill still working after it: ${survived} of ${sessionsBeforeKill.length}`,
    `kill window (${during.seconds} s): ${during.errors} failed requests of ${during.requests} — ${during.readErrors} of ${during.reads} reads (retried by nginx), ${during.writeErrors} of ${during.writes} writes (not acknowledged)`,
    `answers other than 2xx: ${
      Object.entries(odd)
        .map(([k, v]) => `${v} × ${k}`)
        .join(', ') || 'none'
    }`,
    `nginx error log: ${
      Object.entries(nginxErrors)
        .map(([k, v]) => `${v} × ${k}`)
        .join(', ') || 'nothing'
    }`,
    ...Object.entries(deadness).map(
      ([what, d]) =>
        `nginx → dead ${what} process (down ${(d.deadForMs / 1000).toFixed(1)} s until it answered again): ${d.attempts} attempts in ${d.stretches} stretch(es), the longest ${d.longestStretchMs} ms, at most ${d.mostPerFailTimeout} in any ${failTimeoutMs / 1000} s (max_fails=${maxFails}, fail_timeout=${failTimeoutMs / 1000}s)`,
    ),
  ];
  console.log(`\n${table}\n`);
  for (const l of lines) console.log(l);
  report.table = table;
  report.lines = lines;
  console.log('');

  checks.add('every acknowledged write is in PostgreSQL', lostTotal === 0, JSON.stringify(lost));
  checks.add(
    'every uploaded file is readable and unchanged through nginx',
    unreadable === 0,
    `${unreadable} unreadable`,
  );
  checks.add(
    'uploads read back through the other API process',
    crossRead > 0 && crossUnreadable === 0,
    `${crossRead} read, ${crossUnreadable} failed`,
  );
  checks.add(
    'every session issued before the kill works after it',
    sessionsBeforeKill.length > 0 && survived === sessionsBeforeKill.length,
    `${survived} of ${sessionsBeforeKill.length}`,
  );
  checks.add(
    'the load wrote something of every kind',
    Object.values(report.acknowledged).every((n) => n > 0),
    JSON.stringify(report.acknowledged),
  );
  for (const [what, d] of Object.entries(deadness)) {
    // The passive check: after max_fails failures the process is left out for fail_timeout, then
    // tried with one request. Never a stretch of requests longer than fail_timeout, and no more than
    // max_fails per fail_timeout (twice that allows for requests already on their way when a
    // failure is recorded; with no health check a dead process would take half the load).
    checks.add(
      `nginx never kept sending requests to the dead ${what} process for longer than fail_timeout`,
      d.longestStretchMs <= failTimeoutMs,
      `a stretch of ${d.longestStretchMs} ms`,
    );
    checks.add(
      `nginx sent the dead ${what} process at most 2 × max_fails requests per fail_timeout`,
      d.mostPerFailTimeout <= 2 * maxFails,
      `${d.mostPerFailTimeout} in ${failTimeoutMs} ms`,
    );
  }
  // Reads are retried on the other process (proxy_next_upstream); a read can still fail if the
  // killed process had already sent part of its answer. Allow a handful, report the exact figure.
  checks.add(
    'reads failed during the kill window ≤ 2 %',
    during.readErrors <= Math.max(1, Math.ceil(during.reads * 0.02)),
    `${during.readErrors} of ${during.reads}`,
  );
  report.checks = checks.list;
  fs.mkdirSync(path.join(root, 'e2e/reports'), { recursive: true });
  fs.writeFileSync(
    path.join(root, `e2e/reports/drill${short ? '-short' : ''}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );

  // ---- stop everything it started (gracefully; the exit handler kills whatever is left)
  stopping = true;
  for (const a of apis) await a?.stop();
  procs.delete('api-0');
  procs.delete('api-1');
  for (const name of ['nginx', 'shell-0', 'shell-1', 'learner', 'tutor', 'backoffice', 's3rver']) {
    const p = procs.get(name);
    if (!p) continue;
    const gone = new Promise((resolve) =>
      p.child.exitCode !== null || p.child.signalCode !== null ? resolve() : p.child.once('exit', resolve),
    );
    p.child.kill('SIGTERM');
    if (!(await Promise.race([gone.then(() => true), sleep(5000).then(() => false)])))
      p.child.kill('SIGKILL');
    procs.delete(name);
  }
  await cluster.stop();
  cluster = null;
}

const started = Date.now();
try {
  await main();
} catch (err) {
  checks.add('drill ran to the end', false, err.stack || err.message);
  for (const a of apis) if (a?.log) console.error(a.log.slice(-1500));
}
killAllNow();
log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`drill: ${checks.passed} passed, ${checks.failed} failed`);
process.exit(checks.failed ? 1 : 0);

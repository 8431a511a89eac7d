/**
 * Readers and one writer on the embedded database (not a test: it never fails on timings). Starts the
 * API on PGlite with the demo data, signs in four demo students as readers, then runs autocannon on
 * their signed-in reads (dashboard, notifications, her sessions, sessions with progress) three times:
 * alone, while one other demo student (Kavita) opens a recording of a held session in a loop, and
 * while she files support tickets in a loop. Prints requests, p50 and p99 of the readers for each,
 * and p50 with the writer over p50 alone: what a write that drops the whole read cache costs the
 * readers, against one that drops only the writer's entries.
 * Env: BENCH_DURATION (s per run, default 15), BENCH_WARMUP (s, default 2, not recorded),
 * BENCH_CONNECTIONS (reader connections, default 50).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startApi, stop } from './process';

const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PASSWORD = 'Student@2025'; // every seeded student's
const READERS = ['student@aarohi.example', 'lakshmi@aarohi.example', 'divya@aarohi.example', 'rekha@aarohi.example'];
const WRITER = 'kavita@aarohi.example';

interface Student {
  cookie: string;
  id: number;
}
async function signIn(base: string, email: string): Promise<Student> {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}`);
  const body = (await res.json()) as { user: { id: number } };
  return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, id: body.user.id };
}

const readsOf = (s: Student) => [
  `/api/student/dashboard/${s.id}`,
  `/api/student/notifications/${s.id}`,
  '/api/student/my-sessions',
  `/api/student/sessions/${s.id}`,
];

interface Figures {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** The readers for `seconds`: each connection is one reader (in turn), cycling through her reads. */
async function readers(base: string, students: Student[], seconds: number): Promise<Figures> {
  let next = 0;
  const r = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (req, context) => {
          const c = context as { who?: Student; i?: number };
          c.who ??= students[next++ % students.length]!;
          const reads = readsOf(c.who);
          c.i = ((c.i ?? -1) + 1) % reads.length;
          return { ...req, path: reads[c.i]!, headers: { ...req.headers, cookie: c.who.cookie } };
        },
      },
    ],
  });
  return { requests: r.requests.total, p50Ms: r.latency.p50, p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

/** One write after another until `until()` says stop; how many, how fast, and any unexpected answer. */
async function writerLoop(write: () => Promise<Response>, expected: number, done: () => boolean) {
  const ms: number[] = [];
  let unexpected = 0;
  while (!done()) {
    const t0 = performance.now();
    const res = await write();
    await res.arrayBuffer();
    ms.push(performance.now() - t0);
    if (res.status !== expected) unexpected += 1;
  }
  ms.sort((a, b) => a - b);
  return { writes: ms.length, p50Ms: Number((ms[Math.floor(ms.length / 2)] ?? NaN).toFixed(1)), unexpected };
}

const line = (name: string, f: Figures) =>
  console.log(
    `${name.padEnd(46)} ${String(f.requests).padStart(8)} requests   p50 ${f.p50Ms} ms   p99 ${f.p99Ms} ms${f.non2xx ? `   non-2xx ${f.non2xx}` : ''}${f.errors ? `   errors ${f.errors}` : ''}`,
  );

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-bench-readers-'));
let api: ChildProcess | undefined;
try {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The cache under test serves PGlite only: never a PostgreSQL named in the caller's environment.
  api = (await startApi(dataDir, port, { DATABASE_URL: undefined })).child;

  const students = [];
  for (const email of READERS) students.push(await signIn(base, email));
  const writer = await signIn(base, WRITER);
  const mine = (await (await fetch(`${base}/api/student/my-sessions`, { headers: { cookie: writer.cookie } })).json()) as {
    data: { sessions: { id: number; held: boolean; has_recording: boolean }[] };
  };
  const recorded = mine.data.sessions.find((s) => s.held && s.has_recording);
  if (!recorded) throw new Error('the writer has no held session with a recording');

  const writes = {
    'recording opened': {
      expected: 302,
      write: () =>
        fetch(`${base}/api/sessions/${recorded.id}/recording`, { headers: { cookie: writer.cookie }, redirect: 'manual' }),
    },
    'support ticket filed': {
      expected: 201,
      write: () =>
        fetch(`${base}/api/support-tickets`, {
          method: 'POST',
          headers: { cookie: writer.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            userId: writer.id,
            subject: 'Class timing',
            priority: 'Low',
            description: 'Can I move to the morning batch next month?',
          }),
        }),
    },
  };

  console.log(`PGlite, ${CONNECTIONS} reader connections (${READERS.length} students), ${DURATION} s per run`);
  if (WARMUP > 0) await readers(base, students, WARMUP);
  const alone = await readers(base, students, DURATION);
  line('readers alone', alone);
  for (const [kind, { expected, write }] of Object.entries(writes)) {
    let finished = false;
    const writing = writerLoop(write, expected, () => finished);
    const withWriter = await readers(base, students, DURATION);
    finished = true;
    const w = await writing;
    line(`readers + one student's ${kind}`, withWriter);
    console.log(
      `  writer: ${w.writes} writes, p50 ${w.p50Ms} ms${w.unexpected ? `, ${w.unexpected} not ${expected}` : ''}; readers' p50 with writer / alone = ${(withWriter.p50Ms / alone.p50Ms).toFixed(2)}`,
    );
  }
} catch (err) {
  console.error('benchmark incomplete:', err);
  process.exitCode = 1;
} finally {
  if (api) await stop(api);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

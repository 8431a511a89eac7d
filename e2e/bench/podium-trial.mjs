#!/usr/bin/env node
// `pnpm bench:podium`: our server composition (scripts/serve.mjs + scripts/compose.mjs) against a
// Podium layout + podlet (@podium/layout, @podium/podlet; e2e/bench/podium/) composing the same
// public pages from the same learner renderer into the same document, measured in one run.
//
// Each side is two processes of its own — ours: the shell's server and the learner's server
// (/__fragment); Podium's: the layout and the podlet — started beside the production platform
// (`node scripts/start.mjs --no-build`: the API, and the remotes' files the browser loads). For
// /, /course, /about and /hi it checks the two documents are the same page, then measures TTFB and
// full response (p50/p95 of N requests after a warm-up; sequential and 10 at a time, the two sides
// taking turns every few requests so both see the same machine load), HTML bytes, whether the page
// hydrates in Chromium without an error, what happens when the remote's server is down, and the
// lines of code each side is. Prints a table and writes e2e/reports/podium-trial.json. Never fails
// on figures; exits 1 only when something could not run.
// Needs production builds (node scripts/build.mjs). Options (env): TRIAL_N (200), TRIAL_WARMUP (20),
// TRIAL_PORT_BASE (3310: ours 3312/3313, Podium 3310/3311), and the platform's API_PORT (4300),
// SHELL_PORT (3300), LEARNER_PORT (3301), TUTOR_PORT (3302), BACKOFFICE_PORT (3303).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHROME_FLAGS, root, startPlatform } from './platform.mjs';
import { summarise, codeLines } from './podium/stats.mjs';

const PAGES = ['/', '/course', '/about', '/hi'];
const N = Number(process.env.TRIAL_N || 200);
const WARMUP = Number(process.env.TRIAL_WARMUP || 20);
const CONCURRENCY = 10;
const ports = {
  api: Number(process.env.API_PORT || 4300),
  shell: Number(process.env.SHELL_PORT || 3300),
  learner: Number(process.env.LEARNER_PORT || 3301),
  tutor: Number(process.env.TUTOR_PORT || 3302),
  backoffice: Number(process.env.BACKOFFICE_PORT || 3303),
};
const base = Number(process.env.TRIAL_PORT_BASE || 3310);
const trial = { podiumLayout: base, podlet: base + 1, ourShell: base + 2, ourLearner: base + 3 };

const platformEnv = {
  BACKOFFICE_PORT: String(ports.backoffice),
  CORS_ORIGINS: [
    ports.shell,
    ports.learner,
    ports.tutor,
    ports.backoffice,
    trial.podiumLayout,
    trial.ourShell,
  ]
    .map((p) => `http://127.0.0.1:${p}`)
    .join(','),
};
// What both sides' servers run with: the platform's ports (where browsers load the remotes and reach
// the API), and the learner's renderer reached at its trial process.
const serverEnv = {
  ...process.env,
  HOST: '127.0.0.1',
  API_PORT: String(ports.api),
  SHELL_PORT: String(ports.shell),
  LEARNER_PORT: String(ports.learner),
  TUTOR_PORT: String(ports.tutor),
  BACKOFFICE_PORT: String(ports.backoffice),
};

function startServer(name, args, env, readyUrl) {
  const child = spawn('node', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  const ready = (async () => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(readyUrl)).ok) return;
      } catch {
        // not up yet
      }
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`${name} did not start:\n${log.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  return { name, child, stop, ready, log: () => log };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One GET: time to the response's headers (TTFB) and to its last byte, in ms; and its body. */
function timedGet(url) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - t0) / 1e6;
    http
      .get(url, { agent }, (res) => {
        const ttfb = ms();
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, ttfb, total: ms(), body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * N timed requests to each of two URLs, `concurrency` at a time, the two taking turns every
 * `concurrency × 2` requests (which one goes first alternates), so a busy moment on the shared
 * machine falls on both. Returns the samples per side and whether every answer was a composed 200.
 */
async function measurePair(urls, concurrency) {
  const samples = urls.map(() => ({ ttfb: [], total: [], bad: 0 }));
  const block = concurrency * 2;
  for (let turn = 0, done = 0; done < N; turn++) {
    const size = Math.min(block, N - done);
    const order = turn % 2 ? [1, 0] : [0, 1];
    for (const side of order) {
      let left = size;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (left > 0) {
            left--;
            const r = await timedGet(urls[side]);
            if (r.status !== 200 || !r.body.includes('id="aarohi-ssr"')) samples[side].bad++;
            samples[side].ttfb.push(r.ttfb);
            samples[side].total.push(r.total);
          }
        }),
      );
    }
    done += size;
  }
  return samples;
}

/** Opens the page in Chromium: was it hydrated (the app marks <html data-app-ready>), and what went wrong. */
async function hydration(browser, url) {
  const page = await browser.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text().slice(0, 200)));
  page.on('pageerror', (e) => errors.push(String(e.message).slice(0, 200)));
  try {
    await page.goto(url, { timeout: 60_000 });
    const serverRendered = await page
      .locator('#aarohi-ssr')
      .count()
      .then((n) => n > 0);
    await page.locator('html[data-app-ready]').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    return { hydrated: true, serverRendered, errors };
  } catch (error) {
    return { hydrated: false, errors: [...errors, String(error.message).slice(0, 200)] };
  } finally {
    await page.close();
  }
}

const fmt = (x) => (x == null ? '–' : x.toFixed(1));
const pad = (s, n) => String(s).padEnd(n);

async function main() {
  for (const dir of ['shell/dist-ssr', 'learner-app/dist-ssr']) {
    if (!fs.existsSync(path.join(root, dir, 'render.cjs')))
      throw new Error(`${dir}/render.cjs is missing: run node scripts/build.mjs first`);
  }
  const loadAtStart = os.loadavg().map((x) => Number(x.toFixed(2)));
  console.log(`starting the platform (API ${ports.api}, shell ${ports.shell}, learner ${ports.learner}) …`);
  const platform = await startPlatform({ ports, env: platformEnv });
  const learnerSsr = `http://127.0.0.1:${trial.ourLearner}`;
  const env = { ...serverEnv, LEARNER_SSR_URL: learnerSsr };
  const servers = [];
  const result = {
    generatedAt: new Date().toISOString(),
    n: N,
    warmup: WARMUP,
    concurrency: CONCURRENCY,
    machine: { cpus: os.cpus().length, node: process.version, loadAtStart },
  };
  try {
    servers.push(
      startServer(
        'our learner server',
        ['scripts/serve.mjs', 'learner-app/dist', String(trial.ourLearner)],
        env,
        `${learnerSsr}/routes.json`,
      ),
    );
    servers.push(
      startServer(
        'our shell server',
        ['scripts/serve.mjs', 'shell/dist', String(trial.ourShell)],
        env,
        `http://127.0.0.1:${trial.ourShell}/mf-manifest.json`,
      ),
    );
    servers.push(
      startServer(
        'Podium podlet',
        ['e2e/bench/podium/podlet.mjs', String(trial.podlet)],
        env,
        `http://127.0.0.1:${trial.podlet}/manifest.json`,
      ),
    );
    servers.push(
      startServer(
        'Podium layout',
        ['e2e/bench/podium/layout.mjs', String(trial.podiumLayout), String(trial.podlet)],
        env,
        `http://127.0.0.1:${trial.podiumLayout}/mf-manifest.json`,
      ),
    );
    await Promise.all(servers.map((s) => s.ready));
    const sides = [
      { key: 'ours', label: 'ours (serve.mjs + compose.mjs)', origin: `http://127.0.0.1:${trial.ourShell}` },
      { key: 'podium', label: 'Podium (layout + podlet)', origin: `http://127.0.0.1:${trial.podiumLayout}` },
    ];

    // 1. The same page: both documents, the port in their absolute links aside.
    result.pages = {};
    for (const p of PAGES) {
      for (let i = 0; i < WARMUP; i++) for (const s of sides) await timedGet(s.origin + p);
      const bodies = await Promise.all(
        sides.map((s) => timedGet(s.origin + p).then((r) => r.body.toString())),
      );
      // Each side rendered the page itself, a moment apart: the data's timestamps and the port aside.
      const normal = (html, port) =>
        html.replaceAll(`:${port}`, ':PORT').replace(/"(\w+At)":\d{13}/g, '"$1":0');
      const same = normal(bodies[0], trial.ourShell) === normal(bodies[1], trial.podiumLayout);
      const bytes = (html) => ({
        raw: Buffer.byteLength(html),
        gzip: zlib.gzipSync(html, { level: 9 }).length,
        br: zlib.brotliCompressSync(html).length,
      });
      result.pages[p] = {
        sameDocument: same,
        composed: bodies.map((b) => b.includes('id="aarohi-ssr"')),
        bytes: Object.fromEntries(sides.map((s, i) => [s.key, bytes(bodies[i])])),
      };
      if (!same) {
        const dump = path.join(os.tmpdir(), `podium-trial${p.replace(/\//g, '-')}`);
        sides.forEach((s, i) => fs.writeFileSync(`${dump}.${s.key}.html`, bodies[i]));
        console.warn(
          `! ${p}: the two documents differ (${bodies[0].length} vs ${bodies[1].length} characters): ${dump}.*.html`,
        );
      }
    }

    // 2. Timings.
    result.timings = {};
    for (const p of PAGES) {
      result.timings[p] = {};
      for (const concurrency of [1, CONCURRENCY]) {
        const samples = await measurePair(
          sides.map((s) => s.origin + p),
          concurrency,
        );
        result.timings[p][`c${concurrency}`] = Object.fromEntries(
          sides.map((s, i) => [
            s.key,
            {
              ttfb: summarise(samples[i].ttfb),
              total: summarise(samples[i].total),
              notComposed: samples[i].bad,
            },
          ]),
        );
        const t = result.timings[p][`c${concurrency}`];
        console.log(
          `${pad(p, 8)} c${pad(concurrency, 3)} TTFB p50/p95 ours ${fmt(t.ours.ttfb.p50)}/${fmt(t.ours.ttfb.p95)}  podium ${fmt(t.podium.ttfb.p50)}/${fmt(t.podium.ttfb.p95)} ms`,
        );
      }
    }

    // 3. Hydration in Chromium.
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      // Playwright runs it headless itself.
      args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
    });
    result.hydration = {};
    try {
      for (const p of PAGES) {
        result.hydration[p] = {};
        for (const s of sides) result.hydration[p][s.key] = await hydration(browser, s.origin + p);
      }
    } finally {
      await browser.close();
    }

    // 4. The remote's server down: what each side sends for /course, and how soon.
    // The podlet goes first (the Podium layout reads the route lists from our learner server too,
    // so that one stays up until ours is measured).
    result.remoteDown = {};
    for (const [s, remote] of [
      [sides[1], servers[2]],
      [sides[0], servers[0]],
    ]) {
      await remote.stop();
      const times = [];
      let composed = 0;
      let status = 0;
      for (let i = 0; i < 20; i++) {
        const r = await timedGet(`${s.origin}/course`);
        times.push(r.total);
        status = r.status;
        if (r.body.includes('id="aarohi-ssr"')) composed++;
      }
      result.remoteDown[s.key] = { status, composedOf20: composed, total: summarise(times) };
    }
  } finally {
    for (const s of servers) await s.stop();
    await platform.stop();
    agent.destroy();
  }

  // 5. Code: our composition against the trial's Podium side and the packages it installs.
  result.code = {
    ours: codeLines([path.join(root, 'scripts/compose.mjs')]),
    podiumOwn: codeLines(
      ['layout.mjs', 'podlet.mjs', 'fragment-html.mjs'].map((f) => path.join(root, 'e2e/bench/podium', f)),
    ),
    podiumPackages: codeLines(podiumPackageFiles()),
  };

  fs.mkdirSync(path.join(root, 'e2e/reports'), { recursive: true });
  fs.writeFileSync(path.join(root, 'e2e/reports/podium-trial.json'), `${JSON.stringify(result, null, 2)}\n`);
  printTable(result);
}

/** Every JavaScript file of @podium/layout, @podium/podlet and the packages they depend on, as installed. */
function podiumPackageFiles() {
  const seen = new Set();
  const files = [];
  const visit = (dir) => {
    const real = fs.realpathSync(dir);
    if (seen.has(real)) return;
    seen.add(real);
    const pkg = JSON.parse(fs.readFileSync(path.join(real, 'package.json'), 'utf8'));
    const walk = (d) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        if (e.name === 'node_modules' || e.name === 'test' || e.name === 'tests') continue;
        const full = path.join(d, e.name);
        if (e.isDirectory()) walk(full);
        else if (/\.(c|m)?js$/.test(e.name) && !/\.min\.js$/.test(e.name)) files.push(full);
      }
    };
    walk(real);
    // pnpm puts a package's dependencies beside it: <store>/node_modules/<dependency>.
    const nodeModules = real.slice(0, real.lastIndexOf(`${path.sep}node_modules${path.sep}`) + 13);
    for (const dep of Object.keys(pkg.dependencies || {})) {
      const depDir = path.join(nodeModules, dep);
      if (fs.existsSync(depDir)) visit(depDir);
    }
  };
  visit(path.join(root, 'e2e/node_modules/@podium/layout'));
  visit(path.join(root, 'e2e/node_modules/@podium/podlet'));
  return Object.assign(files, { packages: seen.size });
}

function printTable(r) {
  const line = (...cells) => console.log(`| ${cells.join(' | ')} |`);
  console.log(
    `\nPodium trial — N=${r.n} per side per page and mode after ${r.warmup} warm-up requests; machine load at start ${r.machine.loadAtStart.join(' ')}\n`,
  );
  line(
    'page',
    'mode',
    'TTFB p50 ours',
    'TTFB p50 Podium',
    'TTFB p95 ours',
    'TTFB p95 Podium',
    'full p50 ours',
    'full p50 Podium',
    'full p95 ours',
    'full p95 Podium',
  );
  line(...Array(10).fill('---'));
  for (const [p, modes] of Object.entries(r.timings)) {
    for (const [mode, t] of Object.entries(modes)) {
      line(
        p,
        mode === 'c1' ? 'sequential' : `${mode.slice(1)} at a time`,
        fmt(t.ours.ttfb.p50),
        fmt(t.podium.ttfb.p50),
        fmt(t.ours.ttfb.p95),
        fmt(t.podium.ttfb.p95),
        fmt(t.ours.total.p50),
        fmt(t.podium.total.p50),
        fmt(t.ours.total.p95),
        fmt(t.podium.total.p95),
      );
    }
  }
  console.log('');
  line(
    'page',
    'same document',
    'HTML bytes ours (gzip)',
    'HTML bytes Podium (gzip)',
    'hydrated ours (errors)',
    'hydrated Podium (errors)',
  );
  line(...Array(6).fill('---'));
  for (const [p, x] of Object.entries(r.pages)) {
    const h = r.hydration?.[p] ?? {};
    const hy = (s) =>
      s
        ? `${s.hydrated ? 'yes' : 'NO'}${s.serverRendered === false ? ' (not server-rendered)' : ''} (${s.errors.length})`
        : '–';
    line(
      p,
      x.sameDocument ? 'yes' : 'NO',
      `${x.bytes.ours.raw} (${x.bytes.ours.gzip})`,
      `${x.bytes.podium.raw} (${x.bytes.podium.gzip})`,
      hy(h.ours),
      hy(h.podium),
    );
  }
  const notComposed = Object.values(r.timings)
    .flatMap((m) => Object.values(m))
    .reduce((n, t) => [n[0] + t.ours.notComposed, n[1] + t.podium.notComposed], [0, 0]);
  console.log(
    `\nanswers that were not a composed page during timing: ours ${notComposed[0]}, Podium ${notComposed[1]}`,
  );
  for (const [k, d] of Object.entries(r.remoteDown ?? {}))
    console.log(
      `remote's server down, /course: ${k} → ${d.status}, ${d.composedOf20}/20 composed, p50 ${fmt(d.total.p50)} ms`,
    );
  console.log(
    `lines of code (non-blank, non-comment): ours scripts/compose.mjs ${r.code.ours.lines}; Podium trial's own ${r.code.podiumOwn.lines} + installed packages ${r.code.podiumPackages.lines} in ${r.code.podiumPackages.files} files`,
  );
  for (const [p, x] of Object.entries(r.hydration ?? {}))
    for (const [k, s] of Object.entries(x)) for (const e of s.errors) console.log(`  ${p} ${k}: ${e}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// `pnpm test`: every check the project has, in the order a reviewer would want them, with one summary.
// Type-checks, lint, every jest suite (API in band, and again on PostgreSQL when it is installed),
// the Storybook build and the visual regression of its stories, the production builds, the fault
// drill (nginx in front of two API processes, one killed mid-load) and the Playwright journeys in
// Debian's Chromium.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { createRequire } from 'node:module';
import { TYPECHECK_PROGRAMS } from './typecheck-programs.mjs';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = onlyArg ? onlyArg.slice(7).split(',') : null;
const skip = new Set((process.env.TEST_SKIP || '').split(',').filter(Boolean));
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-test-'));
const summary = [];
let passed = 0;
let failed = 0;

function run(cmd, args, opts = {}) {
  return spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...opts.env }, cwd: opts.cwd });
}

/**
 * The same as `run`, without blocking: the output goes to a file (printed whole when it ends, so two
 * suites running side by side don't interleave their lines).
 */
function runToFile(cmd, args, logFile, env = {}) {
  return new Promise((resolve) => {
    const fd = fs.openSync(logFile, 'w');
    const child = spawn(cmd, args, { stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
    child.on('close', (status) => {
      fs.closeSync(fd);
      process.stdout.write(fs.readFileSync(logFile, 'utf8'));
      resolve({ status });
    });
  });
}

function ensureDebianPackages() {
  const wanted = [];
  if (!fs.existsSync('/usr/bin/chromium')) wanted.push('chromium');
  if (!fs.existsSync('/usr/lib/postgresql')) wanted.push('postgresql');
  // The student journey reads the payment confirmation PDF back with pdftotext.
  if (!fs.existsSync('/usr/bin/pdftotext')) wanted.push('poppler-utils');
  // The PDF validator test checks the structure of every PDF we hand out with qpdf --check.
  if (!fs.existsSync('/usr/bin/qpdf')) wanted.push('qpdf');
  // The fault drill puts Debian's nginx in front of the processes.
  if (!fs.existsSync('/usr/sbin/nginx')) wanted.push('nginx-light');
  if (!wanted.length) return;
  if (process.getuid?.() !== 0) {
    console.warn(`Missing Debian packages (${wanted.join(', ')}); run: sudo apt-get install -y ${wanted.join(' ')}`);
    return;
  }
  console.log(`Installing Debian packages: ${wanted.join(' ')}`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...wanted], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

function jestCounts(file) {
  jestFailures(file);
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites };
  } catch {
    return null;
  }
}

/** Where a CI log is read from its end: each failed test's name and the first lines of its error. */
const failures = [];
const firstLines = (text, n = 6) =>
  stripVTControlCharacters(String(text || ''))
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, n)
    .map((l) => `      ${l.slice(0, 200)}`)
    .join('\n');

function jestFailures(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const suite of report.testResults) {
      const rel = path.relative(process.cwd(), suite.name);
      if (suite.status === 'failed' && !suite.assertionResults.some((a) => a.status === 'failed'))
        failures.push(`  ${rel}\n${firstLines(suite.message)}`);
      for (const a of suite.assertionResults)
        if (a.status === 'failed') failures.push(`  ${rel} › ${a.fullName}\n${firstLines(a.failureMessages.join('\n'))}`);
    }
  } catch {
    /* no report: the step's own output says why */
  }
}

function playwrightFailures(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    const walk = (suite, titles) => {
      for (const spec of suite.specs || [])
        for (const t of spec.tests)
          if (t.status === 'unexpected' || t.status === 'flaky') {
            const errors = t.results.map((r, i) => `    try ${i + 1} (${r.status}):\n${firstLines(r.error?.message)}`).join('\n');
            failures.push(`  ${t.status === 'flaky' ? '(flaky) ' : ''}${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}\n${errors}`);
          }
      for (const child of suite.suites || []) walk(child, [...titles, child.title]);
    };
    for (const suite of report.suites) walk(suite, []);
  } catch {
    /* no report: the step's own output says why */
  }
}

function playwrightCounts(file) {
  playwrightFailures(file);
  try {
    const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: stats.expected + (stats.flaky || 0), failed: stats.unexpected };
  } catch {
    return null;
  }
}

/**
 * API test files whose subject is not the database: validators of what the API hands out (OpenAPI,
 * PDFs, calendars, credentials, mails), headers, parameter checks, static structure and pure
 * functions. Both engines are PostgreSQL and these files only need one to build their fixtures, so
 * each runs in one lane, chosen to even the two lanes out (measured on a clean clone: PGlite 561 s,
 * PostgreSQL 497 s with every file in both). Everything else — every query, transaction, race and
 * restart — runs on both. `api/scripts/test-pg.sh` alone still runs every file.
 */
const API_ONCE_ON = {
  postgres: ['param-sweep', 'security-headers', 'openapi-valid', 'credential-validators', 'mail-validators'],
  pglite: [
    'openapi-stable',
    'calendar-validity',
    'pdf-validators',
    'invoice-pdf',
    'origins',
    'architecture',
    'upi-uri',
    'mail-names',
    'csv',
    'course-story',
  ],
};
/** jest's arguments for one lane: the files that run only in the other lane are left out. */
function apiFilesElsewhere(lane) {
  const other = lane === 'pglite' ? API_ONCE_ON.postgres : API_ONCE_ON.pglite;
  for (const name of other)
    if (!fs.existsSync(path.join('api/test', `${name}.test.ts`))) throw new Error(`API_ONCE_ON names api/test/${name}.test.ts, which is gone`);
  return ['--testPathIgnorePatterns', `/api/test/(${other.join('|')})\\.test\\.ts$`];
}

const steps = [
  // Two lanes, one core each: the type-checks (three programs, scripts/typecheck-programs.mjs) and
  // the browser's API types, generated from the API (web-core/src/api/schema.generated.ts: an API
  // change committed without `pnpm api:types` fails there), beside eslint and then the node tests.
  {
    lanes: [
      [
        ...TYPECHECK_PROGRAMS.map(({ name, project }) => [
          `typecheck (${name})`,
          () => runToFile('node', [tsc, '-p', project, '--noEmit'], path.join(resultsDir, `typecheck-${path.dirname(project)}.log`)),
        ]),
        ['api types up to date', () => runToFile('pnpm', ['api:types', '--check'], path.join(resultsDir, 'api-types.log'))],
      ],
      [
        ['lint', () => runToFile('pnpm', ['exec', 'eslint', '.', '--max-warnings=0'], path.join(resultsDir, 'lint.log'))],
        // The production servers' node:test files after lint: the type-check lane is the longer.
        [
          'node tests (production servers: scripts/test)',
          async () => {
            // node:test files beside the servers they test (scripts/test/*.test.mjs); support modules are not tests.
            const files = fs.readdirSync('scripts/test').filter((f) => f.endsWith('.test.mjs')).map((f) => path.join('scripts/test', f));
            const log = path.join(resultsDir, 'node-tests.log');
            const r = await runToFile('node', ['--test', '--test-reporter=tap', ...files], log);
            const out = fs.readFileSync(log, 'utf8');
            const pass = /^# pass (\d+)/m.exec(out);
            const fail = /^# fail (\d+)/m.exec(out);
            return { ...r, counts: pass && fail ? { passed: Number(pass[1]), failed: Number(fail[1]) } : null };
          },
        ],
      ],
    ],
  },
  [
    'jest (ui-kit, web-core, web-ui, contracts, shell, learner-app, tutor-portal, backoffice)',
    () => {
      const out = path.join(resultsDir, 'jest-web.json');
      const r = run('pnpm', [
        'exec', 'jest', '--selectProjects', 'ui-kit', 'web-core', 'web-ui', 'contracts', 'shell', 'learner-app', 'tutor-portal', 'backoffice',
        // Two workers: jest's default on a two-core machine is one (cores minus one), which leaves a
        // core idle while the other transforms and runs ~1,100 tests.
        '--maxWorkers=2', '--json', `--outputFile=${out}`, '--ci',
      ]);
      return { ...r, counts: jestCounts(out) };
    },
  ],
  // The two API suites run in band (one core each) and share nothing (each PGlite lives in its test's
  // process; the PostgreSQL suite starts its own server on a free port), so they run side by side on
  // a two-core machine: about two minutes less than one after the other. The files whose subject is
  // not the database run in one lane only (API_ONCE_ON).
  {
    together: [
      [
        'jest (api, embedded PostgreSQL)',
        async () => {
          const out = path.join(resultsDir, 'jest-api.json');
          const r = await runToFile('pnpm', ['exec', 'jest', '--selectProjects', 'api', '--runInBand', ...apiFilesElsewhere('pglite'), '--json', `--outputFile=${out}`, '--ci'], path.join(resultsDir, 'jest-api.log'));
          return { ...r, counts: jestCounts(out) };
        },
      ],
      [
        'jest (api, PostgreSQL server)',
        async () => {
          if (!fs.existsSync('api/scripts/test-pg.sh')) return { status: 0, note: 'no PostgreSQL suite script' };
          const out = path.join(resultsDir, 'jest-api-pg.json');
          const r = await runToFile('bash', ['api/scripts/test-pg.sh', ...apiFilesElsewhere('postgres'), '--json', `--outputFile=${out}`, '--ci'], path.join(resultsDir, 'jest-api-pg.log'));
          return { ...r, counts: jestCounts(out) };
        },
      ],
    ],
  },
  // The load run (its own API processes and PostgreSQL clusters on loopback ports) needs no build;
  // the production builds and the catalogue's build need nothing of it: side by side. The load
  // run's hang guard is wider there, as it shares the cores; it fails on correctness only.
  {
    lanes: [
      [
        [
          'load and durability (bounded, loopback)',
          async () => {
            const log = path.join(resultsDir, 'load.log');
            const r = await runToFile('node', ['e2e/load/ci.mjs'], log, { LOAD_CI_TIMEOUT_MS: String(10 * 60_000) });
            const m = /load: (\d+) passed, (\d+) failed/.exec(fs.readFileSync(log, 'utf8'));
            return { ...r, counts: m ? { passed: Number(m[1]), failed: Number(m[2]) } : null };
          },
        ],
      ],
      [
        ['production builds', () => runToFile('node', ['scripts/build.mjs'], path.join(resultsDir, 'builds.log'))],
        ['storybook build', () => runToFile('pnpm', ['run', 'build-storybook'], path.join(resultsDir, 'storybook.log'))],
      ],
    ],
  },
  [
    'visual regression (catalogue stories, Chromium, axe)',
    () => {
      // Uses the catalogue the step above built; one test per story (screenshot + axe).
      const r = run('node', ['scripts/visual.mjs', '--no-build']);
      return { ...r, counts: playwrightCounts('e2e/visual/report/results.json') };
    },
  ],
  [
    // nginx (the deploy config) in front of two API processes and two shell servers on PostgreSQL
    // and an S3 bucket; one of each is killed mid-load: no acknowledged write may be lost.
    'fault drill (nginx, kill -9, short)',
    () => {
      // first the rewrite of the deploy config into the drill's (node:test), then the drill itself
      const conf = spawnSync('node', ['--test', '--test-reporter=dot', 'e2e/drill/nginx.test.mjs'], { stdio: 'inherit' });
      const r = spawnSync('node', ['e2e/drill/run.mjs', '--short'], { encoding: 'utf8', env: process.env, maxBuffer: 64 * 1024 * 1024 });
      process.stdout.write(r.stdout || '');
      process.stderr.write(r.stderr || '');
      const m = /drill: (\d+) passed, (\d+) failed/.exec(r.stdout || '');
      const counts = m ? { passed: Number(m[1]) + (conf.status === 0 ? 1 : 0), failed: Number(m[2]) + (conf.status === 0 ? 0 : 1) } : null;
      return { status: r.status || conf.status, counts };
    },
  ],
  [
    'playwright (Chromium)',
    () => {
      const r = run('pnpm', ['exec', 'playwright', 'test'], { cwd: 'e2e', env: { PLAYWRIGHT_JSON_OUTPUT_NAME: '' } });
      return { ...r, counts: playwrightCounts('e2e/test-results/results.json') };
    },
  ],
];

ensureDebianPackages();
const started = Date.now();

function record(name, result, seconds) {
  const ok = result.status === 0;
  if (result.counts) {
    passed += result.counts.passed;
    failed += result.counts.failed;
  } else if (ok) {
    passed++;
  } else {
    failed++;
  }
  if (!ok && result.counts && result.counts.failed === 0) failed++;
  summary.push(`${ok ? 'PASS' : 'FAIL'}  ${name}  (${seconds} s)${result.counts ? `  ${result.counts.passed} passed, ${result.counts.failed} failed` : ''}${result.note ? `  ${result.note}` : ''}`);
}

const wanted = (name) => !(only && !only.some((o) => name.startsWith(o))) && !skip.has(name.split(' ')[0]);
/** A step on its own, steps side by side (`together`), or lanes of steps run one after another. */
const lanesOf = (entry) =>
  Array.isArray(entry) ? [[entry]] : entry.together ? entry.together.map((step) => [step]) : entry.lanes;
const stepTimes = [];
for (const entry of steps) {
  const lanes = lanesOf(entry)
    .map((lane) => lane.filter(([name]) => wanted(name)))
    .filter((lane) => lane.length);
  if (!lanes.length) continue;
  console.log(`\n━━━ ${lanes.map((lane) => lane.map(([name]) => name).join(' → ')).join(' ‖ ')} ━━━`);
  const t0 = Date.now();
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [name, step] of lane) {
        const started = Date.now();
        const result = await step();
        record(name, result, ((Date.now() - started) / 1000).toFixed(1));
      }
    }),
  );
  if (lanes.length > 1 || lanes[0].length > 1)
    stepTimes.push(`      (${lanes.map((lane) => lane.map(([name]) => name.split(' (')[0]).join(' → ')).join(' ‖ ')}: ${((Date.now() - t0) / 1000).toFixed(1)} s in all)`);
}

console.log(`\n━━━ summary (${((Date.now() - started) / 60000).toFixed(1)} min) ━━━`);
for (const line of summary) console.log(line);
for (const line of stepTimes) console.log(line);
if (failures.length) console.log(`\n━━━ what failed (and what passed only on a retry) ━━━\n${failures.join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

// Bundle benchmark: builds the four frontends, loads `/`, `/tutorlogin` and `/staff/login` through the shell in
// Chromium, and prints the JS the browser actually loads (raw, gzip, and as transferred) plus the
// size of each remoteEntry.js. It prints figures; it never fails on them (the budgets are checked
// by `pnpm test`: e2e/tests/bundle-budget.spec.ts, with the same measurement, ./first-load.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { firstLoadScripts, gzipSize, kb, FIRST_LOAD_BUDGETS } from './first-load.mjs';
import { startPlatform } from './platform.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'e2e/package.json'));
const { chromium } = require('@playwright/test');

export async function measureBundles({ build = true } = {}) {
  if (build) {
    const r = spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('build failed');
  }
  const base = Number(process.env.BENCH_BUNDLE_PORT || 3200);
  // The whole platform, API included, as the budget check in `pnpm test` runs it: a page whose
  // server render lacks its data hydrates (and loads) more than the page a visitor gets.
  const platform = await startPlatform({
    ports: { api: base + 1000, shell: base, learner: base + 1, tutor: base + 2, backoffice: base + 3 },
  });
  const ports = platform.ports;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const routes = {};
  try {
    for (const route of ['/', '/tutorlogin', '/staff/login']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      routes[route] = await firstLoadScripts(page, `http://127.0.0.1:${ports.shell}${route}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await platform.stop();
  }
  const remoteEntries = {};
  for (const app of ['learner-app', 'tutor-portal', 'backoffice']) {
    const buf = fs.readFileSync(path.join(root, app, 'dist/remoteEntry.js'));
    remoteEntries[app] = { raw: buf.length, gzip: gzipSize(buf) };
  }
  return { routes, remoteEntries };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureBundles({ build: !process.argv.includes('--no-build') });
  console.log('\nJS loaded by the browser (through the shell)');
  console.log('route          files   raw          gzip        transferred (br)   budget (gzip)');
  for (const [route, r] of Object.entries(result.routes)) {
    console.log(
      `${route.padEnd(14)} ${String(r.files).padEnd(7)} ${kb(r.raw).padEnd(12)} ${kb(r.gzip).padEnd(11)} ${kb(r.transferred).padEnd(18)} ${kb(FIRST_LOAD_BUDGETS[route])}`,
    );
  }
  console.log('\nremoteEntry.js');
  for (const [app, r] of Object.entries(result.remoteEntries))
    console.log(`${app.padEnd(14)} raw ${kb(r.raw)}, gzip ${kb(r.gzip)}`);
  console.log('\nlargest files on /:');
  for (const f of [...result.routes['/'].detail].sort((a, b) => b.gzip - a.gzip).slice(0, 8))
    console.log(`  ${kb(f.gzip).padStart(9)} gzip  ${f.url}`);
  fs.mkdirSync(path.join(root, 'e2e/reports'), { recursive: true });
  fs.writeFileSync(path.join(root, 'e2e/reports/bundle.json'), JSON.stringify(result, null, 2));
  console.log('\nwritten e2e/reports/bundle.json');
}

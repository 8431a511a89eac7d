// Lighthouse benchmark: the median of 5 mobile runs (simulated throttling) of performance,
// accessibility, best-practices, LCP, CLS and TBT, plus first-load JS — and, for /, /course and
// /tutorlogin, the same page saved as a static file (CSS inlined, no script) measured alternately
// with the live page: LCP live ÷ LCP static is how far the live page is from the limit. Prints
// figures; never fails on them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { root, startPlatform } from './platform.mjs';
import { measureBundles } from './bundle.mjs';

export const WEB_TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  lcpMs: 2000,
  cls: 0.02,
  tbtMs: 100,
  firstLoadJsGzipKB: 160,
};

/**
 * Server rendering must cost nothing visible: the live page's LCP within 1.25× of its static copy's,
 * measured in the same run so both see the same machine load.
 */
export const LCP_RATIO_TARGET = 1.25;

/** spawnSync's result shape, without blocking the event loop. */
function spawnAsync(cmd, args, options) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, options);
    let stderr = '';
    child.stderr?.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({ status, stderr }));
    child.on('error', () => resolve({ status: 1, stderr }));
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * One Lighthouse mobile run (simulated throttling) of a URL; null when the run failed. Asynchronous:
 * the static copy is served from this process, which must keep answering while Lighthouse runs.
 */
async function lighthouseOnce(url, tag) {
  const lighthouse = path.join(root, 'e2e/node_modules/.bin/lighthouse');
  const out = path.join(os.tmpdir(), `aarohi-lh-${process.pid}-${tag}.json`);
  const r = await spawnAsync(
    lighthouse,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (r.status !== 0 || !fs.existsSync(out)) {
    console.warn(`lighthouse run ${tag} failed: ${String(r.stderr).slice(-500)}`);
    return null;
  }
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
  };
}

/** Medians (and min–max) of a list of runs. */
function summarise(results) {
  if (!results.length) return null;
  const keys = Object.keys(results[0]);
  const medians = Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))]));
  // The spread across runs: simulated throttling scales what this (shared, noisy) CPU really did.
  const ranges = Object.fromEntries(keys.map((k) => [k, [Math.min(...results.map((r) => r[k])), Math.max(...results.map((r) => r[k]))]]));
  return { ...medians, ranges, completedRuns: results.length };
}

export async function runLighthouse({ runs = Number(process.env.LH_RUNS || 5), route = '/' } = {}) {
  const platform = await startPlatform();
  const results = [];
  try {
    for (let i = 0; i < runs; i++) {
      const result = await lighthouseOnce(platform.url(route), i);
      if (!result) continue;
      results.push(result);
      console.log(`run ${i + 1}/${runs}:`, JSON.stringify(result));
    }
  } finally {
    await platform.stop();
  }
  return summarise(results);
}

/**
 * The limit a page could reach: the page as the browser finally paints it, saved as one static HTML
 * file — every stylesheet rule the page holds (styled-components inserts its rules through the CSSOM,
 * so they are read from document.styleSheets) inlined in one <style>, no script.
 */
export async function saveStaticCopy(url, file) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(url, { timeout: 60_000 });
    await page.locator('html[data-app-ready]').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    const html = await page.evaluate(() => {
      const rules = [];
      for (const sheet of document.styleSheets) {
        try {
          for (const rule of sheet.cssRules) rules.push(rule.cssText);
        } catch {
          // a cross-origin sheet: none on this site
        }
      }
      const doc = document.documentElement.cloneNode(true);
      doc.querySelectorAll('script, style, link[rel="stylesheet"], link[rel="modulepreload"], link[as="script"]').forEach((el) => el.remove());
      doc.removeAttribute('data-app-ready');
      const style = document.createElement('style');
      style.textContent = rules.join('\n');
      doc.querySelector('head').appendChild(style);
      // Relative URLs (fonts, icons) keep pointing at the live site.
      const base = document.createElement('base');
      base.href = location.origin + '/';
      doc.querySelector('head').prepend(base);
      return `<!doctype html>\n${doc.outerHTML}`;
    });
    fs.writeFileSync(file, html);
    return html.length;
  } finally {
    await browser.close();
  }
}

/** Serves one file for every path (and the site's favicon), like any static host. */
function serveStatic(file, port, faviconFrom) {
  const server = http.createServer((req, res) => {
    if (req.url === '/favicon.svg' || req.url === '/favicon.ico') {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
      return res.end(fs.readFileSync(faviconFrom));
    }
    const body = zlib.gzipSync(fs.readFileSync(file));
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip', 'Cache-Control': 'no-cache' });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Live page against its static copy (see LCP_RATIO_TARGET): Lighthouse alternately on each, `runs`
 * times, and LCP live ÷ LCP static from the medians, for each route.
 */
export async function compareWithStaticCopies({
  // The demo certificate's public page is seeded on an empty database (api/src/db/seed-certificates.ts).
  routes = ['/', '/course', '/tutorlogin', '/hi', '/verify/AAR-7KQ2-M9XD-4HTP-R3WN'],
  runs = Number(process.env.LH_RUNS || 5),
  ports,
} = {}) {
  const platform = await startPlatform(ports ? { ports } : {});
  const staticPort = platform.ports.shell + 9;
  const report = {};
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-static-'));
  try {
    for (const route of routes) {
      const file = path.join(dir, 'page.html');
      const bytes = await saveStaticCopy(platform.url(route), file);
      console.log(`${route}: static copy saved (${bytes} bytes)`);
      const server = await serveStatic(file, staticPort, path.join(root, 'shell/public/favicon.svg'));
      const live = [];
      const copy = [];
      try {
        for (let i = 0; i < runs; i++) {
          const a = await lighthouseOnce(platform.url(route), `live-${i}`);
          if (a) live.push(a);
          const b = await lighthouseOnce(`http://127.0.0.1:${staticPort}${route}`, `static-${i}`);
          if (b) copy.push(b);
          console.log(`${route} run ${i + 1}/${runs}: live ${JSON.stringify(a)} static ${JSON.stringify(b)}`);
        }
      } finally {
        await new Promise((r) => server.close(r));
      }
      const liveMedians = summarise(live);
      const staticMedians = summarise(copy);
      report[route] = {
        staticCopyBytes: bytes,
        live: liveMedians,
        static: staticMedians,
        lcpLiveOverStatic: liveMedians && staticMedians ? Number((liveMedians.lcpMs / staticMedians.lcpMs).toFixed(2)) : null,
      };
    }
  } finally {
    await platform.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const build = !process.argv.includes('--no-build');
  const bundles = await measureBundles({ build });
  // `--routes=/,/hi` measures only those; BENCH_WEB_PORT moves the platform (shell port; the API is +1000).
  const routesArg = process.argv.find((a) => a.startsWith('--routes='));
  const shellPort = Number(process.env.BENCH_WEB_PORT || 3300);
  const pages = await compareWithStaticCopies({
    ...(routesArg ? { routes: routesArg.slice(9).split(',') } : {}),
    ports: { api: shellPort + 1000, shell: shellPort, learner: shellPort + 1, tutor: shellPort + 2 },
  });
  const medians = pages['/']?.live ?? null;
  const figures = {
    ...medians,
    firstLoadJsGzipKB: Number((bundles.routes['/'].gzip / 1024).toFixed(1)),
    lcpLiveOverStatic: pages['/']?.lcpLiveOverStatic ?? null,
  };
  console.log('\nLive page against its static copy (CSS inlined, no script): medians, LCP live ÷ LCP static');
  const width = Math.max(14, ...Object.keys(pages).map((route) => route.length + 1));
  console.log('route'.padEnd(width), 'LCP live'.padEnd(10), 'LCP static'.padEnd(11), 'ratio'.padEnd(7), 'perf', 'TBT', 'CLS', `(target ratio ≤ ${LCP_RATIO_TARGET})`);
  for (const [route, r] of Object.entries(pages)) {
    console.log(route.padEnd(width), String(r.live?.lcpMs ?? 'n/a').padEnd(10), String(r.static?.lcpMs ?? 'n/a').padEnd(11), String(r.lcpLiveOverStatic ?? 'n/a').padEnd(7), r.live?.performance, r.live?.tbtMs, r.live?.cls);
  }
  console.log('\nHome page (/), median of Lighthouse mobile runs');
  console.log('metric'.padEnd(22), 'value'.padEnd(10), 'target');
  for (const [k, target] of Object.entries(WEB_TARGETS)) {
    const better = k.endsWith('Ms') || k === 'cls' || k.endsWith('KB') ? '≤' : '≥';
    console.log(k.padEnd(22), String(figures[k] ?? 'n/a').padEnd(10), `${better} ${target}`);
  }
  fs.mkdirSync(path.join(root, 'e2e/reports'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'e2e/reports/web.json'),
    JSON.stringify({ figures, pages, targets: { ...WEB_TARGETS, lcpLiveOverStatic: LCP_RATIO_TARGET } }, null, 2),
  );
}

// Lighthouse benchmark: the median of 5 mobile runs (simulated throttling) of performance,
// accessibility, best-practices, LCP, CLS and TBT, plus first-load JS — and, for /, /course and
// /tutorlogin, the same page saved as a static file (CSS inlined, no script) measured alternately
// with the live page: LCP live ÷ LCP static is how far the live page is from the limit; the same
// for the signed-in demo student's dashboard, one of her session pages and her certificate page.
// Prints figures; never fails on them (a signed-in run that was not signed in is left out, loudly,
// and the command exits 1: that is a broken measurement, not a figure).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { CHROME_FLAGS, root, startPlatform } from './platform.mjs';
import { measureBundles } from './bundle.mjs';
import { FIRST_LOAD_BUDGETS } from './first-load.mjs';

export const WEB_TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  lcpMs: 2000,
  cls: 0.02,
  tbtMs: 100,
  // The stack is fixed (React, styled-components, React Query): the home page's byte budget, which
  // `pnpm test` enforces, is the target here too.
  firstLoadJsGzipKB: FIRST_LOAD_BUDGETS['/'] / 1024,
};

/**
 * Server rendering must cost nothing visible: the live page's LCP within 1.25× of its static copy's,
 * measured in the same run so both see the same machine load.
 */
export const LCP_RATIO_TARGET = 1.25;

/**
 * Signed-in pages are rendered in the browser after her data arrives (no server rendering): their
 * LCP within 1.3× of the static copy of the same page, and TBT ≤ 200 ms.
 */
export const SIGNED_IN_TARGETS = { lcpLiveOverStatic: 1.3, tbtMs: 200 };

/**
 * The README's paid demo student, Priya: placed in the active batch (held sessions with recordings)
 * and holder of the certificate of her earlier, completed batch — one person for all three pages.
 */
export const SIGNED_IN_STUDENT = { email: 'student@aarohi.example', password: 'Student@2025' };


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
async function lighthouseOnce(url, tag, { port, withPage = false } = {}) {
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
      // A browser of our own (signed in) on `port`, else one Lighthouse launches with these flags.
      ...(port ? [`--port=${port}`] : [`--chrome-flags=${CHROME_FLAGS.join(' ')}`]),
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (r.status !== 0 || !fs.existsSync(out)) {
    console.warn(`lighthouse run ${tag} failed: ${String(r.stderr).slice(-500)}`);
    return null;
  }
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out);
  const result = {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
  };
  if (!withPage) return result;
  // What the run ended on, kept apart from the figures (summarise takes medians of every key).
  const lcpItem = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    result,
    page: {
      finalUrl: lhr.finalDisplayedUrl,
      lcpElement: (lcpItem?.items?.[0]?.node ?? lcpItem?.node)?.snippet ?? null,
      refused: requests.filter((r) => r.statusCode === 401 || r.statusCode === 403).map((r) => r.url),
    },
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
export async function saveStaticCopy(url, file, { cookie, signedInPath } = {}) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (cookie) await context.addCookies([cookie]);
    const page = await context.newPage();
    await page.goto(url, { timeout: 60_000 });
    await page.locator('html[data-app-ready]').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    if (signedInPath) await waitForSignedInPage(page, signedInPath);
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

/**
 * A student area page is React's alone: ready when the guard's "Opening your student area…" and
 * every "Loading…" status are gone. Throws when the page is not the one asked for (the guard sent
 * her to /login): the copy must be of the signed-in page.
 */
async function waitForSignedInPage(page, expectedPath) {
  await page
    .waitForFunction(
      () => ![...document.querySelectorAll('[role="status"]')].some((el) => /…\s*$/.test(el.textContent ?? '')),
      undefined,
      { timeout: 30_000 },
    )
    .catch(() => console.warn(`${expectedPath}: still loading after 30 s; saved as it is`));
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  const where = new URL(page.url()).pathname;
  if (where !== expectedPath) throw new Error(`static copy of ${expectedPath}: NOT SIGNED IN, the page went to ${where}`);
  const heading = await page.locator('h1').first().textContent({ timeout: 5_000 }).catch(() => null);
  console.log(`${expectedPath}: static copy signed in — "${(heading ?? (await page.title())).trim()}"`);
}

/**
 * Her session cookie, as the API's student login sets it. Cookies are per host, not per port: the
 * one the API (shell port + 1000) sets on 127.0.0.1 is the one every page of the site sends.
 */
async function studentSessionCookie(apiUrl, { email, password }) {
  const res = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`demo student login failed: ${res.status} ${await res.text()}`);
  const body = await res.json();
  const raw = res.headers.getSetCookie().find((c) => c.startsWith('aarohi.sid='));
  if (!raw) throw new Error('the student login set no session cookie');
  const value = raw.split(';')[0].slice('aarohi.sid='.length);
  return {
    userId: body.user.id,
    cookie: { name: 'aarohi.sid', value, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax' },
  };
}

/** The first session of her batch that was held and has its recording: the session page measured. */
async function heldSessionWithRecording(apiUrl, { cookie }) {
  const res = await fetch(`${apiUrl}/api/student/my-sessions`, { headers: { Cookie: `${cookie.name}=${cookie.value}` } });
  const sessions = (await res.json()).data?.sessions ?? [];
  const held = sessions.filter((s) => s.held && s.has_recording).sort((a, b) => a.session_no - b.session_no);
  if (!held.length) throw new Error(`the demo student has no held session with a recording (${res.status})`);
  return held[0].session_no;
}

/**
 * Lighthouse signed in. Lighthouse 12's CLI can add request headers (--extra-headers) but cannot
 * fill sessionStorage, and a Cookie header forced onto every request is not how a browser sends it.
 * The app needs neither: a tab that stores nobody asks GET /api/me with the cookie and stores her
 * itself before the guard decides (web-core/src/session.ts, restoreSession) — exactly what a new tab
 * does for her. So each run gets a fresh Chromium (chrome-launcher, Lighthouse's own launcher, with
 * the same flags as the public runs) holding only her session cookie, and Lighthouse attaches to it
 * with --port. Its storage reset is kept: in Lighthouse 12 it clears the cache but not cookies, so
 * every run is a cold load, signed in.
 */
async function lighthouseSignedIn(url, tag, cookie) {
  // chrome-launcher is Lighthouse's dependency, found from Lighthouse's real folder (pnpm links it).
  const lighthouseRequire = createRequire(fs.realpathSync(path.join(root, 'e2e/node_modules/lighthouse/package.json')));
  const { launch } = await import(pathToFileURL(lighthouseRequire.resolve('chrome-launcher')).href);
  const chrome = await launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    await browser.contexts()[0].addCookies([cookie]);
    // Disconnects only: the browser and its cookie stay for Lighthouse.
    await browser.close();
    return await lighthouseOnce(url, tag, { port: chrome.port, withPage: true });
  } finally {
    await chrome.kill();
  }
}

/**
 * The signed-in student's pages against their static copies (saved signed in), as for the public
 * pages. A live run that did not end on the page asked for, or was refused by the API, is not
 * signed in: it is reported and left out of the medians.
 */
export async function compareSignedInWithStaticCopies({ runs = Number(process.env.LH_RUNS || 5), ports, platform: shared } = {}) {
  const platform = shared ?? (await startPlatform(ports ? { ports } : {}));
  const apiUrl = `http://127.0.0.1:${platform.ports.api}`;
  const staticPort = platform.ports.shell + 9;
  const report = {};
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-static-'));
  try {
    const her = await studentSessionCookie(apiUrl, SIGNED_IN_STUDENT);
    const sessionNo = await heldSessionWithRecording(apiUrl, her);
    const routes = ['/dashboard', `/sessions/${sessionNo}`, '/certificate'];
    for (const route of routes) {
      const file = path.join(dir, 'page.html');
      const bytes = await saveStaticCopy(platform.url(route), file, { cookie: her.cookie, signedInPath: route });
      console.log(`${route}: static copy saved (${bytes} bytes)`);
      const server = await serveStatic(file, staticPort, path.join(root, 'shell/public/favicon.svg'));
      const live = [];
      const copy = [];
      const notSignedIn = [];
      try {
        for (let i = 0; i < runs; i++) {
          const a = await lighthouseSignedIn(platform.url(route), `in-live-${i}`, her.cookie);
          if (a) {
            const where = a.page.finalUrl ? new URL(a.page.finalUrl).pathname : '(none)';
            if (where !== route || a.page.refused.length) {
              console.error(
                `!!! ${route} run ${i + 1}: NOT SIGNED IN — final URL ${a.page.finalUrl}` +
                  (a.page.refused.length ? `, refused: ${a.page.refused.join(' ')}` : '') +
                  '; run left out',
              );
              notSignedIn.push(i + 1);
            } else {
              live.push(a.result);
              console.log(`${route} run ${i + 1}: signed in, final URL ${a.page.finalUrl}, LCP element ${a.page.lcpElement}`);
            }
          }
          const b = await lighthouseSignedIn(`http://127.0.0.1:${staticPort}${route}`, `in-static-${i}`, her.cookie);
          console.log(`${route} run ${i + 1}/${runs}: live ${JSON.stringify(a?.result ?? null)} static ${JSON.stringify(b?.result ?? null)}`);
          if (b) copy.push(b.result);
        }
      } finally {
        await new Promise((r) => server.close(r));
      }
      report[route] = {
        ...pageReport(bytes, live, copy),
        ...(notSignedIn.length ? { runsNotSignedIn: notSignedIn } : {}),
      };
    }
  } finally {
    if (!shared) await platform.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return report;
}

/** One page's figures: the live runs' and the static copy's medians, and LCP live ÷ LCP static. */
function pageReport(staticCopyBytes, live, copy) {
  const liveMedians = summarise(live);
  const staticMedians = summarise(copy);
  return {
    staticCopyBytes,
    live: liveMedians,
    static: staticMedians,
    lcpLiveOverStatic: liveMedians && staticMedians ? Number((liveMedians.lcpMs / staticMedians.lcpMs).toFixed(2)) : null,
  };
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
  platform: shared,
} = {}) {
  const platform = shared ?? (await startPlatform(ports ? { ports } : {}));
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
      report[route] = pageReport(bytes, live, copy);
    }
  } finally {
    if (!shared) await platform.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return report;
}

/** One table of live pages against their static copies. */
function printComparison(title, pages, targetNote) {
  console.log(`\n${title}`);
  const width = Math.max(14, ...Object.keys(pages).map((route) => route.length + 1));
  console.log('route'.padEnd(width), 'LCP live'.padEnd(10), 'LCP static'.padEnd(11), 'ratio'.padEnd(7), 'perf', 'TBT', 'CLS', targetNote);
  for (const [route, r] of Object.entries(pages)) {
    console.log(route.padEnd(width), String(r.live?.lcpMs ?? 'n/a').padEnd(10), String(r.static?.lcpMs ?? 'n/a').padEnd(11), String(r.lcpLiveOverStatic ?? 'n/a').padEnd(7), r.live?.performance ?? 'n/a', r.live?.tbtMs ?? 'n/a', r.live?.cls ?? 'n/a');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const build = !process.argv.includes('--no-build');
  // `--public-only` / `--signed-in-only` run one part; the report keeps the other part's last figures.
  const publicPart = !process.argv.includes('--signed-in-only');
  const signedInPart = !process.argv.includes('--public-only');
  // `--routes=/,/hi` measures only those public routes; BENCH_WEB_PORT moves the platform (shell port; the API is +1000).
  const routesArg = process.argv.find((a) => a.startsWith('--routes='));
  const shellPort = Number(process.env.BENCH_WEB_PORT || 3300);
  const reportFile = path.join(root, 'e2e/reports/web.json');
  let report = {};
  try {
    report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  } catch {
    // no earlier report
  }
  // Before the platform starts: a build rewrites the files it serves.
  const bundles = publicPart ? await measureBundles({ build }) : null;
  const platform = await startPlatform({
    ports: { api: shellPort + 1000, shell: shellPort, learner: shellPort + 1, tutor: shellPort + 2 },
  });
  try {
    if (publicPart) {
      const pages = await compareWithStaticCopies({
        ...(routesArg ? { routes: routesArg.slice(9).split(',') } : {}),
        platform,
      });
      const medians = pages['/']?.live ?? null;
      const figures = {
        ...medians,
        firstLoadJsGzipKB: Number((bundles.routes['/'].gzip / 1024).toFixed(1)),
        lcpLiveOverStatic: pages['/']?.lcpLiveOverStatic ?? null,
      };
      printComparison('Live page against its static copy (CSS inlined, no script): medians, LCP live ÷ LCP static', pages, `(target ratio ≤ ${LCP_RATIO_TARGET})`);
      console.log('\nHome page (/), median of Lighthouse mobile runs');
      console.log('metric'.padEnd(22), 'value'.padEnd(10), 'target');
      for (const [k, target] of Object.entries(WEB_TARGETS)) {
        const better = k.endsWith('Ms') || k === 'cls' || k.endsWith('KB') ? '≤' : '≥';
        console.log(k.padEnd(22), String(figures[k] ?? 'n/a').padEnd(10), `${better} ${target}`);
      }
      report = { ...report, figures, pages, targets: { ...WEB_TARGETS, lcpLiveOverStatic: LCP_RATIO_TARGET } };
    }
    if (signedInPart) {
      const pages = await compareSignedInWithStaticCopies({ platform });
      printComparison(
        `Signed in as the demo student (${SIGNED_IN_STUDENT.email}), live page against its static copy saved signed in`,
        pages,
        `(targets: ratio ≤ ${SIGNED_IN_TARGETS.lcpLiveOverStatic}, TBT ≤ ${SIGNED_IN_TARGETS.tbtMs} ms)`,
      );
      report = { ...report, signedIn: { student: SIGNED_IN_STUDENT.email, pages, targets: SIGNED_IN_TARGETS } };
      const unsigned = Object.entries(pages).filter(([, r]) => r.runsNotSignedIn);
      if (unsigned.length) {
        // Not a figure but a broken measurement: the command says so with its exit status.
        console.error(`\n!!! runs not signed in (left out of the medians): ${unsigned.map(([route, r]) => `${route} ${r.runsNotSignedIn.join(',')}`).join('; ')}`);
        process.exitCode = 1;
      }
    }
  } finally {
    await platform.stop();
  }
  fs.mkdirSync(path.join(root, 'e2e/reports'), { recursive: true });
  fs.writeFileSync(reportFile, JSON.stringify(report, null, 2));
}

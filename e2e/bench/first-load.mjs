// The JS a page's first load brings: every script the browser fetches until the page is hydrated
// and the network is quiet, each body's gzip size (level 9, so the figure depends on the build only,
// not on the server's compression). Used by the bundle benchmark (bundle.mjs) and the budget check
// in `pnpm test` (e2e/tests/bundle-budget.spec.ts).
import zlib from 'node:zlib';

/** First-load JS budgets, gzip bytes: `pnpm test` fails above them. */
// What the figures were and what moved them (all measured with e2e/bench/bundle.mjs):
// - Before the Hindi site: / 173.4, /tutorlogin 184.2, /staff/login 181.0. Hindi added the language
//   switch, the /hi path helpers and the text engine to every page; with every learner text in one
//   JSON, / was 189.9, so each page's chunk now carries only the texts it reads.
// - Shared entries of their own for the dialog and for the banner/badges/empty state, the home
//   page's showcase pieces bundled into the learner's pages, no manifest snapshot in the federation
//   runtime: / 177.1, /tutorlogin 183.4, /staff/login 181.0.
// - The remotes' containers run the page's federation bundler runtime instead of carrying their
//   own (tooling/webpack/federation-bundler-runtime.mjs): / 173.4, /tutorlogin 179.7,
//   /staff/login 177.3.
// - The home page reads its module list and course copy from the contracts' one story of the course
//   (every curriculum with its Hindi names): / 185.4. Raised knowingly; the home page's static
//   sections hydrating nothing (islands) is what brings it back under 175.
// - The module quizzes (two new learner pages): / 186.4 → 187.3, /tutorlogin and /staff/login
//   unchanged. The learner's container (remoteEntry) and main grew 0.1 KB between them; the quiz
//   code itself is only in the two quiz pages' chunks, so the rest is webpack re-splitting the
//   learner's shared chunks (not traced further). Raised to 188 knowingly; islands bring it back.
// The budgets leave about 1.5 KB for what comes next; raise one only with the reason here.
// - The home page's static sections (hero, benefits, course plan, why choose us, course cards, price)
//   are neither hydrated nor loaded (web-ui/static-section); the course plan's modules are native
//   disclosures, so the curriculum's data (5.4 KB) stays on the server: / 187.5 → 173.3 (measured
//   with the API up, so the sections' data came with the page).
export const FIRST_LOAD_BUDGETS = {
  '/': 175 * 1024,
  '/tutorlogin': 181 * 1024,
  '/staff/login': 179 * 1024,
};

/**
 * Budgets of the JavaScript executed before the page is ready (executedBeforeReady), bytes of
 * source: `pnpm test` fails above them. Measured with e2e/bench/first-load.mjs on one build, runs
 * vary by up to ~10 KB (what arrived before the app was ready). Before the home page's static
 * sections: / 273–279 KB, /hi 341–343 KB, /course 249 KB; after: / 236–241, /hi 299–304, /course
 * 237–241 (its whole body is one static section).
 */
export const EXECUTED_BUDGETS = {
  '/': 248 * 1024,
  '/course': 248 * 1024,
  '/hi': 312 * 1024,
};

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
export const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

/** Opens `url` in `page` (a fresh context) and sums the scripts it loads. */
export async function firstLoadScripts(page, url) {
  const scripts = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
    scripts.set(
      response.url(),
      Promise.all([response.body().catch(() => Buffer.alloc(0)), response.request().sizes()]).then(([body, sizes]) => ({
        url: response.url().replace(/^http:\/\/127\.0\.0\.1:(\d+)/, (_m, p) => `:${p}`),
        raw: body.length,
        gzip: gzipSize(body),
        transferred: sizes.responseBodySize,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor({ timeout: 15000 }).catch(() => {});
  // A server-rendered page starts its app after the first paint: wait until it is hydrated and
  // the page modules it loads have arrived.
  await page.locator('html[data-app-ready]').waitFor({ timeout: 15000 }).catch(() => {});
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(scripts.values());
  const sum = (k) => files.reduce((n, f) => n + f[k], 0);
  return { files: files.length, raw: sum('raw'), gzip: sum('gzip'), transferred: sum('transferred'), detail: files };
}

/**
 * JavaScript executed before a page is interactive: V8's coverage of every script from the start of
 * the load until the app marks itself ready (html[data-app-ready], set once it is hydrated), counted
 * as the bytes of source inside functions that ran (a function's blocks that never ran are left
 * out). What a page downloads but does not run until a touch (a chunk loaded later, a handler)
 * does not count; what it hydrates does. Deterministic for one build: the same code paths run.
 */
export async function executedBeforeReady(page, url) {
  await page.coverage.startJSCoverage({ resetOnNavigation: false, reportAnonymousScripts: false });
  await page.goto(url);
  await page.locator('html[data-app-ready]').waitFor({ timeout: 15000 });
  const entries = await page.coverage.stopJSCoverage();
  const scripts = [];
  for (const entry of entries) {
    const length = entry.source?.length ?? 0;
    if (!length) continue;
    // Ranges nest (a function, then its blocks): the innermost range decides each byte.
    const ran = new Uint8Array(length);
    for (const fn of entry.functions)
      for (const range of fn.ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, Math.min(range.endOffset, length));
    const executed = ran.reduce((n, b) => n + b, 0);
    scripts.push({ url: entry.url.replace(/^http:\/\/127\.0\.0\.1:(\d+)/, (_m, p) => `:${p}`), executed, size: length });
  }
  return { executed: scripts.reduce((n, s) => n + s.executed, 0), scripts };
}

// The JS budget of the first load (gzip): `/` 205 KB, `/tutorlogin` 211 KB, `/staff/login` 208 KB,
// measured as the bundle benchmark measures them (e2e/bench/first-load.mjs: every script fetched
// until the page is hydrated and the network is quiet, gzip level 9 of each body, so the figure
// depends on the build alone). Prints the figures; fails above a budget.
import { test, expect } from './fixtures';
import { FIRST_LOAD_BUDGETS, firstLoadScripts, kb } from '../bench/first-load.mjs';

test.describe('first-load JS budget (gzip)', () => {
  for (const [route, budget] of Object.entries(FIRST_LOAD_BUDGETS)) {
    test(`${route} loads at most ${kb(budget)} of JS`, async ({ browser }, testInfo) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const load = await firstLoadScripts(page, route);
      await context.close();
      const largest = [...load.detail].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
      const report =
        `${route}: ${kb(load.gzip)} gzip of ${kb(budget)} budget (${load.files} files, ${kb(load.raw)} raw); largest: ` +
        largest.map((f) => `${f.url} ${kb(f.gzip)}`).join(', ');
      console.log(report);
      testInfo.annotations.push({ type: 'first-load JS', description: report });
      expect(load.files, `${route} loaded no script`).toBeGreaterThan(0);
      expect(load.gzip, report).toBeLessThanOrEqual(budget);
    });
  }
});

import { test as base, expect, type Page } from '@playwright/test';
import { ports } from '../playwright.config';

export { expect, ports };
export const apiUrl = `http://127.0.0.1:${ports.api}`;
export const shellUrl = `http://127.0.0.1:${ports.shell}`;
export const tutorUrl = `http://127.0.0.1:${ports.tutor}`;
export const backofficeUrl = `http://127.0.0.1:${ports.backoffice}`;

/** Fails a test on any console error or uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
  },
});

export async function gotoAndSettle(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

/**
 * Fails with the list of axe violations on the page as it is now. Legacy mode runs axe inside the
 * page: the default finishes in an extra blank page of the context, and that page's first script
 * intermittently never returned in Debian's Chromium 156 (a journey hung until its timeout). The
 * app has no iframes, so the rules and results are the same.
 */
export async function expectNoAxeViolations(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/** Outside links (meeting rooms) get a stub page: the machine has no internet. */
export async function stubOutsideWorld(context: import('@playwright/test').BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Meeting room</title><h1>Meeting room</h1>' }),
  );
}

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

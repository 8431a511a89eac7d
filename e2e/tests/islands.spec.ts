// Public pages hydrate only what responds to a touch. On the home page the hero, the benefits, the
// course plan, why choose us, the course cards and the price are static sections: the browser keeps
// the server's HTML and never hydrates them (no React fiber on their elements), while the marquee,
// the testimonials carousel and the header still answer, and the course plan's disclosures open
// and close by the browser alone. The JavaScript the
// browser executes before the page is ready has a byte budget per page, like the first load's.
import { test, expect } from './fixtures';
import { EXECUTED_BUDGETS, executedBeforeReady, kb } from '../bench/first-load.mjs';
import type { Page } from '@playwright/test';

/** The home page's static sections, each by the heading it is labelled with. */
const STATIC_SECTIONS = ['home-hero-title', 'home-benefits-title', 'home-intent-title', 'home-why-title', 'home-courses-title', 'home-price-title'];

/** Whether React hydrated this element (it keeps its fiber on the element itself). */
const hydrated = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));

/** How many elements of a section (itself included) React hydrated. */
const hydratedInside = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => [el, ...el.querySelectorAll('*')].filter((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))).length);

for (const path of ['/', '/hi']) {
  test(`${path}: static sections stay as the server rendered them; the islands answer`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await page.locator('html[data-app-ready]').waitFor();
    // Idle work has had its chance: React hydrates deferred boundaries when the page is quiet.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);

    for (const id of STATIC_SECTIONS) {
      const section = page.locator(`section[aria-labelledby="${id}"]`);
      await expect(section, id).toBeVisible();
      expect(await hydratedInside(page, `section[aria-labelledby="${id}"]`), `elements of ${id} hydrated`).toBe(0);
    }

    // The islands: the marquee's pause, the carousel.
    expect(await hydrated(page, 'section[aria-labelledby="home-testimonials-title"] button')).toBe(true);
    expect(await hydrated(page, 'main section[aria-label] button')).toBe(true);
    // The course plan opens one module at a time with no script: by click, then by keyboard.
    const modules = page.locator('section[aria-labelledby="home-intent-title"] details');
    await expect(modules.nth(0)).toHaveAttribute('open', '');
    await modules.nth(1).locator('summary').click();
    await expect(modules.nth(1)).toHaveAttribute('open', '');
    await expect(modules.nth(0)).not.toHaveAttribute('open', '');
    await modules.nth(2).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(modules.nth(2)).toHaveAttribute('open', '');
    await expect(modules.nth(1)).not.toHaveAttribute('open', '');
    expect(errors).toEqual([]);
  });
}

test('/course: its body stays as the server rendered it', async ({ page }) => {
  await page.goto('/course');
  await page.locator('html[data-app-ready]').waitFor();
  await page.waitForLoadState('networkidle');
  for (const id of ['course-available-title', 'course-modules-title']) {
    await expect(page.locator(`section[aria-labelledby="${id}"]`), id).toBeVisible();
    expect(await hydratedInside(page, `section[aria-labelledby="${id}"]`), `elements of ${id} hydrated`).toBe(0);
  }
  expect(await hydratedInside(page, 'main h1')).toBe(0);
  // The header around it is hydrated.
  expect(await hydrated(page, 'header a')).toBe(true);
});

test('a link in a static section is followed in the app; the home page drawn in the browser shows every section', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('html[data-app-ready]').waitFor();
  const hero = page.locator('section[aria-labelledby="home-hero-title"]');
  // Marked in this document: a full page load would start a new one without the mark.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await hero.getByRole('link', { name: 'Register Now' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // Focus moved to the new page, as after any link the app follows.
  await expect(page.locator('#main-content')).toBeFocused();
  // Back home through the header: this time the page is drawn in the browser, each static section
  // from its own chunk.
  await page.locator('html[data-app-ready]').waitFor();
  await page.getByRole('banner').getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
  for (const id of STATIC_SECTIONS) await expect(page.locator(`section[aria-labelledby="${id}"]`), id).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rise with AI: practical skills for every woman');
});

test.describe('JavaScript executed before the page is ready (bytes of source that ran)', () => {
  for (const [route, budget] of Object.entries(EXECUTED_BUDGETS)) {
    test(`${route} runs at most ${kb(budget)} before it is ready`, async ({ browser }, testInfo) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const { executed, scripts } = await executedBeforeReady(page, route);
      await context.close();
      const largest = [...scripts].sort((a, b) => b.executed - a.executed).slice(0, 4);
      const report =
        `${route}: ${kb(executed)} executed of ${kb(budget)} budget; largest: ` +
        largest.map((s) => `${s.url} ${kb(s.executed)} of ${kb(s.size)}`).join(', ');
      console.log(report);
      testInfo.annotations.push({ type: 'executed JS', description: report });
      expect(executed, `${route} ran no script`).toBeGreaterThan(0);
      expect(executed, report).toBeLessThanOrEqual(budget);
    });
  }
});

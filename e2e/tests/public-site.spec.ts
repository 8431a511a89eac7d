import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, apiUrl } from './fixtures';

// The public site, end to end on the production builds and the real API (seeded demo content).
/** A path no remote publishes: the site's not-found page, answered with a real 404. */
const NOT_A_PAGE = '/no-such-page';
const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/course',
  '/wonderwomen',
  '/blogs',
  '/contact',
  '/experts-blog',
  '/terms-and-conditions',
  '/privacy-policy',
  '/registerchoice',
  '/loginchoice',
  NOT_A_PAGE,
];
const WIDTHS = [1280, 375];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  // The page arrives server-rendered; its fields take input once the app has hydrated it.
  await page.locator('html[data-app-ready]').waitFor();
  await page.waitForLoadState('networkidle');
}

/** Scrolls through the page so lazy images load, then returns the ones that failed. */
async function brokenImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      // One frame in view is enough for a lazy image to start loading.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    window.scrollTo(0, 0);
  });
  // Every image has finished, loaded or failed: a busy machine took longer than the network's
  // half-second pause for the last lazy ones, and they were reported as broken. One that never
  // finishes is reported below.
  await page
    .waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 20_000 })
    .catch(() => undefined);
  return page.$$eval('img', (imgs) =>
    imgs
      .filter((img) => !img.complete || img.naturalWidth === 0 || !img.getAttribute('width') || !img.getAttribute('height'))
      .map((img) => img.getAttribute('src')),
  );
}

for (const width of WIDTHS) {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} renders at ${width}px without console errors or axe violations`, async ({ page, consoleErrors }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, path);
      expect(await page.title()).toMatch(/Aarohi — AI for Women/);
      expect(await page.locator('meta[name="description"]').last().getAttribute('content')).toBeTruthy();
      expect(await brokenImages(page)).toEqual([]);
      const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(noHorizontalScroll).toBe(true);
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      // The unknown path is answered with a real 404, which the browser reports for the document.
      const expected = path === NOT_A_PAGE ? /Failed to load resource: the server responded with a status of 404/ : null;
      expect(consoleErrors.filter((e) => !expected?.test(e))).toEqual([]);
    });
  }
}

test('the home page shows seeded courses, testimonials and the honest price', async ({ page, consoleErrors }) => {
  await openPage(page, '/');
  await expect(page.getByText(new RegExp(`Registrations for ${new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date())} are open`)).first()).toBeVisible();
  const enroll = page.getByRole('link', { name: /Enroll Now/ });
  await expect(enroll.first()).toBeVisible();
  expect(await enroll.first().getAttribute('href')).toMatch(/^\/register\/\d+$/);
  await expect(page.getByText('₹2,000')).toBeVisible();
  await expect(page.getByText('WOMENINAI20')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the testimonials carousel advances by itself and with the buttons', async ({ page }) => {
  await openPage(page, '/');
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  await carousel.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  const quote = carousel.locator('blockquote');
  const first = await quote.textContent();
  await expect(quote).not.toHaveText(first!, { timeout: 5000 }); // auto-advance every 3 s
  const second = await quote.textContent();
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(quote).not.toHaveText(second!);
  await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(quote).toHaveText(second!);
});

test('the mobile menu opens, navigates and closes', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, '/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Blogs' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Blogs' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ideas you can use tonight');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Blogs' })).toBeHidden();
  // Escape closes it too.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(consoleErrors).toEqual([]);
});

test('the workshop modal opens and closes by keyboard', async ({ page, consoleErrors }) => {
  await openPage(page, '/blogs');
  const trigger = page.getByRole('button', { name: /View workshop/ }).first();
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'About This Workshop' })).toBeVisible();
  const images = await dialog.locator('img').count();
  expect(images).toBeGreaterThan(0);
  expect(images).toBeLessThanOrEqual(6);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Close', exact: true });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('the contact form refuses digits, blocks errors and sends a message', async ({ page, consoleErrors }) => {
  await openPage(page, '/contact');
  const name = page.getByLabel(/^Name/);
  await name.pressSequentially('9');
  await expect(page.getByText('Name should start with a character, not a number')).toBeVisible();
  await expect(name).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  await name.pressSequentially('Asha Rao');
  await page.getByLabel(/^Email/).fill('asha.e2e@example.com');
  await page.getByLabel(/^Subject/).fill('Evening batch timings');
  await page.getByLabel(/^Message/).fill('Is there an evening batch starting next month?');
  await expect(page.getByText('46/1000 characters')).toBeVisible();
  const sent = page.waitForResponse((r) => r.url() === `${apiUrl}/api/contact` && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).ok()).toBe(true);
  await expect(page.getByText('Your message has been sent successfully.')).toBeVisible();
  await expect(name).toHaveValue('');
  expect(consoleErrors).toEqual([]);
});

test('footer links navigate and scroll to the top', async ({ page }) => {
  await openPage(page, '/about');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('navigation', { name: 'Support' }).getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the header follows the session: Logout and profile icon for a paid student, logout goes to /login', async ({ page }) => {
  await openPage(page, '/about');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.evaluate(() => {
    sessionStorage.setItem('user', JSON.stringify({ id: 1, fullname: 'Priya Sharma', paymentstatus: 'Completed' }));
    window.dispatchEvent(new Event('aarohi:session-change'));
  });
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your dashboard' })).toHaveAttribute('href', '/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('/header renders the header alone', async ({ page }) => {
  await page.goto('/header');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);
});

// Signed in across tabs and links, and the tutor's meeting link reaching her students, on the
// production builds and the real API. Session storage belongs to one tab; the session cookie to the
// browser: a new tab (a new page of the same context) and the dashboard link of her mails must open
// signed in, and a logout in one tab must end the others.
import type { BrowserContext, Page } from '@playwright/test';
import { MEETING_MESSAGES } from '@ai-women/contracts';
import { apiUrl, expect, shellUrl, test, tutorUrl } from './fixtures';

const STUDENT = { email: 'student@aarohi.example', password: 'Student@2025' };
const TUTOR = { email: 'tutor@aarohi.example', password: 'Tutor@2025' };

async function studentLogin(page: Page) {
  await page.goto(`${shellUrl}/login`);
  await page.getByLabel(/^Email or mobile number/).fill(STUDENT.email);
  await page.getByLabel(/^Password/).fill(STUDENT.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
}

async function tutorLogin(page: Page, base: string) {
  await page.goto(`${base}/tutorlogin`);
  await page.getByLabel(/^Email/).fill(TUTOR.email);
  await page.getByLabel(/^Password/).fill(TUTOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/tutordashboard');
}

/** Every URL the page was at, so a flash of the login page on the way is caught. */
function visited(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname);
  });
  return urls;
}

async function newTab(context: BrowserContext) {
  const tab = await context.newPage();
  const errors: string[] = [];
  tab.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { tab, errors, urls: visited(tab) };
}

test.describe('a student signed in across tabs and links', () => {
  test('a new tab and the dashboard link of her mail open her dashboard; logging out in one tab ends the other', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await studentLogin(page);

    // A new tab: nothing in its session storage, the cookie is the browser's.
    const { tab, errors, urls } = await newTab(context);
    await tab.goto(`${shellUrl}/enrolled-courses`);
    // A busy machine takes its time to start the app; the guard shows "Opening …" meanwhile.
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(tab).toHaveURL(`${shellUrl}/enrolled-courses`);
    expect(urls).not.toContain('/login');
    expect(await tab.evaluate(() => JSON.parse(sessionStorage.getItem('user')!).email)).toBe(STUDENT.email);

    // The "Go to my dashboard" button of her payment mail is SITE_URL/dashboard, opened in a new tab.
    const mail = await newTab(context);
    await mail.tab.goto(`${shellUrl}/dashboard`);
    await expect(mail.tab.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible({ timeout: 30_000 });
    expect(mail.urls).not.toContain('/login');
    // The header of the new tab shows her signed in too.
    await expect(mail.tab.getByRole('button', { name: /Logout/ }).first()).toBeVisible();

    // Logout in the first tab: the other tabs hear it and go to /login at once.
    await page.getByRole('button', { name: 'Logout', exact: true }).last().click();
    await tab.waitForURL('**/login');
    await mail.tab.waitForURL('**/login');
    expect(await tab.evaluate(() => sessionStorage.getItem('user'))).toBeNull();
    // And the session is gone: reopening the link asks the server, which says nobody.
    await mail.tab.goto(`${shellUrl}/dashboard`);
    await mail.tab.waitForURL('**/login');
    // A read the other tabs had in flight when the session ended is answered 401 (that is how a tab
    // that missed the news finds out), and the browser reports the status: not an error of the app.
    const answeredAfterLogout = /Failed to load resource: the server responded with a status of 401/;
    expect([...consoleErrors, ...errors, ...mail.errors].filter((e) => !answeredAfterLogout.test(e))).toEqual([]);
  });

  test("a tab that missed the logout finds out on its next action (401 → cleared, /login)", async ({ page, context }) => {
    await studentLogin(page);
    await expect(page.getByRole('heading', { name: 'Upcoming Sessions' })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // The session ends without this tab being told (as from a browser window that missed it).
    expect((await context.request.post(`${apiUrl}/logout`)).status()).toBe(200);
    await page.getByRole('navigation', { name: 'Student area' }).getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL('**/login', { timeout: 30_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();
  });

  test('a signed-out visitor opening the dashboard link goes to /login, with no error logged', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`${shellUrl}/dashboard`);
    await page.waitForURL('**/login');
    expect(consoleErrors).toEqual([]);
  });
});

for (const [where, base] of [
  ['in the site (shell)', shellUrl],
  ['on the standalone portal', tutorUrl],
] as const) {
  test(`a tutor ${where}: a new tab opens the portal signed in; logging out in one tab ends the other`, async ({
    page,
    context,
    consoleErrors,
  }) => {
    await tutorLogin(page, base);
    const { tab, errors, urls } = await newTab(context);
    await tab.goto(`${base}/batchespage`);
    await expect(tab.getByRole('heading', { level: 1, name: 'My Batches' })).toBeVisible({ timeout: 30_000 });
    expect(urls).not.toContain('/tutorlogin');

    // Logout in the first tab: the other tab goes to /tutorlogin.
    await page.getByRole('button', { name: /^Logout$/ }).first().click();
    await tab.waitForURL('**/tutorlogin');
    expect(await tab.evaluate(() => sessionStorage.getItem('tutorData'))).toBeNull();
    expect([...consoleErrors, ...errors]).toEqual([]);
  });
}

test('the tutor sets her batch meeting link (https only) and her student is notified', async ({ browser }) => {
  const tutorContext = await browser.newContext();
  const tutor = await tutorContext.newPage();
  await tutorLogin(tutor, shellUrl);
  await tutor.goto(`${shellUrl}/batchespage`);
  const card = tutor.getByRole('article', { name: 'Aarohi Evening Batch 12' });
  await expect(card).toContainText(/Starts \d{1,2} [A-Z][a-z]{2} \d{4}/);

  // Who is in it, with e-mail: the demo student.
  await card.getByRole('button', { name: 'Show the students of Aarohi Evening Batch 12' }).click();
  await expect(card.getByRole('list', { name: 'Students of Aarohi Evening Batch 12' })).toContainText(STUDENT.email);

  await card.getByRole('button', { name: /meeting link of Aarohi Evening Batch 12/ }).click();
  const field = card.getByRole('textbox', { name: /Meeting link/ });
  await field.fill('http://meet.example/aarohi-batch-12');
  await card.getByRole('button', { name: 'Save link' }).click();
  await expect(card.getByText(MEETING_MESSAGES.httpsOnly)).toBeVisible();

  const link = `https://meet.example/aarohi-batch-12-${Date.now()}`;
  await field.fill(link);
  await card.getByRole('button', { name: 'Save link' }).click();
  await expect(card.getByRole('status')).toContainText(MEETING_MESSAGES.saved);
  await expect(card.getByRole('link', { name: /Join Meeting/ })).toHaveAttribute('href', link);
  await tutorContext.close();

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await studentLogin(student);
  await student.getByRole('navigation', { name: 'Student area' }).getByRole('link', { name: 'Notifications' }).click();
  await student.waitForURL('**/notifications');
  await expect(student.getByRole('heading', { name: /Meeting link (changed|ready)/ }).first()).toBeVisible();
  // The notice carries her Join (through the API), never the meeting link itself.
  await expect(student.getByText(/\/api\/sessions\/\d+\/join/).first()).toBeVisible();
  await expect(student.getByText(link)).toHaveCount(0);
  await studentContext.close();
});

test('her profile: reminders are stored, and the page has no axe violations at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await studentLogin(page);
  await page.goto(`${shellUrl}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: /Session reminders by e-mail/ });
  const before = await toggle.getAttribute('aria-checked');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
  await page.reload();
  await expect(page.getByRole('switch', { name: /Session reminders/ })).toHaveAttribute(
    'aria-checked',
    before === 'true' ? 'false' : 'true',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

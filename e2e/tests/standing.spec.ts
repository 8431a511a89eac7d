// Where she stands, on production builds with the real API and its seed: the graduate (20 of 25,
// her batch Completed) is told she finished at 1280 and 375 px, never that she is waiting, with one
// navigation per screen; a new student who has just paid is signed in without her password and her
// certificate page counts 20 of 25 (never "0 of 0"); support opens a student from her ticket and
// reads her batch and attendance, and the money routes answer her 403.
import type { Page } from '@playwright/test';
import { test, expect, apiUrl, shellUrl, expectNoAxeViolations } from './fixtures';

// api/src/db/seed-certificates.ts: CERTIFICATE_DEMO_LOGINS; the demo support member.
const GRADUATE = { email: 'lakshmi@aarohi.example', password: 'Student@2025', name: 'Lakshmi Nair' };
const SHORT = { email: 'divya@aarohi.example', password: 'Student@2025' };
const SUPPORT = { email: 'support@aarohi.example', password: 'Support@2025' };

async function studentLogin(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel(/^Email or mobile number/).fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
}

for (const width of [1280, 375]) {
  test(`the graduate at ${width} px: finished, her certificate, all 25 past sessions; never waiting; one navigation`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    await studentLogin(page, GRADUATE);
    const main = page.locator('#main-content');
    await expect(page.getByRole('heading', { name: /^You finished / })).toBeVisible();
    await expect(page.getByTestId('dashboard-certificate')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Session 25: / }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Session 1: / }).first()).toBeVisible();
    await expect(main).not.toContainText(/no open batch|will be placed|waiting/i);
    await expect(page.getByRole('heading', { name: 'Upcoming Sessions' })).toHaveCount(0);

    // One navigation: the site header keeps the brand and the language switch; the sidebar has the
    // links, Logout and (on a phone) the only menu button.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('navigation', { name: 'Language' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    if (width < 768) {
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(1);
      await page.getByRole('button', { name: 'Open menu' }).click();
    }
    const sidebar = page.locator('#student-sidebar');
    await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(1);
    await sidebar.getByRole('link', { name: 'Enrolled Courses' }).click();
    await page.waitForURL('**/enrolled-courses');
    await expect(page.getByTestId('where-you-stand')).toContainText('You finished this course with');
    await expect(page.getByTestId('where-you-stand')).toContainText('you attended 20 of 25 sessions');
    await expect(main).not.toContainText(/no open batch|waiting/i);
    await expectNoAxeViolations(page);

    // The sidebar stays below the sticky header when the page scrolls.
    if (width >= 768) {
      await page.mouse.wheel(0, 1200);
      const header = await banner.boundingBox();
      const side = await sidebar.boundingBox();
      expect(side!.y).toBeGreaterThanOrEqual(Math.floor(header!.y + header!.height) - 1);
    }
    expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
}

test('a new student who has just paid is signed in, and her certificate page says 20 of 25 are needed', async ({ page }) => {
  test.setTimeout(150_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const s = { email: `sunita.${stamp}@example.com`, phone: `9${stamp.slice(-9)}`, password: 'Sunita@2025' };
  await page.goto('/register/1');
  await page.getByLabel(/^Full name/).fill('Sunita Kulkarni');
  await page.getByLabel(/^Profession/).fill('Nurse');
  await page.getByLabel(/^Age/).fill('41');
  await page.getByLabel(/^Email/).fill(s.email);
  await page.getByLabel(/^Phone/).fill(s.phone);
  await page.getByLabel(/^Password/).fill(s.password);
  await page.getByRole('button', { name: /Register and continue/ }).click();
  await page.waitForURL('**/payment');
  await page.locator('input[name="batch"]:not([disabled])').first().check();
  await page.getByLabel(/Your state or union territory/).selectOption('29');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('dialog', { name: 'Test payment (sandbox)' }).getByRole('button', { name: 'Pay', exact: true }).click();

  // The spec's /login stop, without her password.
  await page.waitForURL('**/login');
  await expect(page.getByRole('heading', { level: 1, name: "You're logged in" })).toBeVisible();
  await expect(page.getByTestId('payment-received')).toBeVisible();
  await expect(page.getByLabel(/^Password/)).toHaveCount(0);
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sunita Kulkarni!' })).toBeVisible();
  // Her first dashboard says the payment once.
  await expect(page.getByTestId('payment-received')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sunita Kulkarni!' })).toBeVisible();
  await expect(page.getByTestId('payment-received')).toHaveCount(0);

  await page.goto('/certificate');
  const main = page.locator('#main-content');
  await expect(main).toContainText(/20 of (the )?25/);
  await expect(main).not.toContainText(/\b0 of 0\b/);
  await expect(main).not.toContainText(/attended enough/i);
  await expectNoAxeViolations(page);
});

test("support opens a student from her ticket: her batch and attendance, read-only; money routes 403", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  // The 19/25 graduate raises a ticket.
  const student = await browser.newContext();
  const login = await student.request.post(`${apiUrl}/login`, { data: SHORT });
  expect(login.status()).toBe(200);
  const userId = (await login.json()).user.id;
  const subject = `My certificate (${stamp})`;
  const asked = await student.request.post(`${apiUrl}/api/support-tickets`, {
    data: { userId, subject, priority: 'Medium', description: 'I missed one session; can I still get a certificate?' },
  });
  expect(asked.status()).toBe(201);
  await student.close();

  await page.goto(`${shellUrl}/staff/login`);
  await page.getByLabel(/Work e-mail/).fill(SUPPORT.email);
  await page.getByLabel(/^Password/).fill(SUPPORT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/staff/tickets');
  await page.getByRole('searchbox', { name: 'Search tickets' }).fill(subject);
  await page.getByRole('button', { name: subject }).click();
  await page.getByRole('link', { name: 'Open her student view' }).click();
  await page.waitForURL(`**/staff/students/${userId}`);
  await expect(page.getByTestId('student-payment')).toContainText('Paid');
  await expect(page.getByTestId('student-batch')).toContainText('(Completed)');
  await expect(page.getByTestId('student-stage')).toContainText(/short|1 session/i);
  const attendance = page.getByRole('table', { name: /^Attendance of / });
  await expect(attendance.getByRole('row')).toHaveCount(26);
  await expect(page.getByRole('table', { name: /^Tickets of / })).toContainText(subject);
  await expect(page.getByRole('button', { name: /Refund|Move|Export|Download/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  for (const url of ['/api/staff/payments', '/api/staff/payments.csv', '/api/staff/coupons'])
    expect((await page.request.get(`${apiUrl}${url}`)).status(), url).toBe(403);
});

// Forgotten passwords (reset by a link sent by e-mail) on the production builds and the real API:
// the link is read from the API's outbox (.eml files in DATA_DIR/outbox, the default transport). A
// weak password first (the rule's message), then a new one that logs in; the old password and an
// old session fail; a reused link and a 31-minute-old link (PUT /test/clock, the API runs with
// TEST_CLOCK=1) are refused.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES, RESET_MESSAGES } from '@ai-women/contracts';
import { dataDir } from '../playwright.config';
import { apiUrl, expect, shellUrl, test, tutorUrl } from './fixtures';

const apiRequire = createRequire(path.resolve(__dirname, '../../api/package.json'));
// mailparser is one of the API's dev dependencies (its SMTP tests parse with it too).
const { simpleParser } = apiRequire('mailparser') as {
  simpleParser(source: Buffer): Promise<{ to?: { text: string } | { text: string }[]; text?: string }>;
};
const outboxDir = path.join(dataDir, 'outbox');

/** The reset link of the newest reset mail to `to` that is not in `seen`. */
async function resetLinkFor(to: string, seen: Set<string>): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const files = fs.existsSync(outboxDir)
      ? fs.readdirSync(outboxDir).filter((f) => f.endsWith('-password-reset.eml') && !seen.has(f)).sort()
      : [];
    for (const f of files.reverse()) {
      const mail = await simpleParser(fs.readFileSync(path.join(outboxDir, f)));
      const addressed = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
      if (addressed === to) {
        seen.add(f);
        const link = /https?:\/\/\S+reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '');
        if (!link) throw new Error(`no link in ${f}`);
        return link[0];
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset mail for ${to} in ${outboxDir}`);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const mobile = () => `7${String(Date.now()).slice(-9)}`;

async function setClock(offsetMs: number) {
  const api = await playwrightRequest.newContext();
  const r = await api.put(`${apiUrl}/test/clock`, { data: { offsetMs } });
  expect(r.status()).toBe(200);
  await api.dispose();
}

/** A logged-in API session of the account (an "old session" on another device). */
async function otherDevice(loginPath: string, email: string, password: string): Promise<APIRequestContext> {
  const device = await playwrightRequest.newContext();
  const r = await device.post(`${apiUrl}${loginPath}`, { data: { email, password } });
  expect(r.status()).toBe(200);
  expect((await device.get(`${apiUrl}/api/me`)).status()).toBe(200);
  return device;
}

async function setNewPassword(page: Page, password: string) {
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmPassword"]').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

test.afterEach(async () => {
  await setClock(0);
});

test('student: forgot → link from the outbox → weak, then new password → login; old password, old session, reused and 31-minute-old links fail', async ({ page, consoleErrors }) => {
  const seen = new Set<string>();
  const email = `reset.${unique()}@example.com`;
  const oldPassword = 'Learner1pass';
  const newPassword = 'Sunrise2026';
  const api = await playwrightRequest.newContext();
  const reg = await api.post(`${apiUrl}/register`, {
    data: { fullname: 'Radhika Menon', designation: 'Teacher', email, phone_number: mobile(), age: 34, password: oldPassword },
    headers: { origin: shellUrl },
  });
  expect(reg.status()).toBe(201);
  await api.dispose();
  const device = await otherDevice('/login', email, oldPassword);

  // /login → Forgot password? → the e-mail, by keyboard
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByLabel(/^E-mail address/).fill(email);
  await page.getByLabel(/^E-mail address/).press('Enter');
  await expect(page.getByRole('status')).toHaveText(RESET_MESSAGES.forgotSent);
  await expectNoAxeViolations(page);

  const link = await resetLinkFor(email, seen);
  expect(link.startsWith(`${shellUrl}/reset-password?token=`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await setNewPassword(page, 'weak');
  await expect(page.getByText(MESSAGES.passwordMin6)).toBeVisible();
  await setNewPassword(page, newPassword);
  await expect(page.getByRole('status')).toHaveText(RESET_MESSAGES.resetDone);
  await expectNoAxeViolations(page);

  // the old session on the other device is gone; the old password no longer works
  expect((await device.get(`${apiUrl}/api/me`)).status()).toBe(401);
  await device.dispose();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/^Email or mobile number/).fill(email);
  await page.getByLabel(/^Password/).fill(oldPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid');
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  // She has not paid yet: a successful login sends her to payment.
  await expect(page.getByText('Payment not completed. Redirecting to payment page...')).toBeVisible();
  await expect(page).toHaveURL(/\/payment$/);

  // the same link again
  await page.goto(link);
  await setNewPassword(page, 'Another2027');
  await expect(page.getByRole('alert')).toContainText(RESET_MESSAGES.tokenUsed);
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  // a link asked for 31 minutes ago, at 375 px
  // One reset mail per account per 5 minutes: ask again 6 minutes later (PUT /test/clock).
  await setClock(6 * 60 * 1000);
  const again = await playwrightRequest.newContext();
  await again.post(`${apiUrl}/api/password/forgot`, { data: { email, role: 'student' }, headers: { origin: shellUrl } });
  await again.dispose();
  const stale = await resetLinkFor(email, seen);
  await setClock((6 + 31) * 60 * 1000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(stale);
  await noHorizontalScroll(page);
  await setNewPassword(page, 'Another2027');
  await expect(page.getByRole('alert')).toContainText(RESET_MESSAGES.tokenExpired);
  await expectNoAxeViolations(page);
  expect(consoleErrors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
});

test('tutor on the standalone portal: forgot → link → weak, then new password → login; old password, old session, reused and 31-minute-old links fail', async ({ page, consoleErrors }) => {
  const seen = new Set<string>();
  const email = `tutor.reset.${unique()}@example.com`;
  const oldPassword = 'Teach@2025';
  const newPassword = 'Mentor#2026x'.replace('#', '@');
  const api = await playwrightRequest.newContext();
  const reg = await api.post(`${apiUrl}/tutor/register`, {
    data: { name: 'Deepa Krishnan', email, mobile_number: `9${String(Date.now()).slice(-9)}`, password: oldPassword },
    headers: { origin: tutorUrl },
  });
  expect(reg.status()).toBe(201);
  await api.dispose();
  const device = await otherDevice('/api/tutor/login', email, oldPassword);

  await page.goto(`${tutorUrl}/tutorlogin`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(`${tutorUrl}/tutor-forgot-password`);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Email/).press('Enter');
  await expect(page.getByText(RESET_MESSAGES.forgotSent)).toBeVisible();

  const link = await resetLinkFor(email, seen);
  expect(link.startsWith(`${tutorUrl}/tutor-reset-password?token=`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await setNewPassword(page, 'Short1!');
  await expect(page.getByText(MESSAGES.passwordMin8)).toBeVisible();
  await setNewPassword(page, 'NoSpecial123');
  await expect(page.getByText(MESSAGES.passwordSpecial)).toBeVisible();
  await setNewPassword(page, newPassword);
  await expect(page.getByText(RESET_MESSAGES.resetDone)).toBeVisible();
  await expectNoAxeViolations(page);

  expect((await device.get(`${apiUrl}/api/me`)).status()).toBe(401);
  await device.dispose();
  const check = await playwrightRequest.newContext();
  expect((await check.post(`${apiUrl}/api/tutor/login`, { data: { email, password: oldPassword } })).status()).toBe(401);
  await check.dispose();

  await page.getByRole('link', { name: 'Go to tutor login' }).click();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${tutorUrl}/tutordashboard`);

  await page.goto(link);
  await setNewPassword(page, 'Another@2027');
  await expect(page.getByText(RESET_MESSAGES.tokenUsed)).toBeVisible();

  // One reset mail per account per 5 minutes: ask again 6 minutes later (PUT /test/clock).
  await setClock(6 * 60 * 1000);
  const again = await playwrightRequest.newContext();
  await again.post(`${apiUrl}/api/password/forgot`, { data: { email, role: 'tutor' }, headers: { origin: tutorUrl } });
  await again.dispose();
  const stale = await resetLinkFor(email, seen);
  await setClock((6 + 31) * 60 * 1000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(stale);
  await noHorizontalScroll(page);
  await setNewPassword(page, 'Another@2027');
  await expect(page.getByText(RESET_MESSAGES.tokenExpired)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  expect(consoleErrors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
});

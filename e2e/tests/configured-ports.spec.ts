// A platform moved to other ports by SHELL_PORT … BACKOFFICE_PORT alone (playwright.config.ts sets
// no CORS_ORIGINS): the API derives its allowed origins from the same ports, so a student can
// register, sign in and pay from the shell's page.
import type { Page } from '@playwright/test';
import { test, expect, ports, shellUrl } from './fixtures';

const password = (page: Page) => page.getByLabel(/^Password/);
const sandbox = (page: Page) => page.getByRole('dialog', { name: 'Test payment (sandbox)' });

test.describe('Non-default ports without CORS_ORIGINS', () => {
  test('a student registers, signs in and pays from the shell', async ({ page, consoleErrors }) => {
    expect(process.env.CORS_ORIGINS).toBeUndefined();
    for (const port of [3000, 3001, 3002, 3003]) expect(Object.values(ports)).not.toContain(port);

    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const s = { email: `ports.${stamp}@example.com`, phone: `8${stamp.slice(-9)}`, password: 'Meera@2025' };
    await page.goto('/register/1');
    await page.getByLabel(/^Full name/).fill('Nandini Rao');
    await page.getByLabel(/^Profession/).fill('Accountant');
    await page.getByLabel(/^Age/).fill('41');
    await page.getByLabel(/^Email/).fill(s.email);
    await page.getByLabel(/^Phone/).fill(s.phone);
    await password(page).fill(s.password);
    await page.getByRole('button', { name: /Register and continue/ }).click();
    await page.waitForURL('**/payment');

    // Signing in again (a new session) from the shell's origin: the API allows it and says so.
    await page.goto('/login');
    await page.getByLabel(/^Email or mobile number/).fill(s.email);
    await password(page).fill(s.password);
    const [login] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/login') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Log in' }).click(),
    ]);
    expect(login.status()).toBe(200);
    expect(login.headers()['access-control-allow-origin']).toBe(shellUrl);
    await expect(page.getByText('Payment not completed. Redirecting to payment page...')).toBeVisible();
    await page.waitForURL('**/payment');

    await page.getByLabel(/Your state or union territory|आपका राज्य/).selectOption('29');
    await page.getByRole('button', { name: 'Pay ₹2,499' }).click();
    await expect(sandbox(page)).toContainText('₹2,499');
    await sandbox(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText('Payment recorded successfully!')).toBeVisible();
    expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});

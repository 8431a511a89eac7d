// A refund from both sides, in the browser: a student who has just paid asks for her money back on
// her Payments page (on a phone), an admin approves it on the back office's Money screen, and she
// finds the refund, its credit note (a PDF that names the invoice it reverses) and a dashboard that
// no longer offers her classes. The API tests cover every rule on both databases; this is the
// journey the two screens make together.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiUrl, backofficeUrl, expect, expectNoAxeViolations, shellUrl, test } from './fixtures';

const REASON = 'My transfer to Guwahati came through and the class times clash with my new shift.';

async function paidStudent(request: import('@playwright/test').APIRequestContext) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const who = { name: 'Meenakshi Bora', email: `meenakshi.${stamp}@example.com`, password: 'Meenakshi@2025' };
  const reg = await request.post(`${apiUrl}/register`, {
    data: { fullname: who.name, designation: 'Bank clerk', email: who.email, phone_number: `8${stamp}`, age: 29, password: who.password },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const userId = (await reg.json()).userId as number;
  const order = await (await request.post(`${apiUrl}/api/payments/order`, { data: { userId, state: '18' } })).json();
  const auth = await (await request.post(`${apiUrl}/sandbox/authorize`, { data: { orderId: order.orderId } })).json();
  const paid = await request.post(`${apiUrl}/payment`, {
    data: {
      transactionId: auth.razorpay_payment_id,
      userId,
      orderId: auth.razorpay_order_id,
      signature: auth.razorpay_signature,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return who;
}

async function studentLogin(page: Page, email: string, password: string) {
  await page.goto(`${shellUrl}/login`);
  await page.getByLabel(/^Email or mobile number/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
}

test('she asks for a refund on her phone, an admin approves it, and she has the credit note', async ({ browser, playwright }) => {
  const request = await playwright.request.newContext();
  const her = await paidStudent(request);
  await request.dispose();

  // Her side, at 375 px: the policy, her reason, the request sent.
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await phone.newPage();
  await studentLogin(page, her.email, her.password);
  await page.goto(`${shellUrl}/payments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expect(page.getByText(/Today the policy allows ₹2,499/)).toBeVisible();
  await page.getByRole('button', { name: 'Ask for a refund' }).click();
  // An empty reason is refused in place, and nothing is sent.
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Please tell us why you are asking for a refund.')).toBeVisible();
  await page.getByLabel(/^Why are you asking for a refund\?/).fill(REASON);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(/Your refund request has been sent/)).toBeVisible();
  await expect(page.getByText(/^Refund requested on /)).toBeVisible();
  await expectNoAxeViolations(page);

  // The admin's side: Money › Refund requests, answered in full (what the policy allows today).
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await desk.newPage();
  await staff.goto(`${backofficeUrl}/staff/login`);
  await staff.getByLabel(/Work e-mail/).fill('admin@aarohi.example');
  await staff.getByLabel(/^Password/).fill('Admin@2025');
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await staff.waitForURL('**/staff/tickets');
  await staff.goto(`${backofficeUrl}/staff/money`);
  await staff.locator('html[data-app-ready]').waitFor();
  await expect(staff.getByRole('heading', { level: 2, name: 'Refund requests' })).toBeVisible();
  await expect(staff.getByText(REASON)).toBeVisible();
  await staff.getByRole('button', { name: `Answer ${her.name}’s request` }).click();
  await expect(staff.getByLabel(/Amount to refund/)).toHaveValue('2499.00');
  await staff.getByRole('button', { name: 'Approve and refund' }).click();
  const result = staff.getByRole('status').filter({ hasText: /credit note AARCN\// });
  await expect(result).toBeVisible();
  const noteNumber = /AARCN\/\d\d-\d\d\/\d{4}/.exec((await result.textContent()) ?? '')![0];
  await desk.close();

  // Hers again: refunded in full, the credit note downloads and names the invoice it reverses.
  await page.reload();
  await expect(page.getByText(/^₹2,499\.00 refunded on /)).toBeVisible();
  await expect(page.getByText('This payment has been refunded in full.')).toBeVisible();
  const invoiceButton = page.getByRole('button', { name: /^Download invoice / });
  const invoiceNumber = ((await invoiceButton.textContent()) ?? '').replace(/^.*Download invoice /, '').trim();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download credit note ${noteNumber}` }).click(),
  ]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'aarohi-e2e-credit-note-')), 'credit-note.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(noteNumber);
  expect(text).toContain(invoiceNumber);
  expect(text).toContain(her.name);
  // Assam is not the school's state: the tax reversed is IGST.
  expect(text).toMatch(/IGST/);

  // Her place has ended: her courses say so, and no class is offered to join.
  await page.goto(`${shellUrl}/enrolled-courses`);
  await expect(page.getByText(/Your payment for this course was refunded/)).toBeVisible();
  await phone.close();
});

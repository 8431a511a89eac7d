// Paying by UPI in the sandbox: the checkout offers UPI first (a QR code on a desktop, the app link
// on a phone), she approves in her "UPI app" (the sandbox's controls) and closes the page before the
// checkout calls back. The sandbox's signed webhook alone enrols her and mails her receipt, within
// seconds. Screenshots of the sandbox window at 1280 and 375 px are kept with the results.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { dataDir } from '../playwright.config';
import { apiUrl, expect, test } from './fixtures';

const apiRequire = createRequire(path.resolve(__dirname, '../../api/package.json'));
const { simpleParser } = apiRequire('mailparser') as {
  simpleParser(source: Buffer): Promise<{ subject?: string; to?: { text: string } | { text: string }[] }>;
};
const outboxDir = path.join(dataDir, 'outbox');

async function receiptMailed(to: string): Promise<boolean> {
  const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml')) : [];
  for (const f of files) {
    const mail = await simpleParser(fs.readFileSync(path.join(outboxDir, f)));
    const addressed = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
    if (addressed === to && /receipt|payment/i.test(mail.subject ?? '')) return true;
  }
  return false;
}

function newStudent() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    fullname: 'Lakshmi Iyer',
    profession: 'Nurse',
    age: '31',
    email: `lakshmi.${stamp}@example.com`,
    phone: `9${stamp.slice(-9)}`,
    password: 'Lakshmi@2025',
  };
}

test('she pays by UPI, approves in her app and closes the page: the webhook enrols and mails her', async ({
  page,
  playwright,
}, testInfo) => {
  const s = newStudent();
  await page.goto('/register/1');
  await page.getByLabel(/^Full name/).fill(s.fullname);
  await page.getByLabel(/^Profession/).fill(s.profession);
  await page.getByLabel(/^Age/).fill(s.age);
  await page.getByLabel(/^Email/).fill(s.email);
  await page.getByLabel(/^Phone/).fill(s.phone);
  await page.getByLabel(/^Password/).fill(s.password);
  await page.getByRole('button', { name: /Register and continue/ }).click();
  await page.waitForURL('**/payment');

  await page.getByLabel(/Your state or union territory|आपका राज्य/).selectOption('29');
  await page.getByRole('button', { name: 'Pay ₹2,499' }).click();
  const sandbox = page.getByRole('dialog', { name: 'Test payment (sandbox)' });
  await expect(sandbox).toBeVisible();
  // UPI first, chosen; on a desktop a QR code of the order's upi://pay URI.
  const upiTab = sandbox.getByRole('tab', { name: 'UPI' });
  await expect(upiTab).toHaveAttribute('aria-selected', 'true');
  await expect(upiTab).toBeFocused();
  await expect(sandbox.getByRole('tab')).toHaveText(['UPI', 'Card', 'Netbanking']);
  const qr = sandbox.getByRole('img', { name: /UPI QR code to pay ₹2,499/ });
  await expect(qr).toBeVisible();
  await expect(sandbox.getByRole('link', { name: 'Open your UPI app' })).toBeHidden();
  await expect(sandbox.getByText(/Waiting for approval in your UPI app/)).toBeVisible();
  // No UPI Collect: nowhere to type a UPI ID.
  await expect(sandbox.getByRole('textbox')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('sandbox-upi-1280.png') });

  // On a phone: the app link (an intent to any UPI app) instead of the QR code.
  await page.setViewportSize({ width: 375, height: 812 });
  const appLink = sandbox.getByRole('link', { name: 'Open your UPI app' });
  await expect(appLink).toBeVisible();
  await expect(qr).toBeHidden();
  const href = (await appLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/^upi:\/\/pay\?pa=[^&]+&pn=Aarohi&am=2499\.00&cu=INR&tr=order_[0-9a-f]+&tn=/);
  await page.screenshot({ path: testInfo.outputPath('sandbox-upi-375.png') });

  // Her UPI app approves (the sandbox records it), but the answer never reaches the page: she has
  // closed it before the checkout could call back, so the browser's POST /payment never happens.
  let approvedOnServer!: (status: number) => void;
  const approved = new Promise<number>((resolve) => (approvedOnServer = resolve));
  let recordedByBrowser = 0;
  await page.route(/\/payment$/, (route) => {
    recordedByBrowser += 1;
    return route.abort();
  });
  await page.route(/\/sandbox\/pay$/, async (route) => {
    const res = await route.fetch();
    approvedOnServer(res.status());
    // Never answered to the page.
  });
  await sandbox.getByRole('button', { name: 'Approve' }).click();
  expect(await approved).toBe(200);
  await page.close({ runBeforeUnload: false });
  expect(recordedByBrowser).toBe(0);

  // Within 10 s: paid, placed in a batch, and her receipt mailed (the webhook's doing alone).
  const api = await playwright.request.newContext();
  let userId = 0;
  await expect
    .poll(
      async () => {
        const login = await api.post(`${apiUrl}/login`, { data: { email: s.email, password: s.password } });
        const body = (await login.json()) as { message?: string; user?: { id: number } };
        if (body.message !== 'Login successful') return body.message;
        userId = body.user!.id;
        const dash = (await (await api.get(`${apiUrl}/api/student/dashboard/${userId}`)).json()) as {
          placement?: { status?: string } | null;
        };
        return dash.placement?.status;
      },
      { timeout: 10_000, intervals: [250] },
    )
    .toBe('placed');
  await expect.poll(() => receiptMailed(s.email), { timeout: 10_000, intervals: [250] }).toBe(true);
  await api.dispose();
});

// Enrolment from each of the three course cards, on the production builds and the real API:
// home → Enroll Now → register → choose a batch → pay → /login says where she is placed → dashboard
// shows that batch and her course's own sessions; the payment confirmation PDF and the receipt mail
// name the course she chose. At desktop width and at 375 px.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { CURRICULA } from '@ai-women/contracts/curriculum';
import { dataDir } from '../playwright.config';
import { expect, stubOutsideWorld, test } from './fixtures';

const apiRequire = createRequire(path.resolve(__dirname, '../../api/package.json'));
const { simpleParser } = apiRequire('mailparser') as {
  simpleParser(
    source: Buffer,
  ): Promise<{ subject?: string; to?: { text: string } | { text: string }[]; text?: string }>;
};
const outboxDir = path.join(dataDir, 'outbox');

const COURSES = [
  { title: 'AI for Everyday Life', curriculum: 'everyday' },
  { title: 'AI for Your Career', curriculum: 'career' },
  { title: 'AI for Women in Business', curriculum: 'business' },
] as const;

/** The receipt mail sent to `to` (the outbox is the default transport: one .eml per mail). */
async function receiptMailFor(to: string) {
  // The API's mail worker writes it on its next round; on a busy machine with a second journey
  // running, that took more than the half minute this waited before: wait up to 90 s for it.
  for (let i = 0; i < 450; i++) {
    const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml')) : [];
    for (const f of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(outboxDir, f)));
      const addressed = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
      if (addressed === to && /receipt|payment/i.test(mail.subject ?? '')) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no receipt mail for ${to} in ${outboxDir}`);
}

function newStudent(n: number) {
  const stamp = `${Date.now()}${n}${Math.floor(Math.random() * 100)}`;
  return {
    fullname: 'Kavya Menon',
    email: `kavya.${stamp}@example.com`,
    phone: `8${stamp.slice(-9)}`,
    password: 'Kavya@2025',
  };
}

async function enrolFromCard(page: Page, course: (typeof COURSES)[number], n: number) {
  const s = newStudent(n);
  await page.goto('/');
  const card = page
    .getByRole('listitem')
    .filter({ hasText: course.title })
    .getByRole('link', { name: /Enroll Now/ });
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await page.waitForURL(/\/register\/\d+$/);
  await expect(page.getByTestId('chosen-course')).toContainText(course.title);
  await page.getByLabel(/^Full name/).fill(s.fullname);
  await page.getByLabel(/^Profession/).fill('Accountant');
  await page.getByLabel(/^Age/).fill('29');
  await page.getByLabel(/^Email/).fill(s.email);
  await page.getByLabel(/^Phone/).fill(s.phone);
  await page.getByLabel(/^Password/).fill(s.password);
  await page.getByRole('button', { name: /Register and continue/ }).click();
  await page.waitForURL('**/payment');

  // Her course, and its open batches to choose from.
  await expect(page.getByRole('heading', { level: 2, name: course.title })).toBeVisible();
  // She picks the last batch with a seat (the soonest is chosen for her until she picks another).
  const option = page
    .locator('[data-testid^="batch-"]')
    .filter({ has: page.locator('input[name="batch"]:not([disabled])') })
    .last();
  await expect(option).toBeVisible();
  const batchName = (await option.locator('strong').innerText()).trim();
  await option.locator('input[name="batch"]').check();
  await page.getByLabel(/Your state or union territory|आपका राज्य/).selectOption('29');
  await page.getByRole('button', { name: /^Pay / }).click();
  const sandbox = page.getByRole('dialog', { name: 'Test payment (sandbox)' });
  await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();

  // /login says what happened: paid, placed in the batch she chose, first class; she registered in
  // this browser, so she is signed in and not asked for her password.
  await page.waitForURL('**/login');
  await expect(page.getByRole('heading', { level: 1, name: "You're logged in" })).toBeVisible();
  await expect(page.getByText(`Payment received — you're in ${batchName}`)).toBeVisible();
  await expect(page.getByText(/first class/i).first()).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeInViewport();
  await expect(page.getByLabel(/^Password/)).toHaveCount(0);

  // Her dashboard opens by itself and says the payment once more; its PDF names her course (the
  // account the server confirmed did not replace the course the payment page recorded).
  await page.waitForURL('**/dashboard');
  await expect(page.getByText(`Payment received — you're in ${batchName}`)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: /payment confirmation/i })
      .first()
      .click(),
  ]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'aarohi-enrol-pdf-')), 'payment-confirmation.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(course.title);
  expect(text).toContain(s.fullname);

  // Dashboard: that batch, and the sessions of her course's curriculum.
  await expect(page.getByText(batchName).first()).toBeVisible();
  const firstSession = CURRICULA[course.curriculum][0]!.sessions[0]!;
  await page.goto('/enrolled-courses');
  await expect(page.getByText(course.title).first()).toBeVisible();
  await expect(page.getByText(firstSession.topic).first()).toBeVisible();

  // The receipt mail names the course too.
  const mail = await receiptMailFor(s.email);
  expect(mail.text ?? '').toContain(course.title);
}

for (const width of [1280, 375]) {
  test.describe(`Enrolment from each course card at ${width} px`, () => {
    for (const [i, course] of COURSES.entries()) {
      test(`${course.title}: register → choose a batch → pay → placed`, async ({ page, context }) => {
        // A whole enrolment with its PDF and mail: half a minute on a quiet machine, and the default
        // minute was not enough with another journey running beside it (as the other journeys, which
        // have their own budgets).
        test.setTimeout(150_000);
        await stubOutsideWorld(context);
        await page.setViewportSize({ width, height: 850 });
        await enrolFromCard(page, course, i);
      });
    }
  });
}

// Certificates on production builds with the real API and its seed: the student who attended 20 of
// 25 sessions of the completed batch opens her certificate page (which issues it), downloads the PDF
// (her name and number are in it), and the public verification page arrives rendered with "Valid";
// an admin revokes it in the back office, after which the page says Revoked and the credential is
// gone (410). The student who attended 19 of 25 is told she was one session short.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { test, expect, apiUrl, shellUrl, expectNoAxeViolations } from './fixtures';

// api/src/db/seed-certificates.ts: CERTIFICATE_DEMO_LOGINS; api's demo admin.
const ELIGIBLE = { email: 'lakshmi@aarohi.example', password: 'Student@2025', name: 'Lakshmi Nair' };
const SHORT = { email: 'divya@aarohi.example', password: 'Student@2025' };
const ADMIN = { email: 'admin@aarohi.example', password: 'Admin@2025' };

async function studentLogin(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel(/^Email or mobile number/).fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
}

/** A new page signed in to the back office as the demo admin. */
async function adminPage(browser: Browser): Promise<Page> {
  const staff = await browser.newPage();
  await staff.goto(`${shellUrl}/staff/login`);
  await staff.getByLabel(/Work e-mail/).fill(ADMIN.email);
  await staff.getByLabel(/^Password/).fill(ADMIN.password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await staff.waitForURL('**/staff/tickets');
  return staff;
}

/** The page's text as a reader without JavaScript gets it. */
const readable = (html: string) =>
  html
    .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

test('her certificate: issued, downloaded, verified, revoked by an admin; one session short is said so', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);

  // The 20/25 student: her certificate page, from the dashboard's progress card.
  await studentLogin(page, ELIGIBLE);
  // A retry of this journey finds the certificate its first try revoked: an admin reinstates it
  // (the same number) so the journey starts from an issued certificate again.
  const mine = (await (await page.request.get(`${apiUrl}/api/student/certificate`)).json()).data;
  if (mine?.state === 'revoked') {
    const staff = await adminPage(browser);
    const back = await staff.request.post(
      `${apiUrl}/api/staff/certificates/${mine.certificate.certificate_no}/reinstate`,
      { data: { reason: 'Reinstated for an end-to-end retry' }, headers: { origin: shellUrl } },
    );
    expect(back.status()).toBe(200);
    await staff.close();
  }
  await page.goto('/certificate');
  await expect(page.getByRole('heading', { level: 1, name: 'My certificate' })).toBeVisible();
  await expect(page.getByText('Valid', { exact: true })).toBeVisible();
  const number = (await page
    .getByText(/^AAR(-[0-9A-Z]{4}){4}$/)
    .first()
    .textContent())!.trim();
  await expectNoAxeViolations(page);

  // The PDF, through the browser's download (never its viewer): her name and the number are in it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`aarohi-certificate-${number}.pdf`);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'aarohi-certificate-')), 'certificate.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(ELIGIBLE.name);
  expect(text).toContain(number);

  // The public record arrives rendered: her name and "Valid" are in the HTML, before any script.
  const valid = await request.get(`${shellUrl}/verify/${number}`);
  expect(valid.status()).toBe(200);
  const validText = readable(await valid.text());
  expect(validText).toContain(ELIGIBLE.name);
  expect(validText).toContain('This certificate is valid.');
  expect((await request.get(`${apiUrl}/api/certificates/${number}/credential`)).status()).toBe(200);

  // An admin revokes it on the batch's Certificates screen.
  const record = (await (await request.get(`${apiUrl}/api/certificates/${number}`)).json()).data;
  const staff = await adminPage(browser);
  const batches = await staff.request.get(`${apiUrl}/api/staff/batches`, {
    params: { q: record.batch_name },
  });
  const batch = (await batches.json()).data.find(
    (b: { batch_name: string }) => b.batch_name === record.batch_name,
  );
  await staff.goto(`${shellUrl}/staff/batches/${batch.batch_id}/certificates`);
  const row = staff.getByRole('row').filter({ hasText: ELIGIBLE.name });
  await expect(row).toContainText('Issued');
  await row.getByRole('button', { name: `Revoke ${ELIGIBLE.name}’s certificate` }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel(/Reason/).fill('Attendance was recorded against the wrong student');
  await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Revoked');
  await staff.close();

  // The public page says so once its rendered copy expires (server-rendered pages are kept up to
  // FRAGMENT_TTL_MS, 5 s by default): polled, never slept.
  await expect
    .poll(
      async () => {
        // A connection dropped between two polls is one more poll, not the journey's failure.
        const revoked = await request.get(`${shellUrl}/verify/${number}`).catch((e: Error) => e);
        if (revoked instanceof Error) return `not answered: ${revoked.message}`;
        return `${revoked.status()} ${readable(await revoked.text())}`;
      },
      { timeout: 15_000, intervals: [1_000] },
    )
    .toMatch(/^200 .*This certificate was revoked on \d{1,2} \w+ \d{4}\./);
  expect((await request.get(`${apiUrl}/api/certificates/${number}/credential`)).status()).toBe(410);

  // The 19/25 student.
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await studentLogin(page, SHORT);
  await page.goto('/certificate');
  await expect(page.getByText('You were 1 session short of the 20 needed.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

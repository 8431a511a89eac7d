// A held session on production builds with the real API: the demo tutor, in the standalone portal,
// marks attendance, adds a recording link and a PDF, and moves the batch's last session a day later;
// the batch's student sees the recording and the PDF on the session page
// and downloads the PDF; a student of another batch and one who has not paid get 403 for the session,
// the file and the recording, and anyone signed out 401 (API).
import type { APIRequestContext } from '@playwright/test';
import { test, expect, apiUrl, shellUrl, tutorUrl, expectNoAxeViolations } from './fixtures';
import { DEMO_TUTOR } from './placed-student';

const DEMO_PAID = { email: 'student@aarohi.example', password: 'Student@2025' };
const RECORDING = 'https://drive.example.com/aarohi/e2e-recording';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function apiLogin(request: APIRequestContext, path: string, email: string, password: string) {
  const res = await request.post(`${apiUrl}${path}`, { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test('the tutor fills a held session; her student sees it; another batch is refused', async ({
  page,
  browser,
  playwright,
  consoleErrors,
}) => {
  test.setTimeout(180_000);

  // The tutor, standalone: My Batches → Sessions and attendance → the latest held session.
  await page.goto(`${tutorUrl}/tutorlogin`);
  await page.getByLabel(/^Email/).fill(DEMO_TUTOR.email);
  await page.getByLabel(/^Password/).fill(DEMO_TUTOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/tutordashboard');
  await page.goto(`${tutorUrl}/batchespage`);
  await page.getByRole('link', { name: 'Sessions and attendance of Aarohi Evening Batch 12' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aarohi Evening Batch 12' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Progress table' }).getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);
  const open = page.getByRole('link', { name: /^Open session \d+:/ }).first();
  const sessionNo = Number(/Open session (\d+):/.exec((await open.getAttribute('aria-label')) ?? '')![1]);
  await open.click();
  await page.waitForURL(/\/tutorbatches\/\d+\/sessions\/\d+$/);
  const sessionId = Number(page.url().split('/').pop());

  // Attendance: pre-filled from her Join click, saved in one action.
  const priya = page.getByRole('group', { name: 'Attendance for Priya Sharma' });
  await expect(priya.getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Save attendance' }).click();
  await expect(page.getByText('Attendance saved.')).toBeVisible();

  await page.getByLabel('Recording link').fill(RECORDING);
  await page.getByRole('button', { name: /recording link$/ }).click();
  await expect(page.getByText('Recording link saved.')).toBeVisible();

  await page.getByLabel(/^Add a file/).setInputFiles({ name: 'e2e-handout.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Upload file' }).click();
  await expect(page.getByText('e2e-handout.pdf: File added.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'e2e-handout.pdf' })).toBeVisible();
  await expectNoAxeViolations(page);

  // She moves the batch's last session a day later (same hour): the page then says where it moved from.
  await page.getByRole('link', { name: 'All sessions of this batch' }).click();
  await page.getByRole('link', { name: /^Move session 25:/ }).click();
  const move = page.getByRole('form', { name: 'Move this session' });
  const newDate = move.getByLabel(/^New date/);
  const planned = await newDate.inputValue();
  await newDate.fill(new Date(Date.parse(`${planned}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
  await move.getByLabel(/^Reason for the students/).fill('The tutor is travelling that day.');
  await move.getByRole('button', { name: 'Move session' }).click();
  await expect(page.getByText(/^Session moved\./)).toBeVisible();
  await expect(page.getByText(/^Moved from /)).toBeVisible();
  await expectNoAxeViolations(page);

  // The batch's student: the session page shows the recording and the file; the file downloads.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await student.goto(`${shellUrl}/login`);
  await student.getByLabel(/^Email or mobile number/).fill(DEMO_PAID.email);
  await student.getByLabel(/^Password/).fill(DEMO_PAID.password);
  await student.getByRole('button', { name: 'Log in' }).click();
  await student.waitForURL('**/dashboard');
  await expect(student.getByRole('heading', { level: 2, name: 'Past sessions' })).toBeVisible();
  await student.getByRole('link', { name: new RegExp(`^Session ${sessionNo}:`) }).click();
  await student.waitForURL(`**/sessions/${sessionNo}`);
  await expect(student.getByRole('link', { name: /Watch the recording/ })).toHaveAttribute(
    'href',
    `${apiUrl}/api/sessions/${sessionId}/recording`,
  );
  await expect(student.getByText('Present', { exact: true })).toBeVisible();
  const fileLink = student.getByRole('link', { name: 'e2e-handout.pdf' });
  const fileUrl = (await fileLink.getAttribute('href'))!;
  const [download] = await Promise.all([student.waitForEvent('download'), fileLink.click()]);
  expect(download.suggestedFilename()).toBe('e2e-handout.pdf');
  const saved = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(saved!).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(student);
  await studentContext.close();

  // A student of another batch: a new Career student pays for a Career batch (the seed's waiting
  // student stays waiting for the back office's placement journey).
  const otherApi = await playwright.request.newContext();
  const stamp = `${Date.now()}`.slice(-9);
  const other = { email: `other.${stamp}@example.com`, password: 'Other@2025' };
  const courses = (await (await otherApi.get(`${apiUrl}/api/courses`)).json()) as { course_id: number; title: string }[];
  const career = courses.find((c) => c.title === 'AI for Your Career')!;
  const reg = await otherApi.post(`${apiUrl}/register`, {
    data: {
      fullname: 'Meena Pillai',
      designation: 'Clerk',
      email: other.email,
      phone_number: `8${stamp.padStart(9, '3')}`,
      age: 33,
      password: other.password,
      course_id: career.course_id,
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const userId = (await reg.json()).userId;
  const options = await (await otherApi.get(`${apiUrl}/api/payments/options/${userId}`)).json();
  const order = await (
    await otherApi.post(`${apiUrl}/api/payments/order`, { data: { userId, batchId: options.batches[0].batch_id } })
  ).json();
  const auth = await (await otherApi.post(`${apiUrl}/sandbox/authorize`, { data: { orderId: order.orderId } })).json();
  const paid = await otherApi.post(`${apiUrl}/payment`, {
    data: { transactionId: auth.razorpay_payment_id, userId, orderId: auth.razorpay_order_id, signature: auth.razorpay_signature },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await apiLogin(otherApi, '/login', other.email, other.password);
  expect((await otherApi.get(`${apiUrl}/api/sessions/${sessionId}`)).status()).toBe(403);
  expect((await otherApi.get(fileUrl)).status()).toBe(403);
  expect((await otherApi.get(`${apiUrl}/api/sessions/${sessionId}/recording`, { maxRedirects: 0 })).status()).toBe(403);
  const anonymous = await playwright.request.newContext();
  expect((await anonymous.get(fileUrl)).status()).toBe(401);
  expect((await anonymous.get(`${apiUrl}/api/sessions/${sessionId}`)).status()).toBe(401);

  // A student who registered and has not paid: refused too.
  const unpaidApi = await playwright.request.newContext();
  const unpaid = { email: `unpaid.${stamp}@example.com`, password: 'Unpaid@2025' };
  const unpaidReg = await unpaidApi.post(`${apiUrl}/register`, {
    data: {
      fullname: 'Rekha Joshi',
      designation: 'Tailor',
      email: unpaid.email,
      phone_number: `7${stamp.padStart(9, '4')}`,
      age: 29,
      password: unpaid.password,
      course_id: career.course_id,
    },
  });
  expect(unpaidReg.status(), await unpaidReg.text()).toBe(201);
  await apiLogin(unpaidApi, '/login', unpaid.email, unpaid.password);
  expect((await unpaidApi.get(`${apiUrl}/api/sessions/${sessionId}`)).status()).toBe(403);
  expect((await unpaidApi.get(fileUrl)).status()).toBe(403);
  expect((await unpaidApi.get(`${apiUrl}/api/sessions/${sessionId}/recording`, { maxRedirects: 0 })).status()).toBe(403);
  await Promise.all([otherApi.dispose(), anonymous.dispose(), unpaidApi.dispose()]);

  expect(consoleErrors).toEqual([]);
});

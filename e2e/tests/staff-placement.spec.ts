// Placement on production builds with the real API: the seeded paid student who waits without a
// batch is an alert on the staff home and is listed under To place; the admin places her in an open
// batch of her course with a reason; she sees her notice, the batch's tutor gets one, her place shows
// in the batch's student list, and the audit log has the placement. Axe on To place at 1280 and 375 px.
import type { APIRequestContext } from '@playwright/test';
import { test, expect, apiUrl, shellUrl, expectNoAxeViolations } from './fixtures';
import { DEMO_TUTOR } from './placed-student';

const ADMIN = { email: 'admin@aarohi.example', password: 'Admin@2025' };
const WAITING = { email: 'waiting@aarohi.example', password: 'Student@2025', name: 'Sunita Verma' };

async function apiLogin(request: APIRequestContext, path: string, email: string, password: string) {
  const res = await request.post(`${apiUrl}${path}`, { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test('an unplaced paid student is placed by the admin; she and the tutor are told; the audit log shows it', async ({
  page,
  playwright,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}`.slice(-6);
  const reason = `She asked for evening classes (${stamp}).`;

  // Setup through the API: the seeded student waits; the Career batch she will join gets the demo tutor.
  const adminApi = await playwright.request.newContext();
  await apiLogin(adminApi, '/api/staff/login', ADMIN.email, ADMIN.password);
  const tutorApi = await playwright.request.newContext();
  const tutor = await apiLogin(tutorApi, '/api/tutor/login', DEMO_TUTOR.email, DEMO_TUTOR.password);
  const before = (await (await adminApi.get(`${apiUrl}/api/staff/placements`)).json()).data;
  const waiting = before.waiting.find((w: { email: string }) => w.email === WAITING.email);
  expect(waiting, 'the seed has a paid student without a batch').toBeTruthy();
  const target = before.open_batches.find(
    (b: { course_id: number; seats_left: number }) =>
      b.course_id === waiting.course.course_id && b.seats_left > 0,
  );
  expect(target, 'an open batch of her course').toBeTruthy();
  const edited = await adminApi.put(`${apiUrl}/api/staff/batches/${target.batch_id}`, {
    data: { tutor_id: tutor.data.tutor_id },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  // The admin: the alert on the home screen leads to To place, where she is listed.
  await page.goto(`${shellUrl}/staff/login`);
  await page.getByLabel(/Work e-mail/).fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/staff/tickets');
  const alert = page.getByTestId('placement-alert');
  await expect(alert).toContainText('waited more than 24 hours for a batch');
  await alert.getByRole('link', { name: 'Place them now' }).click();
  await page.waitForURL('**/staff/placement');
  await expect(page.getByRole('heading', { level: 1, name: 'To place' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: WAITING.name });
  await expect(row).toContainText(WAITING.email);
  await expect(row).toContainText(waiting.course.title);
  await expect(row).toContainText(/days?/);
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Place ${WAITING.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Place ${WAITING.name}` });
  await dialog.getByLabel(/^Batch/).selectOption(String(target.batch_id));
  await dialog.getByLabel(/^Reason/).fill(reason);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Place her' }).click();
  await expect(page.getByText(`${WAITING.name} placed in ${target.batch_name}.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: WAITING.name })).toHaveCount(0);

  // The batch's students list her with her contact.
  await page.goto(`${shellUrl}/staff/batches?batch=${target.batch_id}`);
  const roster = page.getByRole('table', { name: `Students of ${target.batch_name}` });
  await expect(roster).toContainText(WAITING.name);
  await expect(roster).toContainText(WAITING.email);

  // The audit log: the placement, by the admin, with the reason.
  await page.goto(`${shellUrl}/staff/audit`);
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByText('Placed a student').first()).toBeVisible();
  await expect(log).toContainText(reason);

  // To place at 375 px: no sideways scrolling, no axe violations.
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`${shellUrl}/staff/placement`);
  await expect(page.getByRole('heading', { level: 1, name: 'To place' })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  // She: the notice on her Notifications page.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await learner.goto(`${shellUrl}/login`);
  await learner.getByLabel(/^Email or mobile number/).fill(WAITING.email);
  await learner.getByLabel(/^Password/).fill(WAITING.password);
  await learner.getByRole('button', { name: 'Log in' }).click();
  await learner.waitForURL('**/dashboard');
  await learner.goto(`${shellUrl}/notifications`);
  await expect(learner.getByRole('heading', { name: `Welcome to ${target.batch_name}` })).toBeVisible();
  await learnerContext.close();

  // The tutor: a notice that she joined.
  const notices = (
    await (await tutorApi.get(`${apiUrl}/api/tutor/notifications/${tutor.data.tutor_id}`)).json()
  ).data;
  expect(notices[0]).toMatchObject({
    title: `New student in ${target.batch_name}`,
    message: `${WAITING.name} joined ${target.batch_name}.`,
  });
  expect(consoleErrors).toEqual([]);
});

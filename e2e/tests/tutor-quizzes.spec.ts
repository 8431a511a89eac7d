// The tutor's view of module quiz scores on production builds with the real API: the demo tutor, in
// the standalone portal, opens the seeded active batch and finds its Quiz scores section (a heading,
// a header row with one column per module, a row per student), axe-clean at 1280 and 375 px. The
// seed's scores are the API's to choose: only the table's structure is checked here.
import { test, expect, tutorUrl, expectNoAxeViolations } from './fixtures';
import { DEMO_TUTOR } from './placed-student';

const BATCH = 'Aarohi Evening Batch 12';

test('the tutor sees her batch’s quiz scores per student and module', async ({ page, consoleErrors }) => {
  await page.goto(`${tutorUrl}/tutorlogin`);
  await page.getByLabel(/^Email/).fill(DEMO_TUTOR.email);
  await page.getByLabel(/^Password/).fill(DEMO_TUTOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/tutordashboard');
  await page.goto(`${tutorUrl}/batchespage`);
  await page.getByRole('link', { name: `Sessions and attendance of ${BATCH}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: BATCH })).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: 'Quiz scores' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Quiz scores by student and module' });
  await expect(table).toBeVisible();
  const header = table.getByRole('row').first();
  await expect(header.getByRole('columnheader', { name: 'Student' })).toBeVisible();
  await expect(header.getByRole('columnheader', { name: 'Module 1' })).toBeVisible();
  // One row per student of the batch (the header row is the first).
  expect(await table.getByRole('row').count()).toBeGreaterThan(1);
  const columns = await header.getByRole('columnheader').count();
  const firstStudent = table.getByRole('row').nth(1);
  await expect(firstStudent.getByRole('cell')).toHaveCount(columns);
  // Every module cell of a row either says a score with Passed / Not passed in words, or "—".
  for (const cell of (await firstStudent.getByRole('cell').all()).slice(1))
    await expect(cell).toHaveText(/^(\d{1,3}\s%(Passed|Not passed)\d of \d attempts|—Not attempted)$/);
  await expectNoAxeViolations(page);

  // A phone: the table scrolls sideways inside its own region, which the keyboard can reach.
  await page.setViewportSize({ width: 375, height: 800 });
  const region = page.getByRole('region', { name: 'Quiz scores by student and module' });
  await expect(region).toBeVisible();
  await expect(region).toHaveAttribute('tabindex', '0');
  const box = await region.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(375);
  await expect(page.getByText('Scroll sideways to see every column →')).toBeVisible();
  await expectNoAxeViolations(page);

  expect(consoleErrors).toEqual([]);
});

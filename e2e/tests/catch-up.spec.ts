// Catching up on a missed class, on production builds with the real API and its seed: a new student
// is placed in the seeded active batch and her tutor marks her absent at a recent class. Her session
// page offers the catch-up; the catch-up page has the rule, the two steps and the check, with no
// answer in the page before she submits. She opens the recording from the page (recorded by the
// API), passes the check, and the page says she caught up; her tutor, in the standalone portal,
// sees "Caught up on …" beside her Absent mark. Axe on the catch-up page at 1280 and 375 px.
import type { Page } from '@playwright/test';
import { sessionCheck } from '@ai-women/contracts/quiz-bank';
import { test, expect, apiUrl, shellUrl, tutorUrl, expectNoAxeViolations } from './fixtures';
import { studentInActiveBatch, studentLogin, tutorLogin } from './placed-student';

async function answerCheck(page: Page, sessionNo: number) {
  const bank = sessionCheck('everyday', sessionNo);
  for (let n = 1; n <= bank.length; n += 1) {
    const group = page.getByRole('group', { name: new RegExp(`^Question ${n} of ${bank.length}\\b`) });
    const legend = (await group.locator('legend').textContent()) ?? '';
    const q = bank.find((b) => legend.includes(b.prompt.en));
    expect(q, `a question of Session ${sessionNo}'s check: ${legend}`).toBeTruthy();
    for (const id of q!.correct)
      await group.getByLabel(q!.options.find((o) => o.id === id)!.text.en, { exact: true }).check();
  }
}

test('a missed class caught up: recording and check from her page, counted, and her tutor sees it', async ({
  page,
  playwright,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const { her, tutor, batchId, sessions } = await studentInActiveBatch(
    playwright,
    'End-to-end catch-up journey: she joins the batch that has started.',
  );
  // Her tutor marks her absent at the class before the latest held one (the latest is left unmarked).
  const held = sessions.filter((s) => s.held);
  const missed = held.at(-2)!;
  const marked = await tutor.put(`${apiUrl}/api/sessions/${missed.id}/attendance`, {
    data: { records: [{ student_id: her.userId, status: 'absent' }] },
  });
  expect(marked.status(), await marked.text()).toBe(200);
  await tutor.dispose();

  await studentLogin(page, her.email, her.password);
  await page.goto(`${shellUrl}/sessions/${missed.session_no}`);
  const card = page.getByTestId('catch-up-card');
  await expect(card).toContainText('You missed this class.');
  await card.getByRole('link', { name: 'Catch up' }).click();
  await page.waitForURL(`**/sessions/${missed.session_no}/catch-up`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Catch up: Session ${missed.session_no}` }),
  ).toBeVisible();
  await expect(page.getByTestId('catch-up-rule')).toContainText(
    'A class you missed counts towards your certificate',
  );
  // Nothing in the page tells the answers before she submits.
  const before = (await page.locator('#main-content').textContent()) ?? '';
  for (const q of sessionCheck('everyday', missed.session_no)) expect(before).not.toContain(q.explanation.en);
  await expectNoAxeViolations(page);

  // The recording, opened from the page: the API records it (its target, an outside site, is not ours).
  const recording = page.getByTestId('catch-up-step-recording');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    recording.getByRole('link', { name: /Watch the recording/ }).click(),
  ]);
  await popup.close();
  await expect(recording.getByText('Done')).toBeVisible({ timeout: 15_000 });

  await answerCheck(page, missed.session_no);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByTestId('quiz-score')).toHaveText('3 of 3 right · 100 %');
  await expect(page.getByTestId('catch-up-done')).toContainText(
    `Session ${missed.session_no} counts towards your certificate: caught up on`,
  );
  await expect(page.getByRole('button', { name: /Try again/ })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);

  // Her tutor, in the standalone portal: Caught up beside her Absent mark.
  await page.setViewportSize({ width: 1280, height: 900 });
  await tutorLogin(page, tutorUrl);
  await page.goto(`${tutorUrl}/tutorbatches/${batchId}/sessions/${missed.id}`);
  const row = page.getByRole('listitem').filter({ hasText: her.name }).last();
  await expect(row).toContainText('Caught up on');
  expect(consoleErrors).toEqual([]);
});

// Practice after a class, on production builds with the real API and its seed: a new student placed
// in the seeded active batch sends her practice for the latest held class with a photo (in the
// shell); her tutor, in the shell, finds it in the batch's review queue and sends it back with
// Try again; she reads the comment on her session page and sends a new answer; her tutor, in the
// standalone portal, sees both answers and marks it Done. Both then see the whole history, the
// photo loads for both, and the pages are axe-clean at 1280 and 375 px.
import type { Page } from '@playwright/test';
import { test, expect, shellUrl, tutorUrl, expectNoAxeViolations } from './fixtures';
import { ACTIVE_BATCH, studentInActiveBatch, studentLogin, tutorLogin } from './placed-student';

const FIRST =
  'I asked for a week of dinners for four under ₹1,500.\nIt suggested paneer twice, so I swapped one for dal.';
const SECOND =
  'I asked again with our own list: dal, rice, seasonal sabzi, eggs on two days.\nThe plan came to ₹1,420 and I kept Sunday for khichdi.';
const TRY_AGAIN =
  'Good start. Give it the vegetables you already have at home and ask it to add up the cost.';
const DONE = 'Well done: you gave it your own list and checked the total.';

/** Every image of the locator has loaded from the API (a broken image has no natural width). */
async function expectImagesLoaded(images: ReturnType<Page['locator']>) {
  await expect(images.first()).toBeVisible();
  for (const img of await images.all())
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
}

test('practice: she sends it with a photo, her tutor asks her to try again, she resends, it is done', async ({
  page,
  playwright,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const { her, tutor, batchId, sessions } = await studentInActiveBatch(
    playwright,
    'End-to-end practice journey: she joins the batch that has started.',
    'Savita Deshmukh',
  );
  const session = sessions.filter((s) => s.held).at(-1)!;
  await tutor.dispose();

  // Her first answer, with a photo of what she did (a PNG, sniffed by the API from its bytes).
  await studentLogin(page, her.email, her.password);
  await page.goto(`${shellUrl}/sessions/${session.session_no}`);
  const card = page.getByTestId('practice-card');
  await expect(card.getByTestId('practice-task')).toBeVisible();
  const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 480, height: 320 } });
  const form = card.getByTestId('practice-form');
  await expect(form.getByRole('heading', { name: 'Send your answer' })).toBeVisible();
  await form.getByLabel(/^Your answer/).fill(FIRST);
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'meal-plan.png', mimeType: 'image/png', buffer: photo });
  await expect(form.getByText('meal-plan.png')).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(card.getByTestId('practice-sent')).toHaveText('Your practice is with your tutor.');
  await expect(card.getByTestId('practice-form')).toHaveCount(0);
  await expect(card.getByTestId('practice-history')).toContainText('Answer 1');
  await expectImagesLoaded(card.getByTestId('practice-history').getByRole('img'));

  // Her tutor, in the shell: the batch's queue, narrowed to the session, and her answer sent back.
  await tutorLogin(page, shellUrl);
  await page.goto(`${shellUrl}/tutorbatches/${batchId}/practice`);
  await expect(page.getByRole('heading', { level: 1, name: `Practice: ${ACTIVE_BATCH}` })).toBeVisible();
  await page.getByRole('combobox', { name: 'Session' }).selectOption(String(session.session_no));
  await page.waitForURL(`**/practice?session=${session.session_no}`);
  const waiting = page.getByTestId('practice-answer').filter({ hasText: her.name });
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText('Answer 1');
  await expect(waiting).toContainText('It suggested paneer twice');
  await expectImagesLoaded(waiting.getByRole('img', { name: /^Photo from Savita Deshmukh: meal-plan\.png/ }));
  await waiting.getByLabel(/^Comment for her/).fill(TRY_AGAIN);
  await waiting.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Review sent. She has been notified.' }),
  ).toBeVisible();
  // Sent back, she no longer waits: the Waiting queue leaves her out.
  await expect(page.getByTestId('practice-answer').filter({ hasText: her.name })).toHaveCount(0);

  // She reads the comment on her page and sends a new answer.
  await page.context().clearCookies();
  await studentLogin(page, her.email, her.password);
  await page.goto(`${shellUrl}/sessions/${session.session_no}`);
  const again = card.getByTestId('practice-try-again');
  await expect(again).toContainText('Your tutor asks you to try again');
  await expect(again).toContainText(TRY_AGAIN);
  const second = card.getByTestId('practice-form');
  await expect(second.getByRole('heading', { name: 'Send a new answer' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await second.getByLabel(/^Your answer/).fill(SECOND);
  await second.getByRole('button', { name: 'Send' }).click();
  await expect(card.getByTestId('practice-sent')).toHaveText('Your practice is with your tutor.');

  // Her tutor, in the standalone portal: answer 2 with answer 1 and its review under it; Done.
  await tutorLogin(page, tutorUrl);
  await page.goto(`${tutorUrl}/tutorbatches/${batchId}/practice?session=${session.session_no}`);
  const latest = page.getByTestId('practice-answer').filter({ hasText: her.name });
  await expect(latest).toContainText('Answer 2');
  await expect(latest).toContainText('The plan came to ₹1,420');
  const earlier = latest.getByRole('list', {
    name: `Earlier answers of ${her.name} for session ${session.session_no}`,
  });
  await expect(earlier).toContainText('Answer 1');
  await expect(earlier).toContainText(TRY_AGAIN);
  await expectImagesLoaded(earlier.getByRole('img'));
  await latest.getByLabel(/^Comment for her/).fill(DONE);
  await latest.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Review sent. She has been notified.' }),
  ).toBeVisible();
  // Her whole history, as the tutor keeps it: Done, with both answers.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('done');
  const done = page.getByTestId('practice-answer').filter({ hasText: her.name });
  await expect(done).toContainText('Answer 2');
  await expect(done).toContainText(DONE);
  await expect(done.getByRole('list', { name: /^Earlier answers of/ })).toContainText(TRY_AGAIN);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);

  // And as she sees it: practice done, both answers with their reviews, her photo.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.context().clearCookies();
  await studentLogin(page, her.email, her.password);
  await page.goto(`${shellUrl}/sessions/${session.session_no}`);
  await expect(card.getByTestId('practice-done')).toContainText('Practice done');
  await expect(card.getByTestId('practice-form')).toHaveCount(0);
  const history = card.getByTestId('practice-history');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Answer 2');
  await expect(history.getByRole('listitem').first()).toContainText(DONE);
  await expect(history.getByRole('listitem').last()).toContainText('Answer 1');
  await expect(history.getByRole('listitem').last()).toContainText(TRY_AGAIN);
  await expectImagesLoaded(history.getByRole('img'));
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

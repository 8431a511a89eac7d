// A batch's discussion, on production builds with the real API and its seed: two new students of the
// seeded active batch and its tutor talk in a thread tied to a held session — one asks in the
// shell, the other replies, the tutor replies from the standalone portal. A student of another batch
// is refused, by the API and on the page. The asker reports an unkind reply; the tutor sees the
// report and hides the post, and it is gone for both students at once (on their next read). The
// pages are axe-clean at 1280 and 375 px.
import type { Browser, Page } from '@playwright/test';
import { test, expect, apiUrl, shellUrl, tutorUrl, expectNoAxeViolations } from './fixtures';
import { apiLogin, studentInActiveBatch, studentLogin, tutorLogin } from './placed-student';

const GRADUATE = { email: 'lakshmi@aarohi.example', password: 'Student@2025' };
const ASKED = 'My summary prompt gives very long answers';
const QUESTION =
  'I pasted the society notice into ChatGPT and asked for a summary. It wrote a whole page. How do I ask for three lines?';
const FRIENDLY = 'Add “in three short lines, for my neighbours” at the end. It worked for me.';
const UNKIND = 'Everyone knows this already, read the notes.';
const TUTOR = 'Both work. You can also give it one example of a summary you like and say “like this”.';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('discussion: two students and the tutor talk in a thread; another batch is refused; a reported post is hidden', async ({
  page,
  browser,
  playwright,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  // The seeded batch outlives a try: a retry (or a repeat) asks under its own title, so each link
  // names one thread.
  const again = test.info().retry + test.info().repeatEachIndex;
  const TITLE = again === 0 ? ASKED : `${ASKED} (${again + 1})`;
  const first = await studentInActiveBatch(playwright, 'End-to-end discussion: she asks her batch.', 'Anita Kulkarni');
  const second = await studentInActiveBatch(playwright, 'End-to-end discussion: she replies.', 'Bhavna Reddy');
  await Promise.all([first.tutor.dispose(), second.tutor.dispose()]);
  const session = first.sessions.filter((s) => s.held).at(-1)!;
  const anita = first.her;
  const bhavna = second.her;

  // Anita asks, tying the question to the latest held session.
  await studentLogin(page, anita.email, anita.password);
  await page.goto(`${shellUrl}/discussion`);
  await expect(page.getByRole('heading', { level: 1, name: 'Discussion' })).toBeVisible();
  await page.getByTestId('discussion-ask').click();
  await page.getByLabel(/^Title/).fill(TITLE);
  await page.getByLabel(/^Session/).selectOption(String(session.id));
  await page.getByLabel(/^Your question/).fill(QUESTION);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Post question' }).click();
  await expect(page.getByTestId('discussion-posted')).toBeVisible();
  const threads = page.getByTestId('discussion-threads');
  await expect(threads.getByText(new RegExp(`Session ${session.session_no} — `)).first()).toBeVisible();
  await threads.getByRole('link', { name: TITLE, exact: true }).click();
  await page.waitForURL(/\/discussion\/\d+$/);
  const threadId = Number(page.url().split('/').pop());
  const threadPath = `/discussion/${threadId}`;

  // Bhavna, in her own browser, reads it and replies twice.
  const bPage = await newPage(browser);
  await studentLogin(bPage, bhavna.email, bhavna.password);
  await bPage.goto(`${shellUrl}${threadPath}`);
  await expect(bPage.getByRole('heading', { level: 1, name: TITLE, exact: true })).toBeVisible();
  await expect(bPage.getByText(QUESTION)).toBeVisible();
  for (const words of [FRIENDLY, UNKIND]) {
    await bPage.getByLabel(/^Your reply/).fill(words);
    await bPage.getByRole('button', { name: 'Post reply' }).click();
    await expect(bPage.getByTestId('discussion-replies').getByText(words)).toBeVisible();
  }

  // The tutor, on the standalone portal, finds the thread on the batch's discussion and replies.
  const tPage = await newPage(browser);
  await tutorLogin(tPage, tutorUrl);
  await tPage.goto(`${tutorUrl}/tutorbatches/${first.batchId}/discussion`);
  await tPage.getByTestId('discussion-threads').getByRole('link', { name: TITLE, exact: true }).click();
  await tPage.waitForURL(`**/tutorbatches/${first.batchId}/discussion/${threadId}`);
  await tPage.getByLabel(/^Your reply/).fill(TUTOR);
  await tPage.getByRole('button', { name: 'Post reply' }).click();
  await expect(tPage.getByTestId('discussion-replies').getByText(TUTOR)).toBeVisible();

  // Anita reads all three replies, and reports the unkind one.
  await page.reload();
  const replies = page.getByTestId('discussion-replies');
  for (const words of [FRIENDLY, UNKIND, TUTOR]) await expect(replies.getByText(words)).toBeVisible();
  await page.getByRole('button', { name: 'Report the post of Bhavna Reddy' }).nth(1).click();
  const report = page.getByRole('dialog');
  await report.getByRole('radio', { name: 'It is unkind or rude' }).check();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText(/Thank you\. Your tutor and the school’s staff will look at this post/)).toBeVisible();

  // A student of another batch: refused by the API and on the page.
  const outsider = await playwright.request.newContext();
  await apiLogin(outsider, '/login', GRADUATE.email, GRADUATE.password);
  const refused = await outsider.get(`${apiUrl}/api/student/discussion/threads/${threadId}`);
  expect(refused.status()).toBe(403);
  const oPage = await newPage(browser);
  await studentLogin(oPage, GRADUATE.email, GRADUATE.password);
  await oPage.goto(`${shellUrl}${threadPath}`);
  await expect(
    oPage.getByText('This discussion is for the batch’s students, its tutor and the school’s staff.'),
  ).toBeVisible();
  const posted = await outsider.post(`${apiUrl}/api/student/discussion/threads/${threadId}/replies`, {
    multipart: { body: 'Hello from another batch' },
  });
  expect(posted.status()).toBe(403);
  await outsider.dispose();

  // The tutor sees the report on the post and hides it with a reason.
  await tPage.reload();
  const moderation = tPage.getByRole('group', { name: 'Moderate the post of Bhavna Reddy' });
  const reported = tPage.getByTestId('discussion-reports');
  await expect(reported).toHaveCount(1);
  await expect(reported).toContainText('It is unkind or rude');
  await moderation.nth(1).getByRole('button', { name: 'Hide' }).click();
  const hide = tPage.getByRole('dialog');
  await hide.getByLabel(/^Why are you hiding it/).fill('Please keep replies kind.');
  await hide.getByRole('button', { name: 'Hide post' }).click();
  await expect(tPage.getByText('The post is hidden. Students no longer see it.')).toBeVisible();

  // Gone for both students on their next read; the friendly reply and the tutor's stay.
  for (const p of [page, bPage]) {
    await p.reload();
    const list = p.getByTestId('discussion-replies');
    await expect(list.getByText(TUTOR)).toBeVisible();
    await expect(list.getByText(FRIENDLY)).toBeVisible();
    await expect(list.getByText(UNKIND)).toHaveCount(0);
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.goto(`${shellUrl}/discussion`);
  await expect(page.getByTestId('discussion-threads').getByRole('link', { name: TITLE, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await tPage.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(tPage);
  expect(consoleErrors).toEqual([]);
  await Promise.all([bPage.context().close(), tPage.context().close(), oPage.context().close()]);
});

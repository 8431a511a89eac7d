// Module quizzes on production builds with the real API and its seed: a new student pays and an
// admin places her in the seeded active batch (Module 1's first session is held there). She opens
// Module quizzes from her sidebar and Module 1's quiz, where nothing tells the answers before she
// submits; Submit with nothing answered says so and moves her to the first question; a failing
// attempt shows her score and every answer explained; she tries again in a fresh order and passes,
// takes her third attempt, and is then told all three are used, with her best score. A fourth
// submission through the page's own API is refused with 409. Axe on the quiz and the result, at
// 1280 and 375 px.
import type { Locator, Page } from '@playwright/test';
import { QUIZ_MESSAGES } from '@ai-women/contracts';
import { moduleQuiz } from '@ai-women/contracts/quiz-bank';
import { test, expect, apiUrl, expectNoAxeViolations } from './fixtures';
import { ADMIN, apiLogin, placedStudent, studentLogin } from './placed-student';

const quiz = moduleQuiz('everyday', 1)!;
const total = quiz.questions.length;

const questionGroup = (page: Page, n: number) =>
  page.getByRole('group', { name: new RegExp(`^Question ${n} of ${total}\\b`) });

/** The bank's question a fieldset asks (the order is the attempt's own). */
async function bankQuestionOf(group: Locator) {
  const legend = (await group.locator('legend').textContent()) ?? '';
  const found = quiz.questions.find((q) => legend.includes(q.prompt.en));
  expect(found, `a question of the bank: ${legend}`).toBeTruthy();
  return found!;
}

/** Answers every question of the form: all right, or all wrong. */
async function answerAll(page: Page, right: boolean) {
  for (let n = 1; n <= total; n += 1) {
    const group = questionGroup(page, n);
    const q = await bankQuestionOf(group);
    const picks = right ? q.correct : [q.options.find((o) => !q.correct.includes(o.id))!.id];
    for (const id of picks) {
      const text = q.options.find((o) => o.id === id)!.text.en;
      await group.getByLabel(text, { exact: true }).check();
    }
  }
}

test('her module quiz: no answers before submitting, failed and explained, passed, and all three attempts used', async ({
  page,
  playwright,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext();
  const admin = await playwright.request.newContext();
  await apiLogin(admin, '/api/staff/login', ADMIN.email, ADMIN.password);
  const her = await placedStudent(request, admin);
  await request.dispose();
  await admin.dispose();

  await studentLogin(page, her.email, her.password);
  await page.locator('#student-sidebar').getByRole('link', { name: 'Module quizzes' }).click();
  await page.waitForURL('**/quizzes');
  await expect(page.getByRole('heading', { level: 1, name: 'Module quizzes' })).toBeVisible();
  await expect(page.getByText(/^Modules passed: 0 of \d$/)).toBeVisible();
  const first = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Module 1: / }) });
  await expect(first).toContainText(`${total} questions`);
  await expect(first).toContainText('0 of 3');
  await expectNoAxeViolations(page);
  await first.getByRole('link', { name: 'Take the quiz (Module 1 quiz)' }).click();
  await page.waitForURL('**/quizzes/1');

  // The quiz: a fieldset per question, and nothing that tells the answers.
  await expect(page.getByRole('heading', { level: 1, name: 'Module 1 quiz' })).toBeVisible();
  await expect(page.getByText(`${total} questions · pass mark 70 % · attempt 1 of 3`)).toBeVisible();
  await expect(page.getByRole('group', { name: /^Question \d+ of / })).toHaveCount(total);
  const before = (await page.locator('#main-content').textContent()) ?? '';
  for (const q of quiz.questions) expect(before).not.toContain(q.explanation.en);
  expect(before).not.toMatch(/Your result|Correct answer|right ·/);
  const multiple = quiz.questions.find((q) => q.correct.length > 1)!;
  await expect(
    page
      .getByRole('group', { name: new RegExp(`Choose all that apply$`) })
      .filter({ hasText: multiple.prompt.en }),
  ).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Submit with nothing answered: the message, and focus on the first question.
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('alert').filter({ hasText: QUIZ_MESSAGES.answerEvery })).toBeVisible();
  await expect(questionGroup(page, 1)).toBeFocused();
  // By keyboard from there: Tab to its first option, Space picks it.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(questionGroup(page, 1).locator('input').first()).toBeChecked();

  // A failing attempt: her score, Not passed yet, and every answer explained.
  await answerAll(page, false);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByTestId('quiz-score')).toHaveText(`0 of ${total} right · 0 %`);
  await expect(page.getByText('Not passed yet')).toBeVisible();
  for (const q of quiz.questions)
    await expect(page.getByText(q.explanation.en, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Again, in a fresh order: all right.
  await page.getByRole('button', { name: 'Try again (2 attempts left)' }).click();
  await expect(page.getByText(`${total} questions · pass mark 70 % · attempt 2 of 3`)).toBeVisible();
  await expect(page.getByTestId('explanation')).toHaveCount(0);
  await answerAll(page, true);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByTestId('quiz-score')).toHaveText(`${total} of ${total} right · 100 %`);
  await expect(page.getByText('You passed: the pass mark is 70 %.')).toBeVisible();

  // The third and last attempt: then every attempt is used, with her best score.
  await page.getByRole('button', { name: 'Try again (1 attempt left)' }).click();
  await expect(page.getByText(`${total} questions · pass mark 70 % · attempt 3 of 3`)).toBeVisible();
  await answerAll(page, false);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByTestId('quiz-all-used')).toHaveText(
    'You have used all 3 attempts for this quiz and passed it. Your best score is 100 %.',
  );
  await expect(page.getByRole('button', { name: /^Try again/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A fourth, through the page's own API (her session, the site's origin): refused.
  const fourth = await page.evaluate(
    async ({ url, answers }) => {
      const res = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ attempt_no: 4, answers }),
      });
      return { status: res.status, body: await res.json() };
    },
    {
      url: `${apiUrl}/api/student/quizzes/1/attempts`,
      answers: quiz.questions.map((q) => ({ question_id: q.id, options: q.correct })),
    },
  );
  expect(fourth.status).toBe(409);
  expect(fourth.body.message).toBe(QUIZ_MESSAGES.attemptsUsed);

  // Coming back later: her last result and the same sentence, on a phone too.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByTestId('quiz-all-used')).toBeVisible();
  await expect(page.getByTestId('explanation')).toHaveCount(total);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to module quizzes' }).click();
  await page.waitForURL('**/quizzes');
  await expect(page.getByText(/^Modules passed: 1 of \d$/)).toBeVisible();
  const passed = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Module 1: / }) });
  await expect(passed).toContainText('Passed');
  await expect(passed).toContainText('3 of 3');
  await expect(passed).toContainText('100 %');
  await expect(passed.getByRole('link', { name: 'See your result (Module 1 quiz)' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The browser logs the refused fourth submission (409) it was asked to send; nothing else.
  expect(consoleErrors.filter((e) => !/responded with a status of 409/.test(e))).toEqual([]);
});

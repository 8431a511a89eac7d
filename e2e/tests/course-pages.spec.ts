// A page per course and a page per blog post, server-rendered in both languages, reached from the
// cards that list them; a visitor who starts in Hindi stays on Hindi paths from the home page through
// a course's page, registration and login, and the password pages.
import { test, expect } from './fixtures';

test('a course card opens its own page: plan, batches with seats, price with GST, refunds, FAQs', async ({
  page,
}) => {
  const response = await page.request.get('/course/2');
  expect(response.status()).toBe(200);
  const html = await response.text();
  // Server-rendered: the plan and the price are in the first byte.
  expect(html).toContain('AI for Your Career');
  expect(html).toContain('GST included');

  await page.goto('/course');
  await page.getByRole('link', { name: /^About this course\s*:\s*AI for Your Career$/ }).click();
  await expect(page).toHaveURL(/\/course\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI for Your Career');
  await expect(page.getByRole('heading', { name: 'The 25 sessions, module by module' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Module \d · / })).toHaveCount(5);
  await expect(page.getByText(/seats? left of 30/).first()).toBeVisible();
  await expect(page.getByText('Full refund (100 %) until your first session starts.')).toBeVisible();
  await page.getByRole('link', { name: 'Enroll Now' }).first().click();
  await expect(page).toHaveURL(/\/register\/2$/);
});

test('an unknown course is the site’s 404', async ({ page }) => {
  const response = await page.request.get('/course/999');
  expect(response.status()).toBe(404);
});

test('the blog list opens each post in full, in English and in Hindi', async ({ page }) => {
  await page.goto('/blogs');
  await page
    .getByRole('link', { name: /^Read the post\s*:\s*Is AI going to take my job\? An honest answer$/ })
    .click();
  await expect(page).toHaveURL(/\/blogs\/will-ai-take-my-job$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Is AI going to take my job? An honest answer',
  );
  await expect(page.getByRole('heading', { name: 'Look at your week, not your job title' })).toBeVisible();
  expect((await page.request.get('/hi/blogs/will-ai-take-my-job')).status()).toBe(200);
  await page.goto('/hi/blogs');
  await page.getByRole('link', { name: /^पूरा लेख पढ़ें\s*:\s*क्या एआई मेरी नौकरी ले लेगा/ }).click();
  await expect(page).toHaveURL(/\/hi\/blogs\/will-ai-take-my-job$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'क्या एआई मेरी नौकरी ले लेगा? एक सच्चा जवाब',
  );
  expect((await page.request.get('/blogs/no-such-post')).status()).toBe(404);
});

test('a visitor who starts in Hindi stays on Hindi pages: course, registration, login, password', async ({
  page,
}) => {
  await page.goto('/hi');
  await page.getByRole('link', { name: /^कोर्स के बारे में\s*:\s*आपके करियर के लिए एआई$/ }).click();
  await expect(page).toHaveURL(/\/hi\/course\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपके करियर के लिए एआई');
  await expect(page.getByText('जीएसटी सहित। एक ही भुगतान, कोई छिपा शुल्क नहीं।')).toBeVisible();
  await page.getByRole('link', { name: 'अभी दाख़िला लें' }).first().click();
  await expect(page).toHaveURL(/\/hi\/register\/2$/);
  await expect(page.getByText('आपके करियर के लिए एआई')).toBeVisible();
  // Every link on the way keeps the Hindi paths.
  for (const path of ['/hi/register/2', '/hi/login', '/hi/forgot-password']) {
    await page.goto(path);
    const hrefs = await page
      .locator('main a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const english = hrefs.filter(
      (href) =>
        !href.startsWith('/hi') &&
        !['/dashboard', '/profile', '/tutorlogin', '/tutorregister'].includes(href),
    );
    expect(english, path).toEqual([]);
  }
});

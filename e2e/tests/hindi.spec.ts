// Hindi on production builds: the /hi pages arrive in Hindi from the server (lang="hi", Hindi
// heading) and hydrate without a console error or hydration warning at 375 and 1280 px; a student
// registers on /hi/register, pays, and finds her dashboard in Hindi.
import { test, expect } from './fixtures';

const PAGES = [
  { path: '/hi', heading: 'AI के साथ आगे बढ़ें: हर महिला के लिए काम के हुनर' },
  { path: '/hi/register', heading: 'अपना स्टूडेंट खाता बनाएँ' },
  { path: '/hi/course', heading: 'AI सीखने की राह' },
  { path: '/hi/login', heading: 'फिर से स्वागत है' },
  { path: '/hi/loginchoice', heading: 'फिर से स्वागत है' },
  { path: '/hi/registerchoice', heading: 'आप आरोही से कैसे जुड़ना चाहेंगी?' },
  { path: '/hi/payment', heading: 'अपना दाख़िला पूरा करें' },
  // Rendered in the browser only (no server HTML to check): Hindi once the page has loaded.
  { path: '/hi/forgot-password', heading: 'पासवर्ड भूल गईं?', browserOnly: true },
  { path: '/hi/reset-password?token=x', heading: 'नया पासवर्ड चुनें', browserOnly: true },
  { path: '/hi/about', heading: 'आरोही का मतलब है “ऊपर उठना”। हम महिलाओं को यही करने में मदद करते हैं।' },
  { path: '/hi/contact', heading: 'हमें आपसे बात करके खुशी होगी' },
  { path: '/hi/blogs', heading: 'ऐसे आइडिया, जो आप आज शाम ही आज़मा सकें' },
  { path: '/hi/experts-blog', heading: 'हम क्या हासिल करना चाहते हैं' },
  { path: '/hi/wonderwomen', heading: 'AI और तकनीक की वंडर वुमन' },
  { path: '/hi/terms-and-conditions', heading: 'नियम और शर्तें' },
  { path: '/hi/privacy-policy', heading: 'निजता नीति' },
  { path: '/hi/course/2', heading: 'आपके करियर के लिए एआई' },
  { path: '/hi/blogs/will-ai-take-my-job', heading: 'क्या एआई मेरी नौकरी ले लेगा? एक सच्चा जवाब' },
];

for (const width of [375, 1280]) {
  test(`/hi pages are Hindi from the server and hydrate cleanly at ${width} px`, async ({
    page,
    consoleErrors,
  }) => {
    // Seventeen pages, each fetched and then opened: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' && /hydrat/i.test(m.text())) warnings.push(m.text());
    });
    for (const { path, heading, browserOnly } of PAGES) {
      if (!browserOnly) {
        const response = await page.request.get(path);
        const html = await response.text();
        expect(html).toMatch(/<html lang="hi">/);
        expect(html).toContain(heading);
        expect(html).toMatch(/hreflang="en"/);
      }
      await page.goto(path);
      await page.waitForSelector('html[data-app-ready]');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    expect(consoleErrors).toEqual([]);
    expect(warnings).toEqual([]);
  });
}

test('प्रिया registers on /hi/register, pays and finds her dashboard in Hindi', async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `priya.${stamp}@example.com`;
  await page.goto('/hi/register');
  await page.getByLabel(/^पूरा नाम/).fill('प्रिया शर्मा');
  await page.getByLabel(/^पेशा/).fill('शिक्षिका');
  await page.getByLabel(/^उम्र/).fill('31');
  await page.getByLabel(/^ईमेल/).fill(email);
  await page.getByLabel(/^फ़ोन/).fill(`9${stamp.slice(-9)}`);
  await page.getByRole('textbox', { name: /^पासवर्ड/ }).fill('Priya@2025');
  await page.getByRole('button', { name: 'रजिस्टर करें और पेमेंट पर जाएँ' }).click();
  await page.waitForURL('**/hi/payment');

  await page.locator('input[name="batch"]:not([disabled])').first().check();
  await page.getByLabel(/Your state or union territory|आपका राज्य/).selectOption('29');
  await page.getByRole('button', { name: /^₹[\d,.]+ का पेमेंट करें$/ }).click();
  await page
    .getByRole('dialog', { name: 'Test payment (sandbox)' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await page.waitForURL('**/hi/login');

  await expect(page.getByRole('heading', { name: /^पेमेंट मिल गया/ })).toBeVisible();
  // Registered in this browser, she is signed in: no password asked, her dashboard opens.
  await expect(page.getByRole('heading', { level: 1, name: 'आप लॉग इन हैं' })).toBeVisible();
  await page.getByRole('button', { name: 'मेरे डैशबोर्ड पर जाएँ' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'नमस्ते, प्रिया शर्मा!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आने वाले सेशन' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
});

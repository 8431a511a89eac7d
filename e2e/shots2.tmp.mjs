import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5620';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const shots = [
  ['/hi', 375, [0]],
  ['/hi/course/2', 375, [0, 1300, 2900]],
  ['/hi/blogs/will-ai-take-my-job', 1280, [0]],
  ['/hi', 1280, [0, 2600]],
  ['/hi/blogs', 375, [0, 700]],
  ['/course/2', 375, [0]],
];
for (const [p, width, ys] of shots) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 800 : 900 } });
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(2500);
  for (const y of ys) {
    await page.evaluate((y) => window.scrollTo(0, y), y);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/hindi-shots/v${width}${p.replace(/\//g, '_')}_${y}.png` });
  }
  await page.close();
}
await browser.close();

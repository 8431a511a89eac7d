import { chromium } from '@playwright/test';
const base = process.env.BASE || 'http://127.0.0.1:5620';
const pages = ['/course/2', '/hi/course/2', '/blogs/will-ai-take-my-job', '/hi/blogs/will-ai-take-my-job', '/hi', '/blogs', '/hi/blogs', '/course', '/hi/course'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const name = p.replace(/\//g, '_') || '_root';
    await page.screenshot({ path: `/tmp/hindi-shots/${width}${name}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log('done');

import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
await page.goto('http://127.0.0.1:5620/hi/course/2', { waitUntil: 'networkidle' });
await page.waitForTimeout(3000);
console.log(await page.evaluate(() => {
  const h = document.querySelector('h1'); const li = document.querySelector('ol li ol li');
  return [getComputedStyle(h).fontFamily, getComputedStyle(li).fontFamily, [...document.fonts].map(f => f.family + ':' + f.status + ':' + f.unicodeRange.slice(0, 20)).join(' | ')];
}));
await page.screenshot({ path: '/tmp/hindi-shots/dbg_hi_course.png' });
await page.goto('http://127.0.0.1:5620/hi/blogs/will-ai-take-my-job', { waitUntil: 'networkidle' });
console.log(await page.evaluate(() => getComputedStyle(document.querySelector('h1')).fontFamily));
await browser.close();

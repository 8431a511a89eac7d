import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const p of ['/hi/course/2', '/hi/blogs/will-ai-take-my-job']) {
  const page = await browser.newPage();
  const failed = [];
  page.on('requestfailed', (r) => failed.push(r.url()));
  page.on('response', (r) => { if (r.status() >= 400) failed.push(r.status() + ' ' + r.url()); });
  page.on('console', (m) => { if (m.type() === 'error') failed.push('console: ' + m.text().slice(0, 200)); });
  await page.goto('http://127.0.0.1:5620' + p, { waitUntil: 'networkidle' });
  const fonts = await page.evaluate(async () => { await document.fonts.ready; return [...document.fonts].filter(f => /Devanagari/i.test(f.family)).map(f => f.family + ' ' + f.weight + ' ' + f.status); });
  console.log(p, fonts, failed);
  await page.close();
}
await browser.close();

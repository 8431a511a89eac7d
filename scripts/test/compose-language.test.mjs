// Hindi pages live under /hi and go out as Hindi documents on the first byte: <html lang="hi">, the
// page's alternates in both languages, and English pages keep lang="en".
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { alternateLinks, createComposer, pageLanguage } from '../compose.mjs';
import { learnerRoutes, shellRenderer } from './fake-apps.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-compose-language-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
const indexFile = path.join(dir, 'index.html');
fs.writeFileSync(
  indexFile,
  '<!doctype html><html lang="en"><head><title>Aarohi</title></head><body><div id="root"></div></body></html>',
);

const published = [
  ...learnerRoutes,
  { path: '/course', module: 'Course', guard: 'public', serverRendered: true },
  { path: '/hi', module: 'Home', guard: 'public', serverRendered: true },
  { path: '/hi/course', module: 'Course', guard: 'public', serverRendered: true },
];
const fetchImpl = async (url) => {
  const { port, pathname, searchParams } = new URL(url);
  if (port !== '3001') throw new TypeError('fetch failed');
  if (pathname === '/routes.json') return Response.json({ routes: published });
  const hindi = pageLanguage(searchParams.get('url')) === 'hi';
  return Response.json({
    html: `<h1>${hindi ? 'नमस्ते' : 'Hello'}</h1>`,
    css: '',
    state: { queries: [], mutations: [] },
  });
};
const compose = createComposer({
  renderer: shellRenderer,
  indexFile,
  env: { LEARNER_PORT: '3001' },
  fetchImpl,
});
const req = { headers: { host: '127.0.0.1:3000' } };

test('/hi is a Hindi document: lang="hi", the Hindi page, alternates both ways', async () => {
  const html = await compose(req, '/hi');
  assert.match(html, /^<!doctype html><html lang="hi">/);
  assert.match(html, /<h1>नमस्ते<\/h1>/);
  assert.match(html, /<link rel="alternate" hreflang="en" href="http:\/\/127\.0\.0\.1:3000\/">/);
  assert.match(html, /<link rel="alternate" hreflang="hi" href="http:\/\/127\.0\.0\.1:3000\/hi">/);
});

test('an English page keeps lang="en" and names its Hindi twin', async () => {
  const html = await compose(req, '/course');
  assert.match(html, /<html lang="en">/);
  assert.match(html, /<h1>Hello<\/h1>/);
  assert.match(html, /hreflang="hi" href="http:\/\/127\.0\.0\.1:3000\/hi\/course"/);
  assert.match(html, /hreflang="en" href="http:\/\/127\.0\.0\.1:3000\/course"/);
});

test('alternates use SITE_URL when it is set, and escape what they print', () => {
  assert.equal(
    alternateLinks('/hi/about', 'https://aarohi.example'),
    '<link rel="alternate" hreflang="en" href="https://aarohi.example/about">' +
      '<link rel="alternate" hreflang="hi" href="https://aarohi.example/hi/about">' +
      '<link rel="alternate" hreflang="x-default" href="https://aarohi.example/about">',
  );
  assert.equal(pageLanguage('/hindi'), 'en');
  assert.equal(pageLanguage('/hi/register/3'), 'hi');
});

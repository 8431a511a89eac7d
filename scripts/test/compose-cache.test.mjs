// Fragments are cached and rendered by what changes the page: its path and the query parameters its
// route says it reads, never the raw query string (scripts/compose.mjs: pageUrl).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { pageUrl } from '../compose.mjs';
import { fakeApps, learnerRenderer } from './fake-apps.mjs';

const apps = fakeApps();
after(() => apps.close());

test('pageUrl keeps only the parameters the page reads, sorted', () => {
  const params = new URLSearchParams('utm_source=x&token=abc&fbclid=1&course=2');
  assert.equal(pageUrl('/reset-password', params, ['token']), '/reset-password?token=abc');
  assert.equal(pageUrl('/reset-password', params, ['token', 'course']), '/reset-password?course=2&token=abc');
  assert.equal(pageUrl('/', params), '/');
});

test('tracking parameters neither render the page again nor reach the fragment', async () => {
  await apps.compose('/');
  const renders = learnerRenderer.renders;
  const tagged = await apps.compose('/?utm_source=newsletter&utm_medium=email&fbclid=abc123');
  assert.equal(learnerRenderer.renders, renders);
  assert.match(tagged, /<h1>Home \/<\/h1>/);
  assert.doesNotMatch(tagged, /utm_source|fbclid/);
});

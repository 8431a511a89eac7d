// The shell's server matches pages in the route lists the running remotes publish (routes.json),
// kept as briefly as fragments: a route a remote adds is composed without touching the shell, and a
// remote that stops answering has its pages sent client-rendered.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createComposer } from '../compose.mjs';
import { learnerRoutes, shellRenderer } from './fake-apps.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-compose-routes-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
const indexFile = path.join(dir, 'index.html');
fs.writeFileSync(indexFile, '<html><head><title>Aarohi</title></head><body><div id="root"></div></body></html>');

const env = { LEARNER_PORT: '3001', FRAGMENT_TTL_MS: '100' };
let published = learnerRoutes;
let learnerUp = true;
const asked = [];
const fetchImpl = async (url) => {
  const { port, pathname, searchParams } = new URL(url);
  asked.push(`${port}${pathname}`);
  if (port !== '3001' || !learnerUp) throw new TypeError('fetch failed');
  if (pathname === '/routes.json') return Response.json({ routes: published });
  return Response.json({ html: `<h1>${searchParams.get('module')}</h1>`, css: '', state: { queries: [], mutations: [] } }, { headers: { ETag: `"${searchParams.get('module')}"` } });
};
const compose = createComposer({ renderer: shellRenderer, indexFile, env, fetchImpl });
const req = { headers: { host: '127.0.0.1:3000' } };
const ssrJson = (html) => JSON.parse(/<script type="application\/json" id="aarohi-ssr">(.*?)<\/script>/.exec(html)[1]);

test('a route the learner remote starts publishing is composed within the cache time, the shell untouched', async () => {
  assert.equal(await compose(req, '/mentors'), null);
  published = [...learnerRoutes, { path: '/mentors', module: 'Mentors', guard: 'public', serverRendered: true }];
  const sameList = await compose(req, '/mentors');
  assert.equal(sameList, null, 'the list is kept for FRAGMENT_TTL_MS');
  await sleep(150);
  const html = await compose(req, '/mentors');
  assert.match(html, /<h1>Mentors<\/h1>/);
  const json = ssrJson(html);
  assert.equal(json.module, 'Mentors');
  assert.ok(json.routes.learner.some((r) => r.path === '/mentors'), 'the page carries the lists it was composed with');
  assert.equal(json.routes.tutor, null, 'a remote that did not answer has no list');
});

test('the route list is fetched once per cache time, not per page', async () => {
  const kept = createComposer({ renderer: shellRenderer, indexFile, env: { ...env, FRAGMENT_TTL_MS: '60000' }, fetchImpl });
  asked.length = 0;
  for (let i = 0; i < 20; i++) await kept(req, '/');
  assert.equal(asked.filter((p) => p === '3001/routes.json').length, 1);
  assert.equal(asked.filter((p) => p === '3001/__fragment').length, 20, 'fragments are revalidated on every request');
});

test('with the learner remote down, its pages go out client-rendered (null)', async () => {
  learnerUp = false;
  await sleep(150);
  assert.equal(await compose(req, '/'), null);
  learnerUp = true;
  await sleep(150);
  assert.match(await compose(req, '/'), /<h1>Home<\/h1>/);
});

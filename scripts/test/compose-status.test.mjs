// A server-rendered page can answer with its own HTTP status: the certificate record of a number
// nobody was given says "Certificate not found" as a real 404, not a 200 with an error in it.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createComposer } from '../compose.mjs';
import { shellRenderer } from './fake-apps.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-compose-status-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
const indexFile = path.join(dir, 'index.html');
fs.writeFileSync(
  indexFile,
  '<html><head><title>Aarohi</title></head><body><div id="root"></div></body></html>',
);

const routes = [
  { path: '/', module: 'Home', guard: 'public', serverRendered: true },
  { path: '/verify/AAR-1', module: 'Verify', guard: 'public', serverRendered: true },
  { path: '/verify/NOPE', module: 'Verify', guard: 'public', serverRendered: true },
];
const fragments = {
  '/': { html: '<h1>Home</h1>', css: '', state: { queries: [], mutations: [] } },
  '/verify/AAR-1': { html: '<h1>Certificate AAR-1</h1>', css: '', state: { queries: [], mutations: [] } },
  '/verify/NOPE': {
    html: '<h1>Certificate not found</h1>',
    css: '',
    state: { queries: [], mutations: [] },
    status: 404,
  },
};
const fetchImpl = async (url) => {
  const { pathname, searchParams } = new URL(url);
  if (pathname === '/routes.json') return Response.json({ routes });
  return Response.json(fragments[searchParams.get('url')]);
};
const compose = createComposer({
  renderer: shellRenderer,
  indexFile,
  env: { LEARNER_PORT: '3001' },
  fetchImpl,
});
const req = { headers: { host: '127.0.0.1:3000' } };

test('a page whose fragment asks for 404 is composed in full and carries the 404', async () => {
  const meta = {};
  const html = await compose(req, '/verify/NOPE', meta);
  assert.match(html, /<h1>Certificate not found<\/h1>/);
  assert.equal(meta.status, 404);
});

test('every other page answers 200, and a reused meta object is reset', async () => {
  const meta = { status: 404 };
  assert.match(await compose(req, '/verify/AAR-1', meta), /Certificate AAR-1/);
  assert.equal(meta.status, 200);
  await compose(req, '/', meta);
  assert.equal(meta.status, 200);
});

test('a status outside 4xx/5xx from a fragment is ignored', async () => {
  fragments['/'] = { ...fragments['/'], status: 302 };
  const meta = {};
  await compose(req, '/', meta);
  assert.equal(meta.status, 200);
});

// The production static server (scripts/serve.mjs) on a small built folder: the files come from the
// build's brotli/gzip siblings (scripts/precompress.mjs) with our headers, 304 on a matching ETag,
// the plain file when a sibling is missing, deep links get the app, and nothing outside the folder
// or missing from it is ever answered with a file. Run by `pnpm test` (node --test scripts/test/).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createStaticServer } from '../serve.mjs';
import { precompress } from '../precompress.mjs';

const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
const root = path.join(parent, 'dist');
// A file beside the folder, which no request may reach.
fs.writeFileSync(path.join(parent, 'secret.txt'), 'outside the build');
fs.mkdirSync(path.join(root, 'chunks'), { recursive: true });
fs.mkdirSync(path.join(root, 'fonts'));

// About 120 KB of script that compresses well, as a real chunk does.
const chunk = Array.from(
  { length: 3000 },
  (_, i) => `export const value${i} = "course ${i} of the platform";`,
).join('\n');
const INDEX =
  '<!doctype html><html><head><title>Aarohi</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>'.padEnd(
    900,
    ' ',
  );
fs.writeFileSync(path.join(root, 'chunks', '262.dc6c99a5ba.js'), chunk);
fs.writeFileSync(path.join(root, 'chunks', '263.aa11bb22cc.js'), chunk.replaceAll('course', 'batch'));
fs.writeFileSync(path.join(root, 'index.html'), INDEX);
fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'var remote = {};'.repeat(100));
fs.writeFileSync(path.join(root, 'fonts', 'inter.0a1b2c3d4e.woff2'), Buffer.alloc(4096, 7));
fs.writeFileSync(path.join(root, 'runtime-config.json'), '{"apiUrl":"http://127.0.0.1:4000"}');

let server;
let base;
before(async () => {
  await precompress(root);
  // The second chunk's brotli sibling is missing (a build without it): gzip or the plain file is sent.
  fs.rmSync(path.join(root, 'chunks', '263.aa11bb22cc.js.br'));
  server = createStaticServer({ root, env: {}, ssr: false });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
after(() => {
  server?.close();
  fs.rmSync(parent, { recursive: true, force: true });
});

/** A raw GET (no path normalisation, no automatic decompression). */
function get(pathname, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method, headers }, (res) => {
      const parts = [];
      res.on('data', (part) => parts.push(part));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

test('precompress writes smaller .br and .gz siblings for text, none for woff2 or the runtime config', () => {
  const js = path.join(root, 'chunks', '262.dc6c99a5ba.js');
  assert.equal(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString(), chunk);
  assert.equal(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString(), chunk);
  assert.ok(fs.statSync(`${js}.br`).size < fs.statSync(`${js}.gz`).size);
  assert.ok(fs.existsSync(path.join(root, 'index.html.br')));
  assert.ok(!fs.existsSync(path.join(root, 'fonts', 'inter.0a1b2c3d4e.woff2.br')));
  assert.ok(!fs.existsSync(path.join(root, 'runtime-config.json.br')));
});

test('precompress removes a sibling whose file is gone, and keeps a file that only ends in .gz', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  fs.writeFileSync(path.join(dir, 'old.0123456789.js.br'), 'stale');
  fs.writeFileSync(path.join(dir, 'archive.tar.gz'), 'data');
  await precompress(dir);
  assert.deepEqual(fs.readdirSync(dir).sort(), ['archive.tar.gz']);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a hashed chunk: the brotli sibling, immutable, typed, with an ETag and Vary', async () => {
  const res = await get('/chunks/262.dc6c99a5ba.js', { 'Accept-Encoding': 'gzip, deflate, br' });
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-encoding'], 'br');
  assert.equal(zlib.brotliDecompressSync(res.body).toString(), chunk);
  assert.equal(Number(res.headers['content-length']), res.body.length);
  assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(res.headers['content-type'], 'application/javascript; charset=utf-8');
  assert.equal(res.headers.vary, 'Accept-Encoding');
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  assert.equal(res.headers['access-control-allow-origin'], '*');
  assert.ok(res.headers.etag);
});

test('gzip when brotli is not accepted, the plain file when nothing is', async () => {
  const gz = await get('/chunks/262.dc6c99a5ba.js', { 'Accept-Encoding': 'gzip' });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(zlib.gunzipSync(gz.body).toString(), chunk);
  const plain = await get('/chunks/262.dc6c99a5ba.js');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body.toString(), chunk);
  assert.notEqual(plain.headers.etag, gz.headers.etag);
});

test('a missing brotli sibling: gzip is sent instead, and the plain file without either', async () => {
  const expected = chunk.replaceAll('course', 'batch');
  const res = await get('/chunks/263.aa11bb22cc.js', { 'Accept-Encoding': 'br, gzip' });
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-encoding'], 'gzip');
  assert.equal(zlib.gunzipSync(res.body).toString(), expected);
  const brOnly = await get('/chunks/263.aa11bb22cc.js', { 'Accept-Encoding': 'br' });
  assert.equal(brOnly.headers['content-encoding'], undefined);
  assert.equal(brOnly.body.toString(), expected);
});

test('a matching If-None-Match gets 304 with the ETag and cache policy, and no body', async () => {
  const first = await get('/chunks/262.dc6c99a5ba.js', { 'Accept-Encoding': 'br' });
  const again = await get('/chunks/262.dc6c99a5ba.js', {
    'Accept-Encoding': 'br',
    'If-None-Match': first.headers.etag,
  });
  assert.equal(again.status, 304);
  assert.equal(again.body.length, 0);
  assert.equal(again.headers.etag, first.headers.etag);
  assert.equal(again.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(again.headers.vary, 'Accept-Encoding');
  const stale = await get('/chunks/262.dc6c99a5ba.js', {
    'Accept-Encoding': 'br',
    'If-None-Match': 'W/"0-0"',
  });
  assert.equal(stale.status, 200);
});

test('a font: typed, immutable, never compressed', async () => {
  const res = await get('/fonts/inter.0a1b2c3d4e.woff2', { 'Accept-Encoding': 'br, gzip' });
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-type'], 'font/woff2');
  assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(res.headers['content-encoding'], undefined);
  assert.equal(res.body.length, 4096);
});

test('entry points are never cached', async () => {
  const entry = await get('/remoteEntry.js', { 'Accept-Encoding': 'br' });
  assert.equal(entry.headers['cache-control'], 'no-cache, no-store, must-revalidate');
  assert.equal(entry.headers['content-encoding'], 'br');
  const config = await get('/runtime-config.json');
  assert.equal(config.headers['cache-control'], 'no-cache, no-store, must-revalidate');
  assert.equal(JSON.parse(config.body.toString()).apiUrl, 'http://127.0.0.1:4000');
});

test('the app for `/` and deep links: index.html, no-cache, with the page policy', async () => {
  for (const pathname of ['/', '/courses/ai-basics', '/chunks/', '/index.html']) {
    const res = await get(pathname, { 'Accept-Encoding': 'br' });
    assert.equal(res.status, 200, pathname);
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8', pathname);
    assert.equal(res.headers['cache-control'], 'no-cache, no-store, must-revalidate', pathname);
    assert.match(res.headers['content-security-policy'], /frame-ancestors 'none'/, pathname);
    assert.equal(res.headers['content-encoding'], 'br', pathname);
    assert.equal(zlib.brotliDecompressSync(res.body).toString(), INDEX, pathname);
  }
  const head = await get('/learn/1', {}, 'HEAD');
  assert.equal(head.status, 200);
  assert.equal(head.body.length, 0);
});

test('a missing asset is a 404, not the app', async () => {
  for (const pathname of ['/chunks/999.0123456789.js', '/fonts/missing.woff2', '/main.js.map']) {
    const res = await get(pathname, { 'Accept-Encoding': 'br' });
    assert.equal(res.status, 404, pathname);
    assert.equal(res.headers['content-type'], 'text/plain');
    assert.doesNotMatch(res.body.toString(), /<!doctype/i);
  }
});

test('nothing outside the folder is reachable, however the path is spelled', async () => {
  for (const pathname of [
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/chunks/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/..%2f..%2f..%2f..%2fetc%2fpasswd',
  ]) {
    const res = await get(pathname);
    assert.equal(res.status, 404, pathname);
    assert.doesNotMatch(res.body.toString(), /outside the build|root:/, pathname);
  }
});

test('no directory listing', async () => {
  const res = await get('/fonts/');
  assert.doesNotMatch(res.body.toString(), /inter/);
});

test('an idle kept-alive connection outlives the proxy in front (nginx keeps upstream connections 60 s)', async () => {
  // A connection the server closed while a client or nginx reused it is a "socket hang up" for that
  // request; the server's idle timer must be the later of the two.
  assert.ok(server.keepAliveTimeout > 60_000, `keepAliveTimeout is ${server.keepAliveTimeout} ms`);
  assert.ok(server.headersTimeout > server.keepAliveTimeout, 'headersTimeout is longer than keepAliveTimeout');
  const res = await get('/');
  assert.match(String(res.headers.connection ?? 'keep-alive'), /keep-alive/i);
  assert.match(String(res.headers['keep-alive'] ?? ''), /timeout=65/);
});

// The site answers /.well-known/jwks.json (the credentials' issuer is the site, and their `kid` is a
// URL there) by asking the API, so a verifier can fetch the key under `pnpm start` as behind nginx.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer } from '../serve.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-jwks-'));
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Aarohi</title>');
const KEYS = { keys: [{ kty: 'OKP', crv: 'Ed25519', x: 'abc', kid: 'http://site/.well-known/jwks.json#t', alg: 'EdDSA', use: 'sig' }] };

let api;
let site;
let base;
const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

before(async () => {
  api = http.createServer((req, res) => {
    if (req.url === '/.well-known/jwks.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
      return res.end(JSON.stringify(KEYS));
    }
    res.writeHead(404).end();
  });
  const apiPort = await listen(api);
  site = createStaticServer({ root, env: { API_SSR_URL: `http://127.0.0.1:${apiPort}`, SSR: '0' } });
  base = `http://127.0.0.1:${await listen(site)}`;
});

after(() => {
  api.close();
  site.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test("the site's /.well-known/jwks.json is the API's key set, readable from any origin", async () => {
  const res = await fetch(`${base}/.well-known/jwks.json`, { headers: { origin: 'https://verifier.example' } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('access-control-allow-origin'), '*');
  assert.match(res.headers.get('content-type'), /^application\/json/);
  assert.deepEqual(await res.json(), KEYS);
});

test('an API that is down is a 502, not the app page', async () => {
  const down = createStaticServer({ root, env: { API_SSR_URL: 'http://127.0.0.1:9', SSR: '0' } });
  const port = await listen(down);
  try {
    const res = await fetch(`http://127.0.0.1:${port}/.well-known/jwks.json`);
    assert.equal(res.status, 502);
  } finally {
    down.close();
  }
});

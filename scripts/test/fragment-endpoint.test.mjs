// A remote's GET /__fragment answers for its server-rendered pages only, at the asset base it is
// configured for; everything else is a 400 or 404 JSON message, never a 500 or a stack trace.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { allowedAssetBases } from '../compose.mjs';
import { fakeApps } from './fake-apps.mjs';

const apps = fakeApps();
after(() => apps.close());

const ok = { module: 'Home', url: '/', pattern: '/', assetBase: 'http://127.0.0.1:3001/' };

async function answer(query) {
  const response = await apps.callEndpoint(query);
  const text = await response.text();
  return { status: response.status, text, body: text ? JSON.parse(text) : null };
}

test('a server-rendered page renders', async () => {
  const { status, body } = await answer(ok);
  assert.equal(status, 200);
  assert.match(body.html, /<h1>Home \/<\/h1>/);
});

for (const module of ['constructor', 'hasOwnProperty', 'toString', '__proto__', 'valueOf', 'Nope']) {
  test(`module=${module} is a 404 JSON message`, async () => {
    const { status, body, text } = await answer({ ...ok, module });
    assert.equal(status, 404);
    assert.deepEqual(body, { success: false, message: 'There is no server-rendered page with that module and pattern' });
    assert.doesNotMatch(text, /\n\s+at |Error:/);
  });
}

test('a page that is not server-rendered (the student dashboard) is a 404', async () => {
  const { status } = await answer({ ...ok, module: 'Dashboard', pattern: '/dashboard', url: '/dashboard' });
  assert.equal(status, 404);
});

test('a listed module under another route pattern is a 404', async () => {
  const { status } = await answer({ ...ok, pattern: '/register/:courseId' });
  assert.equal(status, 404);
});

for (const assetBase of ['https://evil.example/', 'http://127.0.0.1:9999/', 'http://evil.example:3001/', 'javascript:alert(1)//', 'http://127.0.0.1:3001/"><script>']) {
  test(`assetBase ${assetBase} is refused`, async () => {
    const { status, body } = await answer({ ...ok, assetBase });
    assert.equal(status, 400);
    assert.deepEqual(body, { success: false, message: 'assetBase is not where this remote is served from' });
  });
}

test('missing parameters are a 400 JSON message', async () => {
  const { status, body } = await answer({ module: 'Home' });
  assert.equal(status, 400);
  assert.equal(body.success, false);
});

test('the allowed asset bases come from configuration', () => {
  assert.deepEqual([...allowedAssetBases('learner', { LEARNER_REMOTE_URL: 'https://learn.aarohi.example/app/mf-manifest.json' })], ['https://learn.aarohi.example/app/']);
  assert.ok(allowedAssetBases('tutor', { TUTOR_PORT: '5002' }).has('http://localhost:5002/'));
  assert.ok(!allowedAssetBases('tutor', { TUTOR_PORT: '5002' }).has('http://localhost:3002/'));
});

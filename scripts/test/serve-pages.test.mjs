// The shell's production server (scripts/serve.mjs) with server rendering, end to end over HTTP: a
// shell and a learner server from small stand-in builds (a dist folder and its dist-ssr/render.cjs,
// as webpack writes them). Unknown paths answer a real 404 with the rendered not-found page, deep
// links of real routes stay 200, and the headers depend on the answer (page or file) and on
// whether it travels over TLS.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer } from '../serve.mjs';

const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-pages-test-'));
const INDEX =
  '<!doctype html><html lang="en"><head><title>Aarohi</title></head><body><div id="root"></div><script defer="defer" src="/main.js"></script></body></html>';

function writeApp(name, renderCjs) {
  const root = path.join(parent, name, 'dist');
  fs.mkdirSync(path.join(root, 'chunks'), { recursive: true });
  fs.mkdirSync(path.join(parent, name, 'dist-ssr'));
  fs.writeFileSync(path.join(root, 'index.html'), INDEX);
  fs.writeFileSync(path.join(root, 'main.js'), 'void 0;');
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'var remote = {};');
  fs.writeFileSync(path.join(root, 'chunks', '1.0a1b2c3d4e.js'), 'void 1;');
  fs.writeFileSync(path.join(parent, name, 'dist-ssr', 'render.cjs'), renderCjs);
  return root;
}

// The learner's published routes: public pages server-rendered, the student area in the browser,
// and the catch-all not-found page (a 404 by its own say, as <PageStatus code={404} /> does).
const ROUTES = [
  { path: '/', module: 'Home', guard: 'public', serverRendered: true },
  { path: '/dashboard', module: 'Dashboard', guard: 'student' },
  { path: '*', module: 'NotFound', guard: 'public', serverRendered: true },
];

const learnerRoot = writeApp(
  'learner',
  `const routes = ${JSON.stringify(ROUTES)};
exports.remote = 'learner';
exports.routes = routes;
exports.renderFragment = async (request) => request.module === 'NotFound'
  ? { html: '<h1>This page took a different path</h1>', css: '', state: { queries: [], mutations: [] }, status: 404 }
  : { html: '<h1>' + request.module + '</h1>', css: '', state: { queries: [], mutations: [] } };
`,
);

const shellRoot = writeApp(
  'shell',
  `const FRAGMENT_SLOT = '<aarohi-fragment></aarohi-fragment>';
const ownerOf = (p) => (p.startsWith('/tutor') ? 'tutor' : p.startsWith('/staff') ? 'backoffice' : 'learner');
exports.FRAGMENT_SLOT = FRAGMENT_SLOT;
exports.REMOTES = ['learner', 'tutor', 'backoffice'];
exports.ownerOf = ownerOf;
exports.routeListFrom = (remote, data) => (remote === 'learner' && Array.isArray(data?.routes) ? data.routes : null);
exports.matchPage = (pathname, lists) => {
  const routes = lists[ownerOf(pathname)];
  if (!routes) return null;
  const route = routes.find((r) => r.path === pathname) ?? routes.find((r) => r.path === '*');
  return route?.serverRendered ? { pattern: route.path, remote: 'learner', module: route.module, query: route.query } : null;
};
exports.renderFrame = () => ({ html: '<header>Aarohi</header><main>' + FRAGMENT_SLOT + '</main>', styleTags: '' });
exports.fonts = () => ({ css: '', preload: [] });
`,
);
fs.writeFileSync(path.join(learnerRoot, 'routes.json'), JSON.stringify({ routes: ROUTES }));

const servers = [];
let shell;
let learner;
async function listen(server, port = 0) {
  servers.push(server);
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${server.address().port}`;
}

/** A port nobody uses now (the learner's server must know its own port before it listens). */
async function freePort() {
  const probe = (await import('node:net')).createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

before(async () => {
  const port = await freePort();
  const learnerServer = createStaticServer({ root: learnerRoot, env: { LEARNER_PORT: String(port) } });
  learner = await listen(learnerServer, port);
  const env = { LEARNER_PORT: String(port), TRUST_PROXY: '1' };
  shell = await listen(createStaticServer({ root: shellRoot, env }));
});
after(() => {
  for (const server of servers) server.close();
  fs.rmSync(parent, { recursive: true, force: true });
});

test('a path no remote publishes is a real 404 carrying the rendered not-found page', async () => {
  for (const pathname of ['/no-such-page', '/hi/no-such-page', '/courses/ai/old-link']) {
    const res = await fetch(`${shell}${pathname}`);
    assert.equal(res.status, 404, pathname);
    assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
    const html = await res.text();
    assert.match(html, /<h1>This page took a different path<\/h1>/, pathname);
    assert.match(html, /id="aarohi-ssr"/, pathname);
  }
});

test('real routes stay 200: server-rendered pages and deep links the browser renders', async () => {
  const home = await fetch(`${shell}/`);
  assert.equal(home.status, 200);
  assert.match(await home.text(), /<h1>Home<\/h1>/);
  const dashboard = await fetch(`${shell}/dashboard`);
  assert.equal(dashboard.status, 200);
  // The app's own document: the browser renders her dashboard.
  assert.equal(await dashboard.text(), INDEX);
});

test('pages: COOP same-origin, CORP same-origin, a Permissions-Policy without devices', async () => {
  for (const pathname of ['/', '/dashboard', '/no-such-page']) {
    const res = await fetch(`${shell}${pathname}`);
    assert.equal(res.headers.get('cross-origin-opener-policy'), 'same-origin', pathname);
    assert.equal(res.headers.get('cross-origin-resource-policy'), 'same-origin', pathname);
    const policy = res.headers.get('permissions-policy').split(', ');
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=(self)'])
      assert.ok(policy.includes(feature), `${pathname}: ${feature}`);
  }
});

test("files the shell's page loads from a remote's port are cross-origin (CORS * already), the rest same-site", async () => {
  for (const pathname of ['/remoteEntry.js', '/chunks/1.0a1b2c3d4e.js', '/routes.json', '/main.js']) {
    const res = await fetch(`${learner}${pathname}`);
    assert.equal(res.status, 200, pathname);
    const expected = pathname === '/main.js' ? 'same-site' : 'cross-origin';
    assert.equal(res.headers.get('cross-origin-resource-policy'), expected, pathname);
    assert.ok(res.headers.get('permissions-policy'), pathname);
    assert.equal(res.headers.get('cross-origin-opener-policy'), null, pathname);
  }
});

test('Strict-Transport-Security only when the answer travels over TLS', async () => {
  const plain = await fetch(`${shell}/`);
  assert.equal(plain.headers.get('strict-transport-security'), null);
  const forwardedHttp = await fetch(`${shell}/`, { headers: { 'X-Forwarded-Proto': 'http' } });
  assert.equal(forwardedHttp.headers.get('strict-transport-security'), null);
  // The shell's server trusts its proxy (TRUST_PROXY=1); the learner's does not.
  const viaTls = await fetch(`${shell}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
  assert.equal(viaTls.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains');
  const untrusted = await fetch(`${learner}/remoteEntry.js`, { headers: { 'X-Forwarded-Proto': 'https' } });
  assert.equal(untrusted.headers.get('strict-transport-security'), null);
});

test('with Razorpay as the provider, pages let its checkout windows report back', async () => {
  const server = createStaticServer({
    root: shellRoot,
    env: { LEARNER_PORT: new URL(learner).port, PAYMENT_PROVIDER: 'razorpay', TLS_ONLY: '1' },
  });
  const base = await listen(server);
  const res = await fetch(`${base}/`);
  assert.equal(res.headers.get('cross-origin-opener-policy'), 'same-origin-allow-popups');
  assert.ok(res.headers.get('permissions-policy').split(', ').includes('payment=(self "https://api.razorpay.com")'));
  assert.equal(res.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains');
});

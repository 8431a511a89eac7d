// Stand-ins for the built apps, for testing the production servers' composition (scripts/compose.mjs)
// without webpack: a shell renderer and a learner renderer with the interface of the real ones
// (shell/src/server.tsx, learner-app/src/server.tsx), the shell's composer and the learner's
// fragment endpoint wired together in this process (the composer's fetch calls the endpoint).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createComposer, createFragmentEndpoint } from '../compose.mjs';

const INDEX = '<!doctype html><html><head><title>Aarohi</title></head><body><div id="root"></div><script defer="defer" src="/main.js"></script></body></html>';
const FRAGMENT_SLOT = '<aarohi-fragment></aarohi-fragment>';

export const learnerRoutes = [
  { path: '/', module: 'Home', guard: 'public', serverRendered: true },
  { path: '/register/:courseId', module: 'Register', guard: 'public', serverRendered: true },
  { path: '/dashboard', module: 'Dashboard', guard: 'student' },
];

const owner = (pathname) => (pathname.startsWith('/tutor') ? 'tutor' : pathname.startsWith('/staff') ? 'backoffice' : 'learner');

export const shellRenderer = {
  FRAGMENT_SLOT,
  REMOTES: ['learner', 'tutor', 'backoffice'],
  ownerOf: owner,
  routeListFrom: (remote, data) => (Array.isArray(data?.routes) ? data.routes.filter((r) => owner(r.path) === remote) : null),
  matchPage(pathname, lists) {
    const routes = lists[owner(pathname)];
    if (!routes) return null;
    const route = routes.find((r) => r.path === pathname || (r.path.endsWith('/:courseId') && pathname.startsWith(r.path.replace(':courseId', ''))));
    return route?.serverRendered ? { pattern: route.path, remote: owner(pathname), module: route.module, query: route.query } : null;
  },
  renderFrame: () => ({ html: `<header>Aarohi</header><main>${FRAGMENT_SLOT}</main>`, styleTags: '<style data-styled>.a{}</style>' }),
  fonts: () => ({ css: '', preload: [] }),
};

// About 40 KB of page, as the home page's fragment is; the same text for every URL, as a real
// render of the same data is.
const paragraph = 'Four weeks, 25 live sessions, one friendly tutor. '.repeat(20);
export const learnerRenderer = {
  remote: 'learner',
  routes: learnerRoutes,
  renders: 0,
  async renderFragment(request) {
    if (!learnerRoutes.some((r) => r.module === request.module)) throw new Error(`Unknown page module ${request.module}`);
    this.renders++;
    const html = `<section><h1>${request.module} ${request.url}</h1>${Array.from({ length: 40 }, (_, i) => `<p id="p${i}">${paragraph}</p>`).join('')}</section>`;
    return { html, css: '.b{color:red}', state: { queries: [{ queryKey: ['courses'], state: { data: [{ id: 1, title: 'AI for Women' }] } }], mutations: [] } };
  },
};

/** What the endpoint writes, as a fetch Response. */
function call(endpoint, url, headers) {
  const { searchParams } = new URL(url);
  return new Promise((resolve, reject) => {
    let status = 0;
    let answerHeaders = {};
    const res = {
      writeHead: (s, h) => {
        status = s;
        answerHeaders = h;
      },
      end: (body) => resolve(new Response(status === 304 ? null : body ?? null, { status, headers: answerHeaders })),
    };
    endpoint({ method: 'GET', headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])) }, res, searchParams).catch(reject);
  });
}

/** The shell's composePage(req, url) over the learner's endpoint; `endpoint(req, res, params)` for direct calls. */
export function fakeApps(env = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-fake-apps-'));
  const indexFile = path.join(dir, 'index.html');
  fs.writeFileSync(indexFile, INDEX);
  const allEnv = { HOST: '127.0.0.1', API_PORT: '9', LEARNER_PORT: '3001', ...env };
  const endpoint = createFragmentEndpoint(learnerRenderer, allEnv);
  // The learner answers; the tutor and back-office servers are down.
  const routesJson = JSON.stringify({ routes: learnerRoutes });
  const fetchImpl = async (url, init) => {
    const { port, pathname } = new URL(url);
    if (port !== allEnv.LEARNER_PORT) throw new TypeError('fetch failed');
    if (pathname === '/routes.json') {
      const etag = '"routes-1"';
      if (init?.headers?.['If-None-Match'] === etag) return new Response(null, { status: 304, headers: { ETag: etag } });
      return new Response(routesJson, { status: 200, headers: { 'Content-Type': 'application/json', ETag: etag } });
    }
    return call(endpoint, url, init?.headers ?? {});
  };
  const composePage = createComposer({ renderer: shellRenderer, indexFile, env: allEnv, fetchImpl });
  const req = { headers: { host: '127.0.0.1:3000' } };
  return {
    endpoint,
    compose: (url) => composePage(req, url),
    callEndpoint: (query) => call(endpoint, `http://x/__fragment?${new URLSearchParams(query)}`, {}),
    close: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

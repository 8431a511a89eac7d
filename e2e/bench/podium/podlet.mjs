// The Podium trial's podlet: the learner-app's server renderer (learner-app/dist-ssr/render.cjs, the
// one its own server answers /__fragment with) behind @podium/podlet on node:http. It renders only
// the modules the learner's route list marks server-rendered, under their patterns, for the asset
// bases the learner is served from, and keeps renders FRAGMENT_TTL_MS (5 s) like /__fragment, so
// both compositions in the trial do the same rendering work and differ only in how the page reaches
// the shell. Podium's client keeps no copy of a podlet's content, so nothing here answers 304.
// Usage: node e2e/bench/podium/podlet.mjs <port>   (env as for the learner's server: LEARNER_PORT, API_PORT…)
import http from 'node:http';
import path from 'node:path';
import Podlet from '@podium/podlet';
import { HttpIncoming } from '@podium/utils';
import { allowedAssetBases, boundedCache, loadRenderer, pageUrl } from '../../../scripts/compose.mjs';
import { root } from '../platform.mjs';
import { fragmentToHtml } from './fragment-html.mjs';

export function createPodletServer({ env = process.env } = {}) {
  const renderer = loadRenderer(path.join(root, 'learner-app/dist'), env);
  if (!renderer?.renderFragment)
    throw new Error('learner-app/dist-ssr/render.cjs is missing: run node scripts/build.mjs');
  const podlet = new Podlet({
    name: 'learner',
    version: '1.0.0',
    pathname: '/',
    content: '/',
    fallback: '/fallback',
  });
  const routes = new Map(
    renderer.routes.filter((r) => r.serverRendered).map((r) => [`${r.module} ${r.path}`, r]),
  );
  const assetBases = allowedAssetBases('learner', env);
  const cache = boundedCache({ ttl: Number(env.FRAGMENT_TTL_MS || 5000) });
  const pending = new Map();

  function render(request) {
    const key = JSON.stringify(request);
    const done = cache.get(key);
    if (done) return Promise.resolve(done);
    if (!pending.has(key)) {
      const run = renderer.renderFragment(request).then((fragment) => {
        const body = fragmentToHtml(fragment);
        cache.set(key, { body, size: body.length * 2 });
        return { body };
      });
      pending.set(key, run);
      run.catch(() => undefined).finally(() => pending.delete(key));
    }
    return pending.get(key);
  }

  return http.createServer(async (req, res) => {
    const incoming = new HttpIncoming(req, res);
    await podlet.process(incoming, { proxy: false });
    const url = new URL(req.url, 'http://x');
    const send = (status, body, type = 'text/html; charset=utf-8') => {
      res.writeHead(status, { 'Content-Type': type, 'podlet-version': podlet.version });
      res.end(body);
    };
    if (url.pathname === podlet.manifest()) return send(200, JSON.stringify(podlet), 'application/json');
    // What Podium serves when the content route fails: nothing, so the layout sends the client page.
    if (url.pathname === podlet.fallback()) return send(200, '');
    if (url.pathname !== podlet.content()) return send(404, 'Not found', 'text/plain');
    const q = url.searchParams;
    const request = {
      module: q.get('module') || '',
      url: q.get('url') || '',
      pattern: q.get('pattern') || '',
      assetBase: q.get('assetBase') || '',
    };
    const route = routes.get(`${request.module} ${request.pattern}`);
    if (!route || !request.url.startsWith('/') || !assetBases.has(request.assetBase))
      return send(404, 'Not found', 'text/plain');
    const asked = new URL(request.url, 'http://x');
    request.url = pageUrl(asked.pathname, asked.searchParams, route.query);
    try {
      send(200, podlet.render(incoming, (await render(request)).body));
    } catch (error) {
      console.error(`[podlet] ${request.module} ${request.url} failed to render`, error);
      send(500, 'This page could not be rendered', 'text/plain');
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2]);
  createPodletServer().listen(port, '127.0.0.1', () => console.log(`podlet on http://127.0.0.1:${port}`));
}

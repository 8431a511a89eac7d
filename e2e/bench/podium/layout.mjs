// The Podium trial's layout server: @podium/layout on node:http composing the learner's public pages
// from the trial's podlet (./podlet.mjs) into the shell's own document, for comparison with
// scripts/serve.mjs + scripts/compose.mjs. Which pages are composed comes from the route lists the
// remotes publish (Podium has no such notion: a layout's routes are its own code), and the document
// around the fragment is the shell's (composeDocument), so both servers send the same page and the
// trial measures only the way the fragment travels. Every other path is the shell's dist folder as
// scripts/serve.mjs serves it with composition off, the client-rendered page included — which is
// also what goes out when Podium hands over the podlet's (empty) fallback.
// Usage: node e2e/bench/podium/layout.mjs <port> <podlet port>   (env as for the shell's server)
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import Layout from '@podium/layout';
import { HttpIncoming } from '@podium/utils';
import {
  composeDocument,
  createRouteLists,
  loadRenderer,
  pageUrl,
  remoteAssetBase,
  requestHostname,
} from '../../../scripts/compose.mjs';
import { createStaticServer } from '../../../scripts/serve.mjs';
import { securityHeaders } from '../../../scripts/security-headers.mjs';
import { root } from '../platform.mjs';
import { htmlToFragment } from './fragment-html.mjs';

const { runtimeConfigFromEnv } = createRequire(import.meta.url)('../../../scripts/runtime-config.cjs');

export function createLayoutServer({ podletPort, env = process.env }) {
  const dist = path.join(root, 'shell/dist');
  const renderer = loadRenderer(dist, env);
  if (!renderer?.renderFrame)
    throw new Error('shell/dist-ssr/render.cjs is missing: run node scripts/build.mjs');
  const indexFile = path.join(dist, 'index.html');
  const fonts = renderer.fonts();
  const timeout = Number(env.FRAGMENT_TIMEOUT_MS || 1000);
  const layout = new Layout({
    name: 'aarohiShell',
    pathname: '/',
    client: { timeout },
    logger: env.PODIUM_LOG ? console : undefined,
  });
  // Podium's fallback for a podlet that is down, slow or failing is the podlet's /fallback, fetched
  // with the manifest and kept; the trial's podlet sends an empty one, which means "client page".
  const learner = layout.client.register({
    name: 'learner',
    uri: `http://127.0.0.1:${podletPort}/manifest.json`,
    timeout,
  });
  const routeList = createRouteLists({ renderer, env });
  // The same Content-Security-Policy as the shell's server sends with its pages.
  const runtimeConfig = {
    ...JSON.parse(fs.readFileSync(path.join(dist, 'runtime-config.json'), 'utf8')),
    ...runtimeConfigFromEnv(env),
  };
  const files = createStaticServer({ root: dist, env, ssr: false }).listeners('request')[0];

  async function page(req) {
    const { pathname, searchParams } = new URL(req.url, 'http://x');
    const owner = renderer.ownerOf(pathname);
    const lists = Object.fromEntries(
      await Promise.all(renderer.REMOTES.map(async (r) => [r, await routeList(r, { wait: r === owner })])),
    );
    const match = renderer.matchPage(pathname, lists);
    if (match?.remote !== 'learner') return null;
    const incoming = new HttpIncoming(req);
    incoming.url = `http://${req.headers.host}${req.url}`;
    await layout.process(incoming, { proxy: false });
    const url = pageUrl(pathname, searchParams, match.query);
    const query = {
      module: match.module,
      url,
      pattern: match.pattern,
      assetBase: remoteAssetBase('learner', requestHostname(req), env),
    };
    const fragment = htmlToFragment((await learner.fetch(incoming, { query })).content);
    if (!fragment) return null;
    const html = await composeDocument({
      renderer,
      indexFile,
      env,
      fonts,
      req,
      page: url,
      lists,
      match,
      fragment,
    });
    return { html, status: fragment.status >= 400 && fragment.status < 600 ? fragment.status : 200 };
  }

  return http.createServer((req, res) => {
    if (req.method !== 'GET' || path.extname(new URL(req.url, 'http://x').pathname)) return files(req, res);
    page(req)
      .catch((error) => {
        console.error('[layout] composing failed; sending the client-rendered page', error);
        return null;
      })
      .then((result) => {
        if (!result) return files(req, res);
        const body = Buffer.from(result.html);
        res.writeHead(result.status, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-cache',
          ...securityHeaders(runtimeConfig, '/index.html', {
            html: true,
            hostname: requestHostname(req),
            paymentProvider: env.PAYMENT_PROVIDER,
          }),
          'Content-Length': body.length,
        });
        res.end(body);
      });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [port, podletPort] = process.argv.slice(2).map(Number);
  createLayoutServer({ podletPort }).listen(port, '127.0.0.1', () =>
    console.log(`layout on http://127.0.0.1:${port}`),
  );
}

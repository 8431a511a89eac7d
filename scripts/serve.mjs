// Production static server for one frontend's dist folder: long cache for hashed chunks, no cache for
// entry points and runtime config, brotli/gzip, SPA fallback for deep links; security headers (CSP,
// frame denial, CORS only for what federation fetches) from ./security-headers.mjs.
//
// The files themselves are served by sirv: it indexes the dist folder once at start (so a path that
// is not a file of the build, `..` or an encoded slash included, can never reach the disk), answers
// with the brotli or gzip sibling the build wrote beside each file (scripts/precompress.mjs; brotli
// preferred, the plain file when there is no sibling), streams it, and answers If-None-Match with 304
// and ranges with 206. It indexes at start, so restart the server after a build (the server-rendering
// bundle is loaded once at start too). sirv rather than @fastify/static: it is a plain
// (req, res, next) handler, so it fits this node:http server without a framework beside it.
//
// What stays ours, around it: the headers of every answer (Cache-Control per file, our Content-Type
// table, the security policy per path: the catalogue's differs from the product's); server-rendered
// pages composed per request (scripts/compose.mjs: the owning remote's fragment with a 1 s budget,
// the client page as fallback) and a remote's fragment endpoint; runtime-config.json built from the
// environment; the SPA fallback for deep links and a plain 404 for a missing asset. The answers made
// per request (composed pages, runtime config) are compressed here, one brotli q9 / gzip copy per
// answer kept in a cache bounded by entries, bytes and age, so pages that change with their data
// don't pile up. Behaviour under test: scripts/test/serve.test.mjs and e2e (security-headers,
// federation, server-rendering, ssr-independence).

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import sirv from 'sirv';
import { DEFAULT_PORTS } from '../contracts/src/ports.mjs';

import {
  boundedCache,
  createComposer,
  createFragmentEndpoint,
  createStandaloneRenderer,
  loadRenderer,
} from './compose.mjs';

const require = createRequire(import.meta.url);
const { runtimeConfigFromEnv } = require('./runtime-config.cjs');
import { catalogueHeaders, securityHeaders, isCrossOriginAsset, servedOverTls } from './security-headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};
// Compressed per request only for answers made per request (composed pages, runtime config); the
// files of the build have their compressed siblings written by scripts/precompress.mjs.
const COMPRESSIBLE = new Set(['.html', '.json']);
const NEVER_CACHE = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'runtime-config.json',
  'routes.json',
]);

/** Cache policy by file: content-hashed files forever, entry points never. */
export function cacheControlFor(relativePath) {
  const base = path.posix.basename(relativePath);
  if (NEVER_CACHE.has(base)) return 'no-cache, no-store, must-revalidate';
  if (/\.[0-9a-f]{8,}\.(js|css|svg|png|jpe?g|webp|woff2?|pdf)$/.test(base))
    return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** A static Storybook build (the design catalogue): its manager and its preview side by side. */
export const isCatalogue = (root) =>
  fs.existsSync(path.join(root, 'iframe.html')) && fs.existsSync(path.join(root, 'sb-manager'));

export function createStaticServer({
  root,
  env = process.env,
  ssr = env.SSR !== '0',
  catalogue = isCatalogue(root),
}) {
  const absRoot = path.resolve(root);
  // Answers made per request, compressed: composed pages change with their data.
  const compressed = boundedCache({
    max: 300,
    maxBytes: 32 * 1024 * 1024,
    ttl: 10 * 60_000,
    sizeOf: (buffer) => buffer.length,
  });
  const runtimeConfig = () => {
    const file = path.join(absRoot, 'runtime-config.json');
    const fromFile = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
    return { ...fromFile, ...runtimeConfigFromEnv(env) };
  };
  const hostname = (req) => String(req.headers.host || '').replace(/:\d+$/, '');
  // Server rendering (scripts/compose.mjs), when the app's build has a dist-ssr/render.cjs.
  const renderer = ssr ? loadRenderer(absRoot, env) : null;
  const indexFile = path.join(absRoot, 'index.html');
  const fragmentEndpoint = renderer?.renderFragment ? createFragmentEndpoint(renderer, env) : null;
  const renderPage = renderer?.renderFrame
    ? createComposer({ renderer, indexFile, env })
    : renderer?.renderStandalone
      ? createStandaloneRenderer({ renderer, indexFile, env })
      : null;

  function send(req, res, status, headers, body) {
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const notFound = (req, res) =>
    send(req, res, 404, { 'Content-Type': 'text/plain', 'X-Content-Type-Options': 'nosniff' }, 'Not found');

  /** Our headers of an answer for this path: type, cache policy, security policy. */
  function headersFor(req, relativePath) {
    const ext = path.extname(relativePath).toLowerCase();
    return {
      'Content-Type': TYPES[ext] || 'application/octet-stream',
      'Cache-Control': cacheControlFor(relativePath),
      ...(catalogue
        ? catalogueHeaders({ html: ext === '.html' })
        : securityHeaders(ext === '.html' ? runtimeConfig() : {}, `/${relativePath}`, {
            html: ext === '.html',
            hostname: hostname(req),
            paymentProvider: env.PAYMENT_PROVIDER,
            tls: servedOverTls(req, env),
          })),
      Vary: 'Accept-Encoding',
    };
  }

  // The files of the build. sirv sends the headers set on the response before it (ours win over
  // its own Content-Type and Cache-Control); a miss goes to `next`.
  const files = sirv(absRoot, { etag: true, brotli: true, gzip: true, extensions: [], dotfiles: false });
  function serveFile(req, res, relativePath, next) {
    for (const [name, value] of Object.entries(headersFor(req, relativePath))) res.setHeader(name, value);
    // sirv's 304 carries no ETag; it answers 304 only when If-None-Match equals the file's ETag.
    const writeHead = res.writeHead;
    res.writeHead = function (status, ...rest) {
      if (status === 304) this.setHeader('ETag', req.headers['if-none-match']);
      return writeHead.call(this, status, ...rest);
    };
    files(req, res, () => {
      res.writeHead = writeHead;
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      next();
    });
  }

  function encodingFor(req, ext, size) {
    if (!COMPRESSIBLE.has(ext) || size < 512) return null;
    const accept = String(req.headers['accept-encoding'] || '');
    if (/\bbr\b/.test(accept)) return 'br';
    if (/\bgzip\b/.test(accept)) return 'gzip';
    return null;
  }

  /** An answer made for this request (a composed page, the runtime config), compressed here. */
  function serveBuffer(req, res, relativePath, buffer, status = 200) {
    const ext = path.extname(relativePath).toLowerCase();
    const etag = `"${crypto.createHash('sha1').update(buffer).digest('base64url').slice(0, 16)}"`;
    const headers = { ...headersFor(req, relativePath), ETag: etag };
    if (status === 200 && req.headers['if-none-match'] === etag) return send(req, res, 304, headers);
    const encoding = encodingFor(req, ext, buffer.length);
    let body = buffer;
    if (encoding) {
      const key = `${relativePath}|${encoding}|${etag}`;
      body = compressed.get(key);
      if (!body) {
        body =
          encoding === 'br'
            ? zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
            : zlib.gzipSync(buffer, { level: 9 });
        compressed.set(key, body);
      }
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = body.length;
    return send(req, res, status, headers, body);
  }

  const apiBase = (
    env.API_SSR_URL ||
    env.API_PUBLIC_URL ||
    `http://127.0.0.1:${env.API_PORT || DEFAULT_PORTS.api}`
  ).replace(/\/+$/, '');
  async function forwardJwks(req, res) {
    try {
      const answer = await fetch(`${apiBase}/.well-known/jwks.json`, { signal: AbortSignal.timeout(5000) });
      const body = Buffer.from(await answer.arrayBuffer());
      return send(
        req,
        res,
        answer.ok ? 200 : 502,
        {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': answer.headers.get('cache-control') || 'public, max-age=3600',
          'Access-Control-Allow-Origin': '*',
          'X-Content-Type-Options': 'nosniff',
        },
        answer.ok ? body : 'The key set is not available right now.',
      );
    } catch {
      return send(req, res, 502, { 'Content-Type': 'text/plain' }, 'The key set is not available right now.');
    }
  }

  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...(isCrossOriginAsset(req.url || '/') ? { 'Access-Control-Allow-Origin': '*' } : {}),
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Max-Age': '600',
      });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(req, res, 405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }, 'Method not allowed');
    }
    let pathname;
    let searchParams;
    try {
      const url = new URL(req.url, 'http://x');
      pathname = decodeURIComponent(url.pathname);
      searchParams = url.searchParams;
    } catch {
      return send(req, res, 400, { 'Content-Type': 'text/plain' }, 'Bad request');
    }
    if (pathname === '/__fragment' && fragmentEndpoint) {
      return fragmentEndpoint(req, res, searchParams).catch(() =>
        send(req, res, 500, { 'Content-Type': 'text/plain' }, 'Error'),
      );
    }
    // The school's public key set: the credentials name the site as their issuer and their key as
    // a URL on it, so the site answers it by asking the API (nginx does the same in production).
    if (pathname === '/.well-known/jwks.json' && !catalogue) return forwardJwks(req, res);
    if (pathname === '/runtime-config.json') {
      return serveBuffer(req, res, 'runtime-config.json', Buffer.from(JSON.stringify(runtimeConfig())));
    }
    // A path that climbs out of the folder (`..`, possibly encoded) names nothing of ours.
    if (pathname.split(/[\\/]/).includes('..') || pathname.includes('\0')) return notFound(req, res);
    // A file of the build, else: a deep link (no file extension, `/` included) is the app,
    // server-rendered when it is a public page; a missing asset is a real 404, never the app's page.
    return serveFile(req, res, pathname.slice(1), () => {
      if (path.extname(pathname)) return notFound(req, res);
      const sendIndex = () => {
        req.url = '/index.html';
        serveFile(req, res, 'index.html', () => notFound(req, res));
      };
      if (!renderPage) return sendIndex();
      // The page's own status rides along: a certificate page for an unknown number is a real 404.
      const meta = { status: 200 };
      return renderPage(req, req.url, meta)
        .catch((error) => {
          console.error('[ssr] composing failed; sending the client-rendered page', error);
          return null;
        })
        .then((html) =>
          html ? serveBuffer(req, res, 'index.html', Buffer.from(html), meta.status) : sendIndex(),
        );
    });
  });
  // An idle kept-alive connection is closed by whoever reuses it, never under it: Node's 5 s default
  // races nginx's upstream keep-alive (60 s, deploy/nginx) and any client that pauses about that long
  // before its next request, which then fails with "socket hang up". The proxy's timer runs out first.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return server;
}

/** Longer than nginx's upstream keepalive_timeout (60 s by default). */
export const KEEP_ALIVE_MS = 65_000;

// CLI: node scripts/serve.mjs <dist> <port> [host]
if (import.meta.url === `file://${process.argv[1]}`) {
  const [root, port, host = process.env.HOST || '127.0.0.1'] = process.argv.slice(2);
  createStaticServer({ root }).listen(Number(port), host, () => {
    console.log(`serving ${root} on http://${host}:${port}`);
  });
}

// Server-side composition of public pages (DESIGN §10, issue 13). Used by scripts/serve.mjs.
//
// - A remote's server (its dist-ssr/render.cjs exports renderFragment) answers
//   GET /__fragment?module=Home&url=/&pattern=/&assetBase=… with { html, css, state }: its page,
//   rendered with the API data it needs. Renders are kept FRAGMENT_TTL_MS (5 s) and carry an ETag.
// - The shell's server (its render.cjs exports renderFrame) asks the owning remote for the fragment on
//   every request (revalidating its copy with If-None-Match, so an unchanged fragment is a 304),
//   puts it into its own frame, inlines the CSS and the data, and sends the page. A remote that is
//   down or slower than FRAGMENT_TIMEOUT_MS (1 s) costs nothing: the page goes out client-rendered.
// - A standalone app (tutor portal: renderStandalone) renders its own document the same way.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { DEFAULT_PORTS } from '../contracts/src/ports.mjs';

const require = createRequire(import.meta.url);
const { runtimeConfigFromEnv } = require('./runtime-config.cjs');


/** The server renderer built next to a dist folder (dist → dist-ssr/render.cjs), if there is one. */
export function loadRenderer(root, env = process.env) {
  const bundle = path.join(path.dirname(root), `${path.basename(root)}-ssr`, 'render.cjs');
  if (!fs.existsSync(bundle)) return null;
  try {
    const renderer = require(bundle);
    renderer.configureServerApi?.(env);
    return renderer;
  } catch (error) {
    console.error(`[ssr] could not load ${bundle}; pages will render in the browser`, error);
    return null;
  }
}

/** JSON inside <script type="application/json">: nothing in it can close the element. */
export function jsonForScript(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Where the browser will load a remote from, as the shell's runtime config resolves it for this host. */
export function remoteAssetBase(remote, hostname, env) {
  const raw = runtimeConfigFromEnv(env);
  const manifest = raw.remotes?.[remote] ?? `http://${hostname}:${raw.ports?.[remote] ?? DEFAULT_PORTS[remote]}/mf-manifest.json`;
  return new URL('./', manifest).href;
}

/** Where the shell's server reaches a remote's server (an internal address may be given). */
export function remoteServerOrigin(remote, env) {
  const explicit = env[`${remote.toUpperCase()}_SSR_URL`];
  if (explicit) return explicit.replace(/\/+$/, '');
  const manifest = env[`${remote.toUpperCase()}_REMOTE_URL`];
  if (manifest) return new URL(manifest).origin;
  return `http://127.0.0.1:${env[`${remote.toUpperCase()}_PORT`] || DEFAULT_PORTS[remote]}`;
}

/** An http(s) URL exactly as the URL parser writes it: safe to put into an attribute unescaped. */
function isPlainOrigin(value) {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.href === value && !/["'<>\s]/.test(value);
  } catch {
    return false;
  }
}

/** The host name the browser used, when it is a plain one (a name, an IPv4 or a bracketed IPv6). */
export function requestHostname(req) {
  const host = String(req.headers.host || '').replace(/:\d+$/, '');
  return /^([a-z0-9-]+\.)*[a-z0-9-]+$/i.test(host) || /^\[[0-9a-f:.]+\]$/i.test(host) ? host : '127.0.0.1';
}

/** The remote's side: GET /__fragment, cached briefly, with ETags. */
export function createFragmentEndpoint(renderer, env = process.env) {
  const ttl = Number(env.FRAGMENT_TTL_MS || 5000);
  const cache = new Map();
  return async function fragmentEndpoint(req, res, searchParams) {
    const request = {
      module: searchParams.get('module') || '',
      url: searchParams.get('url') || '',
      pattern: searchParams.get('pattern') || '',
      assetBase: searchParams.get('assetBase') || '',
    };
    const json = (status, body, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', ...headers });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (!/^[A-Za-z]+$/.test(request.module) || !request.url.startsWith('/') || !request.pattern.startsWith('/') || !isPlainOrigin(request.assetBase)) {
      return json(400, JSON.stringify({ success: false, message: 'module, url, pattern and assetBase are required' }));
    }
    const key = JSON.stringify(request);
    let entry = cache.get(key);
    if (!entry || Date.now() - entry.at > ttl) {
      const pending = entry?.pending ?? renderer.renderFragment(request).then((fragment) => {
        const body = JSON.stringify(fragment);
        return { at: Date.now(), body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` };
      });
      cache.set(key, { ...(entry ?? { at: 0 }), pending });
      try {
        entry = await pending;
        cache.set(key, entry);
        if (cache.size > 500) cache.delete(cache.keys().next().value);
      } catch (error) {
        cache.delete(key);
        console.error(`[ssr] ${request.module} ${request.url} failed to render`, error);
        return json(/Unknown page module/.test(String(error?.message)) ? 404 : 500, JSON.stringify({ success: false, message: 'This page could not be rendered' }));
      }
    }
    if (req.headers['if-none-match'] === entry.etag) return json(304, undefined, { ETag: entry.etag });
    return json(200, entry.body, { ETag: entry.etag });
  };
}

const LEADING_HOISTABLES = /^(?:<(?:link|meta)\b[^>]*>|<title>[\s\S]*?<\/title>)+/;

/**
 * React renders a page's <title>, <meta> and preload <link>s first in its HTML; in the document they
 * belong in <head> (the browser hoists them there too when it renders, so hydration finds them).
 */
export function splitHoistables(html) {
  const hoisted = LEADING_HOISTABLES.exec(html)?.[0] ?? '';
  return { hoisted, body: html.slice(hoisted.length) };
}

/**
 * The app's scripts, as the build wrote them into index.html (today main.js alone); on a composed
 * page /boot.js starts them, in order, once the browser has painted (tooling/browser/boot.js).
 */
const APP_SCRIPTS = /(?:<script defer="defer" src="[^"]+"><\/script>)+/;

function startAppAfterPaint(html) {
  return html.replace(APP_SCRIPTS, (tags) => {
    const sources = [...tags.matchAll(/src="([^"]+)"/g)].map((m) => m[1]);
    const boot = sources.at(-1).replace(/[^/]*$/, 'boot.js');
    return `<script defer="defer" src="${boot}" data-main="${sources.join(' ')}"></script>`;
  });
}

function injectIntoIndex(indexHtml, { head, body, json }) {
  let out = startAppAfterPaint(indexHtml);
  // The page's own <title> replaces the generic one.
  if (/<title>/.test(head)) out = out.replace(/<title>[\s\S]*?<\/title>/, '');
  if (/<meta name="description"/.test(head)) out = out.replace(/<meta name="description"[^>]*>/, '');
  return out
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div><script type="application/json" id="aarohi-ssr">${jsonForScript(json)}</script>`);
}

function fontHead(fonts) {
  const preload = fonts.preload.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`).join('');
  return `${preload}<style data-source="fontsource" data-ssr>${fonts.css}</style>`;
}

/** The shell's side: compose a public page from its frame and the owning remote's fragment. */
export function createComposer({ renderer, indexFile, env = process.env, fetchImpl = fetch }) {
  const timeout = Number(env.FRAGMENT_TIMEOUT_MS || 1000);
  const known = new Map(); // fragment URL → { etag, fragment }: revalidated on every request
  const fonts = renderer.fonts();

  async function fetchFragment(remote, params) {
    const url = `${remoteServerOrigin(remote, env)}/__fragment?${new URLSearchParams(params)}`;
    const previous = known.get(url);
    try {
      const response = await fetchImpl(url, {
        headers: previous ? { 'If-None-Match': previous.etag } : {},
        signal: AbortSignal.timeout(timeout),
      });
      if (response.status === 304 && previous) return previous.fragment;
      if (!response.ok) return null;
      const fragment = await response.json();
      const etag = response.headers.get('etag');
      if (etag) known.set(url, { etag, fragment });
      return fragment;
    } catch {
      return null; // down or slow: the page renders in the browser
    }
  }

  return async function composePage(req, url) {
    const { pathname, search } = new URL(url, 'http://x');
    const match = renderer.matchPage(pathname);
    if (!match) return null;
    const hostname = requestHostname(req);
    let fragment = { html: '', css: '', state: undefined };
    if (match.remote) {
      fragment = await fetchFragment(match.remote, {
        module: match.module,
        url: pathname + search,
        pattern: match.pattern,
        assetBase: remoteAssetBase(match.remote, hostname, env),
      });
      if (!fragment) return null;
    }
    const frame = renderer.renderFrame(pathname + search);
    const { hoisted, body } = splitHoistables(fragment.html);
    const html = frame.html.replace(renderer.FRAGMENT_SLOT, body);
    const indexHtml = fs.readFileSync(indexFile, 'utf8');
    return injectIntoIndex(indexHtml, {
      head: `${hoisted}${fontHead(fonts)}${frame.styleTags}${fragment.css ? `<style data-fragment="${match.remote}">${fragment.css}</style>` : ''}`,
      body: html,
      json: {
        config: runtimeConfigFromEnv(env),
        remote: match.remote,
        module: match.module,
        state: fragment.state,
      },
    });
  };
}

/** A standalone app's side (tutor portal on its own origin): its own document, rendered. */
export function createStandaloneRenderer({ renderer, indexFile, env = process.env }) {
  const fonts = renderer.fonts();
  return async function renderStandalonePage(req, url) {
    const { pathname, search } = new URL(url, 'http://x');
    let page;
    try {
      page = await renderer.renderStandalone(pathname + search);
    } catch (error) {
      console.error(`[ssr] ${pathname} failed to render`, error);
      return null;
    }
    if (!page) return null;
    const indexHtml = fs.readFileSync(indexFile, 'utf8');
    const { hoisted, body } = splitHoistables(page.html);
    return injectIntoIndex(indexHtml, {
      head: `${hoisted}${fontHead(fonts)}${page.styleTags}`,
      body,
      json: { config: runtimeConfigFromEnv(env), state: page.state },
    });
  };
}

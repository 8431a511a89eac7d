// Server-side composition of public pages. Used by scripts/serve.mjs.
//
// - A remote's server (its dist-ssr/render.cjs exports renderFragment) answers
//   GET /__fragment?module=Home&url=/&pattern=/&assetBase=… with { html, css, state }: its page,
//   rendered with the API data it needs. Renders are kept FRAGMENT_TTL_MS (5 s) and carry an ETag.
// - Each remote publishes its route list (routes.json); the shell's server matches pages in the lists
//   the running remotes publish (createRouteLists), so a remote's new page needs no shell release.
// - The shell's server (its render.cjs exports renderFrame) asks the owning remote for the fragment on
//   every request (revalidating its copy with If-None-Match, so an unchanged fragment is a 304),
//   puts it into its own frame, inlines the CSS and the data, and sends the page. A remote that is
//   down or slower than FRAGMENT_TIMEOUT_MS (1 s) costs nothing: the page goes out client-rendered.
// - A standalone app (tutor portal: renderStandalone) renders its own document the same way.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import { DEFAULT_PORTS } from '../contracts/src/ports.mjs';

const require = createRequire(import.meta.url);
const { runtimeConfigFromEnv } = require('./runtime-config.cjs');

/**
 * Every per-URL cache in these servers is bounded by entries, by bytes and by age: the URLs come from
 * the outside (unique query strings, made-up course ids), so an unbounded map is a memory leak anyone
 * can drive. Sizes count string length twice (V8 may store a string in two bytes per character).
 */
export function boundedCache({
  max = 200,
  maxBytes = 16 * 1024 * 1024,
  ttl,
  sizeOf = (entry) => entry.size,
} = {}) {
  return new LRUCache({
    max,
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, sizeOf(entry)),
    ttl,
  });
}

/**
 * What a page's URL is cached and rendered under: its path and only the query parameters the page
 * reads (its route's `query` list), sorted. utm_*, fbclid and any other parameter make no different
 * page, so they neither make a new cache entry nor reach the renderer.
 */
export function pageUrl(pathname, searchParams, query = []) {
  const kept = new URLSearchParams();
  for (const name of [...query].sort())
    for (const value of searchParams.getAll(name)) kept.append(name, value);
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

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
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Where the browser will load a remote from, as the shell's runtime config resolves it for this host. */
export function remoteAssetBase(remote, hostname, env) {
  const raw = runtimeConfigFromEnv(env);
  const manifest =
    raw.remotes?.[remote] ??
    `http://${hostname}:${raw.ports?.[remote] ?? DEFAULT_PORTS[remote]}/mf-manifest.json`;
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

/** The host name the browser used, when it is a plain one (a name, an IPv4 or a bracketed IPv6). */
export function requestHostname(req) {
  const host = String(req.headers.host || '').replace(/:\d+$/, '');
  return /^([a-z0-9-]+\.)*[a-z0-9-]+$/i.test(host) || /^\[[0-9a-f:.]+\]$/i.test(host) ? host : '127.0.0.1';
}

/**
 * The asset bases a remote's fragments may be rendered for: where browsers load this remote from,
 * as configured (`<REMOTE>_REMOTE_URL`), else this remote's port on the loopback names or `HOST`.
 * Never whatever a caller sends: a fragment's URLs must point at this remote's own files.
 */
export function allowedAssetBases(remote, env = process.env) {
  const configured = env[`${remote.toUpperCase()}_REMOTE_URL`];
  if (configured) return new Set([new URL('./', configured).href]);
  const port = env[`${remote.toUpperCase()}_PORT`] || DEFAULT_PORTS[remote];
  const hosts = new Set(['127.0.0.1', 'localhost', '[::1]']);
  if (env.HOST && !['0.0.0.0', '::'].includes(env.HOST))
    hosts.add(env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST);
  return new Set([...hosts].map((host) => `http://${host}:${port}/`));
}

/**
 * The pages a remote renders as fragments: module → the route patterns it is rendered for, from the
 * remote's own route list, server-rendered routes only. A Map, so no name ('constructor',
 * 'toString', '__proto__') reaches anything but a listed page.
 */
function serverRenderedPages(routes = []) {
  const pages = new Map();
  for (const route of routes) {
    if (!route.serverRendered) continue;
    if (!pages.has(route.module)) pages.set(route.module, new Map());
    pages.get(route.module).set(route.path, route);
  }
  return pages;
}

/** The remote's side: GET /__fragment, cached briefly, with ETags. */
export function createFragmentEndpoint(renderer, env = process.env) {
  const ttl = Number(env.FRAGMENT_TTL_MS || 5000);
  // Finished renders, kept `ttl`; renders under way are shared by the requests that wait for them.
  const cache = boundedCache({ ttl });
  const pending = new Map();
  const pages = serverRenderedPages(renderer.routes);
  const assetBases = allowedAssetBases(renderer.remote, env);
  return async function fragmentEndpoint(req, res, searchParams) {
    const request = {
      module: searchParams.get('module') || '',
      url: searchParams.get('url') || '',
      pattern: searchParams.get('pattern') || '',
      assetBase: searchParams.get('assetBase') || '',
    };
    const json = (status, body, headers = {}) => {
      res.writeHead(status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const refuse = (status, message) => json(status, JSON.stringify({ success: false, message }));
    if (
      !request.module ||
      !request.url.startsWith('/') ||
      // '*': the catch-all, the not-found page of any path no route names.
      !(request.pattern.startsWith('/') || request.pattern === '*') ||
      !request.assetBase
    ) {
      return refuse(400, 'module, url, pattern and assetBase are required');
    }
    const route = pages.get(request.module)?.get(request.pattern);
    if (!route) return refuse(404, 'There is no server-rendered page with that module and pattern');
    if (!assetBases.has(request.assetBase))
      return refuse(400, 'assetBase is not where this remote is served from');
    const asked = new URL(request.url, 'http://x');
    request.url = pageUrl(asked.pathname, asked.searchParams, route.query);
    const key = JSON.stringify(request);
    let entry = cache.get(key);
    if (!entry) {
      let render = pending.get(key);
      if (!render) {
        render = renderer.renderFragment(request).then((fragment) => {
          const body = JSON.stringify(fragment);
          return {
            body,
            size: body.length * 2,
            etag: `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
          };
        });
        pending.set(key, render);
        render
          .then(
            (done) => cache.set(key, done),
            () => undefined,
          )
          .finally(() => pending.delete(key));
      }
      try {
        entry = await render;
      } catch (error) {
        console.error(`[ssr] ${request.module} ${request.url} failed to render`, error);
        return refuse(500, 'This page could not be rendered');
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

/** Hindi pages live under /hi; every other composed page is English. */
export function pageLanguage(pathname) {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';
}

/**
 * The page in each language, for search engines and browsers (`<link rel="alternate" hreflang>`):
 * '/course' and '/hi/course' name each other, and x-default is the English page.
 */
export function alternateLinks(pathname, origin) {
  const english = pageLanguage(pathname) === 'hi' ? pathname.slice(3) || '/' : pathname;
  const hindi = english === '/' ? '/hi' : `/hi${english}`;
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const link = (lang, href) => `<link rel="alternate" hreflang="${lang}" href="${escape(origin + href)}">`;
  return link('en', english) + link('hi', hindi) + link('x-default', english);
}

/** The site's own address for absolute links: SITE_URL when set, else the host the browser used. */
function siteOrigin(req, env) {
  if (env.SITE_URL) return new URL(env.SITE_URL).origin;
  const host = requestHostname(req);
  const port = String(req.headers.host || '').match(/:(\d+)$/)?.[1];
  return `http://${host}${port ? `:${port}` : ''}`;
}

/**
 * Every string put into the document here comes from the request (the path, which a certificate
 * page prints) or from a fragment; as a replacement string, `$'`, `$&`, `` $` `` or `$1` in it would
 * be read as String.prototype.replace patterns and paste pieces of the document into itself. So
 * they go in through replacer functions, whose return value is taken literally.
 */
const literally = (text) => () => text;

function injectIntoIndex(indexHtml, { head, body, json, lang = 'en' }) {
  let out = startAppAfterPaint(indexHtml);
  out = out.replace(/<html lang="[^"]*"/, literally(`<html lang="${lang}"`));
  // The page's own <title> replaces the generic one.
  if (/<title>/.test(head)) out = out.replace(/<title>[\s\S]*?<\/title>/, '');
  if (/<meta name="description"/.test(head)) out = out.replace(/<meta name="description"[^>]*>/, '');
  return out
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace('</head>', literally(`${head}</head>`))
    .replace(
      '<div id="root"></div>',
      literally(
        `<div id="root">${body}</div><script type="application/json" id="aarohi-ssr">${jsonForScript(json)}</script>`,
      ),
    );
}

function fontHead(fonts, lang = 'en') {
  const files = lang === 'hi' ? [...fonts.preload, ...(fonts.preloadHindi ?? [])] : fonts.preload;
  const preload = files
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  return `${preload}<style data-source="fontsource" data-ssr>${fonts.css}</style>`;
}

/**
 * The remotes' route lists as the running remotes publish them (GET <remote>/routes.json), kept
 * FRAGMENT_TTL_MS (5 s) like fragments and revalidated with their ETag, so a remote redeployed with
 * a new page has it composed within seconds, the shell untouched. One entry per remote (a fixed
 * set), each checked by the shell's own rules (renderer.routeListFrom). A remote that does not answer
 * within FRAGMENT_TIMEOUT_MS has no list: its pages go out client-rendered, as when it is down.
 */
export function createRouteLists({ renderer, env = process.env, fetchImpl = fetch }) {
  const ttl = Number(env.FRAGMENT_TTL_MS || 5000);
  const timeout = Number(env.FRAGMENT_TIMEOUT_MS || 1000);
  const entries = new Map(
    renderer.REMOTES.map((remote) => [remote, { routes: null, etag: null, at: -Infinity, pending: null }]),
  );

  async function refresh(remote, entry) {
    try {
      const response = await fetchImpl(`${remoteServerOrigin(remote, env)}/routes.json`, {
        headers: entry.etag && entry.routes ? { 'If-None-Match': entry.etag } : {},
        signal: AbortSignal.timeout(timeout),
      });
      if (response.status !== 304) {
        const routes = response.ok ? renderer.routeListFrom(remote, await response.json()) : null;
        entry.routes = routes;
        entry.etag = routes ? response.headers.get('etag') : null;
      }
    } catch {
      entry.routes = null; // down or slow
      entry.etag = null;
    }
    entry.at = Date.now();
  }

  /** The remote's list; waits for a refresh only when `wait` (the page's owner), else the last known one. */
  return function routeList(remote, { wait = true } = {}) {
    const entry = entries.get(remote);
    if (Date.now() - entry.at > ttl && !entry.pending) {
      entry.pending = refresh(remote, entry).finally(() => (entry.pending = null));
    }
    if (wait && entry.pending) return entry.pending.then(() => entry.routes);
    return Promise.resolve(entry.routes);
  };
}

/** The shell's side: compose a public page from its frame and the owning remote's fragment. */
export function createComposer({ renderer, indexFile, env = process.env, fetchImpl = fetch }) {
  const timeout = Number(env.FRAGMENT_TIMEOUT_MS || 1000);
  // fragment URL → { etag, fragment }: revalidated on every request, so the age bound only lets
  // pages nobody asks for any more go.
  const known = boundedCache({ ttl: Number(env.FRAGMENT_KEEP_MS || 10 * 60_000) });
  const fonts = renderer.fonts();
  const routeList = createRouteLists({ renderer, env, fetchImpl });

  /**
   * Every remote's list for the frame and the browser: the owner's up to date (its page is matched
   * in it), the others as last known, without waiting for them (a slow tutor server must not slow
   * the learner's pages); the browser fetches the ones missing here itself.
   */
  async function routeListsFor(pathname) {
    const owner = renderer.ownerOf(pathname);
    const entries = await Promise.all(
      renderer.REMOTES.map(async (remote) => [remote, await routeList(remote, { wait: remote === owner })]),
    );
    return Object.fromEntries(entries);
  }

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
      const text = await response.text();
      const fragment = JSON.parse(text);
      const etag = response.headers.get('etag');
      if (etag) known.set(url, { etag, fragment, size: text.length * 2 });
      return fragment;
    } catch {
      return null; // down or slow: the page renders in the browser
    }
  }

  /**
   * The composed page's HTML, or null when it is not a server-rendered page. `meta.status` receives
   * the HTTP status the page asked for (404 for a certificate number nobody was given), else 200.
   */
  return async function composePage(req, url, meta = {}) {
    meta.status = 200;
    const { pathname, searchParams } = new URL(url, 'http://x');
    const lists = await routeListsFor(pathname);
    const match = renderer.matchPage(pathname, lists);
    if (!match) return null;
    const hostname = requestHostname(req);
    // The page is rendered for what it reads of the URL; the browser hydrates it at the full URL.
    const page = pageUrl(pathname, searchParams, match.query);
    let fragment = { html: '', css: '', state: undefined };
    if (match.remote) {
      fragment = await fetchFragment(match.remote, {
        module: match.module,
        url: page,
        pattern: match.pattern,
        assetBase: remoteAssetBase(match.remote, hostname, env),
      });
      if (!fragment) return null;
      if (Number.isInteger(fragment.status) && fragment.status >= 400 && fragment.status < 600) {
        meta.status = fragment.status;
      }
    }
    return composeDocument({ renderer, indexFile, env, fonts, req, page, lists, match, fragment });
  };
}

/**
 * One composed page's document: the shell's frame around the fragment, in the built index.html,
 * with the page's head, the fonts, the frame's and the fragment's CSS and the data the browser
 * hydrates from. Exported so e2e/bench/podium-trial.mjs can put the same document around a
 * fragment that reached it another way.
 */
export async function composeDocument({
  renderer,
  indexFile,
  env,
  fonts,
  req,
  page,
  lists,
  match,
  fragment,
}) {
  const { pathname } = new URL(page, 'http://x');
  // The frame's texts in every language (fetched once; the Hindi ones are a chunk of their own).
  await renderer.textsReady?.();
  const frame = renderer.renderFrame(page, lists);
  const { hoisted, body } = splitHoistables(fragment.html);
  const html = frame.html.replace(renderer.FRAGMENT_SLOT, literally(body));
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const alternates = match.remote === 'learner' ? alternateLinks(pathname, siteOrigin(req, env)) : '';
  return injectIntoIndex(indexHtml, {
    lang: pageLanguage(pathname),
    head: `${hoisted}${alternates}${fontHead(fonts, pageLanguage(pathname))}${frame.styleTags}${fragment.css ? `<style data-fragment="${match.remote}">${fragment.css}</style>` : ''}`,
    body: html,
    json: {
      config: runtimeConfigFromEnv(env),
      remote: match.remote,
      module: match.module,
      state: fragment.state,
      routes: lists,
    },
  });
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

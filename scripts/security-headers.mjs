// Security headers of the static frontend servers, apart from serve.mjs so the
// server itself can change freely:
// - a Content-Security-Policy built from the runtime configuration the page will read
//   (`/runtime-config.json`: the API and the two remotes; whatever it leaves out is derived from the
//   page's host name and the default ports, exactly as the browser does in resolveRuntimeConfig);
// - X-Frame-Options: DENY (and frame-ancestors 'none') on every response;
// - Access-Control-Allow-Origin: * only on what Module Federation fetches cross-origin (manifests,
//   remoteEntry.js, chunks, fonts, images, the PDF template and HarfBuzz's wasm), never on index.html or
//   runtime-config.json.
// styled-components injects <style> elements at runtime and the sandbox checkout dialog styles its
// elements inline, so style-src allows 'unsafe-inline'; scripts never run inline and never eval
// (only WebAssembly may be compiled: 'wasm-unsafe-eval').
// Server-rendered data travels in <script type="application/json"> blocks, which CSP does not run.
import path from 'node:path';
import { DEFAULT_PORTS } from '../contracts/src/ports.mjs';

/** The Razorpay checkout's own origins, allowed only when that provider is configured. */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
};

// routes.json: a remote's route list, read by the shell's page from another origin.
const CROSS_ORIGIN_FILES = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'routes.json']);
const CROSS_ORIGIN_EXTENSIONS = new Set([
  '.woff',
  '.woff2',
  '.ttf',
  '.otf', // fonts
  '.svg',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico', // images
  '.pdf', // the payment-confirmation template pdf-lib fetches from the learner app
  '.wasm', // HarfBuzz, fetched from the learner app when the PDF is built
]);

/** True for the files another origin's page fetches from this server (federation, fonts, images). */
export function isCrossOriginAsset(requestPath) {
  const clean = requestPath.split('?')[0];
  if (CROSS_ORIGIN_FILES.has(path.posix.basename(clean))) return true;
  if (clean.startsWith('/chunks/')) return true;
  return CROSS_ORIGIN_EXTENSIONS.has(path.posix.extname(clean).toLowerCase());
}

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** A host name fit to put in a header; anything else falls back to loopback. */
function safeHostname(hostname) {
  return /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/i.test(hostname ?? '') ? hostname : '127.0.0.1';
}

/**
 * The origins the page talks to, resolved the way the browser resolves its runtime configuration.
 * @param {{ apiBaseUrl?: string, remotes?: { learner?: string, tutor?: string, backoffice?: string }, ports?: Record<string, number> }} runtimeConfig
 * @param {string} hostname the page's host name (the request's Host without the port)
 */
export function pageOrigins(runtimeConfig, hostname) {
  const host = safeHostname(hostname);
  const ports = { ...DEFAULT_PORTS, ...(runtimeConfig.ports ?? {}) };
  const derived = (port) => `http://${host}:${port}`;
  return {
    api: originOf(runtimeConfig.apiBaseUrl ?? '') ?? derived(ports.api),
    remotes: [
      originOf(runtimeConfig.remotes?.learner ?? '') ?? derived(ports.learner),
      originOf(runtimeConfig.remotes?.tutor ?? '') ?? derived(ports.tutor),
      originOf(runtimeConfig.remotes?.backoffice ?? '') ?? derived(ports.backoffice),
    ],
  };
}

const unique = (list) => [...new Set(list.filter(Boolean))];

/** The Content-Security-Policy of a page served with this runtime configuration. */
export function contentSecurityPolicy(runtimeConfig, { hostname, paymentProvider } = {}) {
  const { api, remotes } = pageOrigins(runtimeConfig, hostname);
  const razorpay = paymentProvider === 'razorpay';
  const directives = {
    'default-src': ["'self'"],
    // Remotes' remoteEntry.js and chunks; the API's /sandbox/checkout.js (or Razorpay's checkout).
    // 'wasm-unsafe-eval' lets the page compile WebAssembly (HarfBuzz, which shapes her name in the
    // payment confirmation PDF) and nothing else: JavaScript eval stays refused.
    'script-src': unique([
      "'self'",
      "'wasm-unsafe-eval'",
      ...remotes,
      api,
      ...(razorpay ? RAZORPAY.script : []),
    ]),
    'connect-src': unique(["'self'", api, ...remotes, ...(razorpay ? RAZORPAY.connect : [])]),
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': unique(["'self'", ...remotes, 'data:']),
    'img-src': unique(["'self'", ...remotes, api, 'data:', 'blob:']),
    'frame-src': razorpay ? RAZORPAY.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The design catalogue (the static Storybook build) is not the product: its manager frames its own
 * preview (iframe.html) and both pages boot from inline scripts. It gets a policy of its own —
 * same-origin framing only, nothing loaded from elsewhere, no plugins — instead of the product's.
 */
export const CATALOGUE_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Headers for one response of the catalogue's static server. */
export function catalogueHeaders({ html = false } = {}) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    ...(html ? { 'Content-Security-Policy': CATALOGUE_POLICY } : {}),
  };
}

/**
 * Headers for one response of a static frontend server.
 * @param {object} runtimeConfig what /runtime-config.json serves (runtimeConfigFromEnv + the file)
 * @param {string} requestPath the request's path (`/`, `/payment`, `/remoteEntry.js`, …)
 * @param {{ hostname?: string, paymentProvider?: string, html?: boolean }} [context]
 *   hostname: the page's host name; paymentProvider: the API's PAYMENT_PROVIDER;
 *   html: the response is an HTML page (index.html or a deep-link fallback)
 */
export function securityHeaders(runtimeConfig, requestPath, context = {}) {
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
  if (context.html) headers['Content-Security-Policy'] = contentSecurityPolicy(runtimeConfig, context);
  else if (isCrossOriginAsset(requestPath)) headers['Access-Control-Allow-Origin'] = '*';
  return headers;
}

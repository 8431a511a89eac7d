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
// Per deployment and request:
// - Strict-Transport-Security only when the answer travels over TLS (RFC 6797 section 7.2 forbids it over
//   plain HTTP): a TLS socket, X-Forwarded-Proto https from a trusted proxy (TRUST_PROXY=1), or a
//   deployment reached over TLS only (TLS_ONLY=1). Behind the deploy config's nginx, nginx sends it.
// - Permissions-Policy on every answer: no device or sensor for any document or frame; payment for
//   the page itself (and Razorpay's checkout frame when it is the provider).
// - Pages: Cross-Origin-Opener-Policy same-origin, so no other site's window keeps a handle on
//   ours; with Razorpay, same-origin-allow-popups, because its checkout opens bank and UPI windows
//   that report back to the page that opened them.
// - Cross-Origin-Resource-Policy: same-origin for pages; cross-origin for the files other origins'
//   pages load (remoteEntry.js, chunks, fonts, images: the ones with CORS `*`, so readable by any
//   origin already), because Chromium blocks `same-site` between two ports of 127.0.0.1
//   (ERR_BLOCKED_BY_RESPONSE.NotSameSite on the shell's page, measured in e2e); same-site for the
//   rest.
import path from 'node:path';
import { DEFAULT_PORTS } from '../contracts/src/ports.mjs';
import { permissionsPolicy } from '../contracts/src/permissions-policy.mjs';

/** The Razorpay checkout's own origins, allowed only when that provider is configured. */
const RAZORPAY = {
  origin: 'https://api.razorpay.com',
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

const HSTS = 'max-age=31536000; includeSubDomains';
const PERMISSIONS = permissionsPolicy();
const PERMISSIONS_RAZORPAY = permissionsPolicy({ payment: [RAZORPAY.origin] });

/**
 * Whether this request's answer travels over TLS, as far as this server can tell: its own socket,
 * the X-Forwarded-Proto of a proxy it trusts (TRUST_PROXY=1; its first value, the client's side),
 * or a deployment reached over TLS only (TLS_ONLY=1).
 * @param {import('node:http').IncomingMessage} req
 * @param {Record<string, string | undefined>} env
 */
export function servedOverTls(req, env = {}) {
  const yes = (value) => ['1', 'true', 'yes'].includes(String(value ?? '').toLowerCase());
  if (yes(env.TLS_ONLY) || req.socket?.encrypted) return true;
  if (!yes(env.TRUST_PROXY)) return false;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim().toLowerCase();
  return forwarded === 'https';
}

/**
 * Headers for one response of a static frontend server.
 * @param {object} runtimeConfig what /runtime-config.json serves (runtimeConfigFromEnv + the file)
 * @param {string} requestPath the request's path (`/`, `/payment`, `/remoteEntry.js`, …)
 * @param {{ hostname?: string, paymentProvider?: string, html?: boolean, tls?: boolean }} [context]
 *   hostname: the page's host name; paymentProvider: the API's PAYMENT_PROVIDER;
 *   html: the response is an HTML page (index.html or a deep-link fallback);
 *   tls: the answer travels over TLS (servedOverTls)
 */
export function securityHeaders(runtimeConfig, requestPath, context = {}) {
  const razorpay = context.paymentProvider === 'razorpay';
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': razorpay ? PERMISSIONS_RAZORPAY : PERMISSIONS,
  };
  if (context.tls) headers['Strict-Transport-Security'] = HSTS;
  if (context.html) {
    headers['Content-Security-Policy'] = contentSecurityPolicy(runtimeConfig, context);
    headers['Cross-Origin-Opener-Policy'] = razorpay ? 'same-origin-allow-popups' : 'same-origin';
    headers['Cross-Origin-Resource-Policy'] = 'same-origin';
  } else {
    if (isCrossOriginAsset(requestPath)) {
      headers['Access-Control-Allow-Origin'] = '*';
      headers['Cross-Origin-Resource-Policy'] = 'cross-origin';
    } else {
      headers['Cross-Origin-Resource-Policy'] = 'same-site';
    }
  }
  return headers;
}

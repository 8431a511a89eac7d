/**
 * The security headers of every answer, computed once: @fastify/helmet rebuilt its directives on
 * each request, a tenth of the CPU of a cached read. Same headers as helmet's defaults, with a CSP
 * for JSON (nothing to load, never framed); the docs UI and the sandbox script set their own.
 *
 * Per deployment and per request, on top of the fixed set:
 * - Strict-Transport-Security only on answers that travel over TLS (RFC 6797 section 7.2 forbids it over
 *   plain HTTP): the request came in over TLS (a TLS socket, or X-Forwarded-Proto https from a proxy
 *   listed in TRUST_PROXY — checked here against the peer's address, because Fastify's own
 *   `request.protocol` believes the header from anyone once any proxy is trusted), or the deployment
 *   says it is reached over TLS only (TLS_ONLY=1). Behind the deploy config's nginx, nginx sends it.
 * - Cache-Control: no-store unless a route sets its own policy (the few answers that are the same
 *   for everyone say `public, max-age=…`), and no-store on every answer to a request that carries
 *   a session unless its route called the answer public: nothing a signed-in person reads is kept
 *   by a browser or a shared cache.
 */
import type { TLSSocket } from 'node:tls';
import fp from 'fastify-plugin';
import proxyAddr from '@fastify/proxy-addr';
import { permissionsPolicy } from '@ai-women/contracts/permissions-policy';
import { SESSION_COOKIE } from '../auth/session-store';

const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  // The frontends on other ports of the same host load the checkout script and open PDF links.
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  // The API's documents (JSON, the docs UI) take no payment and use no device.
  'permissions-policy': permissionsPolicy({ payment: false }),
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

const HSTS = 'max-age=31536000; includeSubDomains';
const SESSION_IN_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE.replace(/\./g, '\\.')}=`);

export interface SecurityHeadersOptions {
  /** The deployment is reached over TLS only (a proxy that does not say so): HSTS on every answer. */
  tlsOnly?: boolean;
  /** The proxies whose X-Forwarded-Proto is believed (the API's TRUST_PROXY); false: none. */
  trustProxy?: false | string[];
}

/** The last hop's word on the scheme, as a proxy appends it. */
function forwardedProto(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.at(-1) : header;
  return value?.split(',').at(-1)?.trim().toLowerCase();
}

export default fp<SecurityHeadersOptions>(
  async (app, { tlsOnly = false, trustProxy = false }) => {
    const trusted = trustProxy ? proxyAddr.compile(trustProxy) : () => false;
    const overTls = (socket: TLSSocket, header: string | string[] | undefined): boolean =>
      socket.encrypted === true || (trusted(socket.remoteAddress ?? '', 0) && forwardedProto(header) === 'https');
    app.addHook('onRequest', (req, reply, done) => {
      reply.headers(SECURITY_HEADERS);
      if (tlsOnly || overTls(req.raw.socket as TLSSocket, req.headers['x-forwarded-proto']))
        reply.header('strict-transport-security', HSTS);
      done();
    });
    app.addHook('onSend', (req, reply, payload, done) => {
      const cookie = req.headers.cookie;
      if (cookie && SESSION_IN_COOKIE.test(cookie)) {
        const policy = String(reply.getHeader('cache-control') ?? '');
        if (!/\bno-store\b/.test(policy) && !/\bpublic\b/.test(policy)) reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'aarohi-security-headers' },
);

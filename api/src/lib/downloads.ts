// How the API hands a file to the browser: the Content-Disposition header for any name, and a
// stored PDF streamed through the API. Used by every area that serves documents (uploads,
// certificates, session materials, invoices and credit notes, staff downloads).
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/**
 * The display name of a file someone uploaded (storage never uses it: keys are random): NFC, any
 * script, no path, no control or reserved characters, at most 150 characters; `fallback` when
 * nothing is left.
 */
export function storedFileName(name: string, fallback: string): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{C}<>:"|?*]/gu, '_')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 150);
  return cleaned || fallback;
}

/**
 * RFC 6266 Content-Disposition for any file name: an ASCII `filename` fallback (every other
 * character becomes `_`, quotes and backslashes too) and the exact name as RFC 5987
 * `filename*=UTF-8''…` (percent-encoded, including the ' ( ) * that encodeURIComponent leaves).
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.normalize('NFC').replace(/[^\x20-\x7e]+|["\\]/g, '_');
  const encoded = encodeURIComponent(name.normalize('NFC')).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Streams a stored PDF through the API (the session check above it is the access control; no
 * bucket URL ever reaches the browser).
 */
export function sendPdf(reply: FastifyReply, file: { body: Readable; size?: number }, disposition: string) {
  reply
    .type('application/pdf')
    .header('content-disposition', disposition)
    .header('cache-control', 'private, no-store');
  if (file.size !== undefined) reply.header('content-length', String(file.size));
  return reply.send(file.body);
}

/**
 * Streams a member's uploaded photo or PDF through the API: a photo opens in the page (an <img>), a
 * PDF downloads, and the browser never sniffs either as anything else or runs it as a page.
 */
export function sendUploadedFile(
  reply: FastifyReply,
  file: { body: Readable; size?: number },
  p: { mime: string; name: string; inline: boolean },
) {
  reply
    .type(p.mime)
    .header('content-disposition', contentDisposition(p.inline ? 'inline' : 'attachment', p.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', 'private, no-store');
  // A photo is an <img> on pages served from other ports of this host, and Chromium refuses a
  // same-site resource across 127.0.0.1 ports. Another site's <img> gets no session cookie (it is
  // SameSite=Lax), so the route refuses it before this: opening the policy lends the photo to nobody.
  if (p.inline) reply.header('cross-origin-resource-policy', 'cross-origin');
  if (file.size !== undefined) reply.header('content-length', String(file.size));
  return reply.send(file.body);
}

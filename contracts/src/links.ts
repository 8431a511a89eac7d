/**
 * One rule for every link we store and later hand out or redirect to (a batch's meeting link, a
 * session's recording): what the person typed is parsed, refused when it hides anything, and stored
 * as the parser's own normalised `href`.
 *
 * Why the raw text is never stored: `new URL()` quietly drops tabs and line breaks, so a link pasted
 * from a two-line invite parses fine while the text itself still holds a line break — which no HTTP
 * header can carry, so a redirect to it fails. The normalised `href` is always ASCII (host in
 * punycode, path, query and fragment percent-encoded), so a link in any script is kept, not refused.
 *
 * Spaces at the two ends are trimmed (a copied link often brings one along, and nothing of the link
 * is lost); anything invisible *inside* it is refused with a message that says so.
 */

export const LINK_MESSAGES = {
  hidden:
    'The link must be one line with no spaces, tabs, line breaks or hidden characters. Copy only the link and paste it again.',
} as const;

/** The longest link anyone may type (the normalised form may be longer: see HREF_MAX). */
export const LINK_MAX = 500;
/** Percent-encoding a link in another script can triple it; beyond this it is refused as too long. */
export const HREF_MAX = 2048;

export type LinkProblem = 'required' | 'tooLong' | 'hidden' | 'scheme' | 'invalid';
export type LinkResult = { href: string; problem?: undefined } | { href?: undefined; problem: LinkProblem };

export interface LinkOptions {
  /** Development only: http (and https) to this machine by name or loopback address. */
  allowLocal?: boolean;
  maxLength?: number;
}

/**
 * Control characters (C0, DEL, C1), every space and line/paragraph separator, invisible format
 * characters (zero-width, bidi controls, soft hyphen, byte-order mark) and unpaired surrogates.
 */
const HIDDEN_RE = /[\p{Cc}\p{Z}\s\p{Cf}\p{Cs}]/u;
const LOCAL_HOST_RE = /^(?:localhost|127\.0\.0\.1)$/;

/** The link as it is stored (normalised `href`), or why it cannot be. */
export function normaliseLink(value: unknown, options: LinkOptions = {}): LinkResult {
  const { allowLocal = false, maxLength = LINK_MAX } = options;
  const s = typeof value === 'string' ? value.trim() : '';
  if (s === '') return { problem: 'required' };
  if (s.length > maxLength) return { problem: 'tooLong' };
  if (HIDDEN_RE.test(s)) return { problem: 'hidden' };
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return { problem: /^[a-z][a-z0-9+.-]*:/i.test(s) && !/^https:/i.test(s) ? 'scheme' : 'invalid' };
  }
  const local = allowLocal && LOCAL_HOST_RE.test(url.hostname);
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) return { problem: 'scheme' };
  // A host without a dot is not a place students can reach; user:password@ in front of the host
  // only serves to disguise where a link goes (https://meet.google.com@elsewhere.example).
  if ((!url.hostname.includes('.') && !local) || url.username !== '' || url.password !== '')
    return { problem: 'invalid' };
  if (url.href.length > HREF_MAX) return { problem: 'tooLong' };
  return { href: url.href };
}

/**
 * Where a redirect may send her for a link already stored: its normalised `href`, or null when the
 * stored text is no usable link at all. Links saved before this rule may still hold a line break or
 * a tab; the browser would have ignored those, and so does this, so the redirect never carries a
 * character a header cannot.
 */
export function redirectTarget(stored: string | null | undefined): string | null {
  if (!stored) return null;
  let url: URL;
  try {
    url = new URL(stored.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const href = url.href;
  // The URL serialiser writes only printable ASCII; checked anyway, because this value goes into a header.
  return /^[\x21-\x7e]+$/.test(href) ? href : null;
}

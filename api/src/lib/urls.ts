import type { Config } from '../config';

/**
 * Base URL for links the API hands out (PDF downloads, checkout script) and the origin of its own
 * docs page: from configuration only (`PUBLIC_URL`, else the listening address), never from the
 * request's Host header, which the client chooses.
 */
export function apiBaseUrl(config: Config): string {
  return config.publicUrl;
}

/** The origin the API itself is served from (swagger UI's "try it out" posts from there). */
export function selfOrigin(config: Config): string {
  return new URL(config.publicUrl).origin;
}

/**
 * A session's Join: the one way its meeting link leaves the API. The route checks she may join,
 * records the click for the tutor's roster and only then redirects to the meeting, so responses,
 * notices, mails and calendars carry this URL and never the meeting link itself.
 */
export function sessionJoinUrl(apiBase: string, sessionId: number): string {
  return `${apiBase.replace(/\/+$/, '')}/api/sessions/${sessionId}/join`;
}

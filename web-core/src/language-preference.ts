// Her language choice, remembered in a cookie: no i18next here, so the session code can keep her
// account's language without carrying the translation library.
export type Language = 'en' | 'hi';
export const LANGUAGES: readonly Language[] = ['en', 'hi'];
export const DEFAULT_LANGUAGE: Language = 'en';
/** What the header's switch shows for each language, in that language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };
export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'hi';

/** The cookie that remembers her choice (readable by every app on this host, a year). */
export const LANGUAGE_COOKIE = 'aarohi_lang';
export const LANGUAGE_CHANGE_EVENT = 'aarohi:language';

export function readLanguageCookie(
  cookie = typeof document === 'undefined' ? '' : document.cookie,
): Language | null {
  const match = /(?:^|;\s*)aarohi_lang=([^;]*)/.exec(cookie);
  return match && isLanguage(match[1]) ? match[1] : null;
}

/**
 * Remembers her choice in the cookie and tells every app on the page (each bundle may hold its own
 * copy of this module, so the news goes through a window event rather than a module variable).
 */
export function setPreferredLanguage(language: Language) {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGE_EVENT, { detail: language }));
}

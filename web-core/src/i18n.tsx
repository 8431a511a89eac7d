/**
 * The site's languages: English (the default, at the URLs the site always had) and Hindi.
 *
 * - One i18next instance per page (`i18n`, made by `createI18n`): initialised synchronously with
 *   bundled resources and no HTTP backend, so a server render and the browser's first render read
 *   the same strings and hydration agrees. Each app adds its own namespace at import time
 *   (`registerTranslations`), so the shell's header never carries the learner's page texts.
 * - The language of a page comes from its URL on public pages (`/hi`, `/hi/course`, …), and from
 *   her choice (a cookie, and her account once signed in) in the student area, which has one URL
 *   for both languages and is never rendered by a server.
 * - `useT(ns)` gives a `t` fixed to that language; `Trans` renders a string with markup in it.
 */
import {
  createContext,
  useCallback,
  useContext,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import { Trans as I18nextTrans } from 'react-i18next';

export * from './language-preference';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CHANGE_EVENT,
  readLanguageCookie,
  type Language,
} from './language-preference';

/** BCP 47 tags for dates and numbers. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** An i18next instance ready on return: resources bundled, no backend, no language detection. */
export function createI18n(resources: Record<Language, Record<string, object>> = { en: {}, hi: {} }): I18n {
  const instance = createInstance();
  void instance.init({
    resources,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    // React escapes what it renders; escaping here too would show &amp; on the page.
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** The page's instance (one per bundle on a server, one per page in the browser). */
export const i18n = createI18n();

/** Adds an app's texts under its namespace (idempotent: a re-import adds nothing new). */
export function registerTranslations(ns: string, bundles: Record<Language, object>) {
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, ns))
      i18n.addResourceBundle(language, ns, bundles[language], true, false);
  }
}

// ---------------------------------------------------------------- URLs

/** Every Hindi page lives under this prefix: `/hi`, `/hi/course`. */
export const HINDI_PREFIX = '/hi';

/** The language a URL names: Hindi under /hi, else none (the page decides). */
export function languageOfPath(pathname: string): Language | null {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : null;
}

/** The English path of a page ('/hi/course' → '/course', '/hi' → '/'). */
export function stripLanguage(pathname: string): string {
  if (!languageOfPath(pathname)) return pathname;
  return pathname.slice(HINDI_PREFIX.length) || '/';
}

/** The path of a page in a language ('/course', 'hi' → '/hi/course'); a query or hash is kept. */
export function localizePath(path: string, language: Language): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const [, pathname = '', rest = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  const english = stripLanguage(pathname);
  if (language === 'en') return english + rest;
  return (english === '/' ? HINDI_PREFIX : HINDI_PREFIX + english) + rest;
}

// ---------------------------------------------------------------- her choice

const CHANGE_EVENT = LANGUAGE_CHANGE_EVENT;

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

/** Her remembered choice; English on a server and before she chose. */
export function usePreferredLanguage(): Language {
  return useSyncExternalStore(
    subscribe,
    () => readLanguageCookie() ?? DEFAULT_LANGUAGE,
    () => DEFAULT_LANGUAGE,
  );
}

// ---------------------------------------------------------------- which language a page shows

/**
 * Where a page takes its language from: 'url' (public pages: /hi is Hindi, the rest English, the
 * same on the server and in the browser) or 'preference' (the student area: her choice).
 */
export type LanguageSource = 'url' | 'preference';
const LanguageSourceContext = createContext<LanguageSource>('url');

/** The student area follows her choice at its own URLs (it is never rendered by a server). */
export function FollowPreferredLanguage({ children, when = true }: { children: ReactNode; when?: boolean }) {
  return (
    <LanguageSourceContext.Provider value={when ? 'preference' : 'url'}>
      {children}
    </LanguageSourceContext.Provider>
  );
}

/** The language of the page at `pathname` (the router's location, which the apps pass in). */
export function useLanguage(pathname: string): Language {
  const source = useContext(LanguageSourceContext);
  const preferred = usePreferredLanguage();
  return languageOfPath(pathname) ?? (source === 'preference' ? preferred : DEFAULT_LANGUAGE);
}

/** `t` fixed to the page's language and the given namespace, with the language and a path helper. */
export function useT(ns: string, pathname: string) {
  const language = useLanguage(pathname);
  const t = i18n.getFixedT(language, ns) as TFunction;
  const path = useCallback(
    (to: string) => (language === 'hi' && isPublicPath(to) ? localizePath(to, 'hi') : to),
    [language],
  );
  return { t, language, locale: LOCALES[language], path };
}

/**
 * The English paths that have a Hindi twin (the public pages). The student area has one URL for
 * both languages, so a link into it is never prefixed.
 */
const PUBLIC_PAGES = [
  '/',
  '/blogs',
  '/login',
  '/register',
  '/registerchoice',
  '/loginchoice',
  '/forgot-password',
  '/reset-password',
  '/about',
  '/experts-blog',
  '/course',
  '/wonderwomen',
  '/contact',
  '/payment',
  '/redirection',
  '/terms-and-conditions',
  '/privacy-policy',
];
export function isPublicPath(path: string): boolean {
  const pathname = stripLanguage(path.replace(/[?#].*$/, ''));
  return PUBLIC_PAGES.includes(pathname) || pathname.startsWith('/register/');
}
export const HINDI_PUBLIC_PAGES: readonly string[] = PUBLIC_PAGES;

type TransProps = Omit<ComponentProps<typeof I18nextTrans>, 'i18n' | 'ns'> & { ns: string; t: TFunction };

/** A translated string with markup (`<0>…</0>` placeholders filled by `components`), with the page's `t`. */
export function Trans({ ns, t, ...props }: TransProps) {
  return <I18nextTrans i18n={i18n} t={t} ns={ns} {...(props as object)} />;
}

/**
 * The keys of `reference` that `translation` lacks (or holds with another shape), as dotted paths:
 * what a test checks so that no Hindi text is missing and no page falls back to English unnoticed.
 */
export function missingKeys(reference: unknown, translation: unknown, prefix = ''): string[] {
  if (typeof reference === 'string')
    return typeof translation === 'string' && translation.trim() !== '' ? [] : [prefix];
  if (Array.isArray(reference)) {
    if (!Array.isArray(translation) || translation.length !== reference.length) return [prefix];
    return reference.flatMap((item, i) => missingKeys(item, translation[i], `${prefix}[${i}]`));
  }
  if (reference && typeof reference === 'object') {
    const other = (translation && typeof translation === 'object' ? translation : {}) as Record<
      string,
      unknown
    >;
    return Object.entries(reference).flatMap(([key, value]) =>
      missingKeys(value, other[key], prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

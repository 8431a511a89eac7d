/**
 * The site's languages: English (the default, at the URLs the site always had) and Hindi.
 *
 * - Texts are i18next-format JSON (nested keys, `{{name}}` placeholders, `_one`/`_other` plural
 *   keys, `<0>…</0>` for markup), one namespace per app (`registerTranslations`), so the shell's
 *   header never carries the learner's page texts.
 * - English is bundled with each app and ready at once. Hindi is a separate chunk per app, loaded
 *   only when a Hindi page or a Hindi reader needs it (`ensureLanguage`): an English visitor
 *   downloads no Hindi text and no translation library. The few lines below do what the pages use
 *   of i18next (lookup, interpolation, plurals, objects, markup); i18next and react-i18next cost
 *   20 KB gzip on every first load, and a test checks that these lines give i18next's output for
 *   every text of both languages.
 * - A server render and the browser's first render read the same strings: the servers load every
 *   language before rendering, and the browser loads the page's language before it hydrates.
 * - The language of a page comes from its URL on public pages (`/hi`, `/hi/course`, …), and from
 *   her choice (a cookie, and her account once signed in) in the student area, which has one URL
 *   for both languages and is never rendered by a server.
 * - `useT(ns)` gives a `t` fixed to that language; `Trans` renders a string with markup in it.
 */
import {
  cloneElement,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';

export * from './language-preference';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CHANGE_EVENT,
  readLanguageCookie,
  setPreferredLanguage,
  type Language,
} from './language-preference';

/** BCP 47 tags for dates and numbers. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

// ---------------------------------------------------------------- the texts

type Texts = Record<string, unknown>;
/** A language's texts, or how to fetch them (a dynamic import: its own chunk). */
export type TextsSource = Texts | (() => Promise<Texts | { default: Texts }>);

interface Namespace {
  texts: Partial<Record<Language, Texts>>;
  registered: boolean;
  loaders: Partial<Record<Language, () => Promise<Texts | { default: Texts }>>>;
}
const namespaces = new Map<string, Namespace>();
const loading = new Map<string, Promise<void>>();
const textListeners = new Set<() => void>();

/**
 * Adds an app's texts under its namespace. English is given as texts (what every page falls back
 * to); it may be empty here and arrive section by section with `addTexts`. Registering a namespace
 * again adds nothing new.
 */
export function registerTranslations(ns: string, bundles: { en: Texts } & Record<Language, TextsSource>) {
  const entry = namespaceOf(ns);
  if (entry.registered) return;
  entry.registered = true;
  for (const language of LANGUAGES) {
    const source = bundles[language];
    if (typeof source === 'function') entry.loaders[language] = source;
    else entry.texts[language] = { ...source, ...entry.texts[language] };
  }
}

/**
 * Adds sections of a namespace's texts in one language. A page's module adds the sections it reads
 * when it is imported, so each page's chunk carries its own texts and a first visit downloads only
 * the page it opens (the learner's English texts for every page are 36 KB).
 */
export function addTexts(ns: string, language: Language, sections: Texts) {
  const entry = namespaceOf(ns);
  entry.texts[language] = { ...entry.texts[language], ...sections };
}

function namespaceOf(ns: string): Namespace {
  let entry = namespaces.get(ns);
  if (!entry) namespaces.set(ns, (entry = { texts: {}, loaders: {}, registered: false }));
  return entry;
}

/** Whether a language's texts are here (for one namespace, or for every one registered so far). */
export function isLanguageReady(language: Language, ns?: string): boolean {
  const list = ns ? [namespaces.get(ns)] : [...namespaces.values()];
  return list.every((entry) => !entry || entry.texts[language] !== undefined);
}

/** Fetches a language's texts for every namespace registered so far; resolves when they are here. */
export function ensureLanguage(language: Language): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (const [ns, entry] of namespaces) {
    const load = entry.loaders[language];
    if (entry.texts[language] !== undefined || !load) continue;
    const key = `${language}:${ns}`;
    let job = loading.get(key);
    if (!job) {
      job = load().then(
        (loaded) => {
          entry.texts[language] = ('default' in loaded ? loaded.default : loaded) as Texts;
          for (const listener of textListeners) listener();
        },
        (error: unknown) => {
          // Forget the failure so the next page asks again; until then the page stays in English.
          loading.delete(key);
          console.warn(`[i18n] could not load the ${language} texts of ${ns}`, error);
        },
      );
      loading.set(key, job);
    }
    jobs.push(job);
  }
  return Promise.all(jobs).then(() => undefined);
}

/** Every language of every namespace registered so far (servers, tests and the catalogue). */
export const loadAllLanguages = () => Promise.all(LANGUAGES.map(ensureLanguage)).then(() => undefined);

/** Loads a language, then makes it her choice: the page switches once, straight into the new language. */
export async function chooseLanguage(language: Language) {
  await ensureLanguage(language);
  setPreferredLanguage(language);
}

function subscribeTexts(onChange: () => void) {
  textListeners.add(onChange);
  return () => textListeners.delete(onChange);
}

/** Options of `t`: placeholder values, `count` (plural forms) and `returnObjects` (a list or a group of texts). */
export type TOptions = Record<string, unknown> & { count?: number; returnObjects?: boolean };
export type TFunction = (key: string, options?: TOptions) => string;

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralCategory(language: Language, count: number) {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(LOCALES[language])));
  return rules.select(count);
}

function lookup(texts: Texts | undefined, key: string): unknown {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const PLACEHOLDER = /\{\{\s*-?\s*([^}\s,]+)[^}]*\}\}/g;
function interpolate(value: unknown, options: TOptions | undefined): unknown {
  if (typeof value === 'string') {
    if (!options) return value;
    return value.replace(PLACEHOLDER, (whole, name: string) => {
      const found = lookup(options, name);
      return found === undefined || found === null ? whole : String(found);
    });
  }
  if (Array.isArray(value)) return value.map((item) => interpolate(item, options));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, options)]));
  return value;
}

const warned = new Set<string>();
function warnOnce(message: string) {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

/** The text for `key` in `language`, else in English (logged once), else the key itself. */
function translate(language: Language, ns: string, key: string, options?: TOptions): unknown {
  const entry = namespaces.get(ns);
  const candidates =
    typeof options?.count === 'number' ? [`${key}_${pluralCategory(language, options.count)}`, key] : [key];
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  for (const from of languages) {
    for (const candidate of candidates) {
      const value = lookup(entry?.texts[from], candidate);
      if (typeof value === 'string' || (options?.returnObjects && value && typeof value === 'object')) {
        if (from !== language) warnOnce(`[i18n] ${ns}:${key} has no ${language} text; showing ${from}`);
        return interpolate(value, options);
      }
    }
  }
  warnOnce(`[i18n] ${ns}:${key} has no text`);
  return key;
}

/** `t` for one language and namespace. */
export function fixedT(language: Language, ns: string): TFunction {
  return (key, options) => translate(language, ns, key, options) as string;
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

/**
 * `t` fixed to the page's language and the given namespace, with the language and a path helper.
 * If that language's texts are still on their way (she switched, or a page of another app opened),
 * the page shows English meanwhile and re-renders once they are here.
 */
export function useT(ns: string, pathname: string) {
  const language = useLanguage(pathname);
  const ready = useSyncExternalStore(
    subscribeTexts,
    () => isLanguageReady(language, ns),
    () => isLanguageReady(language, ns),
  );
  useEffect(() => {
    if (!ready) void ensureLanguage(language);
  }, [ready, language]);
  const shown = ready ? language : DEFAULT_LANGUAGE;
  const t = useMemo(() => fixedT(shown, ns), [shown, ns]);
  const path = useCallback(
    (to: string) => (language === 'hi' && isPublicPath(to) ? localizePath(to, 'hi') : to),
    [language],
  );
  return { t, language, locale: LOCALES[shown], path };
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
  '/confirm-email',
];
export function isPublicPath(path: string): boolean {
  const pathname = stripLanguage(path.replace(/[?#].*$/, ''));
  return PUBLIC_PAGES.includes(pathname) || PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
export const HINDI_PUBLIC_PAGES: readonly string[] = PUBLIC_PAGES;
/** Public pages with a parameter (a course, a blog post, a certificate's record): all have a Hindi twin. */
const PUBLIC_PREFIXES = ['/register/', '/course/', '/blogs/', '/verify/'];

interface TransProps {
  ns: string;
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  /** The elements `<0>…</0>`, `<1/>` (by number) or `<mail>…</mail>` (by name) stand for. */
  components?: readonly ReactElement[] | Readonly<Record<string, ReactElement>>;
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/** A text with tags as React nodes: `<0>₹1,999</0>` → components[0] holding "₹1,999". */
function withComponents(text: string, components: TransProps['components'] = []): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const name = match[1] ?? match[3]!;
    const component = (components as Record<string, ReactElement | undefined>)[name];
    const inner = match[2] === undefined ? undefined : withComponents(match[2], components);
    if (component && isValidElement(component))
      nodes.push(cloneElement(component, { key: nodes.length }, ...(inner ?? [])));
    else nodes.push(...(inner ?? []));
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** A translated string with markup (`<0>…</0>` placeholders filled by `components`), with the page's `t`. */
export function Trans({ t, i18nKey, values, components }: TransProps) {
  return <>{withComponents(t(i18nKey, values), components)}</>;
}

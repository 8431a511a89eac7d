import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './routeTable';
import { runtimeConfig } from '@ai-women/web-core/config';
import {
  DEFAULT_LANGUAGE,
  ensureLanguage,
  isPublicPath,
  languageOfPath,
  readLanguageCookie,
  type Language,
} from '@ai-women/web-core/i18n';

type PageModule = { default: ComponentType };

/**
 * A remote's container script: remoteEntry.js beside the manifest its configuration names. The
 * production runtime is built without the manifest snapshot (3.8 KB gzip less on every page), so
 * the runtime is given the entry itself, which also saves the manifest's round trip.
 */
export function remoteEntryUrl(manifest: string): string {
  return new URL('remoteEntry.js', new URL(manifest, window.location.href)).href;
}

/** Tells the federation runtime where each remote's container is (again, `force`, after a failure). */
export function registerRemoteEntries(remotes: readonly RemoteName[], force = false) {
  const config = runtimeConfig();
  const entries = remotes.flatMap((name) => {
    const manifest = config?.remotes[name];
    return manifest ? [{ name, entry: remoteEntryUrl(manifest) }] : [];
  });
  if (entries.length) registerRemotes(entries, { force });
}
const cache = new Map<string, LazyExoticComponent<ComponentType> | ComponentType>();

/**
 * The language the page at this address will show: its URL's on public pages, her choice in the
 * student area (which has one URL for both).
 */
export function languageAt(pathname: string): Language {
  return (
    languageOfPath(pathname) ??
    (isPublicPath(pathname) ? DEFAULT_LANGUAGE : (readLanguageCookie() ?? DEFAULT_LANGUAGE))
  );
}

/**
 * A page module with its texts: an app registers its texts when its module loads, and a Hindi page
 * should not render once in English while its Hindi chunk arrives.
 */
async function loadPage(key: string): Promise<PageModule> {
  const loaded = await loadRemote<PageModule>(key);
  if (!loaded?.default) throw new Error(`Remote module ${key} is not available`);
  await ensureLanguage(languageAt(window.location.pathname));
  return loaded;
}

/** One lazy component per exposed page, created once so React keeps its state between renders. */
export function remotePage(remote: RemoteName, module: string) {
  const key = `${remote}/${module}`;
  let page = cache.get(key);
  if (!page) {
    page = lazy(() => loadPage(key));
    cache.set(key, page);
  }
  return page;
}

/**
 * Loads a page before the first render, so a server-rendered page hydrates at once: remotePage then
 * returns the loaded component itself, not a lazy one that would suspend during hydration.
 */
export async function preloadRemotePage(remote: RemoteName, module: string): Promise<void> {
  const key = `${remote}/${module}`;
  cache.set(key, (await loadPage(key)).default);
}

/** Forget a failed remote so the next render fetches its entry again. */
export function resetRemote(remote: RemoteName) {
  for (const key of [...cache.keys()]) if (key.startsWith(`${remote}/`)) cache.delete(key);
  registerRemoteEntries([remote], true);
}

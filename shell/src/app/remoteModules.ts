import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './routeTable';
import { runtimeConfig } from '@ai-women/web-core/config';

type PageModule = { default: ComponentType };
const cache = new Map<string, LazyExoticComponent<ComponentType> | ComponentType>();

/** One lazy component per exposed page, created once so React keeps its state between renders. */
export function remotePage(remote: RemoteName, module: string) {
  const key = `${remote}/${module}`;
  let page = cache.get(key);
  if (!page) {
    page = lazy(async () => {
      const loaded = await loadRemote<PageModule>(key);
      if (!loaded?.default) throw new Error(`Remote module ${key} is not available`);
      return loaded;
    });
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
  const loaded = await loadRemote<PageModule>(key);
  if (!loaded?.default) throw new Error(`Remote module ${key} is not available`);
  cache.set(key, loaded.default);
}

/** Forget a failed remote so the next render fetches its entry again. */
export function resetRemote(remote: RemoteName) {
  for (const key of [...cache.keys()]) if (key.startsWith(`${remote}/`)) cache.delete(key);
  const entry = runtimeConfig()?.remotes[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

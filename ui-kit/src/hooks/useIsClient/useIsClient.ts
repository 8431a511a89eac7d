import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false while rendering on the server and while hydrating what the server rendered, true after that
 * (and from the first render of a page rendered in the browser only). For what only the browser can
 * know (portals into document.body, sessionStorage): render it once this is true, so hydration matches.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

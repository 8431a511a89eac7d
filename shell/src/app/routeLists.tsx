// The remotes' route lists in the browser: fetched from each running remote (routes.json beside its
// mf-manifest.json) when the shell starts, or taken from what the shell's server rendered the page
// with; a remote that does not answer has its part of the site offer a retry.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { runtimeConfig } from '@ai-women/web-core/config';
import { REMOTES, NO_ROUTE_LISTS, routeListFrom, type RemoteName, type RouteLists } from './routeTable';

const FETCH_TIMEOUT_MS = 8000;
const started = new Map<RemoteName, Promise<RouteLists[RemoteName]>>();

/** Where a remote publishes its route list: next to its manifest. */
export function routeListUrl(remote: RemoteName): string | null {
  const manifest = runtimeConfig()?.remotes[remote];
  return manifest ? new URL('routes.json', manifest).href : null;
}

async function fetchRouteList(remote: RemoteName): Promise<RouteLists[RemoteName]> {
  const url = routeListUrl(remote);
  if (!url) return null;
  try {
    const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) return null;
    return routeListFrom(remote, await response.json());
  } catch (error) {
    console.warn(`[shell] the ${remote} remote's routes could not be loaded`, error);
    return null;
  }
}

/** The remote's list, fetched once per page load (again when `fresh`: the visitor's retry). */
export function loadRouteList(remote: RemoteName, fresh = false): Promise<RouteLists[RemoteName]> {
  let pending = started.get(remote);
  if (!pending || fresh) {
    pending = fetchRouteList(remote);
    started.set(remote, pending);
  }
  return pending;
}

/** Starts fetching every list not in `known`, so the requests go out before React renders. */
export function prefetchRouteLists(known: Partial<RouteLists> = {}) {
  for (const remote of REMOTES) if (!known[remote]) void loadRouteList(remote);
}

type Status = 'ready' | 'loading' | 'unavailable';

interface RouteListsValue {
  lists: RouteLists;
  status: (remote: RemoteName) => Status;
  /** Fetches the remote's list again (the "Try again" of its unavailable area). */
  retry: (remote: RemoteName) => void;
}

const RouteListsContext = createContext<RouteListsValue>({
  lists: NO_ROUTE_LISTS,
  status: () => 'loading',
  retry: () => undefined,
});

export const useRouteLists = () => useContext(RouteListsContext);

/**
 * Holds the lists. `initial` is what the server rendered with (its lists must be used as they are,
 * so hydration matches); the ones it lacks are fetched after the first render. On the server
 * (`fetchMissing` false) the lists are fixed.
 */
export function RouteListsProvider({
  initial = NO_ROUTE_LISTS,
  fetchMissing = true,
  children,
}: {
  initial?: RouteLists;
  fetchMissing?: boolean;
  children: ReactNode;
}) {
  const [lists, setLists] = useState<RouteLists>(initial);
  const [failed, setFailed] = useState<ReadonlySet<RemoteName>>(new Set());

  const load = useCallback((remote: RemoteName, fresh: boolean) => {
    if (fresh) setFailed((previous) => new Set([...previous].filter((r) => r !== remote)));
    void loadRouteList(remote, fresh).then((list) => {
      if (list) setLists((previous) => ({ ...previous, [remote]: list }));
      else setFailed((previous) => new Set(previous).add(remote));
    });
  }, []);

  useEffect(() => {
    if (!fetchMissing) return;
    for (const remote of REMOTES) if (!initial[remote]) load(remote, false);
  }, [fetchMissing, initial, load]);

  const value = useMemo<RouteListsValue>(
    () => ({
      lists,
      status: (remote) => (lists[remote] ? 'ready' : failed.has(remote) ? 'unavailable' : 'loading'),
      retry: (remote) => load(remote, true),
    }),
    [lists, failed, load],
  );
  return <RouteListsContext.Provider value={value}>{children}</RouteListsContext.Provider>;
}

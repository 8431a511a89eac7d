// The site's route table, built at run time from the route lists the running remotes publish
// (each remote's routes.json, written by its build from its src/app/routes.ts). The shell knows only
// which remote owns which part of the URL space; each remote says which pages it has there.
// Each path is lazy-loaded from the remote that owns it; the learner's catch-all comes last.
import { matchPath } from 'react-router-dom';
import type { RouteEntry as RemoteRouteEntry, RouteGuard } from '@ai-women/web-core/routes';

export type RemoteName = 'learner' | 'tutor' | 'backoffice';
export const REMOTES: readonly RemoteName[] = ['learner', 'tutor', 'backoffice'];

export interface RouteEntry extends RemoteRouteEntry {
  remote: RemoteName;
}

/**
 * Each remote's published list, or null while it is not known (not fetched yet, or the remote did
 * not answer). A remote whose list is null has its part of the site shown as loading or unavailable.
 */
export type RouteLists = Record<RemoteName, RemoteRouteEntry[] | null>;

export const NO_ROUTE_LISTS: RouteLists = { learner: null, tutor: null, backoffice: null };

export function isTutorPortalPath(pathname: string) {
  return pathname.startsWith('/tutor') || pathname.startsWith('/batchespage');
}

/** The staff back office: its own frame, no site header or footer. */
export function isBackOfficePath(pathname: string) {
  return pathname === '/staff' || pathname.startsWith('/staff/');
}

/** Which remote a path belongs to: `/tutor*` and `/batchespage` the tutor portal, `/staff/*` the back office, the rest the learner. */
export function ownerOf(pathname: string): RemoteName {
  if (isTutorPortalPath(pathname)) return 'tutor';
  if (isBackOfficePath(pathname)) return 'backoffice';
  return 'learner';
}

const GUARDS = new Set<RouteGuard>(['public', 'student', 'tutor', 'staff']);
const MAX_ROUTES = 200;

/**
 * A remote's routes.json, checked: entries that are not well formed, or that claim a path another
 * remote owns (only the learner may publish the '*' catch-all), are left out, so one remote can
 * never take over another's pages. Anything that is not a list gives null (treated as unavailable).
 */
export function routeListFrom(remote: RemoteName, data: unknown): RemoteRouteEntry[] | null {
  const routes = (data as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes)) return null;
  const list: RemoteRouteEntry[] = [];
  for (const raw of routes.slice(0, MAX_ROUTES) as Record<string, unknown>[]) {
    const { path, module, guard, serverRendered, query } = raw ?? {};
    if (typeof path !== 'string' || path.length > 200 || !(path === '*' || path.startsWith('/'))) continue;
    if (path === '*' ? remote !== 'learner' : ownerOf(path) !== remote) continue;
    if (typeof module !== 'string' || !/^[A-Za-z][A-Za-z0-9]{0,63}$/.test(module)) continue;
    if (typeof guard !== 'string' || !GUARDS.has(guard as RouteGuard)) continue;
    const entry: RemoteRouteEntry = { path, module, guard: guard as RouteGuard };
    // Only a public page is rendered by a server, which has no session.
    if (serverRendered === true && guard === 'public') entry.serverRendered = true;
    if (Array.isArray(query)) entry.query = query.filter((q): q is string => typeof q === 'string').slice(0, 20);
    list.push(entry);
  }
  return list;
}

const tables = new WeakMap<RouteLists, RouteEntry[]>();

/** The routes of every known list, each marked with its remote; the catch-all last. Memoised per `lists`. */
export function routeTableOf(lists: RouteLists): RouteEntry[] {
  let table = tables.get(lists);
  if (!table) {
    const all = REMOTES.flatMap((remote) => (lists[remote] ?? []).map((route) => ({ ...route, remote })));
    table = [...all.filter((route) => route.path !== '*'), ...all.filter((route) => route.path === '*')];
    tables.set(lists, table);
  }
  return table;
}

const AUTH_PAGES = [
  '/login',
  '/register',
  '/payment',
  '/redirection',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
];

/** Header hidden on every tutor-portal route and in the back office. */
export function showsHeader(pathname: string) {
  return !isTutorPortalPath(pathname) && !isBackOfficePath(pathname);
}

/**
 * Footer hidden on auth pages, the learner area (the learner's student-guarded routes), the tutor
 * portal, the back office and /header.
 */
export function showsFooter(pathname: string, learnerRoutes: readonly RemoteRouteEntry[]) {
  if (isTutorPortalPath(pathname) || isBackOfficePath(pathname) || pathname === '/header') return false;
  if (pathname.startsWith('/register/')) return false;
  const learnerArea = learnerRoutes.filter((route) => route.guard === 'student').map((route) => route.path);
  const path = pathname.replace(/\/+$/, '') || '/';
  // A student route may carry parameters (/sessions/:sessionNo): matched as a pattern, not as text.
  return ![...AUTH_PAGES, ...learnerArea].some((page) => matchPath({ path: page, end: true }, path));
}

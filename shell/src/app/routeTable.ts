// The site's route table (spec 02 §2.1), built from the route lists the two remotes own
// (learner-app/src/app/routes.ts, tutor-portal/src/app/routes.ts; read at build time, plain data).
// Each path is lazy-loaded from the remote that owns it; the learner's catch-all comes last.
import { learnerRoutes } from '@ai-women/learner-app/routes';
import { tutorRoutes } from '@ai-women/tutor-portal/routes';
import type { RouteEntry as RemoteRouteEntry } from '@ai-women/web-core/routes';

export type RemoteName = 'learner' | 'tutor';

export interface RouteEntry extends RemoteRouteEntry {
  remote: RemoteName;
}

const owned = (remote: RemoteName, routes: RemoteRouteEntry[]): RouteEntry[] =>
  routes.map((route) => ({ ...route, remote }));

const all = [...owned('learner', learnerRoutes), ...owned('tutor', tutorRoutes)];

export const routeTable: RouteEntry[] = [
  ...all.filter((route) => route.path !== '*'),
  ...all.filter((route) => route.path === '*'),
];

const LEARNER_AREA = routeTable.filter((route) => route.guard === 'student').map((route) => route.path);
const AUTH_PAGES = ['/login', '/register', '/payment', '/redirection', '/forgot-password', '/reset-password'];

export function isTutorPortalPath(pathname: string) {
  return pathname.startsWith('/tutor') || pathname.startsWith('/batchespage');
}

/** Header hidden on every tutor-portal route (DESIGN §9). */
export function showsHeader(pathname: string) {
  return !isTutorPortalPath(pathname);
}

/** Footer hidden on auth pages, the learner area, the tutor portal and /header (DESIGN §9). */
export function showsFooter(pathname: string) {
  if (isTutorPortalPath(pathname) || pathname === '/header') return false;
  if (pathname.startsWith('/register/')) return false;
  return ![...AUTH_PAGES, ...LEARNER_AREA].includes(pathname.replace(/\/+$/, '') || '/');
}

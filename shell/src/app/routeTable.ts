// The site's route table (spec 02 §2.1), built from the route lists the remotes own
// (learner-app/src/app/routes.ts, tutor-portal/src/app/routes.ts, backoffice/src/app/routes.ts;
// read at build time, plain data).
// Each path is lazy-loaded from the remote that owns it; the learner's catch-all comes last.
import { learnerRoutes } from '@ai-women/learner-app/routes';
import { tutorRoutes } from '@ai-women/tutor-portal/routes';
import { staffRoutes } from '@ai-women/backoffice/routes';
import type { RouteEntry as RemoteRouteEntry } from '@ai-women/web-core/routes';

export type RemoteName = 'learner' | 'tutor' | 'backoffice';

export interface RouteEntry extends RemoteRouteEntry {
  remote: RemoteName;
}

const owned = (remote: RemoteName, routes: RemoteRouteEntry[]): RouteEntry[] =>
  routes.map((route) => ({ ...route, remote }));

const all = [
  ...owned('learner', learnerRoutes),
  ...owned('tutor', tutorRoutes),
  ...owned('backoffice', staffRoutes),
];

export const routeTable: RouteEntry[] = [
  ...all.filter((route) => route.path !== '*'),
  ...all.filter((route) => route.path === '*'),
];

const LEARNER_AREA = routeTable.filter((route) => route.guard === 'student').map((route) => route.path);
const AUTH_PAGES = [
  '/login',
  '/register',
  '/payment',
  '/redirection',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
];

export function isTutorPortalPath(pathname: string) {
  return pathname.startsWith('/tutor') || pathname.startsWith('/batchespage');
}

/** The staff back office (issue 17): its own frame, no site header or footer. */
export function isBackOfficePath(pathname: string) {
  return pathname === '/staff' || pathname.startsWith('/staff/');
}

/** Header hidden on every tutor-portal route (DESIGN §9) and in the back office (DESIGN §10). */
export function showsHeader(pathname: string) {
  return !isTutorPortalPath(pathname) && !isBackOfficePath(pathname);
}

/** Footer hidden on auth pages, the learner area, the tutor portal and /header (DESIGN §9). */
export function showsFooter(pathname: string) {
  if (isTutorPortalPath(pathname) || isBackOfficePath(pathname) || pathname === '/header') return false;
  if (pathname.startsWith('/register/')) return false;
  return ![...AUTH_PAGES, ...LEARNER_AREA].includes(pathname.replace(/\/+$/, '') || '/');
}

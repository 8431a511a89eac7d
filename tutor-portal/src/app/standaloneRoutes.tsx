import { lazy, type ComponentType } from 'react';
import { tutorRoutes } from './routes';

type PageModule = { default: ComponentType };

// The portal deployed on its own origin: the same exposed pages, under its own router. The loaders
// are webpack's split points, one per exposed module (routes.test.ts holds them equal).
const loaders: Record<string, () => Promise<PageModule>> = {
  TutorLogin: () => import('./exposed/TutorLogin'),
  TutorRegister: () => import('./exposed/TutorRegister'),
  TutorForgotPassword: () => import('./exposed/TutorForgotPassword'),
  TutorResetPassword: () => import('./exposed/TutorResetPassword'),
  TutorDashboard: () => import('./exposed/TutorDashboard'),
  TutorUploads: () => import('./exposed/TutorUploads'),
  TutorSupportTicket: () => import('./exposed/TutorSupportTicket'),
  TutorSupportTicketList: () => import('./exposed/TutorSupportTicketList'),
  Batches: () => import('./exposed/Batches'),
  BatchSessions: () => import('./exposed/BatchSessions'),
  TutorSession: () => import('./exposed/TutorSession'),
  BatchPractice: () => import('./exposed/BatchPractice'),
  BatchDiscussion: () => import('./exposed/BatchDiscussion'),
  BatchDiscussionThread: () => import('./exposed/BatchDiscussionThread'),
  TutorProfile: () => import('./exposed/TutorProfile'),
};

/** The pages a visitor can open without an account: rendered on the server when opened directly. */
export const SERVER_RENDERED_MODULES = new Set(
  tutorRoutes.filter((r) => r.serverRendered).map((r) => r.module),
);

/** A page component by module name: the page itself once preloaded, a lazy one before that. */
export type PageFor = (module: string) => ComponentType;

const pages = new Map<string, ComponentType>();

export const lazyPageFor: PageFor = (module) => {
  let page = pages.get(module);
  if (!page) {
    page = lazy(loaders[module]!);
    pages.set(module, page);
  }
  return page;
};

/** Loads the page of `pathname` before hydration, so it does not suspend while hydrating. */
export async function preloadStandalonePage(pathname: string) {
  const route = tutorRoutes.find((r) => r.path === pathname);
  if (!route) return;
  const loaded = await loaders[route.module]!();
  pages.set(route.module, loaded.default);
}

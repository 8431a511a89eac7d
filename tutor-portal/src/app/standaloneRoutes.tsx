import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

// The portal deployed on its own origin: the same exposed pages, under its own router.
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
  TutorProfile: () => import('./exposed/TutorProfile'),
};

export const standaloneRoutes = [
  { path: '/tutorlogin', module: 'TutorLogin' },
  { path: '/tutorregister', module: 'TutorRegister' },
  { path: '/tutor-forgot-password', module: 'TutorForgotPassword' },
  { path: '/tutor-reset-password', module: 'TutorResetPassword' },
  { path: '/tutordashboard', module: 'TutorDashboard' },
  { path: '/tutorsidebar', module: 'TutorDashboard' },
  { path: '/tutoruploads', module: 'TutorUploads' },
  { path: '/tutorsupportticket', module: 'TutorSupportTicket' },
  { path: '/tutorsupportticketlist', module: 'TutorSupportTicketList' },
  { path: '/batchespage', module: 'Batches' },
  { path: '/tutorprofilepage', module: 'TutorProfile' },
];

/** The pages a visitor can open without an account: rendered on the server when opened directly. */
export const SERVER_RENDERED_MODULES = new Set(['TutorLogin', 'TutorRegister']);

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
  const route = standaloneRoutes.find((r) => r.path === pathname);
  if (!route) return;
  const loaded = await loaders[route.module]!();
  pages.set(route.module, loaded.default);
}

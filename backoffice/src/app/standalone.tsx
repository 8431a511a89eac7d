// The back office deployed on its own origin (3003): the same exposed pages under its own router,
// one code-split loader per exposed module (routes.test.ts holds them equal).
import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingState, useKeepFocusOnRouteChange } from '@ai-women/ui-kit';
import { AppProviders, createAppQueryClient, useMarkAppReady } from '@ai-women/web-ui/app-setup';
import { staffRoutes } from './routes';

type PageModule = { default: ComponentType };

export const loaders: Record<string, () => Promise<PageModule>> = {
  StaffLogin: () => import('./exposed/StaffLogin'),
  StaffTickets: () => import('./exposed/StaffTickets'),
  StaffPlacement: () => import('./exposed/StaffPlacement'),
  StaffBatches: () => import('./exposed/StaffBatches'),
  StaffCertificates: () => import('./exposed/StaffCertificates'),
  StaffLearning: () => import('./exposed/StaffLearning'),
  StaffPeople: () => import('./exposed/StaffPeople'),
  StaffStudent: () => import('./exposed/StaffStudent'),
  StaffMoney: () => import('./exposed/StaffMoney'),
  StaffContact: () => import('./exposed/StaffContact'),
  StaffNotices: () => import('./exposed/StaffNotices'),
  StaffWhatsApp: () => import('./exposed/StaffWhatsApp'),
  StaffDiscussion: () => import('./exposed/StaffDiscussion'),
  StaffAudit: () => import('./exposed/StaffAudit'),
};

const pages = new Map<string, ComponentType>();
export function pageFor(module: string): ComponentType {
  let page = pages.get(module);
  if (!page) {
    page = lazy(loaders[module]!);
    pages.set(module, page);
  }
  return page;
}

function Pages() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useKeepFocusOnRouteChange(pathname, main);
  useMarkAppReady();
  return (
    <main ref={main} id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
      <Suspense fallback={<LoadingState text="Loading…" fullHeight />}>
        <Routes>
          {staffRoutes.map(({ path, module }) => {
            const Page = pageFor(module);
            return <Route key={path} path={path} element={<Page />} />;
          })}
          <Route path="*" element={<Navigate to="/staff/tickets" replace />} />
        </Routes>
      </Suspense>
    </main>
  );
}

export function StandaloneBackoffice() {
  const [client] = useState(createAppQueryClient);
  return (
    <AppProviders queryClient={client}>
      <BrowserRouter>
        <Pages />
      </BrowserRouter>
    </AppProviders>
  );
}

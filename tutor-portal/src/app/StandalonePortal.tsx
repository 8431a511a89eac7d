import { Suspense, useRef, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { useKeepFocusOnRouteChange } from '@ai-women/ui-kit';
import { AppProviders, useMarkAppReady } from '@ai-women/web-core/app-setup';
import { tutorRoutes } from './routes';
import type { PageFor } from './standaloneRoutes';

/** The page area: after a route change that took the focused control away, focus moves to it (as in the shell). */
export function Pages({ home, pageFor }: { home: string; pageFor: PageFor }) {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useKeepFocusOnRouteChange(pathname, main);
  useMarkAppReady();
  return (
    <main ref={main} id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Routes>
          {tutorRoutes.map(({ path, module }) => {
            const Page = pageFor(module);
            return <Route key={path} path={path} element={<Page />} />;
          })}
          <Route path="/" element={<Navigate to="/tutorlogin" replace />} />
          <Route path="*" element={<Navigate to={home} replace />} />
        </Routes>
      </Suspense>
    </main>
  );
}

/** The standalone portal's providers; the browser puts a BrowserRouter inside, the server a StaticRouter. */
export function StandaloneProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return <AppProviders queryClient={queryClient}>{children}</AppProviders>;
}

import { Suspense, useRef, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { useKeepFocusOnRouteChange } from '@ai-women/ui-kit';
import { AppProviders, useMarkAppReady } from '@ai-women/web-ui/app-setup';
import { tutorRoutes } from './routes';
import type { PageFor } from './standaloneRoutes';

// Focused by script after a route change; no focus ring for that (a class, not an inline style).
const Main = styled.main`
  outline: none;
`;

/** The page area: after a route change that took the focused control away, focus moves to it (as in the shell). */
export function Pages({ home, pageFor }: { home: string; pageFor: PageFor }) {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useKeepFocusOnRouteChange(pathname, main);
  useMarkAppReady();
  return (
    <Main ref={main} id="main-content" tabIndex={-1}>
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
    </Main>
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

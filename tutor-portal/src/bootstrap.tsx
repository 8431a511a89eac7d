import { Suspense, startTransition, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AarohiThemeProvider, ToastProvider, useKeepFocusOnRouteChange } from '@ai-women/ui-kit';
import { ensureRuntimeConfig } from './lib/runtimeConfig';
import { standaloneRoutes } from './app/standaloneRoutes';

function hasStoredTutor() {
  try {
    return Boolean(sessionStorage.getItem('tutorData'));
  } catch {
    return false;
  }
}

/** The page area: after a route change that took the focused control away, focus moves to it (as in the shell). */
function Pages({ home }: { home: string }) {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useKeepFocusOnRouteChange(pathname, main);
  return (
    <main ref={main} id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Routes>
          {standaloneRoutes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="/" element={<Navigate to="/tutorlogin" replace />} />
          <Route path="*" element={<Navigate to={home} replace />} />
        </Routes>
      </Suspense>
    </main>
  );
}

function StandalonePortal() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  // Standalone there is no site home: '/' (where logout lands) is the login page.
  const home = hasStoredTutor() ? '/tutordashboard' : '/tutorlogin';
  return (
    <QueryClientProvider client={queryClient}>
      <AarohiThemeProvider>
        <ToastProvider>
          <BrowserRouter>
            <Pages home={home} />
          </BrowserRouter>
        </ToastProvider>
      </AarohiThemeProvider>
    </QueryClientProvider>
  );
}

ensureRuntimeConfig().then(() => {
  // A transition, as in the shell: the first render runs in slices instead of one long task.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<StandalonePortal />));
});

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AarohiThemeProvider, PageFrame, ToastProvider, useKeepFocusOnRouteChange } from '@ai-women/ui-kit';
import { RemoteRoute } from './RemoteRoute';
import { routeTable, showsFooter, showsHeader } from './routeTable';
import { SiteHeader } from '../frame/SiteHeader';
import { SiteFooter } from '../frame/SiteFooter';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/** Focus lands here from the skip link and after a route change; it is not a control, so no ring. */
const Main = styled.main`
  &:focus,
  &:focus-visible {
    outline: none;
    box-shadow: none;
  }
`;

/** `<html data-app-ready>` once React owns the page (hydrated or rendered): what tests wait for. */
export function useMarkAppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
}

export function Frame() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useKeepFocusOnRouteChange(pathname, main);
  useMarkAppReady();
  return (
    <PageFrame
      header={showsHeader(pathname) && <SiteHeader />}
      main={
        <Main ref={main} id="main-content" tabIndex={-1}>
          <Routes>
            <Route path="/header" element={null} />
            {routeTable.map(({ path, remote, module }) => (
              <Route
                key={path}
                path={path}
                element={<RemoteRoute key={`${remote}/${module}`} remote={remote} module={module} />}
              />
            ))}
          </Routes>
        </Main>
      }
      footer={showsFooter(pathname) && <SiteFooter />}
    />
  );
}

/**
 * The providers around every page, in this order. A remote that renders a page on the server wraps
 * it in the same providers and a PageFrame (see learner-app/src/server.tsx), so React's ids match.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AarohiThemeProvider>
        <ToastProvider>{children}</ToastProvider>
      </AarohiThemeProvider>
    </QueryClientProvider>
  );
}

export function App({ queryClient: given }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <Frame />
      </BrowserRouter>
    </AppProviders>
  );
}

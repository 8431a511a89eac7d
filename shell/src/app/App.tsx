import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AarohiThemeProvider, PageFrame, ToastProvider, useKeepFocusOnRouteChange } from '@ai-women/ui-kit';
import { RemoteRoute } from './RemoteRoute';
import { AREA_NAMES, RemoteUnavailable } from './RemoteBoundary';
import { resetRemote } from './remoteModules';
import { RouteListsProvider, useRouteLists } from './routeLists';
import { ownerOf, routeTableOf, showsFooter, showsHeader, type RouteLists } from './routeTable';
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

const Loading = styled.p`
  min-height: 60vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The pages of the remote that owns this path, once its route list is known. */
function Pages({ pathname }: { pathname: string }) {
  const { lists, status, retry } = useRouteLists();
  const owner = ownerOf(pathname);
  if (pathname !== '/header' && status(owner) === 'loading') {
    return (
      <Loading role="status" aria-live="polite">
        Loading…
      </Loading>
    );
  }
  if (pathname !== '/header' && status(owner) === 'unavailable') {
    return (
      <RemoteUnavailable
        area={AREA_NAMES[owner]}
        onRetry={() => {
          resetRemote(owner);
          retry(owner);
        }}
      />
    );
  }
  return (
    <Routes>
      <Route path="/header" element={null} />
      {routeTableOf(lists).map(({ path, remote, module }) => (
        <Route
          key={path}
          path={path}
          element={<RemoteRoute key={`${remote}/${module}`} remote={remote} module={module} />}
        />
      ))}
    </Routes>
  );
}

export function Frame() {
  const { pathname } = useLocation();
  const { lists, status } = useRouteLists();
  const main = useRef<HTMLElement>(null);
  useKeepFocusOnRouteChange(pathname, main);
  useMarkAppReady();
  // The footer's rule needs the learner's list (its student area): no footer while it is loading.
  const footer = status('learner') !== 'loading' && showsFooter(pathname, lists.learner ?? []);
  return (
    <PageFrame
      header={showsHeader(pathname) && <SiteHeader />}
      main={
        <Main ref={main} id="main-content" tabIndex={-1}>
          <Pages pathname={pathname} />
        </Main>
      }
      footer={footer && <SiteFooter />}
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

export function App({ queryClient: given, routeLists }: { queryClient?: QueryClient; routeLists?: RouteLists }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <AppProviders queryClient={queryClient}>
      <RouteListsProvider initial={routeLists}>
        <BrowserRouter>
          <Frame />
        </BrowserRouter>
      </RouteListsProvider>
    </AppProviders>
  );
}

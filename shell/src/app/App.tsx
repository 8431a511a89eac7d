import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
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
import { FollowPreferredLanguage } from '@ai-women/web-core/i18n';
import { useT } from '../i18n';

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
  const { t } = useT();
  const owner = ownerOf(pathname);
  if (pathname !== '/header' && status(owner) === 'loading') {
    return (
      <Loading role="status" aria-live="polite">
        {t('loading')}
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

/** `<html lang>` follows the page's language as she moves around the site. */
function useDocumentLanguage(language: string) {
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}

export function Frame() {
  const { pathname } = useLocation();
  const { lists, status } = useRouteLists();
  const main = useRef<HTMLElement>(null);
  useKeepFocusOnRouteChange(pathname, main);
  useMarkAppReady();
  // The footer's rule needs the learner's list (its student area): no footer while it is loading.
  const footer = status('learner') !== 'loading' && showsFooter(pathname, lists.learner ?? []);
  // The student area (her pages, one URL for both languages) follows her choice; public pages their URL.
  const studentArea = (lists.learner ?? []).some(
    (route) => route.guard === 'student' && route.path === pathname,
  );
  // One provider either way, so the tree (and React's ids) is the same shape on every page.
  return (
    <FollowPreferredLanguage when={studentArea}>
      <FramePage pathname={pathname} footer={footer} main={main} />
    </FollowPreferredLanguage>
  );
}

function FramePage({
  pathname,
  footer,
  main,
}: {
  pathname: string;
  footer: boolean;
  main: RefObject<HTMLElement | null>;
}) {
  const { language } = useT();
  useDocumentLanguage(language);
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

export function App({
  queryClient: given,
  routeLists,
}: {
  queryClient?: QueryClient;
  routeLists?: RouteLists;
}) {
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

import { useRef, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders, createAppQueryClient, useMarkAppReady } from '@ai-women/web-core/app-setup';
import { PageFrame, useKeepFocusOnRouteChange } from '@ai-women/ui-kit';
// The providers are the same in every app (and in the remotes' server renderers, so React's ids
// match): the shell re-exports them for its own server renderer.
export { AppProviders };
import { RemoteRoute } from './RemoteRoute';
import { AREA_NAMES, RemoteUnavailable } from './RemoteBoundary';
import { resetRemote } from './remoteModules';
import { RouteListsProvider, useRouteLists } from './routeLists';
import { ownerOf, routeTableOf, showsFooter, showsHeader, type RouteLists } from './routeTable';
import { SiteHeader } from '../frame/SiteHeader';
import { SiteFooter } from '../frame/SiteFooter';

/** Focus lands here from the skip link and after a route change; it is not a control, so no ring. */
const Main = styled.main`
  &:focus,
  &:focus-visible {
    outline: none;
    box-shadow: none;
  }
`;

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

export function App({ queryClient: given, routeLists }: { queryClient?: QueryClient; routeLists?: RouteLists }) {
  const [queryClient] = useState(() => given ?? createAppQueryClient());
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

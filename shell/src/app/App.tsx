import { useEffect, useRef, useState, type RefObject } from 'react';
import { BrowserRouter, Route, Routes, matchPath, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders, createAppQueryClient, useMarkAppReady } from '@ai-women/web-ui/app-setup';
import { PageFrame, useKeepFocusOnRouteChange } from '@ai-women/ui-kit';
// The providers are the same in every app (and in the remotes' server renderers, so React's ids
// match): the shell re-exports them for its own server renderer.
export { AppProviders };
import { RemoteRoute } from './RemoteRoute';
import { RemoteUnavailable } from './RemoteBoundary';
import { resetRemote } from './remoteModules';
import { RouteListsProvider, useRouteLists } from './routeLists';
import { ownerOf, routeTableOf, showsFooter, showsHeader, type RouteLists } from './routeTable';
import { SiteHeader } from '../frame/SiteHeader';
import { SiteFooter } from '../frame/SiteFooter';
import { FollowPreferredLanguage } from '@ai-women/web-core/i18n';
import { useT } from '../i18n';

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
        remote={owner}
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
  // The student area (her pages, one URL for both languages) follows her choice; public pages their URL.
  const studentArea = (lists.learner ?? []).some(
    (route) => route.guard === 'student' && matchPath(route.path, pathname) !== null,
  );
  // One provider either way, so the tree (and React's ids) is the same shape on every page.
  return (
    <FollowPreferredLanguage when={studentArea}>
      <FramePage pathname={pathname} footer={footer} main={main} studentArea={studentArea} />
    </FollowPreferredLanguage>
  );
}

/** `<html lang>` follows the page's language as she moves around the site. */
function useDocumentLanguage(language: string) {
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}

function FramePage({
  pathname,
  footer,
  main,
  studentArea,
}: {
  pathname: string;
  footer: boolean;
  main: RefObject<HTMLElement | null>;
  /** Her pages: their sidebar has the links, Logout and the phone's menu; the header keeps the rest. */
  studentArea: boolean;
}) {
  const { language } = useT();
  useDocumentLanguage(language);
  return (
    <PageFrame
      header={showsHeader(pathname) && <SiteHeader studentArea={studentArea} />}
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

// Renders one exposed page of a remote the way the shell does (its header and footer where the
// shell shows them, the providers of shell/src/app/App.tsx), on a memory router at the page's route.
import { useEffect, useState, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes, matchPath, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@ai-women/ui-kit';
import { showsFooter, showsHeader } from '../../shell/src/app/routeTable';
// The learner's list, as its running remote publishes it to the shell (its student area has no footer).
import { learnerRoutes } from '../../learner-app/src/app/routes';
import { SiteHeader } from '../../shell/src/frame/SiteHeader';
import { SiteFooter } from '../../shell/src/frame/SiteFooter';

declare global {
  interface Window {
    /** The story's query client: the visual test waits until it has nothing in flight. */
    __CATALOGUE_QUERY_CLIENT__?: QueryClient;
  }
}

export interface PageFrameProps {
  /** The exposed page (the remote's default export): the same module the shell lazy-loads. */
  Page: ComponentType;
  /** The URL the page is opened at, e.g. '/dashboard'. */
  route: string;
  /** The route pattern of the page's route list, when it has parameters ('/register/:courseId'). */
  path?: string;
}

/** Where a screen sends the visitor after a submit: the story shows where, not the next screen. */
function MovedOn() {
  const { pathname } = useLocation();
  return (
    <p style={{ padding: 24, fontFamily: 'Inter, sans-serif' }}>
      The screen moved on to <code>{pathname}</code>.
    </p>
  );
}

function ShellFrame({ Page, path }: { Page: ComponentType; path: string }) {
  const { pathname } = useLocation();
  return (
    <>
      {showsHeader(pathname) && (
        // Her pages (the student area): the header keeps the brand and the language switch only.
        <SiteHeader
          studentArea={learnerRoutes.some((r) => r.guard === 'student' && matchPath(r.path, pathname) !== null)}
        />
      )}
      <main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        <Routes>
          <Route path={path} element={<Page />} />
          <Route path="*" element={<MovedOn />} />
        </Routes>
      </main>
      {showsFooter(pathname, learnerRoutes) && <SiteFooter />}
    </>
  );
}

export function PageFrame({ Page, route, path = route }: PageFrameProps) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
          mutations: { retry: 0 },
        },
      }),
  );
  useEffect(() => {
    window.__CATALOGUE_QUERY_CLIENT__ = client;
  }, [client]);
  return (
    <QueryClientProvider client={client}>
      {/* Toasts stay until dismissed: a story's picture must not depend on whether a busy machine
          took more than a toast's four seconds to draw it. */}
      <ToastProvider duration={0}>
        <MemoryRouter initialEntries={[route]}>
          <ShellFrame Page={Page} path={path} />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}

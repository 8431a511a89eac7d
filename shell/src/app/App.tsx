import { useRef, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AarohiThemeProvider, ToastProvider, useKeepFocusOnRouteChange } from '@ai-women/ui-kit';
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

function Frame() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useKeepFocusOnRouteChange(pathname, main);
  return (
    <>
      {showsHeader(pathname) && <SiteHeader />}
      <Main ref={main} id="main-content" tabIndex={-1}>
        <Routes>
          <Route path="/header" element={null} />
          {routeTable.map(({ path, remote, module }) => (
            <Route key={path} path={path} element={<RemoteRoute key={`${remote}/${module}`} remote={remote} module={module} />} />
          ))}
        </Routes>
      </Main>
      {showsFooter(pathname) && <SiteFooter />}
    </>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AarohiThemeProvider>
        <ToastProvider>
          <BrowserRouter>
            <Frame />
          </BrowserRouter>
        </ToastProvider>
      </AarohiThemeProvider>
    </QueryClientProvider>
  );
}

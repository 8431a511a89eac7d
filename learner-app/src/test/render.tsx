// Renders a screen the way the shell hosts it: theme, React Query, router (and, on request, toasts).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AarohiThemeProvider, ToastProvider } from '@ai-women/ui-kit';

export const TEST_API = 'http://api.test';

/** Any route the screen navigates to; `data-path` (and `data-state`) tell where it went. */
function Elsewhere() {
  const location = useLocation();
  return (
    <p
      data-testid="navigated-elsewhere"
      data-path={location.pathname}
      data-search={location.search}
      data-state={location.state === undefined || location.state === null ? '' : JSON.stringify(location.state)}
    >
      elsewhere
    </p>
  );
}

export interface RenderPageOptions {
  route?: string;
  path?: string;
  /** Navigation state of the initial entry (e.g. `{ userId }` handed to /payment). */
  state?: unknown;
  /** Wrap in the kit's ToastProvider (as the shell does) — for screens that toast. */
  toasts?: boolean;
}

export function renderPage(ui: ReactElement, { route = '/', path = '*', state, toasts = false }: RenderPageOptions = {}) {
  window.__AAROHI_CONFIG__ = { apiBaseUrl: TEST_API, remotes: { learner: '', tutor: '', backoffice: '' } };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const routed = (
    <MemoryRouter initialEntries={[state === undefined ? route : { pathname: route, state }]}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <AarohiThemeProvider withGlobalStyle={false}>
        {toasts ? <ToastProvider portal={false}>{routed}</ToastProvider> : routed}
      </AarohiThemeProvider>
    </QueryClientProvider>,
  );
}

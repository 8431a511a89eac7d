// Renders a screen the way the shell hosts it: theme, React Query, router (and toasts once the kit has them).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AarohiThemeProvider } from '@ai-women/ui-kit';

export const TEST_API = 'http://api.test';

export function renderPage(ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  window.__AAROHI_CONFIG__ = { apiBaseUrl: TEST_API, remotes: { learner: '', tutor: '' } };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AarohiThemeProvider withGlobalStyle={false}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<p data-testid="navigated-elsewhere">elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </AarohiThemeProvider>
    </QueryClientProvider>,
  );
}

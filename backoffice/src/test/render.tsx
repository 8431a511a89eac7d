// Renders a back office page the way the shell hosts it: theme, React Query and a router whose
// current address is visible to the test (`data-path`, `data-search`).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AarohiThemeProvider } from '@ai-women/ui-kit';
import type { StaffMember } from '@ai-women/contracts';

export const TEST_API = 'http://api.test';
export const url = (path: string) => `${TEST_API}${path}`;

export const admin: StaffMember = {
  staff_id: 1,
  name: 'Meera Iyer',
  email: 'admin@aarohi.example',
  role: 'admin',
};
export const support: StaffMember = {
  staff_id: 2,
  name: 'Anjali Rao',
  email: 'support@aarohi.example',
  role: 'support',
};

function Where() {
  const location = useLocation();
  return <p data-testid="where" data-path={location.pathname} data-search={location.search} hidden />;
}

export function renderAt(ui: ReactElement, { route = '/staff/tickets', path = '*' } = {}) {
  window.__AAROHI_CONFIG__ = { apiBaseUrl: TEST_API, remotes: { learner: '', tutor: '', backoffice: '' } };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AarohiThemeProvider withGlobalStyle={false}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="/staff/login" element={<p>Sign-in page</p>} />
            {path !== '*' && <Route path="*" element={null} />}
          </Routes>
          <Where />
        </MemoryRouter>
      </AarohiThemeProvider>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}

export const setupUser = () => userEvent.setup({ delay: null });

jest.setTimeout(30_000);

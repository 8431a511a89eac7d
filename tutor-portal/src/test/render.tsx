// Renders a portal screen the way the shell hosts it: theme, React Query and a router.
import type { ReactElement } from 'react';
import { File as NodeFile } from 'node:buffer';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AarohiThemeProvider } from '@ai-women/ui-kit';
import type { TutorData } from '@ai-women/contracts';

export const TEST_API = 'http://api.test';

export const demoTutor: TutorData = {
  tutor_id: 7,
  name: 'Meera Iyer',
  email: 'meera@aarohi.example',
  phone_number: '9876543210',
  created_at: '2026-01-15T05:30:00.000Z',
};

export function signInAs(tutor: Partial<TutorData> | null = demoTutor) {
  sessionStorage.clear();
  if (tutor) {
    sessionStorage.setItem('tutorData', JSON.stringify(tutor));
    sessionStorage.setItem('tutor', JSON.stringify(tutor));
    sessionStorage.setItem('isTutorLoggedIn', 'true');
  }
}

function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="navigated-elsewhere">{pathname}</p>;
}

export function renderPage(
  ui: ReactElement,
  { route = '/', path = '*' }: { route?: string; path?: string } = {},
) {
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
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </AarohiThemeProvider>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}

/**
 * A picked file. Node's File (not jsdom's), because the environment's FormData is Node's and only
 * accepts its own Blobs.
 */
export function pdfFile(name = 'resume.pdf', size = 1024, type = 'application/pdf'): File {
  const file = new NodeFile(['%PDF-1.4 test'], name, { type }) as unknown as File;
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** userEvent without per-keystroke delays: the suites run on busy 2-core machines. */
export const setupUser = () => userEvent.setup({ delay: null });

jest.setTimeout(30_000);

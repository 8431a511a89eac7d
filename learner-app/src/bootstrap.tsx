// Development harness only: in the product the shell hosts these pages (with header and footer).
import { Suspense, lazy, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AarohiThemeProvider } from '@ai-women/ui-kit';
import { resolveRuntimeConfig, runtimeConfig, setRuntimeConfig } from '@ai-women/web-core/config';

interface LazyContext {
  keys(): string[];
  (id: string): Promise<{ default: React.ComponentType }>;
}
type WebpackRequire = { context(dir: string, deep: boolean, filter: RegExp, mode: 'lazy'): LazyContext };
const pages = (require as unknown as WebpackRequire).context(
  './app/exposed',
  false,
  /^\.\/[A-Za-z]+\.tsx$/,
  'lazy',
);
const modules = pages.keys().map((key: string) => key.replace(/^\.\/(.*)\.tsx$/, '$1'));
const lazyPages = new Map(modules.map((m) => [m, lazy(() => pages(`./${m}.tsx`))]));

function Harness() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AarohiThemeProvider>
        <BrowserRouter>
          <nav aria-label="Learner pages" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 8 }}>
            {modules.map((m) => (
              <Link key={m} to={`/__/${m}`}>
                {m}
              </Link>
            ))}
          </nav>
          <Suspense fallback={<p role="status">Loading…</p>}>
            <Routes>
              {[...lazyPages].map(([m, Page]) => (
                <Route key={m} path={`/__/${m}`} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
        </BrowserRouter>
      </AarohiThemeProvider>
    </QueryClientProvider>
  );
}

if (!runtimeConfig()) setRuntimeConfig(resolveRuntimeConfig({}));
createRoot(document.getElementById('root')!).render(<Harness />);

// Development harness only: in the product the shell hosts these pages (with header and footer).
// It routes by the remote's own route list, at the same paths as the site.
import { Suspense, lazy, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AarohiThemeProvider } from '@ai-women/ui-kit';
import { ensureRuntimeConfig } from '@ai-women/web-core/config';
import { learnerRoutes } from './app/routes';

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
            {learnerRoutes
              .filter((route) => !route.path.includes(':') && route.path !== '*')
              .map((route) => (
                <Link key={route.path} to={route.path}>
                  {route.path}
                </Link>
              ))}
          </nav>
          <Suspense fallback={<p role="status">Loading…</p>}>
            <Routes>
              {learnerRoutes.map(({ path, module }) => {
                const Page = lazyPages.get(module)!;
                return <Route key={path} path={path} element={<Page />} />;
              })}
            </Routes>
          </Suspense>
        </BrowserRouter>
      </AarohiThemeProvider>
    </QueryClientProvider>
  );
}

// Where the API is, as this server's /runtime-config.json says (its ports, API_PUBLIC_URL), like
// the standalone tutor portal: the harness on non-default ports asks the API those ports name.
void ensureRuntimeConfig('learner').then(() => {
  createRoot(document.getElementById('root')!).render(<Harness />);
});

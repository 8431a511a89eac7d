// Server rendering of one remote's page, as a fragment for the shell to compose into its page.
// Bundled into each remote's dist-ssr/render.cjs (see tooling/webpack/federation.cjs: serverConfig).
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { QueryClient, QueryClientProvider, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { AarohiThemeProvider, PageFrame, ToastProvider } from '@ai-women/ui-kit';
import { AppErrorBoundary } from './app-setup';
import { setRuntimeConfig } from '@ai-women/web-core/config';
import { loadAllLanguages } from '@ai-women/web-core/i18n';
import { PageStatusProvider } from '@ai-women/web-core/page-status';
import { OnServer, loadStaticSections } from './static-section';

/** Where the server bundle's asset URLs start (output.publicPath of tooling/webpack/federation.cjs). */
export const ASSET_BASE_PLACEHOLDER = '/__aarohi_asset_base__/';
export const withAssetBase = (text: string, assetBase: string) =>
  text.split(ASSET_BASE_PLACEHOLDER).join(assetBase);

/**
 * The API the server renderer reads from: API_SSR_URL (an internal address), else API_PUBLIC_URL,
 * else 127.0.0.1 on API_PORT. The apps' API client reads it through web-core's runtimeConfig().
 */
export function configureServerApi(env: NodeJS.ProcessEnv = process.env) {
  const apiBaseUrl = env.API_SSR_URL || env.API_PUBLIC_URL || `http://127.0.0.1:${env.API_PORT || 4000}`;
  setRuntimeConfig({ apiBaseUrl, remotes: { learner: '', tutor: '', backoffice: '' } });
}

export interface FragmentRequest {
  /** The exposed module ('Home'), as in the shell's route table. */
  module: string;
  /** The URL being rendered ('/register/3?x=1'). */
  url: string;
  /** The route pattern the shell matched ('/register/:courseId'). */
  pattern: string;
  /** Where the browser loads this remote's files from (its webpack public path), e.g. 'http://host:3001/'. */
  assetBase: string;
}

export interface Fragment {
  html: string;
  /**
   * The page's own CSS (styled-components), without the shell's or the global styles, with
   * styled-components' markers (component id and class names after each component's rules): the
   * browser takes it over into its sheet (`adoptServerStyles`).
   */
  css: string;
  /** React Query's dehydrated cache: the API data the page rendered with. */
  state: DehydratedState;
  /** The HTTP status the page asked for (<PageStatus code={404} />); absent means 200. */
  status?: number;
}

/** A page rendered by one server: a fragment, or a whole document (the standalone tutor portal). */
export interface RenderedDocument extends Fragment {
  /**
   * The same CSS as styled-components' own `<style data-styled>` tag, with its rehydration markers:
   * for a whole document rendered by one server, styled-components in the browser takes it over
   * (global styles included) as it does the shell's frame.
   */
  styleTags: string;
}

/** Same defaults as the browser's query client, so hydrated data counts as fresh there. */
export function serverQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false, gcTime: Infinity } },
  });
}

/** styled-components' sheet as CSS with its markers (the text of its own `<style data-styled>` tag). */
export function sheetCss(sheet: ServerStyleSheet): string {
  return (sheet as unknown as { instance: { toString(): string } }).instance.toString();
}

/**
 * Renders twice: the first pass finds the queries the page asks for, they are fetched from the API,
 * and the second pass renders with the data. A query that failed is left out of both the HTML and
 * the dehydrated cache, so the browser starts it again (its loading state matches the server's).
 */
export async function renderWithData(tree: (client: QueryClient) => ReactNode): Promise<RenderedDocument> {
  const client = serverQueryClient();
  // The page's static sections render on the server like any component: their code first.
  await loadStaticSections();
  renderToString(<OnServer>{tree(client)}</OnServer>);
  const pending = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending');
  await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
  client.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<OnServer>{tree(client)}</OnServer>));
    return {
      html,
      css: sheetCss(sheet),
      styleTags: sheet.getStyleTags(),
      state: dehydrate(client),
    };
  } finally {
    sheet.seal();
  }
}

/**
 * A remote's fragment renderer. The page is rendered inside the shell's providers (same order) and
 * as the `main` slot of a PageFrame, so React's ids come out as they will inside the shell.
 */
export function createFragmentRenderer(pages: Record<string, ComponentType>) {
  configureServerApi();
  return async function renderFragment(request: FragmentRequest): Promise<Fragment> {
    // Own properties only: 'constructor' or 'toString' is not a page.
    const Page = Object.hasOwn(pages, request.module) ? pages[request.module] : undefined;
    if (!Page) throw new Error(`Unknown page module ${request.module}`);
    // The pages' texts in every language (Hindi is a chunk of its own, loaded on the first request).
    await loadAllLanguages();
    // Each pass starts at 200: only what the page says with its data (the second pass) counts.
    const sink = { status: 200 };
    const onStatus = (code: number) => {
      sink.status = code;
    };
    const fragment = await renderWithData((client) => {
      sink.status = 200;
      return (
        <PageStatusProvider onStatus={onStatus}>
          <QueryClientProvider client={client}>
            <AarohiThemeProvider withGlobalStyle={false}>
              <ToastProvider>
                <AppErrorBoundary>
                  <StaticRouter location={request.url}>
                    <PageFrame
                      main={
                        <Routes>
                          <Route path={request.pattern} element={<Page />} />
                        </Routes>
                      }
                    />
                  </StaticRouter>
                </AppErrorBoundary>
              </ToastProvider>
            </AarohiThemeProvider>
          </QueryClientProvider>
        </PageStatusProvider>
      );
    });
    return {
      html: withAssetBase(fragment.html, request.assetBase),
      css: withAssetBase(fragment.css, request.assetBase),
      state: fragment.state,
      ...(sink.status !== 200 ? { status: sink.status } : {}),
    };
  };
}

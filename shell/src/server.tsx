// The shell's server renderer (dist-ssr/render.cjs), loaded by its production server
// (scripts/serve.mjs → scripts/compose.mjs): the site frame (header, footer, providers) rendered
// around a slot where the owning remote's fragment goes.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter, matchRoutes } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { fontFaceCss, preloadedFonts, preloadedHindiFonts } from '@ai-women/ui-kit/font-faces';
import { createAppQueryClient } from '@ai-women/web-ui/app-setup';
import { loadAllLanguages } from '@ai-women/web-core/i18n';
import { AppProviders, Frame } from './app/App';
import { withAssetBase } from '@ai-women/web-ui/ssr';
import { PageSourceContext, type PageSource } from './app/pageSource';
import { RouteListsProvider } from './app/routeLists';
import {
  REMOTES,
  ownerOf,
  routeListFrom,
  routeTableOf,
  type RemoteName,
  type RouteLists,
} from './app/routeTable';

/** Every language's texts of the frame, loaded before the first render (renderFrame reads them synchronously). */
export const textsReady = () => loadAllLanguages();

// What scripts/compose.mjs needs to fetch and check the remotes' published route lists.
export { REMOTES, ownerOf, routeListFrom };

/** Replaced by the remote's fragment in the composed page. */
export const FRAGMENT_SLOT = '<aarohi-fragment></aarohi-fragment>';
const Slot = () => createElement('aarohi-fragment');
const slotSource: PageSource = () => Slot;

export interface PageMatch {
  /** The route's pattern in the route table. */
  pattern: string;
  /** null for /header: the frame alone, no remote page. */
  remote: RemoteName | null;
  module: string | null;
  /** The query parameters the page reads (its route's `query`). */
  query?: string[];
}

/**
 * The route a path renders, when it is a server-rendered page: public pages arrive rendered (the
 * routes their remote marks `serverRendered`: every page anyone may open without an account), and
 * /header. Everything else (the learner area, the tutor portal behind its login, a path whose
 * remote's list is not known) renders in the browser.
 */
export function matchPage(pathname: string, lists: RouteLists): PageMatch | null {
  if (pathname === '/header') return { pattern: '/header', remote: null, module: null };
  if (!lists[ownerOf(pathname)]) return null;
  const best = matchRoutes(
    routeTableOf(lists).map((entry) => ({ path: entry.path, entry })),
    pathname,
  )?.[0]?.route.entry;
  if (!best?.serverRendered) return null;
  return { pattern: best.path, remote: best.remote, module: best.module, query: best.query };
}

/** The frame for one URL (with the route lists it is composed with) with FRAGMENT_SLOT where the page goes, and the frame's CSS (rehydratable). */
export function renderFrame(url: string, lists: RouteLists): { html: string; styleTags: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppProviders queryClient={createAppQueryClient()}>
          <RouteListsProvider initial={lists} fetchMissing={false}>
            <PageSourceContext.Provider value={slotSource}>
              <StaticRouter location={url}>
                <Frame />
              </StaticRouter>
            </PageSourceContext.Provider>
          </RouteListsProvider>
        </AppProviders>,
      ),
    );
    return { html: withAssetBase(html, '/'), styleTags: withAssetBase(sheet.getStyleTags(), '/') };
  } finally {
    sheet.seal();
  }
}

/** The brand fonts: @font-face rules to inline and the two files worth preloading (shell's own copies). */
export function fonts() {
  return {
    css: withAssetBase(fontFaceCss, '/'),
    preload: preloadedFonts.map((url) => withAssetBase(url, '/')),
    // Preloaded on Hindi pages only; elsewhere the unicode-range keeps them from loading at all.
    preloadHindi: preloadedHindiFonts.map((url) => withAssetBase(url, '/')),
  };
}

import '@ai-women/ui-kit/fonts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { adoptServerStyles } from '@ai-women/ui-kit';
import { createAppQueryClient } from '@ai-women/web-ui/app-setup';
import { App } from './app/App';
import { languageAt, preloadRemotePage, registerRemoteEntries } from './app/remoteModules';
import { ensureLanguage } from '@ai-women/web-core/i18n';
import { readServerRenderedPage } from './app/serverRendered';
import { prefetchRouteLists } from './app/routeLists';
import { NO_ROUTE_LISTS, routeListFrom, REMOTES, type RouteLists } from './app/routeTable';

registerRemoteEntries(REMOTES);

const container = document.getElementById('root')!;
const queryClient = createAppQueryClient();
const serverPage = readServerRenderedPage();

/** The route lists the server rendered with (checked like a fetched one); the others are fetched now. */
const routeLists: RouteLists = { ...NO_ROUTE_LISTS };
for (const remote of REMOTES)
  routeLists[remote] = serverPage?.routes?.[remote]
    ? routeListFrom(remote, { routes: serverPage.routes[remote] })
    : null;
prefetchRouteLists(routeLists);

// The first render is a transition: React renders it in small slices, yielding to the browser
// between them, instead of one long task that blocks input while the page is built.
async function render() {
  // The header's own texts, in the language the page opens in (a Hindi reader's student area).
  await ensureLanguage(languageAt(window.location.pathname));
  const root = createRoot(container);
  startTransition(() => root.render(<App queryClient={queryClient} routeLists={routeLists} />));
}

/**
 * A page the server rendered (public pages arrive rendered) is hydrated: the page's module is loaded from its remote
 * first (as federation loads it on any visit), React Query starts from the data the server used, and
 * styled-components from the class names whose CSS the page already carries, so the first client
 * render is the server's HTML and nothing is fetched or styled again.
 */
async function hydrateServerPage() {
  const page = serverPage;
  if (!page) return render();
  if (page.state) hydrate(queryClient, page.state);
  adoptServerStyles(document.querySelectorAll<HTMLStyleElement>('style[data-fragment]'));
  // The frame's texts (the page's come with its module below), fetched meanwhile.
  const frameTexts = ensureLanguage(languageAt(window.location.pathname));
  try {
    if (page.remote && page.module) await preloadRemotePage(page.remote, page.module);
  } catch (error) {
    // The remote went away since the server rendered: show what the client-rendered site shows.
    console.warn('[shell] could not load the page to hydrate; rendering it in the browser', error);
    container.replaceChildren();
    return render();
  }
  await frameTexts;
  startTransition(() => {
    hydrateRoot(container, <App queryClient={queryClient} routeLists={routeLists} />);
  });
}

void hydrateServerPage();

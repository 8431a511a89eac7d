import { startTransition, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { useIsClient } from '@ai-women/ui-kit';
import { SESSION_KEYS } from '@ai-women/web-core';
import { ensureRuntimeConfig } from '@ai-women/web-core/config';
import { lazyPageFor, preloadStandalonePage } from './app/standaloneRoutes';
import { createAppQueryClient } from '@ai-women/web-ui/app-setup';
import { Pages, StandaloneProviders } from './app/StandalonePortal';

function hasStoredTutor() {
  try {
    return Boolean(sessionStorage.getItem(SESSION_KEYS.tutorData));
  } catch {
    return false;
  }
}

function StandalonePortal({ queryClient }: { queryClient: ReturnType<typeof createAppQueryClient> }) {
  const [client] = useState(() => queryClient);
  // Standalone there is no site home: '/' (where logout lands) is the login page. The server renders
  // the signed-out portal, so the stored tutor is read once hydrated.
  const isClient = useIsClient();
  const home = isClient && hasStoredTutor() ? '/tutordashboard' : '/tutorlogin';
  return (
    <StandaloneProviders queryClient={client}>
      <BrowserRouter>
        <Pages home={home} pageFor={lazyPageFor} />
      </BrowserRouter>
    </StandaloneProviders>
  );
}

/** What the server put beside a server-rendered page (scripts/compose.mjs). */
function readServerRendered(): { config: unknown; state?: DehydratedState } | null {
  const text = document.getElementById('aarohi-ssr')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as { config: unknown; state?: DehydratedState };
  } catch {
    return null;
  }
}

ensureRuntimeConfig('tutor').then(async () => {
  const container = document.getElementById('root')!;
  const queryClient = createAppQueryClient();
  const serverRendered = readServerRendered();
  if (serverRendered) {
    if (serverRendered.state) hydrate(queryClient, serverRendered.state);
    await preloadStandalonePage(window.location.pathname);
    startTransition(() => {
      hydrateRoot(container, <StandalonePortal queryClient={queryClient} />);
    });
    return;
  }
  // A transition, as in the shell: the first render runs in slices instead of one long task.
  const root = createRoot(container);
  startTransition(() => root.render(<StandalonePortal queryClient={queryClient} />));
});

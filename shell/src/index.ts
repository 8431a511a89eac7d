// Async boundary: shared singletons are negotiated before any React code runs.
import { fetchRawRuntimeConfig, resolveRuntimeConfig, setRuntimeConfig } from '@ai-women/web-core/config';
import { startInTasks } from '@ai-women/web-core/startup';
import { readServerRenderedPage } from './app/serverRendered';

// A server-rendered page carries its runtime config: no request for it before hydrating.
const serverRendered = readServerRenderedPage();
const raw = serverRendered ? Promise.resolve(serverRendered.config) : fetchRawRuntimeConfig();

void raw.then((config) => {
  setRuntimeConfig(resolveRuntimeConfig(config, window.location));
  // require.ensure keeps all four arguments: with three, webpack cannot tell the error callback from
  // a chunk name and leaves the call unbundled (a TypeError in the browser).
  return startInTasks(
    [
      (done, fail) => require.ensure(['react-dom/client'], done, fail, 'react'),
      (done, fail) => require.ensure(['styled-components', '@ai-women/ui-kit'], done, fail, 'design-system'),
      (done, fail) => require.ensure(['./bootstrap'], done, fail, 'bootstrap'),
    ],
    [
      () => import('react-dom/client'),
      () => import('styled-components'),
      () => import('@ai-women/ui-kit'),
      () => import('@tanstack/react-query'),
      () => import('./bootstrap'),
    ],
  );
});

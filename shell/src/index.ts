// Async boundary: shared singletons are negotiated before any React code runs.
import { fetchRawRuntimeConfig, resolveRuntimeConfig, setRuntimeConfig } from '@ai-women/web-core/config';
import { libraryChunks, libraryModules, startInTasks } from '@ai-women/web-ui/startup';
import { readServerRenderedPage } from './app/serverRendered';

// A server-rendered page carries its runtime config: no request for it before hydrating.
const serverRendered = readServerRenderedPage();
const raw = serverRendered ? Promise.resolve(serverRendered.config) : fetchRawRuntimeConfig();

void raw.then((config) => {
  setRuntimeConfig(resolveRuntimeConfig(config, window.location));
  return startInTasks(
    [...libraryChunks, (done, fail) => require.ensure(['./bootstrap'], done, fail, 'bootstrap')],
    [...libraryModules, () => import('@tanstack/react-query'), () => import('./bootstrap')],
  );
});

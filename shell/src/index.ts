// Async boundary: shared singletons are negotiated before any React code runs.
import { loadRuntimeConfig, resolveRuntimeConfig } from './app/runtimeConfig';
import { readServerRenderedPage } from './app/serverRendered';

// A server-rendered page carries its runtime config: no request for it before hydrating.
const serverRendered = readServerRenderedPage();
const config = serverRendered ? Promise.resolve(resolveRuntimeConfig(serverRendered.config, window.location)) : loadRuntimeConfig();

config.then((resolved) => {
  window.__AAROHI_CONFIG__ = resolved;
  return import('./bootstrap');
});

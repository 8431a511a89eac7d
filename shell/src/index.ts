// Async boundary: shared singletons are negotiated before any React code runs.
import { loadRuntimeConfig } from './app/runtimeConfig';

loadRuntimeConfig().then((config) => {
  window.__AAROHI_CONFIG__ = config;
  return import('./bootstrap');
});

// A remote's production build uses this module in place of the bundler runtime's own entry
// (@module-federation/webpack-bundler-runtime/dist/bundler.js): the stateless functions come from the
// page (federation-core.mjs puts them there before any remote container runs), and only the
// container's own runtime instance stays in its bundle. The per-container state (instance, init
// options, runtime options) starts empty here, as in the original module, and the container's
// generated code fills it in. `runtime` stays the container's own: its init() finds or creates the
// container's federation instance by the container's own build identifier.
import * as runtime from 'aarohi-federation-runtime';

const provided = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!provided) {
  throw new Error(
    'The page has no federation bundler runtime: load the shell, or federation-core.js before main.js.',
  );
}

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: provided.bundlerRuntime,
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

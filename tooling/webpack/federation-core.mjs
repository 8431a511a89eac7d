// One federation runtime per page (a second copy would cost a phone hundreds of milliseconds). Every container built by webpack carries the Module
// Federation runtime core (~17 KB gzip) unless it is told to take it from the page: the remotes'
// production builds declare '@module-federation/runtime-core' external (experiments.externalRuntime,
// read from globalThis._FEDERATION_RUNTIME_CORE), and this module puts the core there.
// - The shell lists it as a runtime plugin, so the core its own runtime already uses is provided
//   before any remote's remoteEntry.js is loaded.
// - A remote served on its own (tutor-portal, backoffice, the learner's harness) loads
//   federation-core.js first: this module with the whole core (~20 KB gzip), built from
//   federation-core-entry.mjs.
// 'aarohi-federation-core' is a webpack alias for the ES module build of the core that the
// federation runtime imports, so the shell's bundle holds one copy of it, not a second (CommonJS) one.
//
// The same goes for the webpack glue around the core (the bundler runtime: sharing, consumes, container
// init; ~3 KB gzip with what it imports). Its functions hold no state of their own (each is handed the
// container's __webpack_require__), so every container on the page can run the page's copy; a remote's
// build swaps its own for federation-bundler-runtime.mjs, which takes these from the page.
import * as core from 'aarohi-federation-core';
import federation from 'aarohi-federation-bundler-runtime';
// The shell exposes nothing, so its build leaves this one function out of its bundler runtime; the
// remotes' containers need it.
import { initContainerEntry } from 'aarohi-federation-init-container-entry';

/** Puts the core on the page unless one is there already; `from` and `version` say whose it is. */
export function provideFederationCore(from, version) {
  const global = globalThis;
  if (global._FEDERATION_RUNTIME_CORE) return;
  global._FEDERATION_RUNTIME_CORE = core;
  global._FEDERATION_RUNTIME_CORE_FROM = { name: from, version };
  global._FEDERATION_BUNDLER_RUNTIME = {
    bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
    attachShareScopeMap: federation.attachShareScopeMap,
  };
}

/**
 * The shell's runtime plugin (listed with `{ version }`, the core's package version): provides the
 * core when the shell's federation runtime starts.
 */
export default function federationCorePlugin({ version } = {}) {
  return {
    name: 'aarohi-provide-federation-core',
    beforeInit(args) {
      provideFederationCore(args.options.name, version);
      return args;
    },
  };
}

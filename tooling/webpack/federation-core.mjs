// One federation runtime per page (issue 13). Every container built by webpack carries the Module
// Federation runtime core (~17 KB gzip) unless it is told to take it from the page: the remotes'
// production builds declare '@module-federation/runtime-core' external (experiments.externalRuntime,
// read from globalThis._FEDERATION_RUNTIME_CORE), and this module puts the core there.
// - The shell lists it as a runtime plugin, so the core its own runtime already uses is provided
//   before any remote's remoteEntry.js is loaded.
// - A remote served on its own (tutor-portal, backoffice, the learner's harness) loads
//   federation-core.js first, a tiny build of this module (federation-core-entry.mjs).
// 'aarohi-federation-core' is a webpack alias for the ES module build of the core that the
// federation runtime imports, so the shell's bundle holds one copy of it, not a second (CommonJS) one.
/* global FEDERATION_CORE_VERSION -- set by the build (DefinePlugin) */
import * as core from 'aarohi-federation-core';

export function provideFederationCore(from) {
  const global = globalThis;
  if (global._FEDERATION_RUNTIME_CORE) return;
  global._FEDERATION_RUNTIME_CORE = core;
  global._FEDERATION_RUNTIME_CORE_FROM = { name: from, version: FEDERATION_CORE_VERSION };
}

/** The shell's runtime plugin: provide the core when the shell's federation runtime starts. */
export default function federationCorePlugin() {
  return {
    name: 'aarohi-provide-federation-core',
    beforeInit(args) {
      provideFederationCore(args.options.name);
      return args;
    },
  };
}

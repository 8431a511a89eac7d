// /mf-runtime.js: a remote's own pages (standalone) get the Module Federation runtime core here,
// as the shell's pages get it from the shell (tooling/webpack/federation.cjs, externalRuntime).
// Loaded before main.js; 'mf-runtime-core' is @module-federation/runtime-core, the version the
// build's federation plugin uses.
import * as runtimeCore from 'mf-runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;

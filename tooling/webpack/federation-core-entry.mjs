// federation-core.js: what a remote's own page loads before its main.js (see federation-core.mjs).
/* global FEDERATION_CORE_PROVIDER, FEDERATION_CORE_VERSION -- set by the build (DefinePlugin) */
import { provideFederationCore } from './federation-core.mjs';

provideFederationCore(FEDERATION_CORE_PROVIDER, FEDERATION_CORE_VERSION);

// Types for federation-bundler-runtime.mjs (a remote container's bundler runtime, taken from the page).
declare const federation: {
  runtime: unknown;
  instance: undefined;
  initOptions: undefined;
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
  bundlerRuntimeOptions: Record<string, unknown>;
};
export default federation;

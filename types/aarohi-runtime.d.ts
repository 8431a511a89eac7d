/** Runtime configuration, resolved by the shell (or a standalone remote) before the app mounts. */
interface AarohiRuntimeConfig {
  /** Base URL of the HTTP API, e.g. http://127.0.0.1:4000 */
  apiBaseUrl: string;
  /** Module Federation entries (mf-manifest.json URLs) of the three remotes. */
  remotes: { learner: string; tutor: string; backoffice: string };
}

interface Window {
  __AAROHI_CONFIG__?: AarohiRuntimeConfig;
}

/** CSS files (the @fontsource faces) load as their text; tooling/webpack/css-inline-loader.cjs. */
declare module '*.css' {
  const css: string;
  export default css;
}

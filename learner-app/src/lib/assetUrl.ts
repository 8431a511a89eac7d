// Images the API names ('/assets/...') and the learner app's own illustrations live in the learner
// remote's public folder. Inside the shell the page origin is not the learner origin, so URLs are
// built from the remote's webpack public path (set by Module Federation to the learner origin).
declare const __webpack_public_path__: string | undefined;

function publicPath(): string {
  try {
    if (typeof __webpack_public_path__ === 'string' && __webpack_public_path__)
      return __webpack_public_path__;
  } catch {
    // Not running under webpack (tests): fall back to the page origin.
  }
  return '/';
}

/** '/assets/x.svg' → 'http://learner-origin/assets/x.svg'. Absolute URLs pass through; empty → undefined. */
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  return `${publicPath().replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

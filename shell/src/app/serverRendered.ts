import type { DehydratedState } from '@tanstack/react-query';
import type { RawRuntimeConfig } from '@ai-women/web-core/config';
import type { RemoteName, RouteLists } from './routeTable';

/** What the shell's server put beside a server-rendered page (scripts/compose.mjs). */
export interface ServerRenderedPage {
  config: RawRuntimeConfig;
  /** The remote whose page is in the HTML (null for /header: the frame alone). */
  remote: RemoteName | null;
  module: string | null;
  /** React Query's cache as the page was rendered with it. */
  state?: DehydratedState;
  /** The remotes' route lists the server rendered the page with (null: not known to it). */
  routes?: RouteLists;
}

/** The `<script type="application/json" id="aarohi-ssr">` block, or null on a client-rendered page. */
export function readServerRenderedPage(doc: Document = document): ServerRenderedPage | null {
  const script = doc.getElementById('aarohi-ssr');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ServerRenderedPage;
  } catch {
    return null;
  }
}

// The tutor portal's server renderer (dist-ssr/render.cjs): its pages as fragments for the shell,
// and its standalone login and registration pages as whole documents.
import type { ComponentType } from 'react';
import { StaticRouter } from 'react-router';
import { fontFaceCss, preloadedFonts } from '@ai-women/ui-kit/font-faces';
import {
  configureServerApi,
  createFragmentRenderer,
  renderWithData,
  withAssetBase,
} from '@ai-women/web-ui/ssr';
import { Pages, StandaloneProviders } from './app/StandalonePortal';
import { tutorRoutes } from './app/routes';
import { SERVER_RENDERED_MODULES } from './app/standaloneRoutes';

interface EagerContext {
  keys(): string[];
  (id: string): { default: ComponentType };
}
type WebpackRequire = { context(dir: string, deep: boolean, filter: RegExp): EagerContext };
const exposed = (require as unknown as WebpackRequire).context(
  './app/exposed',
  false,
  /^\.\/[A-Za-z]+\.tsx$/,
);

const pages: Record<string, ComponentType> = Object.fromEntries(
  exposed.keys().map((key) => [key.replace(/^\.\/(.*)\.tsx$/, '$1'), exposed(key).default]),
);

export const renderFragment = createFragmentRenderer(pages);
export const remote = 'tutor';
/** The pages this server renders as fragments are its server-rendered routes, and no others. */
export const routes = tutorRoutes;

/** The standalone document's page for `url`, or null when it renders in the browser only. */
export async function renderStandalone(url: string) {
  const { pathname } = new URL(url, 'http://x');
  const route = tutorRoutes.find((r) => r.path === pathname);
  if (!route || !SERVER_RENDERED_MODULES.has(route.module)) return null;
  const page = await renderWithData((client) => (
    <StandaloneProviders queryClient={client}>
      <StaticRouter location={url}>
        <Pages home="/tutorlogin" pageFor={(module) => pages[module]!} />
      </StaticRouter>
    </StandaloneProviders>
  ));
  return {
    html: withAssetBase(page.html, '/'),
    styleTags: withAssetBase(page.styleTags, '/'),
    state: page.state,
  };
}

export function fonts() {
  return {
    css: withAssetBase(fontFaceCss, '/'),
    preload: preloadedFonts.map((url) => withAssetBase(url, '/')),
  };
}
export { configureServerApi };

// The learner remote's server renderer (dist-ssr/render.cjs): its pages as fragments for the shell.
import type { ComponentType } from 'react';
import { configureServerApi, createFragmentRenderer } from '@ai-women/web-ui/ssr';
import { learnerRoutes } from './app/routes';

interface EagerContext {
  keys(): string[];
  (id: string): { default: ComponentType };
}
type WebpackRequire = { context(dir: string, deep: boolean, filter: RegExp): EagerContext };
const exposed = (require as unknown as WebpackRequire).context('./app/exposed', false, /^\.\/[A-Za-z]+\.tsx$/);

/** Every exposed page by its module name ('Home'), as the shell's route table names them. */
const pages = Object.fromEntries(
  exposed.keys().map((key) => [key.replace(/^\.\/(.*)\.tsx$/, '$1'), exposed(key).default]),
);

export const renderFragment = createFragmentRenderer(pages);
export const remote = 'learner';
/** The pages this server renders as fragments are its server-rendered routes, and no others. */
export const routes = learnerRoutes;
export { configureServerApi };

// For tests: the route lists the three remotes publish, read from their sources exactly as their
// builds write them into routes.json (tooling/webpack/route-list.cjs), and passed through the
// shell's own check. The shell itself imports nothing of the remotes; only its tests read what they
// publish, to hold the composed site to the spec.
import path from 'node:path';
import { routeListFrom, type RouteLists } from '../app/routeTable';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readRouteList } = require('../../../tooling/webpack/route-list.cjs') as {
  readRouteList(appDir: string): unknown[];
};

const appDir = (folder: string) => path.resolve(__dirname, '../../..', folder);

export function publishedRouteLists(): RouteLists {
  return {
    learner: routeListFrom('learner', { routes: readRouteList(appDir('learner-app')) }),
    tutor: routeListFrom('tutor', { routes: readRouteList(appDir('tutor-portal')) }),
    backoffice: routeListFrom('backoffice', { routes: readRouteList(appDir('backoffice')) }),
  };
}

import path from 'node:path';
import { staffRoutes } from './routes';

// What webpack exposes: the same function the remote's webpack config calls.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { exposedPages } = require('../../../tooling/webpack/exposed-pages.cjs') as {
  exposedPages(appDir: string): Record<string, string>;
};
const exposed = Object.keys(exposedPages(path.resolve(__dirname, '../..'))).map((key) => key.slice(2));

describe("the back office's route list", () => {
  it('names only modules the remote exposes, and lists every exposed page', () => {
    const listed = new Set(staffRoutes.map((route) => route.module));
    expect([...listed].filter((module) => !exposed.includes(module))).toEqual([]);
    expect(exposed.filter((module) => !listed.has(module))).toEqual([]);
  });

  it('keeps every page under /staff, and all but the sign-in behind the staff guard', () => {
    const paths = staffRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path === '/staff' || path.startsWith('/staff/')).toBe(true);
    expect(staffRoutes.filter((r) => r.guard !== 'staff').map((r) => r.path)).toEqual(['/staff/login']);
    expect(staffRoutes.some((r) => r.serverRendered)).toBe(false);
  });

  it('has a code-split loader for every listed module of the standalone back office', async () => {
    const { loaders } = await import('./standalone');
    expect(Object.keys(loaders).sort()).toEqual([...new Set(staffRoutes.map((r) => r.module))].sort());
  });
});

describe('the published route list (routes.json, read by the shell at run time)', () => {
  it('is this list, exactly', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { readRouteList } = require('../../../tooling/webpack/route-list.cjs') as {
      readRouteList(appDir: string): unknown[];
    };
    expect(readRouteList(path.resolve(__dirname, '../..'))).toEqual(staffRoutes);
  });
});

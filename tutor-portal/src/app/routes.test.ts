import path from 'node:path';
import { tutorRoutes } from './routes';

// What webpack exposes: the same function the remote's webpack config calls.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { exposedPages } = require('../../../tooling/webpack/exposed-pages.cjs') as {
  exposedPages(appDir: string): Record<string, string>;
};
const exposed = Object.keys(exposedPages(path.resolve(__dirname, '../..'))).map((key) => key.slice(2));

describe("the tutor portal's route list", () => {
  it('names only modules the remote exposes, and lists every exposed page', () => {
    const listed = new Set(tutorRoutes.map((route) => route.module));
    expect([...listed].filter((module) => !exposed.includes(module))).toEqual([]);
    expect(exposed.filter((module) => !listed.has(module))).toEqual([]);
  });

  it('lists each path once; everything but login, registration and password reset is behind the tutor guard', () => {
    const paths = tutorRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    const open = tutorRoutes.filter((r) => r.guard === 'public').map((r) => r.path);
    expect(open.sort()).toEqual([
      '/tutor-forgot-password',
      '/tutor-reset-password',
      '/tutorlogin',
      '/tutorregister',
    ]);
    for (const route of tutorRoutes) if (route.serverRendered) expect(route.guard).toBe('public');
  });

  it('has a code-split loader for every listed module of the standalone portal', async () => {
    const { lazyPageFor } = await import('./standaloneRoutes');
    for (const route of tutorRoutes) expect(lazyPageFor(route.module)).toBeTruthy();
  });
});

describe('the published route list (routes.json, read by the shell at run time)', () => {
  it('is this list, exactly', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { readRouteList } = require('../../../tooling/webpack/route-list.cjs') as {
      readRouteList(appDir: string): unknown[];
    };
    expect(readRouteList(path.resolve(__dirname, '../..'))).toEqual(tutorRoutes);
  });
});

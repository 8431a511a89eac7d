import path from 'node:path';
import { learnerRoutes } from './routes';

// What webpack exposes: the same function the remote's webpack config calls.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { exposedPages } = require('../../../tooling/webpack/exposed-pages.cjs') as {
  exposedPages(appDir: string): Record<string, string>;
};
const exposed = Object.keys(exposedPages(path.resolve(__dirname, '../..'))).map((key) => key.slice(2));

describe("the learner remote's route list", () => {
  it('names only modules the remote exposes, and lists every exposed page', () => {
    const listed = new Set(learnerRoutes.map((route) => route.module));
    expect([...listed].filter((module) => !exposed.includes(module))).toEqual([]);
    expect(exposed.filter((module) => !listed.has(module))).toEqual([]);
  });

  it('lists each path once; the student area is guarded, and only public pages are server-rendered', () => {
    const paths = learnerRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    const studentArea = learnerRoutes.filter((r) => r.guard === 'student').map((r) => r.path);
    expect(studentArea.sort()).toEqual([
      '/certificate',
      '/dashboard',
      '/discussion',
      '/discussion/:threadId',
      '/enrolled-courses',
      '/notifications',
      '/payments',
      '/profile',
      '/quizzes',
      '/quizzes/:moduleNo',
      '/sessions/:sessionNo',
      '/sessions/:sessionNo/catch-up',
      '/support',
    ]);
    for (const route of learnerRoutes) if (route.serverRendered) expect(route.guard).toBe('public');
  });
});

describe('the published route list (routes.json, read by the shell at run time)', () => {
  it('is this list, exactly', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { readRouteList } = require('../../../tooling/webpack/route-list.cjs') as {
      readRouteList(appDir: string): unknown[];
    };
    expect(readRouteList(path.resolve(__dirname, '../..'))).toEqual(learnerRoutes);
  });
});

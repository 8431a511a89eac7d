import fs from 'node:fs';
import path from 'node:path';
import { tutorRoutes } from './routes';

// webpack.config.js exposes every page file of src/app/exposed: the list and the folder must agree.
const exposed = fs
  .readdirSync(path.join(__dirname, 'exposed'))
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
  .map((file) => file.replace(/\.tsx?$/, ''));

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

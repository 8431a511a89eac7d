import fs from 'node:fs';
import path from 'node:path';
import { learnerRoutes } from './routes';

// webpack.config.js exposes every page file of src/app/exposed: the list and the folder must agree.
const exposed = fs
  .readdirSync(path.join(__dirname, 'exposed'))
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
  .map((file) => file.replace(/\.tsx?$/, ''));

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
    expect(studentArea.sort()).toEqual(['/dashboard', '/enrolled-courses', '/notifications', '/support']);
    for (const route of learnerRoutes) if (route.serverRendered) expect(route.guard).toBe('public');
  });
});

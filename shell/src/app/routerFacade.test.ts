// The production builds alias 'react-router-dom' to tooling/webpack/react-router-dom.mjs, a facade
// that re-exports only the router APIs the apps use (so the shared router chunk is tree-shaken).
// jest and TypeScript resolve the real package, so a page that starts using another API would pass
// them and then find `undefined` in the browser. This test keeps the facade and the apps in step.
import fs from 'node:fs';
import path from 'node:path';
import * as reactRouter from 'react-router';

const root = path.resolve(__dirname, '../../..');
const facade = fs.readFileSync(path.join(root, 'tooling/webpack/react-router-dom.mjs'), 'utf8');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    // src/server.tsx is each app's Node server renderer: it bundles react-router itself, not the facade.
    if (entry.name === 'server.tsx') return [];
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value imports from 'react-router' or 'react-router-dom' in the bundled (non-test) sources. */
function importedRouterNames() {
  const names = new Set<string>();
  const files = ['shell', 'learner-app', 'tutor-portal', 'ui-kit'].flatMap((app) =>
    sourceFiles(path.join(root, app, 'src')),
  );
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, typeOnly, list] of source.matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g,
    )) {
      if (typeOnly) continue;
      for (const part of list!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
    expect(source).not.toMatch(/import\s+\*\s+as\s+\w+\s+from\s+'react-router/);
    expect(source).not.toMatch(/import\s+\w+\s+from\s+'react-router/);
  }
  return [...names].sort();
}

const facadeNames = [...facade.matchAll(/export\s*\{([^}]*)\}\s*from\s*'react-router'/g)]
  .flatMap(([, list]) => list!.split(','))
  .map((name) => name.trim())
  .filter(Boolean);

describe('the react-router facade used by the production builds', () => {
  it('re-exports every router API the apps import', () => {
    const used = importedRouterNames();
    expect(used).toEqual(expect.arrayContaining(['BrowserRouter', 'Link', 'Routes', 'useNavigate']));
    expect(used.filter((name) => !facadeNames.includes(name))).toEqual([]);
  });

  it('re-exports only names that react-router has', () => {
    expect(facadeNames.length).toBeGreaterThan(0);
    const router = reactRouter as Record<string, unknown>;
    expect(facadeNames.filter((name) => router[name] === undefined)).toEqual([]);
  });
});

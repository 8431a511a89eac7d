// The production builds alias 'react-router-dom' and '@tanstack/react-query' to facades in
// tooling/webpack/ that re-export only the APIs the apps use (a shared module is never tree-shaken,
// a facade's package is). jest and TypeScript resolve the real packages, so a screen that starts using
// another API would pass them and then find `undefined` in the browser. This test keeps the facades
// and the apps in step.
import fs from 'node:fs';
import path from 'node:path';
import * as reactQuery from '@tanstack/react-query';
import * as reactRouter from 'react-router';

const root = path.resolve(__dirname, '../../..');
const BUNDLED = ['shell', 'learner-app', 'tutor-portal', 'backoffice', 'ui-kit', 'web-core'];

const FACADES = [
  {
    name: 'react-router',
    file: 'tooling/webpack/react-router-dom.mjs',
    imports: /'react-router(?:-dom)?'/, // the apps import either name; both reach the facade
    real: reactRouter as Record<string, unknown>,
    mustInclude: ['BrowserRouter', 'Link', 'Routes', 'useNavigate'],
  },
  {
    name: 'React Query',
    file: 'tooling/webpack/react-query.mjs',
    imports: /'@tanstack\/react-query'/,
    real: reactQuery as Record<string, unknown>,
    mustInclude: ['QueryClientProvider', 'useQuery', 'useMutation'],
  },
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    // Each app's src/server.tsx and web-core's ssr.tsx (the renderer they share) run in Node only:
    // the server bundles take the real packages, not the facades.
    if (entry.name === 'server.tsx' || full === path.join(root, 'web-core/src/ssr.tsx')) return [];
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const bundledSources = BUNDLED.flatMap((app) => sourceFiles(path.join(root, app, 'src'))).map((file) => ({
  file: path.relative(root, file),
  source: fs.readFileSync(file, 'utf8'),
}));

/** Value imports of a package in the bundled (non-test) sources. */
function importedNames(from: RegExp) {
  const names = new Set<string>();
  const statement = new RegExp(String.raw`import\s+(type\s+)?\{([^}]*)\}\s+from\s+` + from.source, 'g');
  const whole = new RegExp(String.raw`import\s+(\*\s+as\s+)?\w+\s+from\s+` + from.source);
  for (const { file, source } of bundledSources) {
    for (const [, typeOnly, list] of source.matchAll(statement)) {
      if (typeOnly) continue;
      for (const part of list!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
    expect({ file, wholePackageImport: whole.test(source) }).toEqual({ file, wholePackageImport: false });
  }
  return [...names].sort();
}

describe.each(FACADES)('the $name facade used by the production builds', (facade) => {
  const exported = [
    ...fs
      .readFileSync(path.join(root, facade.file), 'utf8')
      .matchAll(/export\s*\{([^}]*)\}\s*from\s*'[^']+'/g),
  ]
    .flatMap(([, list]) => list!.split(','))
    .map((name) => name.trim())
    .filter(Boolean);

  it('re-exports every API the apps import', () => {
    const used = importedNames(facade.imports);
    expect(used).toEqual(expect.arrayContaining(facade.mustInclude));
    expect(used.filter((name) => !exported.includes(name))).toEqual([]);
  });

  it('re-exports only names the package has', () => {
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.filter((name) => facade.real[name] === undefined)).toEqual([]);
  });
});

describe("React Router's build in production bundles", () => {
  // The package exports only its development build, which also logs React Router's development
  // warnings; the production builds (browser and server renderer) ask for the production file.
  it('is the production build, in the browser bundle and in the server renderer alike', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { createConfig } = require('../../../tooling/webpack/federation.cjs');
    const configs = createConfig({
      appDir: path.join(root, 'shell'),
      serverEntry: './src/server.tsx',
      name: 'shell',
      port: 3000,
    })({}, { mode: 'production' }) as { name: string; resolve?: { alias?: Record<string, string> } }[];
    const routerFiles = configs
      .filter((config) => config.resolve?.alias?.['react-router-dom$'])
      .map((config) => ({ name: config.name, file: config.resolve!.alias!['react-router$'] }));
    expect(routerFiles.map(({ name }) => name)).toEqual(['shell', 'shell-server']);
    for (const { file } of routerFiles) {
      expect(file).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
      const chunks = [...fs.readFileSync(file!, 'utf8').matchAll(/from "\.\/(chunk-\w+\.mjs)"/g)].map(
        ([, chunk]) => fs.readFileSync(path.join(path.dirname(file!), chunk!), 'utf8'),
      );
      expect(chunks.some((code) => code.includes('ENABLE_DEV_WARNINGS = false'))).toBe(true);
    }
  });
});

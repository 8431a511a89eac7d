/**
 * How the API is laid out, checked: route files declare routes and shape answers; the services
 * next to them own every query and transaction. A query in a routes.ts file fails here.
 */
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(__dirname, '..', 'src');

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const QUERY = /\.(select|insert|update|delete)\(|\bsql`|\.transaction\(/;

describe('API layout', () => {
  const routeFiles = files(src).filter((f) => /(^|[/\\])(staff-)?routes\.ts$/.test(f));

  it('finds the route files', () => {
    expect(routeFiles.length).toBeGreaterThan(10);
  });

  it.each(routeFiles.map((f) => [path.relative(src, f), f]))('%s runs no query of its own', (_name, file) => {
    const offending = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line, i) => ({ line: line.trim(), no: i + 1 }))
      .filter(({ line }) => QUERY.test(line));
    expect(offending).toEqual([]);
  });

  it('the back office composition stays small: each area owns its staff routes', () => {
    const lines = fs.readFileSync(path.join(src, 'staff', 'routes.ts'), 'utf8').split('\n').length;
    expect(lines).toBeLessThan(150);
  });
});

/**
 * How the API is laid out, checked: a route plugin (any file that declares routes, whatever its
 * name) declares routes and shapes answers; the services next to it own every query and
 * transaction. A query in any file that declares a route fails here. No two modules import each
 * other, however far round (a circle makes load order matter and neither can be read alone).
 */
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(__dirname, '..', 'src');

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** A route declared on the Fastify instance: `app.get(`, `app.post(`, `app.route(`… */
const DECLARES_ROUTE = /\bapp\.(get|post|put|patch|delete|route)\(/;
/** Drizzle reading or writing a table (`.from(t.x)`, `.insert(t.x)`…), raw SQL, or a transaction. */
const QUERY = /\.(from|insert|update|delete)\(t\.|\bsql`|\.transaction\(|\.execute\(/;

export function queriesIn(text: string): { line: string; no: number }[] {
  return text
    .split('\n')
    .map((line, i) => ({ line: line.trim(), no: i + 1 }))
    .filter(({ line }) => QUERY.test(line));
}

/** Every module a file imports of ours: static, type-only, re-exported or loaded with import(). */
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)'(\.{1,2}\/[^']+)'/gm;

function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(IMPORT)].flatMap((m) => {
    const base = path.resolve(path.dirname(file), m[1]!);
    const found = [`${base}.ts`, path.join(base, 'index.ts'), base].find(
      (candidate) => candidate.endsWith('.ts') && fs.existsSync(candidate),
    );
    return found ? [found] : [];
  });
}

/** The circles of an import graph (its strongly connected parts of more than one module, or a self-import). */
export function circlesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || (graph.get(node) ?? []).includes(node)) circles.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

describe('API layout', () => {
  const routePlugins = files(src).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && DECLARES_ROUTE.test(fs.readFileSync(f, 'utf8')),
  );

  it('finds the route plugins by what they do, including those not named routes.ts', () => {
    expect(routePlugins.length).toBeGreaterThan(20);
    const names = routePlugins.map((f) => path.relative(src, f));
    expect(names).toEqual(
      expect.arrayContaining(['students/profile.ts', 'mail/unsubscribe.ts', 'payments/webhook-routes.ts']),
    );
  });

  it('recognises a query, and not an HMAC or a hash being updated', () => {
    const planted = [
      'const [row] = await db.select().from(t.students).where(eq(t.students.id, id));',
      'await tx.update(t.students).set({ email }).where(eq(t.students.id, id));',
      'await db.execute(sql`select 1`);',
      'await db.transaction(async (tx) => {',
      "crypto.createHmac('sha256', key).update(text).digest('hex');",
      "createHash('sha256').update(raw).digest('hex')",
    ].join('\n');
    expect(queriesIn(planted).map((q) => q.no)).toEqual([1, 2, 3, 4]);
  });

  it.each(routePlugins.map((f) => [path.relative(src, f), f]))(
    '%s runs no query of its own',
    (_name, file) => {
      expect(queriesIn(fs.readFileSync(file, 'utf8'))).toEqual([]);
    },
  );

  it('mail imports no area: the areas register what their mails carry (mail/kinds.ts)', () => {
    // The shared floor every area writes to: the database, lib, the configuration and itself.
    const SHARED = /^\.\.\/(db|lib)\/|^\.\.\/config$|^\.\//;
    const mailFiles = files(path.join(src, 'mail')).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    expect(mailFiles.length).toBeGreaterThan(5);
    const reaching = mailFiles.flatMap((f) =>
      [...fs.readFileSync(f, 'utf8').matchAll(/from '(\.[^']+)'/g)]
        .map((m) => m[1]!)
        .filter((spec) => !SHARED.test(spec))
        .map((spec) => `${path.relative(src, f)} → ${spec}`),
    );
    expect(reaching).toEqual([]);
    // The check itself: an import of an area is caught, the shared floor is not.
    expect(
      ['../calendar/service', '../db/client', './outbox', '../config'].filter((s) => !SHARED.test(s)),
    ).toEqual(['../calendar/service']);
  });

  it('the back office composition stays small: each area owns its staff routes', () => {
    const lines = fs.readFileSync(path.join(src, 'staff', 'routes.ts'), 'utf8').split('\n').length;
    expect(lines).toBeLessThan(150);
  });

  it('has no circle of imports among its modules', () => {
    const modules = files(src).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const graph = new Map(modules.map((f) => [f, importsOf(f, fs.readFileSync(f, 'utf8'))]));
    expect([...graph.values()].flat().length).toBeGreaterThan(500);
    expect(circlesOf(graph).map((circle) => circle.map((f) => path.relative(src, f)))).toEqual([]);
  });

  it('finds a circle however it is written, and none in a chain', () => {
    const planted = [
      "import { a } from './a';",
      "import type { Config } from '../config';",
      "export { b } from './b';",
      "  const { S3 } = await import('./storage-s3');",
      "import './side-effect';",
      "import { z } from 'zod';",
    ].join('\n');
    expect([...planted.matchAll(IMPORT)].map((m) => m[1])).toEqual([
      './a',
      '../config',
      './b',
      './storage-s3',
      './side-effect',
    ]);
    const graph = (edges: string) =>
      new Map(
        edges.split(' ').reduce<[string, string[]][]>((all, edge) => {
          const [from, to] = edge.split('>') as [string, string];
          const known = all.find(([n]) => n === from);
          if (known) known[1].push(to);
          else all.push([from, [to]]);
          return all;
        }, []),
      );
    expect(circlesOf(graph('config>secrets secrets>config'))).toEqual([['config', 'secrets']]);
    expect(circlesOf(graph('batches>placement placement>notify notify>batches app>batches'))).toEqual([
      ['batches', 'notify', 'placement'],
    ]);
    expect(circlesOf(graph('app>routes routes>service service>db app>db'))).toEqual([]);
  });
});

/**
 * How the API is laid out, checked: a route plugin (any file that declares routes, whatever its
 * name) declares routes and shapes answers; the services next to it own every query and
 * transaction. A query in any file that declares a route fails here.
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
});

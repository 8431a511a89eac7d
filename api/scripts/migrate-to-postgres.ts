/**
 * Moves the embedded database (PGlite in DATA_DIR/pgdata) into a PostgreSQL database (DATABASE_URL).
 *
 *   DATA_DIR=/srv/aarohi DATABASE_URL=postgres://user@host/aarohi pnpm --filter @ai-women/api migrate:pg [-- --force]
 *   (or: --data-dir <dir> --database-url <url>)
 *
 * 1. Opens both (the API must be stopped: the PGlite folder is locked by a running API) and runs the
 *    same migrations (api/drizzle) on both, so the schemas are identical.
 * 2. Refuses a target that already holds rows, unless --force (which empties it first).
 * 3. Copies every table of the schema in foreign-key order inside ONE target transaction: rows travel
 *    as row_to_json text and are inserted with json_populate_recordset, so PostgreSQL itself parses
 *    every value (timestamps, dates, jsonb, reals) — no driver conversions.
 * 4. Moves every serial sequence past the largest copied id.
 * 5. Verifies per table: row count and an md5 of all rows (ordered by primary key) equal on both sides.
 *
 * Uploaded PDFs and the session secret stay in DATA_DIR: keep DATA_DIR set when the API runs on
 * DATABASE_URL, and sessions and downloads keep working. Exit codes: 0 done, 1 failed, 2 refused.
 */
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from '../src/db/client';
import * as schema from '../src/db/schema';

type Rows = { rows: Record<string, unknown>[] };

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Schema tables, parents before children (topological order over the foreign keys). */
export function tablesInDependencyOrder(): { name: string; pk: string[] }[] {
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => v instanceof PgTable);
  const configs = new Map(tables.map((t) => [getTableConfig(t).name, getTableConfig(t)]));
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`foreign-key cycle through ${name}`);
    state.set(name, 'visiting');
    for (const fk of configs.get(name)!.foreignKeys) {
      const parent = getTableConfig(fk.reference().foreignTable).name;
      if (parent !== name) visit(parent);
    }
    state.set(name, 'done');
    order.push(name);
  };
  for (const name of [...configs.keys()].sort()) visit(name);
  return order.map((name) => {
    const c = configs.get(name)!;
    const pk = [...c.columns.filter((col) => col.primary).map((col) => col.name), ...c.primaryKeys.flatMap((p) => p.columns.map((col) => col.name))];
    return { name, pk: pk.length ? pk : c.columns.map((col) => col.name) };
  });
}

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

async function main() {
  const dataDir = path.resolve(arg('--data-dir') || process.env.DATA_DIR || path.join(apiRoot, 'data'));
  const databaseUrl = arg('--database-url') || process.env.DATABASE_URL;
  const force = process.argv.includes('--force');
  if (!databaseUrl) {
    console.error('Set DATABASE_URL (or --database-url) to the target PostgreSQL database.');
    return 2;
  }
  const pgdata = path.join(dataDir, 'pgdata');
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
    console.error(`No embedded database in ${pgdata} (set DATA_DIR or --data-dir).`);
    return 2;
  }
  const migrationsDir = path.join(apiRoot, 'drizzle');
  const redacted = databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  console.log(`Moving ${pgdata} → ${redacted}`);

  let source: Database | undefined;
  let target: Database | undefined;
  try {
    source = await openDatabase({ migrationsDir, pgliteDir: pgdata });
    target = await openDatabase({ migrationsDir, databaseUrl });
    const src = (source.db as unknown as { $client: { query(q: string): Promise<Rows> } }).$client;
    const srcQuery = (q: string) => src.query(q);
    await srcQuery(`set timezone = 'UTC'`);
    const tables = tablesInDependencyOrder();

    // nothing but schema tables may hold data in the source (else it would be silently left behind)
    const known = new Set(tables.map((t) => t.name));
    const extra = (
      await srcQuery(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)
    ).rows
      .map((r) => String(r.table_name))
      .filter((n) => !known.has(n));
    if (extra.length) console.warn(`Note: tables outside the schema are not copied: ${extra.join(', ')}`);

    const count = async (q: (s: string) => Promise<Rows>, table: string) =>
      Number((await q(`select count(*)::bigint as n from ${ident(table)}`)).rows[0]!.n);
    const tgtQuery = (q: string) => target!.db.execute(sql.raw(q)) as unknown as Promise<Rows>;
    const nonEmpty: string[] = [];
    for (const t of tables) if ((await count(tgtQuery, t.name)) > 0) nonEmpty.push(t.name);
    if (nonEmpty.length && !force) {
      console.error(`Refusing: the target already has rows in ${nonEmpty.join(', ')}. Re-run with --force to replace them.`);
      return 2;
    }

    const copied: Record<string, number> = {};
    const PAGE = 1000;
    await target.db.transaction(async (tx) => {
      const q = (text: string) => tx.execute(sql.raw(text)) as unknown as Promise<Rows>;
      await q(`set local timezone = 'UTC'`);
      if (nonEmpty.length) {
        console.log(`--force: emptying ${nonEmpty.join(', ')}`);
        await q(`truncate ${tables.map((t) => ident(t.name)).join(', ')} restart identity cascade`);
      }
      for (const t of tables) {
        let n = 0;
        for (let offset = 0; ; offset += PAGE) {
          const page = (
            await srcQuery(
              `select row_to_json(x)::text as j from ${ident(t.name)} x order by ${t.pk.map((c) => `x.${ident(c)}`).join(', ')} limit ${PAGE} offset ${offset}`,
            )
          ).rows.map((r) => String(r.j));
          if (!page.length) break;
          await tx.execute(
            sql`insert into ${sql.identifier(t.name)} select * from json_populate_recordset(null::${sql.identifier(t.name)}, ${`[${page.join(',')}]`}::json)`,
          );
          n += page.length;
          if (page.length < PAGE) break;
        }
        copied[t.name] = n;
      }
      // serial sequences past the largest copied id
      const serials = (
        await q(
          `select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
             from information_schema.columns where table_schema = 'public' and column_default like 'nextval(%'`,
        )
      ).rows;
      for (const s of serials) {
        if (!known.has(String(s.table_name)) || !s.seq) continue;
        await q(
          `select setval('${String(s.seq).replace(/'/g, "''")}', coalesce((select max(${ident(String(s.column_name))}) from ${ident(String(s.table_name))}), 0) + 1, false)`,
        );
      }
    });

    // verification, after the commit, on both sides
    await tgtQuery(`set timezone = 'UTC'`);
    let bad = 0;
    console.log(`\n${'table'.padEnd(24)} ${'source'.padStart(8)} ${'target'.padStart(8)}  checksum`);
    for (const t of tables) {
      const digest = (q: (s: string) => Promise<Rows>) =>
        q(
          `select md5(coalesce(string_agg(row_to_json(x)::text, E'\\n' order by ${t.pk.map((c) => `x.${ident(c)}`).join(', ')}), '')) as h from ${ident(t.name)} x`,
        ).then((r) => String(r.rows[0]!.h));
      const [a, b, ha, hb] = await Promise.all([count(srcQuery, t.name), count(tgtQuery, t.name), digest(srcQuery), digest(tgtQuery)]);
      const ok = a === b && a === copied[t.name] && ha === hb;
      if (!ok) bad++;
      console.log(`${t.name.padEnd(24)} ${String(a).padStart(8)} ${String(b).padStart(8)}  ${ha === hb ? 'equal' : 'DIFFERENT'}${ok ? '' : '  ← MISMATCH'}`);
    }
    if (bad) {
      console.error(`\n${bad} table(s) differ after the copy.`);
      return 1;
    }
    console.log(`\nDone: ${tables.length} tables, ${Object.values(copied).reduce((x, y) => x + y, 0)} rows copied and verified.`);
    console.log(`Run the API with DATABASE_URL set and the same DATA_DIR (uploaded PDFs and the session secret live there).`);
    return 0;
  } finally {
    await source?.close().catch(() => {});
    await target?.close().catch(() => {});
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`Migration failed: ${(err as Error).message} (a failure before the commit leaves the target unchanged)`);
    process.exit(1);
  },
);

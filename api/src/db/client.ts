/** The PGlite / PostgreSQL switch: one Drizzle API over either driver. */
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Runs `fn` while holding a cluster-wide lock (PostgreSQL advisory lock), so several API processes
   * starting together on one database migrate and seed once. PGlite is one process: runs `fn` as is.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
}

/** The advisory lock key of start-up work (migrate, seed). */
const STARTUP_LOCK = 16_041_968;

export interface OpenOptions {
  migrationsDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; absent means in memory. */
  pgliteDir?: string;
  /** A PGlite dump (dumpDataDir) to start from, used by tests. */
  loadDataDir?: Blob | File;
  migrate?: boolean;
}

/**
 * PGlite runs each query synchronously on the main thread, and queued queries follow one another in
 * microtasks: 300 queued queries held the event loop for their whole run (measured: setImmediate
 * waited 1.2 s), so /health, a PDF download or a cached read waited behind a login burst.
 * Queries go through a FIFO here that lets the event loop turn once (setImmediate) before each:
 * between two queries, pending I/O is served. Order is kept; transactions keep PGlite's own lock.
 */
function yieldBetweenQueries<
  T extends { query: (...a: never[]) => Promise<unknown>; exec: (...a: never[]) => Promise<unknown> },
>(client: T): void {
  let tail: Promise<unknown> = Promise.resolve();
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  for (const name of ['query', 'exec'] as const) {
    const original = client[name].bind(client) as (...a: unknown[]) => Promise<unknown>;
    (client as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const run = tail.then(turn).then(() => original(...args));
      tail = run.catch(() => undefined);
      return run;
    };
  }
}

/** PGlite does not lock its folder: a second process on the same folder would corrupt it. */
function takeLock(dir: string): () => void {
  const lockPath = path.join(dir, 'aarohi.lock');
  const tryCreate = () => fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  try {
    tryCreate();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    let alive = false;
    if (Number.isFinite(pid) && pid !== process.pid) {
      try {
        process.kill(pid, 0);
        alive = true;
      } catch {
        alive = false;
      }
    }
    if (alive) throw new Error(`The data folder ${dir} is in use by process ${pid}. Stop it first.`);
    fs.rmSync(lockPath, { force: true });
    tryCreate();
  }
  return () => fs.rmSync(lockPath, { force: true });
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  let database: Database;
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover, admin) is replaced on next use;
    // without a listener the error would crash the process.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        client.release();
      }
    };
    database = { db, kind: 'postgres', close: () => pool.end(), exclusive };
    if (opts.migrate !== false) {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await exclusive(() => migrate(db as never, { migrationsFolder: opts.migrationsDir }));
    }
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    let release = () => {};
    if (opts.pgliteDir) {
      fs.mkdirSync(opts.pgliteDir, { recursive: true });
      release = takeLock(opts.pgliteDir);
    }
    let client: InstanceType<typeof PGlite>;
    try {
      client = new PGlite({ dataDir: opts.pgliteDir, loadDataDir: opts.loadDataDir });
      await client.waitReady;
    } catch (err) {
      release();
      throw err;
    }
    yieldBetweenQueries(client);
    const db = drizzle({ client, schema }) as unknown as Db;
    database = {
      db,
      kind: 'pglite',
      exclusive: (fn) => fn(),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
    if (opts.migrate !== false) {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db as never, { migrationsFolder: opts.migrationsDir });
    }
  }
  return database;
}

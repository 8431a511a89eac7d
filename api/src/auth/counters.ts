/**
 * Counters in the database (table rate_counters), so every API process on one PostgreSQL spends the
 * same budget: @fastify/rate-limit's store and the login throttle both count here. PGlite uses the
 * same table (one code path, tested on both databases; it is one process anyway).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface Hit {
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

interface Row {
  count: number | string;
  ttl_ms: number | string;
}

export class SharedCounters {
  private lastSweep = Date.now();

  constructor(private readonly db: Db) {}

  /** Adds one to `key` in a window of `windowMs` (a new window once the old one ended). */
  async hit(key: string, windowMs: number): Promise<Hit> {
    const res = await this.db.execute(sql`
      insert into rate_counters (key, count, reset_at)
      values (${key}, 1, now() + ${windowMs}::double precision * interval '1 millisecond')
      on conflict (key) do update set
        count = case when rate_counters.reset_at <= now() then 1 else rate_counters.count + 1 end,
        reset_at = case when rate_counters.reset_at <= now() then excluded.reset_at else rate_counters.reset_at end,
        blocked_until = case when rate_counters.reset_at <= now() then null else rate_counters.blocked_until end
      returning count, ceil(extract(epoch from (reset_at - now())) * 1000) as ttl_ms`);
    this.sweep();
    const row = (res as unknown as { rows: Row[] }).rows[0]!;
    return { count: Number(row.count), ttlMs: Math.max(0, Number(row.ttl_ms)) };
  }

  /** Deletes expired counters at most every 10 minutes (fire and forget: never delays a request). */
  private sweep(): void {
    const now = Date.now();
    if (now - this.lastSweep < 10 * 60 * 1000) return;
    this.lastSweep = now;
    this.db.execute(sql`delete from rate_counters where reset_at < now()`).catch(() => {});
  }
}

type IncrCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit backed by SharedCounters. The plugin constructs the store with
 * `new Store(globalOptions)` and calls `child(routeOptions)` once per limited route, so each route
 * keeps its own budget (`rl:<method> <url>:<key>`), as with the plugin's in-memory store.
 */
export function sharedRateLimitStore(counters: SharedCounters) {
  return class SharedRateLimitStore {
    constructor(
      private readonly options?: { timeWindow?: unknown },
      private readonly prefix = 'rl',
    ) {}

    /** The plugin passes the route's window (ms) as a third argument (its typings omit it). */
    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      const windowMs =
        typeof timeWindow === 'number'
          ? timeWindow
          : typeof this.options?.timeWindow === 'number'
            ? this.options.timeWindow
            : 60_000;
      counters.hit(`${this.prefix}:${key}`, windowMs).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    /** The plugin passes its merged route options (timeWindow, groupId, routeInfo: the route). */
    child(routeOptions: object) {
      const options = routeOptions as {
        timeWindow?: unknown;
        routeInfo?: { method?: string | string[]; url?: string };
        groupId?: string;
      };
      const route = options.groupId
        ? `group ${options.groupId}`
        : `${String(options.routeInfo?.method ?? '')} ${options.routeInfo?.url ?? ''}`;
      return new SharedRateLimitStore(options, `rl:${route}`);
    }
  };
}

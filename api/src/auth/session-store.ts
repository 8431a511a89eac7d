/**
 * @fastify/session store in the database: sessions survive restarts, are revocable and shared by
 * replicas. Reads go through a short-lived in-process cache so a signed-in read costs no database
 * round trip:
 * - an entry lives at most `cacheTtlMs` (default 1 s) and never past the session's own expiry;
 * - this process drops it at once on logout (destroy) and rotation (set/destroy at login);
 * - another process's logout deletes the row, so this process refuses the session within `cacheTtlMs`.
 * A plain TTL rather than LISTEN/NOTIFY: it needs no dedicated connection or reconnection logic,
 * behaves the same on PGlite and PostgreSQL, and bounds the cross-process delay by construction
 * (a NOTIFY lost during a reconnect would leave a revoked session cached indefinitely).
 * A read that was already in flight when the session was destroyed is never cached.
 */
import type { Session } from 'fastify';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { httpSessions } from '../db/schema';

type Callback = (err?: unknown) => void;
type SessionCallback = (err: unknown, result?: Session | null) => void;

export const SESSION_COOKIE = 'aarohi.sid';

const DEFAULT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

interface Cached {
  session: Session;
  /** Served until this time (ms): min(now + ttl, the session's expiry). */
  until: number;
}

export class DbSessionStore {
  private lastSweep = 0;
  private readonly cache = new Map<string, Cached>();
  private readonly pending = new Map<string, Promise<Session | null>>();
  /** Bumped on every set/destroy: a read begun before one of them is not cached. */
  private version = 0;

  constructor(
    private readonly db: Db,
    private readonly cacheTtlMs = 1000,
    private readonly cacheMax = 20_000,
  ) {}

  private forget(sid: string): void {
    this.version += 1;
    this.cache.delete(sid);
    this.pending.delete(sid);
  }

  /** Drops sessions deleted outside the store (a password reset signs an account out everywhere). */
  forgetMany(sids: Iterable<string>): void {
    for (const sid of sids) this.forget(sid);
  }

  set(sid: string, session: Session, callback: Callback): void {
    const expires = session.cookie?.expires
      ? new Date(session.cookie.expires)
      : new Date(Date.now() + DEFAULT_TTL_MS);
    const data = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    this.forget(sid);
    this.db
      .insert(httpSessions)
      .values({ sid, data, expiresAt: expires })
      .onConflictDoUpdate({ target: httpSessions.sid, set: { data, expiresAt: expires } })
      .then(() => this.forget(sid))
      .then(() => this.sweep())
      .then(() => callback(), callback);
  }

  get(sid: string, callback: SessionCallback): void {
    const now = Date.now();
    const hit = this.cache.get(sid);
    if (hit) {
      if (hit.until > now) {
        callback(null, hit.session);
        return;
      }
      this.cache.delete(sid);
    }
    let read = this.pending.get(sid);
    if (!read) {
      read = this.load(sid);
      this.pending.set(sid, read);
      const clear = () => {
        if (this.pending.get(sid) === read) this.pending.delete(sid);
      };
      read.then(clear, clear);
    }
    read.then((session) => callback(null, session), callback);
  }

  private async load(sid: string): Promise<Session | null> {
    const version = this.version;
    const rows = await this.db
      .select({ data: httpSessions.data, expiresAt: httpSessions.expiresAt })
      .from(httpSessions)
      .where(and(eq(httpSessions.sid, sid), gt(httpSessions.expiresAt, new Date())))
      .limit(1);
    const row = rows[0];
    if (!row) return null;
    const session = row.data as Session;
    if (this.cacheTtlMs > 0 && version === this.version) {
      if (this.cache.size >= this.cacheMax) {
        // Oldest first (Map keeps insertion order).
        const oldest = this.cache.keys().next().value;
        if (oldest !== undefined) this.cache.delete(oldest);
      }
      this.cache.set(sid, {
        session,
        until: Math.min(Date.now() + this.cacheTtlMs, new Date(row.expiresAt).getTime()),
      });
    }
    return session;
  }

  destroy(sid: string, callback: Callback): void {
    this.forget(sid);
    this.db
      .delete(httpSessions)
      .where(eq(httpSessions.sid, sid))
      // Again once deleted: a read that ran while the delete was in flight must not be cached.
      .then(() => this.forget(sid))
      .then(() => callback(), callback);
  }

  /** Deletes expired sessions at most once an hour, piggy-backing on writes. */
  private async sweep(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < 60 * 60 * 1000) return;
    this.lastSweep = now;
    await this.db.delete(httpSessions).where(lt(httpSessions.expiresAt, new Date(now)));
  }
}

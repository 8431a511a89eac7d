/** @fastify/session store in the database: sessions survive restarts, are revocable and shared by replicas. */
import type { Session } from 'fastify';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { httpSessions } from '../db/schema';

type Callback = (err?: unknown) => void;
type SessionCallback = (err: unknown, result?: Session | null) => void;

export const SESSION_COOKIE = 'aarohi.sid';

const DEFAULT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export class DbSessionStore {
  private lastSweep = 0;

  constructor(private readonly db: Db) {}

  set(sid: string, session: Session, callback: Callback): void {
    const expires = session.cookie?.expires
      ? new Date(session.cookie.expires)
      : new Date(Date.now() + DEFAULT_TTL_MS);
    const data = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    this.db
      .insert(httpSessions)
      .values({ sid, data, expiresAt: expires })
      .onConflictDoUpdate({ target: httpSessions.sid, set: { data, expiresAt: expires } })
      .then(() => this.sweep())
      .then(() => callback(), callback);
  }

  get(sid: string, callback: SessionCallback): void {
    this.db
      .select({ data: httpSessions.data })
      .from(httpSessions)
      .where(and(eq(httpSessions.sid, sid), gt(httpSessions.expiresAt, new Date())))
      .limit(1)
      .then((rows) => callback(null, (rows[0]?.data as Session | undefined) ?? null), callback);
  }

  destroy(sid: string, callback: Callback): void {
    this.db
      .delete(httpSessions)
      .where(eq(httpSessions.sid, sid))
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

/**
 * The signed-in reads' cache (dashboard, sessions, notifications, /api/me, tutor screens), for the
 * embedded database only.
 *
 * On PGlite this process is the only writer (the data folder is locked), and every write reaches the
 * database through an HTTP write request. The read-cache plugin drops entries when a write request
 * arrives and again just before its response is sent (after its transaction committed), so:
 * - a read that began before a write and finished after it is never stored (its epoch is stale);
 * - the first read after any write's response goes to the database: a payment, a batch status change
 *   or a new notification is visible on the very next read.
 * Sign-in and sign-out change no cached data and are marked `keepsReadCache` on their routes.
 *
 * Most writes drop every entry. A write that changes only what the signed-in student herself reads,
 * and what tutors read of her (a Join click, a recording opened), drops only the entries tagged with
 * her and the tutors' entries (`config.readCacheScope: 'viewer'`): one student opening recordings in
 * a loop no longer sends every other reader to the database. So every entry names whose reads it is
 * (`studentTag(id)`, `TUTOR_READS`, or none for a read nobody's own write can change).
 *
 * With several processes on PostgreSQL another process's write could not reach this cache, so it is
 * off there: each read is one query on the connection pool.
 */

/** The tag of one student's own reads. */
export const studentTag = (studentId: number) => `student:${studentId}`;
/** The tag of the tutors' reads (rosters and figures count what students do). */
export const TUTOR_READS = 'tutors';

interface Entry {
  value: unknown;
  tags: readonly string[];
}

export class ReadCache {
  private epoch = 0;
  private readonly tagEpochs = new Map<string, number>();
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, { read: Promise<unknown>; tags: readonly string[] }>();
  private readonly keysByTag = new Map<string, Set<string>>();

  constructor(
    readonly enabled: boolean,
    private readonly max = 20_000,
  ) {}

  /** Drops every entry; reads in flight will not store what they read. */
  invalidate(): void {
    this.epoch += 1;
    this.entries.clear();
    this.pending.clear();
    this.keysByTag.clear();
  }

  /** Drops the entries carrying any of these tags; their reads in flight will not store either. */
  invalidateTagged(tags: readonly string[]): void {
    for (const tag of tags) {
      this.tagEpochs.set(tag, (this.tagEpochs.get(tag) ?? 0) + 1);
      for (const key of this.keysByTag.get(tag) ?? []) this.drop(key);
      this.keysByTag.delete(tag);
    }
    for (const [key, { tags: held }] of this.pending) if (held.some((t) => tags.includes(t))) this.pending.delete(key);
  }

  /**
   * The cached value of `key`, or `load()`'s (stored unless a write dropped its epoch or one of its
   * tags meanwhile). `tags` name whose reads this is, so a write scoped to them drops it.
   */
  async get<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    if (hit) return hit.value as T;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight.read as Promise<T>;
    const epoch = this.epoch;
    const seen = tags.map((t) => this.tagEpochs.get(t) ?? 0);
    const read = load();
    this.pending.set(key, { read, tags });
    try {
      const value = await read;
      if (epoch === this.epoch && tags.every((t, i) => (this.tagEpochs.get(t) ?? 0) === seen[i])) {
        if (this.entries.size >= this.max) {
          const oldest = this.entries.keys().next().value;
          if (oldest !== undefined) this.drop(oldest);
        }
        this.entries.set(key, { value, tags });
        for (const tag of tags) {
          let keys = this.keysByTag.get(tag);
          if (!keys) this.keysByTag.set(tag, (keys = new Set()));
          keys.add(key);
        }
      }
      return value;
    } finally {
      if (this.pending.get(key)?.read === read) this.pending.delete(key);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) this.keysByTag.get(tag)?.delete(key);
  }
}

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
 * What each kind of write drops, and why that is enough:
 * - Every write not marked otherwise drops every entry. That covers anything shared: a batch's
 *   sessions, materials, schedule or status, a payment, a placement, a staff notice, a certificate.
 * - `config.readCacheScope: 'viewer'` on a student's write drops `studentTag(her)`, `TUTOR_READS`
 *   and any tag her handler named (`alsoChangesReadsOf` in the read-cache plugin). It is put only on
 *   a write whose rows are hers alone and that no other student's cached read counts:
 *   a Join click and a recording opened (her attendance events), a quiz or catch-up attempt, a
 *   practice answer, her WhatsApp consent, her session rating (read by no cached read at all), her
 *   support ticket (read back by her ticket list and the back office only), and her discussion question or
 *   reply (posts are never cached; the notice a reply sends its thread's author is the one other
 *   student's read it changes, and the handler names her). Tutors' reads show students' progress,
 *   so they go with every such write.
 * Every student read is keyed and tagged per student, so a scoped write leaves the other students'
 * entries standing: one student opening recordings or filing tickets in a loop no longer sends every
 * other reader to the database. So every entry names whose reads it is (`studentTag(id)`,
 * `TUTOR_READS`, or none for a read no scoped write can change, such as a public certificate).
 *
 * No entry is keyed by a batch: a student's view of her batch is one of her own entries and the
 * tutors' batch screens are tutor reads, so a batch tag would name nothing a scoped write could keep.
 * The writes that change a whole batch are tutors' and staff's, and they still drop everything.
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

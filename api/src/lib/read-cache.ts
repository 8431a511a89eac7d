/**
 * The signed-in reads' cache (dashboard, sessions, notifications, /api/me, tutor screens), for the
 * embedded database only.
 *
 * On PGlite this process is the only writer (the data folder is locked), and every write reaches the
 * database through an HTTP write request. app.ts invalidates the whole cache when a write request
 * arrives and again just before its response is sent (after its transaction committed), so:
 * - a read that began before a write and finished after it is never stored (its epoch is stale);
 * - the first read after any write's response goes to the database: a payment, a batch status change
 *   or a new notification is visible on the very next read.
 * Sign-in and sign-out change no cached data and are marked `keepsReadCache` on their routes.
 *
 * With several processes on PostgreSQL another process's write could not reach this cache, so it is
 * off there: each read is one query on the connection pool.
 */
export class ReadCache {
  private epoch = 0;
  private readonly entries = new Map<string, unknown>();
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(
    readonly enabled: boolean,
    private readonly max = 20_000,
  ) {}

  /** Drops every entry; reads in flight will not store what they read. */
  invalidate(): void {
    this.epoch += 1;
    this.entries.clear();
    this.pending.clear();
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    if (this.entries.has(key)) return this.entries.get(key) as T;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight as Promise<T>;
    const epoch = this.epoch;
    const read = load();
    this.pending.set(key, read);
    try {
      const value = await read;
      if (epoch === this.epoch) {
        if (this.entries.size >= this.max) {
          const oldest = this.entries.keys().next().value;
          if (oldest !== undefined) this.entries.delete(oldest);
        }
        this.entries.set(key, value);
      }
      return value;
    } finally {
      if (this.pending.get(key) === read) this.pending.delete(key);
    }
  }
}

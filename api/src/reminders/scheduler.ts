/**
 * The reminder tick: every API process runs one (started with the mail sender), each tick queues
 * the reminders that have come due (./service.ts) and the notes after two absences (./at-risk.ts). Several processes ticking at once is safe: the
 * outbox's unique message id lets one of them write each reminder. Ticks never overlap in one
 * process; a failed tick is logged and the next one tries again.
 */
import type { Db } from '../db/client';
import type { CalendarLinks } from '../calendar/service';
import { queueDueReminders } from './service';
import { queueAtRiskNotes } from './at-risk';

export interface ReminderSchedulerOptions {
  tickMs: number;
  links: CalendarLinks;
  now: () => Date;
  /** Called after a tick that queued mail, so it goes out now rather than at the next poll. */
  queued?: (count: number) => void;
  log?: { info(o: unknown, m?: string): void; error(o: unknown, m?: string): void };
}

export class ReminderScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly options: ReminderSchedulerOptions,
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.tick().catch(() => undefined), this.options.tickMs);
    this.timer.unref();
    void this.tick().catch(() => undefined);
  }

  /** Queues what is due now; while a tick runs, a second call waits for that one instead. */
  tick(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    if (this.running) return this.running;
    this.running = (async () => {
      try {
        const now = this.options.now();
        const n =
          (await queueDueReminders(this.db, now, this.options.links)) +
          (await queueAtRiskNotes(this.db, now, this.options.links));
        if (n > 0) {
          this.options.log?.info({ queued: n }, 'reminders: queued');
          this.options.queued?.(n);
        }
        return n;
      } catch (err) {
        if (!this.stopped) this.options.log?.error({ err }, 'reminders: tick failed');
        throw err;
      }
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }
}

/**
 * The loop behind the API's background workers (the mail sender, the WhatsApp sender, the payments
 * worker): a round every `everyMs`, or at once on `kick()` after a write that gave it work. Rounds
 * never overlap in one process; a kick during a round runs another right after it, as does a round
 * that says it left work behind. A failed round is logged and the next one tries again.
 */
export class Rounds {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private started = false;

  constructor(
    /** One round; returns true when it left work for another round straight away. */
    private readonly round: () => Promise<boolean>,
    private readonly everyMs: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  get isStopped(): boolean {
    return this.stopped;
  }

  start(): void {
    this.stopped = false;
    this.started = true;
    this.timer = setInterval(() => this.kick(), this.everyMs);
    this.timer.unref();
    this.kick();
  }

  kick(): void {
    if (!this.started || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          if (await this.round()) this.again = true;
        } catch (err) {
          if (!this.stopped) this.onError(err);
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = undefined;
    });
  }

  /** Waits for the round in progress (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}

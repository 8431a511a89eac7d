/**
 * argon2id (OWASP minimum: m=19456 KiB, t=2, p=1), run through a gate: at most `concurrency` hashes
 * at a time (default: one per core), the rest queued in order. Unbounded, libuv's pool ran 4 hashes
 * at once on 2 cores and every other request (and PDF reads, which need the same pool) waited. Past `queueMax` waiting, a hash is refused with 503 + Retry-After instead of
 * waiting without bound, so a login burst never starves every other request of CPU.
 */
import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { HttpError } from './errors';

const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 /* Argon2id */ } as const;

export interface HashGateOptions {
  concurrency: number;
  queueMax: number;
}

/** 503 while the hashing queue is full. */
export class HashQueueFull extends HttpError {
  constructor(public readonly retryAfterS: number) {
    super(503, 'Too many people are signing in right now. Please try again in a few seconds.');
  }
}

/** One per core, but always leaving one libuv pool thread (UV_THREADPOOL_SIZE, default 4) for file I/O. */
export const defaultHashConcurrency = (): number => {
  const pool = Number.parseInt(process.env.UV_THREADPOOL_SIZE ?? '', 10) || 4;
  return Math.max(1, Math.min(os.availableParallelism(), pool - 1));
};

export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Moving average of one hash's duration, for Retry-After. */
  private avgMs = 20;

  constructor(private options: HashGateOptions) {}

  configure(options: HashGateOptions): void {
    this.options = options;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.queueMax) {
        const seconds = Math.ceil(
          ((this.waiting.length / Math.max(1, this.options.concurrency)) * this.avgMs) / 1000,
        );
        throw new HashQueueFull(Math.max(1, seconds));
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.avgMs = this.avgMs * 0.9 + (performance.now() - started) * 0.1;
      const next = this.waiting.shift();
      // The slot passes straight to the next in line; `running` only drops when nobody waits.
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** The process-wide gate (buildApp configures it from HASH_CONCURRENCY / HASH_QUEUE_MAX). */
export const hashGate = new HashGate({ concurrency: defaultHashConcurrency(), queueMax: 1000 });

export function hashPassword(password: string): Promise<string> {
  return hashGate.run(() => hash(password, OPTIONS as never));
}

let dummyHash: Promise<string> | undefined;

/** Verifies; with no stored hash it still spends the same time, so unknown accounts look like wrong passwords. */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash('not-a-real-password-Aa1!', OPTIONS as never);
    const dummy = await dummyHash;
    await hashGate
      .run(() => verify(dummy, password))
      .catch((err: unknown) => {
        if (err instanceof HashQueueFull) throw err;
        return false;
      });
    return false;
  }
  try {
    return await hashGate.run(() => verify(stored, password));
  } catch (err) {
    if (err instanceof HashQueueFull) throw err;
    return false;
  }
}

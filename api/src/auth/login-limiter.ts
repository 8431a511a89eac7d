/**
 * Per-account login throttle (the per-IP limit is @fastify/rate-limit on the route).
 * Counts failures per identifier whether or not the account exists, so it reveals nothing.
 */
import { HttpError } from '../lib/errors';

export class LoginLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly enabled: boolean,
  ) {}

  check(key: string): void {
    if (!this.enabled) return;
    const entry = this.failures.get(key);
    if (entry && entry.resetAt > Date.now() && entry.count >= this.max) {
      throw new HttpError(429, 'Too many login attempts. Please try again later.');
    }
  }

  fail(key: string): void {
    if (!this.enabled) return;
    const now = Date.now();
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
    else entry.count += 1;
    if (this.failures.size > 10000) {
      for (const [k, v] of this.failures) if (v.resetAt <= now) this.failures.delete(k);
    }
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }
}

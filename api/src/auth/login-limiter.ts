/**
 * Login throttle: slows guessing down without locking the owner out.
 *
 * - Keyed by account + client address: a stranger guessing from elsewhere spends his own budget, the
 *   owner signing in from her address is untouched. The account is the resolved account (e-mail and
 *   mobile number of one student share one budget); an unknown identifier is keyed by what was typed.
 * - Only failures count; a successful login clears that account + address budget.
 * - Progressive delay: the first `freeFailures` failures cost nothing, then each further one makes the
 *   next attempt wait 1 s, 2 s, 4 s … up to `maxDelayMs` (never a 15-minute lock).
 * - Per address, failures only (any account): `perAddressMax` in the window, so a classroom behind
 *   one address signs in freely while one address cannot sweep many accounts.
 *
 * Counted in the database (rate_counters), so every API process shares the budgets.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { HttpError } from '../lib/errors';

export interface LoginThrottleOptions {
  enabled: boolean;
  windowMs: number;
  freeFailures: number;
  maxDelayMs: number;
  perAddressMax: number;
}

/** 429 with Retry-After (seconds). */
export class TooManyAttempts extends HttpError {
  constructor(public readonly retryAfterS: number) {
    super(429, `Too many login attempts. Please try again in ${waitText(retryAfterS)}.`);
  }
}

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

interface CheckRow {
  key: string;
  count: number | string;
  wait_s: number | string | null;
  reset_s: number | string;
}

export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly options: LoginThrottleOptions,
  ) {}

  private keys(account: string, address: string) {
    return { pair: `login:${account}|${address}`, address: `login-addr:${address}` };
  }

  /**
   * Throws TooManyAttempts while this account + address waits out its delay, or the address is over.
   * Returns whether this account + address has failures on record (succeed() then clears them).
   */
  async check(account: string, address: string): Promise<boolean> {
    if (!this.options.enabled) return false;
    const k = this.keys(account, address);
    const res = await this.db.execute(sql`
      select key, count,
        ceil(extract(epoch from (blocked_until - now()))) as wait_s,
        ceil(extract(epoch from (reset_at - now()))) as reset_s
      from rate_counters
      where key in (${k.pair}, ${k.address}) and reset_at > now()`);
    let hadFailures = false;
    for (const row of (res as unknown as { rows: CheckRow[] }).rows) {
      if (row.key === k.pair) hadFailures = true;
      if (row.key === k.pair && row.wait_s !== null && Number(row.wait_s) > 0) {
        throw new TooManyAttempts(Number(row.wait_s));
      }
      if (row.key === k.address && Number(row.count) >= this.options.perAddressMax) {
        throw new TooManyAttempts(Math.max(1, Number(row.reset_s)));
      }
    }
    return hadFailures;
  }

  /** One more failure for this account + address (sets its next delay) and for the address. */
  async fail(account: string, address: string): Promise<void> {
    if (!this.options.enabled) return;
    const k = this.keys(account, address);
    const { windowMs, freeFailures, maxDelayMs } = this.options;
    const window = sql`now() + ${windowMs}::double precision * interval '1 millisecond'`;
    // The delay after the n-th failure: 0 while n ≤ free, then 1 s · 2^(n − free − 1), capped.
    const delay = (n: unknown) =>
      sql`case when ${n} > ${freeFailures}::int
        then now() + least(${maxDelayMs}::double precision, 1000 * power(2, least(${n} - ${freeFailures}::int - 1, 30))) * interval '1 millisecond'
        end`;
    await this.db.execute(sql`
      insert into rate_counters (key, count, reset_at, blocked_until)
      values
        (${k.pair}, 1, ${window}, ${delay(sql`1`)}),
        (${k.address}, 1, ${window}, null)
      on conflict (key) do update set
        count = case when rate_counters.reset_at <= now() then 1 else rate_counters.count + 1 end,
        reset_at = case when rate_counters.reset_at <= now() then excluded.reset_at else rate_counters.reset_at end,
        blocked_until = case
          when rate_counters.key not like 'login:%' then null
          when rate_counters.reset_at <= now() then ${delay(sql`1`)}
          else ${delay(sql`rate_counters.count + 1`)}
        end`);
  }

  /** A successful login clears this account + address budget (the address count stays). */
  async succeed(account: string, address: string): Promise<void> {
    if (!this.options.enabled) return;
    await this.db.execute(sql`delete from rate_counters where key = ${this.keys(account, address).pair}`);
  }
}

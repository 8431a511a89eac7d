/**
 * Secrets the configuration did not give: generated once and kept in the database, so every API
 * process on one PostgreSQL signs sessions (and sandbox payments) with the same key. A key each
 * process generated for itself on its own disk would make a session from one process a forgery
 * on the next.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema';
import type { Db } from '../db/client';

/**
 * The secret called `name`: the stored one, or `candidate` (else 32 random bytes) stored now.
 * Insert-if-absent then read, so of processes starting together every one reads the winner's.
 */
export async function sharedSecret(db: Db, name: string, candidate?: string): Promise<string> {
  await db
    .insert(t.appSecrets)
    .values({ name, value: candidate ?? crypto.randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: t.appSecrets.name });
  const [row] = await db
    .select({ value: t.appSecrets.value })
    .from(t.appSecrets)
    .where(eq(t.appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}

/** The sandbox provider's signing key: derived from the session secret, so it is shared the same way. */
export const sandboxPaymentSecret = (sessionSecret: string): string =>
  crypto.createHmac('sha256', sessionSecret).update('sandbox-payment-secret').digest('hex');

/**
 * The key earlier versions generated into DATA_DIR/session-secret: offered as the first stored
 * value, so an installation that upgrades keeps its signed-in users.
 */
function legacySessionSecret(dataDir: string): string | undefined {
  try {
    const value = fs.readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim();
    return value.length >= 32 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The parts of a configuration that hold secrets (lib reads no more of it than that). */
export interface SecretSlots {
  sessionSecret?: string | undefined;
  dataDir: string;
  payment: { provider: string; keySecret: string };
}

/** The configuration with every secret filled in (SESSION_SECRET wins over the stored one). */
export async function withSecrets<C extends SecretSlots>(config: C, db: Db): Promise<C & { sessionSecret: string }> {
  if (config.sessionSecret) return config as C & { sessionSecret: string };
  const sessionSecret = await sharedSecret(db, 'session', legacySessionSecret(config.dataDir));
  return {
    ...config,
    sessionSecret,
    payment:
      config.payment.provider === 'sandbox'
        ? { ...config.payment, keySecret: sandboxPaymentSecret(sessionSecret) }
        : config.payment,
  };
}

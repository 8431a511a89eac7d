/**
 * Password-reset tokens and accounts: only a token's SHA-256 is stored; a reset uses
 * its token once, invalidates her other links and deletes every session of the account.
 */
import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MINUTES, RESET_MESSAGES, type ResetRole } from '@ai-women/contracts';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { badRequest } from '../lib/errors';
import { enqueueMail } from '../mail/outbox';
import { endSessionsOf } from '../auth/sessions';

export interface ResetRequest {
  role: ResetRole;
  /** Trimmed, lower case. */
  email: string;
}

type Log = { warn(o: unknown, m?: string): void; error(o: unknown, m?: string): void };

/**
 * Forgot-password requests, handled after the answer has been sent. The route answers every valid
 * request the same way without touching the database, then queues the lookup and the mail here, so
 * a known and an unknown address take the same time to answer. Requests are handled one at a time
 * per process (bounded database work under a flood) and at most `max` wait; the rest are dropped
 * with a warning, which costs a real user nothing she cannot retry.
 */
export class ResetRequests {
  private chain: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(
    /** What handling one request means (replaced only by tests that hold the queue). */
    public work: (request: ResetRequest) => Promise<void>,
    private readonly log: Log,
    private readonly max = 1000,
  ) {}

  get pending(): number {
    return this.waiting;
  }

  enqueue(request: ResetRequest): void {
    if (this.waiting >= this.max) {
      this.log.warn({ role: request.role }, 'password reset: queue full, request dropped');
      return;
    }
    this.waiting += 1;
    this.chain = this.chain
      .then(() => this.work(request))
      .catch((err: unknown) => this.log.error({ err }, 'password reset: request failed'))
      .finally(() => {
        this.waiting -= 1;
      });
  }

  /** Resolves when every queued request has been handled. */
  idle(): Promise<void> {
    return this.chain;
  }
}

/**
 * Handles one forgot-password request: when the account exists and its last reset mail is older
 * than the cooldown, stores a new token and queues the mail with a link built from configuration
 * (the site for students, the tutor portal for tutors), never from the request's headers.
 */
export async function handleResetRequest(
  db: Db,
  opts: { siteUrl: string; tutorPortalUrl: string; now: () => Date; log: Log },
  request: ResetRequest,
): Promise<boolean> {
  const { role, email } = request;
  const account = await findAccount(db, role, email);
  if (!account) return false;
  const now = opts.now();
  const recent = await resetsSince(db, role, account.id, new Date(now.getTime() - RESET_COOLDOWN_MINUTES * 60 * 1000));
  if (recent > 0) {
    opts.log.warn({ role, account: account.id }, 'password reset: within the cooldown, no new mail');
    return false;
  }
  const token = newToken();
  const base = role === 'tutor' ? opts.tutorPortalUrl : opts.siteUrl;
  const link = `${base}/${role === 'tutor' ? 'tutor-reset-password' : 'reset-password'}?token=${token}`;
  await issueResetLink(db, { role, account, token, link, now });
  return true;
}

/**
 * One reset mail per account per cooldown: a request sends a new link whenever the account's last
 * one is older than this, and otherwise sends nothing (the link mailed moments ago still works for
 * 30 minutes). A stranger can make the account receive at most one mail per cooldown, and can never
 * use up a budget that would leave her own request without a mail.
 */
export const RESET_COOLDOWN_MINUTES = 5;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
export const newToken = () => crypto.randomBytes(32).toString('base64url');

export async function findAccount(db: Db, role: ResetRole, email: string) {
  if (role === 'tutor') {
    const [row] = await db
      .select({ id: t.tutors.id, name: t.tutors.name, email: t.tutors.email })
      .from(t.tutors)
      .where(eq(t.tutors.email, email));
    return row;
  }
  const [row] = await db
    .select({
      id: t.students.id,
      name: t.students.fullname,
      email: t.students.email,
      language: t.students.language,
    })
    .from(t.students)
    .where(eq(t.students.email, email));
  return row;
}

/** How many reset links the account was sent since `since`. */
export async function resetsSince(db: Db, role: ResetRole, accountId: number, since: Date): Promise<number> {
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.passwordResetTokens)
    .where(
      and(
        eq(t.passwordResetTokens.role, role),
        eq(t.passwordResetTokens.accountId, accountId),
        gt(t.passwordResetTokens.createdAt, since),
      ),
    );
  return recent?.n ?? 0;
}

/** Stores the token's hash and queues the mail with her link, together. */
export async function issueResetLink(
  db: Db,
  p: {
    role: ResetRole;
    account: { id: number; name: string; email: string; language?: string | null };
    token: string;
    link: string;
    now: Date;
  },
): Promise<void> {
  const { role, account, token, link, now } = p;
  await db.transaction(async (tx) => {
    await tx.insert(t.passwordResetTokens).values({
      role,
      accountId: account.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000),
      createdAt: now,
    });
    await enqueueMail(tx as unknown as Db, {
      kind: 'password-reset',
      to: account.email,
      payload: {
        name: account.name,
        role,
        link,
        validMinutes: PASSWORD_RESET_TTL_MINUTES,
        // A student reads it in her account's language; a tutor's account has none (English).
        language: account.language === 'hi' ? 'hi' : 'en',
      },
    });
  });
}

export async function findResetToken(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(t.passwordResetTokens)
    .where(eq(t.passwordResetTokens.tokenHash, hashToken(token)));
  return row;
}

/**
 * Sets the new password with the token, in one transaction: the token is used once (also under a
 * race), her other links stop working, and every session of the account is deleted. Returns the
 * deleted session ids.
 */
export async function applyReset(
  db: Db,
  row: typeof t.passwordResetTokens.$inferSelect,
  passwordHash: string,
  now: Date,
): Promise<string[]> {
  const role = row.role as ResetRole;
  return db.transaction(async (tx) => {
    // Single use, also under a race: only one request can flip used_at.
    const used = await tx
      .update(t.passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(t.passwordResetTokens.id, row.id), isNull(t.passwordResetTokens.usedAt)))
      .returning({ id: t.passwordResetTokens.id });
    if (!used[0]) throw badRequest(RESET_MESSAGES.tokenUsed);
    const table = role === 'tutor' ? t.tutors : t.students;
    const changed = await tx
      .update(table)
      .set({ passwordHash })
      .where(eq(table.id, row.accountId))
      .returning({ id: table.id });
    if (!changed[0]) throw badRequest(RESET_MESSAGES.tokenInvalid);
    // Any other link she asked for stops working too.
    await tx
      .update(t.passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(t.passwordResetTokens.role, role),
          eq(t.passwordResetTokens.accountId, row.accountId),
          isNull(t.passwordResetTokens.usedAt),
        ),
      );
    return endSessionsOf(tx as unknown as Db, role === 'tutor' ? { tutorId: row.accountId } : { studentId: row.accountId });
  });
}

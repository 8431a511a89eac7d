/**
 * The one sign-in procedure for students, tutors and staff. Each kind finds its account its own way
 * (her e-mail or mobile, his e-mail, a staff e-mail) and answers with its own body; the steps in
 * between are the same for all three and live here:
 *
 * - the login throttle is keyed by the account when it exists (so her e-mail and mobile share one
 *   budget) and by the identifier as typed when it does not;
 * - the password is always verified, against a dummy hash when there is no account, so an unknown
 *   address takes as long as a wrong password;
 * - only failures count, and a success after failures clears that account + address budget;
 * - success starts a fresh session holding only this principal.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/errors';
import { verifyPassword } from '../lib/passwords';
import type { LoginThrottle } from './login-limiter';
import { startSession } from './guards';

export type LoginKind = 'student' | 'tutor' | 'staff';

const SESSION_KEY = { student: 'studentId', tutor: 'tutorId', staff: 'staffId' } as const;

export interface LoginAttempt<A extends { id: number; passwordHash: string }> {
  kind: LoginKind;
  /** The identifier as she typed it (normalised): keys the throttle when no account matches. */
  typed: string;
  password: string;
  /** The account the identifier names, if any. */
  account: A | undefined;
  /** An account that exists but may not sign in (a disabled staff member) fails like a wrong password. */
  usable?: (account: A) => boolean;
  /** The 401 message: the same for an unknown account and a wrong password. */
  invalidMessage: string;
}

/** Checks the password under the throttle and starts the session; returns the signed-in account. */
export async function signIn<A extends { id: number; passwordHash: string }>(
  req: FastifyRequest,
  throttle: LoginThrottle,
  attempt: LoginAttempt<A>,
): Promise<A> {
  const { kind, account } = attempt;
  const key = account ? `${kind}#${account.id}` : `${kind}:${attempt.typed}`;
  const hadFailures = await throttle.check(key, req.ip);
  const ok = await verifyPassword(account?.passwordHash, attempt.password);
  if (!account || !ok || (attempt.usable && !attempt.usable(account))) {
    await throttle.fail(key, req.ip);
    throw new HttpError(401, attempt.invalidMessage);
  }
  if (hadFailures) await throttle.succeed(key, req.ip);
  await startSession(req, { [SESSION_KEY[kind]]: account.id } as Parameters<typeof startSession>[1]);
  return account;
}

/**
 * The queries behind her profile page (profile.ts declares the routes): her details, the change of
 * e-mail address (a link to the new address; only the latest link works, five an hour) and the
 * password change that signs out her other sessions.
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { EMAIL_CHANGE_TTL_MINUTES, PROFILE_MESSAGES } from '@ai-women/contracts';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { HttpError, badRequest, notFound } from '../lib/errors';
import { endSessionsOf } from '../auth/sessions';
import { enqueueMail } from '../mail/outbox';
import { hashToken } from '../password/service';

/** Confirmation links one student can be sent per hour (each request replaces the previous link). */
export const EMAIL_CHANGES_PER_HOUR = 5;

export async function profileOf(db: Db, studentId: number, now: Date) {
  const [row] = await db
    .select({
      id: t.students.id,
      fullname: t.students.fullname,
      email: t.students.email,
      phoneNumber: t.students.phoneNumber,
      reminderEmails: t.students.reminderEmails,
      language: t.students.language,
    })
    .from(t.students)
    .where(eq(t.students.id, studentId));
  if (!row) throw notFound('User data not found. Please login again.');
  const [pending] = await db
    .select({ newEmail: t.emailChangeTokens.newEmail })
    .from(t.emailChangeTokens)
    .where(
      and(
        eq(t.emailChangeTokens.studentId, studentId),
        isNull(t.emailChangeTokens.usedAt),
        gt(t.emailChangeTokens.expiresAt, now),
      ),
    )
    .orderBy(sql`${t.emailChangeTokens.createdAt} desc`)
    .limit(1);
  return {
    id: row.id,
    fullname: row.fullname,
    email: row.email,
    phone_number: row.phoneNumber,
    reminder_emails: row.reminderEmails,
    language: row.language === 'hi' ? ('hi' as const) : ('en' as const),
    pending_email: pending?.newEmail ?? null,
  };
}

/** Another student's account with this mobile number, if any. */
export async function phoneTakenByOther(db: Db, phoneNumber: string, studentId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: t.students.id })
    .from(t.students)
    .where(and(eq(t.students.phoneNumber, phoneNumber), ne(t.students.id, studentId)));
  return Boolean(other);
}

export async function updateStudentDetails(
  db: Db,
  studentId: number,
  set: Partial<typeof t.students.$inferInsert>,
): Promise<void> {
  await db.update(t.students).set(set).where(eq(t.students.id, studentId));
}

export async function nameAndEmailOf(db: Db, studentId: number) {
  const [me] = await db
    .select({ email: t.students.email, name: t.students.fullname })
    .from(t.students)
    .where(eq(t.students.id, studentId));
  return me;
}

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const [taken] = await db.select({ id: t.students.id }).from(t.students).where(eq(t.students.email, email));
  return Boolean(taken);
}

/** Records a change of address and queues its confirmation mail; the earlier link stops working. */
export async function requestEmailChange(
  db: Db,
  input: { studentId: number; name: string; email: string; token: string; link: string; now: Date },
): Promise<void> {
  const { studentId: id, email, now } = input;
  await db.transaction(async (tx) => {
    // Her row is locked first, so requests of hers (on any process) are counted and
    // superseded one after the other: the hourly limit cannot be overtaken by requests sent
    // at once, and exactly one link (the latest) is left live.
    await tx.select({ id: t.students.id }).from(t.students).where(eq(t.students.id, id)).for('update');
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(t.emailChangeTokens)
      .where(
        and(
          eq(t.emailChangeTokens.studentId, id),
          gt(t.emailChangeTokens.createdAt, new Date(now.getTime() - 60 * 60 * 1000)),
        ),
      );
    if ((recent?.n ?? 0) >= EMAIL_CHANGES_PER_HOUR)
      throw new HttpError(429, 'Too many confirmation links in the last hour. Please try again later.');
    // One pending change at a time: an earlier link stops working.
    await tx
      .update(t.emailChangeTokens)
      .set({ usedAt: now })
      .where(and(eq(t.emailChangeTokens.studentId, id), isNull(t.emailChangeTokens.usedAt)));
    await tx.insert(t.emailChangeTokens).values({
      studentId: id,
      newEmail: email,
      tokenHash: hashToken(input.token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MINUTES * 60 * 1000),
      createdAt: now,
    });
    await enqueueMail(tx as unknown as Db, {
      kind: 'email-change',
      to: email,
      payload: { name: input.name, link: input.link, newEmail: email, validMinutes: EMAIL_CHANGE_TTL_MINUTES },
    });
  });
}

/**
 * Opens a confirmation link: her address becomes the new one and the old address is told. Throws
 * the message she reads for an unknown, used, superseded or expired link.
 */
export async function confirmEmailChange(db: Db, token: string, now: Date): Promise<void> {
  const [row] = await db.select().from(t.emailChangeTokens).where(eq(t.emailChangeTokens.tokenHash, hashToken(token)));
  if (!row) throw badRequest(PROFILE_MESSAGES.emailTokenInvalid);
  if (row.usedAt) throw badRequest(PROFILE_MESSAGES.emailTokenUsed);
  if (row.expiresAt.getTime() <= now.getTime()) throw badRequest(PROFILE_MESSAGES.emailTokenExpired);
  await db.transaction(async (tx) => {
    const used = await tx
      .update(t.emailChangeTokens)
      .set({ usedAt: now })
      .where(and(eq(t.emailChangeTokens.id, row.id), isNull(t.emailChangeTokens.usedAt)))
      .returning({ id: t.emailChangeTokens.id });
    if (!used[0]) throw badRequest(PROFILE_MESSAGES.emailTokenUsed);
    // Only her latest link changes her address: a later request superseded this one.
    const [newer] = await tx
      .select({ id: t.emailChangeTokens.id })
      .from(t.emailChangeTokens)
      .where(and(eq(t.emailChangeTokens.studentId, row.studentId), gt(t.emailChangeTokens.id, row.id)))
      .limit(1);
    if (newer) throw badRequest(PROFILE_MESSAGES.emailTokenUsed);
    const [before] = await tx
      .select({ email: t.students.email, name: t.students.fullname })
      .from(t.students)
      .where(eq(t.students.id, row.studentId));
    await tx.update(t.students).set({ email: row.newEmail }).where(eq(t.students.id, row.studentId));
    // The old address is told: if someone else made the change, its owner hears of it.
    if (before && before.email !== row.newEmail)
      await enqueueMail(tx as unknown as Db, {
        kind: 'email-changed',
        to: before.email,
        payload: { name: before.name, oldEmail: before.email, newEmail: row.newEmail, changedAt: now.toISOString() },
      });
  });
}

export async function passwordHashOf(db: Db, studentId: number): Promise<string | undefined> {
  const [me] = await db
    .select({ passwordHash: t.students.passwordHash })
    .from(t.students)
    .where(eq(t.students.id, studentId));
  return me?.passwordHash;
}

/** Sets her new password and ends every other session of hers; returns the ids of those sessions. */
export async function changePassword(db: Db, studentId: number, passwordHash: string, keepSession: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.update(t.students).set({ passwordHash }).where(eq(t.students.id, studentId));
    return endSessionsOf(tx as unknown as Db, { studentId }, { except: keepSession });
  });
}

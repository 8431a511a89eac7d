/**
 * Tutors: registration with its welcome, the login lookup, the profile read and update.
 * Routes validate, cache and shape; this file reads and writes.
 */
import { eq, or, sql } from 'drizzle-orm';
import { normalizeName } from '@ai-women/contracts';
import type { TutorProfileBody, TutorRegisterBody } from '@ai-women/contracts/schemas';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { conflict, isUniqueViolation } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import { enqueueMail } from '../mail/outbox';
import { notify } from '../notifications/service';

const DUP_EMAIL = 'A tutor with this email already exists. Please login instead.';
const DUP_PHONE = 'A tutor with this mobile number already exists.';

/** A new tutor, her welcome notification and mail (outbox), together or not at all. */
export async function registerTutor(db: Db, body: TutorRegisterBody) {
  const email = body.email.trim().toLowerCase();
  const phone = body.mobile_number.trim();
  const existing = await db
    .select({ email: t.tutors.email })
    .from(t.tutors)
    .where(or(eq(t.tutors.email, email), eq(t.tutors.phoneNumber, phone)));
  if (existing.some((e) => e.email === email)) throw conflict(DUP_EMAIL);
  if (existing.length > 0) throw conflict(DUP_PHONE);
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [created] = await tx
        .insert(t.tutors)
        .values({ name: normalizeName(body.name), email, phoneNumber: phone, passwordHash })
        .returning();
      await notify(tx, 'tutor', created!.id, {
        title: 'Welcome to Aarohi',
        message:
          'Your tutor account is ready. Upload your resume and experience letter to complete your profile.',
      });
      await enqueueMail(tx, { kind: 'welcome-tutor', to: email, payload: { name: created!.name } });
      return created!;
    });
  } catch (err) {
    const c = isUniqueViolation(err);
    if (c !== undefined) throw conflict(c.includes('phone') ? DUP_PHONE : DUP_EMAIL);
    throw err;
  }
}

export async function tutorByEmail(db: Db, email: string) {
  const rows = await db.select().from(t.tutors).where(eq(t.tutors.email, email)).limit(1);
  return rows[0];
}

/** The tutor's profile read, prepared once per database. */
export function tutorProfileReader(db: Db) {
  const query = db
    .select()
    .from(t.tutors)
    .where(eq(t.tutors.id, sql.placeholder('tutorId')))
    .prepare('tutor_profile');
  return (tutorId: number) => query.execute({ tutorId });
}

/** Her name and mobile number, the profile's editable fields; another tutor's number is refused. */
export async function updateTutorProfile(db: Db, tutorId: number, body: TutorProfileBody) {
  try {
    const [row] = await db
      .update(t.tutors)
      .set({ name: normalizeName(body.name), phoneNumber: body.phone_number.replace(/\s+/g, '') })
      .where(eq(t.tutors.id, tutorId))
      .returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err) !== undefined) throw conflict(DUP_PHONE);
    throw err;
  }
}

/** A tutor's documents (resume and experience letter, PDF): one row per tutor; the files live in the file store. */
import { eq, isNotNull } from 'drizzle-orm';
import * as t from '../db/schema';
import type { Db } from '../db/client';

type UploadRow = typeof t.tutorUploads.$inferSelect;

export async function uploadsOf(db: Db, tutorId: number): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(t.tutorUploads).where(eq(t.tutorUploads.tutorId, tutorId));
  return row;
}

/** Whether a documents row with this id exists (whoever owns it). */
export async function uploadsExist(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: t.tutorUploads.id }).from(t.tutorUploads).where(eq(t.tutorUploads.id, id));
  return rows.length > 0;
}

export async function insertUploads(db: Db, values: typeof t.tutorUploads.$inferInsert): Promise<UploadRow> {
  const [row] = await db.insert(t.tutorUploads).values(values).returning();
  return row!;
}

/** Saves changed skills and documents; changed documents go back to the school for review. */
export async function updateUploads(
  db: Db,
  id: number,
  change: Pick<Partial<UploadRow>, 'skills' | 'resumeKey' | 'resumeName' | 'experienceLetterKey' | 'experienceLetterName'>,
): Promise<UploadRow> {
  const [row] = await db
    .update(t.tutorUploads)
    .set({ ...change, updatedAt: new Date(), reviewStatus: 'pending', reviewNote: null })
    .where(eq(t.tutorUploads.id, id))
    .returning();
  return row!;
}

/** Every storage key a row names: a stored file outside this set belongs to nothing. */
export async function referencedKeys(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ resume: t.tutorUploads.resumeKey, letter: t.tutorUploads.experienceLetterKey })
    .from(t.tutorUploads);
  // Session materials are stored files too: the sweep must never take them for orphans.
  const materials = await db.select({ key: t.sessionMaterials.storageKey }).from(t.sessionMaterials);
  // So are the files students attach to their practice.
  const practice = await db
    .select({ key: t.practiceSubmissions.attachmentKey })
    .from(t.practiceSubmissions)
    .where(isNotNull(t.practiceSubmissions.attachmentKey));
  return new Set(
    [...rows.flatMap((r) => [r.resume, r.letter]), ...materials.map((m) => m.key), ...practice.map((p) => p.key)].filter(
      (k): k is string => Boolean(k),
    ),
  );
}

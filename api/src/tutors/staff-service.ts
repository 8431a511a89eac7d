/**
 * Tutors as the back office and the operator CLI see them: the list with their documents, a
 * document's stored file, the review of their documents, a look-up by id/e-mail/mobile.
 */
import { asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { STAFF_LIMITS, type DOCUMENT_DECISIONS } from '@ai-women/contracts';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { iso } from '../lib/shape';
import { containsPattern } from '../lib/like';
import { badRequest, notFound } from '../lib/errors';
import { audit } from '../audit/service';
import type { StaffPrincipal } from '../auth/staff';
import { notify } from '../notifications/service';

export type TutorDocumentKind = 'resume' | 'experience_letter';

function tutorFileUrl(tutorId: number, kind: TutorDocumentKind) {
  return `/api/staff/tutors/${tutorId}/files/${kind}`;
}

async function tutorRows(db: Db, where?: SQL) {
  const rows = await db
    .select({
      tutor: t.tutors,
      uploads: t.tutorUploads,
      batches: sql<number>`(select count(*)::int from batches b where b.tutor_id = "tutors"."id")`,
    })
    .from(t.tutors)
    .leftJoin(t.tutorUploads, eq(t.tutorUploads.tutorId, t.tutors.id))
    .where(where)
    .orderBy(asc(t.tutors.name), asc(t.tutors.id));
  return rows.map(({ tutor, uploads, batches }) => ({
    tutor_id: tutor.id,
    name: tutor.name,
    email: tutor.email,
    phone_number: tutor.phoneNumber,
    batches: Number(batches),
    created_at: iso(tutor.createdAt),
    documents: uploads
      ? {
          skills: uploads.skills,
          resume: uploads.resumeKey
            ? { name: uploads.resumeName ?? 'resume.pdf', url: tutorFileUrl(tutor.id, 'resume') }
            : null,
          experience_letter: uploads.experienceLetterKey
            ? {
                name: uploads.experienceLetterName ?? 'experience-letter.pdf',
                url: tutorFileUrl(tutor.id, 'experience_letter'),
              }
            : null,
          review_status: uploads.reviewStatus as 'pending' | 'approved' | 'changes_requested',
          review_note: uploads.reviewNote,
          updated_at: iso(uploads.updatedAt),
        }
      : null,
  }));
}

/** By name; a search over name, e-mail and mobile. */
export function staffTutorList(db: Db, typed?: string) {
  const q = typed?.trim() ? containsPattern(typed) : null;
  return tutorRows(
    db,
    q ? or(ilike(t.tutors.name, q), ilike(t.tutors.email, q), ilike(t.tutors.phoneNumber, q)) : undefined,
  );
}

export async function staffTutorRow(db: Db, tutorId: number) {
  const [row] = await tutorRows(db, eq(t.tutors.id, tutorId));
  if (!row) throw notFound('Tutor not found.');
  return row;
}

/** Where one of a tutor's documents is stored, and the name she uploaded it under. */
export async function tutorDocument(db: Db, tutorId: number, kind: TutorDocumentKind) {
  const [row] = await db.select().from(t.tutorUploads).where(eq(t.tutorUploads.tutorId, tutorId));
  const resume = kind === 'resume';
  return {
    key: (resume ? row?.resumeKey : row?.experienceLetterKey) ?? null,
    name: (resume ? row?.resumeName : row?.experienceLetterName) ?? 'document.pdf',
  };
}

/**
 * Approves a tutor's documents or sends them back with a note (required then); the tutor gets a
 * notice and the decision is audited, all in one transaction.
 */
export async function reviewTutorDocuments(
  db: Db,
  who: StaffPrincipal,
  tutorId: number,
  decision: (typeof DOCUMENT_DECISIONS)[number],
  typedNote: string | undefined,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(t.tutorUploads)
      .where(eq(t.tutorUploads.tutorId, tutorId))
      .for('update');
    if (!before) throw notFound('This tutor has not uploaded documents yet.');
    const note = typedNote?.trim() || null;
    if (decision === 'changes_requested' && !note)
      throw badRequest('Write what the tutor should change.', {
        errors: { note: 'Write what the tutor should change.' },
      });
    if (note && note.length > STAFF_LIMITS.reviewNoteMax)
      throw badRequest(`A note can be at most ${STAFF_LIMITS.reviewNoteMax} characters.`);
    await tx
      .update(t.tutorUploads)
      .set({ reviewStatus: decision, reviewNote: note })
      .where(eq(t.tutorUploads.id, before.id));
    await notify(
      tx,
      'tutor',
      tutorId,
      decision === 'approved'
        ? {
            title: 'Documents approved',
            message: `Your documents were approved by ${who.name}.${note ? ` ${note}` : ''}`,
          }
        : { title: 'Documents need changes', message: `Please update your documents: ${note}` },
    );
    await audit(tx, who, {
      action: 'tutor.review',
      entity: 'tutor',
      entityId: tutorId,
      before: { review_status: before.reviewStatus, review_note: before.reviewNote },
      after: { review_status: decision, review_note: note },
    });
  });
}

/** A tutor named by id, e-mail or mobile number (an operator's `--tutor`). */
export async function tutorRef(db: Db, ref: string): Promise<number> {
  const rows = await db
    .select({ id: t.tutors.id })
    .from(t.tutors)
    .where(
      /^\d+$/.test(ref) && ref.length < 10
        ? eq(t.tutors.id, Number(ref))
        : or(eq(t.tutors.email, ref.toLowerCase()), eq(t.tutors.phoneNumber, ref)),
    );
  if (!rows[0]) throw notFound(`Tutor not found: ${ref}`);
  return rows[0].id;
}

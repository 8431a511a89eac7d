/**
 * Certificates of completion: who earns one (CERTIFICATE_RULE over the batch's held sessions),
 * issuing it (a row and its "ready" mail in the caller's transaction, at most one per student and
 * batch), the staff exception and revocation (audited), and the reads the routes shape.
 */
import crypto from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_RULE,
  CROCKFORD_ALPHABET,
  attendanceNeeded,
  meetsCertificateRule,
  normaliseCertificateNo,
} from '@ai-women/contracts';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { inTransaction } from '../db/transaction';
import { audit } from '../audit/service';
import { iso } from '../lib/shape';
import { verifyUrlOf } from './pdf';
import type { StaffPrincipal } from '../auth/staff';
import { HttpError, conflict, notFound } from '../lib/errors';
import { enqueueMail } from '../mail/outbox';
import { batchFacts, batchProgress, batchRoster, enrolledBatchesOf, type BatchFacts } from '../sessions/service';

export type CertificateRow = typeof t.certificates.$inferSelect;

/**
 * A new certificate number: 80 random bits as 16 Crockford base32 characters, in groups of four
 * after "AAR-". Guessing a valid one is hopeless, and read aloud it has no I/1, O/0 or L/1 to confuse.
 */
export function newCertificateNo(): string {
  const bytes = crypto.randomBytes(10);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let chars = '';
  for (let i = 0; i < 16; i += 1) {
    chars = CROCKFORD_ALPHABET[Number(bits & 31n)]! + chars;
    bits >>= 5n;
  }
  return `AAR-${chars.match(/.{4}/g)!.join('-')}`;
}

/** Sessions she needs, and how many she is short, out of the batch's held sessions. */
export function attendanceFigures(attended: number, held: number) {
  const required = attendanceNeeded(held);
  return { attended, held, required, short_by: Math.max(0, required - attended) };
}

/** The certificate with this number (any case), or undefined; a malformed number finds nothing. */
export async function certificateByNo(db: Db, input: string): Promise<CertificateRow | undefined> {
  const no = normaliseCertificateNo(input);
  if (!no) return undefined;
  const [row] = await db.select().from(t.certificates).where(eq(t.certificates.certificateNo, no));
  return row;
}

/** What the certificate says, copied from the batch, its course, tutor and timetable. */
async function certificateFacts(tx: Db, batchId: number) {
  const [row] = await tx
    .select({
      batchName: t.batches.name,
      startDate: t.batches.startDate,
      courseTitle: t.courses.title,
      tutorName: t.tutors.name,
    })
    .from(t.batches)
    .innerJoin(t.courses, eq(t.courses.id, t.batches.courseId))
    .leftJoin(t.tutors, eq(t.tutors.id, t.batches.tutorId))
    .where(eq(t.batches.id, batchId));
  if (!row) throw notFound(CERTIFICATE_MESSAGES.batchNotFound);
  const sessions = await tx
    .select({ date: t.classSessions.date })
    .from(t.classSessions)
    .where(eq(t.classSessions.batchId, batchId))
    .orderBy(asc(t.classSessions.date));
  return {
    batchName: row.batchName,
    courseTitle: row.courseTitle,
    tutorName: row.tutorName ?? null,
    startDate: row.startDate ?? sessions[0]?.date ?? null,
    endDate: sessions[sessions.length - 1]?.date ?? null,
  };
}

/** The "ready" mail's payload: everything its PDF attachment draws, so the sender needs no query. */
export function readyMailPayload(row: CertificateRow, language: string) {
  return {
    name: row.studentName,
    certificateNo: row.certificateNo,
    courseTitle: row.courseTitle,
    batchName: row.batchName,
    startDate: row.startDate,
    endDate: row.endDate,
    tutorName: row.tutorName,
    issuedAt: row.issuedAt.toISOString(),
    language: (language === 'hi' ? 'hi' : 'en') as 'en' | 'hi',
  };
}

/** The language of the certificate's owner: her PDF reads in it, whoever downloads it. */
export async function ownerLanguage(db: Db, studentId: number): Promise<'en' | 'hi'> {
  const [student] = await db
    .select({ language: t.students.language })
    .from(t.students)
    .where(eq(t.students.id, studentId));
  return student?.language === 'hi' ? 'hi' : 'en';
}

async function queueReadyMail(tx: Db, row: CertificateRow): Promise<void> {
  const [student] = await tx
    .select({ email: t.students.email, language: t.students.language })
    .from(t.students)
    .where(eq(t.students.id, row.studentId));
  if (!student) return;
  await enqueueMail(tx, {
    kind: 'certificate-ready',
    to: student.email,
    payload: readyMailPayload(row, student.language),
  });
}

/**
 * Issues her certificate for the batch inside `tx`, with its mail in the same transaction, unless
 * she already has one (the unique student+batch index makes two racing issues end with one row and
 * one mail). Returns the new row, or undefined when there already was one.
 */
export async function issueCertificate(
  tx: Db,
  input: {
    studentId: number;
    batchId: number;
    attended: number;
    held: number;
    grant?: { by: number; reason: string };
    now?: Date;
  },
): Promise<CertificateRow | undefined> {
  const facts = await certificateFacts(tx, input.batchId);
  const [student] = await tx
    .select({ name: t.students.fullname })
    .from(t.students)
    .where(eq(t.students.id, input.studentId));
  if (!student) throw notFound(CERTIFICATE_MESSAGES.studentNotFound);
  const [row] = await tx
    .insert(t.certificates)
    .values({
      certificateNo: newCertificateNo(),
      studentId: input.studentId,
      batchId: input.batchId,
      studentName: student.name.normalize('NFC'),
      ...facts,
      attended: input.attended,
      held: input.held,
      issuedAt: input.now ?? new Date(),
      grantedBy: input.grant?.by ?? null,
      grantReason: input.grant?.reason ?? null,
    })
    .onConflictDoNothing({ target: [t.certificates.studentId, t.certificates.batchId] })
    .returning();
  if (row) await queueReadyMail(tx, row);
  return row;
}

/**
 * Every student of a Completed batch who meets the rule and has no certificate yet gets one, in the
 * caller's transaction (the batch's move to Completed). Returns how many were issued.
 */
export async function issueForBatch(tx: Db, batchId: number, now: Date): Promise<number> {
  const batch = await batchFacts(tx, batchId);
  if (!batch || batch.status !== CERTIFICATE_RULE.batchStatus) return 0;
  const roster = await batchRoster(tx, batchId);
  if (roster.length === 0) return 0;
  const progress = await batchProgress(tx, batch, roster.map((s) => s.id), now);
  let issued = 0;
  for (const s of roster) {
    const p = progress.perStudent.get(s.id)!;
    if (!p.certificateEarned) continue;
    if (await issueCertificate(tx, { studentId: s.id, batchId, attended: p.attended, held: p.held, now }))
      issued += 1;
  }
  return issued;
}

export type MyCertificateState =
  | { state: 'issued'; row: CertificateRow }
  | { state: 'revoked'; row: CertificateRow }
  | {
      state: 'in_progress' | 'not_eligible';
      attended: number;
      held: number;
      required: number;
      short_by: number;
      batch_name: string;
      batch_completed: boolean;
      caught_up: { session_no: number; on: string }[];
    }
  | { state: 'no_batch' };

/**
 * Her certificate as her page shows it. A Completed batch she met the rule in but holds no
 * certificate for (one completed before certificates existed) is issued now. Several batches: the
 * most recent completed batch with a certificate, else her current batch's progress.
 */
export async function myCertificate(db: Db, studentId: number, now: Date): Promise<MyCertificateState> {
  const batches = await enrolledBatchesOf(db, studentId);
  if (batches.length === 0) return { state: 'no_batch' };
  const mine = await db.select().from(t.certificates).where(eq(t.certificates.studentId, studentId));
  const has = new Set(mine.map((c) => c.batchId));
  for (const b of batches) {
    if (b.status !== CERTIFICATE_RULE.batchStatus || has.has(b.id)) continue;
    const p = (await batchProgress(db, b, [studentId], now)).perStudent.get(studentId)!;
    if (!p.certificateEarned) continue;
    // Two first visits at once (two tabs, two processes) both get here: one inserts, the other's
    // insert finds the row (the unique student+batch index) and reads the one that won, so both
    // show the same certificate.
    const row =
      (await inTransaction(db, (tx) =>
        issueCertificate(tx, { studentId, batchId: b.id, attended: p.attended, held: p.held, now }),
      )) ??
      (
        await db
          .select()
          .from(t.certificates)
          .where(and(eq(t.certificates.studentId, studentId), eq(t.certificates.batchId, b.id)))
      )[0];
    if (row) mine.push(row);
    has.add(b.id);
  }
  for (const b of batches) {
    if (b.status !== CERTIFICATE_RULE.batchStatus) continue;
    const row = mine.find((c) => c.batchId === b.id);
    if (row) return row.revokedAt ? { state: 'revoked', row } : { state: 'issued', row };
  }
  const current =
    batches.find((b) => b.status === 'Active') ??
    batches.find((b) => b.status === 'Inactive') ??
    batches.find((b) => b.status === CERTIFICATE_RULE.batchStatus)!;
  const p = (await batchProgress(db, current, [studentId], now)).perStudent.get(studentId)!;
  const completed = current.status === CERTIFICATE_RULE.batchStatus;
  return {
    state: completed ? 'not_eligible' : 'in_progress',
    ...attendanceFigures(p.attended, p.held),
    batch_name: current.name,
    batch_completed: completed,
    caught_up: p.caughtUp.map((c) => ({ session_no: c.sessionNo, on: c.on })),
  };
}

/** The back office's view of a batch: each student's attendance against the rule and her certificate. */
export async function batchCertificates(db: Db, batchId: number, now: Date) {
  const batch = await batchFacts(db, batchId);
  if (!batch) throw notFound(CERTIFICATE_MESSAGES.batchNotFound);
  const roster = await batchRoster(db, batchId);
  const progress = await batchProgress(db, batch, roster.map((s) => s.id), now);
  const certs = roster.length
    ? await db
        .select()
        .from(t.certificates)
        .where(and(eq(t.certificates.batchId, batchId), inArray(t.certificates.studentId, roster.map((s) => s.id))))
    : [];
  const completed = batch.status === CERTIFICATE_RULE.batchStatus;
  return {
    batch,
    rows: roster.map((s) => {
      const p = progress.perStudent.get(s.id)!;
      const cert = certs.find((c) => c.studentId === s.id);
      const earned = meetsCertificateRule({ batchStatus: batch.status, attended: p.attended, held: p.held });
      const state = cert
        ? cert.revokedAt
          ? ('revoked' as const)
          : ('issued' as const)
        : !completed
          ? ('in_progress' as const)
          : earned
            ? ('eligible' as const)
            : ('not_eligible' as const);
      return {
        studentId: s.id,
        studentName: s.name,
        figures: attendanceFigures(p.attended, p.held),
        state,
        cert: cert ?? null,
      };
    }),
  };
}

/**
 * Staff issue her certificate as an exception (she fell short, or the batch was completed before her
 * attendance was corrected), with the reason, audited. A revoked one is reinstated with the same number.
 */
export async function grantCertificate(
  db: Db,
  who: StaffPrincipal,
  input: { studentId: number; batchId: number; reason: string },
  now: Date,
): Promise<CertificateRow> {
  return inTransaction(db, async (tx) => {
    const batch: BatchFacts | undefined = await batchFacts(tx, input.batchId);
    if (!batch) throw notFound(CERTIFICATE_MESSAGES.batchNotFound);
    if (batch.status !== CERTIFICATE_RULE.batchStatus)
      throw conflict('Certificates can only be issued once the batch is Completed.');
    const roster = await batchRoster(tx, input.batchId);
    if (!roster.some((s) => s.id === input.studentId)) throw notFound(CERTIFICATE_MESSAGES.notInBatch);
    const [existing] = await tx
      .select()
      .from(t.certificates)
      .where(and(eq(t.certificates.studentId, input.studentId), eq(t.certificates.batchId, input.batchId)))
      .for('update');
    if (existing && !existing.revokedAt) throw conflict(CERTIFICATE_MESSAGES.alreadyIssued);
    const p = (await batchProgress(tx, batch, [input.studentId], now)).perStudent.get(input.studentId)!;
    let row: CertificateRow | undefined;
    if (existing) {
      [row] = await tx
        .update(t.certificates)
        .set({
          revokedAt: null,
          revokedBy: null,
          revokeReason: null,
          grantedBy: who.id,
          grantReason: input.reason,
          attended: p.attended,
          held: p.held,
        })
        .where(eq(t.certificates.id, existing.id))
        .returning();
      if (row) await queueReadyMail(tx, row);
    } else {
      row = await issueCertificate(tx, {
        studentId: input.studentId,
        batchId: input.batchId,
        attended: p.attended,
        held: p.held,
        grant: { by: who.id, reason: input.reason },
        now,
      });
    }
    if (!row) throw conflict(CERTIFICATE_MESSAGES.alreadyIssued);
    await audit(tx, who, {
      action: 'certificate.grant',
      entity: 'certificate',
      entityId: row.certificateNo,
      before: existing ? { status: 'revoked', reason: existing.revokeReason } : { status: 'none' },
      after: {
        status: 'valid',
        reason: input.reason,
        student_id: input.studentId,
        batch_id: input.batchId,
        attended: p.attended,
        held: p.held,
      },
    });
    return row;
  });
}

/** A certificate's row, locked until the transaction ends (a revocation and a reinstatement never interleave); 404 when there is none. */
async function lockedCertificate(tx: Db, no: string): Promise<CertificateRow> {
  const [existing] = await tx.select().from(t.certificates).where(eq(t.certificates.certificateNo, no)).for('update');
  if (!existing) throw notFound(CERTIFICATE_MESSAGES.notFound);
  return existing;
}

/** Staff withdraw a certificate, with the reason, audited; the verify page then says it was revoked. */
export async function revokeCertificate(
  db: Db,
  who: StaffPrincipal,
  certificateNo: string,
  reason: string,
  now: Date,
): Promise<CertificateRow> {
  const no = normaliseCertificateNo(certificateNo);
  if (!no) throw notFound(CERTIFICATE_MESSAGES.notFound);
  return inTransaction(db, async (tx) => {
    const existing = await lockedCertificate(tx, no);
    if (existing.revokedAt) throw conflict(CERTIFICATE_MESSAGES.alreadyRevoked);
    const [row] = await tx
      .update(t.certificates)
      .set({ revokedAt: now, revokedBy: who.id, revokeReason: reason })
      .where(eq(t.certificates.id, existing.id))
      .returning();
    await audit(tx, who, {
      action: 'certificate.revoke',
      entity: 'certificate',
      entityId: no,
      before: { status: 'valid' },
      after: { status: 'revoked', reason },
    });
    return row!;
  });
}

/**
 * An admin undoes a revocation (made in error, or the matter is settled): the same certificate
 * number is valid again — its public record, PDF and credential's place in the revocation list
 * follow — and the audit log keeps both decisions with their reasons. 409 when it is not revoked.
 */
export async function reinstateCertificate(
  db: Db,
  who: StaffPrincipal,
  certificateNo: string,
  reason: string,
): Promise<CertificateRow> {
  const no = normaliseCertificateNo(certificateNo);
  if (!no) throw notFound(CERTIFICATE_MESSAGES.notFound);
  return inTransaction(db, async (tx) => {
    const existing = await lockedCertificate(tx, no);
    if (!existing.revokedAt) throw conflict(CERTIFICATE_MESSAGES.notRevoked);
    const [row] = await tx
      .update(t.certificates)
      .set({ revokedAt: null, revokedBy: null, revokeReason: null })
      .where(eq(t.certificates.id, existing.id))
      .returning();
    await audit(tx, who, {
      action: 'certificate.reinstate',
      entity: 'certificate',
      entityId: no,
      before: { status: 'revoked', reason: existing.revokeReason },
      after: { status: 'valid', reason },
    });
    return row!;
  });
}

/** A reason as given, trimmed; 400 outside 3–500 characters. */
export function checkedReason(reason: unknown, min: number, max: number): string {
  const s = typeof reason === 'string' ? reason.normalize('NFC').trim() : '';
  if (s.length < min || s.length > max)
    throw new HttpError(400, CERTIFICATE_MESSAGES.reasonRequired, { errors: { reason: CERTIFICATE_MESSAGES.reasonRequired } });
  return s;
}

/** The fields anyone holding the number may read (the public record, her page and staff build on it). */
export function publicCertificateView(c: CertificateRow, siteUrl: string) {
  return {
    certificate_no: c.certificateNo,
    student_name: c.studentName,
    course_title: c.courseTitle,
    batch_name: c.batchName,
    start_date: c.startDate,
    end_date: c.endDate,
    tutor_name: c.tutorName,
    issued_at: iso(c.issuedAt),
    status: c.revokedAt ? ('revoked' as const) : ('valid' as const),
    revoked_at: c.revokedAt ? iso(c.revokedAt) : null,
    verify_url: verifyUrlOf(siteUrl, c.certificateNo),
  };
}

/**
 * The audit log: every staff write (back office or operator CLI) records who did what, with the
 * fields it changed, inside the write's own transaction, so a change and its record commit together.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { iso } from '../lib/shape';
import type { StaffPrincipal } from '../auth/staff';

/** The fields of `after` whose values differ from `before`, as a before/after pair. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before, after };
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}

export interface AuditEntryInput {
  action: string;
  entity: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Who did it: a staff member, or a tutor changing a record the school keeps (moving her own session). */
export type AuditActor = { staffId: number } | { tutorId: number } | { studentId: number };

async function record(tx: Db, actor: AuditActor, entry: AuditEntryInput): Promise<void> {
  const diff = changedFields(entry.before ?? null, entry.after ?? null);
  await tx.insert(t.auditLog).values({
    staffId: 'staffId' in actor ? actor.staffId : null,
    tutorId: 'tutorId' in actor ? actor.tutorId : null,
    studentId: 'studentId' in actor ? actor.studentId : null,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: diff.before,
    after: diff.after,
  });
}

/** Records a staff write in the audit log, inside the write's own transaction. */
export async function audit(tx: Db, who: StaffPrincipal, entry: AuditEntryInput): Promise<void> {
  await record(tx, { staffId: who.id }, entry);
}

/**
 * Records a tutor's write to a record the staff audit too (a session's time), inside the write's
 * own transaction, so the log tells the whole story of that record whoever changed it.
 */
export async function auditByStudent(tx: Db, studentId: number, entry: AuditEntryInput): Promise<void> {
  await record(tx, { studentId }, entry);
}

export async function auditByTutor(tx: Db, tutorId: number, entry: AuditEntryInput): Promise<void> {
  await record(tx, { tutorId }, entry);
}

/** The newest entries first, optionally of one kind of entity. */
export async function auditEntries(db: Db, query: { entity?: string; limit?: number }) {
  const rows = await db
    .select({
      a: t.auditLog,
      staffName: t.staff.name,
      staffEmail: t.staff.email,
      tutorName: t.tutors.name,
      tutorEmail: t.tutors.email,
    })
    .from(t.auditLog)
    .leftJoin(t.staff, eq(t.staff.id, t.auditLog.staffId))
    .leftJoin(t.tutors, eq(t.tutors.id, t.auditLog.tutorId))
    .where(query.entity ? eq(t.auditLog.entity, query.entity) : undefined)
    .orderBy(desc(t.auditLog.createdAt), desc(t.auditLog.id))
    .limit(query.limit ?? 200);
  return rows.map(({ a, staffName, staffEmail, tutorName, tutorEmail }) => ({
    audit_id: a.id,
    staff:
      a.staffId !== null ? { staff_id: a.staffId, name: staffName ?? '', email: staffEmail ?? '' } : null,
    tutor:
      a.tutorId !== null ? { tutor_id: a.tutorId, name: tutorName ?? '', email: tutorEmail ?? '' } : null,
    action: a.action,
    entity: a.entity,
    entity_id: a.entityId,
    before: a.before ?? null,
    after: a.after ?? null,
    created_at: iso(a.createdAt),
  }));
}

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

/** Records a staff write in the audit log, inside the write's own transaction. */
export async function audit(
  tx: Db,
  who: StaffPrincipal,
  entry: {
    action: string;
    entity: string;
    entityId: string | number;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
  },
): Promise<void> {
  const diff = changedFields(entry.before ?? null, entry.after ?? null);
  await tx.insert(t.auditLog).values({
    staffId: who.id,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: diff.before,
    after: diff.after,
  });
}

/** The newest entries first, optionally of one kind of entity. */
export async function auditEntries(db: Db, query: { entity?: string; limit?: number }) {
  const rows = await db
    .select({ a: t.auditLog, name: t.staff.name, email: t.staff.email })
    .from(t.auditLog)
    .innerJoin(t.staff, eq(t.staff.id, t.auditLog.staffId))
    .where(query.entity ? eq(t.auditLog.entity, query.entity) : undefined)
    .orderBy(desc(t.auditLog.createdAt), desc(t.auditLog.id))
    .limit(query.limit ?? 200);
  return rows.map(({ a, name, email }) => ({
    audit_id: a.id,
    staff: { staff_id: a.staffId, name, email },
    action: a.action,
    entity: a.entity,
    entity_id: a.entityId,
    before: a.before ?? null,
    after: a.after ?? null,
    created_at: iso(a.createdAt),
  }));
}

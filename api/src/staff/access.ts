/**
 * Staff access (issue 17): a staff session is its own principal. Each staff request reads the member
 * from the database, so a disabled account or a changed role takes effect on the next request.
 */
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { StaffRole } from '@ai-women/contracts';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';

export interface StaffPrincipal {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
}

export const ADMIN_ONLY = 'This area is for admins only.';

export function staffView(row: StaffPrincipal) {
  return { staff_id: row.id, name: row.name, email: row.email, role: row.role };
}

/** 401 without a staff session, 403 for a student or tutor session and for a role not in `roles`. */
export async function requireStaff(
  req: FastifyRequest,
  db: Db,
  roles: readonly StaffRole[] = ['admin', 'support'],
): Promise<StaffPrincipal> {
  const { staffId, studentId, tutorId } = req.session;
  if (staffId === undefined) {
    if (studentId !== undefined || tutorId !== undefined)
      throw forbidden("This area is for the school's staff only.");
    throw unauthorized();
  }
  const [row] = await db
    .select({
      id: t.staff.id,
      name: t.staff.name,
      email: t.staff.email,
      role: t.staff.role,
      disabled: t.staff.disabled,
    })
    .from(t.staff)
    .where(eq(t.staff.id, staffId));
  if (!row || row.disabled) throw unauthorized('Your staff account is not active. Please sign in again.');
  if (!roles.includes(row.role as StaffRole)) throw forbidden(ADMIN_ONLY);
  return { id: row.id, name: row.name, email: row.email, role: row.role as StaffRole };
}

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

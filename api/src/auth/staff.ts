/**
 * Staff access: a staff session is its own principal. Each staff request reads the member from the
 * database, so a disabled account or a changed role takes effect on the next request. Staff routes
 * name the roles that may call them (`config.staffRoles`); the guard in ./staff-routes.ts checks
 * them before the body is validated.
 */
import type { FastifyRequest } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import type { StaffRole } from '@ai-women/contracts';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { HttpError, forbidden, isUniqueViolation, notFound, unauthorized } from '../lib/errors';
import { hashPassword } from '../lib/passwords';

export interface StaffPrincipal {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Staff roles that may call the route (checked before validation); absent: no staff guard. */
    staffRoles?: readonly StaffRole[];
  }
  interface FastifyRequest {
    staff?: StaffPrincipal;
  }
}

export const ADMIN: readonly StaffRole[] = ['admin'];
export const ANY_STAFF: readonly StaffRole[] = ['admin', 'support'];
/** How every staff route appears in the OpenAPI document. */
export const STAFF_TAGS = ['staff'];
export const STAFF_SECURITY = [{ session: [] as string[] }];

export const ADMIN_ONLY = 'This area is for admins only.';

export function staffView(row: StaffPrincipal) {
  return { staff_id: row.id, name: row.name, email: row.email, role: row.role };
}

/** 401 without a staff session, 403 for a student or tutor session and for a role not in `roles`. */
export async function requireStaff(
  req: FastifyRequest,
  db: Db,
  roles: readonly StaffRole[] = ANY_STAFF,
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

/** The staff account an e-mail names (for signing in). */
export async function staffByEmail(db: Db, email: string) {
  const [row] = await db.select().from(t.staff).where(eq(t.staff.email, email)).limit(1);
  return row ? { ...row, role: row.role as StaffRole } : undefined;
}

/**
 * Who an operator command acts as: the active staff member `email` names, else the first active
 * admin. Operator writes are signed and audited like the back office's.
 */
export async function operatorAccount(db: Db, email?: string): Promise<StaffPrincipal> {
  const [row] = await db
    .select({ id: t.staff.id, name: t.staff.name, email: t.staff.email, role: t.staff.role })
    .from(t.staff)
    .where(
      email
        ? and(eq(t.staff.email, email), eq(t.staff.disabled, false))
        : and(eq(t.staff.role, 'admin'), eq(t.staff.disabled, false)),
    )
    .orderBy(asc(t.staff.id))
    .limit(1);
  if (!row)
    throw notFound(
      email ? `No active staff account ${email}` : 'No active admin: create one with staff:create',
    );
  return { ...row, role: row.role as StaffRole };
}

/** A new staff account; its e-mail is unique. */
export async function createStaffAccount(
  db: Db,
  account: { email: string; name: string; role: StaffRole; password: string },
) {
  const passwordHash = await hashPassword(account.password);
  try {
    const [row] = await db
      .insert(t.staff)
      .values({ email: account.email, name: account.name, role: account.role, passwordHash })
      .returning({ id: t.staff.id, email: t.staff.email, name: t.staff.name, role: t.staff.role });
    return row!;
  } catch (err) {
    if (isUniqueViolation(err) !== undefined)
      throw new HttpError(409, `A staff account with ${account.email} exists`);
    throw err;
  }
}

/** Disables an account: its next request is signed out and it can no longer sign in. */
export async function disableStaffAccount(db: Db, email: string) {
  const [row] = await db
    .update(t.staff)
    .set({ disabled: true })
    .where(eq(t.staff.email, email))
    .returning({ id: t.staff.id, email: t.staff.email, disabled: t.staff.disabled });
  if (!row) throw notFound('Staff account not found');
  return row;
}

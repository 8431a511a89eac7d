/**
 * One notification service for both audiences (docs/decisions/0010 on why the tables stay two): the audience ('student' or
 * 'tutor') picks the table and its owner column; writing and reading are the same for both.
 * Every notice the product sends (welcome, batch changes, ticket replies, staff notices, operator
 * notes) goes through `notify`, inside the caller's transaction when it has one.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { iso } from '../lib/shape';
import { conflict, notFound } from '../lib/errors';
import { inTransaction } from '../db/transaction';
import { audit } from '../audit/service';
import type { StaffPrincipal } from '../auth/staff';
import { studentsOf } from '../batches/members';

export type Audience = 'student' | 'tutor';

export interface Notice {
  title: string;
  message: string;
}

/** A student's notice about one class session at one time (its reminder, its move). */
export interface SessionNotice extends Notice {
  sessionId: number;
}

const TABLES = {
  student: { table: t.studentNotifications, owner: t.studentNotifications.studentId },
  tutor: { table: t.tutorNotifications, owner: t.tutorNotifications.tutorId },
} as const;

/**
 * Sends one notice to one or several people of an audience; returns how many got it. A student's
 * notice about a session at a given time carries the session, so a later move can withdraw it.
 */
export async function notify(
  db: Db,
  audience: Audience,
  to: number | readonly number[],
  notice: Notice | SessionNotice,
) {
  const ids = typeof to === 'number' ? [to] : [...to];
  if (ids.length === 0) return 0;
  const sessionId = 'sessionId' in notice ? notice.sessionId : null;
  const rows = ids.map((id) =>
    audience === 'student'
      ? { studentId: id, title: notice.title, message: notice.message, sessionId }
      : { tutorId: id, title: notice.title, message: notice.message },
  );
  if (audience === 'student')
    await db.insert(t.studentNotifications).values(rows as (typeof t.studentNotifications.$inferInsert)[]);
  else await db.insert(t.tutorNotifications).values(rows as (typeof t.tutorNotifications.$inferInsert)[]);
  return ids.length;
}

/**
 * Withdraws the notices these students hold about a session at a time it no longer has (its
 * reminder, the notice of an earlier move): kept, they would send her to the old time. Deleted, not
 * flagged: her list shows what is true now, and the notice of the move names the old time anyway.
 * Returns how many went.
 */
export async function withdrawSessionNotices(db: Db, sessionId: number, studentIds: readonly number[]) {
  if (studentIds.length === 0) return 0;
  const gone = await db
    .delete(t.studentNotifications)
    .where(
      and(
        eq(t.studentNotifications.sessionId, sessionId),
        inArray(t.studentNotifications.studentId, [...studentIds]),
      ),
    )
    .returning({ id: t.studentNotifications.id });
  return gone.length;
}

/** A notification as both notification endpoints return it. */
export function notificationView(row: {
  id: number;
  title: string;
  message: string;
  createdAt: Date | string;
}) {
  return { id: row.id, title: row.title, message: row.message, created_at: iso(row.createdAt) };
}

/** A person's notifications, newest first: one query per audience, prepared once. */
export function notificationsReader(db: Db, audience: Audience) {
  const { table, owner } = TABLES[audience];
  const query = db
    .select({ id: table.id, title: table.title, message: table.message, createdAt: table.createdAt })
    .from(table)
    .where(eq(owner, sql.placeholder('ownerId')))
    .orderBy(desc(table.createdAt), desc(table.id))
    .prepare(`${audience}_notifications`);
  return async (ownerId: number) => (await query.execute({ ownerId })).map(notificationView);
}

/**
 * A staff notice to a batch: its students, its tutor or both ('students', 'tutor', 'all'), audited
 * in the same transaction. Returns how many people received it; nobody at all is a 409.
 */
export async function sendBatchNotice(
  db: Db,
  who: StaffPrincipal,
  notice: { batchId: number; audience: string; title: string; message: string },
): Promise<number> {
  const { audience, title, message } = notice;
  return inTransaction(db, async (tx) => {
    const [batch] = await tx.select().from(t.batches).where(eq(t.batches.id, notice.batchId));
    if (!batch) throw notFound('Batch not found.');
    let n = 0;
    if (audience !== 'tutor') n += await notify(tx, 'student', await studentsOf(tx, batch.id), { title, message });
    if (audience !== 'students' && batch.tutorId) n += await notify(tx, 'tutor', batch.tutorId, { title, message });
    if (n === 0) throw conflict('Nobody would receive this notice: the batch has no students or tutor for it yet.');
    await audit(tx, who, {
      action: 'notice.send',
      entity: 'batch',
      entityId: batch.id,
      after: { audience, title, message, recipients: n },
    });
    return n;
  });
}

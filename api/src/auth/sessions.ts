/**
 * Ending an account's sessions from outside its browser (a password reset, a password change):
 * auth owns the session table, so the areas that need this ask here instead of deleting its rows.
 * Returns the ids deleted, for the caller to drop from the session store's cache
 * (`deps.sessions.forgetMany`) once its transaction has committed.
 */
import { and, ne, sql } from 'drizzle-orm';
import * as t from '../db/schema';
import type { Db } from '../db/client';

export type SessionOwner = { studentId: number } | { tutorId: number };

export async function endSessionsOf(db: Db, owner: SessionOwner, options: { except?: string } = {}): Promise<string[]> {
  const [key, id] = 'studentId' in owner ? ['studentId', owner.studentId] : ['tutorId', owner.tutorId];
  const rows = await db
    .delete(t.httpSessions)
    .where(
      and(
        sql`${t.httpSessions.data} ->> ${key} = ${String(id)}`,
        options.except === undefined ? undefined : ne(t.httpSessions.sid, options.except),
      ),
    )
    .returning({ sid: t.httpSessions.sid });
  return rows.map((r) => r.sid);
}

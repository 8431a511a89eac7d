/** The tutor's batches: list (status filter), stats computed by counting, status transitions. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, sql } from 'drizzle-orm';
import * as S from '@ai-women/contracts/schemas';
import { BATCH_STATUSES, canTransitionBatch, batchActions } from '@ai-women/contracts';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { HttpError, badRequest, forbidden, notFound } from '../lib/errors';
import { iso } from '../lib/shape';
import { requireTutor } from '../auth/guards';

// Fully qualified on purpose: drizzle renders a bare column ("id") in single-table selects, which the
// subquery would resolve to its own e.id.
const studentCount = sql<number>`(select count(*)::int from enrolments e where e.batch_id = "batches"."id" and e.cancelled = false)`;

/** Changes a batch's status if the transition is allowed (shared with the operator command). */
/** "An Inactive", "An Active", "A Completed": the article follows the sound of the next word. */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'An' : 'A'} ${word}`;
}

export async function changeBatchStatus(
  db: Db,
  batchId: number,
  to: string,
  tutorId?: number,
  /** Runs in the same transaction once the status changed (the back office's audit entry). */
  alsoInTx?: (tx: Db, before: typeof t.batches.$inferSelect) => Promise<void>,
) {
  // One transaction with the row locked: two concurrent changes cannot both pass the transition
  // check, and the status never lands without its notification.
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(t.batches).where(eq(t.batches.id, batchId)).for('update');
    const batch = rows[0];
    if (!batch) throw notFound('Batch not found');
    if (tutorId !== undefined && batch.tutorId !== tutorId)
      throw forbidden('This batch is not assigned to you.');
    if (!(BATCH_STATUSES as readonly string[]).includes(to))
      throw badRequest('Status must be Active, Inactive or Completed');
    if (!canTransitionBatch(batch.status, to)) {
      const allowed = batchActions(batch.status).map((a) => a.to);
      throw new HttpError(
        409,
        allowed.length
          ? `${withArticle(batch.status)} batch can only be changed to ${allowed.join(' or ')}.`
          : `${withArticle(batch.status)} batch cannot be changed.`,
      );
    }
    await tx.update(t.batches).set({ status: to }).where(eq(t.batches.id, batchId));
    if (batch.tutorId) {
      await tx.insert(t.tutorNotifications).values({
        tutorId: batch.tutorId,
        title: 'Batch status changed',
        message: `${batch.name} is now ${to}.`,
      });
    }
    if (alsoInTx) await alsoInTx(tx as unknown as Db, batch);
    return { ...batch, status: to };
  });
}

const batches: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { readCache } = app.deps;
  const tags = ['batches'];

  // One query per screen, prepared once.
  const list = (where: ReturnType<typeof eq>) =>
    db
      .select({ batch: t.batches, students: studentCount })
      .from(t.batches)
      .where(where)
      .orderBy(desc(t.batches.createdAt), desc(t.batches.id));
  const listAll = list(eq(t.batches.tutorId, sql.placeholder('tutorId'))).prepare('tutor_batches');
  const listByStatus = list(
    and(eq(t.batches.tutorId, sql.placeholder('tutorId')), eq(t.batches.status, sql.placeholder('status')))!,
  ).prepare('tutor_batches_by_status');
  const statsQuery = db
    .select({ status: t.batches.status, students: studentCount })
    .from(t.batches)
    .where(eq(t.batches.tutorId, sql.placeholder('tutorId')))
    .prepare('tutor_batch_stats');

  app.get(
    '/api/tutor/batches/:tutor_id',
    {
      schema: {
        tags,
        params: S.TutorIdParams,
        querystring: S.BatchListQuery,
        response: { 200: S.BatchListResponse },
      },
    },
    async (req) => {
      const tutorId = requireTutor(req, req.params.tutor_id);
      const filter = (req.query.status ?? 'all').trim().toLowerCase();
      const status = BATCH_STATUSES.find((s) => s.toLowerCase() === filter);
      if (!status && filter !== 'all' && filter !== '')
        throw badRequest('Status filter must be active, completed, inactive or all');
      const rows = await readCache.get(`tutor-batches:${tutorId}:${status ?? 'all'}`, () =>
        status ? listByStatus.execute({ tutorId, status }) : listAll.execute({ tutorId }),
      );
      return {
        success: true,
        data: rows.map(({ batch, students }) => ({
          batch_id: batch.id,
          batch_name: batch.name,
          status: batch.status,
          no_of_people: Number(students),
          timing: batch.timing,
          created_at: iso(batch.createdAt),
          meeting_url: batch.meetingUrl,
        })),
      };
    },
  );

  app.get(
    '/api/tutor/batches/:tutor_id/stats',
    { schema: { tags, params: S.TutorIdParams, response: { 200: S.BatchStatsResponse } } },
    async (req) => {
      const tutorId = requireTutor(req, req.params.tutor_id);
      const rows = await readCache.get(`tutor-stats:${tutorId}`, () => statsQuery.execute({ tutorId }));
      const count = (s: string) => rows.filter((r) => r.status === s).length;
      return {
        success: true,
        data: {
          total_batches: rows.length,
          active_batches: count('Active'),
          completed_batches: count('Completed'),
          total_students: rows.reduce((n, r) => n + Number(r.students), 0),
          active_students: rows
            .filter((r) => r.status === 'Active')
            .reduce((n, r) => n + Number(r.students), 0),
        },
      };
    },
  );

  app.put(
    '/api/batches/:batchId/status',
    {
      schema: {
        tags,
        params: S.BatchIdParams,
        body: S.BatchStatusBody,
        response: { 200: S.MessageResponse },
      },
    },
    async (req) => {
      const tutorId = requireTutor(req, req.body.tutor_id);
      const batch = await changeBatchStatus(db, req.params.batchId, req.body.status, tutorId);
      return { success: true, message: `${batch.name} is now ${batch.status}.` };
    },
  );
};

export default batches;

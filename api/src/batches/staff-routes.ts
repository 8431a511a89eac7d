/**
 * Batches from the school's side: every member of staff reads them and their rosters and the
 * waiting list; only admins create, edit, open and close them or place students. Every write is
 * audited in its own transaction.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/staff';
import { BATCH_CAPACITY, BATCH_STATUSES, storedMeetingLink, validateBatch } from '@ai-women/contracts';
import type * as t from '../db/schema';
import { assertValid, badRequest } from '../lib/errors';
import { oneOf } from '../lib/choice';
import { audit } from '../audit/service';
import { ADMIN, ANY_STAFF, STAFF_SECURITY, STAFF_TAGS } from '../auth/staff';
import {
  batchById,
  changeBatchStatus,
  createBatch,
  existingCourse,
  staffBatchList,
  updateBatch,
} from './service';
import { batchRoster, openBatches, placementAlert, waitingStudents } from './placement';

/** What a batch change adds to its message when waiting students were placed in the batch. */
const placedText = (n: number) =>
  n === 0 ? '' : ` ${n} waiting ${n === 1 ? 'student was' : 'students were'} placed in it.`;

export const staffBatchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = STAFF_TAGS;
  const security = STAFF_SECURITY;

  app.get(
    '/api/staff/batches',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { tags, security, querystring: S.StaffBatchQuery, response: { 200: S.StaffBatchListResponse } },
    },
    async (req) => {
      const status = oneOf(BATCH_STATUSES, req.query.status, 'Status');
      return { success: true, data: await staffBatchList(db, { status, q: req.query.q }, app.deps.clock.now()) };
    },
  );
  app.post(
    '/api/staff/batches',
    {
      schema: { tags, security, body: S.CreateBatchBody, response: { 201: S.StaffBatchResponse } },
      config: { staffRoles: ADMIN, rules: (b) => validateBatch(b) },
    },
    async (req, reply) => {
      const who = req.staff!;
      assertValid(validateBatch(req.body));
      const created = await createBatch(
        db,
        {
          name: req.body.batch_name.trim(),
          timing: req.body.timing.trim(),
          tutorId: req.body.tutor_id ?? null,
          meetingUrl: storedMeetingLink(req.body.meeting_url) ?? null,
          startDate: req.body.start_date.trim(),
          courseId: await existingCourse(db, req.body.course_id),
        },
        (tx, row, placed) =>
          audit(tx, who, {
            action: 'batch.create',
            entity: 'batch',
            entityId: row.id,
            after: {
              batch_name: row.name,
              course_id: row.courseId,
              timing: row.timing,
              start_date: row.startDate,
              tutor_id: row.tutorId,
              meeting_url: row.meetingUrl,
              ...(placed.length ? { placed_student_ids: placed.map((p) => p.id) } : {}),
            },
          }),
      );
      reply.status(201);
      return {
        success: true,
        message: `Batch created with its 25-session timetable.${placedText(created.placed.length)}`,
        data: await batchById(db, created.id),
      };
    },
  );
  app.put(
    '/api/staff/batches/:id',
    {
      schema: {
        tags,
        security,
        params: S.StaffIdParams,
        body: S.UpdateBatchBody,
        response: { 200: S.StaffBatchResponse },
      },
      config: { staffRoles: ADMIN, rules: (b) => validateBatch(b, { partial: true }) },
    },
    async (req) => {
      const who = req.staff!;
      assertValid(validateBatch(req.body, { partial: true }));
      const view = (b: typeof t.batches.$inferSelect) => ({
        batch_name: b.name,
        timing: b.timing,
        meeting_url: b.meetingUrl,
        tutor_id: b.tutorId,
      });
      await updateBatch(
        db,
        req.params.id,
        {
          name: req.body.batch_name?.trim(),
          timing: req.body.timing?.trim(),
          meetingUrl: storedMeetingLink(req.body.meeting_url),
          tutorId: req.body.tutor_id,
        },
        (tx, before, after) =>
          audit(tx, who, {
            action: 'batch.update',
            entity: 'batch',
            entityId: before.id,
            before: view(before),
            after: view(after),
          }),
      );
      return { success: true, message: 'Batch saved.', data: await batchById(db, req.params.id) };
    },
  );
  app.put(
    '/api/staff/batches/:id/status',
    {
      config: { staffRoles: ADMIN },
      schema: {
        tags,
        security,
        params: S.StaffIdParams,
        body: S.StaffBatchStatusBody,
        response: { 200: S.StaffBatchResponse },
      },
    },
    async (req) => {
      const who = req.staff!;
      const to = oneOf(BATCH_STATUSES, req.body.status, 'Status');
      if (!to) throw badRequest('Status must be Active, Inactive or Completed');
      const changed = await changeBatchStatus(db, req.params.id, to, undefined, (tx, before, placed) =>
        audit(tx, who, {
          action: 'batch.status',
          entity: 'batch',
          entityId: before.id,
          before: { status: before.status },
          after: { status: to, ...(placed.length ? { placed_student_ids: placed.map((p) => p.id) } : {}) },
        }),
        app.deps.clock.now(),
      );
      return {
        success: true,
        message: `Batch is now ${to}.${placedText(changed.placed.length)}`,
        data: await batchById(db, req.params.id),
      };
    },
  );
};

/** The waiting list with the batches that have seats, and one batch's roster. */
export const staffPlacementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = STAFF_TAGS;
  const security = STAFF_SECURITY;

  app.get(
    '/api/staff/placements',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { tags, security, response: { 200: S.PlacementsResponse } },
    },
    async () => {
      const now = app.deps.clock.now();
      const waiting = await waitingStudents(db, now);
      return {
        success: true,
        data: {
          waiting,
          open_batches: await openBatches(db, undefined, now),
          alert: placementAlert(waiting),
          capacity: BATCH_CAPACITY,
        },
      };
    },
  );
  app.get(
    '/api/staff/batches/:id/students',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { tags, security, params: S.StaffIdParams, response: { 200: S.BatchRosterResponse } },
    },
    async (req) => ({ success: true, data: await batchRoster(db, req.params.id) }),
  );
};

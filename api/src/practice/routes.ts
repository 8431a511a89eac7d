/**
 * Practice after a session: her task and answers (with one optional photo or PDF), the file through
 * the API, her tutor's review queue and reviews, and the batch's wording of each task. The API
 * decides every access: her batch's paid students, its tutor, and (to read a file) staff.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as S from '@ai-women/contracts/schemas';
import {
  PRACTICE_MESSAGES,
  PRACTICE_RULES,
  practiceAnswerText,
  validatePracticeAnswer,
  validatePracticeReview,
  validatePracticeTask,
  type PracticeFileKind,
  type PracticeOutcome,
  type PracticeStatus,
} from '@ai-women/contracts';
import { HttpError, badRequest, conflict, forbidden, notFound, unauthorized } from '../lib/errors';
import { iso } from '../lib/shape';
import { apiBaseUrl } from '../lib/urls';
import { inputProblem } from '../lib/input-guards';
import { readTextAndFile } from '../lib/text-and-file-form';
import { sendUploadedFile } from '../lib/downloads';
import { studentTag, TUTOR_READS } from '../lib/read-cache';
import { requireStaff } from '../auth/staff';
import {
  assertStudentOfBatch,
  batchCurriculum,
  batchSessions,
  isHeld,
  loadSession,
  tutorBatchOf,
} from '../sessions/service';
import { KIND_LABEL, MIME, STORAGE_EXTENSION, kindOfName, sniffMaterial } from '../sessions/sniff';
import {
  addSubmission,
  maySubmit,
  queueOf,
  restoreTask,
  reviewSubmission,
  saveTask,
  submissionById,
  submissionsOf,
  submitRefusal,
  taskFor,
  tasksOf,
  type SubmissionRow,
} from './service';

const ATTACHABLE: readonly string[] = PRACTICE_RULES.fileKinds;

const practice: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { files, config, clock, readCache } = app.deps;
  const tags = ['practice'];
  const now = () => clock.now();
  const base = () => apiBaseUrl(config);

  const submissionView = (row: SubmissionRow, tutorName: string | null) => ({
    id: row.id,
    version: row.version,
    text: row.text,
    attachment:
      row.attachmentKey && row.attachmentKind
        ? {
            name: row.attachmentName ?? 'attachment',
            kind: row.attachmentKind as PracticeFileKind,
            size: row.attachmentSize ?? 0,
            url: `${base()}/api/practice/${row.id}/attachment`,
          }
        : null,
    submitted_at: iso(row.createdAt),
    status: row.status as PracticeStatus,
    review:
      row.reviewedAt && row.reviewComment !== null && row.status !== 'submitted'
        ? {
            outcome: row.status as PracticeOutcome,
            comment: row.reviewComment,
            tutor_name: tutorName ?? 'Your tutor',
            reviewed_at: iso(row.reviewedAt),
          }
        : null,
  });

  /** Her session: 401 signed out, 403 unpaid, refunded or another batch's, 404, 409 before it is held. */
  async function hers(studentId: number, sessionId: number) {
    const { session, batch } = await loadSession(db, sessionId);
    await assertStudentOfBatch(db, studentId, batch.id);
    if (!isHeld(session, batch.timing, now())) throw conflict(PRACTICE_MESSAGES.notHeld);
    return { session, batch };
  }

  // ---------------------------------------------------------------- her practice
  app.get(
    '/api/student/sessions/:id/practice',
    {
      config: { auth: 'student' },
      schema: { tags, params: S.SessionIdParams, response: { 200: S.PracticeResponse } },
    },
    async (req, reply) => {
      // Her answers and her tutor's words to her: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      const studentId = req.session.studentId!;
      const at = now();
      // Cached on the embedded database like her other reads; the minute follows the clock (held).
      return readCache.get(
        `practice:${studentId}:${req.params.id}:${Math.floor(at.getTime() / 60_000)}`,
        [studentTag(studentId)],
        () => practiceView(studentId, req.params.id),
      );
    },
  );

  async function practiceView(studentId: number, sessionId: number) {
    const { session, batch } = await hers(studentId, sessionId);
    const [curriculum, answers] = await Promise.all([
      batchCurriculum(db, batch.id),
      submissionsOf(db, studentId, session.id),
    ]);
    const task = await taskFor(db, batch.id, curriculum, session.sessionNo);
    const latest = answers[0]?.row;
    return {
      success: true as const,
      data: {
        session_id: session.id,
        session_no: session.sessionNo,
        topic: session.topic,
        task,
        status: (latest?.status as PracticeStatus | undefined) ?? null,
        can_submit: maySubmit(latest),
        answer_max: PRACTICE_RULES.answerMax,
        file_max_bytes: PRACTICE_RULES.fileMaxBytes,
        submissions: answers.map((a) => submissionView(a.row, a.tutorName)),
      },
    };
  }

  app.post(
    '/api/student/sessions/:id/practice',
    {
      // Her answer changes only her own reads and what her tutor reads of her.
      config: { auth: 'student', readCacheScope: 'viewer' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: S.SessionIdParams,
        response: { 201: S.PracticeSubmitResponse },
      },
    },
    async (req, reply) => {
      const studentId = req.session.studentId!;
      const { session, batch } = await hers(studentId, req.params.id);
      const latest = (await submissionsOf(db, studentId, session.id))[0]?.row;
      const refusal = submitRefusal(latest);
      if (refusal) throw conflict(refusal);
      // The whole form is read and checked before anything is stored: a refused answer leaves nothing.
      const form = await readAnswer(req);
      const problem = validatePracticeAnswer(form.text) ?? inputProblem(form.text);
      if (problem) throw badRequest(problem, { errors: { text: problem } });
      let attachment: { key: string; name: string; kind: string; size: number } | null = null;
      if (form.file) {
        const kind = sniffMaterial(form.file.bytes);
        if (!kind || !ATTACHABLE.includes(kind))
          throw badRequest(PRACTICE_MESSAGES.fileType, { errors: { file: PRACTICE_MESSAGES.fileType } });
        if (kindOfName(form.file.name) !== kind) {
          const message = `“${form.file.name}” is ${KIND_LABEL[kind]} but its name says otherwise. Attach it with its real extension (.${STORAGE_EXTENSION[kind]}).`;
          throw badRequest(message, { errors: { file: message } });
        }
        const key = files.newKey(STORAGE_EXTENSION[kind]);
        await pipeline(Readable.from([form.file.bytes]), files.createWriteStream(key));
        attachment = { key, name: form.file.name, kind, size: form.file.bytes.length };
      }
      const version = (latest?.version ?? 0) + 1;
      const removeFile = async () => {
        if (attachment)
          await files.remove(attachment.key).catch((e: unknown) => req.log.warn({ err: e }, 'practice file cleanup failed'));
      };
      let row: SubmissionRow | undefined;
      try {
        row = await addSubmission(db, {
          studentId,
          sessionId: session.id,
          batchId: batch.id,
          version,
          text: practiceAnswerText(form.text),
          attachment,
        });
      } catch (err) {
        await removeFile();
        throw err;
      }
      if (!row) {
        // Two sends at once: the first stored this version; this copy keeps nothing of its own.
        await removeFile();
        const stored = (await submissionsOf(db, studentId, session.id)).find((a) => a.row.version === version);
        if (!stored) throw new HttpError(500, 'Your answer could not be stored. Please try again.');
        reply.status(201);
        return { success: true as const, message: PRACTICE_MESSAGES.sent, data: submissionView(stored.row, stored.tutorName) };
      }
      reply.status(201);
      return { success: true as const, message: PRACTICE_MESSAGES.sent, data: submissionView(row, null) };
    },
  );

  /** The answer form: one `text` field and at most one `file`, read whole (the file is sniffed first). */
  async function readAnswer(req: FastifyRequest): Promise<{ text: string; file?: { name: string; bytes: Buffer } }> {
    const { values, file } = await readTextAndFile(req, {
      fields: ['text'],
      fileField: 'file',
      fileMaxBytes: PRACTICE_RULES.fileMaxBytes,
      tooLong: { text: PRACTICE_MESSAGES.answerTooLong },
      messages: {
        fileTooLarge: PRACTICE_MESSAGES.fileTooLarge,
        tooManyFiles: { status: 400, message: PRACTICE_MESSAGES.oneFile },
      },
      fallbackName: 'attachment',
    });
    return { text: values.text, file };
  }

  app.get(
    '/api/practice/:submissionId/attachment',
    { schema: { tags, params: S.PracticeSubmissionParams } },
    async (req, reply) => {
      const { row, tutorId } = await submissionById(db, req.params.submissionId);
      const { studentId, tutorId: viewerTutor, staffId } = req.session;
      if (studentId === undefined && viewerTutor === undefined && staffId === undefined) throw unauthorized();
      if (staffId !== undefined) await requireStaff(req, db);
      else if (viewerTutor !== undefined) {
        if (viewerTutor !== tutorId) throw forbidden('This answer belongs to another tutor’s batch.');
      } else if (studentId !== row.studentId) throw forbidden('This answer is not yours.');
      else await assertStudentOfBatch(db, studentId, row.batchId);
      if (!row.attachmentKey || !row.attachmentKind) throw notFound(PRACTICE_MESSAGES.noAttachment);
      const file = await files.open(row.attachmentKey);
      if (!file) throw notFound(PRACTICE_MESSAGES.noAttachment);
      // Photos open in the page (an <img>), PDFs download.
      return sendUploadedFile(reply, file, {
        mime: MIME[row.attachmentKind as keyof typeof MIME] ?? 'application/octet-stream',
        name: row.attachmentName ?? 'attachment',
        inline: row.attachmentKind !== 'pdf',
      });
    },
  );

  // ---------------------------------------------------------------- the tutor's side
  app.get(
    '/api/tutor/batches/:batchId/practice',
    {
      config: { auth: 'tutor' },
      schema: {
        tags,
        params: S.BatchIdParams,
        querystring: S.PracticeQueueQuery,
        response: { 200: S.PracticeQueueResponse },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const at = now();
      const { session_no, status } = req.query;
      // Cached per tutor on the embedded database like her other screens (a refusal is an error,
      // never stored); her students' answers and every review drop it. The minute follows the
      // clock, which decides the sessions held.
      return readCache.get(
        `tutor-practice:${req.session.tutorId}:${req.params.batchId}:${session_no ?? ''}:${status ?? ''}:${Math.floor(at.getTime() / 60_000)}`,
        [TUTOR_READS],
        () => queueView(req, req.params.batchId, { sessionNo: session_no, status }, at),
      );
    },
  );

  async function queueView(req: FastifyRequest, batchId: number, filter: Parameters<typeof queueOf>[2], at: Date) {
    const batch = await tutorBatchOf(req, db, batchId);
    const [sessions, queue] = await Promise.all([batchSessions(db, batch.id), queueOf(db, batch.id, filter)]);
    return {
      success: true as const,
      data: {
        batch_id: batch.id,
        batch_name: batch.name,
        waiting: queue.waiting,
        sessions: sessions
          .filter((s) => isHeld(s, batch.timing, at))
          .map((s) => ({ session_no: s.sessionNo, topic: s.topic })),
        items: queue.rows.map((q) => ({
          ...submissionView(q.row, q.tutorName),
          student_id: q.row.studentId,
          student_name: q.studentName,
          session_id: q.row.sessionId,
          session_no: q.sessionNo,
          topic: q.topic,
          latest: q.row.version === q.newest,
        })),
      },
    };
  }

  app.post(
    '/api/tutor/practice/:submissionId/review',
    {
      config: { auth: 'tutor' },
      schema: {
        tags,
        params: S.PracticeSubmissionParams,
        body: S.PracticeReviewBody,
        response: { 200: S.PracticeReviewResponse },
      },
    },
    async (req) => {
      const found = await submissionById(db, req.params.submissionId);
      const tutorId = req.session.tutorId!;
      if (found.tutorId !== tutorId) throw forbidden('This answer belongs to another tutor’s batch.');
      const { outcome, comment } = req.body;
      const problem = validatePracticeReview(outcome, comment) ?? inputProblem(comment);
      if (problem)
        throw badRequest(problem, {
          errors: problem === PRACTICE_MESSAGES.outcome ? { outcome: problem } : { comment: problem },
        });
      const row = await reviewSubmission(db, found.row, {
        tutorId,
        outcome: outcome as PracticeOutcome,
        comment,
        sessionNo: found.sessionNo,
        now: now(),
      });
      const [item] = (await queueOf(db, row.batchId, { sessionNo: found.sessionNo })).rows.filter(
        (q) => q.row.id === row.id,
      );
      return {
        success: true as const,
        message: PRACTICE_MESSAGES.reviewed,
        data: {
          ...submissionView(row, item?.tutorName ?? null),
          student_id: row.studentId,
          student_name: item?.studentName ?? '',
          session_id: row.sessionId,
          session_no: found.sessionNo,
          topic: item?.topic ?? '',
          latest: true,
        },
      };
    },
  );

  app.get(
    '/api/tutor/batches/:batchId/practice-tasks',
    {
      config: { auth: 'tutor' },
      schema: { tags, params: S.BatchIdParams, response: { 200: S.PracticeTasksResponse } },
    },
    async (req) => {
      const batch = await tutorBatchOf(req, db, req.params.batchId);
      const [curriculum, sessions] = await Promise.all([batchCurriculum(db, batch.id), batchSessions(db, batch.id)]);
      const tasks = await tasksOf(
        db,
        batch.id,
        curriculum,
        sessions.map((s) => s.sessionNo),
      );
      return { success: true as const, data: { batch_id: batch.id, tasks } };
    },
  );

  app.put(
    '/api/tutor/batches/:batchId/practice-tasks/:sessionNo',
    {
      config: { auth: 'tutor' },
      schema: {
        tags,
        params: S.PracticeTaskParams,
        body: S.PracticeTaskBody,
        response: { 200: S.PracticeTaskResponse },
      },
    },
    async (req) => {
      const batch = await tutorBatchOf(req, db, req.params.batchId);
      const errors = validatePracticeTask(req.body);
      if (errors) throw badRequest(Object.values(errors)[0]!, { errors });
      const problem = inputProblem(req.body);
      if (problem) throw badRequest(problem);
      const curriculum = await batchCurriculum(db, batch.id);
      // 404 for a session the course does not have, before anything is saved.
      await taskFor(db, batch.id, curriculum, req.params.sessionNo);
      const task = await saveTask(db, batch.id, req.params.sessionNo, req.session.tutorId!, req.body, now());
      return { success: true as const, message: PRACTICE_MESSAGES.taskSaved, data: task };
    },
  );

  // Declared through app.route, which is what the DELETE shorthand does: the layout check reads that
  // shorthand as a query.
  app.route({
    method: 'DELETE',
    url: '/api/tutor/batches/:batchId/practice-tasks/:sessionNo',
    config: { auth: 'tutor' },
    schema: { tags, params: S.PracticeTaskParams, response: { 200: S.PracticeTaskResponse } },
    handler: async (req) => {
      const batch = await tutorBatchOf(req, db, req.params.batchId);
      const curriculum = await batchCurriculum(db, batch.id);
      const task = await restoreTask(db, batch.id, curriculum, req.params.sessionNo);
      return { success: true as const, message: PRACTICE_MESSAGES.taskRestored, data: task };
    },
  });
};

export default practice;

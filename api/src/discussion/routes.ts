/**
 * A batch's discussion space, for its paid students (their current batch), its tutor and the
 * school's staff; nobody else reads or writes a word of it. The API decides every access: a post's
 * batch is read from the post, never from the browser.
 *
 * Each audience has its own paths (the student's is her batch's, the tutor's names the batch); the
 * staff's are in ./staff-routes.ts, and all of them go through the same handlers (./handlers.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/schemas';
import { DISCUSSION_MESSAGES, discussionText, validateReport, type ReportReason } from '@ai-women/contracts';
import { badRequest, forbidden, notFound, unauthorized } from '../lib/errors';
import { inputProblem } from '../lib/input-guards';
import { sendUploadedFile } from '../lib/downloads';
import { requireStaff } from '../auth/staff';
import { assertPaidStudent, currentBatchOf } from '../sessions/service';
import { MIME } from '../sessions/sniff';
import { discussionHandlers } from './handlers';
import {
  addReport,
  discussionList,
  discussionThread,
  noBatchList,
  postById,
  threadById,
} from './service';

const discussion: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { files } = app.deps;
  const tags = ['discussion'];
  const { now, base, studentMember, memberOf, namedBatch, created, replied, moderated, paused, resumed } =
    discussionHandlers(app);

  // ---------------------------------------------------------------- her batch's discussion

  app.get(
    '/api/student/discussion',
    {
      config: { auth: 'student' },
      schema: { tags, response: { 200: S.DiscussionListResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const studentId = req.session.studentId!;
      await assertPaidStudent(db, studentId);
      const batch = await currentBatchOf(db, studentId);
      if (!batch) return { success: true as const, data: noBatchList() };
      return { success: true as const, data: await discussionList(db, batch, studentMember(req), now()) };
    },
  );

  app.post(
    '/api/student/discussion/threads',
    {
      // Posts are never cached; her question's only other mark is the batch tutor's notice.
      config: { auth: 'student', readCacheScope: 'viewer' },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: S.DiscussionThreadCreatedResponse } },
    },
    async (req, reply) => {
      const studentId = req.session.studentId!;
      await assertPaidStudent(db, studentId);
      const batch = await currentBatchOf(db, studentId);
      if (!batch) throw forbidden(DISCUSSION_MESSAGES.noBatch);
      const body = await created(req, await memberOf(req, batch, 'student'), batch);
      return reply.status(201).send(body);
    },
  );

  app.get(
    '/api/student/discussion/threads/:threadId',
    {
      config: { auth: 'student' },
      schema: { tags, params: S.DiscussionThreadParams, response: { 200: S.DiscussionThreadResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const found = await threadById(db, req.params.threadId);
      const member = await memberOf(req, found.batch, 'student');
      return { success: true as const, data: await discussionThread(db, found, member, now(), base()) };
    },
  );

  app.post(
    '/api/student/discussion/threads/:threadId/replies',
    {
      // Posts are never cached; her reply's notice reaches the thread's author, whom the handler
      // names (or a tutor, whose reads the scope drops anyway).
      config: { auth: 'student', readCacheScope: 'viewer' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: S.DiscussionThreadParams,
        response: { 201: S.DiscussionPostResponse },
      },
    },
    async (req, reply) => {
      const found = await threadById(db, req.params.threadId);
      const body = await replied(req, await memberOf(req, found.batch, 'student'), found);
      return reply.status(201).send(body);
    },
  );

  app.post(
    '/api/student/discussion/posts/:postId/report',
    {
      // A report changes nothing any signed-in page caches.
      config: { auth: 'student', keepsReadCache: true },
      schema: { tags, params: S.DiscussionPostParams, body: S.DiscussionReportBody, response: { 200: S.MessageResponse } },
    },
    async (req) => {
      const { post, batch } = await postById(db, req.params.postId);
      const member = await memberOf(req, batch, 'student');
      // What she cannot read she cannot report: a hidden post is a 404 for her.
      if (post.hiddenAt) throw notFound(DISCUSSION_MESSAGES.postNotFound);
      if (post.authorKind === 'student' && post.authorId === member.id) throw badRequest(DISCUSSION_MESSAGES.ownPost);
      const note = discussionText(req.body.note ?? '');
      const problem = validateReport(req.body.reason, note) ?? inputProblem(note);
      if (problem)
        throw badRequest(problem, {
          errors: problem === DISCUSSION_MESSAGES.reportReason ? { reason: problem } : { note: problem },
        });
      const added = await addReport(db, post, member, { reason: req.body.reason as ReportReason, note, now: now() });
      return { success: true as const, message: added ? DISCUSSION_MESSAGES.reported : DISCUSSION_MESSAGES.alreadyReported };
    },
  );

  // ---------------------------------------------------------------- the tutor's batches

  app.get(
    '/api/tutor/batches/:batchId/discussion',
    {
      config: { auth: 'tutor' },
      schema: { tags, params: S.BatchIdParams, response: { 200: S.DiscussionListResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { batch, member } = await namedBatch(req, req.params.batchId, 'tutor');
      return { success: true as const, data: await discussionList(db, batch, member, now()) };
    },
  );

  app.post(
    '/api/tutor/batches/:batchId/discussion/threads',
    {
      config: { auth: 'tutor' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: S.BatchIdParams,
        response: { 201: S.DiscussionThreadCreatedResponse },
      },
    },
    async (req, reply) => {
      const { batch, member } = await namedBatch(req, req.params.batchId, 'tutor');
      return reply.status(201).send(await created(req, member, batch));
    },
  );

  app.get(
    '/api/tutor/discussion/threads/:threadId',
    {
      config: { auth: 'tutor' },
      schema: { tags, params: S.DiscussionThreadParams, response: { 200: S.DiscussionThreadResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const found = await threadById(db, req.params.threadId);
      const member = await memberOf(req, found.batch, 'tutor');
      return { success: true as const, data: await discussionThread(db, found, member, now(), base()) };
    },
  );

  app.post(
    '/api/tutor/discussion/threads/:threadId/replies',
    {
      config: { auth: 'tutor' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: S.DiscussionThreadParams,
        response: { 201: S.DiscussionPostResponse },
      },
    },
    async (req, reply) => {
      const found = await threadById(db, req.params.threadId);
      const body = await replied(req, await memberOf(req, found.batch, 'tutor'), found);
      return reply.status(201).send(body);
    },
  );

  app.put(
    '/api/tutor/discussion/posts/:postId/moderation',
    {
      config: { auth: 'tutor' },
      schema: { tags, params: S.DiscussionPostParams, body: S.DiscussionModerationBody, response: { 200: S.MessageResponse } },
    },
    async (req) => {
      const { batch } = await postById(db, req.params.postId);
      return moderated(await memberOf(req, batch, 'tutor'), req.params.postId, req.body);
    },
  );

  app.post(
    '/api/tutor/batches/:batchId/discussion/mutes',
    {
      config: { auth: 'tutor' },
      schema: { tags, params: S.BatchIdParams, body: S.DiscussionMuteBody, response: { 200: S.DiscussionMuteResponse } },
    },
    async (req) => {
      const { batch, member } = await namedBatch(req, req.params.batchId, 'tutor');
      return paused(member, batch, req.body);
    },
  );

  // Declared through app.route, which is what the DELETE shorthand does: the layout check reads that
  // shorthand as a query.
  app.route({
    method: 'DELETE',
    url: '/api/tutor/batches/:batchId/discussion/mutes/:studentId',
    config: { auth: 'tutor' },
    schema: { tags, params: S.DiscussionMuteParams, response: { 200: S.DiscussionMuteResponse } },
    handler: async (req) => {
      const { batch, member } = await namedBatch(req, req.params.batchId, 'tutor');
      return resumed(member, batch, req.params.studentId);
    },
  });

  // ---------------------------------------------------------------- a post's photo

  app.get(
    '/api/discussion/posts/:postId/image',
    { schema: { tags, params: S.DiscussionPostParams } },
    async (req, reply) => {
      const { post, batch } = await postById(db, req.params.postId);
      const { studentId, tutorId, staffId } = req.session;
      if (staffId !== undefined) await requireStaff(req, db);
      else if (tutorId !== undefined) await memberOf(req, batch, 'tutor');
      else if (studentId !== undefined) {
        await memberOf(req, batch, 'student');
        if (post.hiddenAt) throw notFound(DISCUSSION_MESSAGES.postNotFound);
      } else throw unauthorized();
      if (!post.imageKey || !post.imageKind) throw notFound(DISCUSSION_MESSAGES.noImage);
      const file = await files.open(post.imageKey);
      if (!file) throw notFound(DISCUSSION_MESSAGES.noImage);
      return sendUploadedFile(reply, file, {
        mime: MIME[post.imageKind as 'png' | 'jpeg'],
        name: post.imageName ?? 'photo',
        inline: true,
      });
    },
  );
};

export default discussion;

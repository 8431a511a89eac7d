/**
 * The school's staff in any batch's discussion: read it (hidden posts and reports included), reply
 * as the school, moderate and pause members, and the queue of posts waiting for a moderator across
 * batches. Registered with the back office's routes, behind their staff guard.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/schemas';
import { ANY_STAFF, STAFF_SECURITY, STAFF_TAGS } from '../auth/staff';
import { discussionHandlers } from './handlers';
import { discussionList, discussionThread, moderationQueue, threadById } from './service';

const staffDiscussion: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const staffDoc = { tags: STAFF_TAGS, security: STAFF_SECURITY };
  const { now, base, staffMember, namedBatch, created, replied, moderated, paused, resumed } =
    discussionHandlers(app);

  // ---------------------------------------------------------------- the school's staff

  app.get(
    '/api/staff/batches/:batchId/discussion',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { ...staffDoc, params: S.BatchIdParams, response: { 200: S.DiscussionListResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { batch, member } = await namedBatch(req, req.params.batchId, 'staff');
      return { success: true as const, data: await discussionList(db, batch, member, now()) };
    },
  );

  app.post(
    '/api/staff/batches/:batchId/discussion/threads',
    {
      config: { staffRoles: ANY_STAFF },
      schema: {
        ...staffDoc,
        consumes: ['multipart/form-data'],
        params: S.BatchIdParams,
        response: { 201: S.DiscussionThreadCreatedResponse },
      },
    },
    async (req, reply) => {
      const { batch, member } = await namedBatch(req, req.params.batchId, 'staff');
      return reply.status(201).send(await created(req, member, batch));
    },
  );

  app.get(
    '/api/staff/discussion/threads/:threadId',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { ...staffDoc, params: S.DiscussionThreadParams, response: { 200: S.DiscussionThreadResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const found = await threadById(db, req.params.threadId);
      return { success: true as const, data: await discussionThread(db, found, staffMember(req), now(), base()) };
    },
  );

  app.post(
    '/api/staff/discussion/threads/:threadId/replies',
    {
      config: { staffRoles: ANY_STAFF },
      schema: {
        ...staffDoc,
        consumes: ['multipart/form-data'],
        params: S.DiscussionThreadParams,
        response: { 201: S.DiscussionPostResponse },
      },
    },
    async (req, reply) => {
      const found = await threadById(db, req.params.threadId);
      return reply.status(201).send(await replied(req, staffMember(req), found));
    },
  );

  app.put(
    '/api/staff/discussion/posts/:postId/moderation',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { ...staffDoc, params: S.DiscussionPostParams, body: S.DiscussionModerationBody, response: { 200: S.MessageResponse } },
    },
    async (req) => moderated(staffMember(req), req.params.postId, req.body),
  );

  app.post(
    '/api/staff/batches/:batchId/discussion/mutes',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { ...staffDoc, params: S.BatchIdParams, body: S.DiscussionMuteBody, response: { 200: S.DiscussionMuteResponse } },
    },
    async (req) => {
      const { batch, member } = await namedBatch(req, req.params.batchId, 'staff');
      return paused(member, batch, req.body);
    },
  );

  app.route({
    method: 'DELETE',
    url: '/api/staff/batches/:batchId/discussion/mutes/:studentId',
    config: { staffRoles: ANY_STAFF },
    schema: { ...staffDoc, params: S.DiscussionMuteParams, response: { 200: S.DiscussionMuteResponse } },
    handler: async (req) => {
      const { batch, member } = await namedBatch(req, req.params.batchId, 'staff');
      return resumed(member, batch, req.params.studentId);
    },
  });

  app.get(
    '/api/staff/discussion/queue',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { ...staffDoc, querystring: S.StaffDiscussionQueueQuery, response: { 200: S.StaffDiscussionQueueResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const data = await moderationQueue(db, req.query.state ?? 'reported', staffMember(req), now(), base());
      return { success: true as const, data };
    },
  );

};

export default staffDiscussion;

/**
 * Rating a session: the student who attended rates it once (POST) and may change it for 48 hours
 * (PUT); GET answers her own rating to her and the anonymous summary to the batch's tutor.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import * as S from '@ai-women/contracts/schemas';
import {
  FEEDBACK_MESSAGES,
  validateFeedbackComment,
  validateRating,
  type FeedbackBody,
} from '@ai-women/contracts';
import { HttpError, assertValid, forbidden, unauthorized } from '../lib/errors';
import { inputProblem } from '../lib/input-guards';
import { loadSession, viewerOf } from './service';
import {
  addFeedback,
  cleanComment,
  editFeedback,
  feedbackOf,
  myFeedbackView,
  rateProblem,
  tutorSummary,
} from './feedback';

const feedbackRules = (body: Record<string, unknown>) => ({
  rating: validateRating(body.rating),
  comment: validateFeedbackComment(body.comment) ?? inputProblem(body.comment),
});

const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { clock } = app.deps;
  const tags = ['sessions'];
  const now = () => clock.now();

  async function open(req: FastifyRequest, id: number, only?: 'student') {
    const { studentId, tutorId, staffId } = req.session;
    if (studentId === undefined && tutorId === undefined && staffId === undefined) throw unauthorized();
    const { session, batch } = await loadSession(db, id);
    const viewer = await viewerOf(req, db, batch, only);
    return { session, batch, viewer };
  }

  app.get(
    '/api/sessions/:id/feedback',
    { schema: { tags, params: S.SessionIdParams, response: { 200: S.SessionFeedbackResponse } } },
    async (req) => {
      const { session, batch, viewer } = await open(req, req.params.id);
      if (viewer.role === 'tutor') return { success: true, data: await tutorSummary(db, session.id) };
      const at = now();
      const mine = await feedbackOf(db, session.id, viewer.studentId);
      const problem = mine ? null : await rateProblem(db, session, batch, viewer.studentId, at);
      return {
        success: true,
        data: {
          session_id: session.id,
          can_rate: !mine && problem === null,
          reason: problem?.message ?? null,
          mine: mine ? myFeedbackView(mine, at) : null,
        },
      };
    },
  );

  /** Who rates (a student of the batch who attended the held session) and what, checked in that order. */
  async function checked(req: FastifyRequest, id: number, body: FeedbackBody) {
    const { session, batch, viewer } = await open(req, id, 'student');
    if (viewer.role !== 'student') throw forbidden('This area is for students only.');
    assertValid(feedbackRules(body as unknown as Record<string, unknown>));
    const problem = await rateProblem(db, session, batch, viewer.studentId, now());
    if (problem) throw new HttpError(problem.status, problem.message);
    return {
      sessionId: session.id,
      studentId: viewer.studentId,
      rating: body.rating,
      comment: cleanComment(body.comment),
    };
  }

  app.post(
    '/api/sessions/:id/feedback',
    {
      // Her rating is read only by the feedback screens, none of them cached; the scope is the narrowest
      // one that still drops hers and the tutors'.
      config: { auth: 'student', rules: feedbackRules, readCacheScope: 'viewer' },
      schema: {
        tags,
        params: S.SessionIdParams,
        body: S.FeedbackBody,
        response: { 201: S.FeedbackSaveResponse },
      },
    },
    async (req, reply) => {
      const values = await checked(req, req.params.id, req.body);
      const at = now();
      const row = await addFeedback(db, values, at);
      reply.status(201);
      return { success: true, message: FEEDBACK_MESSAGES.saved, data: myFeedbackView(row, at) };
    },
  );

  app.put(
    '/api/sessions/:id/feedback',
    {
      // Her rating is read only by the feedback screens, none of them cached; the scope is the narrowest
      // one that still drops hers and the tutors'.
      config: { auth: 'student', rules: feedbackRules, readCacheScope: 'viewer' },
      schema: {
        tags,
        params: S.SessionIdParams,
        body: S.FeedbackBody,
        response: { 200: S.FeedbackSaveResponse },
      },
    },
    async (req) => {
      const values = await checked(req, req.params.id, req.body);
      const at = now();
      const row = await editFeedback(db, values, at);
      return { success: true, message: FEEDBACK_MESSAGES.updated, data: myFeedbackView(row, at) };
    },
  );
};

export default feedbackRoutes;

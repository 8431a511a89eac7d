/**
 * Module quizzes: her list, one quiz (in this attempt's order, without answers), a graded attempt,
 * and the tutor's best scores per student and module. The API grades; at most three attempts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/schemas';
import { QUIZ_MESSAGES, QUIZ_RULES } from '@ai-women/contracts';
import { HttpError, conflict, notFound } from '../lib/errors';
import { apiBaseUrl } from '../lib/urls';
import { studentTag } from '../lib/read-cache';
import { batchCurriculum, batchRoster, tutorBatchOf } from '../sessions/service';
import {
  attemptOrder,
  attemptSeed,
  attemptsOf,
  batchAttempts,
  bestOf,
  firstSessionOf,
  grade,
  isOpen,
  modulesOf,
  questionView,
  quizOf,
  resultOf,
  storeAttempt,
  studentQuizzes,
} from './service';
import { moduleQuiz } from '@ai-women/contracts/quiz-bank';
import { catchUpOf, checkDetail, submitCheck } from './catch-up';

const quizzes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { clock, readCache } = app.deps;
  const tags = ['quizzes'];
  const now = () => clock.now();
  /**
   * Her own reads, cached on the embedded database like her dashboard (dropped by any write, hers
   * included); the minute in the key lets "held" (and so a quiz opening) follow the clock.
   */
  const hers = <T>(what: string, studentId: number, read: () => Promise<T>) =>
    readCache.get(
      `${what}:${studentId}:${Math.floor(now().getTime() / 60_000)}`,
      [studentTag(studentId)],
      read,
    );

  app.get(
    '/api/student/quizzes',
    { config: { auth: 'student' }, schema: { tags, response: { 200: S.QuizListResponse } } },
    async (req) => hers('quizzes', req.session.studentId!, () => quizList(req.session.studentId!)),
  );

  async function quizList(studentId: number) {
    const mine = await studentQuizzes(db, studentId, now());
    if (!mine) return { success: true as const, data: null };
    const attempts = await attemptsOf(db, mine.studentId, mine.batch.id);
    const list = modulesOf(mine.curriculum).flatMap(({ module_no }) => {
      const quiz = moduleQuiz(mine.curriculum, module_no);
      if (!quiz) return [];
      const best = bestOf(attempts.filter((a) => a.moduleNo === module_no));
      return [
        {
          module_no,
          title: quiz.module.title,
          questions: quiz.questions.length,
          open: isOpen(mine, quiz),
          opens_after_session: firstSessionOf(quiz),
          attempts_used: best.attempts,
          attempts_left: Math.max(0, QUIZ_RULES.maxAttempts - best.attempts),
          best_percent: best.best_percent,
          passed: best.passed,
        },
      ];
    });
    return {
      success: true as const,
      data: {
        batch_id: mine.batch.id,
        pass_percent: QUIZ_RULES.passPercent,
        max_attempts: QUIZ_RULES.maxAttempts,
        modules_passed: list.filter((q) => q.passed).length,
        modules_total: list.length,
        quizzes: list,
      },
    };
  }

  /** Her quiz for one module: 404 when she has no batch yet or no such module; 409 before it opens. */
  async function open(studentId: number, moduleNo: number) {
    const mine = await studentQuizzes(db, studentId, now());
    if (!mine) throw notFound(QUIZ_MESSAGES.notFound);
    const quiz = quizOf(mine, moduleNo);
    if (!isOpen(mine, quiz)) throw conflict(QUIZ_MESSAGES.notOpen);
    const attempts = await attemptsOf(db, mine.studentId, mine.batch.id, moduleNo);
    return { mine, quiz, attempts };
  }

  app.get(
    '/api/student/quizzes/:moduleNo',
    {
      config: { auth: 'student' },
      schema: { tags, params: S.ModuleNoParams, response: { 200: S.QuizDetailResponse } },
    },
    async (req, reply) => {
      const { moduleNo } = req.params;
      // Her own answers and, after she has submitted, the correct ones: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      const studentId = req.session.studentId!;
      return hers(`quiz-${moduleNo}`, studentId, () => quizDetail(studentId, moduleNo));
    },
  );

  async function quizDetail(studentId: number, moduleNo: number) {
    const { mine, quiz, attempts } = await open(studentId, moduleNo);
    const used = attempts.length;
    const next = used < QUIZ_RULES.maxAttempts ? used + 1 : null;
    const last = attempts.at(-1);
    const best = bestOf(attempts);
    return {
      success: true as const,
      data: {
        module_no: moduleNo,
        title: quiz.module.title,
        pass_percent: QUIZ_RULES.passPercent,
        max_attempts: QUIZ_RULES.maxAttempts,
        attempts: attempts.map((a) => ({
          attempt_no: a.attemptNo,
          percent: a.percent,
          passed: a.passed,
          submitted_at: a.createdAt.toISOString(),
        })),
        attempts_left: QUIZ_RULES.maxAttempts - used,
        best_percent: best.best_percent,
        passed: best.passed,
        next_attempt_no: next,
        questions:
          next === null ? [] : attemptOrder(quiz, attemptSeed(mine, moduleNo, next)).map(questionView),
        last_result: last ? resultOf(quiz, last, used) : null,
      },
    };
  }

  app.post(
    '/api/student/quizzes/:moduleNo/attempts',
    {
      // An attempt is a row of hers: it changes her quizzes and her progress, and what tutors read of
      // her; no other student's read counts it.
      config: { auth: 'student', readCacheScope: 'viewer' },
      schema: {
        tags,
        params: S.ModuleNoParams,
        body: S.QuizAttemptBody,
        response: { 200: S.QuizAttemptResponse },
      },
    },
    async (req) => {
      const { moduleNo } = req.params;
      const { attempt_no: attemptNo, answers } = req.body;
      const { mine, quiz, attempts } = await open(req.session.studentId!, moduleNo);
      // A copy of a submission already graded (a double click, a retried request) gets that result.
      const earlier = attempts.find((a) => a.attemptNo === attemptNo);
      if (earlier) return { success: true as const, data: resultOf(quiz, earlier, attempts.length) };
      if (attemptNo > QUIZ_RULES.maxAttempts || attempts.length >= QUIZ_RULES.maxAttempts)
        throw conflict(QUIZ_MESSAGES.attemptsUsed);
      if (attemptNo !== attempts.length + 1) throw conflict(QUIZ_MESSAGES.staleAttempt);
      const graded = grade(attemptOrder(quiz, attemptSeed(mine, moduleNo, attemptNo)), answers);
      const stored = await storeAttempt(db, mine, moduleNo, attemptNo, graded);
      // Two copies at once: the unique attempt number let one in; the other reads what it stored.
      const row =
        stored ??
        (await attemptsOf(db, mine.studentId, mine.batch.id, moduleNo)).find(
          (a) => a.attemptNo === attemptNo,
        );
      if (!row) throw new HttpError(500, 'The attempt could not be stored. Please try again.');
      return {
        success: true as const,
        data: resultOf(quiz, row, Math.max(attempts.length + 1, row.attemptNo)),
      };
    },
  );

  app.get(
    '/api/tutor/batches/:batchId/quizzes',
    {
      config: { auth: 'tutor' },
      schema: { tags, params: S.BatchIdParams, response: { 200: S.BatchQuizScoresResponse } },
    },
    async (req) => {
      const batch = await tutorBatchOf(req, db, req.params.batchId);
      const [curriculum, roster] = await Promise.all([
        batchCurriculum(db, batch.id),
        batchRoster(db, batch.id),
      ]);
      const modules = modulesOf(curriculum);
      const attempts = await batchAttempts(
        db,
        batch.id,
        roster.map((s) => s.id),
      );
      return {
        success: true as const,
        data: {
          batch_id: batch.id,
          pass_percent: QUIZ_RULES.passPercent,
          modules,
          students: roster.map((s) => ({
            student_id: s.id,
            name: s.name,
            modules: modules.map(({ module_no }) => ({
              module_no,
              ...bestOf(attempts.filter((a) => a.studentId === s.id && a.moduleNo === module_no)),
            })),
          })),
        },
      };
    },
  );
};

/** A missed session's catch-up: where she stands, and its three-question check. */
const catchUps: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { clock, readCache } = app.deps;
  const tags = ['quizzes'];
  const base = () => apiBaseUrl(app.deps.config);

  app.get(
    '/api/student/sessions/:id/catch-up',
    {
      config: { auth: 'student' },
      schema: { tags, params: S.SessionIdParams, response: { 200: S.CatchUpResponse } },
    },
    async (req, reply) => {
      // Her own answers and, once graded, the correct ones: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      const studentId = req.session.studentId!;
      const at = clock.now();
      // Cached on the embedded database like her other reads; the minute follows the clock (held, closed).
      return readCache.get(
        `catch-up:${studentId}:${req.params.id}:${Math.floor(at.getTime() / 60_000)}`,
        [studentTag(studentId)],
        () => catchUpView(studentId, req.params.id, at),
      );
    },
  );

  async function catchUpView(studentId: number, sessionId: number, at: Date) {
    const c = await catchUpOf(db, studentId, sessionId, at);
    return {
      success: true as const,
      data: {
        session_id: c.session.id,
        session_no: c.session.sessionNo,
        module_no: c.session.moduleNo,
        topic: c.session.topic,
        date: c.session.date,
        state: c.state,
        last_day: c.lastDay,
        recording_open_url: c.session.recordingUrl
          ? `${base()}/api/sessions/${c.session.id}/recording`
          : null,
        recording_opened_at: c.recordingOpenedAt,
        check_passed_at: c.checkPassedAt,
        caught_up_on: c.caughtUpOn,
        check: checkDetail(c),
      },
    };
  }

  app.post(
    '/api/student/sessions/:id/catch-up/attempts',
    {
      // Her attempt changes only her own reads and what her tutor reads of her.
      config: { auth: 'student', readCacheScope: 'viewer' },
      schema: {
        tags,
        params: S.SessionIdParams,
        body: S.QuizAttemptBody,
        response: { 200: S.QuizAttemptResponse },
      },
    },
    async (req) => {
      const at = clock.now();
      const c = await catchUpOf(db, req.session.studentId!, req.params.id, at);
      const data = await submitCheck(db, c, req.body.attempt_no, req.body.answers, at);
      return { success: true as const, data };
    },
  );
};

export { catchUps };
export default quizzes;

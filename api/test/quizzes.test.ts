/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * Module quizzes: who may take them, that no correct option reaches her before she submits, grading
 * by the API (exact picks, 70 %), three attempts, a fresh order each attempt, a double submission
 * counting once, bad answers refused, and the tutor's best scores.
 */
import { eq } from 'drizzle-orm';
import { QUIZ_MESSAGES, QUIZ_RULES, SESSION_MESSAGES } from '@ai-women/contracts';
import { moduleQuiz } from '@ai-women/contracts/quiz-bank';
import * as t from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
let db: TestContext['database']['db'];
let tutor: { cookie: string; tutorId: number };
let otherTutor: { cookie: string; tutorId: number };
let batchId: number;
let curriculum: string;

interface Question {
  id: string;
  multiple: boolean;
  options: { id: string }[];
}

async function studentIn(batch: number, paymentStatus = 'completed', fullname = 'Quiz Learner') {
  const s = await ctx.registerStudent({ fullname });
  await db.update(t.students).set({ paymentStatus }).where(eq(t.students.id, s.userId));
  await db.insert(t.enrolments).values({ studentId: s.userId, batchId: batch });
  return s;
}

const list = (cookie?: string) => ctx.inject({ method: 'GET', url: '/api/student/quizzes', cookie });
const read = (cookie: string | undefined, moduleNo = 1) =>
  ctx.inject({ method: 'GET', url: `/api/student/quizzes/${moduleNo}`, cookie });
const submit = (cookie: string | undefined, payload: unknown, moduleNo = 1) =>
  ctx.inject({
    method: 'POST',
    url: `/api/student/quizzes/${moduleNo}/attempts`,
    payload: payload as object,
    cookie,
  });

const bank = (moduleNo = 1) => moduleQuiz(curriculum, moduleNo)!.questions;
const rightAnswers = (questions: Question[], moduleNo = 1) =>
  questions.map((q) => ({ question_id: q.id, options: bank(moduleNo).find((b) => b.id === q.id)!.correct }));
/** Right on the first `right` questions, wrong (a wrong single option) on the rest. */
const answersWith = (questions: Question[], right: number, moduleNo = 1) =>
  questions.map((q, i) => {
    const correct = bank(moduleNo).find((b) => b.id === q.id)!.correct;
    const wrong = q.options.find((o) => !correct.includes(o.id))!.id;
    return { question_id: q.id, options: i < right ? correct : [wrong] };
  });

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.database.db;
  tutor = await ctx.loginTutor();
  otherTutor = await ctx.registerTutor();
  const batches = (
    await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${tutor.tutorId}`, cookie: tutor.cookie })
  ).json().data as { batch_id: number; batch_name: string }[];
  batchId = batches.find((b) => b.batch_name === 'Aarohi Evening Batch 12')!.batch_id;
  const [row] = await db
    .select({ curriculum: t.courses.curriculum })
    .from(t.batches)
    .innerJoin(t.courses, eq(t.courses.id, t.batches.courseId))
    .where(eq(t.batches.id, batchId));
  curriculum = row!.curriculum;
}, 120_000);
afterAll(() => ctx.close());

describe('who may take a quiz (the API decides)', () => {
  it('signed out is 401 on every quiz route; a tutor is 403 on hers', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await read(undefined)).statusCode).toBe(401);
    expect((await submit(undefined, { attempt_no: 1, answers: [] })).statusCode).toBe(401);
    expect(
      (await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${batchId}/quizzes` })).statusCode,
    ).toBe(401);
    expect((await list(tutor.cookie)).statusCode).toBe(403);
  });

  it.each([
    ['pending', SESSION_MESSAGES.unpaid],
    ['refunded', SESSION_MESSAGES.refunded],
  ])('a %s student is refused with the reason, and nothing is stored', async (status, message) => {
    const s = await studentIn(batchId, status);
    for (const res of [
      await list(s.cookie),
      await read(s.cookie),
      await submit(s.cookie, { attempt_no: 1, answers: [] }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(message);
    }
    expect(await db.select().from(t.quizAttempts).where(eq(t.quizAttempts.studentId, s.userId))).toEqual([]);
  });

  it('a tutor of another batch cannot read its scores', async () => {
    const res = await ctx.inject({
      method: 'GET',
      url: `/api/tutor/batches/${batchId}/quizzes`,
      cookie: otherTutor.cookie,
    });
    expect(res.statusCode).toBe(403);
  });

  it('a module whose first session is not held yet is closed (409 with the reason), and listed as such', async () => {
    const s = await studentIn(batchId);
    const quizzes = (await list(s.cookie)).json().data.quizzes as {
      module_no: number;
      open: boolean;
      opens_after_session: number;
    }[];
    expect(quizzes.map((q) => q.module_no)).toEqual([1, 2, 3, 4, 5]);
    expect(quizzes[0]!.open).toBe(true);
    const closed = quizzes.find((q) => !q.open)!;
    expect(closed.opens_after_session).toBe((closed.module_no - 1) * 5 + 1);
    const res = await read(s.cookie, closed.module_no);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(QUIZ_MESSAGES.notOpen);
  });
});

describe('taking a quiz', () => {
  it('no response before she submits carries a correct option or an explanation', async () => {
    const s = await studentIn(batchId);
    const bodies = [(await list(s.cookie)).body, (await read(s.cookie)).body];
    const secrets = bank().flatMap((q) => [q.explanation.en, q.explanation.hi]);
    for (const body of bodies) {
      expect(body).not.toMatch(/"correct/);
      expect(body).not.toMatch(/explanation/);
      for (const secret of secrets) expect(body).not.toContain(secret);
    }
    const quiz = (await read(s.cookie)).json().data;
    expect(quiz.last_result).toBeNull();
    expect(quiz.questions).toHaveLength(bank().length);
    expect(quiz.questions[0]).toEqual(
      expect.objectContaining({
        prompt: { en: expect.any(String), hi: expect.any(String) },
        multiple: expect.any(Boolean),
      }),
    );
  });

  it('fail, then pass on the second attempt in a fresh order; explanations follow each submission; a fourth is refused', async () => {
    const s = await studentIn(batchId);
    const first = (await read(s.cookie)).json().data;
    expect(first.next_attempt_no).toBe(1);
    // A reload shows the same attempt in the same order.
    expect((await read(s.cookie)).json().data.questions).toEqual(first.questions);

    const failing = await submit(s.cookie, { attempt_no: 1, answers: answersWith(first.questions, 1) });
    expect(failing.statusCode).toBe(200);
    const failed = failing.json().data;
    expect(failed).toMatchObject({
      attempt_no: 1,
      correct: 1,
      total: bank().length,
      passed: false,
      attempts_left: 2,
    });
    expect(failed.review.map((r: { question_id: string }) => r.question_id)).toEqual(
      first.questions.map((q: Question) => q.id),
    );
    expect(failed.review[0]).toMatchObject({
      right: true,
      explanation: bank().find((b) => b.id === first.questions[0].id)!.explanation,
    });
    expect(failed.review[1].right).toBe(false);

    const second = (await read(s.cookie)).json().data;
    expect(second.next_attempt_no).toBe(2);
    expect(second.last_result.attempt_no).toBe(1);
    const order = (qs: Question[]) =>
      qs.map((q) => `${q.id}:${q.options.map((o) => o.id).join('')}`).join(' ');
    expect(order(second.questions)).not.toBe(order(first.questions));

    const passing = (
      await submit(s.cookie, { attempt_no: 2, answers: rightAnswers(second.questions) })
    ).json().data;
    expect(passing).toMatchObject({ attempt_no: 2, percent: 100, passed: true, attempts_left: 1 });

    const third = (await read(s.cookie)).json().data;
    await submit(s.cookie, { attempt_no: 3, answers: answersWith(third.questions, 0) });
    const done = (await read(s.cookie)).json().data;
    expect(done).toMatchObject({
      next_attempt_no: null,
      questions: [],
      attempts_left: 0,
      best_percent: 100,
      passed: true,
    });
    // Her last review still reads whole: each question and its options as she was shown them.
    expect(done.last_result.review.map((r: { question_id: string; options: unknown }) => [r.question_id, r.options])).toEqual(
      third.questions.map((q: Question) => [q.id, q.options]),
    );

    const fourth = await submit(s.cookie, { attempt_no: 4, answers: rightAnswers(third.questions) });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(QUIZ_MESSAGES.attemptsUsed);

    const mine = (await list(s.cookie)).json().data;
    expect(mine.modules_passed).toBe(1);
    expect(mine.quizzes[0]).toMatchObject({
      attempts_used: 3,
      attempts_left: 0,
      best_percent: 100,
      passed: true,
    });
    expect(await db.select().from(t.quizAttempts).where(eq(t.quizAttempts.studentId, s.userId))).toHaveLength(
      3,
    );
  });

  it('passing needs 70 %: a score just under it fails', async () => {
    const s = await studentIn(batchId);
    const quiz = (await read(s.cookie)).json().data;
    const total = quiz.questions.length;
    const justUnder = Math.ceil((QUIZ_RULES.passPercent * total) / 100) - 1;
    const res = (
      await submit(s.cookie, { attempt_no: 1, answers: answersWith(quiz.questions, justUnder) })
    ).json().data;
    expect(res.passed).toBe(false);
    const again = (await read(s.cookie)).json().data;
    const res2 = (
      await submit(s.cookie, { attempt_no: 2, answers: answersWith(again.questions, justUnder + 1) })
    ).json().data;
    expect(res2.passed).toBe(true);
  });

  it('a multiple-answer question is right only with exactly its correct options', async () => {
    const s = await studentIn(batchId);
    const quiz = (await read(s.cookie)).json().data;
    const multi = quiz.questions.find((q: Question) => q.multiple) as Question;
    expect(multi).toBeDefined();
    const answers = rightAnswers(quiz.questions).map((a) =>
      a.question_id === multi.id ? { ...a, options: a.options.slice(0, 1) } : a,
    );
    const res = (await submit(s.cookie, { attempt_no: 1, answers })).json().data;
    expect(res.review.find((r: { question_id: string }) => r.question_id === multi.id).right).toBe(false);
    expect(res.correct).toBe(quiz.questions.length - 1);
  });

  it('the same submission sent twice at once counts once', async () => {
    const s = await studentIn(batchId);
    const quiz = (await read(s.cookie)).json().data;
    const body = { attempt_no: 1, answers: rightAnswers(quiz.questions) };
    const [a, b] = await Promise.all([submit(s.cookie, body), submit(s.cookie, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.attempt_no).toBe(1);
    expect(b.json().data.attempt_no).toBe(1);
    expect(await db.select().from(t.quizAttempts).where(eq(t.quizAttempts.studentId, s.userId))).toHaveLength(
      1,
    );
    expect((await read(s.cookie)).json().data.next_attempt_no).toBe(2);
  });

  it('bad answers are refused with the reason and store nothing', async () => {
    const s = await studentIn(batchId);
    const quiz = (await read(s.cookie)).json().data;
    const good = rightAnswers(quiz.questions);
    const cases: [unknown, number, string | undefined][] = [
      [{ attempt_no: 1, answers: good.slice(1) }, 400, QUIZ_MESSAGES.answerEvery],
      [
        { attempt_no: 1, answers: [...good.slice(1), { question_id: good[0]!.question_id, options: [] }] },
        400,
        QUIZ_MESSAGES.answerEvery,
      ],
      [
        { attempt_no: 1, answers: [...good, { question_id: 'nope-m1-q9', options: ['a'] }] },
        400,
        QUIZ_MESSAGES.unknownQuestion,
      ],
      [
        { attempt_no: 1, answers: [...good.slice(1), { question_id: good[0]!.question_id, options: ['z'] }] },
        400,
        QUIZ_MESSAGES.unknownOption,
      ],
      [{ attempt_no: 1, answers: [...good, good[0]] }, 400, QUIZ_MESSAGES.unknownQuestion],
      [{ attempt_no: 2, answers: good }, 409, QUIZ_MESSAGES.staleAttempt],
      [{ attempt_no: 1 }, 400, undefined],
    ];
    for (const [payload, status, message] of cases) {
      const res = await submit(s.cookie, payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status });
      if (message) expect(res.json().message).toBe(message);
      expect(res.body).not.toMatch(/stack|select |insert /i);
    }
    expect(await db.select().from(t.quizAttempts).where(eq(t.quizAttempts.studentId, s.userId))).toEqual([]);
    expect((await read(s.cookie, 9)).statusCode).toBe(400);
  });
});

describe('the demo content', () => {
  it('the demo student took Module 1 twice, graded by the real code: failed, then passed, one attempt left', async () => {
    const demo = await ctx.loginStudent();
    const quiz = (await read(demo.cookie)).json().data;
    expect(quiz.attempts.map((a: { percent: number; passed: boolean }) => [a.percent, a.passed])).toEqual([
      [50, false],
      [100, true],
    ]);
    expect(quiz).toMatchObject({ next_attempt_no: 3, attempts_left: 1, passed: true });
    expect(quiz.last_result.review.every((r: { right: boolean }) => r.right)).toBe(true);
    expect((await list(demo.cookie)).json().data.modules_passed).toBe(1);
  });
});

describe('the tutor', () => {
  it('sees each student’s best score per module', async () => {
    const s = await studentIn(batchId, 'completed', 'Zeenat Scorer');
    const quiz = (await read(s.cookie)).json().data;
    await submit(s.cookie, { attempt_no: 1, answers: answersWith(quiz.questions, 2) });
    const again = (await read(s.cookie)).json().data;
    await submit(s.cookie, { attempt_no: 2, answers: rightAnswers(again.questions) });
    const res = await ctx.inject({
      method: 'GET',
      url: `/api/tutor/batches/${batchId}/quizzes`,
      cookie: tutor.cookie,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.modules).toHaveLength(5);
    const row = data.students.find((x: { student_id: number }) => x.student_id === s.userId);
    expect(row.name).toBe('Zeenat Scorer');
    expect(row.modules[0]).toEqual({ module_no: 1, attempts: 2, best_percent: 100, passed: true });
    expect(row.modules[1]).toEqual({ module_no: 2, attempts: 0, best_percent: null, passed: false });
  });
});

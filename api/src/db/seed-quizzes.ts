/**
 * Demo quiz attempts in the seeded active batch, graded by the real code: the demo student took
 * Module 1's quiz twice — short of the pass mark the first time, passed the second — so her
 * quizzes page, her result with explanations and the tutor's scores all have something to show,
 * and she still has one attempt left to try it herself.
 */
import { QUIZ_RULES } from '@ai-women/contracts';
import type { Db } from './client';
import * as t from './schema';
import { attemptOrder, attemptSeed, grade, quizOf, studentQuizzes } from '../quizzes/service';

export async function seedQuizAttempts(db: Db, input: { studentId: number; now: Date }): Promise<void> {
  const mine = await studentQuizzes(db, input.studentId, input.now);
  if (!mine) return;
  const quiz = quizOf(mine, 1);
  // Attempt 1 gets half right (below 70 %), attempt 2 all right.
  const plans = [
    { right: Math.floor(quiz.questions.length / 2), daysAgo: 3 },
    { right: quiz.questions.length, daysAgo: 2 },
  ];
  for (const [i, plan] of plans.entries()) {
    const attemptNo = i + 1;
    if (attemptNo > QUIZ_RULES.maxAttempts) break;
    const order = attemptOrder(quiz, attemptSeed(mine, 1, attemptNo));
    const answers = order.map((q, n) => ({
      question_id: q.id,
      options: n < plan.right ? q.correct : [q.options.find((o) => !q.correct.includes(o.id))!.id],
    }));
    const graded = grade(order, answers);
    await db.insert(t.quizAttempts).values({
      studentId: mine.studentId,
      batchId: mine.batch.id,
      moduleNo: 1,
      attemptNo,
      ...graded,
      createdAt: new Date(input.now.getTime() - plan.daysAgo * 86_400_000),
    });
  }
}

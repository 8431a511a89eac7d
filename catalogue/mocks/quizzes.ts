// The module quizzes' answers for the Pages stories: the tutor's best scores per student and module in
// Aarohi Evening Batch 12 (the students of ./data's batchProgress), as GET
// /api/tutor/batches/:batchId/quizzes sends them. Module 1 is where the batch is: one student passed
// it at her second try, one has used all three attempts without passing, one has not tried it yet.
import { QUIZ_RULES, type BatchQuizScores } from '@ai-women/contracts';
import { curriculumFor } from '@ai-women/contracts/curriculum';

export const BATCH_QUIZZES_PATH = '/api/tutor/batches/:batchId/quizzes';

const modules = curriculumFor('everyday').map((m) => ({ module_no: m.no, title: m.title }));
const untried = (module_no: number) => ({ module_no, attempts: 0, best_percent: null, passed: false });
const scored = (
  student_id: number,
  name: string,
  tried: Record<number, { attempts: number; best_percent: number }>,
): BatchQuizScores['students'][number] => ({
  student_id,
  name,
  modules: modules.map(({ module_no }) => {
    const t = tried[module_no];
    return t ? { module_no, ...t, passed: t.best_percent >= QUIZ_RULES.passPercent } : untried(module_no);
  }),
});

export const batchQuizScores: BatchQuizScores = {
  batch_id: 12,
  pass_percent: QUIZ_RULES.passPercent,
  modules,
  students: [
    scored(3, 'Asha Rao', { 1: { attempts: 2, best_percent: 83 }, 2: { attempts: 1, best_percent: 71 } }),
    scored(4, 'Lakshmi Nair', { 1: { attempts: 3, best_percent: 57 } }),
    scored(5, 'Fatima Sheikh', {}),
  ],
};
/** A batch no student has joined yet. */
export const emptyBatchQuizScores: BatchQuizScores = { ...batchQuizScores, students: [] };

export const batchQuizScoresBody = { success: true, data: batchQuizScores };
export const emptyBatchQuizScoresBody = { success: true, data: emptyBatchQuizScores };

// The back office's learning report for the Pages stories (/staff/batches/:batchId/learning): one
// running batch with a student at risk, two sessions caught up, and quizzes taken for modules 1–2.
import { answerGet as get, envelope } from './api';

const modules = [
  { module_no: 1, title: 'Meet your AI assistant' },
  { module_no: 2, title: 'Prompts that get good answers' },
  { module_no: 3, title: 'AI for your work and business' },
  { module_no: 4, title: 'Safety, privacy and trust online' },
];

/**
 * Per student: sessions that count, catch-ups, at risk, her best % (attempts) in modules 1 and 2, and
 * practice done and sent.
 */
const students = [
  ['Ananya Krishnan', 20, [], false, [92, 1], [85, 1], [18, 19]],
  ['Bhavna Joshi', 19, [{ session_no: 9, on: '2031-03-12' }], false, [78, 2], [64, 2], [14, 17]],
  ['Deepa Nair', 13, [], true, [58, 3], null, [5, 8]],
  ['Ishita Chatterjee', 21, [], false, [100, 1], [90, 1], [21, 21]],
  ['Pooja Kulkarni', 18, [{ session_no: 15, on: '2031-03-26' }], false, [71, 1], [73, 2], [12, 15]],
] as const;

const rows = students.map(([student_name, attended, caught_up, at_risk, m1, m2, practice], i) => ({
  student_id: 120 + i,
  student_name,
  attended,
  held: 21,
  practice_done: practice[0],
  practice_sent: practice[1],
  caught_up: [...caught_up],
  at_risk,
  quizzes: modules.map(({ module_no }) => {
    const best = module_no === 1 ? m1 : module_no === 2 ? m2 : null;
    return best
      ? { module_no, attempts: best[1], best_percent: best[0], passed: best[0] >= 70 }
      : { module_no, attempts: 0, best_percent: null, passed: false };
  }),
}));

export const batchLearning = {
  batch: { batch_id: 12, batch_name: 'Aarohi Evening Batch 12', status: 'Active' },
  held: 21,
  pass_percent: 70,
  modules: modules.map((m) => {
    const of = rows.map((r) => r.quizzes.find((q) => q.module_no === m.module_no)!);
    return {
      ...m,
      passed: of.filter((q) => q.passed).length,
      attempted: of.filter((q) => q.attempts > 0).length,
      students: rows.length,
    };
  }),
  practice_done: rows.reduce((n, r) => n + r.practice_done, 0),
  practice_waiting: 3,
  caught_up_sessions: rows.reduce((n, r) => n + r.caught_up.length, 0),
  at_risk_students: rows.filter((r) => r.at_risk).length,
  rows,
};

export type StaffLearningState = 'success' | 'empty' | 'error' | 'loading';
export function staffLearningHandlers(state: StaffLearningState) {
  const path = '/api/staff/batches/:batchId/learning';
  if (state === 'loading' || state === 'error') return [get(path, state)];
  const empty = {
    ...batchLearning,
    held: 0,
    modules: batchLearning.modules.map((m) => ({ ...m, passed: 0, attempted: 0, students: 0 })),
    practice_done: 0,
    practice_waiting: 0,
    caught_up_sessions: 0,
    at_risk_students: 0,
    rows: [],
  };
  return [get(path, envelope(state === 'empty' ? empty : batchLearning))];
}

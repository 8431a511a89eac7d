// One running batch's learning report, as the API answers it (the screen's tests).
import type { BatchLearning } from './learningApi';

export const batchLearning: BatchLearning = {
  batch: { batch_id: 9, batch_name: 'Aarohi Evening Batch 12', status: 'Active' },
  held: 21,
  pass_percent: 70,
  modules: [
    { module_no: 1, title: 'Meet your AI assistant', passed: 2, attempted: 3, students: 3 },
    { module_no: 2, title: 'Writing prompts that work', passed: 1, attempted: 2, students: 3 },
    { module_no: 3, title: 'AI for your small business', passed: 0, attempted: 0, students: 3 },
  ],
  practice_done: 31,
  practice_waiting: 2,
  caught_up_sessions: 2,
  at_risk_students: 1,
  rows: [
    {
      student_id: 31,
      student_name: 'Priya Sharma',
      attended: 19,
      held: 21,
      practice_done: 16,
      practice_sent: 18,
      caught_up: [
        { session_no: 9, on: '2031-03-12' },
        { session_no: 14, on: '2031-03-27' },
      ],
      at_risk: false,
      quizzes: [
        { module_no: 1, attempts: 1, best_percent: 85, passed: true },
        { module_no: 2, attempts: 2, best_percent: 90, passed: true },
        { module_no: 3, attempts: 0, best_percent: null, passed: false },
      ],
    },
    {
      student_id: 32,
      student_name: 'Meena Das',
      attended: 15,
      held: 21,
      practice_done: 4,
      practice_sent: 7,
      caught_up: [],
      at_risk: true,
      quizzes: [
        { module_no: 1, attempts: 3, best_percent: 55, passed: false },
        { module_no: 2, attempts: 0, best_percent: null, passed: false },
        { module_no: 3, attempts: 0, best_percent: null, passed: false },
      ],
    },
    {
      student_id: 33,
      student_name: 'Ritu Singh',
      attended: 21,
      held: 21,
      practice_done: 11,
      practice_sent: 13,
      caught_up: [],
      at_risk: false,
      quizzes: [
        { module_no: 1, attempts: 1, best_percent: 100, passed: true },
        { module_no: 2, attempts: 1, best_percent: 60, passed: false },
        { module_no: 3, attempts: 0, best_percent: null, passed: false },
      ],
    },
  ],
};

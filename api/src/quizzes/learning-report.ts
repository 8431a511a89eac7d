/**
 * A batch's learning between the classes, as the back office reads it: practice done and sent,
 * sessions that count and those caught up, who is at risk, and each student's best quiz score per module, with the modules'
 * pass rates. The same figures as the tutor's screens (batchProgress, the quiz attempts), and a CSV.
 */
import { CERTIFICATE_MESSAGES, QUIZ_RULES } from '@ai-women/contracts';
import type { Db } from '../db/client';
import { notFound } from '../lib/errors';
import { csvDocument } from '../lib/csv';
import { batchCurriculum, batchFacts, batchProgress, batchRoster, practiceCounts } from '../sessions/service';
import { batchAttempts, bestOf, modulesOf } from './service';

export async function batchLearning(db: Db, batchId: number, now: Date) {
  const batch = await batchFacts(db, batchId);
  if (!batch) throw notFound(CERTIFICATE_MESSAGES.batchNotFound);
  const roster = await batchRoster(db, batchId);
  const ids = roster.map((s) => s.id);
  const [progress, curriculum, attempts, practice] = await Promise.all([
    batchProgress(db, batch, ids, now),
    batchCurriculum(db, batchId),
    batchAttempts(db, batchId, ids),
    practiceCounts(db, batchId, ids),
  ]);
  const modules = modulesOf(curriculum);
  const rows = roster.map((s) => {
    const p = progress.perStudent.get(s.id)!;
    return {
      student_id: s.id,
      student_name: s.name,
      attended: p.attended,
      held: p.held,
      practice_done: practice.get(s.id)?.done ?? 0,
      practice_sent: practice.get(s.id)?.sent ?? 0,
      caught_up: p.caughtUp.map((c) => ({ session_no: c.sessionNo, on: c.on })),
      at_risk: p.atRisk,
      quizzes: modules.map(({ module_no }) => ({
        module_no,
        ...bestOf(attempts.filter((a) => a.studentId === s.id && a.moduleNo === module_no)),
      })),
    };
  });
  return {
    batch: { batch_id: batch.id, batch_name: batch.name, status: batch.status },
    held: progress.heldIds.size,
    pass_percent: QUIZ_RULES.passPercent,
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
    practice_waiting: [...practice.values()].reduce((n, c) => n + c.waiting, 0),
    caught_up_sessions: rows.reduce((n, r) => n + r.caught_up.length, 0),
    at_risk_students: rows.filter((r) => r.at_risk).length,
    rows,
  };
}

/** The same report as a spreadsheet: a row per student, a column per module's best score. */
export function learningCsv(report: Awaited<ReturnType<typeof batchLearning>>): {
  name: string;
  text: string;
} {
  const header = [
    'Student',
    'Sessions that count',
    'Sessions held',
    'Practice done',
    'Practice sent',
    'Caught up (session: day)',
    'At risk',
    ...report.modules.map((m) => `Module ${m.module_no} quiz best %`),
    ...report.modules.map((m) => `Module ${m.module_no} quiz passed`),
  ];
  const lines = report.rows.map((r) => [
    r.student_name,
    r.attended,
    r.held,
    r.practice_done,
    r.practice_sent,
    r.caught_up.map((c) => `${c.session_no}: ${c.on}`).join('; '),
    r.at_risk ? 'yes' : 'no',
    ...r.quizzes.map((q) => q.best_percent ?? ''),
    ...r.quizzes.map((q) => (q.attempts === 0 ? '' : q.passed ? 'yes' : 'no')),
  ]);
  const slug =
    report.batch.batch_name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'batch';
  return { name: `aarohi-learning-${slug}.csv`, text: csvDocument([header, ...lines]) };
}

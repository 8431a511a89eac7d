import type { Bilingual } from '../quizzes';

/**
 * The practice she does after one session of a course: a short task in her own life, in both
 * languages. A batch's tutor may replace the wording for her batch; this is what every batch starts with.
 */
export interface PracticeTaskDef {
  /** The curriculum session (1–25) the task follows. */
  session: number;
  /** A few words naming the task, e.g. "A week's meals for ₹1,500". */
  title: Bilingual;
  /** What to do and what to share back, two to four sentences. */
  task: Bilingual;
}

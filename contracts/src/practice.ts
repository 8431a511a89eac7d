/**
 * Practice after a session: the rules a student, her tutor and the API share. The tasks themselves
 * (75, in both languages) live in './practice-tasks', which only the API imports: the browser gets
 * the one task it shows, with her batch's wording.
 */

export const PRACTICE_RULES = {
  /** Characters of her answer (after trimming; line breaks count once). */
  answerMax: 2000,
  /** One optional attachment: a photo or a PDF. */
  fileMaxBytes: 10 * 1024 * 1024,
  /** What the attachment may be, by its bytes. */
  fileKinds: ['png', 'jpeg', 'pdf'] as const,
  /** The tutor's comment on a review. */
  commentMax: 1000,
  /** A tutor's wording of a task: its title and its text, in each language. */
  titleMax: 80,
  taskMax: 700,
} as const;

export type PracticeFileKind = (typeof PRACTICE_RULES.fileKinds)[number];

/** Where one answer stands: with her tutor, done, or sent back to try again. */
export const PRACTICE_STATUSES = ['submitted', 'done', 'try_again'] as const;
export type PracticeStatus = (typeof PRACTICE_STATUSES)[number];

/** A tutor's answer to a submission. */
export const PRACTICE_OUTCOMES = ['done', 'try_again'] as const;
export type PracticeOutcome = (typeof PRACTICE_OUTCOMES)[number];

export const PRACTICE_MESSAGES = {
  answerRequired: 'Write your answer before sending it.',
  answerTooLong: `Your answer can be at most ${PRACTICE_RULES.answerMax.toLocaleString('en-IN')} characters.`,
  fileType: 'Attach a photo (JPEG or PNG) or a PDF.',
  fileTooLarge: 'The file is too large: at most 10 MB.',
  oneFile: 'Attach one file at most.',
  sent: 'Your practice is with your tutor.',
  waiting: 'Your answer is waiting for your tutor’s review. You can send a new one if your tutor asks you to try again.',
  alreadyDone: 'Your tutor has marked this practice done. There is nothing more to send.',
  notHeld: 'Practice opens once this session has been held.',
  noAttachment: 'This answer has no attachment.',
  notFound: 'Practice answer not found.',
  commentRequired: 'Write a short comment for her.',
  commentTooLong: `A comment can be at most ${PRACTICE_RULES.commentMax.toLocaleString('en-IN')} characters.`,
  outcome: 'Choose Done or Try again.',
  alreadyReviewed: 'This answer has been reviewed already. Reload the queue to see the latest.',
  notLatest: 'She has sent a newer answer since. Review that one.',
  reviewed: 'Review sent. She has been notified.',
  taskTitleRequired: 'Give the task a title in English and in Hindi.',
  taskTitleTooLong: `A title can be at most ${PRACTICE_RULES.titleMax} characters.`,
  taskRequired: 'Write the task in English and in Hindi: every student reads it in her language.',
  taskTooLong: `A task can be at most ${PRACTICE_RULES.taskMax} characters.`,
  taskSaved: 'The practice task is saved for this batch.',
  taskRestored: 'The course’s own task is back for this batch.',
  noSuchSession: 'The course has no such session.',
} as const;

/** Her answer's length as it is counted (and stored): trimmed, each line break one character. */
export function practiceAnswerText(raw: string): string {
  return raw.replace(/\r\n?/g, '\n').trim();
}

/** The problem with an answer's text, or undefined when it may be sent. */
export function validatePracticeAnswer(raw: string): string | undefined {
  const text = practiceAnswerText(raw);
  if (!text) return PRACTICE_MESSAGES.answerRequired;
  if ([...text].length > PRACTICE_RULES.answerMax) return PRACTICE_MESSAGES.answerTooLong;
  return undefined;
}

/** The problem with a tutor's review, or undefined. */
export function validatePracticeReview(outcome: unknown, comment: string): string | undefined {
  if (!(PRACTICE_OUTCOMES as readonly unknown[]).includes(outcome)) return PRACTICE_MESSAGES.outcome;
  const text = practiceAnswerText(comment);
  if (!text) return PRACTICE_MESSAGES.commentRequired;
  if ([...text].length > PRACTICE_RULES.commentMax) return PRACTICE_MESSAGES.commentTooLong;
  return undefined;
}

export interface PracticeTaskText {
  title_en: string;
  title_hi: string;
  task_en: string;
  task_hi: string;
}

/** The problem with a tutor's wording of a task, by field, or undefined. */
export function validatePracticeTask(v: PracticeTaskText): Partial<Record<keyof PracticeTaskText, string>> | undefined {
  const errors: Partial<Record<keyof PracticeTaskText, string>> = {};
  for (const key of ['title_en', 'title_hi'] as const) {
    const text = practiceAnswerText(v[key]);
    if (!text) errors[key] = PRACTICE_MESSAGES.taskTitleRequired;
    else if ([...text].length > PRACTICE_RULES.titleMax) errors[key] = PRACTICE_MESSAGES.taskTitleTooLong;
  }
  for (const key of ['task_en', 'task_hi'] as const) {
    const text = practiceAnswerText(v[key]);
    if (!text) errors[key] = PRACTICE_MESSAGES.taskRequired;
    else if ([...text].length > PRACTICE_RULES.taskMax) errors[key] = PRACTICE_MESSAGES.taskTooLong;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** Practice she has done (marked Done by her tutor) of the practice set so far (one per held session). */
export interface PracticeProgress {
  done: number;
  set: number;
}

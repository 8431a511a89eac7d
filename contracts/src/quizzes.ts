/**
 * Module quizzes: the rules a student, her tutor and the API share. The questions and their answers
 * live in './quiz-bank', which only the API imports: the correct options never reach a browser
 * before she submits (the API grades).
 */

/** A text in both of the site's languages. */
export interface Bilingual {
  en: string;
  hi: string;
}

export interface QuizOptionDef {
  /** Stable within its question: 'a', 'b', 'c', 'd'. */
  id: string;
  text: Bilingual;
}

export interface QuizQuestionDef {
  /** Stable across the bank: `<curriculum>-m<module>-q<n>`, e.g. 'everyday-m1-q3'. */
  id: string;
  /** The curriculum session (1–25) this question checks. */
  session: number;
  prompt: Bilingual;
  /** Three or four options. */
  options: QuizOptionDef[];
  /** One or more option ids. */
  correct: string[];
  /** Why the correct options are correct; shown only after she submits. */
  explanation: Bilingual;
}

export const QUIZ_RULES = {
  /** Questions per module quiz. */
  minQuestions: 5,
  maxQuestions: 10,
  /** Percent of the questions answered exactly right. */
  passPercent: 70,
  maxAttempts: 3,
} as const;

export const QUIZ_MESSAGES = {
  attemptsUsed: `You have used all ${QUIZ_RULES.maxAttempts} attempts for this quiz.`,
  answerEvery: 'Answer every question before you submit.',
  unknownQuestion: 'That answer names a question this quiz does not have.',
  unknownOption: 'That answer names an option this question does not have.',
  notOpen: 'This quiz opens once the first session of its module has been held.',
  notFound: 'There is no such quiz.',
  staleAttempt: 'This attempt was already submitted. Reload the page to see your result.',
} as const;

/** A score in whole percent (rounded down, so 69.9 % never passes a 70 % mark). */
export function quizPercent(correct: number, total: number): number {
  return total === 0 ? 0 : Math.floor((correct * 100) / total);
}

export function quizPassed(correct: number, total: number): boolean {
  return quizPercent(correct, total) >= QUIZ_RULES.passPercent;
}

/** An answer is right when it picks exactly the correct options, no more and no fewer. */
export function answerIsRight(picked: readonly string[], correct: readonly string[]): boolean {
  const a = new Set(picked);
  return a.size === correct.length && correct.every((c) => a.has(c));
}

/**
 * A deterministic shuffle: the same seed gives the same order (a reload shows the attempt she is on
 * as she left it), another attempt gives another. Mulberry32 over the seed string's hash.
 */
export function seededOrder<T>(items: readonly T[], seed: string): T[] {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

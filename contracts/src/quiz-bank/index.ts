/**
 * The module quizzes' questions with their correct options and explanations. Only the API imports
 * this entry (`@ai-women/contracts/quiz-bank`; the architecture test refuses it anywhere else): the
 * browser receives a question's options, and the answers only with her graded attempt.
 */
import { curriculumFor, isCurriculumKey, type CourseModule, type CurriculumKey } from '../curriculum';
import type { QuizQuestionDef } from '../quizzes';
import { BUSINESS_QUIZZES } from './business';
import { CAREER_QUIZZES } from './career';
import { EVERYDAY_QUIZZES } from './everyday';
import { BUSINESS_CHECK_QUESTIONS } from './business-checks';
import { CAREER_CHECK_QUESTIONS } from './career-checks';
import { EVERYDAY_CHECK_QUESTIONS } from './everyday-checks';

export const QUIZ_BANK: Record<CurriculumKey, Record<number, QuizQuestionDef[]>> = {
  everyday: EVERYDAY_QUIZZES,
  career: CAREER_QUIZZES,
  business: BUSINESS_QUIZZES,
};

/** Each course's questions that only a session's catch-up check asks (the module quizzes' are shared). */
export const CHECK_BANK: Record<CurriculumKey, QuizQuestionDef[]> = {
  everyday: EVERYDAY_CHECK_QUESTIONS,
  career: CAREER_CHECK_QUESTIONS,
  business: BUSINESS_CHECK_QUESTIONS,
};

export interface ModuleQuiz {
  module: CourseModule;
  questions: QuizQuestionDef[];
}

/** A module's quiz in a course's curriculum (the first course's for an unknown key), or undefined. */
export function moduleQuiz(curriculum: string | null | undefined, moduleNo: number): ModuleQuiz | undefined {
  const key: CurriculumKey = isCurriculumKey(curriculum) ? curriculum : 'everyday';
  const module = curriculumFor(key).find((m) => m.no === moduleNo);
  const questions = QUIZ_BANK[key][moduleNo];
  return module && questions ? { module, questions } : undefined;
}

/**
 * A session's catch-up check (three questions): its module quiz's questions about that session,
 * then the check's own, in the bank's order. Empty for a session the curriculum does not have.
 */
export function sessionCheck(curriculum: string | null | undefined, sessionNo: number): QuizQuestionDef[] {
  const key: CurriculumKey = isCurriculumKey(curriculum) ? curriculum : 'everyday';
  const fromQuizzes = Object.values(QUIZ_BANK[key]).flatMap((questions) => questions.filter((q) => q.session === sessionNo));
  return [...fromQuizzes, ...CHECK_BANK[key].filter((q) => q.session === sessionNo)];
}

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

export const QUIZ_BANK: Record<CurriculumKey, Record<number, QuizQuestionDef[]>> = {
  everyday: EVERYDAY_QUIZZES,
  career: CAREER_QUIZZES,
  business: BUSINESS_QUIZZES,
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

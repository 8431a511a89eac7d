/**
 * The courses' practice tasks, one per session, in both languages. Only the API imports this entry
 * (`@ai-women/contracts/practice-tasks`): a page receives the one task it shows, in her batch's
 * wording, instead of every course's 75 in its bundle.
 */
import { isCurriculumKey, type CurriculumKey } from '../curriculum';
import { BUSINESS_PRACTICE } from './business';
import { CAREER_PRACTICE } from './career';
import { EVERYDAY_PRACTICE } from './everyday';
import type { PracticeTaskDef } from './types';

export type { PracticeTaskDef } from './types';

export const PRACTICE_BANK: Record<CurriculumKey, PracticeTaskDef[]> = {
  everyday: EVERYDAY_PRACTICE,
  career: CAREER_PRACTICE,
  business: BUSINESS_PRACTICE,
};

/** A session's practice task in a course (the first course's for an unknown key), or undefined. */
export function practiceTask(curriculum: string | null | undefined, sessionNo: number): PracticeTaskDef | undefined {
  const key: CurriculumKey = isCurriculumKey(curriculum) ? curriculum : 'everyday';
  return PRACTICE_BANK[key].find((task) => task.session === sessionNo);
}

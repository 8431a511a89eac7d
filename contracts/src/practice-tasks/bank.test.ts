/** The practice tasks: one per session of each course, in both languages, within what the tutor's editor allows. */
import { CURRICULA, CURRICULUM_KEYS } from '../curriculum';
import { PRACTICE_RULES, validatePracticeTask } from '../practice';
import { PRACTICE_BANK, practiceTask } from './index';

const DEVANAGARI = /[\u0900-\u097f]/;

describe.each(CURRICULUM_KEYS)('the %s course’s practice', (key) => {
  const tasks = PRACTICE_BANK[key];
  const sessions = CURRICULA[key].flatMap((m) => m.sessions.map((s) => s.no));

  it('has exactly one task per session, in session order', () => {
    expect(tasks.map((task) => task.session)).toEqual(sessions);
  });

  it.each(tasks.map((task) => [task.session, task]))('session %i reads in English and Hindi, within the limits', (_no, task) => {
    expect(
      validatePracticeTask({ title_en: task.title.en, title_hi: task.title.hi, task_en: task.task.en, task_hi: task.task.hi }),
    ).toBeUndefined();
    expect(task.title.hi).toMatch(DEVANAGARI);
    expect(task.task.hi).toMatch(DEVANAGARI);
    expect(task.task.en).not.toMatch(DEVANAGARI);
    expect(task.task.en).not.toMatch(/lorem|ipsum|TODO/i);
    expect([...task.task.en].length).toBeLessThanOrEqual(PRACTICE_RULES.taskMax);
  });

  it('asks something different after every session', () => {
    expect(new Set(tasks.map((task) => task.title.en)).size).toBe(tasks.length);
  });
});

it('finds a session’s task by course, and the first course’s for an unknown key', () => {
  expect(practiceTask('career', 7)).toBe(PRACTICE_BANK.career[6]);
  expect(practiceTask('nonsense', 1)).toBe(PRACTICE_BANK.everyday[0]);
  expect(practiceTask('everyday', 26)).toBeUndefined();
});

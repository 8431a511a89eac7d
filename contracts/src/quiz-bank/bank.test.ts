import { CURRICULA, CURRICULUM_KEYS } from '../curriculum';
import { QUIZ_RULES, type QuizQuestionDef } from '../quizzes';
import { CATCH_UP_RULE } from '../catch-up';
import { CHECK_BANK, QUIZ_BANK, moduleQuiz, sessionCheck } from '.';

const DEVANAGARI = /[\u0900-\u097F]/;

/** Three or four options with ids of their own, some but not all correct, every text in both languages. */
function expectWellFormed(q: QuizQuestionDef) {
  const optionIds = q.options.map((o) => o.id);
  expect(q.options.length).toBeGreaterThanOrEqual(3);
  expect(q.options.length).toBeLessThanOrEqual(4);
  expect(new Set(optionIds).size).toBe(optionIds.length);
  expect(q.correct.length).toBeGreaterThan(0);
  expect(q.correct.length).toBeLessThan(q.options.length);
  for (const c of q.correct) expect(optionIds).toContain(c);
  for (const text of [q.prompt, q.explanation, ...q.options.map((o) => o.text)]) {
    expect(text.en.trim()).not.toBe('');
    expect(text.hi).toMatch(DEVANAGARI);
  }
}

describe.each(CURRICULUM_KEYS)('the %s quizzes', (key) => {
  it.each(CURRICULA[key].map((m) => m.no))(
    'module %i: a quiz of the allowed size covering each of its sessions',
    (no) => {
      const module = CURRICULA[key].find((m) => m.no === no)!;
      const questions = QUIZ_BANK[key][no]!;
      expect(questions.length).toBeGreaterThanOrEqual(QUIZ_RULES.minQuestions);
      expect(questions.length).toBeLessThanOrEqual(QUIZ_RULES.maxQuestions);
      expect(new Set(questions.map((q) => q.session))).toEqual(new Set(module.sessions.map((s) => s.no)));
      expect(questions.some((q) => q.correct.length > 1)).toBe(true);
    },
  );

  it('every question is well formed in both languages', () => {
    const ids = new Set<string>();
    for (const [no, questions] of Object.entries(QUIZ_BANK[key])) {
      for (const q of questions) {
        expect(q.id).toMatch(new RegExp(`^${key}-m${no}-q\\d+$`));
        expect(ids.has(q.id)).toBe(false);
        ids.add(q.id);
        expectWellFormed(q);
      }
    }
  });
});

it('an unknown curriculum falls back to the first course; an unknown module has no quiz', () => {
  expect(moduleQuiz('nope', 1)?.questions).toBe(QUIZ_BANK.everyday[1]);
  expect(moduleQuiz('career', 6)).toBeUndefined();
});

describe.each(CURRICULUM_KEYS)('the %s catch-up checks', (key) => {
  it.each(CURRICULA[key].flatMap((m) => m.sessions.map((s) => s.no)))(
    'session %i: exactly three questions, all about it',
    (no) => {
      const check = sessionCheck(key, no);
      expect(check).toHaveLength(CATCH_UP_RULE.questions);
      expect(check.every((q) => q.session === no)).toBe(true);
      expect(new Set(check.map((q) => q.id)).size).toBe(check.length);
    },
  );

  it('its own questions are well formed in both languages, with ids of their own', () => {
    const ids = new Set(Object.values(QUIZ_BANK[key]).flatMap((qs) => qs.map((q) => q.id)));
    for (const q of CHECK_BANK[key]) {
      expect(q.id).toMatch(new RegExp(`^${key}-s${q.session}-c\\d+$`));
      expect(ids.has(q.id)).toBe(false);
      ids.add(q.id);
      expectWellFormed(q);
    }
  });
});

it('a session the curriculum does not have has no check', () => {
  expect(sessionCheck('career', 26)).toEqual([]);
});

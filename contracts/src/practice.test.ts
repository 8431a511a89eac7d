/** The practice rules both sides check: the answer's length, the tutor's review and task wording. */
import {
  PRACTICE_MESSAGES,
  practiceAnswerText,
  validatePracticeAnswer,
  validatePracticeReview,
  validatePracticeTask,
} from './practice';

describe('an answer', () => {
  it('is trimmed, with each line break one character', () => {
    expect(practiceAnswerText('  one\r\ntwo\r three \n')).toBe('one\ntwo\n three');
  });
  it('must say something and stay within 2,000 characters in any script', () => {
    expect(validatePracticeAnswer(' \n ')).toBe(PRACTICE_MESSAGES.answerRequired);
    expect(validatePracticeAnswer('क'.repeat(2000))).toBeUndefined();
    expect(validatePracticeAnswer('क'.repeat(2001))).toBe(PRACTICE_MESSAGES.answerTooLong);
    expect(validatePracticeAnswer(`${'a'.repeat(1999)}\r\n`)).toBeUndefined();
    expect(PRACTICE_MESSAGES.answerTooLong).toBe('Your answer can be at most 2,000 characters.');
  });
});

describe('a review', () => {
  it('is Done or Try again, with a comment of at most 1,000 characters', () => {
    expect(validatePracticeReview('done', 'Well done')).toBeUndefined();
    expect(validatePracticeReview('try_again', 'Add the reply')).toBeUndefined();
    expect(validatePracticeReview('submitted', 'x')).toBe(PRACTICE_MESSAGES.outcome);
    expect(validatePracticeReview('done', '  ')).toBe(PRACTICE_MESSAGES.commentRequired);
    expect(validatePracticeReview('done', 'x'.repeat(1001))).toBe(PRACTICE_MESSAGES.commentTooLong);
  });
});

describe('a tutor’s wording of a task', () => {
  const ok = { title_en: 'Meals', title_hi: 'खाना', task_en: 'Plan meals.', task_hi: 'खाने की योजना बनाएँ।' };
  it('needs both languages, each field within its limit', () => {
    expect(validatePracticeTask(ok)).toBeUndefined();
    expect(validatePracticeTask({ ...ok, task_hi: '' })).toEqual({ task_hi: PRACTICE_MESSAGES.taskRequired });
    expect(validatePracticeTask({ ...ok, title_en: 'x'.repeat(81), task_en: 'y'.repeat(701) })).toEqual({
      title_en: PRACTICE_MESSAGES.taskTitleTooLong,
      task_en: PRACTICE_MESSAGES.taskTooLong,
    });
  });
});

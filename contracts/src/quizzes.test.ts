import { QUIZ_RULES, answerIsRight, quizPassed, quizPercent, seededOrder } from './quizzes';

describe('quiz rules', () => {
  it('a score is whole percent rounded down, so just under the mark never passes', () => {
    expect(quizPercent(4, 6)).toBe(66);
    expect(quizPassed(4, 6)).toBe(false);
    expect(quizPercent(5, 7)).toBe(71);
    expect(quizPassed(5, 7)).toBe(true);
    expect(quizPassed(7, 10)).toBe(true);
    expect(quizPassed(0, 0)).toBe(false);
    expect(QUIZ_RULES.passPercent).toBe(70);
  });

  it('an answer is right only with exactly the correct options, in any order', () => {
    expect(answerIsRight(['b'], ['b'])).toBe(true);
    expect(answerIsRight(['c', 'a'], ['a', 'c'])).toBe(true);
    expect(answerIsRight(['a'], ['a', 'c'])).toBe(false);
    expect(answerIsRight(['a', 'b', 'c'], ['a', 'c'])).toBe(false);
    expect(answerIsRight([], ['a'])).toBe(false);
  });

  it('the same seed gives the same order; other seeds give others; nothing is lost', () => {
    const items = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'];
    expect(seededOrder(items, '7:12:1:1')).toEqual(seededOrder(items, '7:12:1:1'));
    const orders = new Set(['1', '2', '3', '4', '5'].map((n) => seededOrder(items, `7:12:1:${n}`).join()));
    expect(orders.size).toBeGreaterThan(1);
    expect([...seededOrder(items, 'x')].sort()).toEqual(items);
    expect(items).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6']);
  });
});

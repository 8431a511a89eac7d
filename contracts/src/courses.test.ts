import { COURSE_FACTS, COURSE_COPY, courseOutline, courseStoryContradictions } from './courses';
import { CURRICULA, CURRICULUM_KEYS } from './curriculum';

describe('the course facts and their Hindi names', () => {
  it('name every module and session of every curriculum in Hindi, in the same order', () => {
    for (const key of CURRICULUM_KEYS) {
      const en = courseOutline(key, 'en');
      const hi = courseOutline(key, 'hi');
      expect(hi.map((m) => m.sessions.map((s) => s.no))).toEqual(en.map((m) => m.sessions.map((s) => s.no)));
      for (const module of hi) {
        expect(module.title).toMatch(/[\u0900-\u097F]/);
        for (const session of module.sessions) expect(session.topic).toMatch(/[\u0900-\u097F]/);
      }
      expect(CURRICULA[key]).toHaveLength(COURSE_FACTS.modules);
      expect(COURSE_COPY[key].hi.title).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('finds what contradicts them, and nothing in a consistent text', () => {
    expect(
      courseStoryContradictions(
        'One course, six practical modules, an hour each. Join from your dashboard, 5 minutes early. ₹1,499 only. Module 6.',
      ),
    ).toEqual(['an hour each', '5 minutes early', 'six practical modules', 'Module 6', '₹1,499']);
    expect(courseStoryContradictions('4 modules of live sessions')).toEqual(['4 modules']);
    expect(courseStoryContradictions('हर सेशन एक घंटे का, छह मॉड्यूल')).toEqual(['एक घंटे का', 'छह मॉड्यूल']);
    expect(
      courseStoryContradictions(
        '25 live sessions in 5 practical modules, 90 minutes each; the Join button opens 15 minutes before the start. ₹2,499 (GST included).',
      ),
    ).toEqual([]);
    expect(courseStoryContradictions('The Join button opens 5 minutes before the start.')).toEqual([
      'Join button opens 5 minutes before',
    ]);
  });
});

import { CURRICULA, CURRICULUM_KEYS, curriculumFor, curriculumSession } from './curriculum';

describe('each course has its own curriculum', () => {
  it.each(CURRICULUM_KEYS)('%s: five modules of five sessions, numbered 1 to 25, each with a tool and an application', (key) => {
    const modules = CURRICULA[key];
    expect(modules).toHaveLength(5);
    for (const m of modules) expect(m.sessions).toHaveLength(5);
    expect(modules.flatMap((m) => m.sessions.map((s) => s.no))).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    for (const s of modules.flatMap((m) => m.sessions)) {
      expect(s.tool.length).toBeGreaterThan(3);
      expect(s.application.length).toBeGreaterThan(20);
    }
  });

  it('the three plans are distinct: no module title and few topics are shared', () => {
    const topics = CURRICULUM_KEYS.map((k) => new Set(CURRICULA[k].flatMap((m) => m.sessions.map((s) => s.topic))));
    const titles = CURRICULUM_KEYS.flatMap((k) => CURRICULA[k].map((m) => m.title));
    expect(new Set(titles).size).toBe(titles.length);
    for (let i = 0; i < topics.length; i++)
      for (let j = i + 1; j < topics.length; j++) {
        const shared = [...topics[i]!].filter((t) => topics[j]!.has(t));
        expect(shared.length).toBeLessThanOrEqual(3);
      }
  });

  it('a session is looked up in its course; an unknown key falls back to the first course', () => {
    expect(curriculumSession(1, 'career')!.session.topic).toBe('Your career map with an AI coach');
    expect(curriculumSession(1, 'business')!.session.topic).toBe('From hobby to offer');
    expect(curriculumSession(1)!.session.topic).toBe('Meet your AI assistant');
    expect(curriculumFor('nonsense')).toBe(CURRICULA.everyday);
  });
});

import { CURRICULUM } from '@ai-women/contracts/curriculum';
import { searchSessions } from './curriculum';

describe('curriculum', () => {
  it('has five modules of five sessions, numbered 1 to 25', () => {
    expect(CURRICULUM).toHaveLength(5);
    for (const m of CURRICULUM) expect(m.sessions).toHaveLength(5);
    expect(CURRICULUM.flatMap((m) => m.sessions.map((s) => s.no))).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('every session has a tool focus and an application', () => {
    for (const s of CURRICULUM.flatMap((m) => m.sessions)) {
      expect(s.tool.length).toBeGreaterThan(3);
      expect(s.application.length).toBeGreaterThan(20);
    }
  });

  it('search finds sessions by tool or topic, case-insensitively', () => {
    expect(searchSessions('canva').map((r) => r.session.no)).toEqual([11, 24]);
    expect(searchSessions('RESUME').map((r) => r.session.no)).toEqual([16]);
    expect(searchSessions('   ')).toEqual([]);
    expect(searchSessions('zzz')).toEqual([]);
  });
});

import { absenceStreak, catchUpLastDay, caughtUpOn, isAtRisk, sessionCounts } from './catch-up';

// Session 9 held on Monday 7 December 2026, 19:00 India time.
const base = { sessionDate: '2026-12-07', status: 'absent' as string | null };
// An instant on an India day at 21:00 (15:30 UTC).
const on = (day: string) => new Date(`${day}T15:30:00.000Z`);

describe('caughtUpOn: recording opened and check passed within 7 days of the session', () => {
  it('counts both steps done by the 7th day after, on the later of the two days', () => {
    expect(catchUpLastDay('2026-12-07')).toBe('2026-12-14');
    expect(caughtUpOn({ ...base, recordingOpenedAt: on('2026-12-08'), checkPassedAt: on('2026-12-14') })).toBe(
      '2026-12-14',
    );
    expect(caughtUpOn({ ...base, recordingOpenedAt: on('2026-12-10'), checkPassedAt: on('2026-12-09') })).toBe(
      '2026-12-10',
    );
  });

  it('does not count a step done on the 8th day, nor only one step', () => {
    expect(caughtUpOn({ ...base, recordingOpenedAt: on('2026-12-08'), checkPassedAt: on('2026-12-15') })).toBeNull();
    expect(caughtUpOn({ ...base, recordingOpenedAt: on('2026-12-15'), checkPassedAt: on('2026-12-08') })).toBeNull();
    expect(caughtUpOn({ ...base, recordingOpenedAt: on('2026-12-08'), checkPassedAt: null })).toBeNull();
    expect(caughtUpOn({ ...base, recordingOpenedAt: null, checkPassedAt: on('2026-12-08') })).toBeNull();
  });

  it('reads the day in India: 23:59 IST on the 7th day counts, 00:01 IST on the 8th does not', () => {
    const opened = on('2026-12-08');
    // 2026-12-14 23:59 IST is 18:29 UTC; 2026-12-15 00:01 IST is 2026-12-14 18:31 UTC.
    expect(caughtUpOn({ ...base, recordingOpenedAt: opened, checkPassedAt: '2026-12-14T18:29:00.000Z' })).toBe(
      '2026-12-14',
    );
    expect(caughtUpOn({ ...base, recordingOpenedAt: opened, checkPassedAt: '2026-12-14T18:31:00.000Z' })).toBeNull();
  });

  it('a session she attended is never a catch-up, but counts; an unmarked one can be caught up', () => {
    const steps = { recordingOpenedAt: on('2026-12-08'), checkPassedAt: on('2026-12-08') };
    expect(caughtUpOn({ ...base, status: 'present', ...steps })).toBeNull();
    expect(sessionCounts({ ...base, status: 'late', recordingOpenedAt: null, checkPassedAt: null })).toBe(true);
    expect(caughtUpOn({ ...base, status: null, ...steps })).toBe('2026-12-08');
    expect(sessionCounts({ ...base, recordingOpenedAt: null, checkPassedAt: null })).toBe(false);
  });
});

describe('absenceStreak: her current run of absences not caught up', () => {
  const s = (sessionId: number, status: string | null, caughtUp = false) => ({ sessionId, status, caughtUp });

  it('is the absences since the last session that counted, oldest first', () => {
    expect(absenceStreak([s(1, 'present'), s(2, 'absent'), s(3, 'absent')])).toEqual([2, 3]);
    expect(isAtRisk([2, 3])).toBe(true);
    expect(absenceStreak([s(1, 'absent'), s(2, 'present'), s(3, 'absent')])).toEqual([3]);
    expect(isAtRisk([3])).toBe(false);
  });

  it('keeps its first session as it grows, so one streak is one note', () => {
    expect(absenceStreak([s(1, 'present'), s(2, 'absent'), s(3, 'absent'), s(4, 'absent')])).toEqual([2, 3, 4]);
  });

  it('ends when she attends (late too) or catches up; an unmarked session neither breaks nor extends it', () => {
    expect(absenceStreak([s(1, 'absent'), s(2, 'absent'), s(3, 'late')])).toEqual([]);
    expect(absenceStreak([s(1, 'absent'), s(2, 'absent', true)])).toEqual([]);
    expect(absenceStreak([s(1, 'absent'), s(2, null), s(3, 'absent')])).toEqual([1, 3]);
  });
});

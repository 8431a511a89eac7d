import { indiaDateTime, indiaDay, indiaIso, longCalendarDate } from './india-time';

describe('India time (one helper for every server-side date)', () => {
  it('a payment at 00:30 IST is dated that day, not the UTC day before', () => {
    const paidAt = new Date('2026-11-25T19:00:00Z'); // 00:30 on 26 November in India
    expect(indiaDay(paidAt)).toBe('2026-11-26');
    expect(indiaIso(paidAt)).toBe('2026-11-26T00:30:00+05:30');
    expect(indiaDateTime(paidAt)).toBe('2026-11-26 00:30 IST');
  });

  it('23:59 IST stays on its day; the boundary is India midnight (18:30 UTC)', () => {
    expect(indiaDay('2026-11-25T18:29:59Z')).toBe('2026-11-25');
    expect(indiaDay('2026-11-25T18:30:00Z')).toBe('2026-11-26');
    expect(indiaDay('2026-12-31T18:30:00Z')).toBe('2027-01-01');
  });

  it('a calendar day is never shifted', () => {
    expect(longCalendarDate('2026-12-07')).toBe('Monday, 7 December 2026');
  });
});

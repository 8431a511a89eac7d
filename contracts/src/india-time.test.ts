import {
  INDIA_TIME_ZONE,
  atIndiaTime,
  endOfIndiaDay,
  indiaClock,
  indiaDay,
  indiaDayDmy,
  indiaIso,
  indiaYearMonth,
  startOfIndiaDay,
} from './india-time';

describe('India time', () => {
  it('turns an India day and hour into the instant, whatever the machine’s zone', () => {
    expect(atIndiaTime('2026-12-01', '19:00')?.toISOString()).toBe('2026-12-01T13:30:00.000Z');
    expect(atIndiaTime('2026-12-01', '7:05')?.toISOString()).toBe('2026-12-01T01:35:00.000Z');
    expect(atIndiaTime('2026-12-01')?.toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });

  it('refuses a day or an hour that does not exist', () => {
    expect(atIndiaTime('2026-02-30', '10:00')).toBeNull();
    expect(atIndiaTime('2026-12-01', '24:00')).toBeNull();
    expect(atIndiaTime('1 Dec 2026', '10:00')).toBeNull();
    expect(() => startOfIndiaDay('2026-13-01')).toThrow(RangeError);
  });

  it('gives the India day of an instant near midnight, not the UTC one', () => {
    // 00:30 in India on 26 November is still 25 November in UTC.
    expect(indiaDay('2026-11-25T19:00:00Z')).toBe('2026-11-26');
    expect(indiaDay('2026-11-25T18:29:59Z')).toBe('2026-11-25');
    expect(indiaIso('2026-11-25T19:00:00Z')).toBe('2026-11-26T00:30:00+05:30');
    expect(indiaClock('2026-12-01T13:30:00Z')).toBe('19:00');
    expect(indiaClock('not a time')).toBe('');
    expect(indiaDayDmy('2026-11-25T19:00:00Z')).toBe('26-11-2026');
  });

  it('spans a whole India day, and names the month she was in', () => {
    expect(startOfIndiaDay('2026-12-07').toISOString()).toBe('2026-12-06T18:30:00.000Z');
    expect(endOfIndiaDay('2026-12-07').toISOString()).toBe('2026-12-07T18:30:00.000Z');
    // 31 March 20:00 UTC is already 1 April in India: the new financial year.
    expect(indiaYearMonth('2027-03-31T20:00:00Z')).toEqual({ year: 2027, month: 4 });
    expect(INDIA_TIME_ZONE).toBe('Asia/Kolkata');
  });
});

import { firstClassIcs, firstClassText, longDate } from './firstClass';

describe('her first class', () => {
  it('says the day and the hour in India time', () => {
    expect(longDate('2026-11-30')).toBe('Monday, 30 November 2026');
    expect(firstClassText('2026-11-30', 'Mon-Sat 19:00-20:30')).toBe('Monday, 30 November 2026, 7:00 PM IST');
    expect(firstClassText('2026-11-30', 'Mon-Sat 10:00-11:30')).toBe('Monday, 30 November 2026, 10:00 AM IST');
    expect(firstClassText('2026-11-30', 'Weekends')).toBe('Monday, 30 November 2026');
  });

  it('the .ics event starts at the class hour in India (converted to UTC) and ends with it', () => {
    const ics = firstClassIcs({
      batchName: 'Aarohi Career Evening Batch 4',
      courseTitle: 'AI for Your Career',
      timing: 'Mon-Sat 19:00-20:30',
      firstClassDate: '2026-11-30',
      uidSeed: 'pay_abc',
      now: new Date('2026-11-26T07:00:00Z'),
    });
    expect(ics).toContain('BEGIN:VCALENDAR\r\n');
    expect(ics).toContain('DTSTART:20261130T133000Z');
    expect(ics).toContain('DTEND:20261130T150000Z');
    expect(ics).toContain('SUMMARY:Aarohi: first class of Aarohi Career Evening Batch 4');
    expect(ics).toContain('UID:first-class-pay_abc@aarohi');
    for (const line of ics.split('\r\n')) expect(line.length).toBeLessThanOrEqual(75);
    // Commas in text are escaped.
    expect(ics.replace(/\r\n /g, '')).toContain('AI for Your Career. Aarohi Career Evening Batch 4\\, Mon-Sat 19:00-20:30');
  });

  it('without an hour, an all-day event on that day', () => {
    const ics = firstClassIcs({ batchName: 'B', courseTitle: null, timing: 'Weekends', firstClassDate: '2026-12-31', uidSeed: 'x' });
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231');
    expect(ics).toContain('DTEND;VALUE=DATE:20270101');
  });
});

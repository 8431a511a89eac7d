import {
  fileSize,
  formatBatchDate,
  formatIndianPhone,
  formatMemberSince,
  formatTicketDate,
  indiaYear,
} from './format';

describe('formatters (en-IN, Asia/Kolkata)', () => {
  it('shows dates as India sees them, whatever the browser zone', () => {
    // 20:00 UTC is already the next day in India.
    expect(formatMemberSince('2026-11-23T20:00:00Z')).toBe('24 November 2026');
    expect(formatBatchDate('2026-11-23T20:00:00Z')).toBe('24 Nov 2026');
    expect(formatTicketDate('2026-11-22T02:46:00Z')).toMatch(/^22 Nov 2026, 8:16\s?am$/i);
  });

  it('shows a dash for a missing or unreadable date', () => {
    expect(formatTicketDate(null)).toBe('—');
    expect(formatBatchDate('not a date')).toBe('—');
  });

  it('writes Indian mobile numbers as +91 and two groups of five', () => {
    expect(formatIndianPhone('9876543210')).toBe('+91 98765 43210');
    expect(formatIndianPhone('+91 98765-43210')).toBe('+91 98765 43210');
    expect(formatIndianPhone('')).toBe('Not provided');
    expect(formatIndianPhone('12345')).toBe('12345');
  });
});

describe('indiaYear', () => {
  it('turns the year at midnight in India, not on the device or in UTC', () => {
    // 18:29 UTC on 31 December is 23:59 in India; 18:30 UTC is already 1 January there.
    expect(indiaYear(new Date('2026-12-31T18:29:00Z'))).toBe('2026');
    expect(indiaYear(new Date('2026-12-31T18:30:00Z'))).toBe('2027');
  });
});

describe('fileSize', () => {
  it('says bytes, kilobytes or megabytes, whichever reads best', () => {
    expect(fileSize(480)).toBe('480 B');
    expect(fileSize(1024)).toBe('1 KB');
    expect(fileSize(184_320)).toBe('180 KB');
    expect(fileSize(1.3 * 1024 * 1024)).toBe('1.3 MB');
    expect(fileSize(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});

import { formatSessionDate } from './formatSessionDate';

describe('formatSessionDate', () => {
  it('formats an ISO day in India time, whatever the machine zone', () => {
    expect(formatSessionDate('2026-11-23')).toBe('Mon, 23 Nov, 2026');
  });
  it('passes unknown text through', () => {
    expect(formatSessionDate('soon')).toBe('soon');
  });
});

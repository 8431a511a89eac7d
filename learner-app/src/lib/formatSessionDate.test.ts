import { formatSessionDate, sessionHours } from './formatSessionDate';

describe('formatSessionDate', () => {
  it('formats an ISO day in India time, whatever the machine zone', () => {
    expect(formatSessionDate('2026-11-23')).toBe('Mon, 23 Nov, 2026');
  });
  it('passes unknown text through', () => {
    expect(formatSessionDate('soon')).toBe('soon');
  });
});

it("a session's card shows its own hours, not the batch's timing text with its days", () => {
  expect(
    sessionHours({
      date: '2026-11-23',
      timing: 'Mon-Sat 19:00-20:30',
      starts_at: '2026-11-23T13:30:00.000Z',
      ends_at: '2026-11-23T15:00:00.000Z',
      moved_from_date: null,
    }),
  ).not.toContain('Mon-Sat');
  expect(sessionHours({ date: '2026-11-23', timing: 'Mon-Sat 19:00-20:30' })).toBe('Mon-Sat 19:00-20:30');
});

import { MEETING_MESSAGES, joinState, sessionWindow, validateMeetingLink } from './meeting';

describe('the meeting link a tutor sets', () => {
  it.each([
    ['https://meet.google.com/abc-defg-hij', undefined],
    ['  https://zoom.us/j/123  ', undefined],
    ['', MEETING_MESSAGES.required],
    ['   ', MEETING_MESSAGES.required],
    ['http://meet.google.com/abc', MEETING_MESSAGES.httpsOnly],
    ['http://127.0.0.1/room', MEETING_MESSAGES.httpsOnly],
    ['javascript:alert(1)', MEETING_MESSAGES.httpsOnly],
    ['ftp://files.example.com', MEETING_MESSAGES.httpsOnly],
    ['meet.google.com/abc', MEETING_MESSAGES.invalid],
    ['https://localhost/room', MEETING_MESSAGES.invalid],
    [`https://meet.example.com/${'a'.repeat(500)}`, MEETING_MESSAGES.tooLong],
    [42, MEETING_MESSAGES.required],
  ])('%p → %p', (value, message) => {
    expect(validateMeetingLink(value)).toBe(message);
  });
});

describe('when Join opens', () => {
  const at = (iso: string) => new Date(iso);
  const session = { meeting_url: 'https://meet.example.com/x', date: '2026-11-23', timing: 'Mon-Sat 19:00-20:30' };

  it("reads the session's hours in India from the batch timing", () => {
    expect(sessionWindow('2026-11-23', 'Mon-Sat 19:00-20:30')).toEqual({
      start: at('2026-11-23T13:30:00.000Z'),
      end: at('2026-11-23T15:00:00.000Z'),
    });
    expect(sessionWindow('2026-11-23', '7:05 – 8:00')!.start).toEqual(at('2026-11-23T01:35:00.000Z'));
    expect(sessionWindow('2026-11-23', 'Evenings')).toBeNull();
    expect(sessionWindow('23/11/2026', '19:00-20:30')).toBeNull();
  });

  it('opens 15 minutes before the start and closes at the end; without a link it never opens', () => {
    expect(joinState(session, at('2026-11-23T18:44:59+05:30'))).toEqual({
      state: 'later',
      opensAt: at('2026-11-23T18:45:00+05:30'),
    });
    expect(joinState(session, at('2026-11-23T18:45:00+05:30'))).toEqual({ state: 'open' });
    expect(joinState(session, at('2026-11-23T20:30:00+05:30'))).toEqual({ state: 'open' });
    expect(joinState(session, at('2026-11-23T20:30:01+05:30'))).toEqual({ state: 'ended' });
    expect(joinState({ ...session, meeting_url: null }, at('2026-11-23T19:50:00+05:30'))).toEqual({
      state: 'no-link',
    });
    expect(joinState({ ...session, timing: 'Evenings' }, at('2026-11-23T10:00:00+05:30'))).toEqual({
      state: 'unscheduled',
    });
  });
});

describe('Join of a moved session', () => {
  it("follows the API's own start and end, not the batch's timing text", () => {
    const moved = {
      meeting_url: 'https://meet.example/x',
      date: '2026-11-25',
      timing: 'Mon-Sat 10:00-11:30',
      starts_at: '2026-11-25T11:30:00.000Z',
      ends_at: '2026-11-25T13:00:00.000Z',
    };
    const at = (s: string) => new Date(s);
    expect(joinState(moved, at('2026-11-25T09:50:00+05:30'))).toEqual({
      state: 'later',
      opensAt: at('2026-11-25T16:45:00+05:30'),
    });
    expect(joinState(moved, at('2026-11-25T16:45:00+05:30'))).toEqual({ state: 'open' });
    expect(joinState(moved, at('2026-11-25T18:30:01+05:30'))).toEqual({ state: 'ended' });
    // Unreadable instants fall back to the timing.
    expect(joinState({ ...moved, starts_at: 'x' }, at('2026-11-25T09:50:00+05:30'))).toEqual({ state: 'open' });
  });
});

import { LINK_MESSAGES, normaliseLink, redirectTarget } from './links';
import { MEETING_MESSAGES, validateMeetingLink } from './meeting';
import { SESSION_MESSAGES, validateRecordingLink } from './sessions';
import { isMeetingUrl, storedMeetingLink, validateBatch } from './staff-rules';

describe('the one link rule', () => {
  it.each([
    ['a line break (two-line invite)', 'https://meet.google.com/abc\n-defg-hij'],
    ['CR LF', 'https://meet.google.com/abc-defg-hij\r\nJoin by phone'],
    ['a tab', 'https://zoom.us/j/123\t456'],
    ['NUL', 'https://zoom.us/j/123\u0000'],
    ['another C0 control', 'https://zoom.us/j/1\u001b23'],
    ['a C1 control (NEL)', 'https://zoom.us/j/1\u008523'],
    ['a space inside', 'https://zoom.us/j/123 456'],
    ['a no-break space inside', 'https://zoom.us/j/123\u00a0456'],
    ['a zero-width space', 'https://zoom.us/j/123\u200b'],
    ['a right-to-left override', 'https://zoom.us/j/\u202e321'],
    ['a lone surrogate', 'https://zoom.us/j/\ud800'],
  ])('refuses %s with a message that says what is wrong', (_what, link) => {
    expect(normaliseLink(link)).toEqual({ problem: 'hidden' });
    expect(validateMeetingLink(link)).toBe(LINK_MESSAGES.hidden);
    expect(validateRecordingLink(link)).toBe(LINK_MESSAGES.hidden);
    expect(validateBatch({ meeting_url: link }, { partial: true }).meeting_url).toBe(LINK_MESSAGES.hidden);
    expect(isMeetingUrl(link)).toBe(false);
  });

  it('keeps a link in any script, stored as its ASCII href (punycode host, percent-encoded path)', () => {
    expect(normaliseLink('https://例え.jp/パス?q=ü#ä')).toEqual({
      href: 'https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9?q=%C3%BC#%C3%A4',
    });
    expect(normaliseLink('https://meet.example.in/कक्षा').href).toBe(
      'https://meet.example.in/%E0%A4%95%E0%A4%95%E0%A5%8D%E0%A4%B7%E0%A4%BE',
    );
    expect(storedMeetingLink('  HTTPS://Meet.Google.com/abc-defg-hij  ')).toBe(
      'https://meet.google.com/abc-defg-hij',
    );
    expect(storedMeetingLink('')).toBeNull();
    expect(storedMeetingLink(null)).toBeNull();
    expect(storedMeetingLink(undefined)).toBeUndefined();
  });

  it('keeps the old messages for the old problems, and refuses a disguised host', () => {
    expect(validateMeetingLink('http://meet.google.com/abc')).toBe(MEETING_MESSAGES.httpsOnly);
    expect(validateMeetingLink('https://meet.google.com@evil.example/x')).toBe(MEETING_MESSAGES.invalid);
    expect(validateRecordingLink('ftp://files.example.com/x')).toBe(SESSION_MESSAGES.recordingHttpsOnly);
    expect(validateRecordingLink('')).toBe(SESSION_MESSAGES.recordingRequired);
    expect(isMeetingUrl('http://localhost:5173/room')).toBe(true);
  });

  it('redirects only to a header-safe href, also for links stored before the rule', () => {
    expect(redirectTarget('https://meet.google.com/abc\r\n-defg')).toBe('https://meet.google.com/abc-defg');
    expect(redirectTarget('https://zoom.us/j/1\t2')).toBe('https://zoom.us/j/12');
    expect(redirectTarget('https://zoom.us/j/\u0000x')).toBe('https://zoom.us/j/%00x');
    expect(redirectTarget('https://例え.jp/パス')).toBe('https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9');
    expect(redirectTarget('javascript:alert(1)')).toBeNull();
    expect(redirectTarget('not a link')).toBeNull();
    expect(redirectTarget('https://exa mple.com/')).toBeNull();
  });
});

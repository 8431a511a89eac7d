import {
  RESCHEDULE_LIMITS,
  RESCHEDULE_MESSAGES,
  indiaInstant,
  indiaTimeValue,
  rescheduleRules,
  sessionHoursLabel,
} from './reschedule';

describe('moving a session: the rules the forms and the API share', () => {
  it('accepts a real day, a 24-hour time and a reason of 5 to 300 characters', () => {
    expect(rescheduleRules({ date: '2026-12-01', time: '19:00', reason: 'Tutor unwell' })).toEqual({
      date: undefined,
      time: undefined,
      reason: undefined,
    });
  });
  it('says what is wrong with each field', () => {
    expect(rescheduleRules({})).toEqual({
      date: RESCHEDULE_MESSAGES.dateRequired,
      time: RESCHEDULE_MESSAGES.timeRequired,
      reason: RESCHEDULE_MESSAGES.reasonRequired,
    });
    expect(rescheduleRules({ date: '2026-02-29', time: '24:00', reason: 'abc' })).toEqual({
      date: RESCHEDULE_MESSAGES.dateInvalid,
      time: RESCHEDULE_MESSAGES.timeInvalid,
      reason: RESCHEDULE_MESSAGES.reasonTooShort,
    });
    expect(
      rescheduleRules({ date: 42, time: 7, reason: 'x'.repeat(RESCHEDULE_LIMITS.reasonMax + 1) }),
    ).toEqual({
      date: RESCHEDULE_MESSAGES.dateInvalid,
      time: RESCHEDULE_MESSAGES.timeInvalid,
      reason: RESCHEDULE_MESSAGES.reasonTooLong,
    });
    // A Hindi reason is counted as she reads it, not in UTF-16 units.
    expect(
      rescheduleRules({ date: '2026-12-01', time: '07:05', reason: 'शिक्षिका बीमार हैं' }).reason,
    ).toBeUndefined();
  });
  it('reads India time and shows it back', () => {
    expect(indiaInstant('2026-12-01', '19:00')!.toISOString()).toBe('2026-12-01T13:30:00.000Z');
    expect(indiaInstant('2026-02-30', '19:00')).toBeNull();
    expect(indiaInstant('2026-12-01', '7 pm')).toBeNull();
    expect(indiaTimeValue('2026-12-01T13:30:00.000Z')).toBe('19:00');
    expect(sessionHoursLabel('2026-12-01T13:30:00.000Z', '2026-12-01T15:00:00.000Z')).toBe(
      '7:00 pm – 8:30 pm IST',
    );
    expect(sessionHoursLabel('nonsense', '2026-12-01T15:00:00.000Z')).toBe('');
  });
});

import { indiaDateTime, indiaDay, indiaIso, indiaMoment, longCalendarDate } from './india-time';
import { renderMail } from '../mail/templates';

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

describe('dates people read in mails are India dates', () => {
  const links = { site: 'https://aarohi.example', tutorPortal: 'https://tutor.aarohi.example', contactEmail: 'hello@aarohi.example' };

  it('a receipt for a payment at 00:30 IST says that day and India time', () => {
    const mail = renderMail(
      'payment-receipt',
      { name: 'Asha Rao', transactionId: 'pay_midnight', amount: 199900, currency: 'INR', paidAt: '2026-11-25T19:00:00Z' },
      links,
    );
    expect(indiaMoment('2026-11-25T19:00:00Z')).toMatch(/^26 November 2026,? (at )?12:30 am IST$/i);
    expect(mail.text).toContain(indiaMoment('2026-11-25T19:00:00Z'));
    expect(mail.text).not.toContain('25 November 2026');
  });

  it("a placement mail's first class is the batch's calendar day, written out", () => {
    const mail = renderMail(
      'batch-placement',
      {
        name: 'Asha Rao',
        batchName: 'Evening 14',
        courseTitle: 'AI for Work',
        timing: 'Mon-Sat 19:00-20:30',
        startDate: '2026-12-07',
        hasMeetingLink: false,
        moved: false,
      },
      links,
    );
    expect(mail.text).toContain('Monday, 7 December 2026');
  });
});

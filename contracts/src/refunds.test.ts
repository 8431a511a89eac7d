import { REFUND_POLICY, refundAllowance, refundPercent } from './refunds';

describe('the refund policy', () => {
  const first = new Date('2026-12-07T13:30:00Z'); // 7:00 PM India time
  it('is full until the first session, half until the end of week one, none after', () => {
    expect(REFUND_POLICY.map((s) => s.percent)).toEqual([100, 50, 0]);
    expect(refundPercent(first, new Date('2026-12-07T13:29:59Z'))).toBe(100);
    expect(refundPercent(first, first)).toBe(50);
    expect(refundPercent(first, new Date('2026-12-14T13:29:59Z'))).toBe(50);
    expect(refundPercent(first, new Date('2026-12-14T13:30:00Z'))).toBe(0);
  });
});

describe('what the policy allows', () => {
  it('is the share of what she paid, less what was refunded, never below nothing', () => {
    expect(refundAllowance(249900, 0, 100)).toBe(249900);
    expect(refundAllowance(249900, 0, 50)).toBe(124950);
    expect(refundAllowance(199999, 0, 50)).toBe(99999);
    expect(refundAllowance(249900, 100000, 50)).toBe(24950);
    expect(refundAllowance(249900, 200000, 50)).toBe(0);
    expect(refundAllowance(249900, 0, 0)).toBe(0);
  });
});

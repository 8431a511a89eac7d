import { REFUND_POLICY, refundPercent } from './refunds';

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

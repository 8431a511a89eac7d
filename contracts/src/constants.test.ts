import {
  batchClassHours,
  batchDayPart,
  BASE_PRICE_PAISE,
  priceAfterCoupon,
  couponSaving,
  formatRupees,
  groupIndian,
  batchActions,
  canTransitionBatch,
  isPaymentCompleted,
  CONTACT_EMAIL,
} from './constants';

it('computes coupon prices in paise', () => {
  expect(BASE_PRICE_PAISE).toBe(249900);
  expect(priceAfterCoupon(BASE_PRICE_PAISE, 20)).toBe(199920);
  expect(priceAfterCoupon(BASE_PRICE_PAISE, 10)).toBe(224910);
  expect(priceAfterCoupon(BASE_PRICE_PAISE, 15)).toBe(212415);
  expect(priceAfterCoupon(BASE_PRICE_PAISE, undefined)).toBe(249900);
  expect(couponSaving(BASE_PRICE_PAISE, 20)).toBe(49980);
  expect(formatRupees(199920)).toBe('1,999.20');
});

it('writes rupees with Indian digit grouping, as en-IN does', () => {
  expect(groupIndian(0)).toBe('0');
  expect(groupIndian(999)).toBe('999');
  expect(groupIndian(2499)).toBe('2,499');
  expect(groupIndian(100000)).toBe('1,00,000');
  expect(groupIndian(1234567)).toBe('12,34,567');
  expect(groupIndian(-12345)).toBe('-12,345');
  expect(formatRupees(0)).toBe('0.00');
  expect(formatRupees(5)).toBe('0.05');
  expect(formatRupees(249900)).toBe('2,499.00');
  expect(formatRupees(12345678901)).toBe('12,34,56,789.01');
  expect(formatRupees(-49980)).toBe('-499.80');
  const intl = (n: number, digits: number) =>
    n.toLocaleString('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  for (const paise of [1, 99, 100, 101, 99999, 100000, 199920, 1000000, 9999999, 10000000, 123456789, 98765432100]) {
    expect(formatRupees(paise)).toBe(intl(paise / 100, 2));
    expect(groupIndian(paise)).toBe(intl(paise, 0));
  }
});

it('knows the batch transitions', () => {
  expect(batchActions('Inactive').map((a) => a.action)).toEqual(['Start']);
  expect(batchActions('Active').map((a) => a.action)).toEqual(['Complete', 'Pause']);
  expect(batchActions('Completed')).toEqual([]);
  expect(canTransitionBatch('Completed', 'Active')).toBe(false);
  expect(canTransitionBatch('Active', 'Inactive')).toBe(true);
});

it('payment status and contact email', () => {
  expect(isPaymentCompleted('Completed')).toBe(true);
  expect(isPaymentCompleted('completed')).toBe(true);
  expect(isPaymentCompleted('pending')).toBe(false);
  expect(CONTACT_EMAIL).toBe('helpdesk@aarohi.example');
});

describe('batch timings', () => {
  it('reads morning or evening and the class hours from the timing', () => {
    expect(batchDayPart('Mon-Sat 10:00-11:30')).toBe('morning');
    expect(batchDayPart('Mon-Sat 19:00-20:30')).toBe('evening');
    expect(batchDayPart('Mon–Sat, 7:00 PM – 8:30 PM')).toBe('evening');
    expect(batchClassHours('Mon-Sat 19:00-20:30')).toEqual({ start: { hour: 19, minute: 0 }, end: { hour: 20, minute: 30 } });
    expect(batchClassHours('Mon–Sat, 7:00 PM')).toEqual({ start: { hour: 19, minute: 0 }, end: { hour: 20, minute: 30 } });
    expect(batchClassHours('Weekends')).toBeNull();
  });
});

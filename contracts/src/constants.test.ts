import {
  BASE_PRICE_PAISE,
  priceAfterCoupon,
  couponSaving,
  formatRupees,
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

import { priceFor, rupees } from './coupon';

describe('coupon arithmetic', () => {
  it('charges the base 249900 paise (₹2,499) without a coupon', () => {
    expect(priceFor(null)).toEqual({ basePaise: 249900, pricePaise: 249900, savingPaise: 0 });
    expect(rupees(249900)).toBe('₹2,499');
  });

  it('takes the percent off the base: 20 % → ₹1,999.20, saving ₹499.80', () => {
    const p = priceFor({ coupon_id: 1, coupon_name: 'WOMENINAI20', discount_percent: 20 });
    expect(p.pricePaise).toBe(199920);
    expect(p.savingPaise).toBe(49980);
    expect(rupees(p.pricePaise)).toBe('₹1,999.20');
    expect(rupees(p.savingPaise)).toBe('₹499.80');
  });

  it('price plus saving is always the base', () => {
    for (const percent of [0, 5, 10, 12.5, 15, 33, 50, 99, 100]) {
      const p = priceFor({ coupon_id: 1, coupon_name: 'X', discount_percent: percent });
      expect(p.pricePaise + p.savingPaise).toBe(249900);
      expect(Number.isInteger(p.pricePaise)).toBe(true);
    }
  });

  it('a 100 % coupon makes it free, out-of-range percents are clamped', () => {
    expect(priceFor({ coupon_id: 1, coupon_name: 'FREE', discount_percent: 100 }).pricePaise).toBe(0);
    expect(priceFor({ coupon_id: 1, coupon_name: 'NEG', discount_percent: -10 }).pricePaise).toBe(249900);
  });
});

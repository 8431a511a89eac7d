// The coupon arithmetic shown on /payment, in paise so no rupee fraction is lost to floating
// point. It is only a preview: the server recomputes the real amount.
import { BASE_PRICE_PAISE, couponSaving, formatRupees, priceAfterCoupon } from '@ai-women/contracts';

export interface AppliedCoupon {
  coupon_id: number | string;
  coupon_name: string;
  discount_percent: number;
}

export interface PriceBreakdown {
  basePaise: number;
  pricePaise: number;
  savingPaise: number;
}

/** base × (1 − percent/100) and the saving base × percent/100, for the applied coupon (or none). */
export function priceFor(coupon: AppliedCoupon | null, basePaise = BASE_PRICE_PAISE): PriceBreakdown {
  const percent = coupon?.discount_percent ?? 0;
  return {
    basePaise,
    pricePaise: priceAfterCoupon(basePaise, percent),
    savingPaise: couponSaving(basePaise, percent),
  };
}

/** 249900 → '₹2,499' and 199920 → '₹1,999.20': whole rupees drop the paise. */
export function rupees(paise: number): string {
  const text = formatRupees(paise);
  return `₹${text.endsWith('.00') ? text.slice(0, -3) : text}`;
}

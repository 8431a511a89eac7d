// The home page's offer: the best of the coupons the team marked "advertised" (GET /api/coupons,
// the same read the payment page's cache holds). No coupon advertised, no coupon named.
import { useQuery } from '@tanstack/react-query';
import { typed } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export interface AdvertisedCoupon {
  name: string;
  percent: number;
}

export function bestAdvertised(coupons: { coupon_name: string; discount_percent: number }[] | undefined): AdvertisedCoupon | null {
  const best = [...(coupons ?? [])].sort((a, b) => b.discount_percent - a.discount_percent)[0];
  return best && best.discount_percent > 0 ? { name: best.coupon_name, percent: best.discount_percent } : null;
}

export function useAdvertisedCoupon() {
  return useQuery({
    queryKey: queryKeys.coupons,
    queryFn: () => typed.get('/api/coupons'),
    select: (r) => bestAdvertised(Array.isArray(r?.coupons) ? r.coupons : []),
  });
}

import { useMutation, useQuery } from '@tanstack/react-query';
import type { PaymentBody, PaymentOrderBody } from '@ai-women/contracts';
import { typed } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export function fetchCoupons() {
  return typed.get('/api/coupons');
}

/** A code she typed: the coupon when it is valid, else a 400 (ApiError). */
export function checkCoupon(code: string) {
  return typed.post('/api/coupons/check', { code });
}

export function useCoupons() {
  return useQuery({
    queryKey: queryKeys.coupons,
    queryFn: fetchCoupons,
    select: (r) => (Array.isArray(r?.coupons) ? r.coupons : []),
  });
}

/** Sandbox or test keys: the page shows TEST MODE. Unknown (request failed) shows nothing. */
export function usePaymentMode() {
  return useQuery({
    queryKey: queryKeys.paymentMode,
    queryFn: () => typed.get('/api/payments/mode'),
    select: (r) => ({ testMode: r?.testMode === true }),
    staleTime: Infinity,
  });
}

export function createPaymentOrder(body: PaymentOrderBody) {
  return typed.post('/api/payments/order', body);
}

export function recordPayment(body: PaymentBody) {
  return typed.post('/payment', body);
}

export function useRecordPayment() {
  return useMutation({ mutationFn: recordPayment });
}

/** Her course and its open batches with seats left (the choice she makes before paying). */
export function fetchPaymentOptions(userId: string | number) {
  return typed.get('/api/payments/options/{userId}', { params: { userId: Number(userId) } });
}

export function usePaymentOptions(userId: string | null) {
  return useQuery({
    queryKey: queryKeys.paymentOptions(userId ?? ''),
    queryFn: () => fetchPaymentOptions(userId!),
    enabled: Boolean(userId),
    retry: false,
    // Seats change while she looks: coming back to the tab shows the current count.
    refetchOnWindowFocus: true,
  });
}

/** Where her order stands: polled while she approves in her UPI app (the provider's webhook settles it). */
export function fetchOrderStatus(orderId: string) {
  return typed.get('/api/payments/order/{orderId}', { params: { orderId } });
}

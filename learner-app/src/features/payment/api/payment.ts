import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  CouponsResponse,
  PaymentModeResponse,
  PaymentBody,
  PaymentOrderBody,
  PaymentOrderResponse,
  PaymentResponse,
} from '@ai-women/contracts';
import { api } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export function fetchCoupons() {
  return api.get<CouponsResponse>('/api/coupons');
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
    queryFn: () => api.get<PaymentModeResponse>('/api/payments/mode'),
    select: (r) => ({ testMode: r?.testMode === true }),
    staleTime: Infinity,
  });
}

export function createPaymentOrder(body: PaymentOrderBody) {
  return api.post<PaymentOrderResponse>('/api/payments/order', body);
}

export function recordPayment(body: PaymentBody) {
  return api.post<PaymentResponse>('/payment', body);
}

export function useRecordPayment() {
  return useMutation({ mutationFn: recordPayment });
}

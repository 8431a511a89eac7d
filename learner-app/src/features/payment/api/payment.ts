import { useMutation, useQuery } from '@tanstack/react-query';
import type { CouponsResponse, PaymentBody, PaymentOrderBody, PaymentOrderResponse, PaymentResponse } from '@ai-women/contracts';
import { api } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export function fetchCoupons() {
  return api.get<CouponsResponse>('/api/coupons');
}

export function useCoupons() {
  return useQuery({ queryKey: queryKeys.coupons, queryFn: fetchCoupons, select: (r) => (Array.isArray(r?.coupons) ? r.coupons : []) });
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

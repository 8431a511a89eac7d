// Her payments and their tax invoices (the Payments page in her area).
import { useQuery } from '@tanstack/react-query';
import { apiUrl } from '@ai-women/web-core';
import type { MyPayment } from '@ai-women/contracts';
import { typed } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export type { MyPayment };

export async function fetchMyPayments(): Promise<MyPayment[]> {
  const body = await typed.get('/api/student/payments');
  return body.data;
}

export function useMyPayments() {
  return useQuery({ queryKey: queryKeys.myPayments, queryFn: fetchMyPayments, retry: false });
}

/** An invoice's PDF on the API (her session's cookie is needed to read it). */
export const invoicePdfPath = (invoiceId: number) => `/api/invoices/${invoiceId}/pdf`;

/**
 * Fetches the PDF with her session and hands it to the browser as a download: a plain cross-site
 * link would not be sure to carry her cookie.
 */
export async function downloadInvoice(invoiceId: number, fileName: string): Promise<void> {
  const response = await fetch(apiUrl(invoicePdfPath(invoiceId)), { credentials: 'include' });
  if (!response.ok) throw new Error('The invoice could not be downloaded. Please try again.');
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

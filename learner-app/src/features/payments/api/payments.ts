// Her payments and their tax invoices (the Payments page in her area).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '@ai-women/web-core';
import type { MyPayment, RefundRequestBody, RefundSummary } from '@ai-women/contracts';
import { typed } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

export type { MyPayment, RefundSummary };

export async function fetchMyPayments(): Promise<MyPayment[]> {
  const body = await typed.get('/api/student/payments');
  return body.data;
}

export function useMyPayments() {
  return useQuery({ queryKey: queryKeys.myPayments, queryFn: fetchMyPayments, retry: false });
}

/** An invoice's PDF on the API (her session's cookie is needed to read it). */
export const invoicePdfPath = (invoiceId: number) => `/api/invoices/${invoiceId}/pdf`;
/** A credit note's PDF on the API. */
export const creditNotePdfPath = (creditNoteId: number) => `/api/credit-notes/${creditNoteId}/pdf`;

/** Her refund request; her payments are read again so the request shows at once. */
export function useRequestRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundRequestBody) => typed.post('/api/student/refunds', body),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.myPayments }),
  });
}

/**
 * Fetches the PDF with her session and hands it to the browser as a download: a plain cross-site
 * link would not be sure to carry her cookie.
 */
export async function downloadInvoice(invoiceId: number, fileName: string): Promise<void> {
  return downloadPdf(invoicePdfPath(invoiceId), fileName);
}

export async function downloadCreditNote(creditNoteId: number, fileName: string): Promise<void> {
  return downloadPdf(creditNotePdfPath(creditNoteId), fileName);
}

async function downloadPdf(path: string, fileName: string): Promise<void> {
  const response = await fetch(apiUrl(path), { credentials: 'include' });
  if (!response.ok) throw new Error('The document could not be downloaded. Please try again.');
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

// One batch's certificates: who earned one, who is short and by how much, and the admin's two
// overrides (grant an exception, revoke, reinstate a revoked one), each with a reason the audit log keeps.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CERTIFICATE_REASON_LIMITS,
  type StaffBatchCertificatesResponse,
  type StaffCertificateRow,
} from '@ai-women/contracts';
import { api } from '../../lib/api';
import { staffKeys } from '../../lib/staff';

export type CertificateRow = StaffCertificateRow;
export type CertificateRowState = StaffCertificateRow['state'];
export type BatchCertificates = StaffBatchCertificatesResponse['data'];

/** The reason an override needs: long enough to mean something, short enough for the log. */
export const REASON_MIN = CERTIFICATE_REASON_LIMITS.min;
export const REASON_MAX = CERTIFICATE_REASON_LIMITS.max;
export function reasonError(reason: string): string | undefined {
  const length = reason.trim().length;
  if (length < REASON_MIN) return `Give a reason of at least ${REASON_MIN} characters.`;
  if (length > REASON_MAX) return `Keep the reason under ${REASON_MAX + 1} characters.`;
  return undefined;
}

export function useBatchCertificates(batchId: number) {
  return useQuery({
    queryKey: staffKeys.certificates(batchId),
    queryFn: () => api.get('/api/staff/batches/{batchId}/certificates', { params: { batchId } }),
    select: (answer) => answer.data,
    enabled: Number.isInteger(batchId) && batchId > 0,
  });
}

function useCertificateWrite<V>(batchId: number, write: (vars: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKeys.certificates(batchId) }),
  });
}

export const useGrantCertificate = (batchId: number) =>
  useCertificateWrite(batchId, ({ studentId, reason }: { studentId: number; reason: string }) =>
    api.post('/api/staff/certificates/grant', {
      student_id: studentId,
      batch_id: batchId,
      reason,
    }),
  );

export const useReinstateCertificate = (batchId: number) =>
  useCertificateWrite(batchId, ({ certificateNo, reason }: { certificateNo: string; reason: string }) =>
    api.post('/api/staff/certificates/{certificateNo}/reinstate', { reason }, { params: { certificateNo } }),
  );

export const useRevokeCertificate = (batchId: number) =>
  useCertificateWrite(batchId, ({ certificateNo, reason }: { certificateNo: string; reason: string }) =>
    api.post('/api/staff/certificates/{certificateNo}/revoke', { reason }, { params: { certificateNo } }),
  );

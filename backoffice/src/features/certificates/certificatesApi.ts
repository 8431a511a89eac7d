// One batch's certificates: who earned one, who is short and by how much, and the admin's two
// overrides (grant an exception, revoke), each with a reason the audit log keeps.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api';
import { staffKeys } from '../../lib/staff';

export type CertificateRowState = 'issued' | 'eligible' | 'not_eligible' | 'revoked' | 'in_progress';

export interface CertificateRow {
  student_id: number;
  student_name: string;
  attended: number;
  held: number;
  required: number;
  short_by: number;
  state: CertificateRowState;
  certificate_no: string | null;
  issued_at: string | null;
  revoked_at: string | null;
  reason: string | null;
}

export interface BatchCertificates {
  batch: { batch_id: number; batch_name: string; status: string };
  rows: CertificateRow[];
}

interface Answer<T> {
  success: boolean;
  message?: string;
  data: T;
}

/** The reason an override needs: long enough to mean something, short enough for the log. */
export const REASON_MIN = 3;
export const REASON_MAX = 500;
export function reasonError(reason: string): string | undefined {
  const length = reason.trim().length;
  if (length < REASON_MIN) return `Give a reason of at least ${REASON_MIN} characters.`;
  if (length > REASON_MAX) return `Keep the reason under ${REASON_MAX + 1} characters.`;
  return undefined;
}

export function useBatchCertificates(batchId: number) {
  return useQuery({
    queryKey: staffKeys.certificates(batchId),
    queryFn: () => client.get<Answer<BatchCertificates>>(`/api/staff/batches/${batchId}/certificates`),
    select: (answer) => answer.data,
    enabled: Number.isInteger(batchId) && batchId > 0,
  });
}

function useCertificateWrite<V>(batchId: number, write: (vars: V) => Promise<Answer<unknown>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKeys.certificates(batchId) }),
  });
}

export const useGrantCertificate = (batchId: number) =>
  useCertificateWrite(batchId, ({ studentId, reason }: { studentId: number; reason: string }) =>
    client.post<Answer<unknown>>('/api/staff/certificates/grant', {
      student_id: studentId,
      batch_id: batchId,
      reason,
    }),
  );

export const useRevokeCertificate = (batchId: number) =>
  useCertificateWrite(batchId, ({ certificateNo, reason }: { certificateNo: string; reason: string }) =>
    client.post<Answer<unknown>>(`/api/staff/certificates/${encodeURIComponent(certificateNo)}/revoke`, {
      reason,
    }),
  );

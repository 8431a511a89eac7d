// The certificate calls: the public record anyone can check by its number, and her own certificate.
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiUrl } from '@ai-women/web-core';
import type {
  MyCertificate,
  MyCertificateState,
  PublicCertificate as PublicCertificateSchema,
} from '@ai-women/contracts';
import { typed } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

/** What the public verification record says (it names nothing else about her). */
export type PublicCertificate = PublicCertificateSchema;
/** Her own certificate: the public record plus where to download it and share it. */
export type OwnCertificate = MyCertificate;
export type StudentCertificate = MyCertificateState;

/**
 * The public record, or null when no certificate has that number. "Not found" is an answer, not a
 * failure: the server renders it (with a 404) instead of leaving it for the browser to retry.
 */
export async function fetchPublicCertificate(certificateNo: string): Promise<PublicCertificate | null> {
  try {
    const body = await typed.get('/api/certificates/{certificateNo}', {
      params: { certificateNo },
      anonymous: true,
    });
    return body.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function usePublicCertificate(certificateNo: string) {
  return useQuery({
    queryKey: queryKeys.certificate(certificateNo),
    queryFn: () => fetchPublicCertificate(certificateNo),
    retry: false,
  });
}

export async function fetchStudentCertificate(): Promise<StudentCertificate> {
  const body = await typed.get('/api/student/certificate');
  return body.data;
}

export function useStudentCertificate() {
  return useQuery({ queryKey: queryKeys.myCertificate, queryFn: fetchStudentCertificate, retry: false });
}

/** The signed digital credential of a certificate (a VC-JWT file), on the API. */
export const credentialUrl = (certificateNo: string) =>
  apiUrl(`/api/certificates/${encodeURIComponent(certificateNo)}/credential`);

/** The API's public signing keys, which check the credential's signature. */
export const jwksUrl = () => apiUrl('/.well-known/jwks.json');

/** A URL the API gave (absolute, or a path on the API). */
export const onApi = (pathOrUrl: string) => apiUrl(pathOrUrl);

/**
 * Certificates of completion: the number's format, the messages the API answers with, the file
 * names, and the LinkedIn "add certification" link. The rule itself is CERTIFICATE_RULE (./sessions).
 */
import { indiaYearMonth } from './india-time';

export const CERTIFICATE_MESSAGES = {
  notFound: 'Certificate not found',
  revokedOn: (date: string) => `This certificate was revoked on ${date}.`,
  alreadyIssued: 'This student already has a valid certificate for this batch.',
  alreadyRevoked: 'This certificate is already revoked.',
  notRevoked: 'This certificate is not revoked.',
  notInBatch: 'This student is not in this batch.',
  batchNotFound: 'Batch not found.',
  studentNotFound: 'Student not found.',
  reasonRequired: 'Please give a reason (3 to 500 characters).',
  notYours: 'You can only download your own certificate.',
} as const;

export const CERTIFICATE_REASON_LIMITS = { min: 3, max: 500 } as const;

/** The issuer's name on the certificate, the credential and the LinkedIn entry. */
export const CERTIFICATE_ISSUER = 'Aarohi';

/** Crockford's base32 alphabet: no I, L, O or U, so a number read aloud or retyped is not misread. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** AAR- and 16 Crockford characters in four groups of four (80 bits). */
export const CERTIFICATE_NO_PATTERN = /^AAR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** The number as stored (upper case), or undefined when it cannot be a certificate number. */
export function normaliseCertificateNo(input: string): string | undefined {
  const upper = input.trim().toUpperCase();
  return CERTIFICATE_NO_PATTERN.test(upper) ? upper : undefined;
}

export const certificatePdfFileName = (no: string) => `aarohi-certificate-${no}.pdf`;
export const credentialFileName = (no: string) => `aarohi-credential-${no}.jwt`;

/** LinkedIn's "Add licence or certification" form, filled in with this certificate. */
export function linkedInAddUrl(input: {
  courseTitle: string;
  issuedAt: string | Date;
  verifyUrl: string;
  certificateNo: string;
}): string {
  // The month and year as in India, where she was issued it.
  const issued = indiaYearMonth(input.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: input.courseTitle,
    organizationName: CERTIFICATE_ISSUER,
    issueYear: String(issued.year),
    issueMonth: String(issued.month),
    certUrl: input.verifyUrl,
    certId: input.certificateNo,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

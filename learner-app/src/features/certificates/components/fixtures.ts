// Answers of the certificate API, as the tests and the catalogue's stories use them.
import type { OwnCertificate, PublicCertificate, StudentCertificate } from '../api/certificates';

export const validCertificate: PublicCertificate = {
  certificate_no: 'AAR-7KQ2-M9XD-4HTP-R3WN',
  student_name: 'Kavya Iyer',
  course_title: 'AI for Women in Business',
  batch_name: 'Business — October 2026 (evening)',
  start_date: '2026-10-05',
  end_date: '2026-10-31',
  tutor_name: 'Meera Nair',
  issued_at: '2026-11-02T06:30:00.000Z',
  status: 'valid',
  revoked_at: null,
  verify_url: 'https://aarohi.example/verify/AAR-7KQ2-M9XD-4HTP-R3WN',
};

export const revokedCertificate: PublicCertificate = {
  ...validCertificate,
  status: 'revoked',
  revoked_at: '2026-11-20T09:00:00.000Z',
};

const own: OwnCertificate = {
  ...validCertificate,
  pdf_url: '/api/certificates/AAR-7KQ2-M9XD-4HTP-R3WN/pdf',
  credential_url: '/api/certificates/AAR-7KQ2-M9XD-4HTP-R3WN/credential',
  linkedin_url:
    'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=AI%20for%20Women%20in%20Business&certId=AAR-7KQ2-M9XD-4HTP-R3WN',
};

export const studentCertificates: Record<string, StudentCertificate> = {
  issued: { state: 'issued', certificate: own },
  revoked: {
    state: 'revoked',
    certificate: { ...own, status: 'revoked', revoked_at: '2026-11-20T09:00:00.000Z' },
  },
  in_progress: {
    state: 'in_progress',
    attended: 9,
    held: 12,
    required: 20,
    short_by: 11,
    batch_name: 'Business — November 2026 (morning)',
    batch_completed: false,
    caught_up: [{ session_no: 4, on: '2026-11-09' }],
  },
  not_eligible: {
    state: 'not_eligible',
    attended: 19,
    held: 25,
    required: 20,
    short_by: 1,
    batch_name: 'Business — October 2026 (evening)',
    batch_completed: true,
    caught_up: [],
  },
  no_batch: { state: 'no_batch' },
};

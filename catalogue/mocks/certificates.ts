// The certificate API's answers for the Pages stories: the public record (valid, revoked, unknown),
// her own certificate in each state, and one completed batch's certificates in the back office.
import { http, HttpResponse } from 'msw';
import { answerGet as get, at, envelope } from './api';
import { staffAdmin } from './data';
import {
  paidInState,
  paidWithInvoice,
  refundApproved,
  refundDeclined,
  refundRequested,
} from '../../learner-app/src/features/payments/components/fixtures';

export const CERTIFICATE_NO = 'AAR-7KQ2-M9XD-4HTP-R3WN';

const record = {
  certificate_no: CERTIFICATE_NO,
  student_name: 'Asha Rao',
  course_title: 'AI for Women in Business',
  batch_name: 'Aarohi Business Evening Batch 3',
  start_date: '2026-10-05',
  end_date: '2026-10-31',
  tutor_name: 'Kavita Menon',
  issued_at: '2026-11-02T06:30:00.000Z',
  status: 'valid' as const,
  revoked_at: null,
  verify_url: `https://aarohi.example/verify/${CERTIFICATE_NO}`,
};
const revoked = { ...record, status: 'revoked' as const, revoked_at: '2026-11-20T09:00:00.000Z' };
const own = {
  pdf_url: `/api/certificates/${CERTIFICATE_NO}/pdf`,
  credential_url: `/api/certificates/${CERTIFICATE_NO}/credential`,
  linkedin_url: `https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&certId=${CERTIFICATE_NO}`,
};

export type VerifyState = 'valid' | 'revoked' | 'not-found' | 'loading';
export function verifyHandlers(state: VerifyState) {
  if (state === 'loading') return [get('/api/certificates/:no', 'loading')];
  if (state === 'not-found')
    return [get('/api/certificates/:no', { success: false, message: 'Certificate not found' }, 404)];
  return [get('/api/certificates/:no', envelope(state === 'valid' ? record : revoked))];
}

export type MyCertificateStoryState =
  | 'issued'
  | 'revoked'
  | 'in_progress'
  | 'not_eligible'
  | 'no_batch'
  | 'loading'
  | 'error';
export function myCertificateHandlers(state: MyCertificateStoryState) {
  const answers = {
    issued: { state: 'issued', certificate: { ...record, ...own } },
    revoked: { state: 'revoked', certificate: { ...revoked, ...own } },
    in_progress: {
      state: 'in_progress',
      attended: 9,
      held: 12,
      required: 20,
      short_by: 11,
      batch_name: 'Aarohi Business Evening Batch 4',
      batch_completed: false,
      // A class she missed and made up within the week: listed as counting.
      caught_up: [{ session_no: 6, on: '2026-11-18' }],
    },
    not_eligible: {
      state: 'not_eligible',
      attended: 19,
      held: 25,
      required: 20,
      short_by: 1,
      batch_name: 'Aarohi Business Evening Batch 3',
      batch_completed: true,
      caught_up: [],
    },
    no_batch: { state: 'no_batch' },
  } as const;
  if (state === 'loading' || state === 'error') return [get('/api/student/certificate', state)];
  return [get('/api/student/certificate', envelope(answers[state]))];
}

const rows = [
  ['Asha Rao', 20, 0, 'issued', 'AAR-7KQ2-M9XD-4HTP-R3WN', null],
  ['Divya Patel', 19, 1, 'not_eligible', null, null],
  [
    'Farah Khan',
    24,
    0,
    'revoked',
    'AAR-3C8V-ZQ1M-T6YB-K2PH',
    'Issued to a duplicate account; reissued on her main account',
  ],
  ['Lakshmi Nair', 20, 0, 'eligible', null, null],
  ['Nisha Verma', 16, 4, 'not_eligible', null, null],
  [
    'Sunita Iyer',
    23,
    0,
    'issued',
    'AAR-9FJ4-W2RX-8NBE-D5QA',
    'Exception: hospitalised for a week, watched every recording',
  ],
] as const;
export const batchCertificates = {
  batch: { batch_id: 3, batch_name: 'Aarohi Business Evening Batch 3', status: 'Completed' },
  rows: rows.map(([student_name, attended, short_by, state, certificate_no, reason], i) => ({
    student_id: 40 + i,
    student_name,
    attended,
    held: 25,
    required: 20,
    short_by,
    state,
    certificate_no,
    issued_at: certificate_no ? '2026-11-02T06:30:00.000Z' : null,
    revoked_at: state === 'revoked' ? '2026-11-20T09:00:00.000Z' : null,
    reason,
  })),
};

export type StaffCertificatesState = 'success' | 'support' | 'empty' | 'error' | 'loading';
export function staffCertificatesHandlers(state: StaffCertificatesState) {
  const path = '/api/staff/batches/:batchId/certificates';
  const me =
    state === 'support'
      ? [
          http.get(at('/api/staff/me'), () =>
            HttpResponse.json({
              success: true,
              staff: {
                ...staffAdmin,
                staff_id: 2,
                name: 'Anjali Rao',
                email: 'support@aarohi.example',
                role: 'support',
              },
            }),
          ),
        ]
      : [];
  if (state === 'loading' || state === 'error') return [...me, get(path, state)];
  return [
    ...me,
    get(path, envelope(state === 'empty' ? { ...batchCertificates, rows: [] } : batchCertificates)),
  ];
}

// ------------------------------------------------------------------ her Payments page

export type MyPaymentsStoryState =
  | 'paid'
  | 'employer'
  | 'empty'
  | 'loading'
  | 'error'
  | 'refundOpen'
  | 'refundApproved'
  | 'refundDeclined';
const PAYMENTS_BY_STATE: Record<Exclude<MyPaymentsStoryState, 'loading' | 'error'>, unknown[]> = {
  paid: [paidWithInvoice],
  employer: [paidInState],
  empty: [],
  refundOpen: [refundRequested],
  refundApproved: [refundApproved],
  refundDeclined: [refundDeclined],
};
export function myPaymentsHandlers(state: MyPaymentsStoryState) {
  if (state === 'loading' || state === 'error') return [get('/api/student/payments', state)];
  const data = PAYMENTS_BY_STATE[state];
  return [get('/api/student/payments', envelope(data))];
}

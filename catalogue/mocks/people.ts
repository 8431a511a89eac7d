// The back office's people for the Pages stories (/staff/people): students (paid or not, placed or
// waiting) and tutors with their documents in each review state, one handler set per state.
import type { StaffStudent, StaffTutor } from '@ai-women/contracts';
import { read, type MockState } from './api';

export const staffStudents: StaffStudent[] = [
  {
    student_id: 58,
    fullname: 'Rukmini Hegde',
    email: 'rukmini.hegde@example.in',
    phone_number: '9886012347',
    payment_status: 'pending',
    batch: null,
    created_at: '2026-11-22T16:40:00.000Z',
  },
  {
    student_id: 47,
    fullname: 'Lakshmi Pillai',
    email: 'lakshmi.pillai@example.in',
    phone_number: '9847098765',
    payment_status: 'completed',
    batch: null,
    created_at: '2026-11-19T09:05:00.000Z',
  },
  {
    student_id: 56,
    fullname: 'Meenakshi Sundaram',
    email: 'meenakshi.s@example.in',
    phone_number: '9840567123',
    payment_status: 'completed',
    batch: { batch_id: 14, batch_name: 'Aarohi Evening Batch 14' },
    created_at: '2026-11-01T02:55:00.000Z',
  },
  {
    student_id: 51,
    fullname: 'प्रिया शर्मा',
    email: 'priya.sharma@example.in',
    phone_number: '9823456710',
    payment_status: 'completed',
    batch: { batch_id: 14, batch_name: 'Aarohi Evening Batch 14' },
    created_at: '2026-10-28T06:20:00.000Z',
  },
  {
    student_id: 49,
    fullname: 'Nandini Bhattacharya',
    email: 'nandini.b@example.in',
    phone_number: '9830145566',
    payment_status: 'pending',
    batch: null,
    created_at: '2026-10-24T12:10:00.000Z',
  },
  {
    student_id: 37,
    fullname: 'Shabnam Ansari',
    email: 'shabnam.ansari@example.in',
    phone_number: '9919023456',
    payment_status: 'completed',
    batch: { batch_id: 13, batch_name: 'Aarohi Morning Batch 13' },
    created_at: '2026-10-09T07:45:00.000Z',
  },
  {
    student_id: 22,
    fullname: 'Kiran Joshi',
    email: 'kiran.joshi@example.in',
    phone_number: '9422087651',
    payment_status: 'completed',
    batch: { batch_id: 9, batch_name: 'Aarohi Weekend Batch 9' },
    created_at: '2026-05-30T10:30:00.000Z',
  },
];

export const staffTutors: StaffTutor[] = [
  {
    tutor_id: 7,
    name: 'Divya Raghavan',
    email: 'divya.raghavan@aarohi.example',
    phone_number: '9790123456',
    batches: 0,
    documents: {
      skills: 'Data analysis in Excel and Google Sheets, ChatGPT for small businesses, Tamil and English',
      resume: { name: 'Divya_Raghavan_Resume.pdf', url: '/api/staff/tutors/7/files/resume' },
      experience_letter: {
        name: 'Experience letter – Infosys BPM.pdf',
        url: '/api/staff/tutors/7/files/experience_letter',
      },
      review_status: 'pending',
      review_note: null,
      updated_at: '2026-11-22T05:30:00.000Z',
    },
    created_at: '2026-11-20T08:15:00.000Z',
  },
  {
    tutor_id: 3,
    name: 'Kavya Menon',
    email: 'kavya@aarohi.example',
    phone_number: '9847012345',
    batches: 2,
    documents: {
      skills: 'Prompt writing, Google Workspace, teaching adults who are new to smartphones',
      resume: { name: 'Kavya_Menon_CV.pdf', url: '/api/staff/tutors/3/files/resume' },
      experience_letter: {
        name: 'Experience letter.pdf',
        url: '/api/staff/tutors/3/files/experience_letter',
      },
      review_status: 'approved',
      review_note: null,
      updated_at: '2026-08-14T06:00:00.000Z',
    },
    created_at: '2026-08-02T04:40:00.000Z',
  },
  {
    tutor_id: 6,
    name: 'Farhana Qureshi',
    email: 'farhana.q@aarohi.example',
    phone_number: '9821034567',
    batches: 1,
    documents: {
      skills: 'Career coaching, LinkedIn and résumé writing with AI, Hindi and Urdu',
      resume: { name: 'Farhana Qureshi resume.pdf', url: '/api/staff/tutors/6/files/resume' },
      experience_letter: null,
      review_status: 'changes_requested',
      review_note:
        'Please add the experience letter from your last employer; the résumé alone is not enough.',
      updated_at: '2026-10-02T10:20:00.000Z',
    },
    created_at: '2026-09-18T11:00:00.000Z',
  },
  {
    tutor_id: 8,
    name: 'Sneha Kulkarni',
    email: 'sneha.kulkarni@aarohi.example',
    phone_number: '9765043210',
    batches: 0,
    documents: null,
    created_at: '2026-11-21T13:25:00.000Z',
  },
];

/** The tutor the "Tutors" stories open: documents waiting for a decision. */
export const REVIEWED_TUTOR = 7;

const envelope = <T>(data: T) => ({ success: true, data });

/** The API's search: name, e-mail or mobile, without case. */
const matches = (query: URLSearchParams, ...fields: string[]) => {
  const q = (query.get('q') ?? '').trim().toLowerCase();
  return !q || fields.some((f) => f.toLowerCase().includes(q));
};

export function staffPeopleHandlers(state: MockState) {
  return [
    read(
      '/api/staff/students',
      state,
      ({ query }) =>
        envelope(staffStudents.filter((s) => matches(query, s.fullname, s.email, s.phone_number))),
      () => envelope([]),
    ),
    read(
      '/api/staff/tutors',
      state,
      ({ query }) => envelope(staffTutors.filter((t) => matches(query, t.name, t.email, t.phone_number))),
      () => envelope([]),
    ),
  ];
}

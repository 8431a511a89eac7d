import type {
  PlacementsResponse,
  StaffBatch,
  StaffTicketDetail,
  StaffTicketSummary,
} from '@ai-women/contracts';

export const ticketSummaries: StaffTicketSummary[] = [
  {
    from: 'tutor',
    ticket_id: 12,
    subject: 'Projector in room 2',
    priority: 'High',
    status: 'Open',
    created_at: '2026-11-20T05:00:00.000Z',
    updated_at: '2026-11-20T05:00:00.000Z',
    requester: { id: 3, name: 'Kavya Menon', email: 'tutor@aarohi.example' },
    replies: 0,
  },
  {
    from: 'student',
    ticket_id: 4,
    subject: 'Certificate name',
    priority: 'Medium',
    status: 'In Progress',
    created_at: '2026-11-19T05:00:00.000Z',
    updated_at: '2026-11-19T08:00:00.000Z',
    requester: { id: 7, name: 'Priya Sharma', email: 'student@aarohi.example' },
    replies: 1,
  },
];

export const tutorTicket: StaffTicketDetail = {
  ...ticketSummaries[0]!,
  description: 'The projector flickers during the live demo.',
  thread: [],
  next_statuses: ['In Progress', 'Resolved'],
};

export const batch: StaffBatch = {
  batch_id: 5,
  batch_name: 'Batch 12 — Evening',
  course_title: 'AI for Everyday Life',
  tutor: { tutor_id: 3, name: 'Kavya Menon' },
  status: 'Active',
  timing: 'Mon-Sat 19:00-20:30',
  start_date: '2026-11-02',
  meeting_url: 'https://meet.example/aarohi-batch-12',
  course_id: 1,
  students: 2,
  seats_left: 28,
  next_statuses: ['Completed', 'Inactive'],
};

/** Two paid students waiting (one for two days: the alert), and open batches of two courses. */
export const placements: PlacementsResponse['data'] = {
  waiting: [
    {
      student_id: 41,
      fullname: 'Sunita Verma',
      email: 'waiting@aarohi.example',
      phone_number: '9876512345',
      course: { course_id: 2, title: 'AI for Your Career' },
      paid_at: '2026-11-24T04:30:00.000Z',
      waiting_minutes: 2 * 24 * 60 + 75,
    },
    {
      student_id: 42,
      fullname: 'Lakshmi Pillai',
      email: 'lakshmi@example.in',
      phone_number: '9876598765',
      course: { course_id: 1, title: 'AI for Everyday Life' },
      paid_at: '2026-11-26T02:00:00.000Z',
      waiting_minutes: 190,
    },
  ],
  open_batches: [
    {
      batch_id: 11,
      batch_name: 'Aarohi Career Evening Batch 4',
      course_id: 2,
      course_title: 'AI for Your Career',
      status: 'Inactive',
      timing: 'Mon-Sat 19:00-20:30',
      start_date: '2026-11-30',
      tutor: { tutor_id: 3, name: 'Kavya Menon' },
      seats_left: 30,
    },
    {
      batch_id: 12,
      batch_name: 'Aarohi Career Morning Batch 5',
      course_id: 2,
      course_title: 'AI for Your Career',
      status: 'Inactive',
      timing: 'Mon-Sat 10:00-11:30',
      start_date: '2026-12-07',
      tutor: null,
      seats_left: 0,
    },
    {
      batch_id: 5,
      batch_name: 'Batch 12 — Evening',
      course_id: 1,
      course_title: 'AI for Everyday Life',
      status: 'Active',
      timing: 'Mon-Sat 19:00-20:30',
      start_date: '2026-11-02',
      tutor: { tutor_id: 3, name: 'Kavya Menon' },
      seats_left: 28,
    },
  ],
  alert: {
    threshold_hours: 24,
    count: 1,
    oldest: {
      student_id: 41,
      fullname: 'Sunita Verma',
      paid_at: '2026-11-24T04:30:00.000Z',
      waiting_minutes: 2 * 24 * 60 + 75,
    },
  },
  capacity: 30,
};

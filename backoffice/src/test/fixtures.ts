import type { StaffBatch, StaffTicketDetail, StaffTicketSummary } from '@ai-women/contracts';

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
  students: 2,
  next_statuses: ['Completed', 'Inactive'],
};

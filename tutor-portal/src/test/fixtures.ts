// Realistic API answers and msw handlers for every portal read, so each screen test states only
// what it changes.
import { http, HttpResponse } from 'msw';
import type {
  Batch,
  BatchStats,
  SupportTicket,
  TicketStats,
  TutorNotification,
  TutorUploads,
} from '@ai-women/contracts';
import { demoTutor, TEST_API } from './render';

export const batches: Batch[] = [
  {
    batch_id: 11,
    batch_name: 'Morning Batch A',
    status: 'Active',
    no_of_people: 24,
    timing: '07:00 AM 08:30 AM',
    created_at: '2026-03-02T04:30:00.000Z',
    start_date: '2026-03-09',
    meeting_url: 'https://meet.example/batch-a',
  },
  {
    batch_id: 12,
    batch_name: 'Evening Batch B',
    status: 'Inactive',
    no_of_people: 18,
    timing: '06:30 PM 08:00 PM',
    created_at: '2026-03-05T04:30:00.000Z',
    start_date: null,
    meeting_url: null,
  },
  {
    batch_id: 13,
    batch_name: 'Weekend Batch C',
    status: 'Completed',
    no_of_people: 30,
    timing: '10:00 AM 11:30 AM',
    created_at: '2026-01-10T04:30:00.000Z',
    start_date: '2026-01-12',
    meeting_url: 'https://meet.example/batch-c',
  },
];
export const batchStats: BatchStats = {
  total_batches: 3,
  active_batches: 1,
  completed_batches: 1,
  total_students: 72,
  active_students: 24,
};
export const tickets: SupportTicket[] = [
  {
    support_id: 501,
    subject: 'Meeting link not opening',
    description: 'The link for Morning Batch A shows an error page.',
    status: 'Open',
    priority: 'High',
    created_at: '2026-03-10T05:00:00.000Z',
    updated_at: '2026-03-10T05:00:00.000Z',
    reply_message: null,
    replies: [],
  },
  {
    support_id: 502,
    subject: 'Payout date',
    description: 'When will the February payout be credited?',
    status: 'Resolved',
    priority: 'Low',
    created_at: '2026-02-28T05:00:00.000Z',
    updated_at: '2026-03-01T09:15:00.000Z',
    reply_message: 'Payouts are credited on the 5th of each month.',
    replies: [
      {
        author: 'Anjali Rao',
        message: 'Let me check with our accounts team and come back to you today.',
        created_at: '2026-02-28T09:00:00.000Z',
      },
      {
        author: 'Anjali Rao',
        message: 'Payouts are credited on the 5th of each month.',
        created_at: '2026-03-01T09:15:00.000Z',
      },
    ],
  },
];
export const ticketStats: TicketStats = { total_tickets: 2, open_tickets: 1 };
export const notifications: TutorNotification[] = [
  {
    id: 1,
    title: 'New batch assigned',
    message: 'Evening Batch B starts next Monday.',
    created_at: '2026-03-06T05:00:00.000Z',
  },
  {
    id: 2,
    title: 'Module 3 slides updated',
    message: 'Fresh examples for small shops.',
    created_at: '2026-03-04T05:00:00.000Z',
  },
  { id: 3, title: 'Holiday', message: 'No sessions on Holi.', created_at: '2026-03-02T05:00:00.000Z' },
  { id: 4, title: 'Welcome', message: 'Glad to have you with us.', created_at: '2026-01-15T05:00:00.000Z' },
];
export const uploads: TutorUploads = {
  id: 31,
  skills: 'Prompt writing, ChatGPT for small business',
  resume: '/api/tutor/uploads/7/files/resume',
  experience_letter: '/api/tutor/uploads/7/files/experience_letter',
  updated_at: '2026-03-01T05:00:00.000Z',
};

const id = demoTutor.tutor_id;
export const url = (path: string) => `${TEST_API}${path}`;
const ok = <T>(data: T) => HttpResponse.json({ success: true, data });

export const batchStudents = [
  { id: 31, name: 'Kavya Menon', email: 'kavya@example.com', phone_number: '9876512345' },
  { id: 32, name: 'Sana Qureshi', email: 'sana@example.com', phone_number: '9123456780' },
];

export const portalHandlers = [
  http.get(url('/api/tutor/batch-students/:batchId'), () =>
    HttpResponse.json({ success: true, own: true, data: batchStudents }),
  ),
  http.get(url(`/api/tutor/batches/${id}`), ({ request }) => {
    const status = new URL(request.url).searchParams.get('status');
    return ok(status ? batches.filter((b) => b.status.toLowerCase() === status) : batches);
  }),
  http.get(url(`/api/tutor/batches/${id}/stats`), () => ok(batchStats)),
  http.get(url(`/api/support-tickets/${id}`), () => ok(tickets)),
  http.get(url(`/api/support-tickets/${id}/stats`), () => ok(ticketStats)),
  http.get(url(`/api/tutor/notifications/${id}`), () => ok(notifications)),
  http.get(url(`/api/tutor/uploads/${id}`), () => ok(uploads)),
  http.get(url(`/api/tutor/profile/${id}`), () => ok(demoTutor)),
];

// The back office's contact inbox and audit log for the Pages stories, one handler set per state
// (loading never answers, error is the API down, empty and success are what the API would send).
import { delay, http, HttpResponse } from 'msw';
import type { AuditEntry, ContactMessageRow, StaffBatch } from '@ai-women/contracts/staff';
import { MOCK_API_PATH, SERVER_DOWN_MESSAGE, type MockState } from './api';

const at = (path: string) => `*${MOCK_API_PATH}${path}`;

export const contactMessages: ContactMessageRow[] = [
  {
    message_id: 41,
    name: 'Sunita Devi',
    email: 'sunita.devi@example.com',
    subject: 'Group booking for our self-help group',
    message:
      'Namaste! Twelve women from our self-help group in Nagpur would like to join one batch together. Is there a group fee, and can the classes be in the evening?',
    created_at: '2026-11-24T05:12:00.000Z',
    handled_at: null,
    handled_by: null,
    answers: [],
  },
  {
    message_id: 38,
    name: 'Farah Khan',
    email: 'farah.k@example.com',
    subject: 'Are the classes taught in Hindi?',
    message: 'I am more comfortable in Hindi. Does the AI for Everyday Life course have a Hindi batch?',
    created_at: '2026-11-22T10:40:00.000Z',
    handled_at: '2026-11-22T12:05:00.000Z',
    handled_by: 'Anita Rao',
    answers: [
      {
        answer_id: 9,
        message:
          'Hello Farah, yes: the evening batch starting on 1 December is taught in Hindi, with English slides. You can enrol from the course page.',
        answered_by: 'Anita Rao',
        answered_at: '2026-11-22T12:05:00.000Z',
      },
    ],
  },
];

export const auditEntries: AuditEntry[] = [
  {
    audit_id: 310,
    staff: { staff_id: 2, name: 'Anita Rao', email: 'support@aarohi.example' },
    tutor: null,
    action: 'contact.answer',
    entity: 'contact_message',
    entity_id: '38',
    before: { handled: false },
    after: { handled: true, answer_id: 9, characters: 131 },
    created_at: '2026-11-22T12:05:00.000Z',
  },
  {
    audit_id: 309,
    staff: { staff_id: 1, name: 'Meera Iyer', email: 'admin@aarohi.example' },
    tutor: null,
    action: 'coupon.create',
    entity: 'coupon',
    entity_id: 'DIWALI25',
    before: null,
    after: { code: 'DIWALI25', percent_off: 25 },
    created_at: '2026-11-21T08:30:00.000Z',
  },
  {
    audit_id: 305,
    staff: { staff_id: 2, name: 'Anita Rao', email: 'support@aarohi.example' },
    tutor: null,
    action: 'ticket.status',
    entity: 'student_ticket',
    entity_id: '17',
    before: { status: 'Open' },
    after: { status: 'Resolved' },
    created_at: '2026-11-20T14:02:00.000Z',
  },
];

export const staffBatches: StaffBatch[] = [
  {
    batch_id: 14,
    batch_name: 'AI Evening Batch 14',
    course_title: 'AI for Everyday Life',
    tutor: { tutor_id: 3, name: 'Kavya Menon' },
    status: 'Active',
    timing: 'Mon, Wed, Fri · 7:00 PM',
    start_date: '2026-11-02',
    meeting_url: 'https://meet.example/aarohi-batch-14',
    course_id: 1,
    students: 18,
    seats_left: 12,
    next_statuses: ['Completed'],
  },
  {
    batch_id: 15,
    batch_name: 'AI Hindi Batch 15',
    course_title: 'AI for Everyday Life',
    tutor: null,
    status: 'Inactive',
    timing: 'Tue, Thu · 6:30 PM',
    start_date: '2026-12-01',
    meeting_url: null,
    course_id: 1,
    students: 6,
    seats_left: 24,
    next_statuses: ['Active'],
  },
];

function read(path: string, state: MockState, body: (query: URLSearchParams) => unknown) {
  return http.get(at(path), async ({ request }) => {
    if (state === 'loading') {
      await delay('infinite');
      return HttpResponse.json({});
    }
    if (state === 'error')
      return HttpResponse.json({ success: false, message: SERVER_DOWN_MESSAGE }, { status: 500 });
    return HttpResponse.json({ success: true, data: state === 'empty' ? [] : body(new URL(request.url).searchParams) });
  });
}

export function staffInboxHandlers(state: MockState) {
  return [
    // The inbox's views, as the API filters them: to handle (the default), handled, all.
    read('/api/staff/contact-messages', state, (q) => {
      const view = q.get('handled') ?? 'no';
      return contactMessages.filter((m) => view === 'all' || (view === 'yes') === Boolean(m.handled_at));
    }),
    read('/api/staff/audit', state, () => auditEntries),
    read('/api/staff/batches', state, () => staffBatches),
  ];
}

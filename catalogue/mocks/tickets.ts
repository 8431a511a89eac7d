// The back office's ticket inbox for the Pages stories, one handler set per state (loading never
// answers, error is the API down, empty and success are what the API would send). A ticket opened
// from the list (?ticket=student-21) is answered in full, with its thread.
import { delay, http, HttpResponse } from 'msw';
import type { StaffTicketDetail, StaffTicketSummary } from '@ai-women/contracts/staff';
import { MOCK_API_PATH, SERVER_DOWN_MESSAGE, type MockState } from './api';

const at = (path: string) => `*${MOCK_API_PATH}${path}`;

/** Newest activity first, as the API sorts them. */
export const staffTickets: StaffTicketSummary[] = [
  {
    from: 'student',
    ticket_id: 21,
    subject: 'Charged twice for the AI for Your Career course',
    priority: 'High',
    status: 'In Progress',
    created_at: '2026-11-22T04:10:00.000Z',
    updated_at: '2026-11-22T09:45:00.000Z',
    requester: { id: 31, name: 'Lakshmi Narayanan', email: 'lakshmi.n@example.com' },
    replies: 2,
  },
  {
    from: 'tutor',
    ticket_id: 12,
    subject: 'Meeting link for Evening Batch 14 stops at 60 minutes',
    priority: 'Critical',
    status: 'Open',
    created_at: '2026-11-22T03:20:00.000Z',
    updated_at: '2026-11-22T03:20:00.000Z',
    requester: { id: 3, name: 'Kavya Menon', email: 'kavya@aarohi.example' },
    replies: 0,
  },
  {
    from: 'student',
    ticket_id: 19,
    subject: 'मेरा प्रमाणपत्र अभी तक नहीं आया',
    priority: 'Medium',
    status: 'Open',
    created_at: '2026-11-21T07:55:00.000Z',
    updated_at: '2026-11-21T07:55:00.000Z',
    requester: { id: 27, name: 'सुनीता यादव', email: 'sunita.yadav@example.com' },
    replies: 0,
  },
  {
    from: 'student',
    ticket_id: 17,
    subject: 'Cannot hear the tutor on my phone',
    priority: 'Low',
    status: 'Resolved',
    created_at: '2026-11-19T15:30:00.000Z',
    updated_at: '2026-11-20T14:02:00.000Z',
    requester: { id: 22, name: 'Rukhsana Begum', email: 'rukhsana.b@example.com' },
    replies: 1,
  },
];

export const openTicket: StaffTicketDetail = {
  ...staffTickets[0]!,
  description:
    'I paid ₹1,999 on 21 November and my bank SMS shows two debits of the same amount, 3 minutes apart (UPI ref 4312 8876 1190 and 4312 8876 2045). Please refund the second one.',
  thread: [
    {
      reply_id: 44,
      author: 'Anita Rao',
      message:
        'Thank you, Lakshmi. I can see one paid order on our side and a second payment that never reached an order. I have asked the payment provider to refund it; it takes 5 to 7 working days.',
      created_at: '2026-11-22T06:30:00.000Z',
    },
    {
      reply_id: 45,
      author: 'Lakshmi Narayanan',
      message: 'Thank you for the quick reply. I will tell you when it reaches my account.',
      created_at: '2026-11-22T09:45:00.000Z',
    },
  ],
  next_statuses: ['Resolved', 'Closed'],
};

function answer<T>(state: MockState, body: () => T) {
  return async () => {
    if (state === 'loading') {
      await delay('infinite');
      return HttpResponse.json({});
    }
    if (state === 'error')
      return HttpResponse.json({ success: false, message: SERVER_DOWN_MESSAGE }, { status: 500 });
    return HttpResponse.json({ success: true, data: body() });
  };
}

export function staffTicketHandlers(state: MockState) {
  return [
    http.get(at('/api/staff/tickets/:from/:ticketId'), answer(state, () => openTicket)),
    http.get(at('/api/staff/tickets'), answer(state, () => (state === 'empty' ? [] : staffTickets))),
  ];
}

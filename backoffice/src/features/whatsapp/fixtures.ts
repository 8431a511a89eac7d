// The WhatsApp screens' data as the API answers it, for their tests and their catalogue stories: an
// evening batch's reminders for sessions 8 and 9, one refused number whose reminder went by mail
// instead, a message still retrying, one not sent after her STOP, and the STOP's own confirmation.
import type { StaffWhatsAppMessage, StaffWhatsAppReachResponse } from '@ai-women/contracts';

const batch = { batch_id: 12, batch_name: 'Aarohi Evening Batch 12' };
const session9 = {
  session_id: 409,
  session_no: 9,
  topic: 'Prompts that get good answers',
  starts_at: '2031-03-12T13:30:00.000Z',
};
const session8 = {
  session_id: 408,
  session_no: 8,
  topic: 'Asking AI to write in Hindi',
  starts_at: '2031-03-11T13:30:00.000Z',
};

const base = {
  language: 'en',
  batch,
  sent_at: null,
  status_at: null,
  attempts: 1,
  error: null,
  skipped_reason: null,
  fallback: null,
} satisfies Partial<StaffWhatsAppMessage>;

export const whatsappMessages: StaffWhatsAppMessage[] = [
  {
    ...base,
    id: 319,
    student: { student_id: 127, name: 'Rukhsar Ahmed' },
    phone_masked: '+91 70••• ••583',
    template: 'class_in_one_hour',
    event: { ...session9, kind: 'hour_before' },
    status: 'failed',
    queued_at: '2031-03-12T12:30:00.000Z',
    status_at: '2031-03-12T12:30:05.000Z',
    error: 'WhatsApp 400 (code 131026): Message undeliverable',
    history: [
      { step: 'queued', at: '2031-03-12T12:30:00.000Z' },
      { step: 'failed', at: '2031-03-12T12:30:05.000Z' },
      { step: 'mail_queued', at: '2031-03-12T12:30:05.000Z' },
      { step: 'mail_sent', at: '2031-03-12T12:30:09.000Z' },
    ],
    fallback: {
      queued_at: '2031-03-12T12:30:05.000Z',
      mail_status: 'sent',
      mail_sent_at: '2031-03-12T12:30:09.000Z',
      mail_was_her_choice: false,
    },
  },
  {
    ...base,
    id: 318,
    student: { student_id: 131, name: 'Nandini Reddy' },
    phone_masked: '+91 99••• ••407',
    template: 'class_in_one_hour',
    event: { ...session9, kind: 'hour_before' },
    status: 'pending',
    queued_at: '2031-03-12T12:30:00.000Z',
    attempts: 2,
    error: 'WhatsApp 503: Service unavailable',
    history: [{ step: 'queued', at: '2031-03-12T12:30:00.000Z' }],
  },
  {
    ...base,
    id: 317,
    student: { student_id: 124, name: 'Lakshmi Narayanan' },
    phone_masked: '+91 98••• ••210',
    template: 'class_in_one_hour',
    event: { ...session9, kind: 'hour_before' },
    status: 'read',
    queued_at: '2031-03-12T12:30:00.000Z',
    sent_at: '2031-03-12T12:30:04.000Z',
    status_at: '2031-03-12T12:41:00.000Z',
    history: [
      { step: 'queued', at: '2031-03-12T12:30:00.000Z' },
      { step: 'sent', at: '2031-03-12T12:30:04.000Z' },
      { step: 'read', at: '2031-03-12T12:41:00.000Z' },
    ],
  },
  {
    ...base,
    id: 312,
    student: { student_id: 125, name: 'Meenakshi Iyer' },
    phone_masked: '+91 94••• ••168',
    template: 'class_tomorrow',
    language: 'hi',
    event: { ...session9, kind: 'evening_before' },
    status: 'delivered',
    queued_at: '2031-03-11T12:30:00.000Z',
    sent_at: '2031-03-11T12:30:03.000Z',
    status_at: '2031-03-11T12:30:40.000Z',
    history: [
      { step: 'queued', at: '2031-03-11T12:30:00.000Z' },
      { step: 'sent', at: '2031-03-11T12:30:03.000Z' },
      { step: 'delivered', at: '2031-03-11T12:30:40.000Z' },
    ],
  },
  {
    ...base,
    id: 311,
    student: { student_id: 129, name: 'Shalini Verma' },
    phone_masked: '+91 81••• ••952',
    template: 'class_tomorrow',
    event: { ...session9, kind: 'evening_before' },
    status: 'skipped',
    queued_at: '2031-03-11T12:30:00.000Z',
    skipped_reason: 'she turned WhatsApp messages off',
    history: [
      { step: 'queued', at: '2031-03-11T12:30:00.000Z' },
      { step: 'skipped', at: null },
    ],
  },
  {
    ...base,
    id: 310,
    student: { student_id: 129, name: 'Shalini Verma' },
    phone_masked: '+91 81••• ••952',
    template: 'whatsapp_stopped',
    batch: null,
    event: null,
    status: 'sent',
    queued_at: '2031-03-11T11:05:00.000Z',
    sent_at: '2031-03-11T11:05:02.000Z',
    status_at: '2031-03-11T11:05:02.000Z',
    history: [
      { step: 'queued', at: '2031-03-11T11:05:00.000Z' },
      { step: 'sent', at: '2031-03-11T11:05:02.000Z' },
    ],
  },
];

export const whatsappPage = {
  messages: whatsappMessages,
  page: 1,
  per_page: 25,
  total: whatsappMessages.length,
};

const event = (
  session: typeof session9,
  kind: 'evening_before' | 'hour_before',
  [whatsapp_only, mail_only, mail_after_whatsapp_failed, both, none, waiting]: number[],
  moved = false,
) => ({
  ...session,
  kind,
  moved,
  students: whatsapp_only! + mail_only! + mail_after_whatsapp_failed! + both! + none! + waiting!,
  whatsapp_only: whatsapp_only!,
  mail_only: mail_only!,
  mail_after_whatsapp_failed: mail_after_whatsapp_failed!,
  both: both!,
  none: none!,
  waiting: waiting!,
});

export const whatsappReach: StaffWhatsAppReachResponse['data'] = {
  batch,
  consents: { students: 24, opted_in: 17, opted_out: 3, never_asked: 4 },
  events: [
    event(session9, 'hour_before', [9, 4, 1, 6, 0, 1]),
    event(session9, 'evening_before', [9, 4, 2, 5, 1, 0]),
    event(session8, 'hour_before', [10, 4, 0, 6, 1, 0]),
    event(session8, 'evening_before', [10, 4, 1, 5, 1, 0]),
    // Queued for the class's first date; it was moved the next morning, so none of these went.
    event(
      { ...session8, starts_at: '2031-03-10T13:30:00.000Z' },
      'evening_before',
      [0, 0, 0, 0, 21, 0],
      true,
    ),
  ],
};

export const emptyReach: StaffWhatsAppReachResponse['data'] = {
  batch,
  consents: { students: 0, opted_in: 0, opted_out: 0, never_asked: 0 },
  events: [],
};

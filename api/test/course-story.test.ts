/**
 * Every mail the API sends, in English and in Hindi, tells the course as the contracts do: 90-minute
 * classes, Join from JOIN_OPENS_BEFORE_MINUTES before, the curriculum's module count, the course's
 * price (or, on a receipt, what she paid). Rendered straight from the templates, without a database.
 */
import { LIST_PRICE_RUPEES } from '@ai-women/contracts';
import { courseStoryContradictions } from '@ai-women/contracts/courses';
import type { MailKind, MailPayloads } from '../src/mail/outbox';
import { renderMail } from '../src/mail/templates';

const NAME = 'Priya Sharma';
const TIMING = 'Mon-Sat 19:00-20:30';
const PAID = 199920;

const samples = (language: 'en' | 'hi'): { [K in MailKind]: MailPayloads[K] } => ({
  'welcome-student': { name: NAME, courseTitle: 'AI for Everyday Life', language },
  'welcome-tutor': { name: 'Meera Iyer' },
  'payment-receipt': {
    name: NAME,
    transactionId: 'pay_TEST123',
    amount: PAID,
    currency: 'INR',
    paidAt: '2026-11-22T20:15:00.000Z',
    courseTitle: 'AI for Everyday Life',
    batchName: 'Evening Batch 4',
    batchTiming: TIMING,
    firstClassDate: '2026-12-01',
    language,
    batchId: 1,
  },
  'password-reset': {
    name: NAME,
    role: 'student',
    link: 'https://aarohi.example/reset?token=abc',
    validMinutes: 30,
    language,
  },
  'email-change': {
    name: NAME,
    newEmail: 'new@example.in',
    link: 'https://aarohi.example/confirm?token=abc',
    validMinutes: 30,
  },
  'email-changed': {
    name: NAME,
    oldEmail: 'old@example.in',
    newEmail: 'new@example.in',
    changedAt: '2026-11-22T10:00:00.000Z',
  },
  'ticket-reply': {
    name: NAME,
    audience: 'student',
    ticketId: 7,
    subject: 'Certificate',
    reply: 'Done.',
    status: 'Resolved',
  },
  'contact-copy': {
    name: NAME,
    email: 'priya@example.in',
    subject: 'Fees',
    message: 'Fees?',
    receivedAt: '2026-11-22T10:00:00.000Z',
  },
  'contact-ack': { name: NAME, subject: 'Fees', message: 'Fees?' },
  'contact-answer': {
    name: NAME,
    subject: 'Fees',
    message: 'Fees?',
    receivedAt: '2026-11-22T10:00:00.000Z',
    answer: 'The course costs the same for everyone.',
  },
  'batch-placement': {
    name: NAME,
    batchName: 'Evening Batch 4',
    courseTitle: 'AI for Everyday Life',
    timing: TIMING,
    startDate: '2026-12-01',
    hasMeetingLink: true,
    moved: false,
    batchId: 1,
  },
  'certificate-ready': {
    name: NAME,
    certificateNo: 'AAR-0000-0000-0000-0000',
    courseTitle: 'AI for Everyday Life',
    batchName: 'Evening Batch 4',
    startDate: '2026-12-01',
    endDate: '2026-12-27',
    tutorName: 'Meera Iyer',
    issuedAt: '2026-12-28T06:00:00.000Z',
    language,
  },
  'session-moved': {
    name: NAME,
    batchName: 'Evening Batch 4',
    batchId: 1,
    sessionId: 1,
    sessionNo: 3,
    topic: 'See, speak and translate',
    fromStart: '2026-12-03T13:30:00.000Z',
    toStart: '2026-12-04T13:30:00.000Z',
    toEnd: '2026-12-04T15:00:00.000Z',
    reason: 'Tutor unwell',
    language,
  },
  'session-reminder': {
    name: NAME,
    studentId: 1,
    sessionId: 12,
    sessionNo: 7,
    topic: 'Learn anything with an AI tutor',
    batchName: 'Evening Batch 4',
    startsAt: '2026-12-04T13:30:00.000Z',
    day: 'Friday, 4 December',
    time: '7:00 pm',
    tomorrow: true,
    joinUrl: 'https://aarohi.example/api/sessions/12/join',
    pageUrl: 'https://aarohi.example/sessions/12',
    language,
  },
  'refund-issued': {
    name: NAME,
    amount: PAID,
    currency: 'INR',
    full: false,
    transactionId: 'pay_TEST123',
    creditNoteId: null,
    creditNoteNumber: 'AARCN/26-27/0001',
    language,
  },
  'attendance-at-risk': {
    name: NAME,
    studentId: 1,
    batchName: 'Evening Batch 4',
    sessions: [
      {
        sessionNo: 8,
        topic: 'Letters and forms with AI',
        date: '2026-12-09',
        lastDay: '2026-12-16',
        pageUrl: 'https://aarohi.example/sessions/8',
        catchUpUrl: 'https://aarohi.example/sessions/8/catch-up',
        recordingUrl: 'https://aarohi.example/api/api/sessions/20/recording',
      },
      {
        sessionNo: 9,
        topic: 'Your family budget in a spreadsheet',
        date: '2026-12-10',
        lastDay: '2026-12-17',
        pageUrl: 'https://aarohi.example/sessions/9',
        catchUpUrl: 'https://aarohi.example/sessions/9/catch-up',
        recordingUrl: null,
      },
    ],
    language,
  },
  'refund-declined': { name: NAME, reason: 'The first week of your batch has ended.', language },
});

const links = {
  site: 'https://aarohi.example',
  tutorPortal: 'https://aarohi.example',
  contactEmail: 'helpdesk@aarohi.example',
};

describe('one story of the course in every mail', () => {
  for (const language of ['en', 'hi'] as const) {
    const all = samples(language);
    it.each(Object.keys(all) as MailKind[])(`%s (${language}) agrees with the course facts`, (kind) => {
      const mail = renderMail(kind, all[kind] as never, links);
      const text = `${mail.subject}\n${mail.text}`;
      expect(courseStoryContradictions(text, [PAID / 100, LIST_PRICE_RUPEES])).toEqual([]);
    });
  }

  it('the check fails on the old words', () => {
    expect(
      courseStoryContradictions('Join from your dashboard with the Join button, 5 minutes early.'),
    ).toEqual(['5 minutes early']);
  });
});

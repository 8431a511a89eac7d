// The tutor's practice for the Pages stories (/tutorbatches/:batchId/practice), on Aarohi Evening
// Batch 12 (the students of ./data's batchProgress, taught by Meera Iyer): three answers wait —
// Fatima's for Session 5 with a PDF of the SMS she checked, Lakshmi's second for Session 4 with a
// photo of her plan (her first was sent back with Try again), Asha's for Session 3 — and five were
// reviewed. The tasks are the course's own ("AI for Everyday Life"), Session 4 reworded for this batch.
import { http, HttpResponse } from 'msw';
import { PRACTICE_MESSAGES } from '@ai-women/contracts';
import type { PracticeQueueData, PracticeQueueEntry } from '@ai-women/contracts/schemas';
import { PRACTICE_BANK } from '@ai-women/contracts/practice-tasks';
import { at, read, type MockState } from './api';
import * as d from './data';

export const PRACTICE_QUEUE_PATH = '/api/tutor/batches/:batchId/practice';
export const PRACTICE_TASKS_PATH = '/api/tutor/batches/:batchId/practice-tasks';

const TUTOR = d.tutor.name;
const held = d.batchSessions.data.sessions.filter((s) => s.held);
const topicOf = (no: number) => held.find((s) => s.session_no === no)!.topic;

/**
 * Her photos as the stories draw them (no file behind them): a printed weekly plan stuck on a
 * fridge, and a medicine strip with its label. Drawn shapes only, so no font changes the picture.
 */
const svg = (body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">${body}</svg>`,
  )}`;
const planPhoto = svg(
  '<rect width="320" height="240" fill="#dfe7e2"/>' +
    '<rect x="52" y="14" width="216" height="212" rx="4" fill="#fffdf6" transform="rotate(-3 160 120)"/>' +
    '<g transform="rotate(-3 160 120)" stroke="#9bb7d4" stroke-width="1">' +
    [62, 92, 122, 152, 182].map((y) => `<line x1="64" y1="${y}" x2="256" y2="${y}"/>`).join('') +
    '<line x1="112" y1="40" x2="112" y2="212" stroke="#e29a9a"/></g>' +
    '<g transform="rotate(-3 160 120)" fill="none" stroke="#2f3e63" stroke-width="2.4" stroke-linecap="round">' +
    [50, 80, 110, 140, 170, 200]
      .map(
        (y, i) =>
          `<path d="M70 ${y}q6-7 12 0t12 0"/><path d="M120 ${y}q8-8 16 0t16 0t16 0${i % 2 ? '' : 't16 0t16 0'}"/>`,
      )
      .join('') +
    '</g><circle cx="160" cy="20" r="9" fill="#c2410c"/>',
);
const stripPhoto = svg(
  '<rect width="320" height="240" fill="#efe9f5"/>' +
    '<rect x="30" y="46" width="260" height="148" rx="18" fill="#d9dde3" stroke="#9aa3ad" stroke-width="2"/>' +
    [0, 1, 2, 3, 4]
      .map((i) => `<ellipse cx="${66 + i * 47}" cy="92" rx="16" ry="22" fill="#f7f8fa" stroke="#8b95a1"/>`)
      .join('') +
    '<rect x="48" y="134" width="224" height="44" rx="6" fill="#ffffff"/>' +
    '<g stroke="#3b4a6b" stroke-width="3" stroke-linecap="round">' +
    '<line x1="60" y1="148" x2="170" y2="148"/><line x1="60" y1="164" x2="240" y2="164"/></g>' +
    '<rect x="196" y="140" width="60" height="12" rx="3" fill="#0f766e"/>',
);

interface Sent {
  id: number;
  student: 'asha' | 'lakshmi' | 'fatima';
  session: number;
  version?: number;
  at: string;
  text: string;
  attachment?: PracticeQueueEntry['attachment'];
  review?: { outcome: 'done' | 'try_again'; comment: string; at: string };
  latest?: boolean;
}

const STUDENTS = {
  asha: { student_id: 3, student_name: 'Asha Rao' },
  lakshmi: { student_id: 4, student_name: 'Lakshmi Nair' },
  fatima: { student_id: 5, student_name: 'Fatima Sheikh' },
} as const;

const entry = (s: Sent): PracticeQueueEntry => ({
  id: s.id,
  version: s.version ?? 1,
  text: s.text,
  attachment: s.attachment ?? null,
  submitted_at: s.at,
  status: s.review?.outcome ?? 'submitted',
  review: s.review
    ? { outcome: s.review.outcome, comment: s.review.comment, tutor_name: TUTOR, reviewed_at: s.review.at }
    : null,
  ...STUDENTS[s.student],
  session_id: 200 + s.session,
  session_no: s.session,
  topic: topicOf(s.session),
  latest: s.latest ?? true,
});

/** Every answer of the batch, newest first (as the API lists them). */
export const practiceAnswers: PracticeQueueEntry[] = [
  entry({
    id: 9307,
    student: 'fatima',
    session: 5,
    at: '2026-11-21T16:20:00.000Z',
    text:
      'SMS: “Dear customer, your SBI account will be blocked today. Update KYC at sbi-kyc-update.in”\n' +
      'What gave it away: the link is not sbi.co.in, and “today” is there to scare you. Gemini said banks do not send KYC links by SMS, and the SBI website’s page on fraud says the same.\n' +
      'For our family group: “Don’t click this link. If the bank needs KYC, go to the branch or use the YONO app.”\n' +
      'The PDF has my screenshot with the number hidden.',
    attachment: {
      name: 'kyc-sms-check.pdf',
      kind: 'pdf',
      size: 319_488,
      url: '/mock-api/api/practice/9307/attachment',
    },
  }),
  entry({
    id: 9306,
    student: 'lakshmi',
    session: 4,
    version: 2,
    at: '2026-11-21T04:45:00.000Z',
    text:
      'I gave both the same prompt: “You are my planner. I work 10 to 6 on weekdays. Make a table by day, most urgent first.”\n' +
      'Gemini’s plan was better: it put the bank KYC on Monday because the last date is Tuesday, and the gas booking the same day because both are phone calls.\n' +
      'ChatGPT put the shopping for the guests on Friday night, but I will be tired then, so I moved it to Saturday morning.\n' +
      'Photo: the plan I printed and stuck on the fridge.',
    attachment: { name: 'weekly-plan-fridge.jpg', kind: 'jpeg', size: 1_677_722, url: planPhoto },
  }),
  entry({
    id: 9305,
    student: 'asha',
    session: 3,
    at: '2026-11-19T14:05:00.000Z',
    text:
      'I pointed Google Lens at the Tamil label of the coconut oil my neighbour brought from Madurai. It says: “Cold-pressed, for cooking and hair, best before 9 months from packing.”\n' +
      'With the mic I asked: “Is this oil safe on a two-year-old’s skin?” It said usually yes, but to try a little on her arm first.\n' +
      'I will still ask our paediatrician before using it on my daughter.',
  }),
  entry({
    id: 9304,
    student: 'fatima',
    session: 3,
    at: '2026-11-19T03:30:00.000Z',
    text:
      'दवाई की पट्टी अंग्रेज़ी में थी। Google Lens से हिन्दी में पढ़ा: “खाने के बाद, दिन में दो बार, पाँच दिन।”\n' +
      'माइक से पूछा: “क्या इसे खाली पेट ले सकते हैं?” जवाब मिला कि नहीं, खाने के बाद ही लें।\n' +
      'खुराक के बारे में मैं केमिस्ट से फिर भी पूछूँगी।',
    attachment: { name: 'dawai-ki-patti.png', kind: 'png', size: 846_848, url: stripPhoto },
    review: {
      outcome: 'done',
      comment: 'बहुत बढ़िया, फ़ातिमा! आपने फ़ोटो से नाम और पता काट दिया — यही सही तरीका है।',
      at: '2026-11-19T12:10:00.000Z',
    },
  }),
  entry({
    id: 9303,
    student: 'lakshmi',
    session: 4,
    at: '2026-11-19T17:05:00.000Z',
    latest: false,
    text: 'electricity bill, Meenu’s school form, BP check-up for amma, guests on Saturday, gas cylinder booking, bank KYC',
    review: {
      outcome: 'try_again',
      comment:
        'Good start, Lakshmi: everything on your mind is there. Now give the same list to ChatGPT and Gemini with your working hours and the format, for example “a table by day, most urgent first”. Send me the plan you chose and one line on why.',
      at: '2026-11-20T06:30:00.000Z',
    },
  }),
  entry({
    id: 9302,
    student: 'asha',
    session: 2,
    at: '2026-11-18T15:50:00.000Z',
    text:
      'Summary: 1) The water tanks will be cleaned on Saturday, 10 am to 2 pm. 2) No water in that time, so store some on Friday night. 3) Each flat pays ₹150 with the December maintenance.\n' +
      'My reply: Thank you for the notice. We will store water on Friday. Could the committee share the cleaning agency’s bill with the maintenance statement?\n' +
      'What I changed: Gemini began with “I hope this email finds you well”, which is too long for our society group, so I cut it.',
    review: {
      outcome: 'done',
      comment: 'A clear summary and a short, polite reply. Taking out the flat numbers was right too.',
      at: '2026-11-19T04:00:00.000Z',
    },
  }),
  entry({
    id: 9301,
    student: 'lakshmi',
    session: 1,
    at: '2026-11-17T13:20:00.000Z',
    text:
      'Plan for four people, ₹1,480: idli-sambar, lemon rice, curd rice, vegetable upma, dosa with chutney, avial with rice, and rava kesari on Sunday.\n' +
      'What I changed: it wanted 2 kg of tomatoes, but they are ₹80 a kilo this week, so I asked for tamarind in the sambar instead.',
    review: {
      outcome: 'done',
      comment: 'Good thinking on the tomato price. Done, Lakshmi!',
      at: '2026-11-18T03:45:00.000Z',
    },
  }),
  entry({
    id: 9300,
    student: 'asha',
    session: 1,
    at: '2026-11-16T16:40:00.000Z',
    text:
      'Mon: rajma chawal\nTue: aloo methi with roti\nWed: moong dal khichdi\nThu: chole and rice\nFri: vegetable pulao and raita\nSat: besan chilla\nSun: paneer bhurji\n' +
      'Its total: ₹1,430. What I changed: it put mushrooms in twice and my son won’t eat them, so I asked for chole instead. It also forgot our daily milk, which I keep outside the plan.',
    review: {
      outcome: 'done',
      comment:
        'Lovely, Asha. You checked the total and fixed what did not suit your family: exactly the habit we want.',
      at: '2026-11-17T05:15:00.000Z',
    },
  }),
];

/** GET …/practice as the API answers it: filtered by `session_no` and `status`, the count unfiltered. */
export function practiceQueue(
  query: URLSearchParams,
  answers: PracticeQueueEntry[] = practiceAnswers,
): PracticeQueueData {
  const session = Number(query.get('session_no')) || null;
  const status = query.get('status');
  return {
    batch_id: 12,
    batch_name: d.batchSessions.data.batch_name,
    waiting: answers.filter((a) => a.status === 'submitted').length,
    sessions: held.map((s) => ({ session_no: s.session_no, topic: s.topic })),
    items: answers.filter((a) => (!session || a.session_no === session) && (!status || a.status === status)),
  };
}

/** The batch's 25 tasks: the course's, with Session 4 in this batch's words (its students work days). */
export const practiceTasks = PRACTICE_BANK.everyday.map((t) =>
  t.session === 4
    ? {
        session_no: 4,
        title: { en: 'Your working week, planned by day', hi: 'कामकाजी हफ़्ते की योजना, दिन के हिसाब से' },
        task: {
          en: 'Write down everything you must fit around your office hours this week: bills, school forms, a doctor’s visit, guests. Give the same list to ChatGPT and Gemini with your working hours and the format “a table by day, most urgent first”. Paste the plan you chose and one line on why; a photo of your printed plan is welcome.',
          hi: 'इस हफ़्ते दफ़्तर के समय के अलावा जो भी काम निपटाने हैं, लिख लें: बिल, स्कूल के फ़ॉर्म, डॉक्टर के पास जाना, मेहमान। यही सूची ChatGPT और Gemini दोनों को दें, साथ में अपने काम के घंटे और यह रूप बताएँ: “दिन के हिसाब से तालिका, सबसे ज़रूरी काम पहले”। जो योजना चुनी, उसे यहाँ पेस्ट करें और एक पंक्ति में बताएँ कि क्यों; छपी योजना की फ़ोटो भी भेज सकती हैं।',
        },
        edited: true,
      }
    : { session_no: t.session, title: t.title, task: t.task, edited: false },
);

/**
 * The Practice page's reads and writes: the queue in `queue`'s state (empty: nothing sent yet) and
 * the tasks in `tasks`' (empty: the course's own tasks, none reworded). A review and a task change
 * succeed, so the page can be tried in the catalogue.
 */
export function tutorPracticeHandlers(queue: MockState, tasks: MockState = 'success') {
  return [
    read(
      PRACTICE_QUEUE_PATH,
      queue,
      ({ query }) => ({ success: true, data: practiceQueue(query) }),
      ({ query }) => ({ success: true, data: practiceQueue(query, []) }),
    ),
    read(
      PRACTICE_TASKS_PATH,
      tasks,
      () => ({ success: true, data: { batch_id: 12, tasks: practiceTasks } }),
      () => ({
        success: true,
        data: { batch_id: 12, tasks: practiceTasks.map((t) => ({ ...t, edited: false })) },
      }),
    ),
    http.post(at('/api/tutor/practice/:submissionId/review'), async ({ params, request }) => {
      const body = (await request.json()) as { outcome: 'done' | 'try_again'; comment: string };
      const answer = practiceAnswers.find((a) => a.id === Number(params.submissionId)) ?? practiceAnswers[0]!;
      return HttpResponse.json({
        success: true,
        message: PRACTICE_MESSAGES.reviewed,
        data: {
          ...answer,
          status: body.outcome,
          review: {
            outcome: body.outcome,
            comment: body.comment,
            tutor_name: TUTOR,
            reviewed_at: '2026-11-22T05:00:00.000Z',
          },
        },
      });
    }),
    http.put(at(`${PRACTICE_TASKS_PATH}/:sessionNo`), async ({ params, request }) => {
      const body = (await request.json()) as {
        title_en: string;
        title_hi: string;
        task_en: string;
        task_hi: string;
      };
      return HttpResponse.json({
        success: true,
        message: PRACTICE_MESSAGES.taskSaved,
        data: {
          session_no: Number(params.sessionNo),
          title: { en: body.title_en, hi: body.title_hi },
          task: { en: body.task_en, hi: body.task_hi },
          edited: true,
        },
      });
    }),
    http.delete(at(`${PRACTICE_TASKS_PATH}/:sessionNo`), ({ params }) => {
      const course = PRACTICE_BANK.everyday.find((t) => t.session === Number(params.sessionNo));
      if (!course)
        return HttpResponse.json(
          { success: false, message: PRACTICE_MESSAGES.noSuchSession },
          { status: 404 },
        );
      return HttpResponse.json({
        success: true,
        message: PRACTICE_MESSAGES.taskRestored,
        data: { session_no: course.session, title: course.title, task: course.task, edited: false },
      });
    }),
  ];
}

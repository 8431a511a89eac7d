// The API's answers for the Practice screen's tests: Aarohi Evening Batch 12's review queue (two
// answers waiting: Lakshmi's second, with a photo, after a Try again; Asha's first, with a PDF) and
// its practice tasks, as GET /api/tutor/batches/12/practice and /practice-tasks send them.
import type { PracticeQueueData, PracticeQueueEntry } from '../../lib/practiceQueue';
import { TEST_API } from '../../test/render';

const attachmentUrl = (id: number) => `${TEST_API}/api/practice/${id}/attachment`;

const answer = (
  overrides: Partial<PracticeQueueEntry> & Pick<PracticeQueueEntry, 'id'>,
): PracticeQueueEntry => ({
  version: 1,
  text: '',
  attachment: null,
  submitted_at: '2026-11-20T14:30:00.000Z',
  status: 'submitted',
  review: null,
  student_id: 3,
  student_name: 'Asha Rao',
  session_id: 203,
  session_no: 3,
  topic: 'Reading the world with your phone camera',
  latest: true,
  ...overrides,
});

export const lakshmiSecond = answer({
  id: 54,
  version: 2,
  student_id: 4,
  student_name: 'Lakshmi Nair',
  session_id: 204,
  session_no: 4,
  topic: 'Planning your week with AI',
  submitted_at: '2026-11-21T15:40:00.000Z',
  text: 'Monday: pay the electricity bill, fill Meenu’s school form\nTuesday: doctor at 11 am\nWednesday: guests arrive, buy vegetables',
  attachment: { name: 'weekly-plan.jpg', kind: 'jpeg', size: 1_887_436, url: attachmentUrl(54) },
});
export const lakshmiFirst = answer({
  id: 51,
  version: 1,
  student_id: 4,
  student_name: 'Lakshmi Nair',
  session_id: 204,
  session_no: 4,
  topic: 'Planning your week with AI',
  submitted_at: '2026-11-19T17:05:00.000Z',
  status: 'try_again',
  latest: false,
  text: 'Bills, school form, doctor, guests.',
  review: {
    outcome: 'try_again',
    comment: 'Good start. Ask again for a table by day, most urgent first.',
    tutor_name: 'Meera Iyer',
    reviewed_at: '2026-11-20T06:30:00.000Z',
  },
});
export const ashaFirst = answer({
  id: 53,
  submitted_at: '2026-11-21T04:10:00.000Z',
  text: 'The strip says take after food, twice a day.\nI will still ask the chemist about the dose for my mother.',
  attachment: { name: 'medicine-label.pdf', kind: 'pdf', size: 245_760, url: attachmentUrl(53) },
});
export const fatimaDone = answer({
  id: 50,
  student_id: 5,
  student_name: 'Fatima Sheikh',
  session_id: 201,
  session_no: 1,
  topic: 'Meet your AI assistant',
  submitted_at: '2026-11-17T12:00:00.000Z',
  status: 'done',
  text: 'मैंने ₹1,500 में सात दिन का खाना बनाया और दाल की मात्रा बदली।',
  review: {
    outcome: 'done',
    comment: 'बहुत अच्छा, Fatima!',
    tutor_name: 'Meera Iyer',
    reviewed_at: '2026-11-18T05:00:00.000Z',
  },
});

export const allAnswers = [lakshmiSecond, ashaFirst, lakshmiFirst, fatimaDone];

/** The queue as the API filters it (`session_no`, `status`), with the batch's waiting count. */
export function queueOf(
  query: URLSearchParams,
  items: PracticeQueueEntry[] = allAnswers,
): { success: true; data: PracticeQueueData } {
  const session = query.get('session_no');
  const status = query.get('status');
  return {
    success: true,
    data: {
      batch_id: 12,
      batch_name: 'Aarohi Evening Batch 12',
      waiting: items.filter((i) => i.status === 'submitted').length,
      sessions: [
        { session_no: 1, topic: 'Meet your AI assistant' },
        { session_no: 2, topic: 'Writing prompts that work' },
        { session_no: 3, topic: 'Reading the world with your phone camera' },
        { session_no: 4, topic: 'Planning your week with AI' },
      ],
      items: items.filter(
        (i) => (!session || i.session_no === Number(session)) && (!status || i.status === status),
      ),
    },
  };
}

export const tasks = [
  {
    session_no: 1,
    title: { en: 'A week’s meals for ₹1,500', hi: '₹1,500 में हफ़्ते भर का खाना' },
    task: {
      en: 'Plan a week of dinners within ₹1,500 with ChatGPT and share the final list.',
      hi: 'ChatGPT के साथ ₹1,500 में हफ़्ते भर के खाने की योजना बनाएँ और अंतिम सूची साझा करें।',
    },
    edited: false,
  },
  {
    session_no: 2,
    title: { en: 'Our society’s notice in three lines', hi: 'सोसाइटी का नोटिस, तीन पंक्तियों में' },
    task: {
      en: 'Sum up this month’s society notice in three lines with Gemini.',
      hi: 'Gemini से इस महीने के सोसाइटी नोटिस का तीन पंक्तियों में सार लिखवाएँ।',
    },
    edited: true,
  },
];

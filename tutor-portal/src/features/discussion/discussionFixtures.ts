// Demo answers of the tutor's discussion API, shared by the screens' tests and the catalogue's
// stories (catalogue/mocks/discussion.ts): Meera Iyer's Aarohi Evening Batch 12, as a moderator
// reads it — a hidden reply (who hid it and why), a reply with two open reports, a student whose
// posting is paused, and her own reply marked as the answer. `base` is the API's address.
import type {
  DiscussionListData,
  DiscussionPostView,
  DiscussionThreadData,
  DiscussionThreadSummaryView,
} from '@ai-women/contracts/schemas';

export const TUTOR_DISCUSSION_BATCH = { id: 12, name: 'Aarohi Evening Batch 12' };
export const SCAM_THREAD_ID = 43;

const limits = { title_max: 120, body_max: 2000, image_max_bytes: 5 * 1024 * 1024 };
const sessions = [
  { id: 1203, session_no: 3, topic: 'See, speak and translate' },
  { id: 1204, session_no: 4, topic: 'Prompting that works: role, context, format' },
  { id: 1205, session_no: 5, topic: 'Staying safe with AI' },
];
const viewer = { role: 'tutor' as const, can_moderate: true, muted: null };

type Author = DiscussionPostView['author'];
const person = (
  id: number,
  name: string,
  role: Author['role'] = 'student',
  extra: Partial<Author> = {},
): Author => ({
  id,
  role,
  name,
  me: false,
  muted_until: null,
  ...extra,
});
const meera = person(7, 'Meera Iyer', 'tutor', { me: true });
const lakshmi = person(22, 'Lakshmi Narayanan');
const farzana = person(21, 'Farzana Sheikh');
const rekha = person(27, 'Rekha Joshi', 'student', { muted_until: '2026-11-26T12:30:00.000Z' });
export const pooja = person(28, 'Pooja Verma');

export const HIDDEN_REASON = 'Selling a paid app in the batch and asking students to message her privately.';

function summary(
  fields: Pick<DiscussionThreadSummaryView, 'id' | 'title' | 'excerpt' | 'author' | 'created_at'> &
    Partial<DiscussionThreadSummaryView>,
): DiscussionThreadSummaryView {
  return {
    session: null,
    last_activity_at: fields.created_at,
    replies: 0,
    pinned: false,
    answered: false,
    hidden: null,
    open_reports: 0,
    ...fields,
  };
}

const threads: DiscussionThreadSummaryView[] = [
  summary({
    id: 40,
    title: 'Share one prompt that saved you time this week',
    excerpt: 'Reply with one prompt you used after Session 4 and what it did for you.',
    session: sessions[1]!,
    author: meera,
    created_at: '2026-11-19T13:40:00.000Z',
    last_activity_at: '2026-11-22T15:05:00.000Z',
    replies: 6,
    pinned: true,
  }),
  summary({
    id: SCAM_THREAD_ID,
    title: 'Is it safe to paste a bank SMS into ChatGPT to check whether it is a scam?',
    excerpt:
      'I got a message saying my KYC will expire today. I did not click the link. Can I ask ChatGPT about it?',
    session: sessions[2]!,
    author: lakshmi,
    created_at: '2026-11-22T03:50:00.000Z',
    last_activity_at: '2026-11-22T17:20:00.000Z',
    replies: 4,
    answered: true,
    open_reports: 2,
  }),
  summary({
    id: 45,
    title: 'Earn ₹20,000 a month from home with AI — join my group',
    excerpt: 'Limited seats! Send me a message to know more about my course.',
    author: rekha,
    created_at: '2026-11-22T08:05:00.000Z',
    hidden: {
      by: 'Meera Iyer',
      reason: 'An advertisement for a paid course outside Aarohi.',
      at: '2026-11-22T08:40:00.000Z',
    },
  }),
  summary({
    id: 42,
    title: 'Google Lens reads my mother’s medicine strip wrongly',
    excerpt: 'The strip is in small print and Lens keeps mixing up 5 mg and 50 mg.',
    session: sessions[0]!,
    author: farzana,
    created_at: '2026-11-20T05:25:00.000Z',
    last_activity_at: '2026-11-21T09:10:00.000Z',
    replies: 2,
  }),
];

function post(
  fields: Pick<DiscussionPostView, 'id' | 'body' | 'author' | 'created_at'> & Partial<DiscussionPostView>,
): DiscussionPostView {
  return {
    thread_id: SCAM_THREAD_ID,
    image: null,
    is_answer: false,
    hidden: null,
    reports: [],
    reported_by_me: false,
    ...fields,
  };
}

export function tutorDiscussionFixtures(base: string) {
  const list: DiscussionListData = { batch: TUTOR_DISCUSSION_BATCH, viewer, sessions, threads, limits };
  const thread: DiscussionThreadData = {
    batch: TUTOR_DISCUSSION_BATCH,
    viewer,
    thread: threads[1]!,
    limits,
    post: post({
      id: SCAM_THREAD_ID,
      author: lakshmi,
      created_at: '2026-11-22T03:50:00.000Z',
      body: 'I got a message saying my KYC will expire today and my account will be blocked. I did not click the link. Can I paste the SMS into ChatGPT and ask whether it is real?',
      image: {
        name: 'kyc-sms.png',
        kind: 'png',
        size: 186_000,
        url: `${base}/api/discussion/posts/${SCAM_THREAD_ID}/image`,
      },
    }),
    replies: [
      post({
        id: 61,
        author: farzana,
        created_at: '2026-11-22T05:15:00.000Z',
        body: 'I do this, but first I remove my name and the account number. ChatGPT told me the link was not the bank’s website.',
      }),
      post({
        id: 62,
        author: rekha,
        created_at: '2026-11-22T07:58:00.000Z',
        body: 'My cousin sells a fraud-check app for ₹99. Message me and I will send you the link.',
        hidden: { by: 'Meera Iyer', reason: HIDDEN_REASON, at: '2026-11-22T08:40:00.000Z' },
      }),
      post({
        id: 63,
        author: pooja,
        created_at: '2026-11-22T09:30:00.000Z',
        body: 'Only careless people fall for these messages. Just use your common sense.',
        reports: [
          { reason: 'unkind', note: '', at: '2026-11-22T10:02:00.000Z' },
          {
            reason: 'other',
            note: 'This makes people who are new to phones feel small.',
            at: '2026-11-22T11:45:00.000Z',
          },
        ],
      }),
      post({
        id: 64,
        author: meera,
        created_at: '2026-11-22T17:20:00.000Z',
        is_answer: true,
        body: 'Good question, Lakshmi. Never paste the whole SMS: cut the account number, any OTP and your name first. Then ask: “Is this message likely to be a scam? List the signs.” And call the bank only on the number printed on your card. The Session 5 notes have a checklist: https://aarohi.example/sessions/5/notes',
      }),
    ],
  };
  return {
    list,
    emptyList: { ...list, threads: [] } satisfies DiscussionListData,
    thread,
  };
}

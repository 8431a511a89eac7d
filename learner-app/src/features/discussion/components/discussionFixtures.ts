// Demo answers of the student's discussion API, shared by the screens' tests and the catalogue's
// stories (catalogue/mocks/discussion.ts): Asha Rao of Aarohi Evening Batch 12, her tutor Kavya
// Menon, and the questions her batch asks about the course. `base` is the API's address (photos
// are streamed by it).
import { mutedMessage } from '@ai-women/contracts';
import type {
  DiscussionListData,
  DiscussionPostView,
  DiscussionThreadData,
  DiscussionThreadSummaryView,
} from '@ai-women/contracts/schemas';

export const DISCUSSION_BATCH = { id: 12, name: 'Aarohi Evening Batch 12' };
export const TAILORING_THREAD_ID = 41;

const limits = { title_max: 120, body_max: 2000, image_max_bytes: 5 * 1024 * 1024 };

const sessions = [
  { id: 1201, session_no: 1, topic: 'Meet your AI assistant' },
  { id: 1202, session_no: 2, topic: 'AI inside the apps you already use' },
  { id: 1203, session_no: 3, topic: 'See, speak and translate' },
  { id: 1204, session_no: 4, topic: 'Prompting that works: role, context, format' },
  { id: 1205, session_no: 5, topic: 'Staying safe with AI' },
];
const session = (no: number) => sessions[no - 1]!;

type Author = DiscussionPostView['author'];
const person = (id: number, name: string, role: Author['role'] = 'student', me = false): Author => ({
  id,
  role,
  name,
  me,
  muted_until: null,
});
export const asha = person(3, 'Asha Rao', 'student', true);
const kavya = person(5, 'Kavya Menon', 'tutor');
const farzana = person(21, 'Farzana Sheikh');
const lakshmi = person(22, 'Lakshmi Narayanan');
const sunita = person(24, 'Sunita Patil');

const viewer = { role: 'student' as const, can_moderate: false, muted: null };

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

const tailoringBody =
  'I stitch blouses and salwar suits from home in Kothrud. I asked ChatGPT for a price list, but it gave me prices in dollars, for a boutique in Mumbai. How do I tell it about my area and my own rates?\n\nThis is what I typed: “Make a price list for my tailoring shop.” My handwritten rates are in the photo.';

const threads: DiscussionThreadSummaryView[] = [
  summary({
    id: 40,
    title: 'Share one prompt that saved you time this week',
    excerpt:
      'Reply with one prompt you used after Session 4 and what it did for you. I will pick three for Friday’s class.',
    session: session(4),
    author: kavya,
    created_at: '2026-11-19T13:40:00.000Z',
    last_activity_at: '2026-11-22T15:05:00.000Z',
    replies: 6,
    pinned: true,
  }),
  summary({
    id: TAILORING_THREAD_ID,
    title: 'How do I get ChatGPT to write a price list for my tailoring work?',
    excerpt:
      'I stitch blouses and salwar suits from home in Kothrud. I asked ChatGPT for a price list, but it gave me prices in dollars, for a boutique in Mumbai…',
    session: session(4),
    author: asha,
    created_at: '2026-11-21T14:12:00.000Z',
    last_activity_at: '2026-11-22T16:48:00.000Z',
    replies: 3,
    answered: true,
  }),
  summary({
    id: 42,
    title: 'Google Lens reads my mother’s medicine strip wrongly',
    excerpt:
      'The strip is in small print and Lens keeps mixing up 5 mg and 50 mg. Is there a better way to hold the phone, or a setting I missed?',
    session: session(3),
    author: farzana,
    created_at: '2026-11-20T05:25:00.000Z',
    last_activity_at: '2026-11-21T09:10:00.000Z',
    replies: 2,
  }),
  summary({
    id: 43,
    title: 'Is it safe to paste a bank SMS into ChatGPT to check whether it is a scam?',
    excerpt:
      'I got a message saying my KYC will expire today. I did not click the link. Can I ask ChatGPT about it?',
    session: session(5),
    author: lakshmi,
    created_at: '2026-11-22T03:50:00.000Z',
    replies: 1,
  }),
  summary({
    id: 44,
    title: 'A free way to make Marathi posters for my pickle business?',
    excerpt:
      'Canva’s Marathi fonts are few on the free plan. What do you all use for festival offer posters?',
    author: sunita,
    created_at: '2026-11-22T11:30:00.000Z',
  }),
];

function post(
  fields: Pick<DiscussionPostView, 'id' | 'thread_id' | 'body' | 'author' | 'created_at'> &
    Partial<DiscussionPostView>,
): DiscussionPostView {
  return { image: null, is_answer: false, hidden: null, reports: [], reported_by_me: false, ...fields };
}

/** The reply a test or story posts, as the API stores and answers it. */
export function storedReply(body: string, id = 90): DiscussionPostView {
  return post({
    id,
    thread_id: TAILORING_THREAD_ID,
    body,
    author: asha,
    created_at: '2026-11-23T04:30:00.000Z',
  });
}

export const PAUSE_UNTIL = '2026-11-24T13:30:00.000Z';
export const PAUSE_REASON =
  'Three of your replies advertised your shop’s sale in questions about prompts. Please share your shop in the weekend showcase thread instead.';

export function discussionFixtures(base: string) {
  const image = (postId: number, name: string, size: number) => ({
    name,
    kind: 'jpeg' as const,
    size,
    url: `${base}/api/discussion/posts/${postId}/image`,
  });
  const list: DiscussionListData = { batch: DISCUSSION_BATCH, viewer, sessions, threads, limits };
  const thread: DiscussionThreadData = {
    batch: DISCUSSION_BATCH,
    viewer,
    thread: threads[1]!,
    limits,
    post: post({
      id: TAILORING_THREAD_ID,
      thread_id: TAILORING_THREAD_ID,
      body: tailoringBody,
      author: asha,
      created_at: '2026-11-21T14:12:00.000Z',
      image: image(TAILORING_THREAD_ID, 'my-rates.jpg', 412_000),
    }),
    replies: [
      post({
        id: 51,
        thread_id: TAILORING_THREAD_ID,
        author: kavya,
        created_at: '2026-11-21T15:30:00.000Z',
        is_answer: true,
        body: 'Give it the role, the context and the format, as we did in Session 4. Try this:\n\n“You are helping a home tailor in Kothrud, Pune. My rates: simple blouse ₹450, lined blouse ₹650, salwar suit ₹900, fall and pico ₹80. Make a neat price list in rupees with two columns, English and Marathi.”\n\nThen ask it to make a shorter version for your WhatsApp status. More examples are in the session notes: https://aarohi.example/sessions/4/notes.',
      }),
      post({
        id: 52,
        thread_id: TAILORING_THREAD_ID,
        author: farzana,
        created_at: '2026-11-22T06:02:00.000Z',
        body: 'I did the same for my tiffin service and asked it to add one line at the bottom: “Rates for orders above 10 tiffins on request.” My customers liked that.',
      }),
      post({
        id: 53,
        thread_id: TAILORING_THREAD_ID,
        author: lakshmi,
        created_at: '2026-11-22T16:48:00.000Z',
        body: 'Paste the list into Canva afterwards and pick a price-list template. It looked much more professional for me, and it took five minutes.',
      }),
    ],
  };
  const noReplies: DiscussionThreadData = {
    ...thread,
    thread: { ...thread.thread, replies: 0, answered: false },
    replies: [],
  };
  const muted = {
    until: PAUSE_UNTIL,
    reason: PAUSE_REASON,
    message: mutedMessage('24-11-2026, 19:00 IST', PAUSE_REASON),
  };
  return {
    list,
    /** Her batch has no thread yet. */
    emptyList: { ...list, threads: [] } satisfies DiscussionListData,
    /** A paid student not placed in a batch yet. */
    noBatch: { batch: null, viewer, sessions: [], threads: [], limits } satisfies DiscussionListData,
    mutedList: { ...list, viewer: { ...viewer, muted } } satisfies DiscussionListData,
    thread,
    noReplies,
    mutedThread: { ...thread, viewer: { ...viewer, muted } } satisfies DiscussionThreadData,
  };
}

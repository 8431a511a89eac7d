// Demo data of the back office's discussion screens (jest and the catalogue): two posts reported in
// an evening batch's discussion, and one hidden by its tutor, with original Indian demo content.
import type { DiscussionPostView, DiscussionThreadData, StaffDiscussionQueueData } from '@ai-women/contracts/schemas';

const author = (id: number, name: string, role: 'student' | 'tutor' = 'student') => ({
  id,
  role,
  name,
  me: false,
  muted_until: null,
});

const post = (p: Partial<DiscussionPostView> & Pick<DiscussionPostView, 'id' | 'thread_id' | 'body' | 'author'>): DiscussionPostView => ({
  image: null,
  created_at: '2026-11-24T14:40:00.000Z',
  is_answer: false,
  hidden: null,
  reports: [],
  reported_by_me: false,
  ...p,
});

const batch = { id: 12, name: 'Aarohi Evening Batch 12' };

export const REPORTED_QUEUE: StaffDiscussionQueueData = {
  reported: 2,
  hidden: 1,
  items: [
    {
      batch,
      thread: { id: 41, title: 'Good tailor near Kothrud?' },
      post: post({
        id: 41,
        thread_id: 41,
        author: author(7, 'Kavita Rao'),
        body: 'Does anyone know a good tailor near Kothrud for blouse stitching before Diwali?',
        reports: [{ reason: 'off_topic', note: '', at: '2026-11-24T15:10:00.000Z' }],
      }),
    },
    {
      batch,
      thread: { id: 38, title: 'Session 2 — Gemini writes very formal replies' },
      post: post({
        id: 44,
        thread_id: 38,
        author: author(9, 'Sunita Patil'),
        body: 'If you cannot understand this much, maybe this course is not for you.',
        created_at: '2026-11-25T05:20:00.000Z',
        reports: [
          { reason: 'unkind', note: 'This felt mocking.', at: '2026-11-25T06:02:00.000Z' },
          { reason: 'unkind', note: '', at: '2026-11-25T06:30:00.000Z' },
        ],
      }),
    },
  ],
};

export const HIDDEN_QUEUE: StaffDiscussionQueueData = {
  reported: 2,
  hidden: 1,
  items: [
    {
      batch,
      thread: { id: 38, title: 'Session 2 — Gemini writes very formal replies' },
      post: post({
        id: 45,
        thread_id: 38,
        author: author(9, 'Sunita Patil'),
        body: 'Selling silk sarees at wholesale rates, message me for the catalogue.',
        created_at: '2026-11-25T07:00:00.000Z',
        hidden: { by: 'Kavya Menon (tutor)', reason: 'Advertising is not allowed in the discussion.', at: '2026-11-25T07:12:00.000Z' },
      }),
    },
  ],
};

export const EMPTY_QUEUE: StaffDiscussionQueueData = { reported: 0, hidden: 0, items: [] };

export const STAFF_THREAD: DiscussionThreadData = {
  batch,
  viewer: { role: 'staff', can_moderate: true, muted: null },
  thread: {
    id: 38,
    title: 'Session 2 — Gemini writes very formal replies',
    excerpt: 'When I ask Gemini to draft a reply to our building society, it starts with “Respected Sir/Madam”…',
    session: { id: 302, session_no: 2, topic: 'Writing with AI: messages and letters' },
    author: author(7, 'Kavita Rao'),
    created_at: '2026-11-24T14:40:00.000Z',
    last_activity_at: '2026-11-25T07:00:00.000Z',
    replies: 3,
    pinned: false,
    answered: true,
    hidden: null,
    open_reports: 2,
  },
  post: post({
    id: 38,
    thread_id: 38,
    author: author(7, 'Kavita Rao'),
    body: 'When I ask Gemini to draft a reply to our building society, it starts with “Respected Sir/Madam” and sounds like a government letter. How do I make it sound like me?',
  }),
  replies: [
    post({
      id: 43,
      thread_id: 38,
      author: author(1, 'Kavya Menon', 'tutor'),
      is_answer: true,
      created_at: '2026-11-25T04:00:00.000Z',
      body: 'Give it one message you wrote yourself and say “match this tone”. We practise this in Session 3 too.',
    }),
    REPORTED_QUEUE.items[1]!.post,
    HIDDEN_QUEUE.items[0]!.post,
  ],
  limits: { title_max: 120, body_max: 2000, image_max_bytes: 5 * 1024 * 1024 },
};

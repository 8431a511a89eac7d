// A batch's discussion for the Pages stories: the student's calls (/api/student/discussion…) on
// the learner app's own fixtures (Asha Rao of Aarohi Evening Batch 12), the tutor's
// (/api/tutor/…/discussion…) on the tutor portal's (Meera Iyer moderating the same batch), and the
// posts' photos. Posting, reporting and moderating answer as the API would, with the contracts' words.
import { http, HttpResponse } from 'msw';
import { DISCUSSION_MESSAGES } from '@ai-women/contracts';
import type { DiscussionPostView, DiscussionThreadData } from '@ai-women/contracts/schemas';
import { answerGet as get, at, envelope, MOCK_API_PATH, type MockState } from './api';
import { EMPTY_QUEUE, REPORTED_QUEUE, STAFF_THREAD } from '../../backoffice/src/features/discussion/fixtures';
import { discussionFixtures } from '../../learner-app/src/features/discussion/components/discussionFixtures';
import { tutorDiscussionFixtures } from '../../tutor-portal/src/features/discussion/discussionFixtures';

export type DiscussionListState = 'loading' | 'error' | 'empty' | 'no_batch' | 'success' | 'muted';
export type DiscussionThreadState = 'loading' | 'error' | 'success' | 'muted' | 'not_found';

// The photos, drawn (no text, so every machine draws them alike): a handwritten rate card on a
// tailor's table, a phone showing a message.
const RATE_CARD = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">
<rect width="320" height="240" fill="#d8c3a5"/>
<rect x="70" y="26" width="180" height="196" fill="#fffdf5" stroke="#c9b48f" stroke-width="2" transform="rotate(4 160 124)"/>
<g stroke="#3a4a8c" stroke-width="4" stroke-linecap="round" transform="rotate(4 160 124)">
<path d="M96 60h70M186 60h40M96 92h84M196 92h30M96 124h60M186 124h40M96 156h76M190 156h36"/>
</g>
<path d="M20 210c40-30 70-10 100-28" stroke="#b23a48" stroke-width="6" fill="none" stroke-linecap="round"/>
<circle cx="282" cy="40" r="16" fill="#e2a93b"/>
</svg>`;
const PHONE_SMS = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">
<rect width="320" height="240" fill="#e6ecef"/>
<rect x="110" y="14" width="100" height="212" rx="14" fill="#2f3640"/>
<rect x="118" y="30" width="84" height="176" rx="4" fill="#f7f9fb"/>
<rect x="126" y="50" width="62" height="40" rx="8" fill="#dfe6ee"/>
<path d="M132 62h48M132 74h36" stroke="#7a8793" stroke-width="4" stroke-linecap="round"/>
<rect x="126" y="100" width="68" height="26" rx="8" fill="#f6d7d3"/>
<path d="M132 113h54" stroke="#b3261e" stroke-width="4" stroke-linecap="round"/>
</svg>`;

export const discussionImageHandler = http.get(
  at('/api/discussion/posts/:postId/image'),
  ({ params }) =>
    new HttpResponse(String(params.postId) === '43' ? PHONE_SMS : RATE_CARD, {
      headers: { 'content-type': 'image/svg+xml' },
    }),
);

// The photos' addresses start at the stories' API path, as the API's start at its own address.
const student = discussionFixtures(MOCK_API_PATH);
const tutor = tutorDiscussionFixtures(MOCK_API_PATH);

/** The student's list of threads in `state`; a new question is answered as the API does. */
export function studentDiscussionHandlers(state: DiscussionListState) {
  const list = {
    loading: 'loading',
    error: 'error',
    empty: envelope(student.emptyList),
    no_batch: envelope(student.noBatch),
    success: envelope(student.list),
    muted: envelope(student.mutedList),
  } as const;
  return [
    get('/api/student/discussion', list[state]),
    http.post(at('/api/student/discussion/threads'), () =>
      HttpResponse.json(
        { success: true, message: DISCUSSION_MESSAGES.threadPosted, data: { thread_id: 77 } },
        { status: 201 },
      ),
    ),
    discussionImageHandler,
  ];
}

/** Her thread (Asha's question about a tailoring price list) in `state`; a reply is stored in this story. */
export function studentThreadHandlers(state: DiscussionThreadState) {
  const path = '/api/student/discussion/threads/:threadId';
  if (state === 'loading' || state === 'error') return [get(path, state), discussionImageHandler];
  if (state === 'not_found')
    return [
      get(path, { success: false, message: DISCUSSION_MESSAGES.threadNotFound }, 404),
      discussionImageHandler,
    ];
  let current: DiscussionThreadData = state === 'muted' ? student.mutedThread : student.thread;
  return [
    http.get(at(path), () => HttpResponse.json(envelope(current))),
    http.post(at(`${path}/replies`), async ({ request }) => {
      const form = await request.formData();
      const stored: DiscussionPostView = {
        ...student.thread.replies[1]!,
        id: 900 + current.replies.length,
        body: String(form.get('body') ?? '').trim(),
        author: student.thread.post.author,
        created_at: '2026-11-23T04:30:00.000Z',
      };
      current = { ...current, replies: [...current.replies, stored] };
      return HttpResponse.json(
        { success: true, message: DISCUSSION_MESSAGES.posted, data: stored },
        { status: 201 },
      );
    }),
    http.post(at('/api/student/discussion/posts/:postId/report'), () =>
      HttpResponse.json({ success: true, message: DISCUSSION_MESSAGES.reported }),
    ),
    get('/api/student/discussion', envelope(student.list)),
    discussionImageHandler,
  ];
}

/** The tutor's list of the batch's threads in `state`. */
export function tutorDiscussionHandlers(state: 'loading' | 'error' | 'empty' | 'success') {
  const list =
    state === 'loading' || state === 'error'
      ? state
      : envelope(state === 'empty' ? tutor.emptyList : tutor.list);
  return [
    get('/api/tutor/batches/:batchId/discussion', list),
    http.post(at('/api/tutor/batches/:batchId/discussion/threads'), () =>
      HttpResponse.json(
        { success: true, message: DISCUSSION_MESSAGES.threadPosted, data: { thread_id: 70 } },
        { status: 201 },
      ),
    ),
    discussionImageHandler,
  ];
}

/** The moderator's view of the bank-SMS thread (a hidden reply, a reported one, a paused student). */
export function tutorThreadHandlers(state: 'loading' | 'error' | 'success') {
  const path = '/api/tutor/discussion/threads/:threadId';
  if (state !== 'success') return [get(path, state), discussionImageHandler];
  return [
    http.get(at(path), () => HttpResponse.json(envelope(tutor.thread))),
    http.put(at('/api/tutor/discussion/posts/:postId/moderation'), async ({ request }) => {
      const { action } = (await request.json()) as { action: string };
      const message =
        {
          hide: DISCUSSION_MESSAGES.hidden,
          unhide: DISCUSSION_MESSAGES.unhidden,
          pin: DISCUSSION_MESSAGES.pinned,
          unpin: DISCUSSION_MESSAGES.unpinned,
          answer: DISCUSSION_MESSAGES.answerMarked,
          unanswer: DISCUSSION_MESSAGES.answerUnmarked,
          dismiss: DISCUSSION_MESSAGES.dismissed,
        }[action] ?? DISCUSSION_MESSAGES.action;
      return HttpResponse.json({ success: true, message });
    }),
    http.post(at('/api/tutor/batches/:batchId/discussion/mutes'), () =>
      HttpResponse.json({
        success: true,
        message: DISCUSSION_MESSAGES.muted,
        data: { student_id: 28, muted_until: '2026-11-26T04:30:00.000Z' },
      }),
    ),
    http.delete(at('/api/tutor/batches/:batchId/discussion/mutes/:studentId'), () =>
      HttpResponse.json({
        success: true,
        message: DISCUSSION_MESSAGES.unmuted,
        data: { student_id: 27, muted_until: null },
      }),
    ),
    discussionImageHandler,
  ];
}

// ---------------------------------------------------------------- the back office

/** The queue of posts waiting for a moderator (/staff/discussion): reported ones, or none. */
export function staffDiscussionQueueHandlers(state: MockState) {
  const body =
    state === 'loading' || state === 'error' ? state : envelope(state === 'empty' ? EMPTY_QUEUE : REPORTED_QUEUE);
  return [get('/api/staff/discussion/queue', body)];
}

/** One thread as the school reads it (/staff/discussion/threads/38), with a hidden and a reported reply. */
export function staffDiscussionThreadHandlers(state: MockState) {
  const body =
    state === 'loading' || state === 'error'
      ? state
      : state === 'empty'
        ? envelope({ ...STAFF_THREAD, replies: [], thread: { ...STAFF_THREAD.thread, replies: 0, open_reports: 0, answered: false } })
        : envelope(STAFF_THREAD);
  return [get('/api/staff/discussion/threads/:threadId', body)];
}

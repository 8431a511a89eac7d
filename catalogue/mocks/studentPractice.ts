// Her practice after a session for the Pages stories (GET and POST /api/student/sessions/:id/practice,
// and the attachments she sent): the learner app's own fixtures
// (learner-app/src/features/sessions/components/practiceFixtures.ts) on Session 3 of "AI for Everyday
// Life", with the course's task as the bank words it, in each state the session page's card shows.
import { http, HttpResponse } from 'msw';
import { PRACTICE_MESSAGES } from '@ai-women/contracts';
import { practiceTask } from '@ai-women/contracts/practice-tasks';
import type { PracticeData } from '@ai-women/contracts/schemas';
import { answerGet as get, at, envelope, MOCK_API_PATH } from './api';
import * as d from './data';
import {
  practiceFixtures,
  sentAnswer,
  type PracticeFixtureState,
} from '../../learner-app/src/features/sessions/components/practiceFixtures';

export type PracticeStoryState = PracticeFixtureState | 'not_held' | 'loading' | 'error';

const PATH = '/api/student/sessions/:id/practice';

/** The course's own Session 3 task, from the bank, in the fixtures that do not show her tutor's wording. */
function withBankTask(data: PracticeData): PracticeData {
  const bank = practiceTask(d.sessionDetail.curriculum, d.sessionDetail.session_no);
  if (!bank || data.task.edited) return data;
  return { ...data, task: { session_no: bank.session, title: bank.title, task: bank.task, edited: false } };
}

/** Her practice in one state, for the session page of `d.sessionDetail` (Session 3, held). */
export function practiceData(state: PracticeFixtureState): PracticeData {
  const fixture = practiceFixtures(MOCK_API_PATH)[state];
  return withBankTask({
    ...fixture,
    session_id: d.sessionDetail.id,
    session_no: d.sessionDetail.session_no,
    topic: d.sessionDetail.topic,
  });
}

// The photos she sent, drawn (no text, so every machine draws them alike): a tablet strip on a
// chemist's sticker, a school circular with a stamp.
const TABLET_STRIP = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">
<rect width="320" height="240" fill="#efe6d8"/>
<rect x="36" y="46" width="248" height="148" rx="14" fill="#c9ced6" stroke="#9aa3ad" stroke-width="3"/>
<g fill="#f4f6f8" stroke="#8b949e" stroke-width="2">
<ellipse cx="86" cy="94" rx="26" ry="18"/><ellipse cx="160" cy="94" rx="26" ry="18"/><ellipse cx="234" cy="94" rx="26" ry="18"/>
<ellipse cx="86" cy="148" rx="26" ry="18"/><ellipse cx="160" cy="148" rx="26" ry="18"/><ellipse cx="234" cy="148" rx="26" ry="18"/>
</g>
<rect x="196" y="170" width="92" height="46" rx="6" fill="#fbe3a7" stroke="#d9a93d" stroke-width="2"/>
<path d="M206 186h64M206 200h48" stroke="#8a6a1f" stroke-width="4" stroke-linecap="round"/>
</svg>`;
const CIRCULAR = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">
<rect width="320" height="240" fill="#d9e4ea"/>
<rect x="58" y="18" width="204" height="214" fill="#ffffff" stroke="#b7c2c9" stroke-width="2" transform="rotate(-3 160 125)"/>
<g stroke="#5b6770" stroke-width="5" stroke-linecap="round" transform="rotate(-3 160 125)">
<path d="M112 46h96"/><path d="M82 78h156M82 98h140M82 118h150M82 138h120M82 158h146M82 178h96"/>
</g>
<circle cx="214" cy="196" r="20" fill="none" stroke="#7b2e8e" stroke-width="4" opacity="0.7"/>
</svg>`;
const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/** Her attachments: the photos inline (the thumbnails), the PDF as a download. */
export const practiceAttachmentHandler = http.get(
  at('/api/practice/:submissionId/attachment'),
  ({ params }) => {
    const id = String(params.submissionId);
    if (id === '907')
      return new HttpResponse(PDF, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="lens-notes-session-3.pdf"',
        },
      });
    return new HttpResponse(id === '912' ? CIRCULAR : TABLET_STRIP, {
      headers: { 'content-type': 'image/svg+xml' },
    });
  },
);

/**
 * The session page's practice in `state`. In the states with a form, sending an answer stores it in
 * this story (until the page reloads): the card then shows it waiting for her tutor, as the API would.
 */
export function practiceHandlers(state: PracticeStoryState) {
  if (state === 'loading' || state === 'error') return [get(PATH, state), practiceAttachmentHandler];
  if (state === 'not_held')
    return [
      get(PATH, { success: false, message: PRACTICE_MESSAGES.notHeld }, 409),
      practiceAttachmentHandler,
    ];
  let current = practiceData(state);
  return [
    http.get(at(PATH), () => HttpResponse.json(envelope(current))),
    http.post(at(PATH), async ({ request }) => {
      if (!current.can_submit)
        return HttpResponse.json(
          {
            success: false,
            message: current.status === 'done' ? PRACTICE_MESSAGES.alreadyDone : PRACTICE_MESSAGES.waiting,
          },
          { status: 409 },
        );
      const form = await request.formData();
      const stored = sentAnswer(String(form.get('text') ?? '').trim(), current.submissions.length + 1);
      current = {
        ...current,
        status: 'submitted',
        can_submit: false,
        submissions: [stored, ...current.submissions],
      };
      return HttpResponse.json(
        { success: true, message: PRACTICE_MESSAGES.sent, data: stored },
        { status: 201 },
      );
    }),
    practiceAttachmentHandler,
  ];
}

// A missed session's catch-up for the Pages stories (GET /api/student/sessions/:id/catch-up, its
// attempts, and the session page of a class she missed): the learner app's own fixtures
// (learner-app/src/features/quizzes/components/catchUpFixtures.ts), in each state the screens show.
import { http, HttpResponse } from 'msw';
import { FEEDBACK_MESSAGES, SESSION_MESSAGES } from '@ai-women/contracts';
import { answerGet as get, at, envelope } from './api';
import * as d from './data';
import { catchUps, failedCheck } from '../../learner-app/src/features/quizzes/components/catchUpFixtures';

const session = {
  ...d.sessionDetail,
  id: catchUps.open!.session_id,
  session_no: catchUps.open!.session_no,
  topic: catchUps.open!.topic,
  date: catchUps.open!.date,
  my_attendance: 'absent' as const,
};

export type CatchUpStoryState =
  | 'open'
  | 'failed'
  | 'no_recording'
  | 'caught_up'
  | 'closed'
  | 'not_held'
  | 'loading'
  | 'error';
export function catchUpHandlers(state: CatchUpStoryState) {
  const path = '/api/student/sessions/:id/catch-up';
  const mine = get('/api/student/my-sessions/:sessionNo', envelope(session));
  // A submission from the open story is graded as her failed first attempt.
  const attempts = http.post(at(`${path}/attempts`), () => HttpResponse.json(envelope(failedCheck)));
  if (state === 'loading' || state === 'error') return [mine, get(path, state)];
  if (state === 'not_held')
    return [mine, get(path, { success: false, message: SESSION_MESSAGES.notHeld }, 409)];
  const data = {
    open: catchUps.open,
    failed: catchUps.openFailed,
    no_recording: catchUps.noRecording,
    caught_up: catchUps.caughtUp,
    closed: catchUps.closed,
  }[state];
  return [mine, get(path, envelope(data)), attempts];
}

/** The session page of a class she missed: the catch-up card (open, caught up or closed), no rating. */
export function missedSessionHandlers(catchUp: 'open' | 'caught_up' | 'closed') {
  const lastDay = catchUps.open!.last_day;
  const summary = {
    open: { state: 'open' as const, last_day: lastDay, caught_up_on: null },
    caught_up: {
      state: 'caught_up' as const,
      last_day: lastDay,
      caught_up_on: catchUps.caughtUp!.caught_up_on,
    },
    closed: { state: 'closed' as const, last_day: lastDay, caught_up_on: null },
  }[catchUp];
  return [
    get(
      '/api/student/my-sessions/:sessionNo',
      envelope({ ...d.sessionDetail, my_attendance: 'absent', catch_up: summary }),
    ),
    get(
      '/api/sessions/:id/feedback',
      envelope({
        session_id: d.sessionDetail.id,
        can_rate: false,
        reason: FEEDBACK_MESSAGES.notAttended,
        mine: null,
      }),
    ),
  ];
}

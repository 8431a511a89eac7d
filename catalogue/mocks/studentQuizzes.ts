// Her module quizzes' answers for the Pages stories (GET /api/student/quizzes, GET and POST
// /api/student/quizzes/:moduleNo…): the learner app's own fixtures
// (learner-app/src/features/quizzes/components/fixtures.ts), in each state the screens show.
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { QUIZ_MESSAGES } from '@ai-women/contracts';
import { MOCK_API_PATH, SERVER_DOWN_MESSAGE } from './api';
import {
  quizDetails,
  quizList,
  quizResults,
} from '../../learner-app/src/features/quizzes/components/fixtures';

const at = (path: string) => `*${MOCK_API_PATH}${path}`;
const envelope = <T>(data: T) => ({ success: true, data });

/** A GET that answers `body` (with `status`), never answers ('loading'), or fails ('error'). */
function get(path: string, answer: JsonBodyType | 'loading' | 'error', status = 200) {
  return http.get(at(path), async () => {
    if (answer === 'loading') {
      await delay('infinite');
      return HttpResponse.json({});
    }
    if (answer === 'error')
      return HttpResponse.json({ success: false, message: SERVER_DOWN_MESSAGE }, { status: 500 });
    return HttpResponse.json(answer, { status });
  });
}

export type QuizListStoryState = 'success' | 'no_batch' | 'loading' | 'error';
export function quizListHandlers(state: QuizListStoryState) {
  const path = '/api/student/quizzes';
  if (state === 'loading' || state === 'error') return [get(path, state)];
  return [get(path, envelope(state === 'no_batch' ? null : quizList))];
}

export type QuizStoryState = 'form' | 'failed' | 'passed' | 'all_used' | 'not_open' | 'loading' | 'error';
export function quizHandlers(state: QuizStoryState) {
  const path = '/api/student/quizzes/:moduleNo';
  // A submission from the form story is graded as her failed first attempt.
  const attempts = http.post(at(`${path}/attempts`), () =>
    HttpResponse.json(envelope(quizResults.failedFirst)),
  );
  if (state === 'loading' || state === 'error') return [get(path, state)];
  if (state === 'not_open') return [get(path, { success: false, message: QUIZ_MESSAGES.notOpen }, 409)];
  const detail = {
    form: quizDetails.fresh,
    failed: quizDetails.failed,
    passed: quizDetails.passed,
    all_used: quizDetails.allUsed,
  }[state];
  return [get(path, envelope(detail)), attempts, ...quizListHandlers('success')];
}

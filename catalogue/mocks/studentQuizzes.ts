// Her module quizzes' answers for the Pages stories (GET /api/student/quizzes, GET and POST
// /api/student/quizzes/:moduleNo…): the learner app's own fixtures
// (learner-app/src/features/quizzes/components/fixtures.ts), in each state the screens show.
import { http, HttpResponse } from 'msw';
import { QUIZ_MESSAGES } from '@ai-women/contracts';
import { answerGet as get, at, envelope } from './api';
import {
  quizDetails,
  quizList,
  quizResults,
} from '../../learner-app/src/features/quizzes/components/fixtures';

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

// Tutor/Batch quiz scores: the Quiz scores section of the batch page at /tutorbatches/:batchId/sessions,
// on mocked API answers (catalogue/mocks/quizzes.ts). Only the quiz scores take the story's state
// (loading, error, empty: no student yet, success); the sessions and progress above them answer.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../tutor-portal/src/app/exposed/BatchSessions';
import { definePage } from '../harness/pageStories';
import { read } from '../mocks/api';
import { BATCH_QUIZZES_PATH, batchQuizScoresBody, emptyBatchQuizScoresBody } from '../mocks/quizzes';
import { tutorPracticeHandlers } from '../mocks/tutorPractice';

const page = definePage({
  Page,
  route: '/tutorbatches/12/sessions',
  path: '/tutorbatches/:batchId/sessions',
  session: 'tutor',
  handlers: (state) => [
    read(
      BATCH_QUIZZES_PATH,
      state,
      () => batchQuizScoresBody,
      () => emptyBatchQuizScoresBody,
    ),
    // The heading's Practice link and its "n waiting" answer as on any day.
    ...tutorPracticeHandlers('success'),
  ],
  otherReads: 'success',
});
const meta = { title: 'Pages/Tutor/Batch quiz scores', ...page.meta } satisfies Meta;
export default meta;
const { story } = page;

export const Success = story('success');
export const Empty = story('empty');
export const Error = story('error');
export const Loading = story('loading');
export const SuccessMobile = story('success', 'mobile');
export const EmptyMobile = story('empty', 'mobile');
export const ErrorMobile = story('error', 'mobile');
export const LoadingMobile = story('loading', 'mobile');

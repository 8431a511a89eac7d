// Tutor/Practice: a batch's practice at /tutorbatches/:batchId/practice, on mocked API answers
// (catalogue/mocks/tutorPractice.ts): the review queue as it opens (three answers waiting, with a
// photo and a PDF, and Lakshmi's earlier answer sent back with Try again), every answer with its
// history, nothing waiting, the error and loading states; and the Tasks view (the 25 tasks, one
// reworded for this batch) with a task being edited, its Hindi text left empty.
import type { Meta } from '@storybook/react-webpack5';
import { userEvent, within } from 'storybook/test';
import Page from '../../tutor-portal/src/app/exposed/BatchPractice';
import { definePage, type Viewport } from '../harness/pageStories';
import { mockApi, type MockState } from '../mocks/api';
import { tutorPracticeHandlers } from '../mocks/tutorPractice';

const ROUTE = '/tutorbatches/12/practice';
const page = definePage({ Page, route: ROUTE, path: '/tutorbatches/:batchId/practice', session: 'tutor' });
const meta = { title: 'Pages/Tutor/Practice', ...page.meta } satisfies Meta;
export default meta;

/** The page in one state of its queue (and of its tasks), the rest of the portal answering. */
const story = (
  queue: MockState,
  viewport: Viewport = 'desktop',
  route = ROUTE,
  tasks: MockState = 'success',
) => ({
  ...page.story('success', viewport, route),
  parameters: { msw: { handlers: [...tutorPracticeHandlers(queue, tasks), ...mockApi('success')] } },
});

/** Session 4's task (reworded for this batch) opened, its Hindi text emptied, and Save pressed. */
const editWithoutHindi = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Edit the task of session 4' }));
  const form = await canvas.findByRole('form', { name: 'Edit the task of session 4' });
  await userEvent.clear(within(form).getByLabelText(/^Task in Hindi/));
  await userEvent.click(within(form).getByRole('button', { name: 'Save task' }));
  await within(form).findByText(/Write the task in English and in Hindi/);
};

export const Waiting = story('success');
export const AllWithHistory = story('success', 'desktop', `${ROUTE}?status=all`);
export const Empty = story('empty');
export const Error = story('error');
export const Loading = story('loading');
export const Tasks = story('success', 'desktop', `${ROUTE}?view=tasks`);
export const TaskEditingError = {
  ...story('success', 'desktop', `${ROUTE}?view=tasks`),
  play: editWithoutHindi,
};
export const WaitingMobile = story('success', 'mobile');
export const AllWithHistoryMobile = story('success', 'mobile', `${ROUTE}?status=all`);
export const EmptyMobile = story('empty', 'mobile');
export const ErrorMobile = story('error', 'mobile');
export const LoadingMobile = story('loading', 'mobile');
export const TasksMobile = story('success', 'mobile', `${ROUTE}?view=tasks`);
export const TaskEditingErrorMobile = {
  ...story('success', 'mobile', `${ROUTE}?view=tasks`),
  play: editWithoutHindi,
};

// Tutor/Batches: the exposed page the shell loads at /batchespage, on mocked API answers (see catalogue/mocks).
// Each state also opens the first batch's student list, so the list's own success, empty, error and
// loading states are in the catalogue too (Empty has no batch, so nothing to open).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../tutor-portal/src/app/exposed/Batches';
import { userEvent, within } from 'storybook/test';
import { definePage } from '../harness/pageStories';

const page = definePage({ Page, route: '/batchespage', session: 'tutor' });
const meta = { title: 'Pages/Tutor/Batches', ...page.meta } satisfies Meta;
export default meta;

/** Opens the student list of the first batch, as the tutor would. */
const openStudents = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const toggle = await within(canvasElement).findByRole('button', {
    name: 'Show the students of Aarohi Morning Batch 13',
  });
  await userEvent.click(toggle);
};

export const Success = { ...page.story('success') };
/** The first batch's students with e-mail and phone, and its meeting-link button. */
export const SuccessStudents = { ...page.story('success'), play: openStudents };
export const SuccessStudentsMobile = { ...page.story('success', 'mobile'), play: openStudents };
export const Empty = { ...page.story('empty') };
export const Error = { ...page.story('error') };
export const Loading = { ...page.story('loading') };
export const SuccessMobile = { ...page.story('success', 'mobile') };
export const EmptyMobile = { ...page.story('empty', 'mobile') };
export const ErrorMobile = { ...page.story('error', 'mobile') };
export const LoadingMobile = { ...page.story('loading', 'mobile') };

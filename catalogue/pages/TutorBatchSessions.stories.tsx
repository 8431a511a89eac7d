// Tutor/Batch sessions: the exposed page at /tutorbatches/:batchId/sessions (a batch's sessions and progress), on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../tutor-portal/src/app/exposed/BatchSessions';
import { definePage } from '../harness/pageStories';

const page = definePage({ Page, route: '/tutorbatches/12/sessions', path: '/tutorbatches/:batchId/sessions', session: 'tutor' });
const meta = { title: 'Pages/Tutor/Batch sessions', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const Empty = { ...page.story('empty') };
export const Error = { ...page.story('error') };
export const Loading = { ...page.story('loading') };
export const SuccessMobile = { ...page.story('success', 'mobile') };
export const EmptyMobile = { ...page.story('empty', 'mobile') };
export const ErrorMobile = { ...page.story('error', 'mobile') };
export const LoadingMobile = { ...page.story('loading', 'mobile') };

// Tutor/Session: the exposed page at /tutorbatches/:batchId/sessions/:sessionId (a held session: attendance, recording, files, notes), on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../tutor-portal/src/app/exposed/TutorSession';
import { definePage } from '../harness/pageStories';

const page = definePage({ Page, route: '/tutorbatches/12/sessions/203', path: '/tutorbatches/:batchId/sessions/:sessionId', session: 'tutor' });
const meta = { title: 'Pages/Tutor/Session', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const Empty = { ...page.story('empty') };
export const Error = { ...page.story('error') };
export const Loading = { ...page.story('loading') };
export const SuccessMobile = { ...page.story('success', 'mobile') };
export const EmptyMobile = { ...page.story('empty', 'mobile') };
export const ErrorMobile = { ...page.story('error', 'mobile') };
export const LoadingMobile = { ...page.story('loading', 'mobile') };

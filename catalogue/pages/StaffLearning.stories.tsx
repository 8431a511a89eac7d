// Staff/Learning: one batch's learning between the classes in the back office
// (/staff/batches/:batchId/learning), on mocked API answers (catalogue/mocks/learning.ts): sessions
// that count, catch-ups, the student at risk and the quiz results; an empty batch, the error and
// loading states.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../backoffice/src/app/exposed/StaffLearning';
import { definePage } from '../harness/pageStories';
import { mockApi } from '../mocks/api';
import { staffLearningHandlers, type StaffLearningState } from '../mocks/learning';

const page = definePage({
  Page,
  route: '/staff/batches/12/learning',
  path: '/staff/batches/:batchId/learning',
  session: 'staff-admin',
});
const meta = { title: 'Pages/Staff/Learning', ...page.meta } satisfies Meta;
export default meta;

const story = (state: StaffLearningState, viewport: 'desktop' | 'mobile' = 'desktop') => {
  const base = page.story('success', viewport);
  return {
    ...base,
    parameters: { msw: { handlers: [...staffLearningHandlers(state), ...mockApi('success')] } },
  };
};

export const Success = story('success');
export const Empty = story('empty');
export const Error = story('error');
export const Loading = story('loading');
export const SuccessMobile = story('success', 'mobile');
export const EmptyMobile = story('empty', 'mobile');
export const ErrorMobile = story('error', 'mobile');
export const LoadingMobile = story('loading', 'mobile');

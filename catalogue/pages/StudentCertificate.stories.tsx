// Student/Certificate: her certificate page at /certificate, on mocked API answers
// (catalogue/mocks/certificates.ts): issued, revoked, on its way, one session short, no batch yet,
// loading and the error with Try again.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Certificate';
import { definePage } from '../harness/pageStories';
import { mockApi } from '../mocks/api';
import { myCertificateHandlers, type MyCertificateStoryState } from '../mocks/certificates';

const page = definePage({ Page, route: '/certificate', session: 'student' });
const meta = { title: 'Pages/Student/Certificate', ...page.meta } satisfies Meta;
export default meta;

const story = (state: MyCertificateStoryState, viewport: 'desktop' | 'mobile' = 'desktop') => {
  const base = page.story('success', viewport);
  return {
    ...base,
    parameters: { msw: { handlers: [...myCertificateHandlers(state), ...mockApi('success')] } },
  };
};

export const Issued = story('issued');
export const Revoked = story('revoked');
export const InProgress = story('in_progress');
export const NotEligible = story('not_eligible');
export const NoBatch = story('no_batch');
export const Loading = story('loading');
export const Error = story('error');
export const IssuedMobile = story('issued', 'mobile');
export const RevokedMobile = story('revoked', 'mobile');
export const InProgressMobile = story('in_progress', 'mobile');
export const NotEligibleMobile = story('not_eligible', 'mobile');
export const NoBatchMobile = story('no_batch', 'mobile');
export const LoadingMobile = story('loading', 'mobile');
export const ErrorMobile = story('error', 'mobile');

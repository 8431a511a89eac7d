// Public/Verify certificate: the page anyone opens from her shared link (/verify/:certificateNo), on
// mocked API answers (catalogue/mocks/certificates.ts): a valid certificate, a revoked one, a number
// nobody was given, and waiting for the record.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Verify';
import { definePage } from '../harness/pageStories';
import { mockApi } from '../mocks/api';
import { CERTIFICATE_NO, verifyHandlers, type VerifyState } from '../mocks/certificates';

const page = definePage({ Page, route: `/verify/${CERTIFICATE_NO}`, path: '/verify/:certificateNo' });
const meta = { title: 'Pages/Public/Verify certificate', ...page.meta } satisfies Meta;
export default meta;

const story = (state: VerifyState, viewport: 'desktop' | 'mobile' = 'desktop') => {
  const base = page.story('success', viewport);
  return { ...base, parameters: { msw: { handlers: [...verifyHandlers(state), ...mockApi('success')] } } };
};

export const Valid = story('valid');
export const Revoked = story('revoked');
export const NotFound = story('not-found');
export const Loading = story('loading');
export const ValidMobile = story('valid', 'mobile');
export const RevokedMobile = story('revoked', 'mobile');
export const NotFoundMobile = story('not-found', 'mobile');
export const LoadingMobile = story('loading', 'mobile');

// Staff/Certificates: one batch's certificates in the back office (/staff/batches/:batchId/certificates),
// on mocked API answers (catalogue/mocks/certificates.ts): an admin's table with its grant and revoke
// buttons, the same table read-only for support, an empty batch, the error and loading states.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../backoffice/src/app/exposed/StaffCertificates';
import { definePage } from '../harness/pageStories';
import { mockApi } from '../mocks/api';
import { staffCertificatesHandlers, type StaffCertificatesState } from '../mocks/certificates';

const page = definePage({
  Page,
  route: '/staff/batches/3/certificates',
  path: '/staff/batches/:batchId/certificates',
  session: 'staff-admin',
});
const meta = { title: 'Pages/Staff/Certificates', ...page.meta } satisfies Meta;
export default meta;

const story = (state: StaffCertificatesState, viewport: 'desktop' | 'mobile' = 'desktop') => {
  const base = page.story('success', viewport);
  return {
    ...base,
    parameters: { msw: { handlers: [...staffCertificatesHandlers(state), ...mockApi('success')] } },
  };
};

export const Success = story('success');
export const Support = story('support');
export const Empty = story('empty');
export const Error = story('error');
export const Loading = story('loading');
export const SuccessMobile = story('success', 'mobile');
export const SupportMobile = story('support', 'mobile');
export const EmptyMobile = story('empty', 'mobile');
export const ErrorMobile = story('error', 'mobile');
export const LoadingMobile = story('loading', 'mobile');

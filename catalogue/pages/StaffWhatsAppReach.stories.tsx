// Staff/WhatsApp reach: one batch's class reminders and how they reached its students
// (/staff/batches/:batchId/whatsapp), on mocked API answers (catalogue/mocks/whatsapp.ts): the
// consent now, two classes' reminders and one queued for a time the class no longer has; a batch
// with no reminders yet, the error and loading states.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../backoffice/src/app/exposed/StaffWhatsApp';
import { definePage } from '../harness/pageStories';
import { staffWhatsAppReachHandlers } from '../mocks/whatsapp';

const page = definePage({
  Page,
  route: '/staff/batches/12/whatsapp',
  path: '/staff/batches/:batchId/whatsapp',
  session: 'staff-admin',
  handlers: staffWhatsAppReachHandlers,
  otherReads: 'success',
});
const meta = { title: 'Pages/Staff/WhatsApp reach', ...page.meta } satisfies Meta;
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

// Staff/WhatsApp: the back office's WhatsApp messages at /staff/whatsapp (an admin signed in), on
// mocked API answers (catalogue/mocks/whatsapp.ts): reminders read, delivered, still retrying, not
// sent after a STOP, and one refused whose reminder went by mail instead; no messages yet, the
// error and loading states.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../backoffice/src/app/exposed/StaffWhatsApp';
import { definePage } from '../harness/pageStories';
import { staffWhatsAppHandlers } from '../mocks/whatsapp';

const page = definePage({
  Page,
  route: '/staff/whatsapp',
  path: '/staff/whatsapp',
  session: 'staff-admin',
  handlers: staffWhatsAppHandlers,
  otherReads: 'success',
});
const meta = { title: 'Pages/Staff/WhatsApp', ...page.meta } satisfies Meta;
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

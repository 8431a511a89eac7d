// Staff/Tickets: the back office page at /staff/tickets (an admin signed in), on mocked API answers
// (catalogue/mocks/tickets.ts): student and tutor tickets, none, the error and loading states, and
// one ticket opened with its thread (beside the list at 1280 px, in its place at 375 px).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../backoffice/src/app/exposed/StaffTickets';
import { definePage, type Viewport } from '../harness/pageStories';
import { mockApi, type MockState } from '../mocks/api';
import { staffTicketHandlers } from '../mocks/tickets';

const page = definePage({ Page, route: '/staff/tickets', path: '/staff/tickets', session: 'staff-admin' });
const meta = { title: 'Pages/Staff/Tickets', ...page.meta } satisfies Meta;
export default meta;

const story = (state: MockState, viewport: Viewport = 'desktop', route?: string) => ({
  ...page.story('success', viewport, route),
  parameters: { msw: { handlers: [...staffTicketHandlers(state), ...mockApi('success')] } },
});

export const Success = story('success');
export const Empty = story('empty');
export const Error = story('error');
export const Loading = story('loading');
export const OpenTicket = story('success', 'desktop', '/staff/tickets?ticket=student-21');
export const SuccessMobile = story('success', 'mobile');
export const EmptyMobile = story('empty', 'mobile');
export const ErrorMobile = story('error', 'mobile');
export const LoadingMobile = story('loading', 'mobile');
export const OpenTicketMobile = story('success', 'mobile', '/staff/tickets?ticket=student-21');

// Tutor/TutorSupportTicket: a tutor raising a ticket, on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../tutor-portal/src/app/exposed/TutorSupportTicket';
import { definePage } from '../harness/pageStories';

const page = definePage({
  Page,
  route: '/tutorsupportticket',
  session: 'tutor',
});
const meta = { title: 'Pages/Tutor/TutorSupportTicket', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const SuccessMobile = { ...page.story('success', 'mobile') };

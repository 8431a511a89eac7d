// Staff/People: the back office page at /staff/people (an admin signed in), on mocked API answers
// (catalogue/mocks/people.ts): the students (paid or not, placed or waiting), nobody registered
// yet, the error and loading states, and the tutors with one tutor's documents opened for review.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../backoffice/src/app/exposed/StaffPeople';
import { definePage, type Viewport } from '../harness/pageStories';
import { mockApi, type MockState } from '../mocks/api';
import { REVIEWED_TUTOR, staffPeopleHandlers } from '../mocks/people';

const page = definePage({ Page, route: '/staff/people', path: '/staff/people', session: 'staff-admin' });
const meta = { title: 'Pages/Staff/People', ...page.meta } satisfies Meta;
export default meta;

const story = (state: MockState, viewport: Viewport = 'desktop', route?: string) => ({
  ...page.story('success', viewport, route),
  parameters: { msw: { handlers: [...staffPeopleHandlers(state), ...mockApi('success')] } },
});
const tutors = `/staff/people?tab=tutors&tutor=${REVIEWED_TUTOR}`;

export const Success = story('success');
export const Empty = story('empty');
export const Error = story('error');
export const Loading = story('loading');
export const Tutors = story('success', 'desktop', tutors);
export const SuccessMobile = story('success', 'mobile');
export const EmptyMobile = story('empty', 'mobile');
export const ErrorMobile = story('error', 'mobile');
export const LoadingMobile = story('loading', 'mobile');
export const TutorsMobile = story('success', 'mobile', tutors);

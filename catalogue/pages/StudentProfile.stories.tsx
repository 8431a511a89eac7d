// Student/Profile: the exposed page the shell loads at /profile, on mocked API answers (see catalogue/mocks).
// Success: her details with a new address waiting for confirmation, reminders and WhatsApp messages
// on; Empty: nothing pending, reminders and WhatsApp off (with the words she would agree to); Error: the profile cannot be loaded; Loading: waiting for it.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Profile';
import { definePage } from '../harness/pageStories';

const page = definePage({ Page, route: '/profile', session: 'student' });
const meta = { title: 'Pages/Student/Profile', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const Empty = { ...page.story('empty') };
export const Error = { ...page.story('error') };
export const Loading = { ...page.story('loading') };
export const SuccessMobile = { ...page.story('success', 'mobile') };
export const EmptyMobile = { ...page.story('empty', 'mobile') };
export const ErrorMobile = { ...page.story('error', 'mobile') };
export const LoadingMobile = { ...page.story('loading', 'mobile') };

// Student/Dashboard in Hindi: /dashboard as a student who chose Hindi sees it, on mocked API answers.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Dashboard';
import { definePage } from '../harness/pageStories';

const page = definePage({ Page, route: '/dashboard', session: 'student', language: 'hi' });
const meta = { title: 'Pages/Student/DashboardHindi', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const SuccessMobile = { ...page.story('success', 'mobile') };

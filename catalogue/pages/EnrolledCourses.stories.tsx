// Student/Enrolled courses: the exposed page the shell loads at /enrolled-courses. Its five modules
// are part of the app, not an API answer, so it has no loading or error state: empty is a header
// search that matches no session.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/EnrolledCourses';
import { definePage } from '../harness/pageStories';

const page = definePage({ Page, route: '/enrolled-courses', path: '/enrolled-courses', session: 'student' });
const meta = { title: 'Pages/Student/Enrolled courses', ...page.meta } satisfies Meta;
export default meta;

const noMatch = '/enrolled-courses?q=quantum%20physics';
export const Success = { ...page.story('success') };
export const Empty = { ...page.story('empty', 'desktop', noMatch) };
export const SuccessMobile = { ...page.story('success', 'mobile') };
export const EmptyMobile = { ...page.story('empty', 'mobile', noMatch) };

// Student/Enrolled courses: the exposed page the shell loads at /enrolled-courses: where she stands
// (from the API: loading, failed, waiting, in her course, finished) above her course's five modules,
// which are part of the app. Empty is a header search that matches no session (and a student waiting
// for a batch).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/EnrolledCourses';
import { http, HttpResponse } from 'msw';
import { definePage } from '../harness/pageStories';
import { MOCK_API_PATH } from '../mocks/api';
import * as d from '../mocks/data';

const page = definePage({ Page, route: '/enrolled-courses', path: '/enrolled-courses', session: 'student' });
const meta = { title: 'Pages/Student/Enrolled courses', ...page.meta } satisfies Meta;
export default meta;

const noMatch = '/enrolled-courses?q=quantum%20physics';
export const Success = { ...page.story('success') };
export const Empty = { ...page.story('empty', 'desktop', noMatch) };
export const Error = { ...page.story('error') };
export const Loading = { ...page.story('loading') };
export const SuccessMobile = { ...page.story('success', 'mobile') };
export const ErrorMobile = { ...page.story('error', 'mobile') };
export const LoadingMobile = { ...page.story('loading', 'mobile') };
export const EmptyMobile = { ...page.story('empty', 'mobile', noMatch) };

// The graduate: where she stands says she finished, with her certificate; never "waiting".
const graduate = definePage({
  Page,
  route: '/enrolled-courses',
  path: '/enrolled-courses',
  session: 'student',
  handlers: () => [
    http.get(`*${MOCK_API_PATH}/api/student/standing`, () => HttpResponse.json({ success: true, data: d.standingGraduate })),
  ],
});
export const Graduate = { ...graduate.story('success') };
export const GraduateMobile = { ...graduate.story('success', 'mobile') };

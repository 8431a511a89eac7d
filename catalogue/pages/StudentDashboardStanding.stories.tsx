// Student/Dashboard, where she stands: the graduate (her batch Completed: she finished, her
// certificate, all 25 past sessions, never "waiting") and her first dashboard after paying (the
// payment panel once: batch, first class, PDF and calendar file).
import type { Meta } from '@storybook/react-webpack5';
import { http, HttpResponse } from 'msw';
import Page from '../../learner-app/src/app/exposed/Dashboard';
import { definePage } from '../harness/pageStories';
import { MOCK_API_PATH } from '../mocks/api';
import * as d from '../mocks/data';

const at = (path: string) => `*${MOCK_API_PATH}${path}`;
const graduateReads = () => [
  http.get(at(`/api/student/dashboard/${d.student.id}`), () => HttpResponse.json(d.graduateDashboard)),
  http.get(at(`/api/student/sessions/${d.student.id}`), () => HttpResponse.json({ success: true, sessions: [] })),
  http.get(at('/api/student/my-sessions'), () => HttpResponse.json(d.graduateMySessions)),
  http.get(at('/api/student/standing'), () => HttpResponse.json({ success: true, data: d.standingGraduate })),
];

const graduate = definePage({ Page, route: '/dashboard', session: 'student', handlers: graduateReads });
const justPaid = definePage({ Page, route: '/dashboard', session: 'student-just-paid' });
const meta = { title: 'Pages/Student/Dashboard where she stands', ...graduate.meta } satisfies Meta;
export default meta;

export const Graduate = { ...graduate.story('success') };
export const GraduateMobile = { ...graduate.story('success', 'mobile') };
export const JustPaid = { ...justPaid.story('success'), beforeEach: justPaid.meta.beforeEach };
export const JustPaidMobile = { ...justPaid.story('success', 'mobile'), beforeEach: justPaid.meta.beforeEach };

// Staff/Sign in: the back office's sign-in at /staff/login (nobody signed in), on mocked API answers:
// the blank form, a wrong e-mail or password (the API's one message), and the form while it signs in.
// Success leaves the page for the inbox, so it has no story of its own.
import type { Meta } from '@storybook/react-webpack5';
import { delay, http, HttpResponse } from 'msw';
import Page from '../../backoffice/src/app/exposed/StaffLogin';
import { definePage, type Viewport } from '../harness/pageStories';
import { fill, submit } from '../harness/forms';
import { MOCK_API_PATH, mockApi } from '../mocks/api';

const page = definePage({ Page, route: '/staff/login', session: 'none' });
const meta = { title: 'Pages/Staff/Sign in', ...page.meta } satisfies Meta;
export default meta;

const login = (answer: 'wrong' | 'pending') =>
  http.post(`*${MOCK_API_PATH}/api/staff/login`, async () => {
    if (answer === 'pending') await delay('infinite');
    return HttpResponse.json({ success: false, message: 'Wrong e-mail or password.' }, { status: 401 });
  });

const story = (answer: 'blank' | 'wrong' | 'pending', viewport: Viewport = 'desktop') => ({
  ...page.story('success', viewport),
  parameters: {
    msw: { handlers: [...(answer === 'blank' ? [] : [login(answer)]), ...mockApi('success')] },
  },
  ...(answer === 'blank'
    ? {}
    : {
        play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
          await fill(canvasElement, 'Work e-mail', 'support@aarohi.example');
          await fill(canvasElement, 'Password', 'not-the-password');
          await submit(canvasElement, 'Sign in');
        },
      }),
});

export const Empty = story('blank');
export const Error = story('wrong');
export const Loading = story('pending');
export const EmptyMobile = story('blank', 'mobile');
export const ErrorMobile = story('wrong', 'mobile');
export const LoadingMobile = story('pending', 'mobile');

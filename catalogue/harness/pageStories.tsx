// The story factory of the Pages section: one screen, its four states (loading, empty, error,
// success) at 1280 and 375 px. A story names only the page, its route and who is signed in, so it
// depends on the screen's public face (the exposed module), never on its internals.
import type { ComponentType } from 'react';
import type { HttpHandler } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { mockApi, MOCK_API_PATH, type MockState } from '../mocks/api';
import * as data from '../mocks/data';
import { PageFrame } from './PageFrame';
import { setPreferredLanguage } from '@ai-women/web-core/i18n';

export type Session =
  | 'none'
  | 'student'
  | 'student-just-paid'
  | 'unpaid-student'
  | 'tutor'
  | 'just-paid'
  | 'staff-admin';

/** sessionStorage as the apps leave it after a login (the keys web-core/src/session.ts names). */
export function signIn(session: Session) {
  sessionStorage.clear();
  if (session === 'student' || session === 'student-just-paid') {
    sessionStorage.setItem('user', JSON.stringify(data.student));
    sessionStorage.setItem('isLoggedIn', 'true');
    sessionStorage.setItem('isPaid', 'true');
    // Signed in after paying: her first dashboard says the payment once more.
    if (session === 'student-just-paid')
      sessionStorage.setItem('aarohiLastPayment', JSON.stringify({ userId: data.student.id, ...data.lastPayment }));
  } else if (session === 'unpaid-student') {
    sessionStorage.setItem('pendingPaymentUserId', '42');
    sessionStorage.setItem('isRegistered', 'true');
  } else if (session === 'just-paid') {
    // Straight from the payment page: /login shows her placement until she logs in.
    sessionStorage.setItem('aarohiLastPayment', JSON.stringify(data.lastPayment));
  } else if (session === 'tutor') {
    const json = JSON.stringify(data.tutor);
    sessionStorage.setItem('tutor', json);
    sessionStorage.setItem('tutorData', json);
    sessionStorage.setItem('isTutorLoggedIn', 'true');
  } else if (session === 'staff-admin') {
    // The back office asks who is signed in only in a tab that signed in (web-core's staff hint).
    sessionStorage.setItem('aarohiStaffSignedIn', 'true');
  }
}

type Canvas = HTMLElement;
export interface PageSpec {
  Page: ComponentType;
  route: string;
  path?: string;
  session?: Session;
  /**
   * Form screens: the four states are those of the submit (empty = the blank form). `submit` fills
   * the form with valid values and sends it; the API then answers in the story's state.
   */
  submit?: (canvas: Canvas) => Promise<void>;
  /**
   * The student area's language is her choice (a cookie), not its URL: 'hi' shows it as she sees it
   * after choosing Hindi. Public pages take theirs from the route ('/hi/…').
   */
  language?: 'hi';
  /** The page's own API answers in the story's state; they come before the shared mock. */
  handlers?: (state: MockState) => HttpHandler[];
  /**
   * 'success': everything else the page reads (the frame, the signed-in person) answers normally, so
   * only the page's own reads take the story's state. By default they take it too.
   */
  otherReads?: 'success';
}

type Story = StoryObj<typeof PageFrame>;
export type Viewport = 'desktop' | 'mobile';

export function definePage(spec: PageSpec) {
  const meta = {
    component: PageFrame,
    args: { Page: spec.Page, route: spec.route, ...(spec.path ? { path: spec.path } : {}) },
    argTypes: { Page: { control: false }, route: { control: false }, path: { control: false } },
    parameters: { layout: 'fullscreen', controls: { disable: true } },
    beforeEach: () => {
      window.__AAROHI_CONFIG__ = {
        apiBaseUrl: `${window.location.origin}${MOCK_API_PATH}`,
        remotes: { learner: '', tutor: '', backoffice: '' },
      };
      signIn(spec.session ?? 'none');
      if (spec.language) {
        setPreferredLanguage(spec.language);
        return () => setPreferredLanguage('en');
      }
      return undefined;
    },
  } satisfies Meta<typeof PageFrame>;

  /** `route` overrides the page's URL for this state (e.g. a search that finds nothing). */
  function story(state: MockState, viewport: Viewport = 'desktop', route?: string): Story {
    const form = spec.submit;
    const shared = form ? mockApi('success', state) : mockApi(spec.otherReads ?? state);
    const handlers = [...(spec.handlers?.(state) ?? []), ...shared];
    return {
      ...(route ? { args: { route } } : {}),
      parameters: { msw: { handlers } },
      globals: { viewport: { value: viewport, isRotated: false } },
      ...(form && state !== 'empty' ? { play: async ({ canvasElement }) => form(canvasElement) } : {}),
    };
  }
  // A story file takes `const { story } = page` and calls `story(…)`: Storybook's indexer reads
  // `page.story(…)` as a story factory, which it does not support.
  return { meta, story };
}

// The story factory of the Pages section: one screen, its four states (loading, empty, error,
// success) at 1280 and 375 px. A story names only the page, its route and who is signed in, so it
// depends on the screen's public face (the exposed module), never on its internals.
import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { mockApi, MOCK_API_PATH, type MockState } from '../mocks/api';
import * as data from '../mocks/data';
import { PageFrame } from './PageFrame';
import { setPreferredLanguage } from '@ai-women/web-core/i18n';

export type Session = 'none' | 'student' | 'unpaid-student' | 'tutor' | 'just-paid' | 'staff-admin';

/** sessionStorage as the apps leave it after a login (the keys web-core/src/session.ts names). */
export function signIn(session: Session) {
  sessionStorage.clear();
  if (session === 'student') {
    sessionStorage.setItem('user', JSON.stringify(data.student));
    sessionStorage.setItem('isLoggedIn', 'true');
    sessionStorage.setItem('isPaid', 'true');
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
    const handlers = form ? mockApi('success', state) : mockApi(state);
    return {
      ...(route ? { args: { route } } : {}),
      parameters: { msw: { handlers } },
      globals: { viewport: { value: viewport, isRotated: false } },
      ...(form && state !== 'empty' ? { play: async ({ canvasElement }) => form(canvasElement) } : {}),
    };
  }
  return { meta, story };
}

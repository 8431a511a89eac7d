// Student/CatchUp in Hindi: a missed session's catch-up as a student who chose Hindi sees it, on
// mocked API answers (catalogue/mocks/studentCatchUp.ts).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/CatchUp';
import { definePage } from '../harness/pageStories';
import { mockApi } from '../mocks/api';
import { catchUpHandlers, type CatchUpStoryState } from '../mocks/studentCatchUp';

const page = definePage({
  Page,
  route: '/sessions/4/catch-up',
  path: '/sessions/:sessionNo/catch-up',
  session: 'student',
  language: 'hi',
});
const meta = { title: 'Pages/Student/CatchUpHindi', ...page.meta } satisfies Meta;
export default meta;

const story = (state: CatchUpStoryState, viewport: 'desktop' | 'mobile' = 'desktop') => ({
  ...page.story('success', viewport),
  parameters: { msw: { handlers: [...catchUpHandlers(state), ...mockApi('success')] } },
});

export const Open = story('open');
export const CaughtUp = story('caught_up');
export const OpenMobile = story('open', 'mobile');

// Student/Support: the exposed page the shell loads at /support, on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Support';
import { definePage } from '../harness/pageStories';
import { fill, submit } from '../harness/forms';

const page = definePage({
  Page,
  route: '/support',
  session: 'student',
  submit: async (canvas) => {
    await fill(canvas, 'Subject', 'Session 4 recording is missing');
    await fill(
      canvas,
      'Description',
      'The recording of Thursday’s session on scams and deepfakes does not open from my dashboard.',
    );
    await submit(canvas, 'Submit ticket');
  },
});
const meta = { title: 'Pages/Student/Support', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const Empty = { ...page.story('empty') };
export const Error = { ...page.story('error') };
export const Loading = { ...page.story('loading') };
export const SuccessMobile = { ...page.story('success', 'mobile') };
export const EmptyMobile = { ...page.story('empty', 'mobile') };
export const ErrorMobile = { ...page.story('error', 'mobile') };
export const LoadingMobile = { ...page.story('loading', 'mobile') };

// Tutor/TutorRegister: the tutor registration, on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../tutor-portal/src/app/exposed/TutorRegister';
import { definePage } from '../harness/pageStories';

const page = definePage({
  Page,
  route: '/tutorregister',
  session: 'none',
});
const meta = { title: 'Pages/Tutor/TutorRegister', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const SuccessMobile = { ...page.story('success', 'mobile') };

// Public/Contact: the contact form, office and helpdesk details, on mocked API answers (see catalogue/mocks).
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Contact';
import { definePage } from '../harness/pageStories';

const page = definePage({
  Page,
  route: '/contact',
  session: 'none',
});
const meta = { title: 'Pages/Public/Contact', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const SuccessMobile = { ...page.story('success', 'mobile') };

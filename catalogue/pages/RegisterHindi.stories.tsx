// Public/Register in Hindi: the exposed page the shell loads at /hi/register, on mocked API answers.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Register';
import { definePage } from '../harness/pageStories';
import { fill, submit } from '../harness/forms';

const page = definePage({
  Page,
  route: '/hi/register',
  session: 'none',
  submit: async (canvas) => {
    await fill(canvas, 'पूरा नाम', 'प्रिया शर्मा');
    await fill(canvas, 'पेशा', 'शिक्षिका');
    await fill(canvas, 'उम्र', '31');
    await fill(canvas, 'ईमेल', 'priya.sharma@aarohi.example');
    await fill(canvas, 'फ़ोन', '9876543211');
    await fill(canvas, 'पासवर्ड', 'Priya@2025');
    await submit(canvas, 'रजिस्टर करें और पेमेंट पर जाएँ');
  },
});
const meta = { title: 'Pages/Hindi/Register', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const Error = { ...page.story('error') };
export const SuccessMobile = { ...page.story('success', 'mobile') };

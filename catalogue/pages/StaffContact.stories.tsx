// Staff/Contact inbox: the back office page at /staff/contact (an admin signed in), on mocked API
// answers (catalogue/mocks/staff.ts): the messages to handle, the answer form opened on one, the
// "All" view with an answered message and its thread, inbox zero, the error and loading states.
import type { Meta } from '@storybook/react-webpack5';
import { userEvent, within } from 'storybook/test';
import Page from '../../backoffice/src/app/exposed/StaffContact';
import { definePage, type Viewport } from '../harness/pageStories';
import { mockApi, type MockState } from '../mocks/api';
import { staffInboxHandlers } from '../mocks/staff';

const page = definePage({ Page, route: '/staff/contact', session: 'staff-admin' });
const meta = { title: 'Pages/Staff/Contact inbox', ...page.meta } satisfies Meta;
export default meta;

type Play = (ctx: { canvasElement: HTMLElement }) => Promise<void>;
const story = (state: MockState, viewport: Viewport = 'desktop', play?: Play) => ({
  ...page.story('success', viewport),
  parameters: { msw: { handlers: [...staffInboxHandlers(state), ...mockApi('success')] } },
  ...(play ? { play } : {}),
});

const answering: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /^Answer: Group booking/ }));
  await userEvent.type(
    canvas.getByLabelText(/^Answer to Sunita Devi/),
    'Namaste Sunita, yes: a group of twelve can join the evening batch together.',
    { delay: null },
  );
};
const allView: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'All' }));
  await canvas.findByRole('list', { name: /^Answers to/ });
};

export const Success = story('success');
export const Answering = story('success', 'desktop', answering);
export const AnsweredThread = story('success', 'desktop', allView);
export const Empty = story('empty');
export const Error = story('error');
export const Loading = story('loading');
export const SuccessMobile = story('success', 'mobile');
export const AnsweringMobile = story('success', 'mobile', answering);
export const AnsweredThreadMobile = story('success', 'mobile', allView);
export const EmptyMobile = story('empty', 'mobile');
export const ErrorMobile = story('error', 'mobile');
export const LoadingMobile = story('loading', 'mobile');

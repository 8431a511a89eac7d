// Public/Payment: the exposed page the shell loads at /payment, on mocked API answers (see catalogue/mocks),
// and paying by UPI in the sandbox checkout window.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Payment';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { definePage } from '../harness/pageStories';
import { mockApi } from '../mocks/api';
import { checkoutHandlers, closeCheckoutWindow } from '../mocks/checkout';

const page = definePage({ Page, route: '/payment', session: 'unpaid-student' });
const meta = { title: 'Pages/Public/Payment', ...page.meta } satisfies Meta;
export default meta;

export const Success = { ...page.story('success') };
export const Empty = { ...page.story('empty') };
export const Error = { ...page.story('error') };
export const Loading = { ...page.story('loading') };
export const SuccessMobile = { ...page.story('success', 'mobile') };
export const EmptyMobile = { ...page.story('empty', 'mobile') };
export const ErrorMobile = { ...page.story('error', 'mobile') };
export const LoadingMobile = { ...page.story('loading', 'mobile') };

// Paying by UPI in the sandbox checkout (the API's own checkout window, on mocked answers): she
// gives her state and presses Pay; the window opens on UPI, first of its methods, with the QR code
// (at 1280 px) or the "Open your UPI app" link (at 375 px) and the wait for her approval. Then her
// UPI app declines, lets the request expire, or approves (the page records the payment and moves on
// to /login); or she closes the window and the page waits for the approval to arrive.
type UpiStep = 'choose' | 'waiting' | 'declined' | 'expired' | 'approved';

async function upiStory(canvasElement: HTMLElement, step: UpiStep, mobile: boolean) {
  // The window over the page (or, once it is closed, the page where Pay is) is what the screenshot shows.
  (window as { __catalogueViewportShot?: boolean }).__catalogueViewportShot = true;
  const canvas = within(canvasElement);
  await userEvent.selectOptions(await canvas.findByLabelText(/^Your state or union territory/), '29');
  // Pay waits for her batch choice to load.
  const pay = await canvas.findByRole('button', { name: /^Pay ₹/ });
  await waitFor(() => expect(pay).toBeEnabled(), { timeout: 5000 });
  await userEvent.click(pay);
  const checkout = within(await within(document.body).findByRole('dialog', {}, { timeout: 5000 }));
  await expect(await checkout.findByRole('tab', { name: 'UPI', selected: true })).toBeVisible();
  if (mobile) await expect(await checkout.findByRole('link', { name: 'Open your UPI app' })).toBeVisible();
  else await expect(await checkout.findByRole('img', { name: /^UPI QR code to pay/ })).toBeVisible();
  await checkout.findByText(/^Waiting for approval in your UPI app… Your seat stays held until \d/);
  if (step === 'choose') return;
  if (step === 'waiting') {
    await userEvent.keyboard('{Escape}');
    await canvas.findByText(/^Waiting for your payment to arrive/);
    return;
  }
  const button = { declined: 'Decline', expired: 'Let it expire', approved: 'Approve' }[step];
  await userEvent.click(checkout.getByRole('button', { name: button }));
  if (step === 'declined') await checkout.findByText(/^The payment was declined in your UPI app/);
  if (step === 'expired') await checkout.findByText(/^The payment request expired before it was approved/);
  // After a decline or an expiry nothing is awaited in her UPI app until she tries again.
  if (step === 'declined' || step === 'expired') {
    await expect(checkout.getByText(/^Waiting for approval in your UPI app/)).not.toBeVisible();
    // The clicked button keeps focus, and whether the browser rings it after a scripted click
    // depends on timing (two runs drew it two ways): the picture is taken without it.
    checkout.getByRole('button', { name: button }).blur();
  }
  if (step === 'approved') await canvas.findByText(/^The screen moved on to/);
}

function upi(step: UpiStep, viewport: 'desktop' | 'mobile' = 'desktop') {
  const base = page.story('success', viewport);
  return {
    ...base,
    parameters: { msw: { handlers: [...checkoutHandlers(), ...mockApi('success')] } },
    beforeEach: () => closeCheckoutWindow,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) =>
      upiStory(canvasElement, step, viewport === 'mobile'),
  };
}

export const UpiChooseMethod = upi('choose');
export const UpiWaitingForApproval = upi('waiting');
export const UpiDeclined = upi('declined');
export const UpiExpired = upi('expired');
export const UpiApproved = upi('approved');
export const UpiChooseMethodMobile = upi('choose', 'mobile');
export const UpiWaitingForApprovalMobile = upi('waiting', 'mobile');
export const UpiDeclinedMobile = upi('declined', 'mobile');
export const UpiExpiredMobile = upi('expired', 'mobile');
export const UpiApprovedMobile = upi('approved', 'mobile');

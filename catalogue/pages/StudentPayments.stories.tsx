// Student/Payments: her payments and GST tax invoices at /payments, on mocked API answers
// (catalogue/mocks/certificates.ts): paid from another state (IGST), in the school's state with her
// employer's GSTIN (CGST + SGST), nothing yet, loading and the error with Try again; and her refund
// request open, approved in part with its credit note, and declined with the admin's answer.
import type { Meta } from '@storybook/react-webpack5';
import Page from '../../learner-app/src/app/exposed/Payments';
import { definePage } from '../harness/pageStories';
import { mockApi } from '../mocks/api';
import { myPaymentsHandlers, type MyPaymentsStoryState } from '../mocks/certificates';

const page = definePage({ Page, route: '/payments', session: 'student' });
const meta = { title: 'Pages/Student/Payments', ...page.meta } satisfies Meta;
export default meta;

const story = (state: MyPaymentsStoryState, viewport: 'desktop' | 'mobile' = 'desktop') => {
  const base = page.story('success', viewport);
  return {
    ...base,
    parameters: { msw: { handlers: [...myPaymentsHandlers(state), ...mockApi('success')] } },
  };
};

export const Paid = story('paid');
export const Employer = story('employer');
export const Empty = story('empty');
export const Loading = story('loading');
export const Error = story('error');
export const PaidMobile = story('paid', 'mobile');
export const EmployerMobile = story('employer', 'mobile');
export const EmptyMobile = story('empty', 'mobile');
export const LoadingMobile = story('loading', 'mobile');
export const ErrorMobile = story('error', 'mobile');
export const RefundOpen = story('refundOpen');
export const RefundApproved = story('refundApproved');
export const RefundDeclined = story('refundDeclined');
export const RefundOpenMobile = story('refundOpen', 'mobile');
export const RefundApprovedMobile = story('refundApproved', 'mobile');
export const RefundDeclinedMobile = story('refundDeclined', 'mobile');

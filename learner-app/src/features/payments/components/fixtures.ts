// Her payments as the API answers them: the Payments page's tests and its catalogue story.
import type { MyPayment } from '@ai-women/contracts';

export const paidWithInvoice: MyPayment = {
  payment_id: 7,
  transaction_id: 'pay_seeddemo0001',
  amount: 199920,
  currency: 'INR',
  paid_at: '2026-11-14T09:15:00.000Z',
  course_title: 'AI for Everyday Life',
  invoice: {
    invoice_id: 3,
    number: 'AAR/26-27/000001',
    issued_at: '2026-11-14T09:15:00.000Z',
    buyer_name: 'Priya Sharma',
    buyer_state: '27',
    place_of_supply: 'Maharashtra',
    buyer_business_name: null,
    buyer_gstin: null,
    sac: '999293',
    rate_percent: 18,
    taxable: 169424,
    cgst: 0,
    sgst: 0,
    igst: 30496,
    total: 199920,
    currency: 'INR',
    coupon_name: 'WOMENINAI20',
  },
  refunded: 0,
  refund_policy: { percent: 100, allowed: 199920, first_session_at: '2026-12-07T13:30:00.000Z' },
  refunds: [],
};

export const paidInState: MyPayment = {
  ...paidWithInvoice,
  payment_id: 8,
  transaction_id: 'pay_seedwaiting01',
  invoice: {
    ...paidWithInvoice.invoice!,
    invoice_id: 4,
    number: 'AAR/26-27/000002',
    buyer_state: '29',
    place_of_supply: 'Karnataka',
    buyer_business_name: 'Kaveri Accounting Services LLP',
    buyer_gstin: '29AAKFK4821M1ZU',
    cgst: 15248,
    sgst: 15248,
    igst: 0,
  },
};

const request = {
  refund_id: 11,
  payment_id: 7,
  origin: 'student' as const,
  reason: 'My office moved my shift to the evenings, so I cannot attend the 7 pm classes.',
  policy_percent: 100,
  policy_amount: 199920,
  beyond_policy_reason: null,
  decline_reason: null,
  provider_status: null,
  last_error: null,
  requested_at: '2026-11-20T05:30:00.000Z',
  decided_at: null,
  amount: null,
  credit_note: null,
};

/** She asked; no admin has answered yet. */
export const refundRequested: MyPayment = {
  ...paidWithInvoice,
  refunds: [{ ...request, status: 'requested' }],
};

/** Approved in part (half, in her first week): the credit note is issued, the bank still to confirm. */
export const refundApproved: MyPayment = {
  ...paidWithInvoice,
  refunded: 99960,
  refund_policy: { percent: 50, allowed: 0, first_session_at: '2026-11-18T13:30:00.000Z' },
  refunds: [
    {
      ...request,
      status: 'refunded',
      policy_percent: 50,
      policy_amount: 99960,
      amount: 99960,
      provider_status: 'pending',
      decided_at: '2026-11-21T06:10:00.000Z',
      credit_note: {
        credit_note_id: 2,
        number: 'AARCN/26-27/0002',
        issued_at: '2026-11-21T06:10:00.000Z',
        invoice_id: 3,
        taxable: 84712,
        cgst: 0,
        sgst: 0,
        igst: 15248,
        total: 99960,
      },
    },
  ],
};

/** Declined with the admin's reason; she may ask again. */
export const refundDeclined: MyPayment = {
  ...paidWithInvoice,
  refund_policy: { percent: 0, allowed: 0, first_session_at: '2026-11-02T13:30:00.000Z' },
  refunds: [
    {
      ...request,
      status: 'declined',
      policy_percent: 0,
      policy_amount: 0,
      decline_reason:
        'Your batch’s first week ended on 9 November, and the policy allows no refund after it. You can move to a later batch at no charge instead.',
      decided_at: '2026-11-21T06:10:00.000Z',
    },
  ],
};

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

// The Money screen's data as the API answers it: its tests and its catalogue story.
import type { StaffCreditNote, StaffInvoice, StaffRefund } from '@ai-women/contracts';

export const moneyInvoice: StaffInvoice = {
  invoice_id: 3,
  number: 'AAR/26-27/000002',
  issued_at: '2026-11-25T04:30:00.000Z',
  student_id: 9,
  buyer_name: 'Asha Rao',
  buyer_state: '29',
  place_of_supply: 'Karnataka',
  buyer_business_name: 'Kaveri Accounting Services LLP',
  buyer_gstin: '29AAKFK4821M1ZU',
  rate_percent: 18,
  taxable: 169424,
  cgst: 15248,
  sgst: 15248,
  igst: 0,
  total: 199920,
};

export const moneyCreditNote: StaffCreditNote = {
  credit_note_id: 1,
  number: 'AARCN/26-27/0001',
  issued_at: '2026-11-27T06:10:00.000Z',
  invoice_id: 3,
  invoice_number: 'AAR/26-27/000002',
  student_id: 9,
  buyer_name: 'Asha Rao',
  buyer_state: '29',
  place_of_supply: 'Karnataka',
  buyer_gstin: '29AAKFK4821M1ZU',
  rate_percent: 18,
  reason: 'Moved to Pune for work; cannot attend the evening batch.',
  taxable: 84712,
  cgst: 7624,
  sgst: 7624,
  igst: 0,
  total: 99960,
};

const totals = (rows: { taxable: number; cgst: number; sgst: number; igst: number; total: number }[]) => ({
  count: rows.length,
  taxable: rows.reduce((n, r) => n + r.taxable, 0),
  cgst: rows.reduce((n, r) => n + r.cgst, 0),
  sgst: rows.reduce((n, r) => n + r.sgst, 0),
  igst: rows.reduce((n, r) => n + r.igst, 0),
  total: rows.reduce((n, r) => n + r.total, 0),
});
const inv = totals([moneyInvoice]);
const cn = totals([moneyCreditNote]);
export const moneyInvoices = {
  invoices: [moneyInvoice],
  totals: inv,
  credit_notes: [moneyCreditNote],
  credit_note_totals: cn,
  net: {
    count: inv.count,
    taxable: inv.taxable - cn.taxable,
    cgst: inv.cgst - cn.cgst,
    sgst: inv.sgst - cn.sgst,
    igst: inv.igst - cn.igst,
    total: inv.total - cn.total,
  },
};

const base = {
  origin: 'student' as const,
  beyond_policy_reason: null,
  decline_reason: null,
  provider_status: null,
  last_error: null,
  decided_at: null,
  amount: null,
  credit_note: null,
  refunded: 0,
  invoice_number: 'AAR/26-27/000007',
};

export const openRequest: StaffRefund = {
  ...base,
  refund_id: 12,
  payment_id: 21,
  status: 'requested',
  reason: 'My mother is unwell and I have to go home to Lucknow for two months.',
  policy_percent: 50,
  policy_amount: 124950,
  requested_at: '2026-11-28T10:05:00.000Z',
  student_id: 31,
  student_name: 'Neha Gupta',
  email: 'neha.gupta@example.in',
  transaction_id: 'pay_demoNeha0001',
  paid: 249900,
  remaining: 249900,
  policy_now: { percent: 50, allowed: 124950, first_session_at: '2026-11-24T13:30:00.000Z' },
};

export const refundedRequest: StaffRefund = {
  ...base,
  refund_id: 9,
  payment_id: 3,
  status: 'refunded',
  reason: 'Moved to Pune for work; cannot attend the evening batch.',
  policy_percent: 100,
  policy_amount: 199920,
  amount: 99960,
  provider_status: 'processed',
  decided_at: '2026-11-27T06:10:00.000Z',
  requested_at: '2026-11-26T08:00:00.000Z',
  credit_note: {
    credit_note_id: 1,
    number: 'AARCN/26-27/0001',
    issued_at: '2026-11-27T06:10:00.000Z',
    invoice_id: 3,
    taxable: 84712,
    cgst: 7624,
    sgst: 7624,
    igst: 0,
    total: 99960,
  },
  student_id: 9,
  student_name: 'Asha Rao',
  email: 'asha.rao@example.in',
  transaction_id: 'pay_demoAsha0001',
  paid: 199920,
  refunded: 99960,
  remaining: 99960,
  invoice_number: 'AAR/26-27/000002',
  policy_now: { percent: 0, allowed: 0, first_session_at: '2026-11-03T13:30:00.000Z' },
};

export const declinedRequest: StaffRefund = {
  ...base,
  refund_id: 7,
  payment_id: 2,
  status: 'declined',
  reason: 'The course is harder than I expected.',
  policy_percent: 0,
  policy_amount: 0,
  decline_reason: 'Your first week ended on 9 November; you can move to a later batch at no charge instead.',
  decided_at: '2026-11-20T09:00:00.000Z',
  requested_at: '2026-11-19T16:45:00.000Z',
  student_id: 5,
  student_name: 'Farida Begum',
  email: 'farida.begum@example.in',
  transaction_id: 'pay_demoFarida01',
  paid: 249900,
  remaining: 249900,
  policy_now: { percent: 0, allowed: 0, first_session_at: '2026-11-02T13:30:00.000Z' },
};

export const moneyRefunds: StaffRefund[] = [openRequest, refundedRequest, declinedRequest];

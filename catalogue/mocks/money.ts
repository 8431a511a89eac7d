// The back office's money for the Pages stories (/staff/money): a week of course payments with their
// day totals (India days), and the coupons with how often each was used, one handler set per state.
// Amounts are in paise, as the API sends them: ₹2,499 less the coupon's percentage.
import {
  BASE_PRICE_PAISE,
  priceAfterCoupon,
  type StaffCoupon,
  type StaffCreditNote,
  type StaffInvoice,
  type StaffPayment,
  type StaffPaymentsResponse,
} from '@ai-women/contracts';
import { read, type MockState } from './api';
import { moneyRefunds } from '../../backoffice/src/features/money/fixtures';
import type { StaffRefund } from '@ai-women/contracts';

export const staffCoupons: StaffCoupon[] = [
  {
    coupon_id: 1,
    coupon_name: 'WOMENINAI20',
    discount_percent: 20,
    active: true,
    advertised: true,
    uses: 38,
    created_at: '2026-07-01T04:30:00.000Z',
  },
  {
    coupon_id: 3,
    coupon_name: 'SAKHI15',
    discount_percent: 15,
    active: true,
    advertised: false,
    uses: 12,
    created_at: '2026-08-15T03:00:00.000Z',
  },
  {
    coupon_id: 2,
    coupon_name: 'FIRSTSTEP10',
    discount_percent: 10,
    active: true,
    advertised: false,
    uses: 9,
    created_at: '2026-07-01T04:32:00.000Z',
  },
  {
    coupon_id: 5,
    coupon_name: 'NAVRATRI15',
    discount_percent: 15,
    active: false,
    advertised: false,
    uses: 17,
    created_at: '2026-10-09T05:00:00.000Z',
  },
  {
    coupon_id: 6,
    coupon_name: 'DIWALI25',
    discount_percent: 25,
    active: true,
    advertised: false,
    uses: 1,
    created_at: '2026-11-21T08:30:00.000Z',
  },
];

const percentOf = (code: string | null) =>
  staffCoupons.find((c) => c.coupon_name === code)?.discount_percent ?? 0;

function payment(
  payment_id: number,
  student_id: number,
  student_name: string,
  email: string,
  coupon: string | null,
  paid_at: string,
  ref: string,
): StaffPayment {
  return {
    payment_id,
    transaction_id: `pay_${ref}`,
    order_id: `order_${ref.split('').reverse().join('')}`,
    student_id,
    student_name,
    email,
    amount: priceAfterCoupon(BASE_PRICE_PAISE, percentOf(coupon)),
    currency: 'INR',
    coupon,
    paid_at,
  };
}

/** Newest first; the visual test's day is 23 November (10:00 IST). */
export const staffPayments: StaffPayment[] = [
  payment(
    212,
    61,
    'Rekha Chauhan',
    'rekha.chauhan@example.in',
    'WOMENINAI20',
    '2026-11-23T03:12:00.000Z',
    'Pq7Lm2XcR4vT9a',
  ),
  payment(
    211,
    60,
    'Deepika Reddy',
    'deepika.reddy@example.in',
    'DIWALI25',
    '2026-11-22T14:48:00.000Z',
    'Nb3Zk8WdQ1sY6e',
  ),
  payment(
    210,
    59,
    'सविता कुलकर्णी',
    'savita.kulkarni@example.in',
    'SAKHI15',
    '2026-11-22T05:20:00.000Z',
    'Hj5Rt0UyE7pL2m',
  ),
  payment(
    209,
    47,
    'Lakshmi Pillai',
    'lakshmi.pillai@example.in',
    null,
    '2026-11-19T09:31:00.000Z',
    'Gv2Xn6BcM8qK4w',
  ),
  payment(
    208,
    57,
    'Tasneem Bano',
    'tasneem.bano@example.in',
    'WOMENINAI20',
    '2026-11-18T16:05:00.000Z',
    'Fs9Yp3JhT5rD1z',
  ),
  payment(
    207,
    45,
    'Harpreet Sandhu',
    'harpreet.s@example.in',
    'FIRSTSTEP10',
    '2026-11-17T07:44:00.000Z',
    'Ck4Wq7NmV2aS8u',
  ),
  payment(
    206,
    43,
    'Bhavna Trivedi',
    'bhavna.trivedi@example.in',
    'WOMENINAI20',
    '2026-11-17T04:02:00.000Z',
    'Ae6Tr1LzP9xH3o',
  ),
];

/** The India day of an instant (the API totals by the school's day, not UTC's). */
const indiaDay = (iso: string) => new Date(Date.parse(iso) + 5.5 * 3_600_000).toISOString().slice(0, 10);

function report(payments: StaffPayment[]): StaffPaymentsResponse['data'] {
  const days = new Map<string, { date: string; count: number; amount: number }>();
  for (const p of payments) {
    const day = days.get(indiaDay(p.paid_at)) ?? { date: indiaDay(p.paid_at), count: 0, amount: 0 };
    days.set(day.date, { ...day, count: day.count + 1, amount: day.amount + p.amount });
  }
  return {
    payments,
    days: [...days.values()],
    total: { count: payments.length, amount: payments.reduce((sum, p) => sum + p.amount, 0) },
  };
}

/** The API's filters: India days from and to (both included), and name, e-mail or payment ID. */
function filtered(query: URLSearchParams) {
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  const q = (query.get('q') ?? '').trim().toLowerCase();
  return staffPayments.filter((p) => {
    const day = indiaDay(p.paid_at);
    return (
      (!from || day >= from) &&
      (!to || day <= to) &&
      (!q || [p.student_name, p.email, p.transaction_id].some((f) => f.toLowerCase().includes(q)))
    );
  });
}

const envelope = <T>(data: T) => ({ success: true, data });

export function staffMoneyHandlers(state: MockState, refunds: StaffRefund[] = moneyRefunds) {
  return [
    read(
      '/api/staff/payments',
      state,
      ({ query }) => envelope(report(filtered(query))),
      () => envelope(report([])),
    ),
    read(
      '/api/staff/invoices',
      state,
      ({ query }) => {
        const place = query.get('state');
        const rows = staffInvoices.filter((i) => !place || i.buyer_state === place);
        const notes = staffCreditNotes.filter((n) => !place || n.buyer_state === place);
        return envelope(withNotes(rows, notes));
      },
      () => envelope(withNotes([], [])),
    ),
    read(
      '/api/staff/refunds',
      state,
      () => envelope(refunds),
      () => envelope([]),
    ),
    read(
      '/api/staff/coupons',
      state,
      () => envelope(staffCoupons),
      () => envelope([]),
    ),
  ];
}

/** The month's tax invoices: buyers in the school's state (CGST + SGST), elsewhere (IGST), one B2B. */
export const staffInvoices: StaffInvoice[] = [
  { n: 1, name: 'Priya Sharma', state: '27', pos: 'Maharashtra', amount: 199920, igst: true },
  { n: 2, name: 'Asha Rao', state: '29', pos: 'Karnataka', amount: 199920, igst: false, gstin: '29AAKFK4821M1ZU', business: 'Kaveri Accounting Services LLP' },
  { n: 3, name: 'Meenakshi Iyer', state: '33', pos: 'Tamil Nadu', amount: 249900, igst: true },
  { n: 4, name: 'Kavitha Rao', state: '29', pos: 'Karnataka', amount: 224910, igst: false },
].map((x) => {
  const taxable = Math.round((x.amount * 100) / 118);
  const tax = x.amount - taxable;
  const cgst = x.igst ? 0 : Math.ceil(tax / 2);
  return {
    invoice_id: x.n,
    number: `AAR/26-27/${String(x.n).padStart(6, '0')}`,
    issued_at: `2026-11-${String(10 + x.n * 3).padStart(2, '0')}T05:30:00.000Z`,
    student_id: 100 + x.n,
    buyer_name: x.name,
    buyer_state: x.state,
    place_of_supply: x.pos,
    buyer_business_name: x.business ?? null,
    buyer_gstin: x.gstin ?? null,
    rate_percent: 18,
    taxable,
    cgst,
    sgst: x.igst ? 0 : tax - cgst,
    igst: x.igst ? tax : 0,
    total: x.amount,
  };
});

function invoiceTotals(rows: Pick<StaffInvoice, 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total'>[]) {
  const sum = (k: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total') => rows.reduce((n, r) => n + r[k], 0);
  return { count: rows.length, taxable: sum('taxable'), cgst: sum('cgst'), sgst: sum('sgst'), igst: sum('igst'), total: sum('total') };
}

/** A credit note of the month: half of Asha Rao's invoice refunded (CGST + SGST reversed). */
export const staffCreditNotes: StaffCreditNote[] = [
  {
    credit_note_id: 1,
    number: 'AARCN/26-27/0001',
    issued_at: '2026-11-27T06:10:00.000Z',
    invoice_id: 2,
    invoice_number: 'AAR/26-27/000002',
    student_id: 102,
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
  },
];

function withNotes(rows: StaffInvoice[], notes: StaffCreditNote[]) {
  const totals = invoiceTotals(rows);
  const credited = invoiceTotals(notes);
  return {
    invoices: rows,
    totals,
    credit_notes: notes,
    credit_note_totals: credited,
    net: {
      count: totals.count,
      taxable: totals.taxable - credited.taxable,
      cgst: totals.cgst - credited.cgst,
      sgst: totals.sgst - credited.sgst,
      igst: totals.igst - credited.igst,
      total: totals.total - credited.total,
    },
  };
}

/**
 * GST tax invoices: issuing the invoice inside the transaction that records the payment (its number
 * from ./document-numbers), and the reads of her Payments page and the back office's Money screen.
 */
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import {
  gstState,
  indiaDayDmy,
  INVOICE_DESCRIPTION,
  INVOICE_SERIES,
  splitInclusive,
  startOfIndiaDay,
} from '@ai-women/contracts';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import type { GstSupplier } from '../config';
import { nextDocumentNumber } from './document-numbers';
import { policyNow, refundsOfPayments } from './refunds';

export type InvoiceRow = typeof t.invoices.$inferSelect;

/**
 * Issues the invoice of a payment, inside the transaction that records it. The place of supply is
 * the state she chose at checkout; an order without one (a client that does not ask) takes the
 * school's state, as the law does for a buyer whose address is not on record.
 */
export async function issueInvoice(
  tx: Db,
  supplier: GstSupplier,
  p: {
    paymentId: number;
    studentId: number;
    buyerName: string;
    order: Pick<
      typeof t.paymentOrders.$inferSelect,
      'amount' | 'currency' | 'couponId' | 'buyerState' | 'buyerBusinessName' | 'buyerGstin'
    >;
    issuedAt: Date;
  },
): Promise<InvoiceRow> {
  const { order } = p;
  const buyerState = order.buyerState && gstState(order.buyerState) ? order.buyerState : supplier.state;
  const split = splitInclusive(order.amount, supplier.ratePercent, buyerState === supplier.state);
  const [coupon] = order.couponId
    ? await tx
        .select({ name: t.coupons.name, percent: t.coupons.discountPercent })
        .from(t.coupons)
        .where(eq(t.coupons.id, order.couponId))
    : [];
  const { number, fy, seq } = await nextDocumentNumber(tx, INVOICE_SERIES, p.issuedAt);
  const [row] = await tx
    .insert(t.invoices)
    .values({
      number,
      series: INVOICE_SERIES.id,
      fy,
      seq,
      paymentId: p.paymentId,
      studentId: p.studentId,
      issuedAt: p.issuedAt,
      supplierName: supplier.legalName,
      supplierAddress: supplier.address,
      supplierGstin: supplier.gstin,
      supplierState: supplier.state,
      buyerName: p.buyerName,
      buyerState,
      buyerBusinessName: order.buyerGstin ? order.buyerBusinessName : null,
      buyerGstin: order.buyerGstin ?? null,
      sac: supplier.sac,
      description: INVOICE_DESCRIPTION,
      couponName: coupon?.name ?? null,
      discountPercent: coupon?.percent ?? null,
      ratePercent: split.ratePercent,
      taxable: split.taxable,
      cgst: split.cgst,
      sgst: split.sgst,
      igst: split.igst,
      total: split.total,
      currency: order.currency,
    })
    .returning();
  return row!;
}

/** An invoice as the apps show it (amounts in paise). */
export function invoiceView(r: InvoiceRow) {
  return {
    invoice_id: r.id,
    number: r.number,
    issued_at: r.issuedAt.toISOString(),
    buyer_name: r.buyerName,
    buyer_state: r.buyerState,
    place_of_supply: gstState(r.buyerState)?.name ?? r.buyerState,
    buyer_business_name: r.buyerBusinessName,
    buyer_gstin: r.buyerGstin,
    sac: r.sac,
    rate_percent: r.ratePercent,
    taxable: r.taxable,
    cgst: r.cgst,
    sgst: r.sgst,
    igst: r.igst,
    total: r.total,
    currency: r.currency,
    coupon_name: r.couponName,
  };
}
export type InvoiceView = ReturnType<typeof invoiceView>;

export async function findInvoice(db: Db, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(t.invoices).where(eq(t.invoices.id, id));
  return row;
}

/**
 * Her payments, newest first, each with its invoice (none for a payment recorded before invoices),
 * what was refunded, what the refund policy allows today and her refunds with their credit notes.
 */
export async function myPayments(db: Db, studentId: number, now: Date) {
  const rows = await db
    .select({ p: t.payments, i: t.invoices, course: t.courses.title })
    .from(t.payments)
    .leftJoin(t.invoices, eq(t.invoices.paymentId, t.payments.id))
    .leftJoin(t.paymentOrders, eq(t.paymentOrders.id, t.payments.orderId))
    .leftJoin(t.courses, eq(t.courses.id, t.paymentOrders.courseId))
    .where(eq(t.payments.studentId, studentId))
    .orderBy(desc(t.payments.paidAt), desc(t.payments.id));
  const refunds = await refundsOfPayments(db, rows.map((r) => r.p.id));
  const out = [];
  for (const { p, i, course } of rows)
    out.push({
      payment_id: p.id,
      transaction_id: p.transactionId,
      amount: p.amount,
      currency: p.currency,
      paid_at: p.paidAt.toISOString(),
      course_title: course ?? null,
      invoice: i ? invoiceView(i) : null,
      refunded: p.refunded,
      refund_policy: await policyNow(db, p, now),
      refunds: refunds.get(p.id) ?? [],
    });
  return out;
}

/** A calendar month 'YYYY-MM' in India time as an instant range. */
function indiaMonth(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const firstDay = (year: number, month0: number) =>
    new Date(Date.UTC(year, month0, 1)).toISOString().slice(0, 10);
  const from = startOfIndiaDay(firstDay(y, m - 1));
  const to = startOfIndiaDay(firstDay(y, m));
  return { from, to };
}

export interface InvoiceFilter {
  /** 'YYYY-MM', India time. */
  month?: string;
  /** Place of supply, GST state code. */
  state?: string;
}

function invoiceWhere(f: InvoiceFilter, table: typeof t.invoices | typeof t.creditNotes = t.invoices): SQL | undefined {
  const parts: SQL[] = [];
  if (f.month) {
    const { from, to } = indiaMonth(f.month);
    parts.push(gte(table.issuedAt, from), lt(table.issuedAt, to));
  }
  if (f.state) parts.push(eq(table.buyerState, f.state));
  return parts.length ? and(...parts) : undefined;
}

export type CreditNoteListRow = typeof t.creditNotes.$inferSelect & { invoiceNumber: string; invoiceIssuedAt: Date };

/** Credit notes issued in a month and/or for a place of supply, with the invoice each reverses. */
export async function creditNoteRows(db: Db, f: InvoiceFilter): Promise<CreditNoteListRow[]> {
  const rows = await db
    .select({ c: t.creditNotes, invoiceNumber: t.invoices.number, invoiceIssuedAt: t.invoices.issuedAt })
    .from(t.creditNotes)
    .innerJoin(t.invoices, eq(t.invoices.id, t.creditNotes.invoiceId))
    .where(invoiceWhere(f, t.creditNotes))
    .orderBy(asc(t.creditNotes.issuedAt), asc(t.creditNotes.id));
  return rows.map((r) => ({ ...r.c, invoiceNumber: r.invoiceNumber, invoiceIssuedAt: r.invoiceIssuedAt }));
}

/** Invoices minus credit notes, part by part. */
export function netTotals(invoices: ReturnType<typeof invoiceTotals>, notes: ReturnType<typeof invoiceTotals>) {
  return {
    count: invoices.count,
    taxable: invoices.taxable - notes.taxable,
    cgst: invoices.cgst - notes.cgst,
    sgst: invoices.sgst - notes.sgst,
    igst: invoices.igst - notes.igst,
    total: invoices.total - notes.total,
  };
}

export async function invoiceRows(db: Db, f: InvoiceFilter): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(t.invoices)
    .where(invoiceWhere(f))
    .orderBy(asc(t.invoices.issuedAt), asc(t.invoices.id));
}

export function invoiceTotals(rows: Pick<InvoiceRow, 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total'>[]) {
  const sum = (k: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total') => rows.reduce((n, r) => n + r[k], 0);
  return {
    count: rows.length,
    taxable: sum('taxable'),
    cgst: sum('cgst'),
    sgst: sum('sgst'),
    igst: sum('igst'),
    total: sum('total'),
  };
}

const rupees = (paise: number) => (paise / 100).toFixed(2);
const csvCell = (v: string | number) => {
  const s = String(v);
  // A cell a spreadsheet would run as a formula is quoted with a leading apostrophe.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const csvLine = (cells: (string | number)[]) => cells.map(csvCell).join(',');

/** 'DD-MM-YYYY' in India time, as the GST portal's offline tool expects dates. */
function portalDate(at: Date): string {
  return indiaDayDmy(at);
}

/**
 * The month's GSTR-1 figures as one CSV: a B2B section (one line per invoice with the buyer's GSTIN),
 * a B2C small section (invoices without a GSTIN, summed by place of supply and rate), and the totals
 * of both, which equal the sum of the invoices listed on the Money screen. Credit notes follow:
 * to registered buyers note by note (CDNR: GSTIN, the original invoice), to unregistered ones summed
 * by place of supply and rate; the last lines are the invoices' totals, the credit notes' totals
 * and the net (invoices minus credit notes), which is what the month reports.
 */
export function gstr1Csv(
  rows: InvoiceRow[],
  month: string,
  notes: CreditNoteListRow[] = [],
): { name: string; text: string } {
  const lines: string[] = [];
  const pos = (code: string) => `${code}-${gstState(code)?.name ?? ''}`;
  lines.push(csvLine(['Section', 'B2B invoices']));
  lines.push(
    csvLine([
      'GSTIN of recipient',
      'Receiver name',
      'Invoice number',
      'Invoice date',
      'Invoice value',
      'Place of supply',
      'Reverse charge',
      'Invoice type',
      'Rate',
      'Taxable value',
      'IGST',
      'CGST',
      'SGST',
    ]),
  );
  const b2b = rows.filter((r) => r.buyerGstin);
  for (const r of b2b)
    lines.push(
      csvLine([
        r.buyerGstin!,
        r.buyerBusinessName ?? '',
        r.number,
        portalDate(r.issuedAt),
        rupees(r.total),
        pos(r.buyerState),
        'N',
        'Regular',
        r.ratePercent,
        rupees(r.taxable),
        rupees(r.igst),
        rupees(r.cgst),
        rupees(r.sgst),
      ]),
    );
  lines.push('');
  lines.push(csvLine(['Section', 'B2C small (by place of supply and rate)']));
  lines.push(
    csvLine([
      'Type',
      'Place of supply',
      'Rate',
      'Invoices',
      'Taxable value',
      'IGST',
      'CGST',
      'SGST',
      'Invoice value',
    ]),
  );
  const groups = new Map<string, InvoiceRow[]>();
  for (const r of rows.filter((x) => !x.buyerGstin)) {
    const key = `${r.buyerState}|${r.ratePercent}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const [key, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const [state, rate] = key.split('|') as [string, string];
    const s = invoiceTotals(group);
    lines.push(
      csvLine([
        'OE',
        pos(state),
        rate,
        s.count,
        rupees(s.taxable),
        rupees(s.igst),
        rupees(s.cgst),
        rupees(s.sgst),
        rupees(s.total),
      ]),
    );
  }
  lines.push('');
  lines.push(csvLine(['Section', 'Credit notes to registered buyers (CDNR)']));
  lines.push(
    csvLine([
      'GSTIN of recipient',
      'Receiver name',
      'Note number',
      'Note date',
      'Note type',
      'Original invoice number',
      'Original invoice date',
      'Place of supply',
      'Note value',
      'Rate',
      'Taxable value',
      'IGST',
      'CGST',
      'SGST',
    ]),
  );
  for (const n of notes.filter((x) => x.buyerGstin))
    lines.push(
      csvLine([
        n.buyerGstin!,
        n.buyerBusinessName ?? '',
        n.number,
        portalDate(n.issuedAt),
        'C',
        n.invoiceNumber,
        portalDate(n.invoiceIssuedAt),
        pos(n.buyerState),
        rupees(n.total),
        n.ratePercent,
        rupees(n.taxable),
        rupees(n.igst),
        rupees(n.cgst),
        rupees(n.sgst),
      ]),
    );
  lines.push('');
  lines.push(csvLine(['Section', 'Credit notes to unregistered buyers (by place of supply and rate)']));
  lines.push(
    csvLine(['Type', 'Place of supply', 'Rate', 'Notes', 'Taxable value', 'IGST', 'CGST', 'SGST', 'Note value']),
  );
  const noteGroups = new Map<string, CreditNoteListRow[]>();
  for (const n of notes.filter((x) => !x.buyerGstin)) {
    const key = `${n.buyerState}|${n.ratePercent}`;
    noteGroups.set(key, [...(noteGroups.get(key) ?? []), n]);
  }
  for (const [key, group] of [...noteGroups].sort(([a], [b]) => a.localeCompare(b))) {
    const [state, rate] = key.split('|') as [string, string];
    const s = invoiceTotals(group);
    lines.push(
      csvLine(['OE', pos(state), rate, s.count, rupees(s.taxable), rupees(s.igst), rupees(s.cgst), rupees(s.sgst), rupees(s.total)]),
    );
  }
  lines.push('');
  const all = invoiceTotals(rows);
  const credited = invoiceTotals(notes);
  const net = netTotals(all, credited);
  lines.push(csvLine(['Totals', 'Documents', 'Taxable value', 'IGST', 'CGST', 'SGST', 'Value']));
  for (const [label, x] of [
    ['All invoices', all],
    ['All credit notes', credited],
    ['Net (invoices minus credit notes)', net],
  ] as const)
    lines.push(csvLine([label, x.count, rupees(x.taxable), rupees(x.igst), rupees(x.cgst), rupees(x.sgst), rupees(x.total)]));
  return { name: `gstr1-${month}.csv`, text: `${lines.join('\r\n')}\r\n` };
}

/** A credit note with the number and date of the invoice it reverses (its PDF and mail). */
export async function findCreditNote(db: Db, id: number) {
  const [row] = await db
    .select({ c: t.creditNotes, invoiceNumber: t.invoices.number, invoiceIssuedAt: t.invoices.issuedAt })
    .from(t.creditNotes)
    .innerJoin(t.invoices, eq(t.invoices.id, t.creditNotes.invoiceId))
    .where(eq(t.creditNotes.id, id));
  return row && { ...row.c, invoice: { number: row.invoiceNumber, issuedAt: row.invoiceIssuedAt } };
}

/**
 * The tax invoice as a PDF (A4 portrait), drawn from the stored invoice row only: every Rule 46
 * fact as it was on the day. Text goes through the shared text layer (embedded Noto fonts, shaped
 * Devanagari), so her name is drawn in her own script and pdftotext reads it back.
 */
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import {
  amountInWords,
  creditNotePdfFileName,
  formatRupees,
  indiaDayDmy,
  invoicePdfFileName,
  placeOfSupplyLabel,
} from '@ai-women/contracts';
import { PdfText, setPdfMetadata, type PdfTextAssets } from '@ai-women/contracts/pdf-text';
import type { InvoiceRow } from './invoices';

const WORDS = {
  en: {
    title: 'TAX INVOICE',
    supplier: 'Supplier',
    billTo: 'Bill to',
    number: 'Invoice number',
    date: 'Invoice date',
    pos: 'Place of supply',
    reverse: 'Reverse charge',
    no: 'No',
    state: 'State',
    business: 'Business',
    description: 'Description',
    sac: 'SAC',
    taxable: 'Taxable value',
    coupon: (name: string, pct: number) => `Coupon ${name} (${pct} % off the list price) applied`,
    total: 'Total (GST included)',
    words: 'Amount in words',
    inclusive: 'Prices include GST. Taxable value + tax = the amount paid.',
    computer: 'This invoice is issued electronically by the supplier and needs no signature.',
    signatory: (name: string) => `For ${name}`,
    cn: {
      title: 'CREDIT NOTE',
      number: 'Credit note number',
      date: 'Credit note date',
      against: 'Against invoice',
      reason: (r: string) => `Refund: ${r}`,
      total: 'Credited (incl. GST)',
      inclusive: 'This credit note reverses the tax of the invoice in proportion to the amount refunded.',
      computer: 'This credit note is issued electronically by the supplier and needs no signature.',
    },
  },
  hi: {
    title: 'टैक्स इनवॉइस (TAX INVOICE)',
    supplier: 'सप्लायर',
    billTo: 'बिल किसके नाम',
    number: 'इनवॉइस नंबर',
    date: 'इनवॉइस की तारीख़',
    pos: 'सप्लाई का स्थान',
    reverse: 'रिवर्स चार्ज',
    no: 'नहीं (No)',
    state: 'राज्य',
    business: 'व्यवसाय',
    description: 'विवरण',
    sac: 'SAC',
    taxable: 'कर योग्य मूल्य',
    coupon: (name: string, pct: number) => `कूपन ${name} (लिस्ट प्राइस पर ${pct} % छूट) लगाया गया`,
    total: 'कुल (GST सहित)',
    words: 'शब्दों में राशि',
    inclusive: 'कीमतों में GST शामिल है। कर योग्य मूल्य + टैक्स = चुकाई गई राशि।',
    computer: 'यह इनवॉइस सप्लायर ने इलेक्ट्रॉनिक रूप से जारी किया है; इस पर हस्ताक्षर की ज़रूरत नहीं है।',
    signatory: (name: string) => `${name} की ओर से`,
    cn: {
      title: 'क्रेडिट नोट (CREDIT NOTE)',
      number: 'क्रेडिट नोट नंबर',
      date: 'क्रेडिट नोट की तारीख़',
      against: 'इनवॉइस के सामने',
      reason: (r: string) => `रिफ़ंड: ${r}`,
      total: 'कुल जमा (GST सहित)',
      inclusive: 'यह क्रेडिट नोट रिफ़ंड की राशि के अनुपात में इनवॉइस का टैक्स वापस करता है।',
      computer: 'यह क्रेडिट नोट सप्लायर ने इलेक्ट्रॉनिक रूप से जारी किया है; इस पर हस्ताक्षर की ज़रूरत नहीं है।',
    },
  },
} as const;

const PLUM_900 = rgb(0x2a / 255, 0x10 / 255, 0x33 / 255);
const PLUM_700 = rgb(0x4b / 255, 0x1d / 255, 0x5c / 255);
const SAFFRON = rgb(0xf4 / 255, 0xb7 / 255, 0x40 / 255);
const INK = rgb(0x1d / 255, 0x1a / 255, 0x22 / 255);
const MUTED = rgb(0x56 / 255, 0x50 / 255, 0x5e / 255);
const RULE = rgb(0.85, 0.83, 0.87);
const BAND = rgb(0.96, 0.94, 0.97);

/** The India calendar day of an instant, 'DD-MM-YYYY' (the form tax documents use). */
export function invoiceDate(at: Date): string {
  return indiaDayDmy(at);
}

const money = (paise: number) => `₹ ${formatRupees(paise)}`;

/** What an invoice and a credit note both print (a credit note row has these columns too). */
export type TaxDocument = Pick<
  InvoiceRow,
  | 'number'
  | 'issuedAt'
  | 'supplierName'
  | 'supplierAddress'
  | 'supplierGstin'
  | 'supplierState'
  | 'buyerName'
  | 'buyerState'
  | 'buyerBusinessName'
  | 'buyerGstin'
  | 'sac'
  | 'description'
  | 'ratePercent'
  | 'taxable'
  | 'cgst'
  | 'sgst'
  | 'igst'
  | 'total'
> & { couponName?: string | null; discountPercent?: number | null };

/** A credit note: the invoice it reverses and why. */
export type CreditNoteDocument = TaxDocument & { reason: string; invoice: { number: string; issuedAt: Date } };

export async function buildInvoicePdf(
  inv: TaxDocument,
  language: 'en' | 'hi',
  assets: PdfTextAssets,
  /** When it is made (the app's clock): the document's creation date. */
  now: Date = new Date(),
): Promise<Uint8Array> {
  return drawTaxDocument(inv, null, language, assets, now);
}

/** The credit note of a refund as a PDF: the invoice's layout, its own title, number and reference. */
export async function buildCreditNotePdf(
  cn: CreditNoteDocument,
  language: 'en' | 'hi',
  assets: PdfTextAssets,
  now: Date = new Date(),
): Promise<Uint8Array> {
  return drawTaxDocument(cn, cn, language, assets, now);
}

async function drawTaxDocument(
  inv: TaxDocument,
  note: CreditNoteDocument | null,
  language: 'en' | 'hi',
  assets: PdfTextAssets,
  now: Date,
): Promise<Uint8Array> {
  const base = WORDS[language];
  const w = note
    ? {
        ...base,
        title: base.cn.title,
        number: base.cn.number,
        date: base.cn.date,
        total: base.cn.total,
        inclusive: base.cn.inclusive,
        computer: base.cn.computer,
      }
    : base;
  const doc = await PDFDocument.create({ updateMetadata: false });
  setPdfMetadata(doc, {
    title: note ? `Credit note ${inv.number}` : `Tax invoice ${inv.number}`,
    subject: `${inv.supplierName} — ${inv.buyerName.normalize('NFC')}`,
    author: inv.supplierName,
    creator: 'Aarohi',
    language: language === 'hi' ? 'hi-IN' : 'en-IN',
    date: now,
  });
  const page: PDFPage = doc.addPage([595.28, 841.89]);
  const W = page.getWidth();
  const H = page.getHeight();
  const L = 48;
  const R = W - 48;
  const text = await PdfText.create(doc, assets);
  type Opt = { weight?: 'regular' | 'bold'; color?: ReturnType<typeof rgb>; maxWidth?: number };
  const at = (s: string, x: number, y: number, size: number, o: Opt = {}) =>
    text.drawText(page, s, {
      x,
      y,
      size,
      weight: o.weight,
      color: o.color ?? INK,
      maxWidth: o.maxWidth ?? R - x,
    });
  const right = async (s: string, xr: number, y: number, size: number, o: Opt = {}) => {
    const width = await text.widthOfText(s, size, o.weight);
    return at(s, xr - width, y, size, { ...o, maxWidth: width + 1 });
  };
  const rule = (y: number, color = RULE, thickness = 0.7) =>
    page.drawLine({ start: { x: L, y }, end: { x: R, y }, thickness, color });

  // Head: the wordmark and the document's name.
  page.drawRectangle({ x: 0, y: H - 8, width: W, height: 8, color: PLUM_700 });
  await at('Aarohi', L, H - 62, 26, { weight: 'bold', color: PLUM_700 });
  await at('AI FOR WOMEN', L + 1, H - 76, 7.5, { weight: 'bold', color: SAFFRON });
  await right(w.title, R, H - 58, 16, { weight: 'bold', color: PLUM_900 });
  await right(inv.number, R, H - 76, 11, { weight: 'bold' });
  rule(H - 92, SAFFRON, 1);

  // Supplier (left) and the invoice's own facts (right).
  let y = H - 114;
  await at(w.supplier, L, y, 8.5, { color: MUTED });
  await at(inv.supplierName, L, y - 15, 11, { weight: 'bold', maxWidth: 270 });
  const addressLines = wrap(inv.supplierAddress, 52);
  let ay = y - 30;
  for (const line of addressLines) {
    await at(line, L, ay, 9, { maxWidth: 270 });
    ay -= 12;
  }
  await at(`GSTIN: ${inv.supplierGstin}`, L, ay, 9, { weight: 'bold' });
  await at(`${w.state}: ${placeOfSupplyLabel(inv.supplierState, language)}`, L, ay - 12, 9);

  const kx = 340;
  const facts: [string, string][] = [
    [w.number, inv.number],
    [w.date, invoiceDate(inv.issuedAt)],
    ...(note ? ([[base.cn.against, `${note.invoice.number} (${invoiceDate(note.invoice.issuedAt)})`]] as [string, string][]) : []),
    [w.pos, placeOfSupplyLabel(inv.buyerState, language)],
    [w.reverse, w.no],
  ];
  let fy = y;
  for (const [k, v] of facts) {
    await at(k, kx, fy, 8.5, { color: MUTED });
    await at(v, kx, fy - 12, 10, { weight: 'bold', maxWidth: R - kx });
    fy -= 28;
  }

  // Bill to: her name as she wrote it, her state, the business and its GSTIN when given.
  y = Math.min(ay - 12, fy) - 24;
  rule(y + 14);
  await at(w.billTo, L, y, 8.5, { color: MUTED });
  await at(inv.buyerName, L, y - 17, 13, { weight: 'bold', maxWidth: 270 });
  let by = y - 31;
  await at(`${w.state}: ${placeOfSupplyLabel(inv.buyerState, language)}`, L, by, 9);
  if (inv.buyerGstin) {
    by -= 14;
    await at(`${w.business}: ${inv.buyerBusinessName ?? ''}`, L, by, 9, { maxWidth: R - L });
    by -= 12;
    await at(`GSTIN: ${inv.buyerGstin}`, L, by, 9, { weight: 'bold' });
  }

  // The line: description, SAC, taxable value.
  y = by - 34;
  page.drawRectangle({ x: L, y: y - 6, width: R - L, height: 20, color: BAND });
  await at(w.description, L + 8, y, 8.5, { weight: 'bold', color: MUTED });
  await at(w.sac, 360, y, 8.5, { weight: 'bold', color: MUTED });
  await right(w.taxable, R - 8, y, 8.5, { weight: 'bold', color: MUTED });
  y -= 24;
  await at(inv.description, L + 8, y, 10, { maxWidth: 300 });
  await at(inv.sac, 360, y, 10);
  await right(money(inv.taxable), R - 8, y, 10);
  if (note) {
    y -= 14;
    await at(base.cn.reason(note.reason), L + 8, y, 8.5, { color: MUTED, maxWidth: 300 });
  } else if (inv.couponName) {
    y -= 14;
    await at(w.coupon(inv.couponName, inv.discountPercent ?? 0), L + 8, y, 8.5, {
      color: MUTED,
      maxWidth: 300,
    });
  }
  y -= 14;
  rule(y);

  // Tax and total.
  const half = inv.ratePercent / 2;
  const lines: [string, number][] = [[w.taxable, inv.taxable]];
  if (inv.buyerState !== inv.supplierState) lines.push([`IGST @ ${inv.ratePercent} %`, inv.igst]);
  else lines.push([`CGST @ ${half} %`, inv.cgst], [`SGST @ ${half} %`, inv.sgst]);
  y -= 18;
  for (const [k, v] of lines) {
    await at(k, 330, y, 10, { color: MUTED });
    await right(money(v), R - 8, y, 10);
    y -= 16;
  }
  // The total's band starts below the last tax line's descenders (its '@' was cut).
  y -= 4;
  page.drawRectangle({ x: 320, y: y - 8, width: R - 320, height: 24, color: BAND });
  await at(w.total, 330, y, 11, { weight: 'bold', color: PLUM_900 });
  await right(money(inv.total), R - 8, y, 11, { weight: 'bold', color: PLUM_900 });
  y -= 34;
  await at(w.words, L, y, 8.5, { color: MUTED });
  await at(amountInWords(inv.total, language), L, y - 14, 10, { weight: 'bold', maxWidth: R - L });

  // Foot.
  y -= 52;
  await at(w.inclusive, L, y, 8.5, { color: MUTED, maxWidth: R - L });
  await at(w.computer, L, y - 12, 8.5, { color: MUTED, maxWidth: R - L });
  await right(w.signatory(inv.supplierName), R, y - 44, 9, { weight: 'bold' });
  page.drawRectangle({ x: 0, y: 0, width: W, height: 6, color: SAFFRON });

  await text.embedFonts();
  return doc.save();
}

/** Splits an address into lines of at most `width` characters at commas or spaces. */
function wrap(s: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of s.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

export async function creditNoteAttachment(
  cn: CreditNoteDocument,
  language: 'en' | 'hi',
  assets: PdfTextAssets,
  now: Date,
): Promise<{ filename: string; content: Buffer; contentType: string }> {
  const bytes = await buildCreditNotePdf(cn, language, assets, now);
  return { filename: creditNotePdfFileName(cn.number), content: Buffer.from(bytes), contentType: 'application/pdf' };
}

export async function invoiceAttachment(
  inv: InvoiceRow,
  language: 'en' | 'hi',
  assets: PdfTextAssets,
  now: Date,
): Promise<{ filename: string; content: Buffer; contentType: string }> {
  const bytes = await buildInvoicePdf(inv, language, assets, now);
  return {
    filename: invoicePdfFileName(inv.number),
    content: Buffer.from(bytes),
    contentType: 'application/pdf',
  };
}

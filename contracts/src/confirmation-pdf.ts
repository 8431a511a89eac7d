/**
 * The payment confirmation a student downloads and the receipt mail attaches, drawn on the letterhead template
 * (`@ai-women/contracts/assets/payment-confirmation-template.pdf`). One drawing code for both
 * sides: the learner app's Download button and the API's receipt mail attachment. pdf-lib and the
 * text layer (HarfBuzz, the Noto fonts) arrive with dynamic imports, so a browser fetches them only
 * when the PDF is built.
 */
import type { PDFPage } from 'pdf-lib';
import { CONTACT_EMAIL, COURSE_TITLE, formatRupees } from './constants';
import type { StudentLanguage } from './language';
import type { PdfTextAssets } from './pdf-text/engine';

export const CONFIRMATION_FILE_NAME = 'payment-confirmation.pdf';
export const PAYMENT_COMPLETED_LINE = 'Your payment has been completed successfully. Thank you for enrolling!';
export const FALLBACK_NAME = 'Learner';

export interface ConfirmationContent {
  name: string;
  courseTitle: string;
  completedLine: string;
  contactEmail: string;
  paymentId?: string;
  paidOn?: string;
  amount?: string;
  issuedOn: string;
  /** Her batch and first class, when payment placed her in one. */
  batch?: string;
}

/** What is known of the payment (the API's `payment` object, or a row of the payments table). */
export interface ConfirmationPayment {
  transactionId?: string | null;
  amount?: number | null;
  paidAt?: string | Date | null;
}

const indiaDate = (withTime: boolean, language: StudentLanguage = 'en') =>
  language === 'hi'
    ? // Hindi says the part of the day rather than am/pm: '22 नवंबर 2026 को रात 1:45 बजे'.
      new Intl.DateTimeFormat('hi-IN', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        ...(withTime ? { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' } : {}),
        timeZone: 'Asia/Kolkata',
      })
    : new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true } : {}),
        timeZone: 'Asia/Kolkata',
      });

/** 199920 → 'INR 1,999.20' (the PDF's standard fonts have no rupee sign). */
export function formatAmount(paise: number): string {
  return `INR ${formatRupees(paise)}`;
}

/** '22 November 2026 at 1:45 am IST', or in Hindi '22 नवंबर 2026 को रात 1:45 बजे (IST)'. */
export function formatPaidOn(when: string | Date, language: StudentLanguage = 'en'): string | undefined {
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return undefined;
  const said = indiaDate(true, language).format(date);
  return language === 'hi' ? `${said} (IST)` : `${said} IST`;
}

/** '2026-12-01' → '1 December 2026' (a calendar date, as India reads it), or '1 दिसंबर 2026'. */
export function formatCalendarDate(iso: string, language: StudentLanguage = 'en'): string {
  const d = new Date(`${iso}T00:00:00+05:30`);
  return Number.isNaN(d.getTime()) ? iso : indiaDate(false, language).format(d);
}

/**
 * The batch line of a receipt: 'Batch name (timing), first class 1 December 2026', or in Hindi
 * 'Batch name (timing), पहली क्लास 1 दिसंबर 2026'. The batch's name and timing are staff's words
 * and stay as they wrote them.
 */
export function batchLine(
  batch: { name: string; timing?: string | null; firstClassDate?: string | null } | null | undefined,
  language: StudentLanguage = 'en',
): string | undefined {
  if (!batch) return undefined;
  const timing = batch.timing ? ` (${batch.timing})` : '';
  const firstClass = language === 'hi' ? 'पहली क्लास' : 'first class';
  const first = batch.firstClassDate
    ? `, ${firstClass} ${formatCalendarDate(batch.firstClassDate, language)}`
    : '';
  return `${batch.name}${timing}${first}`;
}

export function formatIssuedOn(now: Date, language: StudentLanguage = 'en'): string {
  return indiaDate(false, language).format(now);
}

/** The confirmation's content for a name and a payment. */
export function paymentConfirmationContent(
  name: string,
  payment: ConfirmationPayment | null | undefined,
  options: {
    now?: Date;
    contactEmail?: string;
    /** The course she chose (the programme's umbrella name when unknown). */
    courseTitle?: string | null;
    /** Her batch, e.g. 'Aarohi Career Evening Batch 4, first class 1 December 2026'. */
    batch?: string | null;
  } = {},
): ConfirmationContent {
  return {
    // As she typed it (NFC, as the name rule stores it); 'Learner' only when there is no name at all.
    name: name.normalize('NFC').trim() || FALLBACK_NAME,
    courseTitle: options.courseTitle?.trim() || COURSE_TITLE,
    batch: options.batch?.trim() || undefined,
    completedLine: PAYMENT_COMPLETED_LINE,
    contactEmail: options.contactEmail ?? CONTACT_EMAIL,
    paymentId: payment?.transactionId || undefined,
    paidOn: payment?.paidAt ? formatPaidOn(payment.paidAt) : undefined,
    amount: typeof payment?.amount === 'number' ? formatAmount(payment.amount) : undefined,
    issuedOn: formatIssuedOn(options.now ?? new Date()),
  };
}

/**
 * Draws the confirmation on the first page of the template and returns the PDF's bytes. The name
 * and the details' values go through the text layer, which draws any script the name rule accepts;
 * `assets` says where its fonts and HarfBuzz come from (node_modules, or the app's own origin).
 */
export async function buildConfirmationPdf(
  template: ArrayBuffer | Uint8Array,
  content: ConfirmationContent,
  assets: PdfTextAssets,
): Promise<Uint8Array> {
  const [{ PDFDocument, StandardFonts, rgb }, { PdfText }] = await Promise.all([
    import('pdf-lib'),
    import('./pdf-text'),
  ]);
  // A fresh view in this realm: pdf-lib checks `instanceof Uint8Array`.
  const doc = await PDFDocument.load(new Uint8Array(template));
  const page: PDFPage = doc.getPages()[0]!;
  const { width, height } = page.getSize();
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const serif = await doc.embedFont(StandardFonts.TimesRomanBold);
  const pdfText = await PdfText.create(doc, assets);
  const plum900 = rgb(0x2a / 255, 0x10 / 255, 0x33 / 255);
  const plum700 = rgb(0x4b / 255, 0x1d / 255, 0x5c / 255);
  const ink = rgb(0x1d / 255, 0x1a / 255, 0x22 / 255);
  const muted = rgb(0x56 / 255, 0x50 / 255, 0x5e / 255);
  const line = rgb(0xe4 / 255, 0xdd / 255, 0xe8 / 255);
  const success = rgb(0x17 / 255, 0x70 / 255, 0x3f / 255);
  const successBg = rgb(0xe3 / 255, 0xf4 / 255, 0xea / 255);
  const left = 56;
  const right = width - 56;

  doc.setTitle('Aarohi — payment confirmation');
  doc.setSubject(`${content.courseTitle} — payment confirmation`);

  let y = height - 180;
  page.drawText('Payment confirmation', { x: left, y, size: 24, font: serif, color: plum900 });
  const issued = `Issued on ${content.issuedOn}`;
  page.drawText(issued, { x: right - regular.widthOfTextAtSize(issued, 10), y: y + 6, size: 10, font: regular, color: muted });

  y -= 44;
  page.drawText('Received with thanks from', { x: left, y, size: 11, font: regular, color: muted });
  y -= 24;
  await pdfText.drawText(page, content.name || FALLBACK_NAME, {
    x: left,
    y,
    size: 18,
    weight: 'bold',
    color: ink,
    maxWidth: right - left,
  });

  // Status pill.
  y -= 40;
  page.drawRectangle({ x: left, y: y - 10, width: right - left, height: 34, color: successBg });
  page.drawText(content.completedLine, { x: left + 14, y: y + 2, size: 11.5, font: bold, color: success });

  // Details table.
  y -= 50;
  const rows: Array<[string, string]> = [
    ['Course', content.courseTitle],
    ['Status', 'Payment completed'],
  ];
  if (content.amount) rows.push(['Amount paid', content.amount]);
  if (content.paymentId) rows.push(['Payment ID', content.paymentId]);
  if (content.paidOn) rows.push(['Payment date', content.paidOn]);
  if (content.batch) rows.push(['Batch', content.batch]);
  rows.push(['Programme', '4 weeks, 25 live online sessions, Monday to Saturday']);

  page.drawLine({ start: { x: left, y: y + 16 }, end: { x: right, y: y + 16 }, thickness: 0.8, color: line });
  for (const [label, value] of rows) {
    page.drawText(label, { x: left, y, size: 10.5, font: regular, color: muted });
    await pdfText.drawText(page, value, { x: left + 150, y, size: 11, weight: 'bold', color: ink, maxWidth: right - left - 150 });
    y -= 14;
    page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.6, color: line });
    y -= 18;
  }

  y -= 12;
  const para = [
    'Your seat in the course is confirmed. Your batch, class timings and meeting links are in your',
    'student dashboard, and we will remind you before every live session.',
  ];
  for (const text of para) {
    page.drawText(text, { x: left, y, size: 10.5, font: regular, color: ink });
    y -= 16;
  }
  y -= 14;
  page.drawText('Questions about this payment? Write to us at', { x: left, y, size: 10.5, font: regular, color: ink });
  page.drawText(content.contactEmail, {
    x: left + regular.widthOfTextAtSize('Questions about this payment? Write to us at ', 10.5),
    y,
    size: 10.5,
    font: bold,
    color: plum700,
  });

  await pdfText.embedFonts();
  return doc.save();
}

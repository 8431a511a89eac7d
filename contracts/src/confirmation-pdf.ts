/**
 * The payment confirmation a student downloads and the receipt mail attaches, drawn on the letterhead template
 * (`@ai-women/contracts/assets/payment-confirmation-template.pdf`). One drawing code for both
 * sides: the learner app's Download button and the API's receipt mail attachment. pdf-lib and the
 * text layer (HarfBuzz, the Noto fonts) arrive with dynamic imports, so a browser fetches them only
 * when the PDF is built.
 */
import type { PDFPage } from 'pdf-lib';
import { BASE_PRICE_PAISE, CONTACT_EMAIL, COURSE_TITLE, PROGRAMME, formatRupees } from './constants';
import type { StudentLanguage } from './language';
import type { PdfTextAssets } from './pdf-text/engine';
import { INDIA_TIME_ZONE, atIndiaTime } from './india-time';

export const CONFIRMATION_FILE_NAME = 'payment-confirmation.pdf';
export const PAYMENT_COMPLETED_LINE =
  'Your payment has been completed successfully. Thank you for enrolling!';
export const FALLBACK_NAME = 'Learner';
export const PAYMENT_COMPLETED_LINE_HI =
  'आपका पेमेंट सफलतापूर्वक पूरा हो गया है। दाख़िला लेने के लिए धन्यवाद!';

/** The confirmation's own words, in each language a student can choose. */
const WORDS = {
  en: {
    docTitle: 'Aarohi — payment confirmation',
    docSubject: (course: string) => `${course} — payment confirmation`,
    title: 'Payment confirmation',
    issued: (date: string) => `Issued on ${date}`,
    receivedFrom: 'Received with thanks from',
    course: 'Course',
    status: 'Status',
    statusValue: 'Payment completed',
    amount: 'Amount paid',
    paymentId: 'Payment ID',
    paidOn: 'Payment date',
    batch: 'Batch',
    programme: 'Programme',
    programmeValue: `${PROGRAMME.weeks} weeks, ${PROGRAMME.sessions} live online sessions, Monday to Saturday`,
    listPrice: 'List price',
    coupon: (name: string, percent: number) => `${name} (${percent} % off)`,
    couponLabel: 'Coupon',
    tagline: 'AI FOR WOMEN',
    band: 'Live online learning',
    brandLine: 'Aarohi — AI for Women',
    para: [
      'Your seat in the course is confirmed. Your batch, class timings and meeting links are in your',
      'student dashboard, and we will remind you before every live session.',
    ],
    questions: 'Questions about this payment? Write to us at',
    footer: 'This is a computer-generated payment confirmation and does not need a signature.',
  },
  hi: {
    docTitle: 'आरोही — पेमेंट की पुष्टि',
    docSubject: (course: string) => `${course} — पेमेंट की पुष्टि`,
    title: 'पेमेंट की पुष्टि',
    issued: (date: string) => `जारी करने की तारीख़: ${date}`,
    receivedFrom: 'धन्यवाद सहित, यह पेमेंट हमें इनसे मिला है',
    course: 'कोर्स',
    status: 'स्थिति',
    statusValue: 'पेमेंट पूरा हुआ',
    amount: 'चुकाई गई राशि',
    paymentId: 'पेमेंट ID',
    paidOn: 'पेमेंट की तारीख़',
    batch: 'बैच',
    programme: 'प्रोग्राम',
    programmeValue: `${PROGRAMME.weeks} हफ़्ते, ${PROGRAMME.sessions} लाइव ऑनलाइन सेशन, सोमवार से शनिवार`,
    listPrice: 'कोर्स की पूरी फ़ीस',
    coupon: (name: string, percent: number) => `${name} (${percent} % छूट)`,
    couponLabel: 'कूपन',
    tagline: 'महिलाओं के लिए AI',
    band: 'लाइव ऑनलाइन पढ़ाई',
    brandLine: 'आरोही — महिलाओं के लिए AI',
    para: [
      'कोर्स में आपकी सीट पक्की हो गई है। आपका बैच, क्लास का समय और मीटिंग लिंक आपके',
      'डैशबोर्ड पर हैं, और हर लाइव सेशन से पहले हम आपको याद दिलाएँगे।',
    ],
    questions: 'इस पेमेंट के बारे में कोई सवाल? हमें यहाँ लिखें:',
    footer: 'यह कंप्यूटर से बनी पेमेंट की पुष्टि है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
  },
} as const;

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
  /** The language the confirmation is written in; English when absent. */
  language?: StudentLanguage;
  /** When it was made (ISO): the PDF's creation date. The time of building it when absent. */
  createdAt?: string;
  /** The course's list price ('INR 2,499.00'), shown when a coupon lowered what she paid. */
  listPrice?: string;
  /** The coupon she used, when she used one. */
  coupon?: { name: string; percent: number };
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
        timeZone: INDIA_TIME_ZONE,
      })
    : new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true } : {}),
        timeZone: INDIA_TIME_ZONE,
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
  const d = atIndiaTime(iso);
  return d ? indiaDate(false, language).format(d) : iso;
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
    /** Her language: the labels, sentences and dates are written in it. */
    language?: StudentLanguage;
    /** The coupon she paid with: the confirmation then shows the list price and the coupon too. */
    coupon?: { name: string; percent: number } | null;
  } = {},
): ConfirmationContent {
  const language = options.language ?? 'en';
  return {
    // As she typed it (NFC, as the name rule stores it); 'Learner' only when there is no name at all.
    name: name.normalize('NFC').trim() || FALLBACK_NAME,
    courseTitle: options.courseTitle?.trim() || COURSE_TITLE,
    batch: options.batch?.trim() || undefined,
    completedLine: language === 'hi' ? PAYMENT_COMPLETED_LINE_HI : PAYMENT_COMPLETED_LINE,
    contactEmail: options.contactEmail ?? CONTACT_EMAIL,
    paymentId: payment?.transactionId || undefined,
    paidOn: payment?.paidAt ? formatPaidOn(payment.paidAt, language) : undefined,
    amount: typeof payment?.amount === 'number' ? formatAmount(payment.amount) : undefined,
    issuedOn: formatIssuedOn(options.now ?? new Date(), language),
    createdAt: (options.now ?? new Date()).toISOString(),
    ...(language === 'hi' ? { language } : {}),
    ...(options.coupon ? { coupon: options.coupon, listPrice: formatAmount(BASE_PRICE_PAISE) } : {}),
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
  const [{ PDFDocument, rgb }, { PdfText, setPdfMetadata }] = await Promise.all([
    import('pdf-lib'),
    import('./pdf-text'),
  ]);
  // A fresh view in this realm: pdf-lib checks `instanceof Uint8Array`.
  const doc = await PDFDocument.load(new Uint8Array(template), { updateMetadata: false });
  const page: PDFPage = doc.getPages()[0]!;
  const { width, height } = page.getSize();
  const pdfText = await PdfText.create(doc, assets);
  const plum900 = rgb(0x2a / 255, 0x10 / 255, 0x33 / 255);
  const plum700 = rgb(0x4b / 255, 0x1d / 255, 0x5c / 255);
  const saffron = rgb(0xf4 / 255, 0xb7 / 255, 0x40 / 255);
  const white = rgb(1, 1, 1);
  const ink = rgb(0x1d / 255, 0x1a / 255, 0x22 / 255);
  const muted = rgb(0x56 / 255, 0x50 / 255, 0x5e / 255);
  const line = rgb(0xe4 / 255, 0xdd / 255, 0xe8 / 255);
  const success = rgb(0x17 / 255, 0x70 / 255, 0x3f / 255);
  const successBg = rgb(0xe3 / 255, 0xf4 / 255, 0xea / 255);
  const left = 56;
  const right = width - 56;

  const words = WORDS[content.language ?? 'en'];
  setPdfMetadata(doc, {
    title: words.docTitle,
    subject: words.docSubject(content.courseTitle),
    author: 'Aarohi — AI for Women',
    creator: 'Aarohi',
    language: content.language === 'hi' ? 'hi-IN' : 'en-IN',
    date: content.createdAt ? new Date(content.createdAt) : new Date(),
  });

  // Every word goes through the text layer: shaped, drawn with the embedded Noto fonts (a viewer
  // needs no font of its own), and searchable in reading order.
  type Face = { weight: 'regular' | 'bold' };
  const R: Face = { weight: 'regular' };
  const B: Face = { weight: 'bold' };
  const S: Face = B;
  const write = async (
    text: string,
    o: { x: number; y: number; size: number; face: Face; color: ReturnType<typeof rgb>; maxWidth?: number },
  ) =>
    pdfText.drawText(page, text, {
      x: o.x,
      y: o.y,
      size: o.size,
      weight: o.face.weight,
      color: o.color,
      // A longer sentence is drawn a touch smaller rather than past the margin.
      maxWidth: o.maxWidth ?? right - o.x,
    });
  const widthOf = async (text: string, size: number, face: Face) =>
    pdfText.widthOfText(text, size, face.weight);

  // The letterhead's words, on the template's band and footer.
  await write('Aarohi', { x: 110, y: height - 58, size: 26, face: B, color: white });
  await write(words.tagline, { x: 111, y: height - 78, size: 9, face: B, color: saffron });
  const alignRight = async (text: string, y: number, color: ReturnType<typeof rgb>) =>
    write(text, { x: width - 48 - (await widthOf(text, 10, R)), y, size: 10, face: R, color });
  await alignRight(words.band, height - 52, white);
  await alignRight(content.contactEmail, height - 68, rgb(0xe7 / 255, 0xdc / 255, 0xec / 255));
  await write(`${words.brandLine}  ·  ${content.contactEmail}`, {
    x: 48,
    y: 52,
    size: 9,
    face: B,
    color: plum700,
  });
  await write(words.footer, { x: 48, y: 38, size: 8, face: R, color: muted, maxWidth: width - 96 });

  let y = height - 180;
  await write(words.title, { x: left, y, size: 24, face: S, color: plum900 });
  const issued = words.issued(content.issuedOn);
  await write(issued, {
    x: right - (await widthOf(issued, 10, R)),
    y: y + 6,
    size: 10,
    face: R,
    color: muted,
  });

  y -= 44;
  await write(words.receivedFrom, { x: left, y, size: 11, face: R, color: muted });
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
  await write(content.completedLine, { x: left + 14, y: y + 2, size: 11.5, face: B, color: success });

  // Details table.
  y -= 50;
  const rows: Array<[string, string]> = [
    [words.course, content.courseTitle],
    [words.status, words.statusValue],
  ];
  if (content.listPrice) rows.push([words.listPrice, content.listPrice]);
  if (content.coupon)
    rows.push([words.couponLabel, words.coupon(content.coupon.name, content.coupon.percent)]);
  if (content.amount) rows.push([words.amount, content.amount]);
  if (content.paymentId) rows.push([words.paymentId, content.paymentId]);
  if (content.paidOn) rows.push([words.paidOn, content.paidOn]);
  if (content.batch) rows.push([words.batch, content.batch]);
  rows.push([words.programme, words.programmeValue]);

  page.drawLine({ start: { x: left, y: y + 16 }, end: { x: right, y: y + 16 }, thickness: 0.8, color: line });
  for (const [label, value] of rows) {
    await write(label, { x: left, y, size: 10.5, face: R, color: muted });
    await pdfText.drawText(page, value, {
      x: left + 150,
      y,
      size: 11,
      weight: 'bold',
      color: ink,
      maxWidth: right - left - 150,
    });
    y -= 14;
    page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.6, color: line });
    y -= 18;
  }

  y -= 12;
  for (const text of words.para) {
    await write(text, { x: left, y, size: 10.5, face: R, color: ink });
    y -= 16;
  }
  y -= 14;
  await write(words.questions, { x: left, y, size: 10.5, face: R, color: ink });
  await write(content.contactEmail, {
    x: left + (await widthOf(`${words.questions} `, 10.5, R)),
    y,
    size: 10.5,
    face: B,
    color: plum700,
  });

  await pdfText.embedFonts();
  return doc.save();
}

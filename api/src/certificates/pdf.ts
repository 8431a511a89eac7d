/**
 * The certificate as a PDF (A4 landscape): her name in her own script (shaped by the shared text
 * layer, so "प्रिया शर्मा" keeps its conjuncts and stays searchable), the course, batch, dates, tutor,
 * number, issue date, and a QR code of the verify page drawn as vector squares (crisp at any zoom,
 * no image). Built on demand from the certificate's own facts; nothing is stored.
 */
import path from 'node:path';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { CERTIFICATE_ISSUER, certificatePdfFileName, indiaDay } from '@ai-women/contracts';
import { PdfText, setPdfMetadata, type PdfTextAssets } from '@ai-women/contracts/pdf-text';
import { nodePdfTextAssets } from '@ai-women/contracts/pdf-text/node';
import type { MailPayloads } from '../mail/outbox';

export interface CertificatePdfFacts {
  name: string;
  certificateNo: string;
  courseTitle: string;
  batchName: string;
  startDate: string | null;
  endDate: string | null;
  tutorName: string | null;
  issuedAt: string;
  /** Her language: the certificate reads in it, like her mails and her payment confirmation. */
  language?: 'en' | 'hi';
}

/**
 * The certificate's own words in each language. The wordmark stays as the logo is; the Hindi lines
 * are drawn by the shared text layer, which shapes Devanagari (the standard PDF fonts cannot).
 */
const WORDS = {
  en: {
    title: 'CERTIFICATE OF COMPLETION',
    certify: 'This is to certify that',
    completed: 'has successfully completed the live online course',
    tutor: 'Tutor',
    issuedOn: 'Issued on',
    number: 'Certificate number',
    scan: 'Scan to verify',
  },
  hi: {
    title: 'कोर्स पूरा करने का सर्टिफ़िकेट',
    certify: 'यह प्रमाणित किया जाता है कि',
    completed: 'ने यह लाइव ऑनलाइन कोर्स सफलतापूर्वक पूरा किया है',
    tutor: 'ट्यूटर',
    issuedOn: 'जारी होने की तारीख़',
    number: 'सर्टिफ़िकेट नंबर',
    scan: 'जाँचने के लिए स्कैन करें',
  },
} as const;

const PLUM_900 = rgb(0x2a / 255, 0x10 / 255, 0x33 / 255);
const PLUM_700 = rgb(0x4b / 255, 0x1d / 255, 0x5c / 255);
const SAFFRON = rgb(0xf4 / 255, 0xb7 / 255, 0x40 / 255);
const INK = rgb(0x1d / 255, 0x1a / 255, 0x22 / 255);
const MUTED = rgb(0x56 / 255, 0x50 / 255, 0x5e / 255);
const PAPER = rgb(0xfd / 255, 0xfb / 255, 0xf6 / 255);

/** A calendar day as it is written in India: '2026-11-03' → '3 November 2026' (hi: '3 नवंबर 2026'). */
export function indiaLongDay(isoDay: string, language: 'en' | 'hi' = 'en'): string {
  return new Date(`${isoDay.slice(0, 10)}T00:00:00Z`).toLocaleDateString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The instant's India calendar day, written the same way. */
const indiaDayOf = (when: string, language: 'en' | 'hi' = 'en') =>
  indiaLongDay(indiaDay(when), language);

type Weight = 'regular' | 'bold';

async function centredText(
  text: PdfText,
  page: PDFPage,
  s: string,
  y: number,
  size: number,
  opts: { weight?: Weight; color?: ReturnType<typeof rgb>; maxWidth: number; letterSpacing?: number },
) {
  const natural = await text.widthOfText(s, size, opts.weight, opts.letterSpacing);
  const width = Math.min(natural, opts.maxWidth);
  await text.drawText(page, s, {
    x: (page.getWidth() - width) / 2,
    y,
    size,
    weight: opts.weight,
    color: opts.color,
    maxWidth: opts.maxWidth,
    letterSpacing: opts.letterSpacing,
  });
}

/** The QR code of `value`, its modules as filled squares, `side` points wide with its quiet zone. */
function drawQr(page: PDFPage, value: string, x: number, y: number, side: number) {
  const qr = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 2;
  const cell = side / (n + quiet * 2);
  page.drawRectangle({ x, y, width: side, height: side, color: rgb(1, 1, 1) });
  for (let r = 0; r < n; r += 1)
    for (let c = 0; c < n; c += 1)
      if (qr.modules.get(r, c))
        page.drawRectangle({
          x: x + (c + quiet) * cell,
          // PDF's y grows upwards; the matrix's rows go down.
          y: y + side - (r + quiet + 1) * cell,
          width: cell + 0.01,
          height: cell + 0.01,
          color: INK,
        });
}

export async function buildCertificatePdf(
  facts: CertificatePdfFacts,
  verifyUrl: string,
  assets: PdfTextAssets,
  /** When it is made (the app's clock): the document's creation date. */
  now: Date = new Date(),
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const hindi = facts.language === 'hi';
  setPdfMetadata(doc, {
    title: `${CERTIFICATE_ISSUER} certificate ${facts.certificateNo}`,
    subject: `${facts.courseTitle} — ${facts.name.normalize('NFC')}`,
    author: CERTIFICATE_ISSUER,
    creator: CERTIFICATE_ISSUER,
    language: hindi ? 'hi-IN' : 'en-IN',
    date: now,
  });
  const page = doc.addPage([841.89, 595.28]);
  const W = page.getWidth();
  const H = page.getHeight();
  // Every word is drawn by the text layer with the embedded Noto fonts: no standard PDF font, which
  // a viewer would have to substitute from its own.
  const text = await PdfText.create(doc, assets);
  const words = WORDS[hindi ? 'hi' : 'en'];
  const wide = { maxWidth: W - 160 };
  /** Left-aligned text in one line. */
  const at = (s: string, x: number, y: number, size: number, o: { weight?: Weight; color: ReturnType<typeof rgb>; maxWidth?: number }) =>
    text.drawText(page, s, { x, y, size, weight: o.weight, color: o.color, maxWidth: o.maxWidth ?? 220 });

  // Paper, a plum frame and a thin saffron rule inside it.
  page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: PAPER });
  page.drawRectangle({ x: 18, y: 18, width: W - 36, height: H - 36, borderColor: PLUM_700, borderWidth: 6 });
  page.drawRectangle({ x: 30, y: 30, width: W - 60, height: H - 60, borderColor: SAFFRON, borderWidth: 1.2 });
  // Corner ornaments.
  for (const [cx, cy] of [
    [30, 30],
    [W - 30, 30],
    [30, H - 30],
    [W - 30, H - 30],
  ] as const)
    page.drawRectangle({ x: cx - 5, y: cy - 5, width: 10, height: 10, color: SAFFRON, rotate: undefined });

  // The school's wordmark.
  await centredText(text, page, CERTIFICATE_ISSUER, H - 92, 32, { weight: 'bold', color: PLUM_700, ...wide });
  await centredText(text, page, 'AI FOR WOMEN', H - 110, 9, { weight: 'bold', color: SAFFRON, letterSpacing: 2.4, ...wide });
  page.drawLine({ start: { x: W / 2 - 60, y: H - 124 }, end: { x: W / 2 + 60, y: H - 124 }, thickness: 0.8, color: SAFFRON });

  if (hindi) await centredText(text, page, words.title, H - 168, 26, { weight: 'bold', color: PLUM_900, ...wide });
  else await centredText(text, page, words.title, H - 168, 26, { weight: 'bold', color: PLUM_900, letterSpacing: 1.5, ...wide });
  await centredText(text, page, words.certify, H - 206, 15, { color: MUTED, ...wide });

  // Her name, in her script.
  await centredText(text, page, facts.name, H - 262, 36, { weight: 'bold', color: PLUM_900, maxWidth: W - 200 });
  page.drawLine({ start: { x: W / 2 - 200, y: H - 278 }, end: { x: W / 2 + 200, y: H - 278 }, thickness: 0.6, color: MUTED });

  await centredText(text, page, words.completed, H - 308, 15, { color: MUTED, ...wide });
  await centredText(text, page, facts.courseTitle, H - 342, 22, { weight: 'bold', color: PLUM_700, maxWidth: W - 200 });

  const dates =
    facts.startDate && facts.endDate
      ? `${indiaLongDay(facts.startDate, facts.language)} – ${indiaLongDay(facts.endDate, facts.language)}`
      : null;
  await centredText(text, page, [facts.batchName, dates].filter(Boolean).join('  ·  '), H - 372, 12.5, {
    color: INK,
    maxWidth: W - 200,
  });

  // Foot: tutor's line, issue date and number, the QR code.
  const footY = 116;
  if (facts.tutorName) {
    await text.drawText(page, facts.tutorName, { x: 80, y: footY + 8, size: 14, weight: 'bold', color: INK, maxWidth: 220 });
    page.drawLine({ start: { x: 80, y: footY }, end: { x: 300, y: footY }, thickness: 0.6, color: MUTED });
    await at(words.tutor, 80, footY - 16, 10, { color: MUTED });
  }
  const midX = W / 2 - 110;
  await at(words.issuedOn, midX, footY + 26, 9, { color: MUTED });
  await at(indiaDayOf(facts.issuedAt, hindi ? 'hi' : 'en'), midX, footY + 10, 12, { weight: 'bold', color: INK });
  await at(words.number, midX, footY - 8, 9, { color: MUTED });
  await at(facts.certificateNo, midX, footY - 24, 12, { weight: 'bold', color: INK });

  const qrSide = 96;
  const qrX = W - 80 - qrSide;
  const qrY = footY - 40;
  drawQr(page, verifyUrl, qrX, qrY, qrSide);
  const captionWidth = await text.widthOfText(words.scan, 8.5);
  await at(words.scan, qrX + (qrSide - captionWidth) / 2, qrY - 12, 8.5, { color: MUTED, maxWidth: qrSide + 40 });
  const urlSize = 7.5;
  const shown = verifyUrl.replace(/^https?:\/\//, '');
  const shownWidth = await text.widthOfText(shown, urlSize);
  await at(shown, Math.min(qrX + (qrSide - shownWidth) / 2, W - 44 - shownWidth), qrY - 23, urlSize, {
    color: MUTED,
    maxWidth: W - 88,
  });

  await text.embedFonts();
  return doc.save();
}

let assets: PdfTextAssets | undefined;

/** The text layer's fonts and shaper, read once from contracts' dependencies. */
export function certificatePdfAssets(apiRoot: string): PdfTextAssets {
  assets ??= nodePdfTextAssets(path.join(apiRoot, 'package.json'));
  return assets;
}

export const verifyUrlOf = (site: string, certificateNo: string) =>
  `${site.replace(/\/+$/, '')}/verify/${certificateNo}`;

/** The "certificate ready" mail's attachment: the same PDF she downloads. */
export async function certificateAttachment(
  apiRoot: string,
  p: MailPayloads['certificate-ready'],
  site: string,
  now = new Date(),
): Promise<{ filename: string; content: Buffer; contentType: string }> {
  const bytes = await buildCertificatePdf(p, verifyUrlOf(site, p.certificateNo), certificatePdfAssets(apiRoot), now);
  return { filename: certificatePdfFileName(p.certificateNo), content: Buffer.from(bytes), contentType: 'application/pdf' };
}

// Generates contracts/assets/payment-confirmation-template.pdf: the letterhead the app (and the API receipt mail) draws the
// payment confirmation on. Shipping a template lets the browser build the PDF with no backend call.
// Run once: `node scripts/make-confirmation-template.mjs`.
// Shapes only: every word on the page (the letterhead's too) is drawn by buildConfirmationPdf with
// the embedded Noto fonts, so no text here relies on a viewer's own copy of a standard font.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PDFDocument, rgb } from 'pdf-lib';

const out = fileURLToPath(new URL('../../contracts/assets/payment-confirmation-template.pdf', import.meta.url));
const hex = (h) => rgb(parseInt(h.slice(1, 3), 16) / 255, parseInt(h.slice(3, 5), 16) / 255, parseInt(h.slice(5, 7), 16) / 255);
const plum900 = hex('#2a1033');
const plum700 = hex('#4b1d5c');
const plum100 = hex('#f3e8f7');
const saffron = hex('#f4b740');
const line = hex('#e4dde8');

const doc = await PDFDocument.create();
doc.setTitle('Aarohi — payment confirmation');
doc.setAuthor('Aarohi — AI for Women');
doc.setCreator('Aarohi');
doc.setProducer('Aarohi');
// A fixed date keeps the committed file byte-stable between runs.
doc.setCreationDate(new Date('2025-01-01T00:00:00Z'));
doc.setModificationDate(new Date('2025-01-01T00:00:00Z'));

const page = doc.addPage([595.28, 841.89]); // A4
const { width, height } = page.getSize();

// Header band with the Aarohi mark: a saffron disc with a rising "A".
page.drawRectangle({ x: 0, y: height - 118, width, height: 118, color: plum700 });
page.drawRectangle({ x: 0, y: height - 124, width, height: 6, color: saffron });
const cx = 72;
const cy = height - 59;
page.drawCircle({ x: cx, y: cy, size: 26, color: saffron });
page.drawLine({ start: { x: cx - 12, y: cy - 13 }, end: { x: cx, y: cy + 14 }, thickness: 3.4, color: plum900 });
page.drawLine({ start: { x: cx, y: cy + 14 }, end: { x: cx + 12, y: cy - 13 }, thickness: 3.4, color: plum900 });
page.drawLine({ start: { x: cx - 6.5, y: cy - 3 }, end: { x: cx + 6.5, y: cy - 3 }, thickness: 3, color: plum900 });

// A faint rising-line motif in the lower right, kept well away from the text area.
for (let i = 0; i < 6; i += 1) {
  page.drawLine({
    start: { x: width - 200 + i * 24, y: 96 },
    end: { x: width, y: 96 + (200 - i * 24) * 0.55 },
    thickness: 1,
    color: plum100,
  });
}

// Footer rule (its words are drawn with the confirmation).
page.drawLine({ start: { x: 48, y: 70 }, end: { x: width - 48, y: 70 }, thickness: 0.8, color: line });

const bytes = await doc.save({ useObjectStreams: false });
await writeFile(out, bytes);
console.log(`wrote ${out} (${bytes.length} bytes)`);

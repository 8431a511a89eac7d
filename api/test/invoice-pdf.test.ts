/**
 * The tax invoice PDF drawn from fixed invoice rows with a fixed clock, in English and Hindi, for a
 * buyer in the school's state (CGST + SGST) and one in another state (IGST, her employer's GSTIN,
 * a coupon), and a credit note for a half refund in both languages: read back with pdftotext (the amount in words in the invoice's language), and
 * rasterised with pdftoppm and compared pixel by pixel with the baselines in
 * test/baselines/invoice-pdf/. The PDF embeds its fonts; pdftoppm runs here with a font
 * configuration that has no fonts at all, so the picture cannot depend on the machine's fonts.
 *
 * After an intended change of the invoice's look: `pnpm test:pdf-visual --update`, then look at the
 * new PNGs before committing them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildCreditNotePdf, buildInvoicePdf, type CreditNoteDocument } from '../src/payments/invoice-pdf';
import { certificatePdfAssets } from '../src/certificates/pdf';
import type { InvoiceRow } from '../src/payments/invoices';
import { SAMPLE_INVOICE } from './helpers/receipt-sample';
import { nativeRequire } from './helpers/native';

jest.setTimeout(120_000);

type Comparator = (
  actual: Buffer,
  expected: Buffer,
  options?: { threshold?: number; maxDiffPixels?: number },
) => { errorMessage: string; diff?: Buffer } | null;
// Playwright's own screenshot comparator (pixelmatch; anti-aliased pixels are not counted).
const { getComparator } = nativeRequire('playwright-core/lib/utils') as {
  getComparator(mime: 'image/png'): Comparator;
};

const apiRoot = path.join(__dirname, '..');
const BASELINES = path.join(__dirname, 'baselines', 'invoice-pdf');
const UPDATE = process.env.PDF_BASELINES === 'update';
/** The app's clock when the PDF is made (its creation date); the invoice's own date is issuedAt. */
const NOW = new Date('2026-11-23T10:00:07.250Z');

/** Kavitha in Karnataka, the school's state: full price, no coupon, no business. */
const IN_STATE: InvoiceRow = {
  ...SAMPLE_INVOICE,
  number: 'AAR/26-27/000122',
  seq: 122,
  buyerName: 'Kavitha Rao',
  buyerState: '29',
  buyerBusinessName: null,
  buyerGstin: null,
  couponName: null,
  discountPercent: null,
  taxable: 211780,
  cgst: 19060,
  sgst: 19060,
  igst: 0,
  total: 249900,
};
/** प्रिया in Maharashtra with her employer's GSTIN and the home page's 20 % coupon. */
const OUT_OF_STATE: InvoiceRow = { ...SAMPLE_INVOICE, buyerName: 'प्रिया शर्मा' };

/** Kavitha's half refund in the first week: the credit note reverses half of each tax line. */
const HALF_REFUND: CreditNoteDocument = {
  ...IN_STATE,
  number: 'AARCN/26-27/0007',
  issuedAt: new Date('2026-12-03T06:30:00.000Z'),
  reason: 'My shift changed in the first week and I cannot attend the evening batch.',
  taxable: 105890,
  cgst: 9530,
  sgst: 9530,
  total: 124950,
  invoice: { number: IN_STATE.number, issuedAt: IN_STATE.issuedAt },
};

const CASES = [
  { name: 'en-in-state', inv: IN_STATE, language: 'en' as const },
  { name: 'en-out-of-state', inv: OUT_OF_STATE, language: 'en' as const },
  { name: 'hi-in-state', inv: IN_STATE, language: 'hi' as const },
  { name: 'hi-out-of-state', inv: OUT_OF_STATE, language: 'hi' as const },
  { name: 'credit-note-en', note: HALF_REFUND, language: 'en' as const },
  { name: 'credit-note-hi', note: HALF_REFUND, language: 'hi' as const },
];

let dir: string;
let fontConfig: string;
const pdfs: Record<string, string> = {};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-invoice-pdf-'));
  // A fontconfig with no font directories: whatever the PDF does not embed cannot be drawn.
  fontConfig = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    fontConfig,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig><cachedir>${dir}/fc-cache</cachedir></fontconfig>\n`,
  );
  for (const c of CASES) {
    const bytes = c.note
      ? await buildCreditNotePdf(c.note, c.language, certificatePdfAssets(apiRoot), NOW)
      : await buildInvoicePdf(c.inv!, c.language, certificatePdfAssets(apiRoot), NOW);
    pdfs[c.name] = path.join(dir, `${c.name}.pdf`);
    fs.writeFileSync(pdfs[c.name]!, bytes);
  }
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const pdftotext = (file: string) => {
  const r = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(r.status).toBe(0);
  return r.stdout;
};

/** The page as a 70 dpi PNG, drawn without any system font. */
function rasterise(name: string): Buffer {
  const out = path.join(dir, name);
  const r = spawnSync('pdftoppm', ['-png', '-r', '70', '-singlefile', pdfs[name]!, out], {
    encoding: 'utf8',
    env: { ...process.env, FONTCONFIG_FILE: fontConfig },
  });
  // A font the PDF did not embed would be reported here ("Couldn't find a font …").
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return fs.readFileSync(`${out}.png`);
}

describe('the amount in words, in the invoice’s language', () => {
  it.each([
    ['en-in-state', 'Rupees Two Thousand Four Hundred Ninety-Nine Only'],
    ['en-out-of-state', 'Rupees One Thousand Nine Hundred Ninety-Nine and Twenty Paise Only'],
    ['hi-in-state', 'दो हज़ार चार सौ निन्यानवे रुपये मात्र'],
    ['hi-out-of-state', 'एक हज़ार नौ सौ निन्यानवे रुपये और बीस पैसे मात्र'],
  ])('%s: %s', (name, words) => {
    const text = pdftotext(pdfs[name]!);
    const lines = text.split('\n').map((l) => l.trim());
    const label = name.startsWith('hi') ? 'शब्दों में राशि' : 'Amount in words';
    // The words stand on the line under their label.
    expect(lines[lines.indexOf(label) + 1]).toBe(words);
    if (name.startsWith('hi')) expect(text).not.toMatch(/Rupees|Only/);
  });

  it('her Devanagari name and the tax lines of each case', () => {
    const hi = pdftotext(pdfs['hi-out-of-state']!);
    for (const s of ['प्रिया शर्मा', 'IGST @ 18 %', '27AAPFU0939F1ZV', 'महाराष्ट्र (27)', '₹ 1,999.20'])
      expect(hi).toContain(s);
    const en = pdftotext(pdfs['en-in-state']!);
    for (const s of ['Kavitha Rao', 'CGST @ 9 %', 'SGST @ 9 %', 'Karnataka (29)', '₹ 2,499.00'])
      expect(en).toContain(s);
    expect(en).not.toContain('IGST');
  });
});

describe('the credit note', () => {
  it('refers to its invoice and gives the amount credited in words, in her language', () => {
    const en = pdftotext(pdfs['credit-note-en']!);
    for (const s of ['AARCN/26-27/0007', 'AAR/26-27/000122', 'CGST @ 9 %', '₹ 1,249.50', 'Rupees One Thousand Two Hundred Forty-Nine and Fifty Paise Only'])
      expect(en).toContain(s);
    const hi = pdftotext(pdfs['credit-note-hi']!);
    expect(hi).toContain('एक हज़ार दो सौ उनचास रुपये और पचास पैसे मात्र');
    expect(hi).not.toMatch(/Rupees|Only/);
  });
});

describe('the invoice and the credit note look as their baselines (pdftoppm, 70 dpi)', () => {
  it.each(CASES.map((c) => c.name))('%s', (name) => {
    const actual = rasterise(name);
    const baseline = path.join(BASELINES, `${name}.png`);
    if (UPDATE) {
      fs.mkdirSync(BASELINES, { recursive: true });
      fs.writeFileSync(baseline, actual);
      return;
    }
    if (!fs.existsSync(baseline))
      throw new Error(
        `No baseline ${path.relative(apiRoot, baseline)}: run \`pnpm test:pdf-visual --update\` and look at it`,
      );
    // Two changed digits of the invoice number differ by ~30 pixels at this size; anti-aliased pixels are not counted.
    const result = getComparator('image/png')(actual, fs.readFileSync(baseline), {
      threshold: 0.2,
      maxDiffPixels: 10,
    });
    if (result) {
      const report = path.join(os.tmpdir(), 'aarohi-pdf-visual');
      fs.mkdirSync(report, { recursive: true });
      fs.writeFileSync(path.join(report, `${name}-actual.png`), actual);
      if (result.diff) fs.writeFileSync(path.join(report, `${name}-diff.png`), result.diff);
      throw new Error(`${name}: ${result.errorMessage} Actual and diff images: ${report}`);
    }
  });
});

/**
 * Every PDF the API hands out (the payment confirmation and the tax invoice attached to the receipt
 * mail, the certificate she downloads and gets by mail), in both languages, checked with the tools a reader's
 * system has: qpdf finds no structural error or warning, pdffonts shows every font embedded,
 * pdfinfo shows the dates of the app's clock, a title and an XMP stream, the document carries its
 * language, and pdftotext reads the Hindi confirmation in reading order.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { receiptAttachment } from '../src/payments/receipt-pdf';
import { SAMPLE_RECEIPT } from './helpers/receipt-sample';
import { buildCertificatePdf, certificatePdfAssets } from '../src/certificates/pdf';
import { buildCreditNotePdf, buildInvoicePdf } from '../src/payments/invoice-pdf';
import { SAMPLE_INVOICE } from './helpers/receipt-sample';

jest.setTimeout(120_000);

const apiRoot = path.join(__dirname, '..');
const NOW = new Date('2026-11-23T10:00:07.250Z');
const NAME = 'प्रिया शर्मा';
let dir: string;
const files: Record<string, string> = {};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-pdf-validators-'));
  for (const language of ['en', 'hi'] as const) {
    const receipt = await receiptAttachment(
      apiRoot,
      {
        name: NAME,
        ...SAMPLE_RECEIPT,
        language,
      },
      'team@aarohi.example',
      NOW,
    );
    files[`receipt-${language}`] = path.join(dir, `receipt-${language}.pdf`);
    fs.writeFileSync(files[`receipt-${language}`]!, receipt.content);
    const certificate = await buildCertificatePdf(
      {
        name: NAME,
        certificateNo: 'AAR-7KQ2-M9XD-4HTP-R3WN',
        courseTitle: 'AI for Everyday Work',
        batchName: 'Evening Batch 4',
        startDate: '2026-12-01',
        endDate: '2026-12-27',
        tutorName: 'Meera Iyer',
        issuedAt: '2026-12-28T06:00:00.000Z',
        language,
      },
      'https://aarohi.example/verify/AAR-7KQ2-M9XD-4HTP-R3WN',
      certificatePdfAssets(apiRoot),
      NOW,
    );
    files[`certificate-${language}`] = path.join(dir, `certificate-${language}.pdf`);
    fs.writeFileSync(files[`certificate-${language}`]!, certificate);
    const invoice = await buildInvoicePdf({ ...SAMPLE_INVOICE, buyerName: NAME }, language, certificatePdfAssets(apiRoot), NOW);
    files[`invoice-${language}`] = path.join(dir, `invoice-${language}.pdf`);
    fs.writeFileSync(files[`invoice-${language}`]!, invoice);
    const note = await buildCreditNotePdf(
      {
        ...SAMPLE_INVOICE,
        buyerName: NAME,
        number: 'AARCN/26-27/0001',
        issuedAt: new Date('2026-11-30T06:00:00.000Z'),
        reason: 'मेरी शिफ़्ट बदल गई है — my shift changed',
        taxable: 105890,
        cgst: 0,
        sgst: 0,
        igst: 19060,
        total: 124950,
        invoice: { number: SAMPLE_INVOICE.number, issuedAt: SAMPLE_INVOICE.issuedAt },
      },
      language,
      certificatePdfAssets(apiRoot),
      NOW,
    );
    files[`credit-note-${language}`] = path.join(dir, `credit-note-${language}.pdf`);
    fs.writeFileSync(files[`credit-note-${language}`]!, note);
  }
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8' });
const KINDS = [
  'receipt-en',
  'receipt-hi',
  'certificate-en',
  'certificate-hi',
  'invoice-en',
  'invoice-hi',
  'credit-note-en',
  'credit-note-hi',
];

describe.each(KINDS)('%s', (kind) => {
  const language = kind.endsWith('-hi') ? 'hi-IN' : 'en-IN';

  it('qpdf --check: no errors, no warnings', () => {
    const r = spawnSync('qpdf', ['--check', files[kind]!], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    // qpdf exits 2 on errors and 3 on warnings, and names each warning.
    expect(r.stdout).not.toMatch(/WARNING/);
    expect(r.stdout).toContain('No syntax or stream encoding errors found');
    expect(r.status).toBe(0);
  });

  it('pdffonts: every font embedded (no standard Times/Helvetica left to the viewer)', () => {
    const rows = run('pdffonts', [files[kind]!]).trim().split('\n').slice(2);
    expect(rows.length).toBeGreaterThan(0);
    const notEmbedded = rows.filter((row) => {
      // name type… encoding emb sub uni object-id gen: "emb" is the fifth field from the end.
      const fields = row.trim().split(/\s+/);
      return fields[fields.length - 5] !== 'yes';
    });
    expect(notEmbedded).toEqual([]);
  });

  it("pdfinfo: the app clock's dates, a title, an XMP stream; the document's language", () => {
    const info = run('pdfinfo', ['-isodates', files[kind]!]);
    expect(info).toMatch(/^CreationDate:\s+2026-11-23T10:00:07Z$/m);
    expect(info).toMatch(/^ModDate:\s+2026-11-23T10:00:07Z$/m);
    expect(info).not.toContain('2025-01-01');
    expect(info).toMatch(/^Title:\s+\S/m);
    expect(info).toMatch(/^Metadata Stream:\s+yes$/m);
    // Not tagged, and not claiming to be.
    expect(info).toMatch(/^Tagged:\s+no$/m);

    const xmp = run('pdfinfo', ['-meta', files[kind]!]);
    expect(xmp).toContain('<xmp:CreateDate>2026-11-23T10:00:07Z</xmp:CreateDate>');
    expect(xmp).toMatch(/<dc:title><rdf:Alt><rdf:li xml:lang="x-default">[^<]+<\/rdf:li>/);
    expect(xmp).toContain(`<rdf:li>${language}</rdf:li>`);

    const expanded = path.join(dir, `${kind}-qdf.pdf`);
    run('qpdf', ['--qdf', '--object-streams=disable', files[kind]!, expanded]);
    expect(fs.readFileSync(expanded, 'latin1')).toContain(`/Lang (${language})`);
  });
});

describe('the Hindi payment confirmation as text', () => {
  it('pdftotext gives her name and the Hindi sentences in reading order', () => {
    const lines = run('pdftotext', [files['receipt-hi']!, '-'])
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const order = [
      'पेमेंट की पुष्टि',
      'धन्यवाद सहित, यह पेमेंट हमें इनसे मिला है',
      NAME,
      'आपका पेमेंट सफलतापूर्वक पूरा हो गया है। दाख़िला लेने के लिए धन्यवाद!',
      'कोर्स',
      'कोर्स में आपकी सीट पक्की हो गई है। आपका बैच, क्लास का समय और मीटिंग लिंक आपके',
      'डैशबोर्ड पर हैं, और हर लाइव सेशन से पहले हम आपको याद दिलाएँगे।',
    ];
    const at = order.map((line) => lines.indexOf(line));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});

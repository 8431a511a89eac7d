import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodePdfTextAssets } from '@ai-women/contracts/pdf-text/node';
import { PDFDocument } from 'pdf-lib';
import { paymentConfirmationContent } from '@ai-women/contracts/confirmation-pdf';
import { buildConfirmationPdf } from './buildConfirmationPdf';
import { confirmationContent, confirmationName, formatAmount, formatPaidOn } from './confirmationContent';

const assets = nodePdfTextAssets(path.join(__dirname, '../../../package.json'));
const template = Uint8Array.from(readFileSync(path.join(__dirname, '../../../../contracts/assets/payment-confirmation-template.pdf')));

function execPdfToText(bytes: Uint8Array, layout = false): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'aarohi-pdf-'));
  const file = path.join(dir, 'payment-confirmation.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), file, '-'], { encoding: 'utf8' });
}

function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'aarohi-pdf-'));
  const file = path.join(dir, 'payment-confirmation.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const paidUser = {
  id: 7,
  fullname: 'Meera Iyer',
  paymentstatus: 'completed',
  payment: { transactionId: 'pay_3f9a1c2b7d', amount: 199920, paidAt: '2026-11-21T20:15:00.000Z' },
};

describe('the letterhead and the price lines', () => {
  const lines = (bytes: Uint8Array) =>
    execPdfToText(bytes)
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);

  it('a Hindi confirmation has a Hindi header and footer', async () => {
    const content = paymentConfirmationContent('प्रिया शर्मा', { transactionId: 'pay_1', amount: 249900, paidAt: '2026-11-25T19:00:00.000Z' }, { language: 'hi', now: new Date('2026-11-26T04:00:00Z') });
    const text = lines(await buildConfirmationPdf(template, content, assets));
    expect(text).toContain('महिलाओं के लिए AI');
    expect(text).toContain('लाइव ऑनलाइन पढ़ाई');
    // The footer's brand line, then the address.
    expect(text.some((l) => /^आरोही — महिलाओं के लिए AI\s+·\s+helpdesk@aarohi\.example$/.test(l))).toBe(true);
    expect(text.join('\n')).not.toMatch(/AI FOR WOMEN|Live online learning|Aarohi — AI for Women/);
  });

  it('shows the list price and the coupon when she paid with one, in both languages', async () => {
    const payment = { transactionId: 'pay_2', amount: 199920, paidAt: '2026-11-25T19:00:00.000Z' };
    const coupon = { name: 'WOMENINAI20', percent: 20 };
    const en = lines(await buildConfirmationPdf(template, paymentConfirmationContent('Meera Iyer', payment, { coupon }), assets));
    expect(en).toContain('List price');
    expect(en).toContain('INR 2,499.00');
    expect(en).toContain('WOMENINAI20 (20 % off)');
    expect(en).toContain('INR 1,999.20');
    const hi = lines(await buildConfirmationPdf(template, paymentConfirmationContent('Meera Iyer', payment, { coupon, language: 'hi' }), assets));
    expect(hi).toContain('कोर्स की पूरी फ़ीस');
    expect(hi).toContain('WOMENINAI20 (20 % छूट)');
    // Without a coupon, only what she paid.
    const plain = lines(await buildConfirmationPdf(template, paymentConfirmationContent('Meera Iyer', payment), assets));
    expect(plain).not.toContain('List price');
  });
});

describe('payment confirmation content', () => {
  it('uses name, then username, then fullname, else Learner', () => {
    expect(confirmationName({ id: 1, name: 'Asha', username: 'asha1', fullname: 'Asha Rao' })).toBe('Asha');
    expect(confirmationName({ id: 1, username: 'asha1', fullname: 'Asha Rao' })).toBe('asha1');
    expect(confirmationName({ id: 1, fullname: 'Asha Rao' })).toBe('Asha Rao');
    expect(confirmationName({ id: 1 })).toBe('Learner');
    expect(confirmationName(null)).toBe('Learner');
  });

  it('formats the amount and the payment date in India time', () => {
    expect(formatAmount(199920)).toBe('INR 1,999.20');
    expect(formatPaidOn('2026-11-21T20:15:00.000Z')).toMatch(/22 November 2026.*1:45.*am IST/i);
  });

  it('leaves the payment lines out when they are not known', () => {
    const c = confirmationContent({ id: 1, fullname: 'Asha Rao', paymentstatus: 'completed' });
    expect(c.paymentId).toBeUndefined();
    expect(c.paidOn).toBeUndefined();
    expect(c.amount).toBeUndefined();
  });
});

describe('buildConfirmationPdf', () => {
  it('draws the name, course, completed line, contact e-mail, payment id and date on the template', async () => {
    const bytes = await buildConfirmationPdf(template, confirmationContent(paidUser, new Date('2026-11-22T04:00:00Z')), assets);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Aarohi — payment confirmation');
    const text = pdfText(bytes);
    expect(text).toContain('Payment confirmation');
    expect(text).toContain('Meera Iyer');
    expect(text).toContain('AI Course: Simple & Practical!');
    expect(text).toContain('Your payment has been completed successfully.');
    expect(text).toContain('helpdesk@aarohi.example');
    expect(text).toContain('pay_3f9a1c2b7d');
    expect(text).toContain('INR 1,999.20');
    expect(text).toMatch(/22 November 2026/);
    // The template's letterhead is still there.
    expect(text).toContain('Aarohi');
    expect(text).toContain('AI FOR WOMEN');
    if (process.env.AAROHI_PDF_OUT) writeFileSync(process.env.AAROHI_PDF_OUT, bytes);
  });

  it('draws a name in Devanagari as she typed it, not Learner', async () => {
    const bytes = await buildConfirmationPdf(template, confirmationContent({ id: 2, name: 'आरोही' }), assets);
    const text = pdfText(bytes);
    expect(text).toContain('आरोही');
    expect(text).not.toContain('Learner');
  });

  it('is written in Hindi for a Hindi reader: labels, sentences, Hindi dates and her name, as pdftotext reads them', async () => {
    const hindiUser = {
      id: 8,
      fullname: 'प्रिया शर्मा',
      paymentstatus: 'completed',
      payment: {
        transactionId: 'pay_hi7c2e',
        amount: 199920,
        paidAt: '2026-11-25T19:00:00.000Z',
        batch: { name: 'Evening Batch 4', timing: 'Mon–Sat, 7–8 pm IST', firstClassDate: '2026-12-01' },
      },
    };
    const content = confirmationContent(hindiUser, new Date('2026-11-26T04:00:00Z'), 'hi');
    const bytes = await buildConfirmationPdf(template, content, assets);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('आरोही — पेमेंट की पुष्टि');
    // Without -layout, each drawn run comes out as typed (its ActualText), one per line.
    const lines = execPdfToText(bytes)
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    for (const expected of [
      'पेमेंट की पुष्टि',
      'जारी करने की तारीख़: 26 नवंबर 2026',
      'धन्यवाद सहित, यह पेमेंट हमें इनसे मिला है',
      'प्रिया शर्मा',
      'आपका पेमेंट सफलतापूर्वक पूरा हो गया है। दाख़िला लेने के लिए धन्यवाद!',
      'चुकाई गई राशि',
      'INR 1,999.20',
      'पेमेंट की तारीख़',
      '26 नवंबर 2026 को रात 12:30 बजे (IST)',
      'Evening Batch 4 (Mon–Sat, 7–8 pm IST), पहली क्लास 1 दिसंबर 2026',
      '4 हफ़्ते, 25 लाइव ऑनलाइन सेशन, सोमवार से शनिवार',
      'कोर्स में आपकी सीट पक्की हो गई है। आपका बैच, क्लास का समय और मीटिंग लिंक आपके',
      // The address is drawn by the same text layer right after the question: one line.
      'इस पेमेंट के बारे में कोई सवाल? हमें यहाँ लिखें: helpdesk@aarohi.example',
    ])
      expect(lines).toContain(expected);
    const text = lines.join('\n');
    expect(text).toContain('pay_hi7c2e');
    expect(text).toContain('helpdesk@aarohi.example');
    expect(text).not.toContain('Payment confirmation');
    expect(text).not.toContain('Learner');
    if (process.env.AAROHI_PDF_OUT_HI) writeFileSync(process.env.AAROHI_PDF_OUT_HI, bytes);
  });
});

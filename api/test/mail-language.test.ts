/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers/context';
import { startSmtp, type TestSmtp } from './helpers/smtp';
import * as t from '../src/db/schema';
import { renderMail } from '../src/mail/templates';

// A student's receipt and password-reset mails follow her account's language; tutors stay English.
let ctx: TestContext;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Aarohi <hello@aarohi.example>',
    MAIL_SENDER: 'off',
    CONTACT_EMAIL: 'team@aarohi.example',
    SITE_URL: 'https://aarohi.example',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  await ctx.database.db.update(t.outbox).set({ status: 'sent' }).where(eq(t.outbox.status, 'pending'));
  smtp.messages.length = 0;
});

const sender = () => ctx.app.deps.mail;

/** The PDF's text as pdftotext reads it, one drawn run a line. */
function pdfLines(bytes: Buffer): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-receipt-hi-'));
  const file = path.join(dir, 'receipt.pdf');
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function payAs(cookie: string, userId: number) {
  const order = await ctx.inject({ method: 'POST', url: '/api/payments/order', cookie, payload: { userId } });
  const a = (
    await ctx.inject({ method: 'POST', url: '/sandbox/authorize', cookie, payload: { orderId: order.json().orderId } })
  ).json();
  const res = await ctx.inject({
    method: 'POST',
    url: '/payment',
    cookie,
    payload: {
      transactionId: a.razorpay_payment_id,
      userId,
      orderId: a.razorpay_order_id,
      signature: a.razorpay_signature,
    },
  });
  expect(res.statusCode).toBe(200);
  return a.razorpay_payment_id as string;
}

async function forgot(email: string, role: 'student' | 'tutor') {
  const res = await ctx.inject({ method: 'POST', url: '/api/password/forgot', payload: { email, role } });
  expect(res.statusCode).toBe(200);
  await ctx.app.deps.passwordResets.idle();
}

describe('the receipt mail in her account language', () => {
  it('is Hindi for a Hindi account: subject, HTML (lang="hi") and text, with ₹ and a Hindi date', async () => {
    const email = `sunita.${Date.now()}@example.com`;
    const s = await ctx.registerStudent({ email, fullname: 'सुनीता देवी', language: 'hi' });
    await sender().runOnce();
    smtp.messages.length = 0;
    const paymentId = await payAs(s.cookie, s.userId);
    await sender().runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe(`पेमेंट मिल गया — ${paymentId}`);
    expect(mail!.html).toContain('<html lang="hi">');
    expect(mail!.html).toContain('धन्यवाद — आपका पेमेंट पूरा हो गया है');
    expect(mail!.text).toContain('नमस्ते सुनीता, ');
    expect(mail!.text).toContain('आपकी सीट पक्की हो गई है।');
    expect(mail!.text).toContain('₹2,499.00');
    expect(mail!.text).toContain(paymentId);
    // Today in India, in Hindi month names.
    const month = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(mail!.text).toMatch(new RegExp(`पेमेंट की तारीख़\\s+\\d{1,2} ${month} \\d{4} को .+ बजे \\(IST\\)`));
    expect(mail!.text).not.toContain('Payment received');
    // The attached confirmation is Hindi too, with her name exactly as she typed it.
    const lines = pdfLines(mail!.attachments[0]!.content);
    expect(lines).toContain('पेमेंट की पुष्टि');
    expect(lines).toContain('सुनीता देवी');
    expect(lines).toContain('आपका पेमेंट सफलतापूर्वक पूरा हो गया है। दाख़िला लेने के लिए धन्यवाद!');
    // The address follows the question on its line (both drawn by the text layer).
    expect(lines).toContain('इस पेमेंट के बारे में कोई सवाल? हमें यहाँ लिखें: team@aarohi.example');
    expect(lines).toContain(paymentId);
    expect(lines.join('\n')).not.toContain('Payment confirmation');
  });

  it('says paid-on in India time with Hindi month names (00:30 IST is the next day)', () => {
    const mail = renderMail(
      'payment-receipt',
      {
        name: 'प्रिया शर्मा',
        transactionId: 'pay_hi1',
        amount: 199920,
        currency: 'INR',
        paidAt: '2026-11-25T19:00:00.000Z',
        courseTitle: 'AI for Everyday Life',
        batchName: 'Evening Batch 4',
        batchTiming: 'Mon–Sat, 7–8 pm IST',
        firstClassDate: '2026-12-01',
        language: 'hi',
      },
      { site: 'https://aarohi.example', tutorPortal: 'https://aarohi.example', contactEmail: 'team@aarohi.example' },
    );
    expect(mail.text).toContain('26 नवंबर 2026 को रात 12:30 बजे (IST)');
    expect(mail.text).toContain('Evening Batch 4 (Mon–Sat, 7–8 pm IST), पहली क्लास 1 दिसंबर 2026');
    expect(mail.text).toContain('₹1,999.20');
  });

  it('stays the English receipt for an English account', async () => {
    const s = await ctx.registerStudent({ email: `neha.${Date.now()}@example.com`, fullname: 'Neha Gupta' });
    await sender().runOnce();
    smtp.messages.length = 0;
    const paymentId = await payAs(s.cookie, s.userId);
    await sender().runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe(`Payment received — ${paymentId}`);
    expect(mail!.html).toContain('<html lang="en">');
    expect(mail!.text).toContain('Hi Neha, we have received your payment for');
  });
});

describe('the password-reset mail in her account language', () => {
  it('is Hindi for a Hindi account: subject, HTML and text', async () => {
    const email = `kavita.${Date.now()}@example.com`;
    await ctx.registerStudent({ email, fullname: 'कविता सिंह', language: 'hi' });
    await sender().runOnce();
    smtp.messages.length = 0;
    await forgot(email, 'student');
    await sender().runOnce();
    const [hindi] = await smtp.waitFor(1);
    expect(hindi!.subject).toBe('अपना आरोही पासवर्ड बदलें');
    expect(hindi!.html).toContain('<html lang="hi">');
    expect(hindi!.text).toContain('नमस्ते कविता, किसी ने — उम्मीद है आपने ही — आपके आरोही खाते का पासवर्ड बदलने के लिए कहा है।');
    expect(hindi!.text).toMatch(/नया पासवर्ड चुनें: https:\/\/aarohi\.example\/reset-password\?token=/);

  });

  it('stays English for an English account (also after she switches to English from Hindi)', async () => {
    const email = `anita.${Date.now()}@example.com`;
    const s = await ctx.registerStudent({ email, fullname: 'Anita Das', language: 'hi' });
    const put = await ctx.inject({
      method: 'PUT',
      url: `/api/student/profile/${s.userId}`,
      cookie: s.cookie,
      payload: { language: 'en' },
    });
    expect(put.statusCode).toBe(200);
    await sender().runOnce();
    smtp.messages.length = 0;
    await forgot(email, 'student');
    await sender().runOnce();
    const [english] = await smtp.waitFor(1);
    expect(english!.subject).toBe('Reset your Aarohi password');
    expect(english!.html).toContain('<html lang="en">');
    expect(english!.text).toContain('Hi Anita, someone — hopefully you — asked to reset the password of your Aarohi account.');
  });

  it('stays English for a tutor, whatever the payload says', () => {
    const mail = renderMail(
      'password-reset',
      { name: 'Meenakshi Rao', role: 'tutor', link: 'https://x/r', validMinutes: 30, language: 'hi' },
      { site: 'https://aarohi.example', tutorPortal: 'https://aarohi.example', contactEmail: 'team@aarohi.example' },
    );
    expect(mail.subject).toBe('Reset your Aarohi password');
    expect(mail.text).toContain('your Aarohi tutor account');
  });
});

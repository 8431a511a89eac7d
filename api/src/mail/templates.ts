/**
 * The mails' words and look: an HTML part in the Aarohi brand (one 560 px column of tables and
 * inline styles, which narrow and old mail clients render alike) and a plain-text part.
 */
import { COURSE_TITLE, JOIN_OPENS_BEFORE_MINUTES } from '@ai-women/contracts';
import { batchLine, formatAmount, formatPaidOn } from '@ai-women/contracts/confirmation-pdf';
import { hindiCalendarDate, indiaMoment, longCalendarDate } from '../lib/india-time';
import type { MailKind, MailPayloads } from './outbox';
import { escapeHtml } from '../lib/html';

export interface MailLinks {
  /** The site (shell) base, e.g. https://aarohi.example: /login, /dashboard, /support. */
  site: string;
  /** Where tutors log in: the shell or the standalone portal. */
  tutorPortal: string;
  contactEmail: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const PLUM_900 = '#2a1033';
const PLUM_700 = '#4b1d5c';
const SAFFRON = '#f4b740';
const INK = '#1d1a22';
const MUTED = '#56505e';
const LINE = '#e4dde8';
const PAPER = '#f7f3f9';



/** The first word of a name, for a friendly greeting, as she typed it (NFC). */
export function firstName(name: string): string {
  return name.normalize('NFC').trim().split(/\s+/)[0] || 'there';
}

const graphemes = (s: string) =>
  [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(s)].map((g) => g.segment);

/**
 * At most `max` user-perceived characters: a cut never splits a conjunct from its vowel sign, a
 * letter from its accent, or an emoji's surrogate pair (which would show as a broken glyph).
 */
export function clip(s: string, max: number): string {
  const parts = graphemes(s);
  return parts.length <= max ? s : parts.slice(0, max).join('');
}

/** Every string of a payload in NFC, so a name reads the same in the subject, HTML and text. */
function nfc<T extends object>(payload: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(payload)) out[k] = typeof v === 'string' ? v.normalize('NFC') : v;
  return out as T;
}

type Block =
  | { p: string }
  | { button: { label: string; href: string } }
  | { rows: Array<[string, string]> }
  | { quote: string }
  | { small: string };

function htmlBlock(b: Block): string {
  if ('p' in b)
    return `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${INK}">${escapeHtml(b.p)}</p>`;
  if ('small' in b)
    return `<p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:${MUTED}">${escapeHtml(b.small)}</p>`;
  if ('quote' in b)
    return `<div style="margin:0 0 18px;padding:14px 16px;border-left:4px solid ${SAFFRON};background:${PAPER};font-size:15px;line-height:1.6;color:${INK};white-space:pre-wrap;word-wrap:break-word">${escapeHtml(b.quote)}</div>`;
  if ('button' in b)
    return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:4px 0 22px"><tr><td style="border-radius:8px;background:${PLUM_700}"><a href="${escapeHtml(b.button.href)}" style="display:inline-block;padding:13px 22px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(b.button.label)}</a></td></tr></table>`;
  const rows = b.rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:9px 12px 9px 0;border-bottom:1px solid ${LINE};font-size:14px;color:${MUTED};vertical-align:top;width:38%">${escapeHtml(k)}</td><td style="padding:9px 0;border-bottom:1px solid ${LINE};font-size:14px;font-weight:bold;color:${INK};word-break:break-word">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="margin:0 0 20px;border-top:1px solid ${LINE}">${rows}</table>`;
}

function textBlock(b: Block): string {
  if ('p' in b) return b.p;
  if ('small' in b) return b.small;
  if ('quote' in b)
    return b.quote
      .split('\n')
      .map((l) => `> ${l}`)
      .join('\n');
  if ('button' in b) return `${b.button.label}: ${b.button.href}`;
  const width = Math.max(...b.rows.map(([k]) => k.length));
  return b.rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n');
}

/** The frame's own words (header tagline and footer) in each language the mails are written in. */
const FRAME = {
  en: {
    footer: 'Aarohi — AI for Women · live online learning',
    questionsHtml: (mail: string) => `Questions? Write to ${mail} or simply reply to this e-mail.`,
    questionsText: (mail: string) => `Questions? Write to ${mail} or reply to this e-mail.`,
  },
  hi: {
    footer: 'आरोही — महिलाओं के लिए AI · लाइव ऑनलाइन पढ़ाई',
    questionsHtml: (mail: string) => `कोई सवाल? ${mail} पर लिखें या बस इस ईमेल का जवाब दें।`,
    questionsText: (mail: string) => `कोई सवाल? ${mail} पर लिखें या इस ईमेल का जवाब दें।`,
  },
} as const;

function layout(
  subject: string,
  heading: string,
  blocks: Block[],
  links: MailLinks,
  preheader: string,
  language: 'en' | 'hi' = 'en',
): RenderedMail {
  const frame = FRAME[language];
  const mailLink = `<a href="mailto:${escapeHtml(links.contactEmail)}" style="color:${PLUM_700}">${escapeHtml(links.contactEmail)}</a>`;
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${PAPER};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preheader)}</div>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="background:${PAPER}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden;border:1px solid ${LINE}">
<tr><td style="background:${PLUM_700};padding:20px 28px;border-bottom:4px solid ${SAFFRON}">
<span style="font-family:Georgia,'Times New Roman',serif;font-size:26px;font-weight:bold;color:#ffffff">Aarohi</span><br>
<span style="font-size:11px;letter-spacing:2px;font-weight:bold;color:${SAFFRON}">AI FOR WOMEN</span>
</td></tr>
<tr><td style="padding:28px 28px 12px">
<h1 style="margin:0 0 18px;font-family:Georgia,'Times New Roman',serif;font-size:24px;line-height:1.3;color:${PLUM_900}">${escapeHtml(heading)}</h1>
${blocks.map(htmlBlock).join('\n')}
</td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid ${LINE};font-size:12px;line-height:1.6;color:${MUTED}">
${frame.footer}<br>
${frame.questionsHtml(mailLink)}
</td></tr>
</table></td></tr></table>
</body></html>
`;
  const text = `${heading}\n${'-'.repeat(Math.min(graphemes(heading).length, 60))}\n\n${blocks.map(textBlock).join('\n\n')}\n\n--\n${frame.footer}\n${frame.questionsText(links.contactEmail)}\n`;
  return { subject, html, text };
}

const url = (base: string, p: string) => `${base.replace(/\/+$/, '')}${p}`;

type Renderers = { [K in MailKind]: (p: MailPayloads[K], links: MailLinks) => RenderedMail };

const renderers: Renderers = {
  'welcome-student': (p, links) =>
    p.language === 'hi'
      ? layout(
          'आरोही में आपका स्वागत है',
          `आरोही में आपका स्वागत है, ${firstName(p.name)}!`,
          [
            {
              p: `आपका खाता तैयार है। आपने ${p.courseTitle ? `“${p.courseTitle}”` : COURSE_TITLE} की ओर पहला कदम बढ़ा दिया है — सोमवार से शनिवार, चार हफ़्ते की लाइव, प्रैक्टिकल कक्षाएँ, उन महिलाओं के साथ जो आपके साथ सीख रही हैं।`,
            },
            {
              p: 'अपनी सीट पक्की करने के लिए पेमेंट पूरा करें। पेमेंट होते ही आपका बैच, क्लास का समय और मीटिंग लिंक आपके डैशबोर्ड पर दिखने लगेंगे।',
            },
            { button: { label: 'आरोही में लॉग इन करें', href: url(links.site, '/hi/login') } },
            {
              small:
                'यह ईमेल आपको इसलिए मिला है क्योंकि इस ईमेल पते से आरोही पर रजिस्टर किया गया था। अगर यह आपने नहीं किया, तो हमें लिखें — हम वह खाता हटा देंगे।',
            },
          ],
          links,
          'आपका खाता तैयार है — आगे क्या होगा, यहाँ पढ़ें।',
          'hi',
        )
      : layout(
          'Welcome to Aarohi',
          `Welcome to Aarohi, ${firstName(p.name)}!`,
          [
            {
              p: `Your account is ready. You have taken the first step towards ${p.courseTitle ? `“${p.courseTitle}”` : COURSE_TITLE} — four weeks of live, practical classes, Monday to Saturday, with women learning alongside you.`,
            },
            {
              p: 'To secure your seat, complete your payment. Once it is done, your batch, class timings and meeting links appear on your dashboard.',
            },
            { button: { label: 'Log in to Aarohi', href: url(links.site, '/login') } },
            {
              small:
                'You are receiving this because this e-mail address was used to register on Aarohi. If that was not you, write to us and we will remove the account.',
            },
          ],
          links,
          'Your account is ready — here is what happens next.',
        ),
  'welcome-tutor': (p, links) =>
    layout(
      'Welcome to the Aarohi tutor portal',
      `Welcome aboard, ${firstName(p.name)}`,
      [
        {
          p: 'Thank you for joining Aarohi as a tutor. Your portal is where you run your batches, keep your profile up to date and reach our support team.',
        },
        {
          p: 'One thing to do first: upload your resume and an experience letter (PDF) under Uploads, so we can complete your profile and assign you a batch.',
        },
        { button: { label: 'Open the tutor portal', href: url(links.tutorPortal, '/tutorlogin') } },
        {
          small:
            'You are receiving this because this e-mail address was used to register as an Aarohi tutor. If that was not you, let us know.',
        },
      ],
      links,
      'Your tutor account is ready: upload your documents to get started.',
    ),
  'payment-receipt': (p, links) => {
    const hi = p.language === 'hi';
    const course = p.courseTitle || COURSE_TITLE;
    const batch = p.batchName
      ? batchLine({ name: p.batchName, timing: p.batchTiming, firstClassDate: p.firstClassDate }, p.language)
      : undefined;
    const amount =
      p.currency === 'INR'
        ? formatAmount(p.amount).replace(/^INR /, '₹')
        : `${p.currency} ${(p.amount / 100).toFixed(2)}`;
    if (hi)
      return layout(
        `पेमेंट मिल गया — ${p.transactionId}`,
        'धन्यवाद — आपका पेमेंट पूरा हो गया है',
        [
          {
            p: `नमस्ते ${firstName(p.name)}, “${course}” के लिए आपका पेमेंट हमें मिल गया है। आपकी सीट पक्की हो गई है।`,
          },
          {
            rows: [
              ['चुकाई गई राशि', amount],
              ['पेमेंट ID', p.transactionId],
              ['पेमेंट की तारीख़', formatPaidOn(p.paidAt, 'hi') ?? p.paidAt],
              ['कोर्स', course],
              [
                'बैच',
                batch ??
                  'जल्द तय होगा: हम आपको आपके कोर्स के अगले बैच में जगह देंगे और एक दिन के अंदर आपको लिखेंगे।',
              ],
            ],
          },
          {
            p: p.invoiceId
              ? 'आपके पेमेंट की पुष्टि और GST टैक्स इनवॉइस PDF के रूप में साथ में लगे हैं। इन्हें संभालकर रखें; इनवॉइस आपके एरिया के "पेमेंट" पेज से फिर से डाउनलोड किया जा सकता है।'
              : 'आपके पेमेंट की पुष्टि PDF के रूप में साथ में लगी है। इसे संभालकर रखें; आप इसे साइट से फिर से डाउनलोड भी कर सकती हैं।',
          },
          { button: { label: 'मेरे डैशबोर्ड पर जाएँ', href: url(links.site, '/dashboard') } },
          {
            small:
              `आपका बैच और उसकी स्वागत सूचना आपके सूचनाएँ पेज पर है। क्लास लाइव और ऑनलाइन होती हैं; Join बटन क्लास शुरू होने से ${JOIN_OPENS_BEFORE_MINUTES} मिनट पहले खुलता है।`,
          },
        ],
        links,
        `पेमेंट ${p.transactionId} मिल गया। आपकी पुष्टि साथ में लगी है।`,
        'hi',
      );
    return layout(
      `Payment received — ${p.transactionId}`,
      'Thank you — your payment is complete',
      [
        {
          p: `Hi ${firstName(p.name)}, we have received your payment for “${course}”. Your seat is confirmed.`,
        },
        {
          rows: [
            ['Amount paid', amount],
            ['Payment ID', p.transactionId],
            ['Paid on', indiaMoment(p.paidAt) ?? p.paidAt],
            ['Course', course],
            [
              'Batch',
              batch ??
                'To be confirmed: we will place you in the next batch of your course and write to you within a day.',
            ],
          ],
        },
        {
          p: p.invoiceId
            ? 'Your payment confirmation and your GST tax invoice are attached as PDFs. Keep them for your records; you can download the invoice again from Payments in your area.'
            : 'Your payment confirmation is attached as a PDF. Keep it for your records; you can also download it again from the site.',
        },
        { button: { label: 'Go to my dashboard', href: url(links.site, '/dashboard') } },
        {
          small:
            `Your batch and its welcome notice are on your Notifications page. Classes are live and online; the Join button opens ${JOIN_OPENS_BEFORE_MINUTES} minutes before the start.`,
        },
      ],
      links,
      `Payment ${p.transactionId} received. Your confirmation is attached.`,
    );
  },
  'password-reset': (p, links) =>
    // Tutors' portal is English, so only a student's mail follows her account's language.
    p.language === 'hi' && p.role === 'student'
      ? layout(
          'अपना आरोही पासवर्ड बदलें',
          'अपना पासवर्ड बदलें',
          [
            {
              p: `नमस्ते ${firstName(p.name)}, किसी ने — उम्मीद है आपने ही — आपके आरोही खाते का पासवर्ड बदलने के लिए कहा है।`,
            },
            { button: { label: 'नया पासवर्ड चुनें', href: p.link } },
            {
              p: `यह लिंक एक ही बार और ${p.validMinutes} मिनट तक काम करेगा। नया पासवर्ड रखते ही आप हर डिवाइस से लॉग आउट हो जाएँगी।`,
            },
            { small: `अगर बटन न खुले, तो यह पता अपने ब्राउज़र में कॉपी करें: ${p.link}` },
            {
              small: 'आपने यह नहीं माँगा था? तो इस ईमेल को अनदेखा कर दें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
            },
          ],
          links,
          `नया पासवर्ड चुनने का लिंक, ${p.validMinutes} मिनट तक मान्य।`,
          'hi',
        )
      : layout(
          'Reset your Aarohi password',
          'Reset your password',
          [
            {
              p: `Hi ${firstName(p.name)}, someone — hopefully you — asked to reset the password of your Aarohi ${p.role === 'tutor' ? 'tutor ' : ''}account.`,
            },
            { button: { label: 'Choose a new password', href: p.link } },
            {
              p: `The link works once and for ${p.validMinutes} minutes. Setting a new password signs you out on every device.`,
            },
            { small: `If the button does not open, copy this address into your browser: ${p.link}` },
            { small: 'Did not ask for this? You can ignore this e-mail: your password stays as it is.' },
          ],
          links,
          `A link to choose a new password, valid for ${p.validMinutes} minutes.`,
        ),
  'email-change': (p, links) =>
    layout(
      'Confirm your new e-mail address',
      'Confirm your new e-mail address',
      [
        {
          p: `Hi ${firstName(p.name)}, you asked to use ${p.newEmail} for your Aarohi account. Your address changes only when you confirm it.`,
        },
        { button: { label: 'Confirm my new address', href: p.link } },
        {
          p: `The link works once and for ${p.validMinutes} minutes. Until then, keep logging in with your current address.`,
        },
        { small: `If the button does not open, copy this address into your browser: ${p.link}` },
        { small: 'Did not ask for this? Ignore this e-mail: nothing changes.' },
      ],
      links,
      `Confirm ${p.newEmail} for your Aarohi account (link valid ${p.validMinutes} minutes).`,
    ),
  'email-changed': (p, links) =>
    layout(
      'Your Aarohi e-mail address was changed',
      'Your e-mail address was changed',
      [
        {
          p: `Hi ${firstName(p.name)}, the e-mail address of your Aarohi account is now ${p.newEmail}. From now on you log in with it, and our mails go there instead of to ${p.oldEmail}.`,
        },
        { rows: [['Changed on', formatPaidOn(p.changedAt) ?? p.changedAt]] },
        {
          p: `Did not make this change? Write to us at ${links.contactEmail} straight away, from this address, and we will restore your account.`,
        },
      ],
      links,
      `Your Aarohi account now uses ${p.newEmail}.`,
    ),
  'ticket-reply': (p, links) => {
    const blocks: Block[] = [
      {
        p: `Hi ${firstName(p.name)}, our support team has updated your ticket #${p.ticketId}, “${p.subject}”.`,
      },
    ];
    if (p.reply) blocks.push({ quote: p.reply });
    blocks.push({
      rows: [
        ['Ticket', `#${p.ticketId}`],
        ['Status', p.status],
      ],
    });
    blocks.push(
      p.audience === 'tutor'
        ? { button: { label: 'View my tickets', href: url(links.tutorPortal, '/tutorsupportticketlist') } }
        : { button: { label: 'Open support', href: url(links.site, '/support') } },
    );
    blocks.push({ small: 'Reply to this e-mail if you need anything more; it reaches the same team.' });
    return layout(
      `Re: ${p.subject} [ticket #${p.ticketId}]`,
      'We have answered your ticket',
      blocks,
      links,
      p.reply ? clip(p.reply, 90) : `Ticket #${p.ticketId} is now ${p.status}.`,
    );
  },
  'contact-copy': (p, links) =>
    layout(
      `Contact form: ${p.subject}`,
      'New message from the contact form',
      [
        {
          rows: [
            ['From', `${p.name} <${p.email}>`],
            ['Subject', p.subject],
            ['Received', indiaMoment(p.receivedAt) ?? p.receivedAt],
          ],
        },
        { quote: p.message },
        { small: 'Reply to this e-mail to answer her directly.' },
      ],
      links,
      `${p.name}: ${clip(p.message, 80)}`,
    ),
  'contact-ack': (p, links) =>
    layout(
      'We have your message',
      `Thank you for writing, ${firstName(p.name)}`,
      [
        {
          p: 'Your message has reached the Aarohi team. We read every one and usually answer within two working days.',
        },
        { rows: [['Subject', p.subject]] },
        { quote: p.message },
        { small: 'This is a copy for your records. If you have more to add, reply to this e-mail.' },
      ],
      links,
      'Your message has reached the Aarohi team.',
    ),
  'contact-answer': (p, links) =>
    layout(
      `Re: ${p.subject}`,
      'An answer from the Aarohi team',
      [
        { p: `Hi ${firstName(p.name)}, thank you for writing to us. Here is our answer:` },
        { quote: p.answer },
        { rows: [['Your message', p.subject], ['Sent', indiaMoment(p.receivedAt) ?? p.receivedAt]] },
        { quote: p.message },
        { small: 'If you have more to ask, reply to this e-mail or write to us again from the contact page.' },
      ],
      links,
      clip(p.answer, 80),
    ),
  'batch-placement': (p, links) => {
    const rows: Array<[string, string]> = [
      ['Batch', p.batchName],
      ['Course', p.courseTitle],
      ['Classes', p.timing],
    ];
    if (p.startDate)
      rows.push(['First class', longCalendarDate(p.startDate)]);
    return layout(
      p.moved ? `You have moved to ${p.batchName}` : `Your batch: ${p.batchName}`,
      p.moved ? 'Your batch has changed' : 'Your seat in a batch is ready',
      [
        {
          p: p.moved
            ? `Hi ${firstName(p.name)}, our team has moved you to ${p.batchName}. Your place in your previous batch is released.`
            : `Hi ${firstName(p.name)}, you now have a place in ${p.batchName} for “${p.courseTitle}”.`,
        },
        { rows },
        {
          p: p.hasMeetingLink
            ? `Join each class from your dashboard with the Join button, which opens ${JOIN_OPENS_BEFORE_MINUTES} minutes before the start.`
            : `Your meeting link will appear on your dashboard before the first class; the Join button opens ${JOIN_OPENS_BEFORE_MINUTES} minutes before the start.`,
        },
        { button: { label: 'Go to my dashboard', href: url(links.site, '/dashboard') } },
        {
          small:
            'The same notice is on your Notifications page. If these timings do not suit you, reply to this e-mail.',
        },
      ],
      links,
      `${p.batchName}: ${p.timing}.`,
    );
  },
  'refund-issued': (p, links) => {
    const amount =
      p.currency === 'INR' ? formatAmount(p.amount).replace(/^INR /, '₹') : `${p.currency} ${(p.amount / 100).toFixed(2)}`;
    const payments = url(links.site, '/payments');
    if (p.language === 'hi')
      return layout(
        `रिफ़ंड हो गया — ${amount}`,
        p.full ? 'आपका पूरा पेमेंट रिफ़ंड कर दिया गया है' : 'आपके पेमेंट का एक हिस्सा रिफ़ंड कर दिया गया है',
        [
          {
            p: `नमस्ते ${firstName(p.name)}, हमने ${amount} आपके उसी खाते में वापस भेज दिए हैं जिससे आपने पेमेंट किया था। बैंक आम तौर पर 5–7 कामकाजी दिनों में इसे दिखाते हैं।`,
          },
          {
            rows: [
              ['रिफ़ंड की राशि', amount],
              ['पेमेंट ID', p.transactionId],
              ...(p.creditNoteNumber ? ([['क्रेडिट नोट', p.creditNoteNumber]] as [string, string][]) : []),
            ],
          },
          {
            p: p.full
              ? 'बैच में आपकी सीट छोड़ दी गई है, इसलिए सेशन और सामग्री अब आपके लिए नहीं खुलेंगे। हमें आपके साथ पढ़कर अच्छा लगता — आप जब चाहें फिर से जुड़ सकती हैं।'
              : 'आपकी सीट, सेशन और सामग्री पहले की तरह बने रहेंगे।',
          },
          ...(p.creditNoteNumber ? [{ p: 'GST क्रेडिट नोट PDF के रूप में साथ में लगा है; यह आपके "पेमेंट" पेज पर भी है।' }] : []),
          { button: { label: 'मेरे पेमेंट देखें', href: payments } },
        ],
        links,
        `${amount} का रिफ़ंड हो गया।`,
        'hi',
      );
    return layout(
      `Refund made — ${amount}`,
      p.full ? 'Your payment has been refunded' : 'Part of your payment has been refunded',
      [
        {
          p: `Hello ${firstName(p.name)}, we have sent ${amount} back to the account you paid from. Banks usually show it within 5–7 working days.`,
        },
        {
          rows: [
            ['Refund', amount],
            ['Payment ID', p.transactionId],
            ...(p.creditNoteNumber ? ([['Credit note', p.creditNoteNumber]] as [string, string][]) : []),
          ],
        },
        {
          p: p.full
            ? 'Your seat in the batch has been released, so its sessions and materials no longer open for you. We would be glad to have you back whenever you are ready.'
            : 'Your seat, sessions and materials stay as they were.',
        },
        ...(p.creditNoteNumber ? [{ p: 'The GST credit note is attached as a PDF; it is also on your Payments page.' }] : []),
        { button: { label: 'See my payments', href: payments } },
      ],
      links,
      `${amount} has been refunded.`,
    );
  },
  'refund-declined': (p, links) => {
    const payments = url(links.site, '/payments');
    if (p.language === 'hi')
      return layout(
        'आपके रिफ़ंड अनुरोध का जवाब',
        'हम इस बार रिफ़ंड नहीं कर पा रहे हैं',
        [
          { p: `नमस्ते ${firstName(p.name)}, हमने आपका रिफ़ंड अनुरोध ध्यान से पढ़ा। हमारा जवाब:` },
          { p: p.reason },
          { p: 'अगर आप कुछ और बताना चाहें, तो इस मेल का जवाब दें या सपोर्ट टिकट खोलें।' },
          { button: { label: 'मेरे पेमेंट देखें', href: payments } },
        ],
        links,
        'आपके रिफ़ंड अनुरोध का जवाब।',
        'hi',
      );
    return layout(
      'An answer to your refund request',
      'We cannot refund this time',
      [
        { p: `Hello ${firstName(p.name)}, we read your refund request carefully. Our answer:` },
        { p: p.reason },
        { p: 'If there is more you would like us to know, reply to this e-mail or raise a support ticket.' },
        { button: { label: 'See my payments', href: payments } },
      ],
      links,
      'An answer to your refund request.',
    );
  },
  'certificate-ready': (p, links) => {
    const verify = url(links.site, `/verify/${p.certificateNo}`);
    if (p.language === 'hi')
      return layout(
        'आपका प्रमाणपत्र तैयार है',
        `बधाई हो, ${firstName(p.name)}! आपका प्रमाणपत्र तैयार है`,
        [
          { p: `आपने “${p.courseTitle}” पूरा कर लिया है। आपका प्रमाणपत्र PDF के रूप में साथ में लगा है।` },
          {
            rows: [
              ['प्रमाणपत्र संख्या', p.certificateNo],
              ['कोर्स', p.courseTitle],
              ['बैच', p.batchName],
            ],
          },
          {
            p: 'कोई भी — जैसे कोई नियोक्ता — इस लिंक पर या PDF के QR कोड से इसकी जाँच कर सकता है। आप इसे अपनी LinkedIn प्रोफ़ाइल में भी जोड़ सकती हैं।',
          },
          { button: { label: 'प्रमाणपत्र की जाँच का पेज खोलें', href: verify } },
          { small: `अगर बटन न खुले, तो यह पता अपने ब्राउज़र में कॉपी करें: ${verify}` },
        ],
        links,
        `प्रमाणपत्र ${p.certificateNo} साथ में लगा है।`,
        'hi',
      );
    return layout(
      'Your certificate is ready',
      `Congratulations, ${firstName(p.name)}! Your certificate is ready`,
      [
        { p: `You have completed “${p.courseTitle}”. Your certificate is attached as a PDF.` },
        {
          rows: [
            ['Certificate number', p.certificateNo],
            ['Course', p.courseTitle],
            ['Batch', p.batchName],
          ],
        },
        {
          p: 'Anyone — an employer, say — can check it at the link below or by scanning the QR code on the PDF. You can also add it to your LinkedIn profile.',
        },
        { button: { label: 'Open the verification page', href: verify } },
        { small: `If the button does not open, copy this address into your browser: ${verify}` },
      ],
      links,
      `Certificate ${p.certificateNo} is attached.`,
    );
  },
  'session-moved': (p, links) => {
    // The student area has one address in both languages (it follows her account's language).
    const page = url(links.site, `/sessions/${p.sessionNo}`);
    const moment = (iso: string) => formatPaidOn(iso, p.language === 'hi' ? 'hi' : 'en') ?? iso;
    const until = formatPaidOn(p.toEnd, p.language === 'hi' ? 'hi' : 'en') ?? p.toEnd;
    if (p.language === 'hi')
      return layout(
        `सेशन ${p.sessionNo} का समय बदला — ${p.batchName}`,
        `सेशन ${p.sessionNo} का समय बदल गया है`,
        [
          {
            p: `नमस्ते ${firstName(p.name)}, ${p.batchName} का सेशन ${p.sessionNo}, “${p.topic}”, अब नए समय पर होगा।`,
          },
          {
            rows: [
              ['पहले का समय', moment(p.fromStart)],
              ['नया समय', moment(p.toStart)],
              ['ख़त्म होगा', until],
            ],
          },
          { p: 'कारण:' },
          { quote: p.reason },
          {
            p: `Join बटन नए समय से ${JOIN_OPENS_BEFORE_MINUTES} मिनट पहले खुलेगा। साथ में लगी कैलेंडर फ़ाइल में आपके बैच का अपडेट किया हुआ टाइमटेबल है।`,
          },
          { button: { label: 'सेशन का पेज खोलें', href: page } },
        ],
        links,
        `सेशन ${p.sessionNo} अब ${moment(p.toStart)} होगा।`,
        'hi',
      );
    return layout(
      `Session ${p.sessionNo} has moved — ${p.batchName}`,
      `Session ${p.sessionNo} has a new time`,
      [
        {
          p: `Hi ${firstName(p.name)}, Session ${p.sessionNo} of ${p.batchName}, “${p.topic}”, has moved to a new time.`,
        },
        {
          rows: [
            ['Was', moment(p.fromStart)],
            ['Now', moment(p.toStart)],
            ['Ends', until],
          ],
        },
        { p: 'The reason:' },
        { quote: p.reason },
        {
          p: `Join opens ${JOIN_OPENS_BEFORE_MINUTES} minutes before the new start. The attached calendar file holds your batch’s updated timetable.`,
        },
        { button: { label: 'Open the session page', href: page } },
      ],
      links,
      `Session ${p.sessionNo} now starts ${moment(p.toStart)}.`,
    );
  },
  'session-reminder': (p, links) => {
    const profile = url(links.site, '/profile');
    if (p.language === 'hi') {
      const when = p.soon ? 'एक घंटे में' : p.tomorrow ? 'कल' : 'आज';
      const date = hindiCalendarDate(p.day);
      return layout(
        `${when}: सेशन ${p.sessionNo} — ${p.topic}${p.time ? `, ${p.time} बजे` : ''}`,
        p.soon ? `आपकी क्लास एक घंटे में शुरू होगी, ${firstName(p.name)}` : `${when} आपकी क्लास है, ${firstName(p.name)}`,
        [
          {
            p: p.soon
              ? `${p.batchName} का सेशन ${p.sessionNo} एक घंटे में शुरू होगा। याद दिलाने के लिए यह ईमेल भेजा है।`
              : `${p.batchName} का सेशन ${p.sessionNo} ${when} है। याद दिलाने के लिए यह ईमेल भेजा है।`,
          },
          {
            rows: [
              ['विषय', p.topic],
              ['तारीख़', date],
              ...(p.time ? [['समय', `${p.time} (भारतीय समय)`] as [string, string]] : []),
              ['बैच', p.batchName],
            ],
          },
          { button: { label: 'क्लास से जुड़ें', href: p.joinUrl } },
          { p: `जुड़ने का बटन क्लास शुरू होने से ${JOIN_OPENS_BEFORE_MINUTES} मिनट पहले खुलता है। सेशन के पेज पर उसकी सामग्री और नोट्स भी मिलेंगे:` },
          { p: p.pageUrl },
          {
            small: `ये रिमाइंडर आप अपनी प्रोफ़ाइल पर बंद कर सकती हैं (${profile}); तब न ईमेल आएगा, न सूचना।`,
          },
        ],
        links,
        `${date}${p.time ? `, ${p.time}` : ''}: सेशन ${p.sessionNo} — ${p.topic}`,
        'hi',
      );
    }
    const when = p.soon ? 'In one hour' : p.tomorrow ? 'Tomorrow' : 'Today';
    const date = longCalendarDate(p.day);
    return layout(
      `${when}: Session ${p.sessionNo} — ${p.topic}${p.time ? ` at ${p.time}` : ''}`,
      p.soon ? `Your class starts in one hour, ${firstName(p.name)}` : `${when} is class day, ${firstName(p.name)}`,
      [
        {
          p: p.soon
            ? `Session ${p.sessionNo} of ${p.batchName} starts in one hour. Here is your reminder.`
            : `Session ${p.sessionNo} of ${p.batchName} is ${when.toLowerCase()}. Here is your reminder.`,
        },
        {
          rows: [
            ['Topic', p.topic],
            ['Date', date],
            ...(p.time ? [['Time', `${p.time} India time`] as [string, string]] : []),
            ['Batch', p.batchName],
          ],
        },
        { button: { label: 'Join the class', href: p.joinUrl } },
        { p: `The Join button opens ${JOIN_OPENS_BEFORE_MINUTES} minutes before the start. The session page has its materials and notes:` },
        { p: p.pageUrl },
        {
          small: `You can turn these reminders off on your profile (${profile}); that stops both this e-mail and the notification.`,
        },
      ],
      links,
      `${date}${p.time ? `, ${p.time} India time` : ''}: Session ${p.sessionNo} — ${p.topic}`,
    );
  },
  'attendance-at-risk': (p, links) => {
    const certificate = url(links.site, '/certificate');
    if (p.language === 'hi') {
      const list = p.sessions.map((s) => s.sessionNo).join(' और ');
      return layout(
        `हमें आपकी याद आई: सेशन ${list}`,
        `हमें आपकी याद आई, ${firstName(p.name)}`,
        [
          {
            p: `आप ${p.batchName} की पिछली ${p.sessions.length} क्लास में नहीं आ पाईं। घर, बच्चे, काम — ऐसा होता है, और पीछे छूटना ज़रूरी नहीं।`,
          },
          {
            p: `हर छूटे सेशन की रिकॉर्डिंग देखें और उसके 3 सवालों की जाँच पास करें। सेशन की तारीख़ से 7 दिन के अंदर दोनों हो जाएँ, तो वह सेशन आपके सर्टिफ़िकेट में गिना जाएगा।`,
          },
          ...p.sessions.flatMap((s): Block[] => [
            {
              rows: [
                ['सेशन', `${s.sessionNo} — ${s.topic}`],
                ['तारीख़', hindiCalendarDate(s.date)],
                ['आख़िरी दिन', hindiCalendarDate(s.lastDay)],
                ['रिकॉर्डिंग', s.recordingUrl ? 'देखने के लिए तैयार' : 'ट्यूटर जल्द जोड़ेंगी'],
              ],
            },
            { button: { label: `सेशन ${s.sessionNo} की भरपाई करें`, href: s.catchUpUrl } },
            ...(s.recordingUrl ? [{ small: `या रिकॉर्डिंग सीधे खोलें: ${s.recordingUrl}` }] : []),
          ]),
          { p: `आपकी ट्यूटर को पता है, और वे मदद के लिए तैयार हैं। अगली क्लास में आपका इंतज़ार रहेगा।` },
          { small: `आपकी उपस्थिति और सर्टिफ़िकेट की स्थिति: ${certificate}` },
        ],
        links,
        `सेशन ${list} की रिकॉर्डिंग और भरपाई का तरीका`,
        'hi',
      );
    }
    const list = p.sessions.map((s) => s.sessionNo).join(' and ');
    return layout(
      `We missed you at Sessions ${list}`,
      `We missed you, ${firstName(p.name)}`,
      [
        {
          p: `You could not make the last ${p.sessions.length} classes of ${p.batchName}. Home, children, work: it happens, and you do not have to fall behind.`,
        },
        {
          p: 'For each session you missed, watch its recording and pass its 3-question check. Do both within 7 days of the class and the session counts towards your certificate.',
        },
        ...p.sessions.flatMap((s): Block[] => [
          {
            rows: [
              ['Session', `${s.sessionNo} — ${s.topic}`],
              ['Held on', longCalendarDate(s.date)],
              ['Catch up by', longCalendarDate(s.lastDay)],
              ['Recording', s.recordingUrl ? 'Ready to watch' : 'Your tutor will add it soon'],
            ],
          },
          { button: { label: `Catch up on Session ${s.sessionNo}`, href: s.catchUpUrl } },
          ...(s.recordingUrl ? [{ small: `Or open the recording directly: ${s.recordingUrl}` }] : []),
        ]),
        { p: 'Your tutor knows and is glad to help. We look forward to seeing you at the next class.' },
        { small: `Your attendance and certificate: ${certificate}` },
      ],
      links,
      `The recordings of Sessions ${list} and how to catch up`,
    );
  },
};

export function renderMail<K extends MailKind>(
  kind: K,
  payload: MailPayloads[K],
  links: MailLinks,
): RenderedMail {
  const render = renderers[kind] as ((p: MailPayloads[K], l: MailLinks) => RenderedMail) | undefined;
  if (!render) throw new Error(`Unknown mail kind: ${kind}`);
  return render(nfc(payload), links);
}

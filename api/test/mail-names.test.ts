// Names in the mails' words: as she typed them (NFC) in the subject, the HTML and the text part,
// and never cut in the middle of a character.
import { clip, firstName, renderMail, type MailLinks } from '../src/mail/templates';

const links: MailLinks = {
  site: 'https://aarohi.example',
  tutorPortal: 'https://aarohi.example',
  contactEmail: 'team@aarohi.example',
};
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('names in mails', () => {
  it('greets a Devanagari, Tamil or Bengali name as typed in the HTML and text parts', () => {
    for (const [name, first] of [
      ['प्रिया शर्मा', 'प्रिया'],
      ['தமிழ்செல்வி சுப்பிரமணியம்', 'தமிழ்செல்வி'],
      ['সুস্মিতা বন্দ্যোপাধ্যায়', 'সুস্মিতা'],
    ]) {
      const mail = renderMail(
        'payment-receipt',
        {
          name: name!,
          transactionId: 'pay_1',
          amount: 199920,
          currency: 'INR',
          paidAt: '2026-11-21T20:15:00.000Z',
        },
        links,
      );
      expect(mail.html).toContain(`Hi ${first}, we have received your payment`);
      expect(mail.text).toContain(`Hi ${first}, we have received your payment`);
      expect(mail.text).not.toContain('Learner');
    }
  });

  it('normalises a decomposed name to NFC in subject, HTML and text', () => {
    const decomposed = 'Zoe\u0308 N\u0303u\u0301n\u0303ez';
    const contact = renderMail(
      'contact-copy',
      {
        name: decomposed,
        email: 'zoe@example.com',
        subject: `Question from ${decomposed}`,
        message: 'Hola',
        receivedAt: '2026-11-21T20:15:00.000Z',
      },
      links,
    );
    expect(contact.subject).toBe('Contact form: Question from Zoë Ñúñez');
    expect(contact.html).toContain('Zoë Ñúñez &lt;zoe@example.com&gt;');
    expect(contact.text).toContain('Zoë Ñúñez <zoe@example.com>');
    expect(contact.html.normalize('NFC')).toBe(contact.html);
    expect(firstName(decomposed)).toBe('Zoë');
  });

  it('puts a Devanagari ticket subject in the mail subject as typed', () => {
    const mail = renderMail(
      'ticket-reply',
      {
        name: 'प्रिया शर्मा',
        audience: 'student',
        ticketId: 7,
        subject: 'भुगतान की रसीद',
        reply: 'रसीद भेज दी गई है।',
        status: 'resolved',
      },
      links,
    );
    expect(mail.subject).toBe('Re: भुगतान की रसीद [ticket #7]');
    expect(mail.text).toContain('Hi प्रिया, our support team has updated your ticket #7, “भुगतान की रसीद”.');
  });

  it('cuts previews between characters, never inside a conjunct or an emoji', () => {
    // क्षि (a conjunct with its vowel sign) is one character to a reader, so is ति.
    expect(clip('क्षितिज', 1)).toBe('क्षि');
    expect(clip('क्षितिज', 2)).toBe('क्षिति');
    expect(clip('ab🙂cd', 3)).toBe('ab🙂');
    const mail = renderMail('contact-ack', { name: 'Asha', subject: 'Hi', message: '🙂'.repeat(120) }, links);
    const copy = renderMail(
      'contact-copy',
      {
        name: 'Asha',
        email: 'a@example.com',
        subject: 'Hi',
        message: '🙂'.repeat(120),
        receivedAt: '2026-11-21T20:15:00.000Z',
      },
      links,
    );
    expect(loneSurrogate.test(copy.html)).toBe(false);
    expect(loneSurrogate.test(mail.html)).toBe(false);
  });

  it('underlines a heading in the text part by its visible length', () => {
    const mail = renderMail('contact-ack', { name: 'प्रिया', subject: 'Hi', message: 'M' }, links);
    const [heading, rule] = mail.text.split('\n');
    expect(heading).toBe('Thank you for writing, प्रिया');
    // 23 Latin characters, then प्रि and या.
    expect(rule).toBe('-'.repeat(25));
  });
});

/**
 * WhatsApp with her consent: the words she agrees to (stored with her consent, so they are what she
 * saw), the number it is for, and what the API answers when she switches messages on or off. The
 * messages themselves are approved templates, kept by the API's messaging area.
 */
import type { StudentLanguage as Language } from './language';
import { formatIndianMobile } from './profile';

/** What she will receive, in her language: the same list at registration and on her profile. */
export const WHATSAPP_WILL_RECEIVE: Record<Language, readonly string[]> = {
  en: [
    'a reminder the evening before each class, and one an hour before it',
    'when a class moves, and when its recording is ready',
    'when your payment is received',
    'a note with the recordings if you miss two classes in a row',
  ],
  hi: [
    'हर क्लास से पिछली शाम और उससे एक घंटा पहले रिमाइंडर',
    'क्लास का समय बदलने पर, और उसकी रिकॉर्डिंग तैयार होने पर',
    'आपका भुगतान मिलने पर',
    'लगातार दो क्लास छूटने पर रिकॉर्डिंग के साथ एक संदेश',
  ],
};

/** The sentence she agrees to by ticking the box (stored, word for word, with her consent). */
export function whatsappConsentText(language: Language, phone: string): string {
  const number = formatIndianMobile(phone);
  return language === 'hi'
    ? `हाँ, मुझे ${number} पर WhatsApp पर Aarohi के संदेश भेजें: ${WHATSAPP_WILL_RECEIVE.hi.join('; ')}। इन्हें बंद करने के लिए मैं कभी भी STOP लिखकर भेज सकती हूँ।`
    : `Yes, send me Aarohi messages on WhatsApp at ${number}: ${WHATSAPP_WILL_RECEIVE.en.join('; ')}. I can reply STOP at any time to end them.`;
}

/** What the API answers when she switches WhatsApp messages on or off (shown as it says it). */
export const WHATSAPP_MESSAGES = {
  on: 'WhatsApp messages are on. Reply STOP on WhatsApp, or switch them off here, at any time.',
  off: 'WhatsApp messages are off. Your reminders come by e-mail if they are on.',
  choice: 'Choose whether WhatsApp messages are on or off.',
} as const;

/** Her replies on WhatsApp that end or restart the messages (compared trimmed, any case). */
export const WHATSAPP_STOP_WORDS = ['stop', 'unsubscribe', 'रोकें', 'बंद'] as const;
export const WHATSAPP_START_WORDS = ['start', 'शुरू'] as const;

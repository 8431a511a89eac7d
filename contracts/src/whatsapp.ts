/**
 * WhatsApp with her consent: the words she agrees to (stored with her consent, so they are what she
 * saw), the number it is for, and what the API answers when she switches messages on or off. The
 * messages themselves are approved templates, kept by the API's messaging area.
 */
import type { StudentLanguage as Language } from './language';
import { formatIndianMobile } from './profile';

/**
 * Each kind of message the school sends on WhatsApp, as the list she agrees to names it. It names
 * only the messages the API sends; a new kind is added here when it is sent, so the words she
 * agreed to stay true, and a consent given before a kind was listed does not cover it.
 */
export const WHATSAPP_ITEMS = {
  class_tomorrow: { en: 'a reminder the evening before each class', hi: 'हर क्लास से पिछली शाम एक रिमाइंडर' },
  class_in_one_hour: { en: 'a reminder an hour before each class', hi: 'हर क्लास से एक घंटा पहले एक रिमाइंडर' },
  class_moved: {
    en: 'a message when a class moves to another day or time',
    hi: 'जब कोई क्लास किसी और दिन या समय पर जाए, तब एक संदेश',
  },
  discussion_reply: {
    en: 'a message when someone replies to your question in your batch’s discussion',
    hi: 'जब आपके बैच की चर्चा में कोई आपके सवाल का जवाब दे, तब एक संदेश',
  },
  recording_ready: {
    en: 'a message when a class recording is ready',
    hi: 'जब किसी क्लास की रिकॉर्डिंग तैयार हो, तब एक संदेश',
  },
  missed_class: {
    en: 'a message after two missed classes, with how to catch up',
    hi: 'लगातार दो क्लास छूटने पर, उन्हें पूरा करने के तरीक़े के साथ एक संदेश',
  },
  payment_received: { en: 'a message when your payment is received', hi: 'आपका भुगतान मिलने पर एक संदेश' },
} as const satisfies Record<string, Record<Language, string>>;

export type WhatsAppItem = keyof typeof WHATSAPP_ITEMS;

/** What she will receive, in her language: the same list at registration and on her profile. */
export const WHATSAPP_WILL_RECEIVE: Record<Language, readonly string[]> = {
  en: Object.values(WHATSAPP_ITEMS).map((i) => i.en),
  hi: Object.values(WHATSAPP_ITEMS).map((i) => i.hi),
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

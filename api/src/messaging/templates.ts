/**
 * The WhatsApp template messages the platform sends: utility templates, each approved in English
 * and Hindi under the same name (WhatsApp sends only approved templates outside a conversation).
 * The bodies here are the approved wording: the sandbox writes them out as she would read them,
 * the README lists them for the approval request, and the Cloud API gets only the name, the language
 * and the parameters in order ({{1}}, {{2}}…).
 */
import { JOIN_OPENS_BEFORE_MINUTES } from '@ai-women/contracts';

export const WHATSAPP_TEMPLATES = {
  class_tomorrow: {
    en: `Hello {{1}}, your Aarohi class is tomorrow: Session {{2}} — {{3}}, on {{4}} at {{5}}. Join from ${JOIN_OPENS_BEFORE_MINUTES} minutes before the start: {{6}}`,
    hi: `नमस्ते {{1}}, आपकी Aarohi क्लास कल है: सेशन {{2}} — {{3}}, {{4}} को {{5}}। क्लास शुरू होने से ${JOIN_OPENS_BEFORE_MINUTES} मिनट पहले से यहाँ जुड़ें: {{6}}`,
  },
  class_in_one_hour: {
    en: 'Hello {{1}}, your Aarohi class starts in one hour: Session {{2}} — {{3}}, at {{4}}. Join here: {{5}}',
    hi: 'नमस्ते {{1}}, आपकी Aarohi क्लास एक घंटे में शुरू होगी: सेशन {{2}} — {{3}}, {{4}}। यहाँ जुड़ें: {{5}}',
  },
  class_moved: {
    en: 'Hello {{1}}, Session {{2}} — {{3}} of your Aarohi batch has moved from {{4}} to {{5}}. The reason given: {{6}}',
    hi: 'नमस्ते {{1}}, आपके Aarohi बैच का सेशन {{2}} — {{3}} {{4}} से हटकर {{5}} पर हो गया है। कारण: {{6}}',
  },
  payment_received: {
    en: 'Hello {{1}}, we have received your payment of {{2}} for {{3}}. Thank you! Your receipt and tax invoice are on your Payments page: {{4}}',
    hi: 'नमस्ते {{1}}, {{3}} के लिए आपका {{2}} का भुगतान हमें मिल गया है। धन्यवाद! आपकी रसीद और टैक्स इनवॉइस आपके पेमेंट पेज पर हैं: {{4}}',
  },
  recording_ready: {
    en: 'Hello {{1}}, the recording of Session {{2}} — {{3}} is ready. Watch it from your session page: {{4}}',
    hi: 'नमस्ते {{1}}, सेशन {{2}} — {{3}} की रिकॉर्डिंग तैयार है। अपने सेशन पेज से देखें: {{4}}',
  },
  missed_class: {
    en: 'Hello {{1}}, we missed you at Sessions {{2}}. Watch the recordings and pass each session’s 3-question check within 7 days of the class, and they count towards your certificate: {{3}}',
    hi: 'नमस्ते {{1}}, सेशन {{2}} में हमें आपकी याद आई। रिकॉर्डिंग देखें और क्लास के 7 दिन के अंदर हर सेशन की 3 सवालों की जाँच पास करें, तो वे आपके सर्टिफ़िकेट में गिने जाएँगे: {{3}}',
  },
  discussion_reply: {
    en: 'Hello {{1}}, {{2}} replied to your question “{{3}}” in your Aarohi batch’s discussion. Read it here: {{4}}',
    hi: 'नमस्ते {{1}}, {{2}} ने आपके बैच की Aarohi चर्चा में आपके सवाल “{{3}}” का जवाब दिया है। यहाँ पढ़ें: {{4}}',
  },
  whatsapp_stopped: {
    en: 'You will no longer get Aarohi messages on WhatsApp. Reply START to get them again.',
    hi: 'अब आपको WhatsApp पर Aarohi के संदेश नहीं मिलेंगे। फिर से पाने के लिए START लिखकर भेजें।',
  },
  whatsapp_started: {
    en: 'Aarohi messages on WhatsApp are on again. Reply STOP at any time to end them.',
    hi: 'WhatsApp पर Aarohi के संदेश फिर से चालू हैं। इन्हें बंद करने के लिए कभी भी STOP लिखकर भेजें।',
  },
} satisfies Record<string, { en: string; hi: string }>;

export type WhatsAppTemplate = keyof typeof WHATSAPP_TEMPLATES;

/** Templates that answer her own STOP / START: sent whatever her consent now says. */
export const CONFIRMATIONS: ReadonlySet<WhatsAppTemplate> = new Set(['whatsapp_stopped', 'whatsapp_started']);

/** How many parameters a template's body takes. */
export function parameterCount(template: WhatsAppTemplate): number {
  const body = WHATSAPP_TEMPLATES[template].en;
  return new Set(body.match(/\{\{\d+\}\}/g) ?? []).size;
}

/** The message as she reads it: the body in her language with its parameters in place. */
export function renderTemplate(template: WhatsAppTemplate, language: 'en' | 'hi', params: readonly string[]): string {
  return WHATSAPP_TEMPLATES[template][language].replace(/\{\{(\d+)\}\}/g, (_m, n: string) => params[Number(n) - 1] ?? '');
}

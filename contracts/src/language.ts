/**
 * The languages a student can choose (her pages in the student area, her mails and her receipt),
 * and the form messages in Hindi. The English messages are the platform's words and stay exactly as
 * they are; each has a Hindi version under the same key, which a Hindi page or a request made in
 * Hindi shows instead.
 */
import { GSTIN_MESSAGES } from './gst';
import { MESSAGES } from './rules';

export type StudentLanguage = 'en' | 'hi';
export const STUDENT_LANGUAGES: readonly StudentLanguage[] = ['en', 'hi'];
export const LANGUAGE_INVALID = 'Language must be "en" (English) or "hi" (Hindi)';

export const isStudentLanguage = (value: unknown): value is StudentLanguage =>
  value === 'en' || value === 'hi';

/** The message for a language the platform does not offer, or undefined when it is one it does (or none). */
export function languageError(value: unknown): string | undefined {
  return value === undefined || isStudentLanguage(value) ? undefined : LANGUAGE_INVALID;
}

export type MessageKey = keyof typeof MESSAGES;

/** Every form message in Hindi, by the key of its English original. */
export const MESSAGES_HI: Record<MessageKey, string> = {
  studentRegistrationBlocked: 'सबमिट करने से पहले कृपया सभी गलतियाँ ठीक करें',
  tutorRegistrationBlocked: 'सबमिट करने से पहले कृपया गलतियाँ ठीक करें',
  contactBlocked: 'भेजने से पहले कृपया गलतियाँ ठीक करें।',
  invalidCredentials: 'लॉग इन की जानकारी सही नहीं है। कृपया फिर से कोशिश करें।',
  fullNameRequired: 'पूरा नाम लिखना ज़रूरी है',
  nameStartsWithDigit: 'नाम किसी अक्षर से शुरू होना चाहिए, अंक से नहीं',
  nameLettersSpaces: 'नाम में सिर्फ़ अक्षर और खाली जगह हो सकती है',
  nameMin: 'नाम कम से कम 2 अक्षरों का होना चाहिए',
  nameRequired: 'नाम लिखना ज़रूरी है',
  professionRequired: 'पेशा लिखना ज़रूरी है',
  professionStartsWithDigit: 'पेशा किसी अक्षर से शुरू होना चाहिए, अंक से नहीं',
  professionMin: 'पेशा कम से कम 2 अक्षरों का होना चाहिए',
  emailRequired: 'ईमेल लिखना ज़रूरी है',
  emailInvalid: 'कृपया सही ईमेल पता लिखें',
  phoneRequired: 'फ़ोन नंबर लिखना ज़रूरी है',
  phoneTenDigits: 'फ़ोन नंबर ठीक 10 अंकों का होना चाहिए',
  ageRequired: 'उम्र लिखना ज़रूरी है',
  ageMin: 'उम्र कम से कम 18 साल होनी चाहिए',
  ageInvalid: 'कृपया सही उम्र लिखें',
  passwordRequired: 'पासवर्ड लिखना ज़रूरी है',
  passwordMin6: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
  passwordMin8: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
  passwordLower: 'पासवर्ड में कम से कम एक छोटा अंग्रेज़ी अक्षर (a-z) होना चाहिए',
  passwordUpper: 'पासवर्ड में कम से कम एक बड़ा अंग्रेज़ी अक्षर (A-Z) होना चाहिए',
  passwordNumber: 'पासवर्ड में कम से कम एक अंक होना चाहिए',
  passwordSpecial: 'पासवर्ड में कम से कम एक खास चिह्न (@$!%*?&) होना चाहिए',
  loginIdRequired: 'ईमेल या मोबाइल नंबर लिखना ज़रूरी है',
  mobileRequired: 'मोबाइल नंबर लिखना ज़रूरी है',
  mobileDigits: 'मोबाइल नंबर में सिर्फ़ अंक होने चाहिए',
  mobileTenDigits: 'मोबाइल नंबर ठीक 10 अंकों का होना चाहिए',
  mobileStart: 'मोबाइल नंबर 6, 7, 8 या 9 से शुरू होना चाहिए',
  contactNameChars: 'नाम में सिर्फ़ अक्षर, खाली जगह, हाइफ़न और अपॉस्ट्रॉफ़ी हो सकते हैं',
  contactNameMax: 'नाम ज़्यादा से ज़्यादा 50 अक्षरों का हो सकता है',
  contactEmailMax: 'ईमेल 100 अक्षरों से छोटा होना चाहिए',
  subjectRequired: 'विषय लिखना ज़रूरी है',
  subjectMin: 'विषय कम से कम 3 अक्षरों का होना चाहिए',
  subjectMax: 'विषय ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है',
  messageRequired: 'संदेश लिखना ज़रूरी है',
  messageMin: 'संदेश कम से कम 10 अक्षरों का होना चाहिए',
  messageMax: 'संदेश ज़्यादा से ज़्यादा 1000 अक्षरों का हो सकता है',
  priorityRequired: 'प्राथमिकता चुनना ज़रूरी है',
  studentPriorityInvalid: 'प्राथमिकता Low, Medium या High में से एक होनी चाहिए',
  tutorPriorityInvalid: 'प्राथमिकता Low, Medium, High या Critical में से एक होनी चाहिए',
  descriptionRequired: 'विवरण लिखना ज़रूरी है',
  descriptionMin: 'विवरण कम से कम 10 अक्षरों का होना चाहिए',
  descriptionMax: 'विवरण ज़्यादा से ज़्यादा 500 अक्षरों का हो सकता है',
  profileNameMin: 'नाम कम से कम 2 अक्षरों का होना चाहिए',
  profileNameMax: 'नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है',
  profilePhoneInvalid: 'कृपया 10 अंकों का सही भारतीय फ़ोन नंबर लिखें',
  skillsRequired: 'हुनर लिखना ज़रूरी है',
  skillsMax: 'हुनर ज़्यादा से ज़्यादा 10,000 अक्षरों में लिखें',
  resumeRequired: 'रिज़्यूमे लगाना ज़रूरी है',
  experienceLetterRequired: 'अनुभव पत्र लगाना ज़रूरी है',
  pdfOnly: 'कृपया सिर्फ़ PDF फ़ाइल अपलोड करें',
  fileTooLarge: 'फ़ाइल 5MB से छोटी होनी चाहिए',
  tutorIdRequired: 'ट्यूटर की पहचान (id) ज़रूरी है',
  userIdRequired: 'यूज़र की पहचान (id) ज़रूरी है',
};

/** Other messages the student's side shows, in Hindi, by their English words. */
const OTHER_HI: Record<string, string> = {
  [LANGUAGE_INVALID]: 'भाषा "en" (English) या "hi" (हिन्दी) होनी चाहिए',
  'An account with this email already exists. Please login instead.':
    'इस ईमेल से पहले ही एक खाता बना हुआ है। कृपया लॉग इन करें।',
  'An account with this mobile number already exists. Please login instead.':
    'इस मोबाइल नंबर से पहले ही एक खाता बना हुआ है। कृपया लॉग इन करें।',
  [GSTIN_MESSAGES.format]:
    'यह GSTIN सही रूप में नहीं है: 15 अक्षर — 2 अंकों का राज्य कोड, 10 अक्षरों का PAN, फिर 3 और (जैसे 29AABCA1234F1Z5)।',
  [GSTIN_MESSAGES.checksum]:
    'यह GSTIN मान्य नहीं है: इसका आख़िरी अक्षर मेल नहीं खाता। कृपया GST सर्टिफ़िकेट से मिलाकर देखें।',
  [GSTIN_MESSAGES.unknownState]: 'यह GSTIN ऐसे राज्य कोड से शुरू होता है जो मौजूद नहीं है।',
  [GSTIN_MESSAGES.needsName]: 'कृपया GSTIN वाले व्यवसाय का नाम भी दें।',
  [GSTIN_MESSAGES.needsGstin]: 'कृपया व्यवसाय का GSTIN दें, या व्यवसाय का नाम खाली छोड़ दें।',
  [GSTIN_MESSAGES.state_required]: 'कृपया अपना राज्य या केंद्र शासित प्रदेश चुनें।',
  [GSTIN_MESSAGES.state_unknown]: 'कृपया सूची में से कोई राज्य या केंद्र शासित प्रदेश चुनें।',
};

const keyOf = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * A message in a language: the English words as they are, or their Hindi version (found by the
 * English message's key). A message without a Hindi version stays in English.
 */
export function localizeMessage(
  message: string,
  language: StudentLanguage | string | null | undefined,
): string {
  if (language !== 'hi') return message;
  const key = keyOf.get(message);
  return key ? MESSAGES_HI[key] : (OTHER_HI[message] ?? message);
}

/** Every message of a field → message map in a language. */
export function localizeErrors<T extends Record<string, string | undefined>>(
  errors: T,
  language: string | null | undefined,
): T {
  if (language !== 'hi') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      message === undefined ? undefined : localizeMessage(message, language),
    ]),
  ) as T;
}

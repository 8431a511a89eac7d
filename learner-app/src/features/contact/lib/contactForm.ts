import {
  LIMITS,
  MESSAGES,
  contactRules,
  sanitizeContactNameInput,
  type ContactValues,
} from '@ai-women/contracts';

export type ContactField = keyof ContactValues;
export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };
export const CONTACT_MESSAGE_MAX = LIMITS.contactMessageMax;

/**
 * One keystroke in a field → the value to keep and the field's message.
 * The name refuses digits as they are typed (a name never holds one); a leading digit shows a
 * message explaining why, so the field does not seem simply broken.
 */
export function changeContactField(field: ContactField, raw: string, values: ContactValues): { value: string; error: string | undefined } {
  if (field === 'name') {
    const value = sanitizeContactNameInput(raw);
    if (/^\s*\d/.test(raw)) return { value, error: MESSAGES.nameStartsWithDigit };
    return { value, error: contactRules.name(value, { ...values, name: value }) };
  }
  return { value: raw, error: contactRules[field](raw, { ...values, [field]: raw }) };
}

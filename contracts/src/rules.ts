/**
 * Form validation rules with their exact messages, run by the forms and by the API alike.
 * Each `validateX(values)` returns a map field → message, empty when valid.
 * `xRules[field](value, values)` checks one field on change.
 */
import { LIMITS, STUDENT_TICKET_PRIORITIES, TUTOR_TICKET_PRIORITIES } from './constants';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;
export type FieldRule<V> = (value: unknown, values: Partial<V>) => string | undefined;
export type FormRules<V> = { [K in keyof V & string]: FieldRule<V> };

export const MESSAGES = {
  studentRegistrationBlocked: 'Please fix all validation errors before submitting',
  tutorRegistrationBlocked: 'Please fix the validation errors before submitting',
  contactBlocked: 'Please fix the validation errors before submitting.',
  invalidCredentials: 'Invalid credentials. Please try again.',
  fullNameRequired: 'Full name is required',
  nameStartsWithDigit: 'Name should start with a character, not a number',
  nameLettersSpaces: 'Name should only contain letters and spaces',
  nameMin: 'Name must be at least 2 characters',
  nameRequired: 'Name is required',
  professionRequired: 'Profession is required',
  professionStartsWithDigit: 'Profession should start with a character, not a number',
  professionMin: 'Profession must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneTenDigits: 'Phone number must be exactly 10 digits',
  ageRequired: 'Age is required',
  ageMin: 'Age must be at least 18',
  ageInvalid: 'Please enter a valid age',
  passwordRequired: 'Password is required',
  passwordMin6: 'Password must be at least 6 characters',
  passwordMin8: 'Password must be at least 8 characters',
  passwordLower: 'Password must contain at least one lowercase letter',
  passwordUpper: 'Password must contain at least one uppercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character (@$!%*?&)',
  loginIdRequired: 'Email or mobile number is required',
  mobileRequired: 'Mobile number is required',
  mobileDigits: 'Mobile number should contain only digits',
  mobileTenDigits: 'Mobile number must be exactly 10 digits',
  mobileStart: 'Mobile number must start with 6, 7, 8 or 9',
  contactNameChars: 'Name can only contain letters, spaces, hyphens and apostrophes',
  contactNameMax: 'Name must be at most 50 characters',
  contactEmailMax: 'Email must be less than 100 characters',
  subjectRequired: 'Subject is required',
  subjectMin: 'Subject must be at least 3 characters',
  subjectMax: 'Subject must be at most 100 characters',
  messageRequired: 'Message is required',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message must be at most 1000 characters',
  priorityRequired: 'Priority is required',
  studentPriorityInvalid: 'Priority must be Low, Medium or High',
  tutorPriorityInvalid: 'Priority must be Low, Medium, High or Critical',
  descriptionRequired: 'Description is required',
  descriptionMin: 'Description must be at least 10 characters',
  descriptionMax: 'Description must be at most 500 characters',
  profileNameMin: 'Name must be at least 2 characters long',
  profileNameMax: 'Name must be at most 100 characters',
  profilePhoneInvalid: 'Please enter a valid 10-digit Indian phone number',
  skillsRequired: 'Skills are required',
  skillsMax: 'Skills must be at most 10,000 characters',
  resumeRequired: 'Resume is required',
  experienceLetterRequired: 'Experience letter is required',
  pdfOnly: 'Please upload only PDF files',
  fileTooLarge: 'File size should be less than 5MB',
  tutorIdRequired: 'Tutor id is required',
  userIdRequired: 'User id is required',
} as const;

// ---------------------------------------------------------------- the e-mail rule
/*
 * One rule for every e-mail address the platform accepts (every form and the API): a strict subset
 * of what mail standards allow, so an address means the same mailbox to us, to the mail library
 * and to the receiving server — no quotes, commas, parentheses, angle brackets or spaces, which
 * mail libraries read as display names, comments or address lists.
 * - local part: letters, digits and . _ % + -, at most 64 characters, no leading, trailing or
 *   double dot;
 * - domain: at least two labels of letters, digits and hyphens (no leading or trailing hyphen, at
 *   most 63 characters each), the last one (the top-level domain) 2–63 letters;
 * - at most 254 characters in all. Surrounding spaces are trimmed before the check.
 */
export const EMAIL_LIMITS = { total: 254, local: 64, label: 63 } as const;
const EMAIL_LOCAL_RE = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*$/;
const EMAIL_LABEL_RE = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const EMAIL_TLD_RE = /^[A-Za-z]{2,63}$/;
const STARTS_WITH_DIGIT_RE = /^\s*\d/;

// ---------------------------------------------------------------- the name rule
/*
 * One rule for every person's name (student and tutor registration, contact form, tutor profile):
 * Unicode letters (\p{L}) with their combining marks (\p{M}: Devanagari, Tamil and Bengali vowel
 * signs and viramas, a decomposed "é"), plain spaces, and — where the spec allows them — hyphens and
 * apostrophes. The zero-width joiner/non-joiner (U+200D/U+200C), which some Indic spellings need,
 * may sit between letters. Everything else is refused: digits, markup, bidi controls (U+202E …).
 * Values are NFC-normalised before they are checked and before they are stored.
 */
// (The joiners are alternatives, not class members: a ZWJ inside a class reads as a joined sequence.)
const NAME_LETTERS_RE = /^\p{L}(?:[\p{L}\p{M} ]|\u200C|\u200D)*$/u;
const NAME_LETTERS_PUNCT_RE = /^\p{L}(?:[\p{L}\p{M} '’-]|\u200C|\u200D)*$/u;

/** A name as it is checked and stored: NFC, trimmed. */
export function normalizeName(value: unknown): string {
  return str(value).normalize('NFC').trim();
}
/** Length in characters (code points), so a name in any script counts the same way. */
export const nameLength = (name: string): number => [...name].length;
/**
 * Letters that draw nothing: the Hangul fillers (U+3164, U+115F, U+1160, U+FFA0) are letters to
 * Unicode, so a name of them alone would pass as letters and show as blank.
 */
const INVISIBLE_LETTER_RE = /[\u115F\u1160\u3164\uFFA0]/u;
/**
 * The combining grapheme joiner has no use in a person's name; stacked, it pads a name invisibly.
 */
const GRAPHEME_JOINER_RE = /\u034F/u;
/**
 * Marks (and joiners) in a row after one letter. An Indic syllable needs up to three (nukta, virama,
 * joiner: क़्‍), Vietnamese two; more is stacking that draws over the lines around it.
 */
export const NAME_MAX_MARK_RUN = 4;
const MARK_RUN_RE = new RegExp(`[\\p{M}\\u200C\\u200D]{${NAME_MAX_MARK_RUN + 1},}`, 'u');
/**
 * The viramas of the Indic scripts (Devanagari … Malayalam, Sinhala). A joiner after a virama may
 * end a word: Malayalam writes its chillu letters that way in older text (ന്‍ = ന + ് + ZWJ).
 */
const VIRAMA = '\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D\u0DCA';
/**
 * Where a zero-width joiner or non-joiner (U+200D/U+200C) is real: right after a letter or mark and
 * before a letter or mark (र्‍य, क्‌ष, Persian می‌), or after a virama at the end of a word. Anywhere
 * else — at the start, after a space, doubled, trailing a Latin letter — it only hides something.
 */
const BAD_JOINER_RE = new RegExp(
  `(?<![\\p{L}\\p{M}])[\\u200C\\u200D]|[\\u200C\\u200D](?![\\p{L}\\p{M}])(?<![${VIRAMA}][\\u200C\\u200D])`,
  'u',
);

/**
 * True when the (normalised) name holds only letters, marks and spaces (+ hyphen, apostrophe), and
 * nothing that draws nothing: no filler letters, no grapheme joiners, no stray or doubled zero-width
 * joiners, no stacks of more than NAME_MAX_MARK_RUN marks.
 */
export function isNameText(name: string, punctuation: boolean): boolean {
  return (
    (punctuation ? NAME_LETTERS_PUNCT_RE : NAME_LETTERS_RE).test(name) &&
    !INVISIBLE_LETTER_RE.test(name) &&
    !GRAPHEME_JOINER_RE.test(name) &&
    !BAD_JOINER_RE.test(name) &&
    !MARK_RUN_RE.test(name)
  );
}

/** A field's text: strings and numbers as they are; anything else (objects, arrays) is no text. */
const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
const isBlank = (v: unknown): boolean => str(v).trim() === '';

export function isValidEmail(value: unknown): boolean {
  const address = str(value).trim();
  if (address.length > EMAIL_LIMITS.total) return false;
  const at = address.indexOf('@');
  if (at < 1 || at !== address.lastIndexOf('@')) return false;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  if (local.length > EMAIL_LIMITS.local || !EMAIL_LOCAL_RE.test(local)) return false;
  if (labels.length < 2 || !EMAIL_TLD_RE.test(labels[labels.length - 1]!)) return false;
  return labels.every((label) => label.length <= EMAIL_LIMITS.label && EMAIL_LABEL_RE.test(label));
}
// A real calendar day: kept with India time, the module that reads days (no imports there).
export { isCalendarDate } from './india-time';

/** The message for a day that is not a real date, naming the field. */
export const calendarDateMessage = (field: string): string =>
  `${field} must be a real date written YYYY-MM-DD, e.g. 2026-03-31.`;

/** A 10-digit Indian mobile number starting 6–9 (spaces ignored). */
export function isIndianMobile(value: unknown): boolean {
  return /^[6-9]\d{9}$/.test(str(value).replace(/\s+/g, ''));
}
/** True when the login identifier is a 10-digit mobile number rather than an e-mail. */
export function isMobileLoginId(value: unknown): boolean {
  return /^\d{10}$/.test(str(value).trim());
}

function emailRule(value: unknown): string | undefined {
  if (isBlank(value)) return MESSAGES.emailRequired;
  if (!isValidEmail(value)) return MESSAGES.emailInvalid;
  return undefined;
}

function passwordStrength(
  value: unknown,
  min: number,
  minMessage: string,
  special: boolean,
): string | undefined {
  const s = str(value);
  if (s === '') return MESSAGES.passwordRequired;
  if (s.length < min) return minMessage;
  if (!/[a-z]/.test(s)) return MESSAGES.passwordLower;
  if (!/[A-Z]/.test(s)) return MESSAGES.passwordUpper;
  if (!/\d/.test(s)) return MESSAGES.passwordNumber;
  if (special && !/[@$!%*?&]/.test(s)) return MESSAGES.passwordSpecial;
  return undefined;
}

/**
 * The per-field rules of a whole-form validator (one that takes the body and answers field →
 * message, as the API runs it): each field's rule is that field's answer. The form layer needs
 * per-field rules; the messages stay where they are written once.
 */
export function rulesOf<V>(
  fields: readonly (keyof V & string)[],
  validate: (values: Partial<V>) => Partial<Record<string, string | undefined>>,
): FormRules<V> {
  return Object.fromEntries(
    fields.map((field) => [field, (_value: unknown, values: Partial<V>) => validate(values)[field]]),
  ) as FormRules<V>;
}

export function runRules<V>(rules: FormRules<V>, values: Partial<V>): FieldErrors<keyof V & string> {
  const errors: FieldErrors<keyof V & string> = {};
  for (const field of Object.keys(rules) as (keyof V & string)[]) {
    const message = rules[field](values[field], values);
    if (message) errors[field] = message;
  }
  return errors;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

// ---------------------------------------------------------------- student registration
export interface StudentRegistrationValues {
  fullname: string;
  designation: string;
  email: string;
  phone_number: string;
  age: string | number;
  password: string;
}
export const studentRegistrationRules: FormRules<StudentRegistrationValues> = {
  fullname: (v) => {
    const s = normalizeName(v);
    if (s === '') return MESSAGES.fullNameRequired;
    if (STARTS_WITH_DIGIT_RE.test(s)) return MESSAGES.nameStartsWithDigit;
    if (!isNameText(s, false)) return MESSAGES.nameLettersSpaces;
    if (nameLength(s) < LIMITS.nameMin) return MESSAGES.nameMin;
    return undefined;
  },
  designation: (v) => {
    const s = str(v).trim();
    if (s === '') return MESSAGES.professionRequired;
    if (STARTS_WITH_DIGIT_RE.test(s)) return MESSAGES.professionStartsWithDigit;
    if (s.length < LIMITS.nameMin) return MESSAGES.professionMin;
    return undefined;
  },
  email: emailRule,
  phone_number: (v) => {
    const s = str(v).trim();
    if (s === '') return MESSAGES.phoneRequired;
    if (!/^\d{10}$/.test(s)) return MESSAGES.phoneTenDigits;
    return undefined;
  },
  age: (v) => {
    const s = str(v).trim();
    if (s === '') return MESSAGES.ageRequired;
    const n = Number(s);
    if (!Number.isFinite(n) || !Number.isInteger(n)) return MESSAGES.ageInvalid;
    if (n < LIMITS.ageMin) return MESSAGES.ageMin;
    if (n > LIMITS.ageMax) return MESSAGES.ageInvalid;
    return undefined;
  },
  password: (v) => passwordStrength(v, LIMITS.studentPasswordMin, MESSAGES.passwordMin6, false),
};
export const validateStudentRegistration = (values: Partial<StudentRegistrationValues>) =>
  runRules(studentRegistrationRules, values);

// ---------------------------------------------------------------- student login
export interface StudentLoginValues {
  email: string;
  password: string;
}
export const studentLoginRules: FormRules<StudentLoginValues> = {
  email: (v) => (isBlank(v) ? MESSAGES.loginIdRequired : undefined),
  password: (v) => (str(v) === '' ? MESSAGES.passwordRequired : undefined),
};
export const validateStudentLogin = (values: Partial<StudentLoginValues>) =>
  runRules(studentLoginRules, values);

// ---------------------------------------------------------------- tutor registration
export interface TutorRegistrationValues {
  name: string;
  email: string;
  mobile_number: string;
  password: string;
}
export const tutorRegistrationRules: FormRules<TutorRegistrationValues> = {
  name: (v) => {
    const s = normalizeName(v);
    if (s === '') return MESSAGES.nameRequired;
    if (STARTS_WITH_DIGIT_RE.test(s)) return MESSAGES.nameStartsWithDigit;
    if (!isNameText(s, false)) return MESSAGES.nameLettersSpaces;
    if (nameLength(s) < LIMITS.nameMin) return MESSAGES.nameMin;
    return undefined;
  },
  email: emailRule,
  mobile_number: (v) => {
    const s = str(v).trim();
    if (s === '') return MESSAGES.mobileRequired;
    if (!/^\d+$/.test(s)) return MESSAGES.mobileDigits;
    if (s.length !== 10) return MESSAGES.mobileTenDigits;
    if (!/^[6-9]/.test(s)) return MESSAGES.mobileStart;
    return undefined;
  },
  password: (v) => passwordStrength(v, LIMITS.tutorPasswordMin, MESSAGES.passwordMin8, true),
};
export const validateTutorRegistration = (values: Partial<TutorRegistrationValues>) =>
  runRules(tutorRegistrationRules, values);

// ---------------------------------------------------------------- tutor login
export interface TutorLoginValues {
  email: string;
  password: string;
}
export const tutorLoginRules: FormRules<TutorLoginValues> = {
  email: emailRule,
  password: (v) => {
    const s = str(v);
    if (s === '') return MESSAGES.passwordRequired;
    if (s.length < LIMITS.tutorLoginPasswordMin) return MESSAGES.passwordMin6;
    return undefined;
  },
};
export const validateTutorLogin = (values: Partial<TutorLoginValues>) => runRules(tutorLoginRules, values);

// ---------------------------------------------------------------- contact form
export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}
export const contactRules: FormRules<ContactValues> = {
  name: (v) => {
    const s = normalizeName(v);
    if (s === '') return MESSAGES.nameRequired;
    if (STARTS_WITH_DIGIT_RE.test(s)) return MESSAGES.nameStartsWithDigit;
    if (!isNameText(s, true)) return MESSAGES.contactNameChars;
    if (nameLength(s) < LIMITS.nameMin) return MESSAGES.nameMin;
    if (nameLength(s) > LIMITS.contactNameMax) return MESSAGES.contactNameMax;
    return undefined;
  },
  email: (v) => {
    const base = emailRule(v);
    if (base) return base;
    if (str(v).trim().length >= LIMITS.contactEmailMaxExclusive) return MESSAGES.contactEmailMax;
    return undefined;
  },
  subject: (v) => {
    const s = str(v).trim();
    if (s === '') return MESSAGES.subjectRequired;
    if (s.length < LIMITS.contactSubjectMin) return MESSAGES.subjectMin;
    if (s.length > LIMITS.contactSubjectMax) return MESSAGES.subjectMax;
    return undefined;
  },
  message: (v) => {
    const s = str(v).trim();
    if (s === '') return MESSAGES.messageRequired;
    if (s.length < LIMITS.contactMessageMin) return MESSAGES.messageMin;
    if (s.length > LIMITS.contactMessageMax) return MESSAGES.messageMax;
    return undefined;
  },
};
export const validateContact = (values: Partial<ContactValues>) => runRules(contactRules, values);
/** The contact name input refuses digits as they are typed (a name has none). */
export function sanitizeContactNameInput(value: string): string {
  return value.replace(/\d/g, '');
}

// ---------------------------------------------------------------- student ticket
export interface StudentTicketValues {
  subject: string;
  priority: string;
  description: string;
}
export const studentTicketRules: FormRules<StudentTicketValues> = {
  subject: (v) => (isBlank(v) ? MESSAGES.subjectRequired : undefined),
  priority: (v) => {
    if (isBlank(v)) return MESSAGES.priorityRequired;
    if (!(STUDENT_TICKET_PRIORITIES as readonly string[]).includes(str(v)))
      return MESSAGES.studentPriorityInvalid;
    return undefined;
  },
  description: (v) => (isBlank(v) ? MESSAGES.descriptionRequired : undefined),
};
export const validateStudentTicket = (values: Partial<StudentTicketValues>) =>
  runRules(studentTicketRules, values);

// ---------------------------------------------------------------- tutor ticket
export interface TutorTicketValues {
  subject: string;
  priority: string;
  description: string;
}
export const tutorTicketRules: FormRules<TutorTicketValues> = {
  subject: (v) => (isBlank(v) ? MESSAGES.subjectRequired : undefined),
  priority: (v) => {
    if (v === undefined || v === null || v === '') return undefined; // defaults to Medium
    if (!(TUTOR_TICKET_PRIORITIES as readonly string[]).includes(str(v)))
      return MESSAGES.tutorPriorityInvalid;
    return undefined;
  },
  description: (v) => {
    const s = str(v).trim();
    if (s === '') return MESSAGES.descriptionRequired;
    if (s.length < LIMITS.ticketDescriptionMin) return MESSAGES.descriptionMin;
    if (s.length > LIMITS.ticketDescriptionMax) return MESSAGES.descriptionMax;
    return undefined;
  },
};
export const validateTutorTicket = (values: Partial<TutorTicketValues>) => runRules(tutorTicketRules, values);

// ---------------------------------------------------------------- profile
export interface ProfileValues {
  name: string;
  phone_number: string;
}
export const profileRules: FormRules<ProfileValues> = {
  name: (v) => {
    const s = normalizeName(v);
    if (nameLength(s) < LIMITS.profileNameMin) return MESSAGES.profileNameMin;
    if (nameLength(s) > LIMITS.profileNameMax) return MESSAGES.profileNameMax;
    // The spec gives the profile only length rules; markup, digits and bidi controls get the
    // spec's name message that lists what a name may hold.
    if (!isNameText(s, true)) return MESSAGES.contactNameChars;
    return undefined;
  },
  phone_number: (v) => (isIndianMobile(v) ? undefined : MESSAGES.profilePhoneInvalid),
};
export const validateProfile = (values: Partial<ProfileValues>) => runRules(profileRules, values);

// ---------------------------------------------------------------- document upload
/** The minimum a browser File or a server-side part offers. */
export interface UploadFileLike {
  name: string;
  size: number;
  type?: string;
}
/** Checks one picked file by name/type and size; content is checked on the server by isPdfBytes. */
export function validateUploadFile(file: UploadFileLike | null | undefined): string | undefined {
  if (!file) return undefined;
  const byName = /\.pdf$/i.test(file.name);
  const byType = !file.type || file.type === 'application/pdf';
  if (!byName || !byType) return MESSAGES.pdfOnly;
  if (file.size > LIMITS.uploadMaxBytes) return MESSAGES.fileTooLarge;
  return undefined;
}
/** True when the bytes start with the PDF magic `%PDF-`. */
export function isPdfBytes(bytes: Uint8Array | ArrayLike<number>): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d];
  if (bytes.length < magic.length) return false;
  return magic.every((b, i) => bytes[i] === b);
}

export interface UploadValues {
  skills: string;
  resume: UploadFileLike | null;
  experienceLetter: UploadFileLike | null;
  /** True when the tutor already has documents (edit mode): files become optional. */
  hasExisting: boolean;
}
export const uploadRules: FormRules<UploadValues> = {
  skills: (v) => {
    if (isBlank(v)) return MESSAGES.skillsRequired;
    if ([...str(v).trim()].length > LIMITS.skillsMax) return MESSAGES.skillsMax;
    return undefined;
  },
  resume: (v, all) => {
    const f = v as UploadFileLike | null | undefined;
    if (!f) return all.hasExisting ? undefined : MESSAGES.resumeRequired;
    return validateUploadFile(f);
  },
  experienceLetter: (v, all) => {
    const f = v as UploadFileLike | null | undefined;
    if (!f) return all.hasExisting ? undefined : MESSAGES.experienceLetterRequired;
    return validateUploadFile(f);
  },
  hasExisting: () => undefined,
};
export const validateUpload = (values: Partial<UploadValues>) => runRules(uploadRules, values);

// ---------------------------------------------------------------- per-field access
export const FORM_RULES = {
  studentRegistration: studentRegistrationRules,
  studentLogin: studentLoginRules,
  tutorRegistration: tutorRegistrationRules,
  tutorLogin: tutorLoginRules,
  contact: contactRules,
  studentTicket: studentTicketRules,
  tutorTicket: tutorTicketRules,
  profile: profileRules,
  upload: uploadRules,
} as const;
export type FormName = keyof typeof FORM_RULES;

/** Validates one field of a form on change: `validateField('contact', 'email', values)`. */
export function validateField(
  form: FormName,
  field: string,
  values: Record<string, unknown>,
): string | undefined {
  const rules = FORM_RULES[form] as unknown as Record<string, FieldRule<Record<string, unknown>> | undefined>;
  const rule = rules[field];
  return rule ? rule(values[field], values) : undefined;
}

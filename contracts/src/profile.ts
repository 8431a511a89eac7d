/**
 * The student's own page: her details, a change of e-mail address (confirmed by a link mailed to
 * the new address), a password change and her reminder preference. The fields use the registration
 * rules and their messages, so the form and the API refuse the same input with the same words.
 */
import { runRules, studentRegistrationRules, type FormRules } from './rules';
import { RESET_MESSAGES } from './password-reset';

/** Minutes a confirmation link for a new e-mail address stays valid (as long as a reset link). */
export const EMAIL_CHANGE_TTL_MINUTES = 30;

/**
 * An Indian mobile number as people read it: "+91 98765 43210" (the +91 prefix, then 5 and 5
 * digits), whatever spacing or prefix it was stored with; anything else is shown as stored.
 */
export function formatIndianMobile(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const ten = digits.length > 10 && digits.startsWith('91') ? digits.slice(-10) : digits;
  return ten.length === 10 ? `+91 ${ten.slice(0, 5)} ${ten.slice(5)}` : phone;
}

export const PROFILE_MESSAGES = {
  detailsSaved: 'Your details have been saved.',
  phoneTaken: 'Another account already uses this mobile number.',
  emailTaken: 'Another account already uses this e-mail address.',
  emailSame: 'This is already your e-mail address.',
  emailChangeSent:
    'We have sent a confirmation link to your new address. Your e-mail address changes when you open it (the link works once, for 30 minutes).',
  emailChanged: 'Your e-mail address has been changed. Use the new address the next time you log in.',
  emailTokenMissing: 'This confirmation link is incomplete. Please open the link from the e-mail again.',
  emailTokenInvalid: 'This confirmation link is not valid. Please ask for a new one from your profile.',
  emailTokenUsed: 'This confirmation link has already been used.',
  emailTokenExpired:
    'This confirmation link has expired: links work for 30 minutes. Please ask for a new one from your profile.',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordSame: 'The new password must be different from the current one',
  passwordChanged: 'Your password has been changed. You have been signed out on your other devices.',
  reminderOn: 'Session reminders by e-mail are on.',
  reminderOff: 'Session reminders by e-mail are off.',
  languageEnglish: 'Your pages and e-mails are now in English.',
  languageHindi: 'आपके पेज और ईमेल अब हिन्दी में हैं।',
} as const;

export interface ProfileDetailsValues {
  fullname: string;
  phone_number: string;
}
export const profileDetailsRules: FormRules<ProfileDetailsValues> = {
  fullname: studentRegistrationRules.fullname,
  phone_number: studentRegistrationRules.phone_number,
};
export const validateProfileDetails = (values: Partial<ProfileDetailsValues>) =>
  runRules(profileDetailsRules, values);

export interface EmailChangeValues {
  email: string;
}
export const emailChangeRules: FormRules<EmailChangeValues> = {
  email: studentRegistrationRules.email,
};
export const validateEmailChange = (values: Partial<EmailChangeValues>) => runRules(emailChangeRules, values);

export interface PasswordChangeValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}
export const passwordChangeRules: FormRules<PasswordChangeValues> = {
  current_password: (v) =>
    typeof v === 'string' && v !== '' ? undefined : PROFILE_MESSAGES.currentPasswordRequired,
  new_password: (v, all) => {
    const rule = studentRegistrationRules.password(v, {});
    if (rule) return rule;
    return v === all.current_password ? PROFILE_MESSAGES.passwordSame : undefined;
  },
  confirm_password: (v, all) => {
    if (!v) return RESET_MESSAGES.confirmRequired;
    if (v !== all.new_password) return RESET_MESSAGES.passwordsDiffer;
    return undefined;
  },
};
export const validatePasswordChange = (values: Partial<PasswordChangeValues>) =>
  runRules(passwordChangeRules, values);

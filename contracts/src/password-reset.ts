/**
 * Password reset: the rules and every message, shared by the forms and the API.
 * A new password follows the registration rules of the account's role, with their messages.
 */
import {
  MESSAGES,
  isValidEmail,
  runRules,
  studentRegistrationRules,
  tutorRegistrationRules,
  type FormRules,
} from './rules';

export type ResetRole = 'student' | 'tutor';

/** Minutes a reset link stays valid. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

export const RESET_MESSAGES = {
  /** The one answer to every forgot-password request, whether or not the account exists. */
  forgotSent:
    'If an account uses this e-mail address, a link to reset the password is on its way. It works once, for 30 minutes. Check your spam folder if it has not arrived in a few minutes.',
  tokenMissing: 'This reset link is incomplete. Please open the link from the e-mail again, or ask for a new one.',
  tokenInvalid: 'This reset link is not valid. Please ask for a new one.',
  tokenUsed: 'This reset link has already been used. Please ask for a new one if you still need to reset your password.',
  tokenExpired: 'This reset link has expired: links work for 30 minutes. Please ask for a new one.',
  passwordsDiffer: 'The two passwords do not match',
  confirmRequired: 'Please type the new password again',
  resetDone:
    'Your password has been changed and you have been signed out on every device. Log in with your new password.',
} as const;

export function validateForgotEmail(value: unknown): string | undefined {
  const s = typeof value === 'string' ? value.trim() : '';
  if (s === '') return MESSAGES.emailRequired;
  if (!isValidEmail(s)) return MESSAGES.emailInvalid;
  return undefined;
}

/** The registration password rule of the role, with its messages. */
export function validateNewPassword(role: ResetRole, password: unknown): string | undefined {
  return role === 'tutor'
    ? tutorRegistrationRules.password(password, {})
    : studentRegistrationRules.password(password, {});
}

export interface ForgotValues {
  email: string;
}
/** The forgot-password form. */
export const forgotPasswordRules: FormRules<ForgotValues> = { email: validateForgotEmail };

export interface ResetValues {
  password: string;
  confirmPassword: string;
}
/** The reset form of a role: the role's password rule, then the confirmation. */
export function resetPasswordRules(role: ResetRole): FormRules<ResetValues> {
  return {
    password: (v) => validateNewPassword(role, v),
    confirmPassword: (v, all) => {
      if (!v) return RESET_MESSAGES.confirmRequired;
      if (v !== all.password) return RESET_MESSAGES.passwordsDiffer;
      return undefined;
    },
  };
}

export function validateResetForm(
  role: ResetRole,
  values: Partial<ResetValues>,
): { password?: string; confirmPassword?: string } {
  return runRules(resetPasswordRules(role), values);
}

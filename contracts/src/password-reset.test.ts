import { MESSAGES } from './rules';
import { RESET_MESSAGES, validateForgotEmail, validateNewPassword, validateResetForm } from './password-reset';

describe('password reset rules', () => {
  it('checks the address like registration does', () => {
    expect(validateForgotEmail('')).toBe(MESSAGES.emailRequired);
    expect(validateForgotEmail('asha@')).toBe(MESSAGES.emailInvalid);
    expect(validateForgotEmail(' asha@example.com ')).toBeUndefined();
  });

  it("applies the role's registration password rule with its message", () => {
    expect(validateNewPassword('student', 'abc')).toBe(MESSAGES.passwordMin6);
    expect(validateNewPassword('student', 'Secret12')).toBeUndefined();
    expect(validateNewPassword('tutor', 'Secret12')).toBe(MESSAGES.passwordSpecial);
    expect(validateNewPassword('tutor', 'Short1!')).toBe(MESSAGES.passwordMin8);
    expect(validateNewPassword('tutor', 'Secret@12')).toBeUndefined();
  });

  it('asks for the password twice', () => {
    expect(validateResetForm('student', { password: 'Secret12', confirmPassword: '' })).toEqual({
      confirmPassword: RESET_MESSAGES.confirmRequired,
    });
    expect(validateResetForm('student', { password: 'Secret12', confirmPassword: 'Secret13' })).toEqual({
      confirmPassword: RESET_MESSAGES.passwordsDiffer,
    });
    expect(validateResetForm('student', { password: 'Secret12', confirmPassword: 'Secret12' })).toEqual({});
  });
});

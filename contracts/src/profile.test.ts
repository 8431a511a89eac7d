import { MESSAGES } from './rules';
import { RESET_MESSAGES } from './password-reset';
import { PROFILE_MESSAGES, validateEmailChange, validatePasswordChange, validateProfileDetails } from './profile';

describe('her profile rules are the registration rules', () => {
  it('name and phone', () => {
    expect(validateProfileDetails({ fullname: 'प्रिया शर्मा', phone_number: '9876543210' })).toEqual({});
    expect(validateProfileDetails({ fullname: '', phone_number: '' })).toEqual({
      fullname: MESSAGES.fullNameRequired,
      phone_number: MESSAGES.phoneRequired,
    });
    expect(validateProfileDetails({ fullname: 'P1ya', phone_number: '98765' })).toEqual({
      fullname: MESSAGES.nameLettersSpaces,
      phone_number: MESSAGES.phoneTenDigits,
    });
  });

  it('e-mail', () => {
    expect(validateEmailChange({ email: 'a@b.in' })).toEqual({});
    expect(validateEmailChange({ email: '' })).toEqual({ email: MESSAGES.emailRequired });
    expect(validateEmailChange({ email: 'a@b' })).toEqual({ email: MESSAGES.emailInvalid });
  });

  it('password change: the old one, a new one under the rules and different, typed twice', () => {
    const ok = { current_password: 'Secret12', new_password: 'Secret34', confirm_password: 'Secret34' };
    expect(validatePasswordChange(ok)).toEqual({});
    expect(validatePasswordChange({ ...ok, current_password: '' })).toEqual({
      current_password: PROFILE_MESSAGES.currentPasswordRequired,
    });
    expect(validatePasswordChange({ ...ok, new_password: 'abc', confirm_password: 'abc' })).toEqual({
      new_password: MESSAGES.passwordMin6,
    });
    expect(validatePasswordChange({ ...ok, new_password: 'Secret12', confirm_password: 'Secret12' })).toEqual({
      new_password: PROFILE_MESSAGES.passwordSame,
    });
    expect(validatePasswordChange({ ...ok, confirm_password: '' })).toEqual({
      confirm_password: RESET_MESSAGES.confirmRequired,
    });
    expect(validatePasswordChange({ ...ok, confirm_password: 'Secret35' })).toEqual({
      confirm_password: RESET_MESSAGES.passwordsDiffer,
    });
  });
});

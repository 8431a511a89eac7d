import { profileCompletion, sanitizePhoneInput } from './profileCompletion';

describe('profileCompletion', () => {
  it('is 100% with name, email and phone', () => {
    expect(profileCompletion({ name: 'Meera', email: 'm@x.in', phone_number: '9876543210' })).toBe(100);
  });
  it('is 75% when any of them is missing', () => {
    expect(profileCompletion({ name: 'Meera', email: 'm@x.in', phone_number: '' })).toBe(75);
    expect(profileCompletion({ name: ' ', email: 'm@x.in', phone_number: '9876543210' })).toBe(75);
    expect(profileCompletion({ name: 'Meera', email: null, phone_number: '9876543210' })).toBe(75);
  });
});

describe('sanitizePhoneInput', () => {
  it('keeps digits only, at most 10', () => {
    expect(sanitizePhoneInput('98765 43210')).toBe('9876543210');
    expect(sanitizePhoneInput('+91-98765-432109')).toBe('9198765432');
    expect(sanitizePhoneInput('abc')).toBe('');
  });
});

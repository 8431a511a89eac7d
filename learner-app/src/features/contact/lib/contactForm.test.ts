import { changeContactField, EMPTY_CONTACT } from './contactForm';

describe('changeContactField', () => {
  it('refuses a leading digit in the name and says why', () => {
    expect(changeContactField('name', '7', EMPTY_CONTACT)).toEqual({
      value: '',
      error: 'Name should start with a character, not a number',
    });
  });
  it('drops digits typed later in the name', () => {
    expect(changeContactField('name', 'Asha2', EMPTY_CONTACT)).toEqual({ value: 'Asha', error: undefined });
  });
  it('accepts hyphens and apostrophes, refuses other symbols', () => {
    expect(changeContactField('name', "Mary-Ann D'Souza", EMPTY_CONTACT).error).toBeUndefined();
    expect(changeContactField('name', 'Asha!', EMPTY_CONTACT).error).toBe(
      'Name can only contain letters, spaces, hyphens and apostrophes',
    );
  });
  it('checks other fields with the contract rules', () => {
    expect(changeContactField('subject', 'Hi', EMPTY_CONTACT).error).toBe('Subject must be at least 3 characters');
    expect(changeContactField('email', 'asha@', EMPTY_CONTACT).error).toBe('Please enter a valid email address');
  });
});

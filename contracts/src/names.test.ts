import {
  MESSAGES,
  normalizeName,
  validateContact,
  validateProfile,
  validateStudentRegistration,
  validateTutorRegistration,
} from './rules';

/** One name rule for every form, in every script the learners write. */
const HINDI = 'प्रिया शर्मा';
const TAMIL = 'கார்த்திகா சுப்பிரமணியன்';
const BENGALI = 'সুস্মিতা বন্দ্যোপাধ্যায়';
const JOSE_NFD = 'Jose\u0301 Fernandes'; // "José" typed with a combining acute accent
const NAMES = [HINDI, TAMIL, BENGALI, JOSE_NFD, 'Zoë Dsouza'];

const student = {
  designation: 'Teacher',
  email: 'a@example.com',
  phone_number: '9876543210',
  age: '30',
  password: 'Secret1',
};
const tutor = { email: 't@example.com', mobile_number: '9876543210', password: 'Strong@123' };
const contact = { email: 'c@example.com', subject: 'Batches', message: 'When does the next batch start?' };

describe('the name rule', () => {
  it.each(NAMES)('accepts %s in every form', (name) => {
    expect(validateStudentRegistration({ ...student, fullname: name })).toEqual({});
    expect(validateTutorRegistration({ ...tutor, name })).toEqual({});
    expect(validateContact({ ...contact, name })).toEqual({});
    expect(validateProfile({ name, phone_number: '9876543210' })).toEqual({});
  });

  it('normalises to NFC: the decomposed José is stored as the composed one', () => {
    expect(JOSE_NFD).not.toBe(JOSE_NFD.normalize('NFC'));
    expect(normalizeName(`  ${JOSE_NFD} `)).toBe('José Fernandes');
    expect(normalizeName(JOSE_NFD)).toHaveLength('José Fernandes'.length);
  });

  it('keeps the zero-width joiner/non-joiner some Indic spellings need, between letters only', () => {
    const marathi = 'अर्‍या'; // र्‍य with a ZWJ (eyelash ra)
    expect(validateStudentRegistration({ ...student, fullname: `${marathi} पाटील` })).toEqual({});
    expect(validateStudentRegistration({ ...student, fullname: '‍Priya' }).fullname).toBe(
      'Name should only contain letters and spaces',
    );
  });

  it('allows hyphens and apostrophes only where the spec does (contact form, profile)', () => {
    expect(validateContact({ ...contact, name: "Anne-Marie D'Souza" })).toEqual({});
    expect(validateProfile({ name: "Anne-Marie D'Souza", phone_number: '9876543210' })).toEqual({});
    expect(validateStudentRegistration({ ...student, fullname: 'Anne-Marie' }).fullname).toBe(
      'Name should only contain letters and spaces',
    );
    expect(validateTutorRegistration({ ...tutor, name: "D'Souza" }).name).toBe(
      'Name should only contain letters and spaces',
    );
  });

  it.each([
    ['markup', '<b>Kavya</b>'],
    ['a right-to-left override (U+202E)', 'Kavya \u202EnoneM'],
    ['a left-to-right isolate (U+2066)', '\u2066Kavya Menon'],
    ['a digit', 'Kavya 2'],
    ['a newline', 'Kavya\nMenon'],
  ])('refuses %s everywhere, the tutor profile included', (_what, name) => {
    expect(validateProfile({ name, phone_number: '9876543210' }).name).toBe(MESSAGES.contactNameChars);
    expect(validateContact({ ...contact, name }).name).toBeDefined();
    expect(validateStudentRegistration({ ...student, fullname: name }).fullname).toBeDefined();
    expect(validateTutorRegistration({ ...tutor, name }).name).toBeDefined();
  });

  it('keeps the spec messages and counts characters, not UTF-16 units', () => {
    expect(validateStudentRegistration({ ...student, fullname: '' }).fullname).toBe('Full name is required');
    expect(validateStudentRegistration({ ...student, fullname: '9Priya' }).fullname).toBe(
      'Name should start with a character, not a number',
    );
    expect(validateProfile({ name: ' प ', phone_number: '9876543210' }).name).toBe(
      'Name must be at least 2 characters long',
    );
    // 50 Devanagari characters (each letter + sign is two) are within the contact form's 50.
    const fifty = 'कि'.repeat(25);
    expect(fifty.length).toBe(50);
    expect(validateContact({ ...contact, name: fifty })).toEqual({});
    expect(validateContact({ ...contact, name: `${fifty}क` }).name).toBe(MESSAGES.contactNameMax);
  });
});

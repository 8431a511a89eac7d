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

describe('names that draw nothing, or draw over everything', () => {
  const ZWJ = '\u200D';
  const ZWNJ = '\u200C';
  const every = (name: string) => ({
    student: validateStudentRegistration({ ...student, fullname: name }).fullname,
    tutor: validateTutorRegistration({ ...tutor, name }).name,
    contact: validateContact({ ...contact, name }).name,
    profile: validateProfile({ name, phone_number: '9876543210' }).name,
  });
  const refusedEverywhere = {
    student: MESSAGES.nameLettersSpaces,
    tutor: MESSAGES.nameLettersSpaces,
    contact: MESSAGES.contactNameChars,
    profile: MESSAGES.contactNameChars,
  };

  it.each([
    ['Hangul fillers only (ㅤㅤ)', '\u3164\u3164'],
    ['a name padded with a Hangul filler', 'Priya\u3164'],
    ['the choseong/jungseong fillers', 'Priya \u115F\u1160'],
    ['the half-width filler', 'Priya \uFFA0\uFFA0'],
    ['A and 50 combining grapheme joiners', `A${'\u034F'.repeat(50)}`],
    ['a grapheme joiner inside a name', `Pri\u034Fya`],
    ['a and 4 zero-width joiners', `a${ZWJ.repeat(4)}`],
    ['two joiners in a row inside an Indic word', `अर्${ZWJ}${ZWJ}या`],
    ['a joiner that trails a Latin letter', `Priya${ZWJ}`],
    ['a non-joiner after a space', `Priya ${ZWNJ}Menon`],
    ['60 stacked combining marks', `a${'\u0301'.repeat(60)}`],
    // NFC folds the first accent into á: five marks are left stacked on it.
    ['six marks on one letter', `Kavya${'\u0301'.repeat(6)}`],
  ])('refuses %s in every form, with the name message', (_what, name) => {
    expect(every(name)).toEqual(refusedEverywhere);
  });

  it('refuses 160 stacked combining marks in every form (the profile says it is too long first)', () => {
    const stacked = every(`a${'\u0301'.repeat(160)}`);
    expect(stacked).toEqual({ ...refusedEverywhere, profile: MESSAGES.profileNameMax });
  });

  it.each([
    ['Hindi', 'प्रिया शर्मा'],
    ['Marathi with a ZWJ (eyelash ra)', `अर्${ZWJ}या पाटील`],
    ['Hindi with a ZWNJ (half form kept apart)', `राज्${ZWNJ}श्री`],
    ['Hindi with a nukta, virama and joiner on one letter', `फ़्${ZWJ}रीदा`],
    ['Tamil', 'கார்த்திகா சுப்பிரமணியன்'],
    ['Bengali', 'সুস্মিতা বন্দ্যোপাধ্যায়'],
    ['Bengali with a ZWJ (ra with ya-phala)', `র${ZWJ}্যাচেল দাস`],
    ['Malayalam (atomic chillu)', 'ജയൻ നായർ'],
    ['Malayalam with old-style chillu (virama + ZWJ at the end of a word)', `ജയന്${ZWJ} നായര്${ZWJ}`],
    ['Telugu', 'శ్రీలక్ష్మి'],
    ['Vietnamese typed decomposed', 'Nguye\u0302\u0303n Thi'],
    ['Zoë', 'Zoë Dsouza'],
  ])('still accepts %s in every form', (_what, name) => {
    expect(every(name)).toEqual({ student: undefined, tutor: undefined, contact: undefined, profile: undefined });
  });

  it("still accepts D'Souza and Anne-Marie where the spec allows punctuation", () => {
    for (const name of ["D'Souza", 'Anne-Marie', 'D’Souza Anne-Marie'])
      expect(validateContact({ ...contact, name })).toEqual({});
    expect(validateProfile({ name: "Anne-Marie D'Souza", phone_number: '9876543210' })).toEqual({});
  });
});

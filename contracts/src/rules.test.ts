import {
  MESSAGES,
  validateStudentRegistration,
  validateStudentLogin,
  validateTutorRegistration,
  validateTutorLogin,
  validateContact,
  validateStudentTicket,
  validateTutorTicket,
  validateProfile,
  validateUploadFile,
  validateUpload,
  validateField,
  isPdfBytes,
  isMobileLoginId,
  sanitizeContactNameInput,
  hasErrors,
  rulesOf,
  runRules,
  isValidEmail,
} from './rules';

const student = {
  fullname: 'Ananya Rao',
  designation: 'Teacher',
  email: 'ananya@example.com',
  phone_number: '9876543210',
  age: 29,
  password: 'Secret1',
};

describe('student registration', () => {
  it('accepts a valid form, including Unicode letters', () => {
    expect(validateStudentRegistration(student)).toEqual({});
    expect(validateStudentRegistration({ ...student, fullname: 'Zoë Dsouza' })).toEqual({});
  });
  it.each([
    ['fullname', '', 'Full name is required'],
    ['fullname', '1Ananya', 'Name should start with a character, not a number'],
    ['fullname', 'Ana_nya', 'Name should only contain letters and spaces'],
    ['fullname', 'A', MESSAGES.nameMin],
    ['designation', '', MESSAGES.professionRequired],
    ['designation', '9to5', MESSAGES.professionStartsWithDigit],
    ['designation', 'X', MESSAGES.professionMin],
    ['email', '', MESSAGES.emailRequired],
    ['email', 'ananya@', 'Please enter a valid email address'],
    ['phone_number', '', MESSAGES.phoneRequired],
    ['phone_number', '98765', 'Phone number must be exactly 10 digits'],
    ['phone_number', '98765432100', 'Phone number must be exactly 10 digits'],
    ['age', '', MESSAGES.ageRequired],
    ['age', 17, 'Age must be at least 18'],
    ['age', 101, 'Please enter a valid age'],
    ['age', 'abc', 'Please enter a valid age'],
    ['password', '', MESSAGES.passwordRequired],
    ['password', 'Ab1', 'Password must be at least 6 characters'],
    ['password', 'ABCDEF1', 'Password must contain at least one lowercase letter'],
    ['password', 'abcdef1', 'Password must contain at least one uppercase letter'],
    ['password', 'Abcdefg', 'Password must contain at least one number'],
  ])('%s=%p → %s', (field, value, message) => {
    expect(validateStudentRegistration({ ...student, [field]: value })).toEqual({ [field]: message });
    expect(validateField('studentRegistration', field, { ...student, [field]: value })).toBe(message);
  });
  it('accepts the age bounds', () => {
    expect(validateStudentRegistration({ ...student, age: '18' })).toEqual({});
    expect(validateStudentRegistration({ ...student, age: 100 })).toEqual({});
  });
  it('has the blocking message', () => {
    expect(MESSAGES.studentRegistrationBlocked).toBe('Please fix all validation errors before submitting');
  });
});

describe('student login', () => {
  it('only requires both fields', () => {
    expect(validateStudentLogin({ email: '9876543210', password: 'x' })).toEqual({});
    expect(validateStudentLogin({ email: ' ', password: '' })).toEqual({
      email: MESSAGES.loginIdRequired,
      password: MESSAGES.passwordRequired,
    });
    expect(isMobileLoginId('9876543210')).toBe(true);
    expect(isMobileLoginId('a@b.co')).toBe(false);
  });
});

const tutor = {
  name: 'Meera Iyer',
  email: 'meera@example.com',
  mobile_number: '9123456780',
  password: 'Strong@1x',
};
describe('tutor registration', () => {
  it('accepts a valid form', () => expect(validateTutorRegistration(tutor)).toEqual({}));
  it.each([
    ['name', '', MESSAGES.nameRequired],
    ['name', '2Meera', 'Name should start with a character, not a number'],
    ['name', 'Meera!', 'Name should only contain letters and spaces'],
    ['name', 'M', MESSAGES.nameMin],
    ['email', 'bad', 'Please enter a valid email address'],
    ['email', '', MESSAGES.emailRequired],
    ['mobile_number', '', MESSAGES.mobileRequired],
    ['mobile_number', '91234x6780', MESSAGES.mobileDigits],
    ['mobile_number', '912345678', MESSAGES.mobileTenDigits],
    ['mobile_number', '5123456780', MESSAGES.mobileStart],
    ['password', 'Sh@1a', 'Password must be at least 8 characters'],
    ['password', 'STRONG@1X', MESSAGES.passwordLower],
    ['password', 'strong@1x', MESSAGES.passwordUpper],
    ['password', 'Strong@xx', MESSAGES.passwordNumber],
    ['password', 'Strong11x', MESSAGES.passwordSpecial],
  ])('%s=%p → %s', (field, value, message) => {
    expect(validateTutorRegistration({ ...tutor, [field]: value })).toEqual({ [field]: message });
  });
  it('has the blocking message', () =>
    expect(MESSAGES.tutorRegistrationBlocked).toBe('Please fix the validation errors before submitting'));
});

describe('tutor login', () => {
  it('checks email format and password length', () => {
    expect(validateTutorLogin({ email: 'a@b.co', password: '123456' })).toEqual({});
    expect(validateTutorLogin({ email: 'nope', password: '12345' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(validateTutorLogin({})).toEqual({
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
  });
});

const contact = {
  name: "Anne-Marie D'Souza",
  email: 'a@b.co',
  subject: 'Hello',
  message: 'I would like to know more.',
};
describe('contact', () => {
  it('accepts a valid form', () => expect(validateContact(contact)).toEqual({}));
  it.each([
    ['name', '', MESSAGES.nameRequired],
    ['name', '1Anne', 'Name should start with a character, not a number'],
    ['name', 'Anne2', MESSAGES.contactNameChars],
    ['name', 'A', MESSAGES.nameMin],
    ['name', 'A'.repeat(51), MESSAGES.contactNameMax],
    ['email', '', MESSAGES.emailRequired],
    ['email', 'x@', MESSAGES.emailInvalid],
    ['email', `${'a'.repeat(60)}@${'b'.repeat(35)}.com`, MESSAGES.contactEmailMax],
    ['subject', '', MESSAGES.subjectRequired],
    ['subject', 'Hi', MESSAGES.subjectMin],
    ['subject', 'S'.repeat(101), MESSAGES.subjectMax],
    ['message', '', MESSAGES.messageRequired],
    ['message', 'too short', MESSAGES.messageMin],
    ['message', 'm'.repeat(1001), MESSAGES.messageMax],
  ])('%s=%p → %s', (field, value, message) => {
    expect(validateContact({ ...contact, [field]: value })).toEqual({ [field]: message });
  });
  it('accepts the bounds and strips typed digits', () => {
    expect(validateContact({ ...contact, name: 'A'.repeat(50), message: 'm'.repeat(1000) })).toEqual({});
    expect(sanitizeContactNameInput('An1na')).toBe('Anna');
    expect(MESSAGES.contactBlocked).toBe('Please fix the validation errors before submitting.');
  });
});

describe('tickets', () => {
  it('student: all required, priority Low/Medium/High', () => {
    expect(validateStudentTicket({ subject: 'Login', priority: 'Low', description: 'x' })).toEqual({});
    expect(validateStudentTicket({})).toEqual({
      subject: 'Subject is required',
      priority: MESSAGES.priorityRequired,
      description: 'Description is required',
    });
    expect(validateStudentTicket({ subject: 's', priority: 'Critical', description: 'd' })).toEqual({
      priority: MESSAGES.studentPriorityInvalid,
    });
  });
  it('tutor: description 10–500, priority optional', () => {
    expect(validateTutorTicket({ subject: 'Batch', description: 'Ten chars!' })).toEqual({});
    expect(validateTutorTicket({ subject: '  ', description: '  short   ' })).toEqual({
      subject: 'Subject is required',
      description: 'Description must be at least 10 characters',
    });
    expect(validateTutorTicket({ subject: 's', description: '' })).toEqual({
      description: 'Description is required',
    });
    expect(validateTutorTicket({ subject: 's', description: 'd'.repeat(501) })).toEqual({
      description: MESSAGES.descriptionMax,
    });
    expect(validateTutorTicket({ subject: 's', description: 'd'.repeat(20), priority: 'Urgent' })).toEqual({
      priority: MESSAGES.tutorPriorityInvalid,
    });
  });
});

describe('profile', () => {
  it('checks name and Indian mobile', () => {
    expect(validateProfile({ name: 'Meera', phone_number: '91234 56780' })).toEqual({});
    expect(validateProfile({ name: ' M ', phone_number: '5123456780' })).toEqual({
      name: 'Name must be at least 2 characters long',
      phone_number: 'Please enter a valid 10-digit Indian phone number',
    });
    expect(validateProfile({ name: 'N'.repeat(101), phone_number: '9123456780' })).toEqual({
      name: MESSAGES.profileNameMax,
    });
  });
});

describe('uploads', () => {
  const pdf = { name: 'cv.pdf', size: 1000, type: 'application/pdf' };
  it('checks type and size', () => {
    expect(validateUploadFile(pdf)).toBeUndefined();
    expect(validateUploadFile({ name: 'cv.png', size: 10, type: 'image/png' })).toBe(
      'Please upload only PDF files',
    );
    expect(validateUploadFile({ name: 'cv.pdf', size: 10, type: 'image/png' })).toBe(
      'Please upload only PDF files',
    );
    expect(validateUploadFile({ ...pdf, size: 6 * 1024 * 1024 })).toBe('File size should be less than 5MB');
  });
  it('requires skills and both files unless documents exist', () => {
    expect(validateUpload({ skills: ' ', resume: null, experienceLetter: null, hasExisting: false })).toEqual(
      {
        skills: 'Skills are required',
        resume: 'Resume is required',
        experienceLetter: 'Experience letter is required',
      },
    );
    expect(
      validateUpload({ skills: 'Python', resume: null, experienceLetter: null, hasExisting: true }),
    ).toEqual({});
    expect(
      validateUpload({ skills: 'Python', resume: pdf, experienceLetter: pdf, hasExisting: false }),
    ).toEqual({});
  });
  it('recognises PDF bytes', () => {
    expect(isPdfBytes(new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(isPdfBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBe(false);
    expect(isPdfBytes(new Uint8Array([0x25]))).toBe(false);
  });
  it('hasErrors', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ a: 'x' })).toBe(true);
  });
});

describe('rulesOf (per-field rules from a whole-form validator)', () => {
  it('gives each field the answer the validator gives it, with the values of the whole form', () => {
    const validate = (v: Partial<{ a: string; b: string }>) => ({
      a: v.a ? undefined : 'A is required.',
      b: v.b === v.a ? 'B must differ from A.' : undefined,
    });
    const rules = rulesOf<{ a: string; b: string }>(['a', 'b'], validate);
    expect(runRules(rules, { a: '', b: 'x' })).toEqual({ a: 'A is required.' });
    expect(runRules(rules, { a: 'x', b: 'x' })).toEqual({ b: 'B must differ from A.' });
    expect(rules.b('y', { a: 'x', b: 'y' })).toBeUndefined();
  });
});

describe('the e-mail rule (one strict subset for every form and the API)', () => {
  it.each([
    'ananya@example.com',
    'first.last+course@mail.example.co.in',
    'a_b%c-d@sub-domain.example',
    'A1@B2.IO',
    `${'a'.repeat(64)}@example.com`,
    '  padded@example.com  ',
  ])('accepts %s', (address) => {
    expect(isValidEmail(address)).toBe(true);
    expect(validateContact({ name: 'Asha', email: address, subject: 'Hi', message: 'Hello there' }).email).toBeUndefined();
  });

  it.each([
    '=HYPERLINK("http://x.example/?a","y")@x.example',
    '"quoted"@example.com',
    'a,b@example.com',
    'a(comment)@example.com',
    'Name <a@example.com>',
    'a b@example.com',
    '.lead@example.com',
    'trail.@example.com',
    'dou..ble@example.com',
    'a@b@example.com',
    'a@localhost',
    'a@example.c',
    'a@example.123',
    'a@-bad.example',
    'a@bad-.example',
    'a@exa_mple.com',
    'a@.example.com',
    'a@example..com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(64)}.com`,
    `a@${'b.'.repeat(126)}com`,
    'प्रिया@example.com',
  ])('refuses %s with the spec message', (address) => {
    expect(isValidEmail(address)).toBe(false);
    expect(validateStudentRegistration({ ...student, email: address }).email).toBe('Please enter a valid email address');
  });
});

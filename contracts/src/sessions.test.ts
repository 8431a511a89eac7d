import {
  CERTIFICATE_RULE,
  SESSION_MESSAGES,
  attendanceNeeded,
  linkifyParts,
  meetsCertificateRule,
  onTrackForCertificate,
  validateRecordingLink,
  validateSessionNotes,
} from './sessions';

describe('the certificate rule', () => {
  it('is one constant: a Completed batch and at least 80 % of its held sessions (20 of 25)', () => {
    expect(CERTIFICATE_RULE).toEqual({ batchStatus: 'Completed', minAttendedShare: 0.8 });
    expect(attendanceNeeded(25)).toBe(20);
    expect(attendanceNeeded(10)).toBe(8);
    expect(meetsCertificateRule({ batchStatus: 'Completed', attended: 20, held: 25 })).toBe(true);
    expect(meetsCertificateRule({ batchStatus: 'Completed', attended: 19, held: 25 })).toBe(false);
    expect(meetsCertificateRule({ batchStatus: 'Active', attended: 25, held: 25 })).toBe(false);
    expect(onTrackForCertificate({ attended: 8, held: 10 })).toBe(true);
    expect(onTrackForCertificate({ attended: 7, held: 10 })).toBe(false);
  });
});

describe('recording links and notes', () => {
  it('takes https links only, with clear messages', () => {
    expect(validateRecordingLink('https://drive.example.com/rec')).toBeUndefined();
    expect(validateRecordingLink('http://drive.example.com/rec')).toBe(SESSION_MESSAGES.recordingHttpsOnly);
    expect(validateRecordingLink('javascript:alert(1)')).toBe(SESSION_MESSAGES.recordingHttpsOnly);
    expect(validateRecordingLink('')).toBe(SESSION_MESSAGES.recordingRequired);
    expect(validateRecordingLink('drive')).toBe(SESSION_MESSAGES.recordingInvalid);
    expect(validateSessionNotes('a'.repeat(4000))).toBeUndefined();
    expect(validateSessionNotes('a'.repeat(4001))).toBe(SESSION_MESSAGES.notesTooLong);
  });

  it('cuts notes into text and links, leaving sentence punctuation outside the link', () => {
    expect(linkifyParts('See https://example.org/a. Then <b>x</b>')).toEqual([
      { text: 'See ' },
      { text: 'https://example.org/a', href: 'https://example.org/a' },
      { text: '. Then <b>x</b>' },
    ]);
    expect(linkifyParts('javascript:alert(1)')).toEqual([{ text: 'javascript:alert(1)' }]);
  });
});

import { CERTIFICATE_NO_PATTERN, linkedInAddUrl, normaliseCertificateNo } from './certificates';

it('accepts a certificate number in any case and nothing else', () => {
  expect(normaliseCertificateNo(' aar-7kq2-m9xd-4htp-r3wn ')).toBe('AAR-7KQ2-M9XD-4HTP-R3WN');
  expect(normaliseCertificateNo('AAR-7KQ2-M9XD-4HTP-R3W')).toBeUndefined();
  // I, L, O and U are not Crockford characters.
  expect(normaliseCertificateNo('AAR-IIII-LLLL-OOOO-UUUU')).toBeUndefined();
  expect(CERTIFICATE_NO_PATTERN.test('AAR-0000-ZZZZ-9999-AAAA')).toBe(true);
});

it("fills LinkedIn's add-certification form, month and year as in India", () => {
  const url = new URL(
    linkedInAddUrl({
      courseTitle: 'AI for Everyday Life',
      // 31 December 20:00 UTC is already 1 January in India.
      issuedAt: '2026-12-31T20:00:00Z',
      verifyUrl: 'https://aarohi.example/verify/AAR-7KQ2-M9XD-4HTP-R3WN',
      certificateNo: 'AAR-7KQ2-M9XD-4HTP-R3WN',
    }),
  );
  expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    startTask: 'CERTIFICATION_NAME',
    name: 'AI for Everyday Life',
    organizationName: 'Aarohi',
    issueYear: '2027',
    issueMonth: '1',
    certUrl: 'https://aarohi.example/verify/AAR-7KQ2-M9XD-4HTP-R3WN',
    certId: 'AAR-7KQ2-M9XD-4HTP-R3WN',
  });
});

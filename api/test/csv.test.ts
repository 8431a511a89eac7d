import { csvCell, csvDocument } from '../src/lib/csv';

describe('CSV exports', () => {
  it('are UTF-8 with a byte-order mark and keep a Devanagari name as typed (NFC)', () => {
    const doc = csvDocument([
      ['student_name', 'email'],
      ['प्रिया शर्मा', 'priya@example.com'],
      ['Zoe\u0308 N\u0303u\u0301n\u0303ez', 'zoe@example.com'],
    ]);
    const bytes = Buffer.from(doc, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'student_name,email\r\nप्रिया शर्मा,priya@example.com\r\nZoë Ñúñez,zoe@example.com\r\n',
    );
  });

  it('quotes separators and defuses formulas', () => {
    expect(csvCell('Rao, Asha')).toBe('"Rao, Asha"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(null)).toBe('');
  });
});

import {
  GST_STATES,
  documentNumber,
  financialYearLabel,
  gstinCheckChar,
  gstinError,
  GSTIN_MESSAGES,
  INVOICE_SERIES,
  numberInIndianWords,
  placeOfSupplyLabel,
  rupeesInWords,
  splitInclusive,
  validateBuyerTax,
} from './gst';

describe('GST states and union territories', () => {
  it('has the current codes, including the merged 26, Ladakh 38 and Other Territory 97', () => {
    const codes = GST_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(37);
    expect(codes).not.toContain('25');
    expect(codes).not.toContain('28');
    expect(placeOfSupplyLabel('26')).toBe('Dadra and Nagar Haveli and Daman and Diu (26)');
    expect(placeOfSupplyLabel('38')).toBe('Ladakh (38)');
    expect(placeOfSupplyLabel('97')).toBe('Other Territory (97)');
    expect(placeOfSupplyLabel('29', 'hi')).toBe('कर्नाटक (29)');
    for (const s of GST_STATES) expect(s.code).toMatch(/^\d\d$/);
  });
});

describe('GSTIN', () => {
  it.each([
    ['27AAPFU0939F1ZV'],
    ['24AAACC1206D1ZM'],
    ['29AAKCA2499K1Z0'],
    ['07AAACB1234C1ZH'],
  ])('%s is valid (format and check character)', (g) => {
    expect(gstinCheckChar(g.slice(0, 14))).toBe(g[14]);
    expect(gstinError(g)).toBeNull();
    expect(gstinError(g.toLowerCase().replace(/(.{5})/, '$1 '))).toBeNull();
  });

  it('refuses a wrong check character, a bad shape and an unknown state', () => {
    expect(gstinError('27AAPFU0939F1ZW')).toBe(GSTIN_MESSAGES.checksum);
    expect(gstinError('27AAPFU0939F1Z')).toBe(GSTIN_MESSAGES.format);
    expect(gstinError('27AAPF10939F1ZV')).toBe(GSTIN_MESSAGES.format);
    expect(gstinError('27AAPFU0939F1XV')).toBe(GSTIN_MESSAGES.format);
    const g = `25AAPFU0939F1Z`;
    expect(gstinError(g + gstinCheckChar(g))).toBe(GSTIN_MESSAGES.unknownState);
  });

  it('checks the checkout details: state required, GSTIN in the state she chose, name with GSTIN', () => {
    expect(validateBuyerTax({}, { stateRequired: true })).toEqual({ state: GSTIN_MESSAGES.state_required });
    expect(validateBuyerTax({}, { stateRequired: false })).toEqual({});
    expect(validateBuyerTax({ state: '25' }, { stateRequired: true })).toEqual({ state: GSTIN_MESSAGES.state_unknown });
    expect(validateBuyerTax({ state: '27', businessName: 'Unit Ltd', gstin: '27AAPFU0939F1ZV' }, { stateRequired: true })).toEqual({});
    expect(validateBuyerTax({ state: '29', businessName: 'Unit Ltd', gstin: '27AAPFU0939F1ZV' }, { stateRequired: true })).toEqual({
      gstin: 'This GSTIN is registered in Maharashtra, but you chose Karnataka as your state. Choose the state of the GSTIN, or leave the GSTIN empty.',
    });
    expect(validateBuyerTax({ state: '27', gstin: '27AAPFU0939F1ZV' }, { stateRequired: true })).toEqual({
      businessName: GSTIN_MESSAGES.needsName,
    });
    expect(validateBuyerTax({ state: '27', businessName: 'Unit Ltd' }, { stateRequired: true })).toEqual({
      gstin: GSTIN_MESSAGES.needsGstin,
    });
  });
});

describe('tax split of a GST-inclusive price', () => {
  it('₹2,499 within the state: taxable ₹2,117.80, CGST = SGST = ₹190.60', () => {
    expect(splitInclusive(249900, 18, true)).toEqual({
      total: 249900, taxable: 211780, cgst: 19060, sgst: 19060, igst: 0, ratePercent: 18, intraState: true,
    });
  });
  it('₹2,499 from another state: IGST ₹381.20', () => {
    expect(splitInclusive(249900, 18, false)).toMatchObject({ taxable: 211780, igst: 38120, cgst: 0, sgst: 0 });
  });
  it('with the 20 % coupon (₹1,999.20) the parts still add up', () => {
    expect(splitInclusive(199920, 18, true)).toMatchObject({ taxable: 169424, cgst: 15248, sgst: 15248 });
  });
  it('an odd paisa of tax goes to CGST; every amount adds up exactly', () => {
    // 101 paise: taxable 86, tax 15 → 8 + 7.
    expect(splitInclusive(101, 18, true)).toMatchObject({ taxable: 86, cgst: 8, sgst: 7 });
    for (let total = 0; total <= 300_000; total += 37) {
      for (const intra of [true, false]) {
        const s = splitInclusive(total, 18, intra);
        expect(s.taxable + s.cgst + s.sgst + s.igst).toBe(total);
        expect(Math.abs(s.cgst - s.sgst)).toBeLessThanOrEqual(1);
        // The tax is 18 % of the taxable value to within a paisa's rounding.
        expect(Math.abs(s.taxable * 0.18 - (s.cgst + s.sgst + s.igst))).toBeLessThanOrEqual(0.6);
      }
    }
  });
});

describe('amount in words (Indian numbering)', () => {
  it.each([
    [249900, 'Rupees Two Thousand Four Hundred Ninety-Nine Only'],
    [199920, 'Rupees One Thousand Nine Hundred Ninety-Nine and Twenty Paise Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [10000000, 'Rupees One Lakh Only'],
    [1234567800, 'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Only'],
    [100000000000, 'Rupees One Hundred Crore Only'],
  ])('%d paise', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });
  it('numbers', () => {
    expect(numberInIndianWords(110)).toBe('One Hundred Ten');
    expect(numberInIndianWords(1_01_00_011)).toBe('One Crore One Lakh Eleven');
  });
});

describe('financial year and document numbers', () => {
  it('April to March, India time', () => {
    expect(financialYearLabel(new Date('2026-04-01T00:00:00+05:30'))).toBe('26-27');
    expect(financialYearLabel(new Date('2026-03-31T23:59:59+05:30'))).toBe('25-26');
    // 31 March 19:00 UTC is already 1 April in India.
    expect(financialYearLabel(new Date('2027-03-31T19:00:00Z'))).toBe('27-28');
    expect(financialYearLabel(new Date('2099-12-01T00:00:00Z'))).toBe('99-00');
  });
  it("AAR/26-27/000123, at most 16 characters", () => {
    expect(documentNumber(INVOICE_SERIES, '26-27', 123)).toBe('AAR/26-27/000123');
    expect(documentNumber(INVOICE_SERIES, '26-27', 999999)).toHaveLength(16);
    expect(() => documentNumber(INVOICE_SERIES, '26-27', 1_000_000)).toThrow(RangeError);
    expect(() => documentNumber(INVOICE_SERIES, '26-27', 0)).toThrow(RangeError);
    expect(() => documentNumber({ id: 'x', prefix: 'AAR/CN/', digits: 4 }, '26-27', 1)).toThrow(/longer than 16/);
  });
});

/**
 * GST as the school's invoices apply it: the states and union territories with their GST codes,
 * GSTIN checks (format, checksum, state), the split of a tax-inclusive price into taxable value and
 * CGST + SGST or IGST, the total in words (Indian numbering, English and Hindi), the financial year and the document
 * numbers. Shared by the API (which decides) and the apps (which ask and explain).
 */
import { indiaWallClock } from './india-time';

export interface GstState {
  /** The two-digit GST state code, as it begins a GSTIN. */
  code: string;
  name: string;
  /** The name as the Hindi pages show it. */
  hi: string;
}

/**
 * The current list of GST state codes. 25 (Daman and Diu) merged into 26 in 2020, and 28 (old
 * Andhra Pradesh) is no longer issued; neither can be chosen. 97 is "Other Territory" (offshore
 * areas and the like); 99 (Centre Jurisdiction) is not a place of supply and is left out.
 */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir', hi: 'जम्मू और कश्मीर' },
  { code: '02', name: 'Himachal Pradesh', hi: 'हिमाचल प्रदेश' },
  { code: '03', name: 'Punjab', hi: 'पंजाब' },
  { code: '04', name: 'Chandigarh', hi: 'चंडीगढ़' },
  { code: '05', name: 'Uttarakhand', hi: 'उत्तराखंड' },
  { code: '06', name: 'Haryana', hi: 'हरियाणा' },
  { code: '07', name: 'Delhi', hi: 'दिल्ली' },
  { code: '08', name: 'Rajasthan', hi: 'राजस्थान' },
  { code: '09', name: 'Uttar Pradesh', hi: 'उत्तर प्रदेश' },
  { code: '10', name: 'Bihar', hi: 'बिहार' },
  { code: '11', name: 'Sikkim', hi: 'सिक्किम' },
  { code: '12', name: 'Arunachal Pradesh', hi: 'अरुणाचल प्रदेश' },
  { code: '13', name: 'Nagaland', hi: 'नागालैंड' },
  { code: '14', name: 'Manipur', hi: 'मणिपुर' },
  { code: '15', name: 'Mizoram', hi: 'मिज़ोरम' },
  { code: '16', name: 'Tripura', hi: 'त्रिपुरा' },
  { code: '17', name: 'Meghalaya', hi: 'मेघालय' },
  { code: '18', name: 'Assam', hi: 'असम' },
  { code: '19', name: 'West Bengal', hi: 'पश्चिम बंगाल' },
  { code: '20', name: 'Jharkhand', hi: 'झारखंड' },
  { code: '21', name: 'Odisha', hi: 'ओडिशा' },
  { code: '22', name: 'Chhattisgarh', hi: 'छत्तीसगढ़' },
  { code: '23', name: 'Madhya Pradesh', hi: 'मध्य प्रदेश' },
  { code: '24', name: 'Gujarat', hi: 'गुजरात' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', hi: 'दादरा और नगर हवेली और दमन और दीव' },
  { code: '27', name: 'Maharashtra', hi: 'महाराष्ट्र' },
  { code: '29', name: 'Karnataka', hi: 'कर्नाटक' },
  { code: '30', name: 'Goa', hi: 'गोवा' },
  { code: '31', name: 'Lakshadweep', hi: 'लक्षद्वीप' },
  { code: '32', name: 'Kerala', hi: 'केरल' },
  { code: '33', name: 'Tamil Nadu', hi: 'तमिलनाडु' },
  { code: '34', name: 'Puducherry', hi: 'पुडुचेरी' },
  { code: '35', name: 'Andaman and Nicobar Islands', hi: 'अंडमान और निकोबार द्वीपसमूह' },
  { code: '36', name: 'Telangana', hi: 'तेलंगाना' },
  { code: '37', name: 'Andhra Pradesh', hi: 'आंध्र प्रदेश' },
  { code: '38', name: 'Ladakh', hi: 'लद्दाख' },
  { code: '97', name: 'Other Territory', hi: 'अन्य क्षेत्र' },
];

const BY_CODE = new Map(GST_STATES.map((s) => [s.code, s]));

export function gstState(code: string | null | undefined): GstState | undefined {
  return code ? BY_CODE.get(code) : undefined;
}

/** "Karnataka (29)": place of supply as an invoice names it. */
export function placeOfSupplyLabel(code: string, language: 'en' | 'hi' = 'en'): string {
  const s = gstState(code);
  if (!s) return code;
  return `${language === 'hi' ? s.hi : s.name} (${s.code})`;
}

// ------------------------------------------------------------------ GSTIN

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z' by default, check character. */
const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of the first 14 characters (the GST network's mod-36 scheme: every second
 * character's value doubled, each product folded as quotient + remainder by 36).
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_ALPHABET.indexOf(first14[i]!);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Upper case with spaces removed: how she may type it and how it is stored. */
export const normaliseGstin = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export const GSTIN_MESSAGES = {
  format:
    'This GSTIN is not in the right format: 15 characters, the 2-digit state code, the 10-character PAN, then 3 more (for example 29AABCA1234F1Z5).',
  checksum:
    'This GSTIN is not valid: its last character does not match. Please check it against the GST certificate.',
  unknownState: 'This GSTIN starts with a state code that does not exist.',
  state: (gstinState: string, chosen: string) =>
    `This GSTIN is registered in ${gstinState}, but you chose ${chosen} as your state. Choose the state of the GSTIN, or leave the GSTIN empty.`,
  needsName: 'Please give the business name that goes with the GSTIN.',
  needsGstin: 'Please give the GSTIN of the business, or leave the business name empty.',
  state_required: 'Please choose your state or union territory.',
  state_unknown: 'Please choose a state or union territory from the list.',
} as const;

/** Null when `gstin` is a well-formed GSTIN with a correct check character, else the reason. */
export function gstinError(gstin: string): string | null {
  const g = normaliseGstin(gstin);
  if (!GSTIN_FORMAT.test(g)) return GSTIN_MESSAGES.format;
  if (!gstState(g.slice(0, 2))) return GSTIN_MESSAGES.unknownState;
  if (gstinCheckChar(g.slice(0, 14)) !== g[14]) return GSTIN_MESSAGES.checksum;
  return null;
}

export const isValidGstin = (gstin: string) => gstinError(gstin) === null;

export interface BuyerTaxDetails {
  /** Her state or union territory (GST code). */
  state?: string | null;
  businessName?: string | null;
  gstin?: string | null;
}

/**
 * Checks what she gave at checkout: a state from the list (when required), and a business name and
 * GSTIN together or neither, the GSTIN valid and registered in the state she chose. Field → message.
 */
export function validateBuyerTax(
  b: BuyerTaxDetails,
  opts: { stateRequired: boolean },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const state = b.state?.trim() ?? '';
  if (!state) {
    if (opts.stateRequired) errors.state = GSTIN_MESSAGES.state_required;
  } else if (!gstState(state)) errors.state = GSTIN_MESSAGES.state_unknown;
  const name = b.businessName?.trim() ?? '';
  const gstin = b.gstin ? normaliseGstin(b.gstin) : '';
  if (gstin) {
    const error = gstinError(gstin);
    if (error) errors.gstin = error;
    else if (state && gstState(state) && gstin.slice(0, 2) !== state)
      errors.gstin = GSTIN_MESSAGES.state(gstState(gstin.slice(0, 2))!.name, gstState(state)!.name);
    if (!name) errors.businessName = GSTIN_MESSAGES.needsName;
  } else if (name) errors.gstin = GSTIN_MESSAGES.needsGstin;
  return errors;
}

// ------------------------------------------------------------------ tax split

export interface TaxSplit {
  /** All in paise; taxable + cgst + sgst + igst = total exactly. */
  total: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** The whole rate (18); CGST and SGST are each half of it. */
  ratePercent: number;
  intraState: boolean;
}

/**
 * Splits a price that includes GST. The taxable value is total × 100 / (100 + rate) rounded to the
 * paisa and the tax is what remains, so the two always add up to what she paid. Within the school's
 * state the tax is halved into CGST and SGST; an odd paisa goes to CGST so the halves still add up.
 */
export function splitInclusive(totalPaise: number, ratePercent: number, intraState: boolean): TaxSplit {
  if (!Number.isInteger(totalPaise) || totalPaise < 0) throw new RangeError('total must be whole paise');
  const taxable = Math.round((totalPaise * 100) / (100 + ratePercent));
  const tax = totalPaise - taxable;
  if (!intraState)
    return { total: totalPaise, taxable, cgst: 0, sgst: 0, igst: tax, ratePercent, intraState };
  const cgst = Math.ceil(tax / 2);
  return { total: totalPaise, taxable, cgst, sgst: tax - cgst, igst: 0, ratePercent, intraState };
}

// ------------------------------------------------------------------ amount in words

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const t = TENS[Math.floor(n / 10)]!;
  return n % 10 ? `${t}-${ONES[n % 10]}` : t;
}

function belowThousand(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  return [h ? `${ONES[h]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words, grouped the Indian way: crore, lakh, thousand, hundred. */
export function numberInIndianWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError('a whole number is needed');
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${numberInIndianWords(crore)} Crore`);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor((n % 100_000) / 1000);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  const rest = n % 1000;
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** 249900 → "Rupees Two Thousand Four Hundred Ninety-Nine Only"; 199920 → "… and Twenty Paise Only". */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  const head = `Rupees ${numberInIndianWords(rupees)}`;
  return p ? `${head} and ${belowHundred(p)} Paise Only` : `${head} Only`;
}

// ------------------------------------------------------------------ amount in words, Hindi

/**
 * Hindi number words 0–99, ten to a line (one decade a row). They are irregular (twenty-nine is
 * उनतीस, "one short of thirty"), so the whole table is written out. The spellings are those of the
 * Unicode CLDR's Hindi spell-out rules, with two choices of the standard school spelling: the
 * anusvara in पंद्रह (as in पंचानवे) and -नवे for 91–99 (निन्यानवे rather than CLDR's निन्यानबे).
 */
// prettier-ignore
const HI_0_99 = [
  'शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस',
  'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस',
  'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस',
  'चालीस', 'इकतालीस', 'बयालीस', 'तैंतालीस', 'चौवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास',
  'पचास', 'इक्यावन', 'बावन', 'तिरेपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ',
  'साठ', 'इकसठ', 'बासठ', 'तिरेसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर',
  'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उनासी',
  'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी',
  'नब्बे', 'इक्यानवे', 'बानवे', 'तिरानवे', 'चौरानवे', 'पंचानवे', 'छियानवे', 'सत्तानवे', 'अट्ठानवे', 'निन्यानवे',
] as const;

/** A whole number in Hindi words, grouped the Indian way: करोड़, लाख, हज़ार, सौ. */
export function numberInHindiWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError('a whole number is needed');
  if (n < 100) return HI_0_99[n]!;
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${numberInHindiWords(crore)} करोड़`);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  if (lakh) parts.push(`${HI_0_99[lakh]} लाख`);
  const thousand = Math.floor((n % 100_000) / 1000);
  if (thousand) parts.push(`${HI_0_99[thousand]} हज़ार`);
  const hundred = Math.floor((n % 1000) / 100);
  if (hundred) parts.push(`${HI_0_99[hundred]} सौ`);
  const rest = n % 100;
  if (rest) parts.push(HI_0_99[rest]!);
  return parts.join(' ');
}

/**
 * 249900 → "दो हज़ार चार सौ निन्यानवे रुपये मात्र"; 199920 → "… रुपये और बीस पैसे मात्र". One rupee
 * and one paisa take the singular (एक रुपया, एक पैसा); an amount under a rupee names its paise only.
 */
export function rupeesInHindiWords(paise: number): string {
  if (!Number.isInteger(paise) || paise < 0) throw new RangeError('a whole number of paise is needed');
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  const paiseWords = `${HI_0_99[p]} ${p === 1 ? 'पैसा' : 'पैसे'}`;
  if (rupees === 0 && p) return `${paiseWords} मात्र`;
  const head = `${numberInHindiWords(rupees)} ${rupees === 1 ? 'रुपया' : 'रुपये'}`;
  return p ? `${head} और ${paiseWords} मात्र` : `${head} मात्र`;
}

/** The amount in words in the document's language. */
export const amountInWords = (paise: number, language: 'en' | 'hi'): string =>
  language === 'hi' ? rupeesInHindiWords(paise) : rupeesInWords(paise);

// ------------------------------------------------------------------ financial year and numbers

/** The financial year (April–March, India time) of an instant: '26-27' for any day from 1 April 2026 to 31 March 2027. */
export function financialYearLabel(at: Date): string {
  const india = indiaWallClock(at);
  const y = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? y : y - 1;
  const yy = (n: number) => String(n % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

/** A numbered series of tax documents: invoices now, credit notes later, each with its own counter. */
export interface DocumentSeries {
  /** The key of its counter rows (one per financial year). */
  id: string;
  prefix: string;
  digits: number;
}

/** Rule 46 allows at most 16 characters in a document number. */
export const DOCUMENT_NUMBER_MAX = 16;

export const INVOICE_SERIES: DocumentSeries = { id: 'invoice', prefix: 'AAR/', digits: 6 };

/**
 * Credit notes (refunds) have their own series on the same counter table: 'AARCN/26-27/0001' is
 * 16 characters, the most Rule 46 allows ('AAR/CN/26-27/0001' would be 17).
 */
export const CREDIT_NOTE_SERIES: DocumentSeries = { id: 'credit-note', prefix: 'AARCN/', digits: 4 };

/** 'AAR/26-27/000123': the series' prefix, the financial year and the number within it. */
export function documentNumber(series: DocumentSeries, fy: string, seq: number): string {
  if (!Number.isInteger(seq) || seq < 1 || String(seq).length > series.digits)
    throw new RangeError(`${series.id} number ${seq} does not fit ${series.digits} digits`);
  const n = `${series.prefix}${fy}/${String(seq).padStart(series.digits, '0')}`;
  if (n.length > DOCUMENT_NUMBER_MAX)
    throw new RangeError(`${n} is longer than ${DOCUMENT_NUMBER_MAX} characters`);
  return n;
}

// ------------------------------------------------------------------ credit notes

/** The money parts of an invoice or a credit note, in paise; taxable + cgst + sgst + igst = total. */
export interface TaxParts {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

const minusParts = (a: TaxParts, b: TaxParts): TaxParts => ({
  taxable: a.taxable - b.taxable,
  cgst: a.cgst - b.cgst,
  sgst: a.sgst - b.sgst,
  igst: a.igst - b.igst,
  total: a.total - b.total,
});

/** The sum of some credit notes' parts (zero for none). */
export function sumParts(parts: readonly TaxParts[]): TaxParts {
  return parts.reduce((acc, p) => ({
    taxable: acc.taxable + p.taxable,
    cgst: acc.cgst + p.cgst,
    sgst: acc.sgst + p.sgst,
    igst: acc.igst + p.igst,
    total: acc.total + p.total,
  }), { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/**
 * The parts of a credit note refunding `amount` paise of an invoice, after the notes already issued
 * against it (`earlier`). The tax is reversed as it was charged (CGST + SGST, or IGST) and in
 * proportion to the amount; the note that completes the invoice takes exactly what the earlier ones
 * left, so all of an invoice's notes together reverse it to the paisa. No part ever goes beyond
 * what is left of it. Throws RangeError for an amount that is not whole paise, not positive, or
 * more than what remains.
 */
export function creditNoteParts(invoice: TaxParts, earlier: readonly TaxParts[], amount: number): TaxParts {
  const left = minusParts(invoice, sumParts(earlier));
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError('a refund is a positive number of whole paise');
  if (amount > left.total) throw new RangeError(`only ${left.total} paise of this invoice remain to refund`);
  if (amount === left.total) return left;
  const leftTax = left.cgst + left.sgst + left.igst;
  const taxable = clamp(Math.round((invoice.taxable * amount) / invoice.total), amount - leftTax, left.taxable);
  const tax = amount - taxable;
  if (invoice.igst > 0 || invoice.cgst + invoice.sgst === 0)
    return { taxable, cgst: 0, sgst: 0, igst: tax, total: amount };
  const cgst = clamp(Math.ceil(tax / 2), tax - left.sgst, left.cgst);
  return { taxable, cgst, sgst: tax - cgst, igst: 0, total: amount };
}

/** What the invoice says of the service. SAC 999293: commercial training and coaching services. */
export const DEFAULT_SAC = '999293';
export const DEFAULT_GST_RATE_PERCENT = 18;
export const INVOICE_DESCRIPTION = 'Live online course: commercial training and coaching';

/** The invoice's PDF file name: its number with the slashes made safe. */
export const invoicePdfFileName = (number: string) => `Aarohi-tax-invoice-${number.replace(/\//g, '-')}.pdf`;

/** The credit note's PDF file name. */
export const creditNotePdfFileName = (number: string) => `Aarohi-credit-note-${number.replace(/\//g, '-')}.pdf`;

/**
 * UPI deep links (NPCI's `upi://pay` URI): what a QR code carries on a desktop and what the "Open
 * your UPI app" link opens on a phone. Amounts are rupees with two decimals; the order id travels as
 * the transaction reference, so the payment the app makes is tied to this order.
 */
import QRCode from 'qrcode';

export interface UpiPayment {
  /** The payee's virtual payment address (VPA), e.g. `aarohi@okaxis`. */
  payeeVpa: string;
  payeeName: string;
  amountPaise: number;
  /** The order reference (`tr`). */
  reference: string;
  /** The note the app shows (`tn`). */
  note: string;
}

const VPA = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,64}$/;

/** Percent-encodes as URLSearchParams would not: spaces as %20 (some UPI apps show a literal `+`). */
const enc = (v: string) => encodeURIComponent(v);

export function upiUri(p: UpiPayment): string {
  if (!VPA.test(p.payeeVpa)) throw new Error('not a UPI address');
  if (!Number.isInteger(p.amountPaise) || p.amountPaise <= 0) throw new Error('amount must be positive paise');
  if (!p.reference) throw new Error('a reference is required');
  const amount = `${Math.floor(p.amountPaise / 100)}.${String(p.amountPaise % 100).padStart(2, '0')}`;
  // Apps show the note in a line or two: long notes are cut rather than refused.
  const note = p.note.slice(0, 50);
  return (
    `upi://pay?pa=${enc(p.payeeVpa)}&pn=${enc(p.payeeName)}&am=${amount}&cu=INR` +
    `&tr=${enc(p.reference)}&tn=${enc(note)}`
  );
}

/** The URI as an SVG QR code (medium error correction, a quiet zone of 2 modules). */
export function upiQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#1f1230', light: '#ffffff' } });
}

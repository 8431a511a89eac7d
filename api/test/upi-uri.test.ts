import { upiQrSvg, upiUri } from '../src/payments/upi';

const base = { payeeVpa: 'aarohi@okaxis', payeeName: 'Aarohi', amountPaise: 249900, reference: 'order_abc123', note: 'Payment for the course' };

describe('upiUri', () => {
  it('writes the NPCI upi://pay URI with the amount in rupees and the order as reference', () => {
    expect(upiUri(base)).toBe(
      'upi://pay?pa=aarohi%40okaxis&pn=Aarohi&am=2499.00&cu=INR&tr=order_abc123&tn=Payment%20for%20the%20course',
    );
  });

  it('keeps paise exactly (no floating point) and encodes names with spaces and non-Latin letters', () => {
    const uri = upiUri({ ...base, amountPaise: 212415, payeeName: 'आरोही School & Co' });
    const params = new URLSearchParams(uri.slice('upi://pay?'.length));
    expect(params.get('am')).toBe('2124.15');
    expect(params.get('pn')).toBe('आरोही School & Co');
    expect(uri).not.toContain('+');
    expect(upiUri({ ...base, amountPaise: 5 })).toContain('am=0.05&');
  });

  it('cuts a long note and refuses what no UPI app could pay', () => {
    const params = new URLSearchParams(upiUri({ ...base, note: 'x'.repeat(80) }).split('?')[1]);
    expect(params.get('tn')).toHaveLength(50);
    expect(() => upiUri({ ...base, payeeVpa: 'not an address' })).toThrow();
    expect(() => upiUri({ ...base, amountPaise: 0 })).toThrow();
    expect(() => upiUri({ ...base, amountPaise: 10.5 })).toThrow();
    expect(() => upiUri({ ...base, reference: '' })).toThrow();
  });

  it('draws the URI as an SVG QR code', async () => {
    const svg = await upiQrSvg(upiUri(base));
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('<path');
  });
});

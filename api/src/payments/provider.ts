/** Payment providers: a local sandbox (default) and Razorpay's Orders API. Same browser code for both. */
import crypto from 'node:crypto';
import type { Config } from '../config';
import { HttpError } from '../lib/errors';

export interface CreatedOrder {
  id: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'razorpay';
  readonly keyId: string;
  checkoutScriptUrl(apiBase: string): string;
  createOrder(input: { amount: number; currency: string; receipt: string }): Promise<CreatedOrder>;
  sign(orderId: string, paymentId: string): string;
  verify(orderId: string, paymentId: string, signature: string): boolean;
}

function hmac(secret: string, orderId: string, paymentId: string): string {
  return crypto.createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

function safeEqualHex(a: string, b: string): boolean {
  const ba = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  return ba.length === bb.length && crypto.timingSafeEqual(ba, bb);
}

export function createPaymentProvider(config: Config['payment']): PaymentProvider {
  const sign = (orderId: string, paymentId: string) => hmac(config.keySecret, orderId, paymentId);
  const verify = (orderId: string, paymentId: string, signature: string) =>
    safeEqualHex(sign(orderId, paymentId), signature);

  if (config.provider === 'razorpay') {
    return {
      name: 'razorpay',
      keyId: config.keyId,
      checkoutScriptUrl: () => 'https://checkout.razorpay.com/v1/checkout.js',
      sign,
      verify,
      async createOrder({ amount, currency, receipt }) {
        const auth = Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64');
        let res: Response;
        try {
          res = await fetch(`${config.apiBase}/v1/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Basic ${auth}` },
            body: JSON.stringify({ amount, currency, receipt }),
            signal: AbortSignal.timeout(10000),
          });
        } catch {
          throw new HttpError(502, 'The payment provider is not reachable. Please try again.');
        }
        const body = (await res.json().catch(() => ({}))) as { id?: unknown };
        if (!res.ok || typeof body.id !== 'string') {
          throw new HttpError(502, 'The payment provider refused the order. Please try again.');
        }
        return { id: body.id };
      },
    };
  }
  return {
    name: 'sandbox',
    keyId: config.keyId,
    checkoutScriptUrl: (apiBase) => `${apiBase}/sandbox/checkout.js`,
    sign,
    verify,
    async createOrder() {
      return { id: `order_${crypto.randomBytes(7).toString('hex')}` };
    },
  };
}

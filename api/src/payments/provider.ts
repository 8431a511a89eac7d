/** Payment providers: a local sandbox (default) and Razorpay's Orders API. Same browser code for both. */
import crypto from 'node:crypto';
import type { Config } from '../config';
import { HttpError } from '../lib/errors';

export interface CreatedOrder {
  id: string;
}

/** A payment attempt on an order, as the provider's `GET /v1/orders/:id/payments` lists it. */
export interface ProviderPayment {
  id: string;
  /** created | authorized | captured | refunded | failed */
  status: string;
  amount: number;
  currency: string;
  method?: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'razorpay';
  readonly keyId: string;
  checkoutScriptUrl(apiBase: string): string;
  createOrder(input: { amount: number; currency: string; receipt: string }): Promise<CreatedOrder>;
  sign(orderId: string, paymentId: string): string;
  verify(orderId: string, paymentId: string, signature: string): boolean;
  /** The payments made on an order, from the provider's records (reconciliation asks this). */
  orderPayments(orderId: string): Promise<ProviderPayment[]>;
  /**
   * Refunds `amount` paise of a captured payment (`POST /v1/payments/:id/refund`). Answers the
   * provider's refund id and state (pending until the bank confirms: a `refund.processed` webhook
   * follows). Throws ProviderRefusal when the provider refuses or cannot be reached.
   */
  refund(input: { paymentId: string; amount: number; receipt: string; notes?: Record<string, string> }): Promise<ProviderRefund>;
}

export interface ProviderRefund {
  id: string;
  /** pending | processed */
  status: string;
}

/** The provider said no (or did not answer): the refund did not happen. */
export class ProviderRefusal extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'ProviderRefusal';
  }
}

function hmac(secret: string, orderId: string, paymentId: string): string {
  return crypto.createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

function safeEqualHex(a: string, b: string): boolean {
  const ba = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  return ba.length === bb.length && crypto.timingSafeEqual(ba, bb);
}

export function createPaymentProvider(
  config: Config['payment'],
  /** The sandbox's own records (./sandbox.ts), standing in for the provider's. */
  sandboxRecords: (orderId: string) => Promise<ProviderPayment[]> = async () => [],
  /** The sandbox's refunds (./sandbox.ts): recorded, answered pending, confirmed by webhook later. */
  sandboxRefund: PaymentProvider['refund'] = async () => {
    throw new ProviderRefusal('the sandbox keeps no refunds here');
  },
): PaymentProvider {
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
      async refund({ paymentId, amount, receipt, notes }) {
        const auth = Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64');
        let res: Response;
        try {
          res = await fetch(`${config.apiBase}/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Basic ${auth}` },
            body: JSON.stringify({ amount, speed: 'normal', receipt, notes: notes ?? {} }),
            signal: AbortSignal.timeout(15000),
          });
        } catch {
          throw new ProviderRefusal('the provider could not be reached');
        }
        const body = (await res.json().catch(() => ({}))) as {
          id?: unknown;
          status?: unknown;
          error?: { description?: unknown };
        };
        if (!res.ok || typeof body.id !== 'string') {
          const said = typeof body.error?.description === 'string' ? body.error.description : `HTTP ${res.status}`;
          throw new ProviderRefusal(said.slice(0, 200));
        }
        return { id: body.id, status: typeof body.status === 'string' ? body.status : 'pending' };
      },
      async orderPayments(orderId) {
        const auth = Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64');
        const res = await fetch(`${config.apiBase}/v1/orders/${encodeURIComponent(orderId)}/payments`, {
          headers: { authorization: `Basic ${auth}` },
          signal: AbortSignal.timeout(10000),
        });
        if (!res.ok) throw new Error(`the provider answered ${res.status} for the order's payments`);
        const body = (await res.json()) as { items?: unknown };
        if (!Array.isArray(body.items)) throw new Error("the provider's answer lists no payments");
        return (body.items as Record<string, unknown>[])
          .filter((p) => typeof p.id === 'string' && typeof p.status === 'string')
          .map((p) => ({
            id: p.id as string,
            status: p.status as string,
            amount: Number(p.amount),
            currency: String(p.currency ?? ''),
            method: typeof p.method === 'string' ? p.method : undefined,
          }));
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
    orderPayments: sandboxRecords,
    refund: sandboxRefund,
  };
}

// The payment provider's browser checkout (Razorpay or the API's sandbox, same constructor).

export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface CheckoutOptions {
  key: string;
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: CheckoutSuccess) => void;
  modal?: { ondismiss?: () => void };
  /** Razorpay Checkout's method display (the sandbox shows the same order itself). */
  config?: typeof CHECKOUT_DISPLAY;
}

/**
 * Methods as the provider's checkout shows them: UPI first (QR code on a desktop, the app intent on
 * a phone; no UPI Collect, where she would type a UPI ID), then cards and netbanking, and nothing else.
 */
export const CHECKOUT_DISPLAY = {
  display: {
    blocks: {
      upi: { name: 'Pay by UPI', instruments: [{ method: 'upi', flows: ['qr', 'intent'] }] },
      other: { name: 'Cards and netbanking', instruments: [{ method: 'card' }, { method: 'netbanking' }] },
    },
    sequence: ['block.upi', 'block.other'],
    preferences: { show_default_blocks: false },
  },
} as const;

export interface CheckoutInstance {
  open(): void;
  on?(event: 'payment.failed', handler: (response: unknown) => void): void;
}

export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

export const CHECKOUT_SCRIPT_NOT_LOADED = 'Razorpay checkout script not loaded. Please try again.';

const loading = new Map<string, Promise<CheckoutConstructor>>();

/** Loads the checkout script once per URL; a failed load can be retried. */
export function loadCheckoutScript(src: string): Promise<CheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  const pending = loading.get(src);
  if (pending) return pending;
  const promise = new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error(CHECKOUT_SCRIPT_NOT_LOADED));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(CHECKOUT_SCRIPT_NOT_LOADED));
    };
    document.body.appendChild(script);
  }).catch((error: unknown) => {
    loading.delete(src);
    throw error;
  });
  loading.set(src, promise);
  return promise;
}

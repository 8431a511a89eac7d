/**
 * TypeBox schemas of the payment flow around the checkout: the provider's webhook, an order's
 * status (what the payment page and the sandbox window poll) and the sandbox's simulated methods.
 * Re-exported by ./schemas.
 */
import { Type, type Static } from 'typebox';

/** Razorpay's webhook body: only what the API reads is named; the rest passes through as sent. */
export const PaymentWebhookBody = Type.Object(
  {
    entity: Type.Optional(Type.String()),
    event: Type.String({ maxLength: 100 }),
    contains: Type.Optional(Type.Array(Type.String())),
    payload: Type.Optional(Type.Object({}, { additionalProperties: true })),
    created_at: Type.Optional(Type.Number()),
  },
  { additionalProperties: true },
);
export const PaymentWebhookResponse = Type.Object({
  success: Type.Literal(true),
  /** false: this event id was received before; nothing was stored again. */
  stored: Type.Boolean(),
});

export const OrderIdParams = Type.Object(
  { orderId: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);

/** Where an order stands: created (waiting), paid (settled), expired (its hold ended unpaid). */
export const PaymentOrderStatusResponse = Type.Object({
  success: Type.Literal(true),
  orderId: Type.String(),
  status: Type.Union([Type.Literal('created'), Type.Literal('paid'), Type.Literal('expired')]),
  expiresAt: Type.String(),
  /** Why the last attempt failed (declined in her UPI app, the request expired); null when none did. */
  lastFailure: Type.Union([Type.String(), Type.Null()]),
  /** When paid: what the payment recorded (the same facts as POST /payment's answer). */
  payment: Type.Union([
    Type.Object({
      transactionId: Type.String(),
      amount: Type.Integer(),
      currency: Type.String(),
      paidAt: Type.String(),
    }),
    Type.Null(),
  ]),
  student_name: Type.Union([Type.String(), Type.Null()]),
  course_title: Type.Union([Type.String(), Type.Null()]),
  placement: Type.Union([
    Type.Object({
      batch_id: Type.Integer(),
      batch_name: Type.String(),
      timing: Type.String(),
      start_date: Type.Union([Type.String(), Type.Null()]),
      first_class_date: Type.Union([Type.String(), Type.Null()]),
      moved_from: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
});

export const SandboxUpiResponse = Type.Object({
  success: Type.Literal(true),
  /** The `upi://pay?…` URI: the QR code's content, and the app link on a phone. */
  uri: Type.String(),
  /** The URI drawn as an SVG QR code. */
  qrSvg: Type.String(),
});

export const SandboxPayBody = Type.Object(
  {
    orderId: Type.String({ minLength: 1, maxLength: 100 }),
    method: Type.Union([Type.Literal('upi'), Type.Literal('card'), Type.Literal('netbanking')]),
    /** What her UPI app (or the bank's page) does: approve, decline, or let the request expire. */
    outcome: Type.Union([Type.Literal('approve'), Type.Literal('decline'), Type.Literal('expire')]),
  },
  { additionalProperties: false },
);
export const SandboxPayResponse = Type.Object({
  success: Type.Literal(true),
  status: Type.Union([Type.Literal('captured'), Type.Literal('failed')]),
  razorpay_payment_id: Type.String(),
  razorpay_order_id: Type.String(),
  /** Present when captured: the checkout's signature, for the browser's POST /payment. */
  razorpay_signature: Type.Optional(Type.String()),
  error: Type.Optional(Type.Object({ reason: Type.String(), description: Type.String() })),
});

export type PaymentWebhookBody = Static<typeof PaymentWebhookBody>;
export type PaymentOrderStatusResponse = Static<typeof PaymentOrderStatusResponse>;
export type SandboxPayBody = Static<typeof SandboxPayBody>;
export type SandboxPayResponse = Static<typeof SandboxPayResponse>;
export type SandboxUpiResponse = Static<typeof SandboxUpiResponse>;

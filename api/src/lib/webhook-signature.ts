/** Webhook signatures (Razorpay's and WhatsApp's): HMAC-SHA256 (hex) of the raw request body with the shared secret. */
import crypto from 'node:crypto';

export function webhookSignature(secret: string, rawBody: string | Buffer): string {
  return crypto.createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function verifyWebhookSignature(secret: string, rawBody: Buffer, signature: unknown): boolean {
  if (!secret || typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(webhookSignature(secret, rawBody), 'utf8');
  const given = Buffer.from(signature.toLowerCase(), 'utf8');
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

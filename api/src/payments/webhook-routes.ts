/**
 * POST /api/payments/webhook: the provider's word on a payment (Razorpay's format). The signature
 * is checked on the raw bytes as sent, the event is stored under its event id (a redelivery is
 * stored once) and answered at once; the payments worker (./worker.ts) processes it afterwards.
 * A wrong signature is refused with 400 and nothing is stored.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/schemas';
import { badRequest } from '../lib/errors';
import { verifyWebhookSignature } from '../lib/webhook-signature';
import { keepRawJson } from '../lib/raw-json';
import { eventRefs, storeEvent } from './worker';

const webhook: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  keepRawJson(app);

  app.post(
    '/api/payments/webhook',
    {
      schema: {
        tags: ['payments'],
        headers: {
          type: 'object',
          properties: {
            'x-razorpay-signature': { type: 'string', maxLength: 200 },
            'x-razorpay-event-id': { type: 'string', maxLength: 200 },
          },
        },
        body: S.PaymentWebhookBody,
        response: { 200: S.PaymentWebhookResponse },
      },
      bodyLimit: 256 * 1024,
      config: {
        // The provider retries and bursts (several events per payment); a flood from one address is cut off.
        rateLimit: { max: 600, timeWindow: 60_000 },
        keepsReadCache: true,
      },
    },
    async (req) => {
      const raw = req.rawBody;
      if (!raw || !verifyWebhookSignature(config.payment.webhookSecret, raw, req.headers['x-razorpay-signature']))
        throw badRequest('The webhook signature does not match.');
      const headerId = req.headers['x-razorpay-event-id'];
      const body = req.body as Record<string, unknown>;
      const { orderId, paymentId } = eventRefs(body);
      const event = req.body.event;
      // Razorpay sends an event id with every webhook; without one, the signed body itself is the
      // identity (the same bytes redelivered are the same event).
      const eventId =
        typeof headerId === 'string' && headerId.trim() !== ''
          ? headerId.trim()
          : `body:${(await import('node:crypto')).createHash('sha256').update(raw).digest('hex')}`;
      const stored = await storeEvent(db, { eventId, event, orderId, paymentId, payload: body });
      if (stored) setImmediate(() => app.deps.paymentsWorker.kick());
      return { success: true as const, stored };
    },
  );
};

export default webhook;

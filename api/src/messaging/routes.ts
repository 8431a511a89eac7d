/**
 * WhatsApp's routes: her consent on her profile (GET / PUT /api/student/whatsapp), and the
 * provider's webhook. GET /api/whatsapp/webhook answers the provider's verification challenge;
 * POST is accepted only when X-Hub-Signature-256 is the HMAC-SHA256 of the raw body with the app
 * secret (401 otherwise, and nothing changes), then records delivery statuses per message and her
 * STOP / START replies. A body that is not a WhatsApp Business Account event is a 400.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import * as S from '@ai-women/contracts/schemas';
import {
  WHATSAPP_ITEMS,
  WHATSAPP_MESSAGES,
  WHATSAPP_WILL_RECEIVE,
  whatsappConsentText,
  formatIndianMobile,
} from '@ai-women/contracts';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { inTransaction } from '../db/transaction';
import { verifyWebhookSignature } from '../lib/webhook-signature';
import { keepRawJson } from '../lib/raw-json';
import { consentOf, handleInbound, setWhatsAppConsent } from './consent';
import { PROVIDER_STATUSES, recordStatus, type ProviderStatus } from './status';

/** What the webhook reads of an event: statuses of our messages and the messages she sent. */
interface WebhookValue {
  statuses?: { id?: unknown; status?: unknown; timestamp?: unknown; errors?: { code?: unknown; title?: unknown }[] }[];
  messages?: {
    from?: unknown;
    type?: unknown;
    text?: { body?: unknown };
    button?: { text?: unknown; payload?: unknown };
  }[];
}

const at = (timestamp: unknown) => {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
};

const messaging: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const tags = ['whatsapp'];

  const view = async (studentId: number) => {
    const c = await consentOf(db, studentId);
    if (!c) throw notFound('Student not found');
    const language = c.language === 'hi' ? 'hi' : 'en';
    return {
      on: c.on,
      number: formatIndianMobile(c.phone),
      consent_text: whatsappConsentText(language, c.phone),
      // While on: what her consent covers (a kind listed after she agreed is not among it); while
      // off: what she would agree to by switching them on.
      will_receive: c.on
        ? c.covers.map((k) => WHATSAPP_ITEMS[k][language])
        : [...WHATSAPP_WILL_RECEIVE[language]],
      changed_at: c.changedAt ? c.changedAt.toISOString() : null,
      source: c.source,
    };
  };

  app.get(
    '/api/student/whatsapp',
    { config: { auth: 'student' }, schema: { tags, response: { 200: S.WhatsAppConsentResponse } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: await view(req.session.studentId!) };
    },
  );

  app.put(
    '/api/student/whatsapp',
    {
      config: { auth: 'student', readCacheScope: 'viewer' },
      schema: { tags, body: S.WhatsAppConsentBody, response: { 200: S.WhatsAppConsentSaveResponse } },
    },
    async (req) => {
      const studentId = req.session.studentId!;
      const c = await consentOf(db, studentId);
      if (!c) throw notFound('Student not found');
      // The same choice again stores nothing new: her consent's time stays the one she gave.
      if (c.on !== req.body.on)
        await inTransaction(db, (tx) =>
          setWhatsAppConsent(tx, {
            studentId,
            granted: req.body.on,
            source: 'profile',
            phone: c.phone,
            language: c.language === 'hi' ? 'hi' : 'en',
          }),
        );
      return {
        success: true as const,
        message: req.body.on ? WHATSAPP_MESSAGES.on : WHATSAPP_MESSAGES.off,
        data: await view(studentId),
      };
    },
  );

  app.get(
    '/api/whatsapp/webhook',
    {
      schema: {
        tags,
        querystring: Type.Object({
          'hub.mode': Type.Optional(Type.String({ maxLength: 50 })),
          'hub.verify_token': Type.Optional(Type.String({ maxLength: 500 })),
          'hub.challenge': Type.Optional(Type.String({ maxLength: 500 })),
        }),
        response: { 200: Type.String() },
      },
      config: { keepsReadCache: true },
    },
    async (req, reply) => {
      const q = req.query;
      if (q['hub.mode'] !== 'subscribe' || !q['hub.challenge'])
        throw badRequest('This is the WhatsApp webhook: it answers the provider’s verification request only.');
      if (q['hub.verify_token'] !== config.whatsapp.verifyToken) throw new HttpError(401, 'The verify token does not match.');
      reply.type('text/plain; charset=utf-8');
      return q['hub.challenge'];
    },
  );

  await app.register(async (scope) => {
    keepRawJson(scope);

    scope.post(
      '/api/whatsapp/webhook',
      {
        schema: {
          tags,
          body: Type.Object({ object: Type.String({ maxLength: 100 }), entry: Type.Array(Type.Unknown(), { maxItems: 100 }) }),
          response: { 200: Type.Object({ success: Type.Literal(true), statuses: Type.Integer(), replies: Type.Integer() }) },
        },
        bodyLimit: 256 * 1024,
        config: { rateLimit: { max: 600, timeWindow: 60_000 } },
        // Checked before the body's shape: a badly signed request learns nothing about what is valid.
        preValidation: async (req) => {
          const signature = String(req.headers['x-hub-signature-256'] ?? '').replace(/^sha256=/, '');
          if (!req.rawBody || !verifyWebhookSignature(config.whatsapp.appSecret, req.rawBody, signature))
            throw new HttpError(401, 'The webhook signature does not match.');
        },
      },
      async (req) => {
        const body = req.body as { object: string; entry: unknown[] };
        if (body.object !== 'whatsapp_business_account')
          throw badRequest('This webhook takes WhatsApp Business Account events only.');
        const values = body.entry.flatMap((entry) => {
          const changes = (entry as { changes?: { value?: WebhookValue }[] } | null)?.changes;
          return Array.isArray(changes) ? changes.map((c) => c?.value ?? {}) : [];
        });
        let statuses = 0;
        let replies = 0;
        let mailQueued = false;
        for (const value of values) {
          for (const s of Array.isArray(value.statuses) ? value.statuses : []) {
            if (typeof s?.id !== 'string' || !(PROVIDER_STATUSES as readonly unknown[]).includes(s.status)) continue;
            const error = s.errors?.[0];
            mailQueued =
              (await recordStatus(db, {
                providerMessageId: s.id,
                status: s.status as ProviderStatus,
                at: at(s.timestamp),
                error: error ? `WhatsApp code ${String(error.code ?? '?')}: ${String(error.title ?? 'failed')}` : undefined,
              })) || mailQueued;
            statuses += 1;
          }
          for (const m of Array.isArray(value.messages) ? value.messages : []) {
            if (typeof m?.from !== 'string') continue;
            const text =
              m.type === 'text' ? m.text?.body : m.type === 'button' ? (m.button?.payload ?? m.button?.text) : undefined;
            if (typeof text !== 'string') continue;
            // Her consent changes here; the write route itself drops the read cache (plugins/read-cache.ts).
            if (await handleInbound(db, m.from, text)) replies += 1;
          }
        }
        if (mailQueued) app.deps.mail.kick();
        if (replies > 0) app.deps.whatsapp.kick();
        return { success: true as const, statuses, replies };
      },
    );
  });
};

export default messaging;

/**
 * A JSON body parser that keeps the bytes as received (`req.rawBody`), for the webhooks: a
 * signature is over the body exactly as sent, which a re-serialised object need not reproduce.
 * Registered on a webhook's own scope only, so every other route parses as usual.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as received (only on the webhook routes). */
    rawBody?: Buffer;
  }
}

export function keepRawJson(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const raw = body as Buffer;
    req.rawBody = raw;
    try {
      done(null, JSON.parse(raw.toString('utf8')));
    } catch {
      done(badRequest('The webhook body is not valid JSON.'), undefined);
    }
  });
}

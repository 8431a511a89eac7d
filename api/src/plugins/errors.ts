/**
 * Every error answers `{ success: false, message }` with the right status: our own HttpErrors as
 * thrown, schema failures with the contracts' field messages, an unavailable bucket as 503, and
 * anything unexpected as a logged 500 that tells the caller nothing about its cause (no stack, no
 * SQL). Unknown routes are a 404 naming the method and path.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import { CERTIFICATE_MESSAGES } from '@ai-women/contracts';
import { HttpError } from '../lib/errors';
import { StorageUnavailableError } from '../lib/storage';
import { localizeErrorBody, requestLanguage } from '../lib/language';

export const STORAGE_UNAVAILABLE =
  'Document storage is unavailable right now. Nothing was saved; please try again in a minute.';

function validationMessage(
  err: FastifyError,
  req: FastifyRequest,
): { message: string; errors?: Record<string, string> } {
  const rules = req.routeOptions.config.rules;
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const first = err.validation?.[0];
  if (first?.keyword === 'additionalProperties') {
    const field = String((first.params as { additionalProperty?: unknown }).additionalProperty ?? '');
    return { message: `Unknown field: ${field}` };
  }
  if (rules && err.validationContext === 'body') {
    const errors = Object.fromEntries(
      Object.entries(rules(body)).filter((e): e is [string, string] => Boolean(e[1])),
    );
    const firstMessage = Object.values(errors)[0];
    if (firstMessage) return { message: firstMessage, errors };
  }
  if (first?.keyword === 'required') {
    return {
      message: `${String((first.params as { missingProperty?: unknown }).missingProperty)} is required`,
    };
  }
  const where = first?.instancePath
    ? first.instancePath.replace(/^\//, '')
    : (err.validationContext ?? 'request');
  return { message: `Invalid ${where}: ${first?.message ?? 'invalid value'}` };
}

export default fp(async (app) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    let status = err.statusCode ?? 500;
    let body: Record<string, unknown>;
    if (err instanceof HttpError) {
      body = { success: false, message: err.message, ...err.extra };
    } else if (err instanceof StorageUnavailableError) {
      // The bucket is down or refuses us: say so (and when to retry) rather than a bare 500.
      req.log.error({ err: err.cause }, 'file storage unavailable');
      status = 503;
      body = { success: false, message: STORAGE_UNAVAILABLE };
    } else if (err.validation) {
      status = 400;
      body = { success: false, ...validationMessage(err, req) };
    } else if (status === 413) {
      body = { success: false, message: 'The request is too large.' };
    } else if (status >= 400 && status < 500) {
      body = { success: false, message: err.message };
    } else {
      req.log.error({ err }, 'unhandled error');
      status = 500;
      body = { success: false, message: 'Something went wrong. Please try again.' };
    }
    // A Hindi request (her page's language) gets the message in Hindi; English stays word for word.
    localizeErrorBody(body, requestLanguage(req));
    if (req.routeOptions.config?.errorField) body.error = body.message;
    // 429 (login throttle) and 503 (hashing queue full) say when to come back.
    const retryAfterS = (err as { retryAfterS?: unknown }).retryAfterS;
    if (typeof retryAfterS === 'number') reply.header('retry-after', String(retryAfterS));
    reply.status(status).type('application/json').send(body);
  });
  app.setNotFoundHandler((req, reply) => {
    // A certificate number longer than the router takes in a path segment matches no route; to
    // whoever typed it, it is simply a certificate that does not exist.
    if (req.method === 'GET' && req.url.startsWith('/api/certificates/'))
      return reply.status(404).send({ success: false, message: CERTIFICATE_MESSAGES.notFound });
    reply
      .status(404)
      .send({ success: false, message: `Route ${req.method} ${req.url.split('?')[0]} not found` });
  });
}, { name: 'aarohi-errors' });

/**
 * The language a request is made in. The API's words are English and stay so, unless the request
 * says Hindi: a body with `language: "hi"` (her registration from a Hindi page, her profile), or an
 * Accept-Language whose first choice is Hindi. Then the form messages of an error answer are the
 * Hindi versions of the same keys.
 */
import type { FastifyRequest } from 'fastify';
import { localizeErrors, localizeMessage, type StudentLanguage } from '@ai-women/contracts';

export function requestLanguage(req: FastifyRequest): StudentLanguage {
  const body = req.body as { language?: unknown } | null | undefined;
  if (body && typeof body === 'object' && body.language === 'hi') return 'hi';
  const first =
    String(req.headers['accept-language'] ?? '')
      .split(',')[0]
      ?.trim()
      .toLowerCase() ?? '';
  return first === 'hi' || first.startsWith('hi-') ? 'hi' : 'en';
}

/** An error answer's message and field messages in the request's language (English untouched). */
export function localizeErrorBody(body: Record<string, unknown>, language: StudentLanguage) {
  if (language !== 'hi') return;
  if (typeof body.message === 'string') body.message = localizeMessage(body.message, language);
  if (body.errors && typeof body.errors === 'object') {
    body.errors = localizeErrors(body.errors as Record<string, string | undefined>, language);
  }
}

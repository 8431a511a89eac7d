/**
 * One-click unsubscribe from reminder mails (RFC 8058). Every reminder carries
 * `List-Unsubscribe: <https://…/api/mail/unsubscribe/<token>>` and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; a mail provider's "Unsubscribe" button POSTs
 * to that URL without cookies or a sign-in, so the URL itself is the proof: her student id and an
 * HMAC of it. The key is derived from the session secret, which every API process shares, so any
 * process accepts a link any other process wrote. Turning reminders off is what her profile's
 * switch does, and she can turn them on again there.
 *
 * A GET on the link (a mail program without one-click support opens it in a browser, and link
 * scanners fetch it) changes nothing: it answers a small page whose button sends the POST.
 */
import crypto from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import * as S from '@ai-women/contracts/schemas';
import { stopReminderEmails } from './preferences';
import { badRequest } from '../lib/errors';
import { apiBaseUrl } from '../lib/urls';
import type { Config } from '../config';

const keyOf = (sessionSecret: string) =>
  crypto.createHmac('sha256', sessionSecret).update('one-click-unsubscribe:reminders').digest();

const macOf = (sessionSecret: string, studentId: number) =>
  crypto.createHmac('sha256', keyOf(sessionSecret)).update(`reminders:${studentId}`).digest('base64url');

/** `<student id>.<mac>`: only characters a URL path segment keeps as they are. */
export function unsubscribeToken(sessionSecret: string, studentId: number): string {
  return `${studentId}.${macOf(sessionSecret, studentId)}`;
}

/** The student a token was written for, or null when it is not one of ours. */
export function studentOfToken(sessionSecret: string, token: string): number | null {
  const m = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  const want = Buffer.from(macOf(sessionSecret, id));
  const got = Buffer.from(m[2]!);
  return want.length === got.length && crypto.timingSafeEqual(want, got) ? id : null;
}

export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

/** The link a reminder to this student carries. */
export function unsubscribeUrl(config: Pick<Config, 'publicUrl'>, sessionSecret: string, studentId: number): string {
  return `${apiBaseUrl(config as Config)}${UNSUBSCRIBE_PATH}/${unsubscribeToken(sessionSecret, studentId)}`;
}

const INVALID = 'This unsubscribe link is not valid. You can turn reminders off on your profile.';
const DONE = 'Reminder e-mails are turned off. You can turn them on again on your profile.';

const Params = Type.Object({ token: Type.String({ maxLength: 80 }) });

const unsubscribe: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const secret = app.deps.config.sessionSecret!;
  // RFC 8058's POST body is `List-Unsubscribe=One-Click`, form-encoded (or multipart, which the
  // uploads' parser already accepts). Its content does not matter here (the link is the proof), so
  // it is read as a short string and not parsed.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded'))
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, body, done) => done(null, body),
    );

  app.post(
    `${UNSUBSCRIBE_PATH}/:token`,
    {
      schema: {
        tags: ['mail'],
        summary: 'One-click unsubscribe from reminder e-mails (RFC 8058)',
        params: Params,
        response: { 200: S.MessageResponse, 400: S.ErrorResponse },
      },
    },
    async (req) => {
      const studentId = studentOfToken(secret, req.params.token);
      if (studentId === null) throw badRequest(INVALID);
      // A student deleted since is simply not there to update: the answer is the same.
      await stopReminderEmails(db, studentId);
      return { success: true, message: DONE };
    },
  );

  app.get(
    `${UNSUBSCRIBE_PATH}/:token`,
    { schema: { tags: ['mail'], summary: 'The page a browser shows for an unsubscribe link', params: Params, produces: ['text/html'] } },
    async (req, reply) => {
      const valid = studentOfToken(secret, req.params.token) !== null;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!valid) reply.status(400);
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Aarohi reminders</title></head><body><main>${
        valid
          ? `<h1>Stop reminder e-mails?</h1><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Turn off reminder e-mails</button></form>`
          : `<h1>Link not valid</h1><p>${INVALID}</p>`
      }</main></body></html>`;
    },
  );
};

export default unsubscribe;

/**
 * Her batch's timetable for calendar apps: a download while signed in, and a private subscription
 * link that works without a cookie (calendar apps fetch it on their own) until she resets it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import * as S from '@ai-women/contracts/schemas';
import { notFound } from '../lib/errors';
import { apiBaseUrl } from '../lib/urls';
import { assertStudentOfBatch, currentBatchOf } from '../sessions/service';
import { batchCalendar, calendarToken, resetCalendarToken, studentOfToken } from './service';

export const CALENDAR_MESSAGES = {
  noBatch: 'You are not in a batch yet. Your calendar appears once you are placed in one.',
  unknownLink: 'This calendar link is not valid. Copy the current link from your dashboard.',
  reset: 'Your calendar link has been reset. The old link no longer works: subscribe again with the new one.',
} as const;

const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const tags = ['calendar'];
  const links = () => ({ site: config.mail.siteUrl, api: apiBaseUrl(config) });

  /** Her current batch's .ics (404 while she has none; 403 unpaid, as her sessions are). */
  async function calendarOf(studentId: number) {
    const batch = await currentBatchOf(db, studentId);
    if (!batch) throw notFound(CALENDAR_MESSAGES.noBatch);
    await assertStudentOfBatch(db, studentId, batch.id);
    return batchCalendar(db, batch.id, links());
  }

  const linkData = (token: string) => {
    const subscribe = `${apiBaseUrl(config)}/api/calendar/${token}.ics`;
    return {
      subscribe_url: subscribe,
      webcal_url: subscribe.replace(/^https?:/, 'webcal:'),
      download_url: `${apiBaseUrl(config)}/api/student/calendar.ics`,
    };
  };

  const sendIcs = (reply: FastifyReply, ics: { name: string; text: string }, download: boolean) => {
    reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    if (download) reply.header('content-disposition', `attachment; filename="${ics.name}"`);
    return ics.text;
  };

  app.get(
    '/api/student/calendar.ics',
    { config: { auth: 'student' }, schema: { tags, produces: ['text/calendar'] } },
    async (req, reply) => sendIcs(reply, await calendarOf(req.session.studentId!), true),
  );

  app.get(
    '/api/student/calendar',
    { config: { auth: 'student' }, schema: { tags, response: { 200: S.CalendarLinkResponse } } },
    async (req) => ({ success: true, data: linkData(await calendarToken(db, req.session.studentId!)) }),
  );

  app.post(
    '/api/student/calendar/reset',
    { config: { auth: 'student' }, schema: { tags, response: { 200: S.CalendarLinkResponse } } },
    async (req) => ({
      success: true,
      message: CALENDAR_MESSAGES.reset,
      data: linkData(await resetCalendarToken(db, req.session.studentId!)),
    }),
  );

  /** The subscription: no cookie, the token is the key; an unknown or reset token is 404. */
  app.get(
    '/api/calendar/:token.ics',
    {
      schema: {
        tags,
        params: S.CalendarTokenParams,
        produces: ['text/calendar'],
      },
    },
    async (req, reply) => {
      const token = req.params.token;
      const studentId = /^[A-Za-z0-9_-]{43}$/.test(token) ? await studentOfToken(db, token) : undefined;
      if (studentId === undefined) throw notFound(CALENDAR_MESSAGES.unknownLink);
      return sendIcs(reply, await calendarOf(studentId), false);
    },
  );
};

export default calendarRoutes;

/**
 * A batch's timetable as an iCalendar file (RFC 5545): one event per session at its India time,
 * built on request from the current sessions and the batch's timing, so a moved class moves in
 * every subscribed calendar on its next refresh. The private subscription link's token lives here.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import ical, { escape as icsEscape, ICalCalendarMethod } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DateTime } from 'luxon';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { notFound } from '../lib/errors';
import { INDIA_TIME_ZONE } from '../lib/india-time';
import { sessionJoinUrl } from '../lib/urls';
import { batchFacts, batchSessions, sessionTimes } from '../sessions/service';

/**
 * Text as an iCalendar TEXT value may hold it: control characters other than tab and line breaks
 * are not allowed there (RFC 5545 section 3.3.11), so they become spaces; line breaks stay, and the
 * generator (or `icsEscape` where it writes raw) turns them into the two characters `\n`.
 */
export function icsText(text: string): string {
  // eslint-disable-next-line no-control-regex -- exactly the characters the standard forbids
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ');
}

/** "Aarohi — Evening batch 14", but a batch already called "Aarohi …" keeps its own name. */
export function calendarName(batchName: string): string {
  const name = batchName.trim();
  return /^aarohi\b/i.test(name) ? name : `Aarohi — ${name}`;
}

/** Where the links of the events point: the site's session pages and the API's Join. */
export interface CalendarLinks {
  site: string;
  api: string;
}

/**
 * A session's two links: its page on the site and the API's Join (which records the click and
 * opens the meeting from 15 minutes before the start). The calendar's events and the reminder
 * mails link to the same places.
 */
export function sessionLinks(links: CalendarLinks, session: { id: number; sessionNo: number }) {
  return {
    page: `${links.site.replace(/\/+$/, '')}/sessions/${session.sessionNo}`,
    join: sessionJoinUrl(links.api, session.id),
  };
}

/** The .ics text of a batch's sessions. */
export async function batchCalendar(
  db: Db,
  batchId: number,
  links: CalendarLinks,
): Promise<{ name: string; text: string }> {
  const batch = await batchFacts(db, batchId);
  if (!batch) throw notFound('Batch not found');
  const sessions = await batchSessions(db, batch.id);
  const site = links.site.replace(/\/+$/, '');
  const host = new URL(site).hostname || 'aarohi';
  const cal = ical({
    // The generator writes NAME and X-WR-CALNAME as given (unlike SUMMARY or DESCRIPTION), so the
    // name is escaped here: a line break an admin typed must stay text, never start a line of its own.
    name: icsEscape(icsText(calendarName(batch.name)), false),
    prodId: { company: 'Aarohi', product: 'Batch timetable', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone name: with one the generator writes DTSTAMP and LAST-MODIFIED as local
    // times (RFC 5545 wants UTC) and a made-up TIMEZONE-ID property. The generator alone still adds
    // a VTIMEZONE for every zone the events use.
    timezone: { name: null, generator: getVtimezoneComponent },
    // Calendar apps refresh a subscription about this often (classes rarely move more often).
    ttl: 6 * 60 * 60,
  });
  for (const s of sessions) {
    const { start, end } = sessionTimes(s, batch.timing);
    const { page, join } = sessionLinks(links, s);
    cal.createEvent({
      // The session's row id never changes while the timetable stands: the same event on every refresh.
      id: `aarohi-session-${s.id}@${host}`,
      // Instants with a real zone: the generator writes them as India's wall clock under
      // TZID=Asia/Kolkata from the zone's own rules, whatever the server's time zone.
      start: DateTime.fromJSDate(start, { zone: INDIA_TIME_ZONE }),
      end: DateTime.fromJSDate(end, { zone: INDIA_TIME_ZONE }),
      timezone: INDIA_TIME_ZONE,
      summary: icsText(`Session ${s.sessionNo}: ${s.topic}`),
      description: icsText(
        `${batch.name}, module ${s.moduleNo}.\nJoin (opens 15 minutes before the start): ${join}\nSession page: ${page}`,
      ),
      url: page,
      // A moved session is the same event with a higher SEQUENCE and its move's time as
      // LAST-MODIFIED: calendar apps replace the old copy instead of keeping both.
      sequence: s.moveCount,
      ...(s.movedAt ? { lastModified: s.movedAt } : {}),
    });
  }
  const slug =
    calendarName(batch.name)
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'aarohi';
  // RFC 5545 ends every line with CRLF, the last one too; the generator leaves the last one off.
  return { name: `${slug}.ics`, text: `${cal.toString()}\r\n` };
}

/** A new secret of 256 random bits, URL-safe. */
const newToken = () => crypto.randomBytes(32).toString('base64url');

/** Her subscription token, created on first use. */
export async function calendarToken(db: Db, studentId: number): Promise<string> {
  const [row] = await db.select().from(t.calendarFeeds).where(eq(t.calendarFeeds.studentId, studentId));
  if (row) return row.token;
  await db.insert(t.calendarFeeds).values({ studentId, token: newToken() }).onConflictDoNothing();
  const [created] = await db.select().from(t.calendarFeeds).where(eq(t.calendarFeeds.studentId, studentId));
  return created!.token;
}

/** Replaces her token: the old link stops working at once. */
export async function resetCalendarToken(db: Db, studentId: number): Promise<string> {
  const token = newToken();
  await db
    .insert(t.calendarFeeds)
    .values({ studentId, token })
    .onConflictDoUpdate({ target: t.calendarFeeds.studentId, set: { token, createdAt: new Date() } });
  return token;
}

/** Whose token this is, or undefined. */
export async function studentOfToken(db: Db, token: string): Promise<number | undefined> {
  const [row] = await db
    .select({ studentId: t.calendarFeeds.studentId })
    .from(t.calendarFeeds)
    .where(eq(t.calendarFeeds.token, token));
  return row?.studentId;
}

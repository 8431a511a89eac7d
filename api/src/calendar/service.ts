/**
 * A batch's timetable as an iCalendar file (RFC 5545): one event per session at its India time,
 * built on request from the current sessions and the batch's timing, so a moved class moves in
 * every subscribed calendar on its next refresh. The private subscription link's token lives here.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { notFound } from '../lib/errors';
import { batchFacts, batchSessions, sessionTimes } from '../sessions/service';

export const INDIA_TZ = 'Asia/Kolkata';

/**
 * The instant as India's wall-clock time without an offset ("2026-11-16T19:00:00"). Given a Date,
 * the generator writes its UTC fields after TZID=Asia/Kolkata (5½ hours early); given this local
 * string it writes exactly these fields, whatever the server's own time zone.
 */
export function indiaWallClock(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19);
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
    join: `${links.api.replace(/\/+$/, '')}/api/sessions/${session.id}/join`,
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
    name: `Aarohi — ${batch.name}`,
    prodId: { company: 'Aarohi', product: 'Batch timetable', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: INDIA_TZ, generator: getVtimezoneComponent },
    // Calendar apps refresh a subscription about this often (classes rarely move more often).
    ttl: 6 * 60 * 60,
  });
  for (const s of sessions) {
    const { start, end } = sessionTimes(s, batch.timing);
    const { page, join } = sessionLinks(links, s);
    cal.createEvent({
      // The session's row id never changes while the timetable stands: the same event on every refresh.
      id: `aarohi-session-${s.id}@${host}`,
      start: indiaWallClock(start),
      end: indiaWallClock(end),
      timezone: INDIA_TZ,
      summary: `Session ${s.sessionNo}: ${s.topic}`,
      description: `${batch.name}, module ${s.moduleNo}.\nJoin (opens 15 minutes before the start): ${join}\nSession page: ${page}`,
      url: page,
      // A moved session is the same event with a higher SEQUENCE and its move's time as
      // LAST-MODIFIED: calendar apps replace the old copy instead of keeping both.
      sequence: s.moveCount,
      ...(s.movedAt ? { lastModified: s.movedAt } : {}),
    });
  }
  const slug =
    batch.name
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'batch';
  return { name: `aarohi-${slug}.ics`, text: cal.toString() };
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

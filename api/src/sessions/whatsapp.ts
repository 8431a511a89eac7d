/**
 * A moved class's WhatsApp message is checked again before each attempt: when the class has moved
 * again since (or gone), the message names a time it no longer has and is not sent; the later
 * move's own message tells her.
 */
import { eq } from 'drizzle-orm';
import type { WhatsAppHooks, WhatsAppStillDue } from '../messaging/sender';
import * as t from '../db/schema';

const stillDue: WhatsAppStillDue = async (row, db) => {
  const c = row.context as { sessionId?: number; toStart?: string };
  if (typeof c.sessionId !== 'number' || typeof c.toStart !== 'string') return 'it names no session';
  const [session] = await db
    .select({ startsAt: t.classSessions.startsAt })
    .from(t.classSessions)
    .where(eq(t.classSessions.id, c.sessionId));
  if (!session?.startsAt) return 'the session is gone';
  return session.startsAt.getTime() === Date.parse(c.toStart) ? null : 'the session moved again';
};

export const sessionWhatsAppHooks: WhatsAppHooks = { class_moved: stillDue };

/**
 * Her consent to WhatsApp messages: switched on only by her (registration or her profile, with the
 * wording she saw stored beside it), switched off by her profile or by replying STOP, which is
 * honoured at once: messages still queued for her are dropped in the same transaction, and a
 * confirmation goes back on WhatsApp (START switches them on again, and is confirmed too).
 */
import { and, desc, eq, ne, notInArray } from 'drizzle-orm';
import {
  WHATSAPP_ITEMS,
  WHATSAPP_START_WORDS,
  WHATSAPP_STOP_WORDS,
  whatsappConsentText,
  type StudentLanguage,
  type WhatsAppItem,
} from '@ai-women/contracts';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { inTransaction } from '../db/transaction';
import { enqueueWhatsAppOnce } from './outbox';
import { CONFIRMATIONS, type WhatsAppTemplate } from './templates';

export type ConsentSource = 'registration' | 'profile' | 'whatsapp';

const OFF_WORDING: Record<ConsentSource, string> = {
  registration: 'Left unticked at registration',
  profile: 'Switched off on her profile',
  whatsapp: 'Replied STOP on WhatsApp',
};

export interface ConsentChange {
  studentId: number;
  granted: boolean;
  source: ConsentSource;
  phone: string;
  language: StudentLanguage;
  /** Why it went off, when it is not her own switch (her number changed). */
  wording?: string;
}

/** Stores her choice and its proof; turning it off drops what is still queued for her. */
export async function setWhatsAppConsent(tx: Db, c: ConsentChange): Promise<number> {
  await tx.update(t.students).set({ whatsappReminders: c.granted }).where(eq(t.students.id, c.studentId));
  const [row] = await tx
    .insert(t.whatsappConsents)
    .values({
      studentId: c.studentId,
      granted: c.granted,
      phoneNumber: c.phone,
      source: c.source,
      wording:
        c.wording ??
        (c.granted && c.source === 'whatsapp'
          ? 'Replied START on WhatsApp'
          : c.granted
            ? whatsappConsentText(c.language, c.phone)
            : OFF_WORDING[c.source]),
    })
    .returning({ id: t.whatsappConsents.id });
  if (!c.granted)
    await tx
      .update(t.whatsappMessages)
      .set({ status: 'skipped', lockedUntil: null, lastError: 'not sent: she turned WhatsApp messages off' })
      .where(
        and(
          eq(t.whatsappMessages.studentId, c.studentId),
          eq(t.whatsappMessages.status, 'pending'),
          // Her STOP's own confirmation, if one is queued, still goes.
          notInArray(t.whatsappMessages.template, [...CONFIRMATIONS]),
        ),
      );
  return row!.id;
}

/** The kinds of message the words she last agreed to on the site name (none when she never did). */
async function agreedKinds(db: Db, studentId: number): Promise<WhatsAppItem[]> {
  const [given] = await db
    .select({ wording: t.whatsappConsents.wording })
    .from(t.whatsappConsents)
    .where(
      and(
        eq(t.whatsappConsents.studentId, studentId),
        eq(t.whatsappConsents.granted, true),
        ne(t.whatsappConsents.source, 'whatsapp'),
      ),
    )
    .orderBy(desc(t.whatsappConsents.id))
    .limit(1);
  if (!given) return [];
  return (Object.keys(WHATSAPP_ITEMS) as WhatsAppItem[]).filter(
    (k) => given.wording.includes(WHATSAPP_ITEMS[k].en) || given.wording.includes(WHATSAPP_ITEMS[k].hi),
  );
}

/**
 * Her consent as her profile shows it: on or off, since when, the number it is for, and (while on)
 * the kinds of message her consent covers.
 */
export async function consentOf(db: Db, studentId: number) {
  const [student] = await db
    .select({ on: t.students.whatsappReminders, phone: t.students.phoneNumber, language: t.students.language })
    .from(t.students)
    .where(eq(t.students.id, studentId));
  if (!student) return undefined;
  const [latest] = await db
    .select({ at: t.whatsappConsents.createdAt, source: t.whatsappConsents.source })
    .from(t.whatsappConsents)
    .where(eq(t.whatsappConsents.studentId, studentId))
    .orderBy(desc(t.whatsappConsents.id))
    .limit(1);
  return {
    ...student,
    changedAt: latest?.at ?? null,
    source: (latest?.source as ConsentSource | undefined) ?? null,
    covers: student.on ? await agreedKinds(db, studentId) : [],
  };
}

/**
 * Whether her WhatsApp messages are on and the words she agreed to name this kind of message: the
 * list grows as the school sends more kinds, and a consent given before an item was on it does not
 * cover that item (a START on WhatsApp restores the consent she gave on the site, in its words).
 */
export async function consentCovers(db: Db, studentId: number, item: WhatsAppItem): Promise<boolean> {
  const [student] = await db
    .select({ on: t.students.whatsappReminders })
    .from(t.students)
    .where(eq(t.students.id, studentId));
  return Boolean(student?.on) && (await agreedKinds(db, studentId)).includes(item);
}

/**
 * A template parameter as WhatsApp takes it: one line (no line breaks, tabs or runs of spaces) and
 * not too long to read on a phone.
 */
export function whatsappParam(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length > max ? `${chars.slice(0, max - 1).join('').trimEnd()}…` : line;
}

/**
 * Queues one message of a kind she may have agreed to, inside the caller's transaction, when her
 * consent covers that kind; the parameters are made in her language. Returns whether it was queued.
 */
export async function queueIfAgreed(
  tx: Db,
  m: {
    studentId: number;
    item: WhatsAppItem;
    template: WhatsAppTemplate;
    params: (language: StudentLanguage, name: string) => string[];
    context: Record<string, unknown>;
    batchId?: number | null;
  },
  messageId: string,
): Promise<boolean> {
  if (!(await consentCovers(tx, m.studentId, m.item))) return false;
  const [her] = await tx
    .select({ phone: t.students.phoneNumber, language: t.students.language, name: t.students.fullname })
    .from(t.students)
    .where(eq(t.students.id, m.studentId));
  if (!her) return false;
  const language: StudentLanguage = her.language === 'hi' ? 'hi' : 'en';
  return enqueueWhatsAppOnce(
    tx,
    {
      studentId: m.studentId,
      phone: her.phone,
      template: m.template,
      language,
      params: m.params(language, her.name).map((p) => whatsappParam(p)),
      context: m.context,
      batchId: m.batchId ?? null,
    },
    messageId,
  );
}

const normalised = (text: string) => text.trim().toLowerCase().replace(/[.!]+$/, '');

/**
 * A message she sent to the school's WhatsApp number: STOP (or its Hindi words) ends the messages,
 * START restarts them; anything else changes nothing. Returns what changed, if anything.
 */
export async function handleInbound(db: Db, from: string, text: string): Promise<'stopped' | 'started' | null> {
  const word = normalised(text);
  const stop = (WHATSAPP_STOP_WORDS as readonly string[]).includes(word);
  const start = (WHATSAPP_START_WORDS as readonly string[]).includes(word);
  if (!stop && !start) return null;
  const digits = from.replace(/\D/g, '');
  const ten = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  return inTransaction(db, async (tx) => {
    const [student] = await tx
      .select({ id: t.students.id, on: t.students.whatsappReminders, phone: t.students.phoneNumber, language: t.students.language })
      .from(t.students)
      .where(eq(t.students.phoneNumber, ten))
      .for('update');
    if (!student || student.on === start) return null;
    const language: StudentLanguage = student.language === 'hi' ? 'hi' : 'en';
    const consentId = await setWhatsAppConsent(tx, {
      studentId: student.id,
      granted: start,
      source: 'whatsapp',
      phone: student.phone,
      language,
    });
    await enqueueWhatsAppOnce(
      tx,
      {
        studentId: student.id,
        phone: student.phone,
        template: start ? 'whatsapp_started' : 'whatsapp_stopped',
        language,
        params: [],
        context: {},
      },
      `wa:consent:${consentId}`,
    );
    return start ? 'started' : 'stopped';
  });
}

/**
 * Her number changed on her profile: the consent she gave was for the old number, so messages stop
 * until she switches them on for the new one. Returns whether they were on.
 */
export async function endConsentForOldNumber(db: Db, studentId: number, newPhone: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [student] = await tx
      .select({ on: t.students.whatsappReminders, language: t.students.language })
      .from(t.students)
      .where(eq(t.students.id, studentId))
      .for('update');
    if (!student?.on) return false;
    const [granted] = await tx
      .select({ phone: t.whatsappConsents.phoneNumber })
      .from(t.whatsappConsents)
      .where(and(eq(t.whatsappConsents.studentId, studentId), eq(t.whatsappConsents.granted, true)))
      .orderBy(desc(t.whatsappConsents.id))
      .limit(1);
    if (granted?.phone === newPhone) return false;
    await setWhatsAppConsent(tx, {
      studentId,
      granted: false,
      source: 'profile',
      phone: newPhone,
      language: student.language === 'hi' ? 'hi' : 'en',
      wording: 'Her mobile number changed: her consent was for the old number',
    });
    return true;
  });
}

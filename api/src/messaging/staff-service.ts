/**
 * The WhatsApp outbox as the back office reads it: each message with where it got to (and the mail
 * that went instead when it failed), and per reminder of a batch how its students were reached.
 *
 * Nothing here writes. The outbox keeps one row per message with the times of its steps (queued,
 * sent, the latest provider status, the fallback mail), not a log of every webhook, so a history is
 * rebuilt from those times: a "delivered" that a later "read" replaced has no time of its own.
 *
 * Her number never leaves here whole: staff read it masked (`maskPhone`), enough to confirm the
 * number with her on a call, not enough to copy it out of the back office.
 */
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { endOfIndiaDay, startOfIndiaDay } from '@ai-women/contracts';
import type {
  StaffWhatsAppMessage,
  StaffWhatsAppReachResponse,
  WhatsAppMessagesQuery,
  WhatsAppReachEvent,
} from '@ai-women/contracts/staff';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { iso } from '../lib/shape';
import { sessionTimes } from '../sessions/service';

export const DEFAULT_PER_PAGE = 25;

/** The reminder templates: each reminder of a session is one of these on WhatsApp. */
const REMINDER_TEMPLATES = ['class_tomorrow', 'class_in_one_hour'] as const;
type ReminderKind = WhatsAppReachEvent['kind'];
type Status = StaffWhatsAppMessage['status'];

/**
 * "+91 98••• ••210": the country code, the first two and the last three digits of the ten. The
 * ends are what she reads back on the phone; the middle five are what would make it usable.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const ten = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  if (ten.length !== 10) return `••• ${ten.slice(-3).padStart(3, '•')}`;
  return `+91 ${ten.slice(0, 2)}••• ••${ten.slice(7)}`;
}

const kindOfTemplate = (template: string): ReminderKind | null =>
  template === 'class_in_one_hour' ? 'hour_before' : template === 'class_tomorrow' ? 'evening_before' : null;

interface ReminderContext {
  sessionId?: unknown;
  startsAt?: unknown;
  /** A moved class's message names its new start. */
  toStart?: unknown;
  moveCount?: unknown;
}
const sessionIdOf = (c: ReminderContext | null | undefined) =>
  typeof c?.sessionId === 'number' && Number.isInteger(c.sessionId) ? c.sessionId : null;

function filtersOf(q: WhatsAppMessagesQuery): SQL[] {
  const m = t.whatsappMessages;
  const where: SQL[] = [];
  if (q.batch_id !== undefined) where.push(eq(m.batchId, q.batch_id));
  if (q.status) where.push(eq(m.status, q.status));
  if (q.template) where.push(eq(m.template, q.template));
  // India days, both ends included (the route has checked they are calendar days).
  if (q.from) where.push(gte(m.createdAt, startOfIndiaDay(q.from)));
  if (q.to) where.push(lt(m.createdAt, endOfIndiaDay(q.to)));
  return where;
}

type MessageRow = {
  id: number;
  studentId: number;
  name: string;
  toPhone: string;
  template: string;
  language: string;
  context: Record<string, unknown>;
  fallback: { messageId: string } | null;
  batchId: number | null;
  batchName: string | null;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  statusAt: Date | null;
  fellBackAt: Date | null;
};

type FallbackMail = { status: string; sentAt: Date | null; herChoice: boolean };

function historyOf(r: MessageRow, mail: FallbackMail | undefined): StaffWhatsAppMessage['history'] {
  const steps: StaffWhatsAppMessage['history'] = [{ step: 'queued', at: iso(r.createdAt) }];
  if (r.sentAt) steps.push({ step: 'sent', at: iso(r.sentAt) });
  if (r.status === 'delivered' || r.status === 'read' || r.status === 'failed')
    steps.push({ step: r.status, at: r.statusAt ? iso(r.statusAt) : null });
  if (r.status === 'skipped') steps.push({ step: 'skipped', at: null });
  if (r.fellBackAt) {
    steps.push({ step: 'mail_queued', at: iso(r.fellBackAt) });
    if (mail?.status === 'sent') steps.push({ step: 'mail_sent', at: mail.sentAt ? iso(mail.sentAt) : null });
  }
  return steps;
}

function messageView(
  r: MessageRow,
  sessions: Map<number, { sessionNo: number; topic: string }>,
  mails: Map<string, FallbackMail>,
): StaffWhatsAppMessage {
  const c = r.context as ReminderContext;
  const sessionId = sessionIdOf(c);
  const kind = kindOfTemplate(r.template);
  const session = sessionId !== null ? sessions.get(sessionId) : undefined;
  const mail = r.fallback ? mails.get(r.fallback.messageId) : undefined;
  return {
    id: r.id,
    student: { student_id: r.studentId, name: r.name },
    phone_masked: maskPhone(r.toPhone),
    template: r.template,
    language: r.language,
    batch:
      r.batchId !== null && r.batchName !== null ? { batch_id: r.batchId, batch_name: r.batchName } : null,
    // Any message that names a class shows it; only the two reminders have a kind.
    event:
      sessionId !== null
        ? {
            session_id: sessionId,
            session_no: session?.sessionNo ?? null,
            topic: session?.topic ?? null,
            starts_at:
              typeof c.startsAt === 'string' ? c.startsAt : typeof c.toStart === 'string' ? c.toStart : null,
            kind,
          }
        : null,
    status: r.status as Status,
    queued_at: iso(r.createdAt),
    sent_at: r.sentAt ? iso(r.sentAt) : null,
    status_at: r.statusAt ? iso(r.statusAt) : null,
    attempts: r.attempts,
    history: historyOf(r, mail),
    // A message still retrying shows why its last attempt failed; a sent one has no error.
    error: r.status === 'failed' || r.status === 'pending' ? r.lastError : null,
    skipped_reason: r.status === 'skipped' ? (r.lastError?.replace(/^not sent: /, '') ?? null) : null,
    fallback: r.fellBackAt
      ? {
          queued_at: iso(r.fellBackAt),
          mail_status: mail?.status ?? null,
          mail_sent_at: mail?.sentAt ? iso(mail.sentAt) : null,
          mail_was_her_choice: mail?.herChoice ?? false,
        }
      : null,
  };
}

/** The outbox's messages matching the filters, newest first, one page of them and the total. */
export async function whatsappMessages(db: Db, q: WhatsAppMessagesQuery) {
  const m = t.whatsappMessages;
  const page = q.page ?? 1;
  const perPage = q.per_page ?? DEFAULT_PER_PAGE;
  const where = filtersOf(q);
  const condition = where.length ? and(...where) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(m).where(condition);
  const rows: MessageRow[] =
    total === 0
      ? []
      : await db
          .select({
            id: m.id,
            studentId: m.studentId,
            name: t.students.fullname,
            toPhone: m.toPhone,
            template: m.template,
            language: m.language,
            context: m.context,
            fallback: m.fallback,
            batchId: m.batchId,
            batchName: t.batches.name,
            status: m.status,
            attempts: m.attempts,
            lastError: m.lastError,
            createdAt: m.createdAt,
            sentAt: m.sentAt,
            statusAt: m.statusAt,
            fellBackAt: m.fellBackAt,
          })
          .from(m)
          .innerJoin(t.students, eq(t.students.id, m.studentId))
          .leftJoin(t.batches, eq(t.batches.id, m.batchId))
          .where(condition)
          .orderBy(desc(m.createdAt), desc(m.id))
          .limit(perPage)
          .offset((page - 1) * perPage);

  const sessionIds = [
    ...new Set(rows.map((r) => sessionIdOf(r.context as ReminderContext)).filter((id) => id !== null)),
  ];
  const sessions = new Map(
    sessionIds.length === 0
      ? []
      : (
          await db
            .select({
              id: t.classSessions.id,
              sessionNo: t.classSessions.sessionNo,
              topic: t.classSessions.topic,
            })
            .from(t.classSessions)
            .where(inArray(t.classSessions.id, sessionIds))
        ).map((s) => [s.id, s] as const),
  );
  const mailIds = rows.filter((r) => r.fellBackAt && r.fallback).map((r) => r.fallback!.messageId);
  const mails = new Map(
    mailIds.length === 0
      ? []
      : (
          await db
            .select({
              messageId: t.outbox.messageId,
              status: t.outbox.status,
              sentAt: t.outbox.sentAt,
              payload: t.outbox.payload,
            })
            .from(t.outbox)
            .where(inArray(t.outbox.messageId, mailIds))
        ).map(
          (o) =>
            [
              o.messageId,
              // A mail queued by her own choice carries no fallback mark: the fallback found it there.
              {
                status: o.status,
                sentAt: o.sentAt,
                herChoice: (o.payload as { whatsappFallback?: unknown }).whatsappFallback !== true,
              },
            ] as const,
        ),
  );
  return { messages: rows.map((r) => messageView(r, sessions, mails)), page, per_page: perPage, total };
}

// ------------------------------------------------------------------ reach of a batch's reminders

type Reach = Omit<WhatsAppReachEvent, 'session_id' | 'session_no' | 'topic' | 'starts_at' | 'kind' | 'moved'>;
type Outcome = Exclude<keyof Reach, 'students'>;

/** One student and one reminder: what each channel did. */
interface Unit {
  sessionId: number;
  startsAt: string;
  moveCount: number;
  kind: ReminderKind;
  whatsapp?: string;
  mail?: string;
}

const REACHED_ON_WHATSAPP = new Set(['sent', 'delivered', 'read']);

/**
 * Where one reminder got to for her. "Reached" on WhatsApp is the provider having taken it (sent,
 * delivered or read); by mail it is the mail sent.
 */
export function outcomeOf(u: Pick<Unit, 'whatsapp' | 'mail'>): Outcome {
  const byWhatsApp = u.whatsapp !== undefined && REACHED_ON_WHATSAPP.has(u.whatsapp);
  const byMail = u.mail === 'sent';
  if (byWhatsApp) return byMail ? 'both' : 'whatsapp_only';
  if (byMail) return u.whatsapp === 'failed' ? 'mail_after_whatsapp_failed' : 'mail_only';
  return u.whatsapp === 'pending' || u.mail === 'pending' ? 'waiting' : 'none';
}

/** The mail outbox id of a WhatsApp reminder: its own id less the prefix (reminders/service.ts). */
const mailIdOfWhatsApp = (messageId: string) => messageId.replace(/^wa:/, '');

const studentOfMailId = (mailId: string) => {
  const match = /^(?:soon-)?reminder:(\d+):/.exec(mailId);
  return match ? Number(match[1]) : null;
};

/** Per reminder of the batch's classes, how its students were reached; and their consent now. */
export async function batchWhatsAppReach(
  db: Db,
  batchId: number,
): Promise<StaffWhatsAppReachResponse['data'] | null> {
  const [batch] = await db
    .select({ id: t.batches.id, name: t.batches.name, timing: t.batches.timing })
    .from(t.batches)
    .where(eq(t.batches.id, batchId));
  if (!batch) return null;

  const sessions = await db
    .select({
      id: t.classSessions.id,
      sessionNo: t.classSessions.sessionNo,
      topic: t.classSessions.topic,
      date: t.classSessions.date,
      startsAt: t.classSessions.startsAt,
      endsAt: t.classSessions.endsAt,
      moveCount: t.classSessions.moveCount,
    })
    .from(t.classSessions)
    .where(eq(t.classSessions.batchId, batchId));
  const sessionById = new Map(sessions.map((s) => [s.id, s]));

  const units = new Map<string, Unit>();
  const unitFor = (mailId: string, base: Omit<Unit, 'whatsapp' | 'mail'>) => {
    let unit = units.get(mailId);
    if (!unit) units.set(mailId, (unit = { ...base }));
    return unit;
  };

  if (sessions.length > 0) {
    const wa = await db
      .select({
        messageId: t.whatsappMessages.messageId,
        template: t.whatsappMessages.template,
        status: t.whatsappMessages.status,
        context: t.whatsappMessages.context,
      })
      .from(t.whatsappMessages)
      .where(
        and(
          eq(t.whatsappMessages.batchId, batchId),
          inArray(t.whatsappMessages.template, [...REMINDER_TEMPLATES]),
        ),
      );
    for (const row of wa) {
      const c = row.context as ReminderContext;
      const sessionId = sessionIdOf(c);
      if (sessionId === null || !sessionById.has(sessionId) || typeof c.startsAt !== 'string') continue;
      unitFor(mailIdOfWhatsApp(row.messageId), {
        sessionId,
        startsAt: c.startsAt,
        moveCount: typeof c.moveCount === 'number' ? c.moveCount : 0,
        kind: kindOfTemplate(row.template)!,
      }).whatsapp = row.status;
    }
    // A reminder's mail names its session in the payload; ids are compared as text, so an odd
    // payload can never make the cast fail.
    const mail = await db
      .select({ messageId: t.outbox.messageId, status: t.outbox.status, payload: t.outbox.payload })
      .from(t.outbox)
      .where(
        and(
          eq(t.outbox.kind, 'session-reminder'),
          inArray(
            sql`${t.outbox.payload}->>'sessionId'`,
            sessions.map((s) => String(s.id)),
          ),
        ),
      );
    for (const row of mail) {
      const p = row.payload as ReminderContext & { soon?: unknown };
      const sessionId = sessionIdOf(p);
      if (sessionId === null || typeof p.startsAt !== 'string') continue;
      unitFor(row.messageId, {
        sessionId,
        startsAt: p.startsAt,
        moveCount: typeof p.moveCount === 'number' ? p.moveCount : 0,
        kind: p.soon === true ? 'hour_before' : 'evening_before',
      }).mail = row.status;
    }
  }

  const events = new Map<string, WhatsAppReachEvent>();
  for (const [mailId, u] of units) {
    if (studentOfMailId(mailId) === null) continue;
    const key = `${u.sessionId}|${u.startsAt}|${u.moveCount}|${u.kind}`;
    let event = events.get(key);
    if (!event) {
      const s = sessionById.get(u.sessionId)!;
      const now = sessionTimes(s, batch.timing).start.toISOString();
      event = {
        session_id: s.id,
        session_no: s.sessionNo,
        topic: s.topic,
        starts_at: u.startsAt,
        kind: u.kind,
        moved: now !== u.startsAt || s.moveCount !== u.moveCount,
        students: 0,
        whatsapp_only: 0,
        mail_only: 0,
        mail_after_whatsapp_failed: 0,
        both: 0,
        none: 0,
        waiting: 0,
      };
      events.set(key, event);
    }
    event.students += 1;
    event[outcomeOf(u)] += 1;
  }

  const enrolled = await db
    .select({ id: t.students.id, on: t.students.whatsappReminders })
    .from(t.enrolments)
    .innerJoin(t.students, eq(t.students.id, t.enrolments.studentId))
    .where(and(eq(t.enrolments.batchId, batchId), eq(t.enrolments.cancelled, false)));
  const offIds = enrolled.filter((s) => !s.on).map((s) => s.id);
  const withChoice =
    offIds.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .selectDistinct({ studentId: t.whatsappConsents.studentId })
              .from(t.whatsappConsents)
              .where(inArray(t.whatsappConsents.studentId, offIds))
          ).map((r) => r.studentId),
        );
  const optedIn = enrolled.length - offIds.length;
  const optedOut = offIds.filter((id) => withChoice.has(id)).length;

  const hourLater = (k: ReminderKind) => (k === 'hour_before' ? 0 : 1);
  return {
    batch: { batch_id: batch.id, batch_name: batch.name },
    consents: {
      students: enrolled.length,
      opted_in: optedIn,
      opted_out: optedOut,
      never_asked: offIds.length - optedOut,
    },
    events: [...events.values()].sort(
      (a, b) =>
        b.starts_at.localeCompare(a.starts_at) ||
        b.session_no - a.session_no ||
        hourLater(a.kind) - hourLater(b.kind) ||
        Number(a.moved) - Number(b.moved),
    ),
  };
}

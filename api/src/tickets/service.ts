/**
 * One ticket service for both ticket tables (docs/decisions/0010 on why there are two): the source ('student' or
 * 'tutor') picks the table, its owner and the owner's notifications; everything else is shared.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { canMoveTicket, ticketNextStatuses, type TicketSource } from '@ai-women/contracts';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { conflict, forbidden, notFound } from '../lib/errors';
import { iso } from '../lib/shape';
import { enqueueMail } from '../mail/outbox';
import { audit } from '../audit/service';
import type { StaffPrincipal } from '../auth/staff';
import { containsPattern } from '../lib/like';
import { notify } from '../notifications/service';

const SOURCES = {
  student: {
    table: t.studentTickets,
    owner: t.studentTickets.studentId,
    person: { table: t.students, id: t.students.id, name: t.students.fullname, email: t.students.email },
  },
  tutor: {
    table: t.tutorTickets,
    owner: t.tutorTickets.tutorId,
    person: { table: t.tutors, id: t.tutors.id, name: t.tutors.name, email: t.tutors.email },
  },
} as const;

/** A ticket and who raised it: the columns the inbox and the detail read. */
function ticketColumns(source: TicketSource) {
  const s = SOURCES[source];
  return {
    id: s.table.id,
    subject: s.table.subject,
    priority: s.table.priority,
    status: s.table.status,
    createdAt: s.table.createdAt,
    updatedAt: s.table.updatedAt,
    replyMessage: s.table.replyMessage,
    personId: s.person.id,
    personName: s.person.name,
    personEmail: s.person.email,
  };
}

export interface TicketFilter {
  status?: string;
  priority?: string;
  from?: string;
  q?: string;
}

async function listSource(db: Db, source: TicketSource, filter: TicketFilter) {
  const s = SOURCES[source];
  const where: SQL[] = [];
  if (filter.status) where.push(eq(s.table.status, filter.status));
  if (filter.priority) where.push(eq(s.table.priority, filter.priority));
  const q = filter.q?.trim();
  if (q) {
    const like = containsPattern(q);
    where.push(
      or(
        ilike(s.table.subject, like),
        ilike(s.table.description, like),
        ilike(s.person.name, like),
        ilike(s.person.email, like),
      )!,
    );
  }
  const rows = await db
    .select(ticketColumns(source))
    .from(s.table)
    .innerJoin(s.person.table, eq(s.person.id, s.owner))
    .where(where.length ? and(...where) : undefined);
  const counts = rows.length
    ? await db
        .select({ ticketId: t.ticketReplies.ticketId, n: count() })
        .from(t.ticketReplies)
        .where(
          and(
            eq(t.ticketReplies.source, source),
            inArray(
              t.ticketReplies.ticketId,
              rows.map((r) => r.id),
            ),
          ),
        )
        .groupBy(t.ticketReplies.ticketId)
    : [];
  const replies = new Map(counts.map((c) => [c.ticketId, Number(c.n)]));
  return rows.map((r) => ({
    from: source,
    ticket_id: r.id,
    subject: r.subject,
    priority: r.priority,
    status: r.status,
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
    requester: { id: r.personId, name: r.personName, email: r.personEmail },
    // A reply written before the thread existed (the operator console) still counts as one.
    replies: replies.get(r.id) ?? (r.replyMessage ? 1 : 0),
  }));
}

/** Student and tutor tickets in one list, most recently changed first. */
export async function listTickets(db: Db, filter: TicketFilter) {
  const sources = (['student', 'tutor'] as const).filter((s) => !filter.from || filter.from === s);
  const lists = await Promise.all(sources.map((s) => listSource(db, s, filter)));
  return lists.flat().sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.ticket_id - a.ticket_id);
}

/** The replies of one ticket, oldest first, as the person who raised it sees them. */
export async function threadOf(
  db: Db,
  source: TicketSource,
  ticketId: number,
  legacyReply: string | null,
  legacyAt: Date | string,
) {
  const rows = await db
    .select({
      id: t.ticketReplies.id,
      message: t.ticketReplies.message,
      createdAt: t.ticketReplies.createdAt,
      author: t.staff.name,
    })
    .from(t.ticketReplies)
    .innerJoin(t.staff, eq(t.staff.id, t.ticketReplies.staffId))
    .where(and(eq(t.ticketReplies.source, source), eq(t.ticketReplies.ticketId, ticketId)))
    .orderBy(asc(t.ticketReplies.createdAt), asc(t.ticketReplies.id));
  if (rows.length === 0 && legacyReply)
    return [{ reply_id: 0, author: 'Aarohi Support', message: legacyReply, created_at: iso(legacyAt) }];
  return rows.map((r) => ({
    reply_id: r.id,
    author: r.author,
    message: r.message,
    created_at: iso(r.createdAt),
  }));
}

/** Replies to many tickets of one source at once (a person's own ticket list), oldest first. */
export async function threadsOf(
  db: Db,
  source: TicketSource,
  tickets: { id: number; replyMessage: string | null; updatedAt: Date | string }[],
) {
  const byTicket = new Map<number, { author: string; message: string; created_at: string }[]>();
  if (tickets.length) {
    const rows = await db
      .select({
        ticketId: t.ticketReplies.ticketId,
        message: t.ticketReplies.message,
        createdAt: t.ticketReplies.createdAt,
        author: t.staff.name,
      })
      .from(t.ticketReplies)
      .innerJoin(t.staff, eq(t.staff.id, t.ticketReplies.staffId))
      .where(
        and(
          eq(t.ticketReplies.source, source),
          inArray(
            t.ticketReplies.ticketId,
            tickets.map((x) => x.id),
          ),
        ),
      )
      .orderBy(asc(t.ticketReplies.createdAt), asc(t.ticketReplies.id));
    for (const r of rows) {
      const list = byTicket.get(r.ticketId) ?? [];
      list.push({ author: r.author, message: r.message, created_at: iso(r.createdAt) });
      byTicket.set(r.ticketId, list);
    }
  }
  return new Map(
    tickets.map((x) => [
      x.id,
      byTicket.get(x.id) ??
        (x.replyMessage
          ? [{ author: 'Aarohi Support', message: x.replyMessage, created_at: iso(x.updatedAt) }]
          : []),
    ]),
  );
}

export async function ticketDetail(db: Db, source: TicketSource, ticketId: number) {
  const s = SOURCES[source];
  const [row] = await db
    .select({ ...ticketColumns(source), description: s.table.description })
    .from(s.table)
    .innerJoin(s.person.table, eq(s.person.id, s.owner))
    .where(eq(s.table.id, ticketId));
  if (!row) throw notFound('Ticket not found.');
  const thread = await threadOf(db, source, row.id, row.replyMessage, row.updatedAt);
  return {
    from: source,
    ticket_id: row.id,
    subject: row.subject,
    description: row.description,
    priority: row.priority,
    status: row.status,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    requester: { id: row.personId, name: row.personName, email: row.personEmail },
    replies: thread.length,
    thread,
    next_statuses: [...ticketNextStatuses(row.status)],
  };
}

async function lockTicket(tx: Db, source: TicketSource, ticketId: number) {
  const s = SOURCES[source];
  const [row] = await tx
    .select({
      id: s.table.id,
      subject: s.table.subject,
      status: s.table.status,
      replyMessage: s.table.replyMessage,
      ownerId: s.owner,
    })
    .from(s.table)
    .where(eq(s.table.id, ticketId))
    .for('update');
  if (!row) throw notFound('Ticket not found.');
  return row;
}

async function ownerContact(tx: Db, source: TicketSource, ownerId: number) {
  const p = SOURCES[source].person;
  const [row] = await tx.select({ name: p.name, email: p.email }).from(p.table).where(eq(p.id, ownerId));
  return row;
}

/**
 * A staff reply: stored in the thread, kept as the ticket's latest reply, an Open ticket moves to
 * In Progress, and the person gets a notification and an e-mail (outbox), all in one transaction.
 * A closed ticket takes no more replies.
 */
export async function replyToTicket(
  db: Db,
  who: StaffPrincipal,
  source: TicketSource,
  ticketId: number,
  message: string,
) {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const s = SOURCES[source];
    const row = await lockTicket(tx, source, ticketId);
    if (row.status === 'Closed')
      throw conflict(
        'This ticket is closed. Reopening closed tickets is not possible; ask the person to raise a new one.',
      );
    const status = row.status === 'Open' ? 'In Progress' : row.status;
    const now = new Date();
    const [reply] = await tx
      .insert(t.ticketReplies)
      .values({ source, ticketId, staffId: who.id, message, createdAt: now })
      .returning({ id: t.ticketReplies.id });
    await tx
      .update(s.table)
      .set({ replyMessage: message, status, updatedAt: now })
      .where(eq(s.table.id, ticketId));
    await notify(tx, source, row.ownerId, {
      title: 'Reply to your support ticket',
      message: `${who.name} replied to "${row.subject}": ${message.length > 240 ? `${message.slice(0, 237)}…` : message}`,
    });
    const owner = await ownerContact(tx, source, row.ownerId);
    if (owner)
      await enqueueMail(tx, {
        kind: 'ticket-reply',
        to: owner.email,
        payload: {
          name: owner.name,
          audience: source,
          ticketId,
          subject: row.subject,
          reply: message,
          status,
        },
      });
    await audit(tx, who, {
      action: 'ticket.reply',
      entity: `${source}_ticket`,
      entityId: ticketId,
      before: { status: row.status, reply_message: row.replyMessage },
      after: { status, reply_message: message, reply_id: reply!.id },
    });
  });
}

/** Moves a ticket along its workflow (contracts' ticketNextStatuses); the person is notified. */
export async function moveTicket(
  db: Db,
  who: StaffPrincipal,
  source: TicketSource,
  ticketId: number,
  to: string,
) {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const s = SOURCES[source];
    const row = await lockTicket(tx, source, ticketId);
    if (!canMoveTicket(row.status, to)) {
      const next = ticketNextStatuses(row.status);
      throw conflict(
        next.length
          ? `A ticket that is ${row.status} can only move to ${next.join(' or ')}.`
          : `A ticket that is ${row.status} cannot change any more.`,
      );
    }
    await tx.update(s.table).set({ status: to, updatedAt: new Date() }).where(eq(s.table.id, ticketId));
    await notify(tx, source, row.ownerId, {
      title: 'Support ticket updated',
      message: `Your ticket "${row.subject}" is now ${to}.`,
    });
    await audit(tx, who, {
      action: 'ticket.status',
      entity: `${source}_ticket`,
      entityId: ticketId,
      before: { status: row.status },
      after: { status: to },
    });
  });
}

/** A person's own tickets with their replies, newest first (student "My tickets"). */
export async function ownTickets(db: Db, source: TicketSource, ownerId: number) {
  const s = SOURCES[source];
  const rows = await db
    .select()
    .from(s.table)
    .where(eq(s.owner, ownerId))
    .orderBy(desc(s.table.createdAt), desc(s.table.id));
  const threads = await threadsOf(db, source, rows);
  return rows.map((r) => ({ row: r, replies: threads.get(r.id) ?? [] }));
}

/** A new ticket from its owner (a paid student or a tutor); returns its id. */
export async function openTicket(
  db: Db,
  source: TicketSource,
  ownerId: number,
  ticket: { subject: string; priority: string; description: string },
): Promise<number> {
  const values = {
    subject: ticket.subject.trim(),
    priority: ticket.priority,
    description: ticket.description.trim(),
  };
  const [row] =
    source === 'student'
      ? await db
          .insert(t.studentTickets)
          .values({ studentId: ownerId, ...values })
          .returning({ id: t.studentTickets.id })
      : await db
          .insert(t.tutorTickets)
          .values({ tutorId: ownerId, ...values })
          .returning({ id: t.tutorTickets.id });
  return row!.id;
}

/** How many tickets a person has, and how many still wait for the school (Open or In Progress). */
export async function ticketCounts(db: Db, source: TicketSource, ownerId: number) {
  const s = SOURCES[source];
  const rows = await db.select({ status: s.table.status }).from(s.table).where(eq(s.owner, ownerId));
  return {
    total: rows.length,
    open: rows.filter((r) => r.status === 'Open' || r.status === 'In Progress').length,
  };
}

/**
 * Support is for students whose payment is completed: a student who has not paid yet is sent to
 * the payment page instead of the helpdesk.
 */
export async function assertStudentMayOpenTicket(db: Db, studentId: number): Promise<void> {
  const [student] = await db
    .select({ paymentStatus: t.students.paymentStatus })
    .from(t.students)
    .where(eq(t.students.id, studentId));
  if (!student) throw notFound('User data not found. Please login again.');
  if (student.paymentStatus !== 'completed')
    throw forbidden('Payment not completed. Please complete your payment first.');
}

/** Every ticket of one kind or both, newest first, as stored (the operator CLI's list). */
export async function ticketTables(db: Db, kind?: TicketSource) {
  const tutorTickets =
    kind === 'student' ? [] : await db.select().from(t.tutorTickets).orderBy(desc(t.tutorTickets.createdAt));
  const studentTickets =
    kind === 'tutor' ? [] : await db.select().from(t.studentTickets).orderBy(desc(t.studentTickets.createdAt));
  return { tutorTickets, studentTickets };
}

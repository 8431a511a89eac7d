/** Operator actions from the command line (the back office does the daily work). Same rules and database as the API. */
import { and, asc, desc, eq, or } from 'drizzle-orm';
import crypto from 'node:crypto';
import { BATCH_STATUSES, STAFF_ROLES, TICKET_STATUSES } from '@ai-women/contracts';
import { hashPassword } from './lib/passwords';
import type { Db } from './db/client';
import * as t from './db/schema';
import { changeBatchStatus } from './modules/batches';
import { planTimetable, isIsoDate } from './lib/schedule';
import { HttpError, badRequest, isUniqueViolation, notFound } from './lib/errors';
import { enqueueMail } from './mail/outbox';

export type Args = Record<string, string | undefined>;

const need = (args: Args, key: string): string => {
  const v = args[key]?.trim();
  if (!v) throw badRequest(`--${key} is required`);
  return v;
};
const int = (args: Args, key: string): number => {
  const n = Number(need(args, key));
  if (!Number.isInteger(n) || n < 1) throw badRequest(`--${key} must be a positive whole number`);
  return n;
};

function checkTiming(timing: string): string {
  // Spec 02 §3: two space-separated parts, e.g. 'Mon-Sat 19:00-20:30'.
  if (!/^\S+ \S+$/.test(timing))
    throw badRequest("Timing must be two space-separated parts, e.g. 'Mon-Sat 19:00-20:30'");
  return timing;
}
function checkUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.protocol === 'https:' || u.protocol === 'http:') return url;
  } catch {
    // fall through
  }
  throw badRequest('Meeting URL must be an http(s) URL');
}

async function tutorRef(db: Db, ref: string): Promise<number> {
  const rows = await db
    .select({ id: t.tutors.id })
    .from(t.tutors)
    .where(
      /^\d+$/.test(ref) && ref.length < 10
        ? eq(t.tutors.id, Number(ref))
        : or(eq(t.tutors.email, ref.toLowerCase()), eq(t.tutors.phoneNumber, ref)),
    );
  if (!rows[0]) throw notFound(`Tutor not found: ${ref}`);
  return rows[0].id;
}
async function studentRef(db: Db, ref: string): Promise<number> {
  const rows = await db
    .select({ id: t.students.id })
    .from(t.students)
    .where(
      /^\d+$/.test(ref) && ref.length < 10
        ? eq(t.students.id, Number(ref))
        : or(eq(t.students.email, ref.toLowerCase()), eq(t.students.phoneNumber, ref)),
    );
  if (!rows[0]) throw notFound(`Student not found: ${ref}`);
  return rows[0].id;
}

async function schedule(db: Db, batchId: number, start: string) {
  if (!isIsoDate(start)) throw badRequest('--start must be a date YYYY-MM-DD');
  const plan = planTimetable(start);
  await db.transaction(async (tx) => {
    await tx.delete(t.classSessions).where(eq(t.classSessions.batchId, batchId));
    await tx.insert(t.classSessions).values(
      plan.map((s) => ({
        batchId,
        sessionNo: s.sessionNo,
        moduleNo: s.moduleNo,
        date: s.date,
        topic: s.topic,
      })),
    );
    await tx.update(t.batches).set({ startDate: plan[0]!.date }).where(eq(t.batches.id, batchId));
  });
  return { batchId, first: plan[0]!.date, last: plan.at(-1)!.date, sessions: plan.length };
}

export const ACTIONS: Record<string, { help: string; run(db: Db, args: Args): Promise<unknown> }> = {
  'batch:list': {
    help: 'List batches',
    run: (db) => db.select().from(t.batches).orderBy(asc(t.batches.id)),
  },
  'batch:create': {
    help: '--name N --tutor ID|email --timing "Mon-Sat 19:00-20:30" [--course ID] [--meeting-url URL] [--start YYYY-MM-DD] [--status Inactive]',
    async run(db, args) {
      const status = args.status ?? 'Inactive';
      if (!(BATCH_STATUSES as readonly string[]).includes(status))
        throw badRequest('Status must be Active, Inactive or Completed');
      const courseId = args.course
        ? int(args, 'course')
        : (await db.select({ id: t.courses.id }).from(t.courses).orderBy(asc(t.courses.id)).limit(1))[0]?.id;
      if (!courseId) throw notFound('No course exists');
      const [row] = await db
        .insert(t.batches)
        .values({
          name: need(args, 'name'),
          tutorId: await tutorRef(db, need(args, 'tutor')),
          courseId,
          status,
          timing: checkTiming(need(args, 'timing')),
          meetingUrl: args['meeting-url'] ? checkUrl(args['meeting-url']) : null,
        })
        .returning();
      if (args.start) await schedule(db, row!.id, args.start);
      return row;
    },
  },
  'batch:edit': {
    help: '--id ID [--name N] [--tutor ID|email] [--timing T] [--meeting-url URL]',
    async run(db, args) {
      const id = int(args, 'id');
      const set: Partial<typeof t.batches.$inferInsert> = {};
      if (args.name) set.name = args.name.trim();
      if (args.tutor) set.tutorId = await tutorRef(db, args.tutor);
      if (args.timing) set.timing = checkTiming(args.timing);
      if (args['meeting-url'] !== undefined)
        set.meetingUrl = args['meeting-url'] ? checkUrl(args['meeting-url']) : null;
      if (Object.keys(set).length === 0) throw badRequest('Nothing to change');
      const [row] = await db.update(t.batches).set(set).where(eq(t.batches.id, id)).returning();
      if (!row) throw notFound('Batch not found');
      return row;
    },
  },
  'batch:status': {
    help: '--id ID --status Active|Inactive|Completed (Start, Pause, Complete rules apply)',
    run: (db, args) => changeBatchStatus(db, int(args, 'id'), need(args, 'status')),
  },
  'batch:assign': {
    help: '--id BATCH --student ID|email|mobile',
    async run(db, args) {
      const batchId = int(args, 'id');
      if (!(await db.select({ id: t.batches.id }).from(t.batches).where(eq(t.batches.id, batchId)))[0])
        throw notFound('Batch not found');
      const studentId = await studentRef(db, need(args, 'student'));
      await db
        .insert(t.enrolments)
        .values({ studentId, batchId })
        .onConflictDoUpdate({
          target: [t.enrolments.studentId, t.enrolments.batchId],
          set: { cancelled: false },
        });
      return { batchId, studentId, enrolled: true };
    },
  },
  'batch:unassign': {
    help: '--id BATCH --student ID|email|mobile (marks the enrolment cancelled)',
    async run(db, args) {
      const batchId = int(args, 'id');
      const studentId = await studentRef(db, need(args, 'student'));
      const rows = await db
        .update(t.enrolments)
        .set({ cancelled: true })
        .where(and(eq(t.enrolments.batchId, batchId), eq(t.enrolments.studentId, studentId)))
        .returning();
      if (!rows[0]) throw notFound('Enrolment not found');
      return { batchId, studentId, cancelled: true };
    },
  },
  'batch:schedule': {
    help: '--id BATCH --start YYYY-MM-DD (25 sessions Mon–Sat; replaces the timetable)',
    run: (db, args) => schedule(db, int(args, 'id'), need(args, 'start')),
  },
  'ticket:list': {
    help: '[--kind tutor|student]',
    async run(db, args) {
      const tutorTickets =
        args.kind === 'student'
          ? []
          : await db.select().from(t.tutorTickets).orderBy(desc(t.tutorTickets.createdAt));
      const studentTickets =
        args.kind === 'tutor'
          ? []
          : await db.select().from(t.studentTickets).orderBy(desc(t.studentTickets.createdAt));
      return { tutorTickets, studentTickets };
    },
  },
  'ticket:reply': {
    help: '--kind tutor|student --id ID [--message TEXT] [--status "Open|In Progress|Resolved|Closed"]',
    async run(db, args) {
      const table =
        args.kind === 'student' ? t.studentTickets : args.kind === 'tutor' ? t.tutorTickets : null;
      if (!table) throw badRequest('--kind must be tutor or student');
      const id = int(args, 'id');
      const set: { replyMessage?: string; status?: string; updatedAt: Date } = { updatedAt: new Date() };
      if (args.message !== undefined) {
        if (!args.message.trim()) throw badRequest('--message must not be empty');
        set.replyMessage = args.message.trim();
      }
      if (args.status !== undefined) {
        if (!(TICKET_STATUSES as readonly string[]).includes(args.status))
          throw badRequest(`Status must be one of ${TICKET_STATUSES.join(', ')}`);
        set.status = args.status;
      }
      if (!set.replyMessage && !set.status) throw badRequest('Give --message and/or --status');
      // The update and the "ticket answered" mail (outbox) are one transaction; the API's sender delivers it.
      return db.transaction(async (tx) => {
        const [row] = await tx.update(table).set(set).where(eq(table.id, id)).returning();
        if (!row) throw notFound('Ticket not found');
        if (set.replyMessage) {
          const owner =
            'studentId' in row
              ? (
                  await tx
                    .select({ name: t.students.fullname, email: t.students.email })
                    .from(t.students)
                    .where(eq(t.students.id, row.studentId))
                )[0]
              : (
                  await tx
                    .select({ name: t.tutors.name, email: t.tutors.email })
                    .from(t.tutors)
                    .where(eq(t.tutors.id, (row as { tutorId: number }).tutorId))
                )[0];
          if (owner)
            await enqueueMail(tx as unknown as Db, {
              kind: 'ticket-reply',
              to: owner.email,
              payload: {
                name: owner.name,
                audience: 'studentId' in row ? 'student' : 'tutor',
                ticketId: row.id,
                subject: row.subject,
                reply: set.replyMessage,
                status: row.status,
              },
            });
        }
        return row;
      });
    },
  },
  notify: {
    help: '(--tutor ID|email | --student ID|email|mobile) --title T --message M',
    async run(db, args) {
      const title = need(args, 'title');
      const message = need(args, 'message');
      if (args.tutor) {
        const [row] = await db
          .insert(t.tutorNotifications)
          .values({ tutorId: await tutorRef(db, args.tutor), title, message })
          .returning();
        return row;
      }
      if (args.student) {
        const [row] = await db
          .insert(t.studentNotifications)
          .values({ studentId: await studentRef(db, args.student), title, message })
          .returning();
        return row;
      }
      throw badRequest('Give --tutor or --student');
    },
  },
  'coupon:create': {
    help: '--name CODE --percent 1..100',
    async run(db, args) {
      const name = need(args, 'name').toUpperCase();
      if (!/^[A-Z0-9_-]{3,30}$/.test(name)) throw badRequest('Coupon names are 3–30 letters, digits, - or _');
      const percent = Number(need(args, 'percent'));
      if (!Number.isFinite(percent) || percent <= 0 || percent > 100)
        throw badRequest('--percent must be between 1 and 100');
      const [row] = await db.insert(t.coupons).values({ name, discountPercent: percent }).returning();
      return row;
    },
  },
  'coupon:disable': {
    help: '--name CODE',
    async run(db, args) {
      const [row] = await db
        .update(t.coupons)
        .set({ active: false })
        .where(eq(t.coupons.name, need(args, 'name').toUpperCase()))
        .returning();
      if (!row) throw notFound('Coupon not found');
      return row;
    },
  },
  'staff:create': {
    help: '--email E --name "N" --role admin|support (password from STAFF_PASSWORD, else a random one printed once)',
    async run(db, args) {
      const email = need(args, 'email').toLowerCase();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest('--email must be an e-mail address');
      const name = need(args, 'name');
      const role = need(args, 'role');
      if (!(STAFF_ROLES as readonly string[]).includes(role))
        throw badRequest('--role must be admin or support');
      const given = process.env.STAFF_PASSWORD;
      if (given !== undefined && given.length < 8)
        throw badRequest('STAFF_PASSWORD must be at least 8 characters');
      const password = given ?? crypto.randomBytes(12).toString('base64url');
      const passwordHash = await hashPassword(password);
      try {
        const [row] = await db
          .insert(t.staff)
          .values({ email, name, role, passwordHash })
          .returning({ id: t.staff.id, email: t.staff.email, name: t.staff.name, role: t.staff.role });
        return given === undefined ? { ...row, password } : row;
      } catch (err) {
        if (isUniqueViolation(err) !== undefined)
          throw new HttpError(409, `A staff account with ${email} exists`);
        throw err;
      }
    },
  },
  'staff:disable': {
    help: '--email E (signs the account out at once; it can no longer sign in)',
    async run(db, args) {
      const [row] = await db
        .update(t.staff)
        .set({ disabled: true })
        .where(eq(t.staff.email, need(args, 'email').toLowerCase()))
        .returning({ id: t.staff.id, email: t.staff.email, disabled: t.staff.disabled });
      if (!row) throw notFound('Staff account not found');
      return row;
    },
  },
  'contact:list': {
    help: 'Contact messages, newest first',
    run: (db) => db.select().from(t.contactMessages).orderBy(desc(t.contactMessages.createdAt)),
  },
};

/** Runs one action; HttpErrors become readable messages for the console. */
export async function runAction(db: Db, action: string, args: Args): Promise<unknown> {
  const entry = ACTIONS[action];
  if (!entry)
    throw new HttpError(400, `Unknown action "${action}". Actions: ${Object.keys(ACTIONS).join(', ')}`);
  return entry.run(db, args);
}

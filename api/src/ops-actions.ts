/** Operator actions from the command line (the back office does the daily work). Same rules and database as the API. */
import { and, asc, desc, eq, or } from 'drizzle-orm';
import crypto from 'node:crypto';
import { BATCH_STATUSES, STAFF_ROLES, TICKET_STATUSES } from '@ai-women/contracts';
import { hashPassword } from './lib/passwords';
import type { Db } from './db/client';
import * as t from './db/schema';
import {
  cancelEnrolment,
  changeBatchStatus,
  createBatch,
  enrol,
  scheduleBatch,
  updateBatch,
} from './batches/service';
import { notify } from './notifications/service';
import { moveTicket, replyToTicket, ticketDetail } from './tickets/service';
import type { StaffPrincipal } from './staff/access';
import { isIsoDate } from './lib/schedule';
import { HttpError, badRequest, isUniqueViolation, notFound } from './lib/errors';

export type Args = Record<string, string | undefined>;

const need = (args: Args, key: string): string => {
  const v = args[key]?.trim();
  if (!v) throw badRequest(`--${key} is required`);
  return v;
};
const badDate = (): never => {
  throw badRequest('--start must be a date YYYY-MM-DD');
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

function schedule(db: Db, batchId: number, start: string) {
  if (!isIsoDate(start)) throw badRequest('--start must be a date YYYY-MM-DD');
  return scheduleBatch(db, batchId, start);
}

/**
 * Who the command acts as: `--as EMAIL` names a staff account, else the first active admin. Replies
 * and status changes are signed and audited like the back office's.
 */
async function operator(db: Db, args: Args): Promise<StaffPrincipal> {
  const email = args.as?.trim().toLowerCase();
  const [row] = await db
    .select({ id: t.staff.id, name: t.staff.name, email: t.staff.email, role: t.staff.role })
    .from(t.staff)
    .where(
      email
        ? and(eq(t.staff.email, email), eq(t.staff.disabled, false))
        : and(eq(t.staff.role, 'admin'), eq(t.staff.disabled, false)),
    )
    .orderBy(asc(t.staff.id))
    .limit(1);
  if (!row)
    throw notFound(
      email ? `No active staff account ${email}` : 'No active admin: create one with staff:create',
    );
  return row as StaffPrincipal;
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
      return createBatch(db, {
        name: need(args, 'name'),
        tutorId: await tutorRef(db, need(args, 'tutor')),
        courseId: args.course ? int(args, 'course') : undefined,
        status,
        timing: checkTiming(need(args, 'timing')),
        meetingUrl: args['meeting-url'] ? checkUrl(args['meeting-url']) : null,
        startDate: args.start === undefined ? null : isIsoDate(args.start) ? args.start : badDate(),
      });
    },
  },
  'batch:edit': {
    help: '--id ID [--name N] [--tutor ID|email] [--timing T] [--meeting-url URL]',
    async run(db, args) {
      const id = int(args, 'id');
      if (args['meeting-url'] !== undefined && args['meeting-url']) checkUrl(args['meeting-url']);
      return updateBatch(db, id, {
        name: args.name?.trim() || undefined,
        tutorId: args.tutor ? await tutorRef(db, args.tutor) : undefined,
        timing: args.timing ? checkTiming(args.timing) : undefined,
        meetingUrl: args['meeting-url'] === undefined ? undefined : args['meeting-url'] || null,
      });
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
      await enrol(db, studentId, batchId);
      return { batchId, studentId, enrolled: true };
    },
  },
  'batch:unassign': {
    help: '--id BATCH --student ID|email|mobile (marks the enrolment cancelled)',
    async run(db, args) {
      const batchId = int(args, 'id');
      const studentId = await studentRef(db, need(args, 'student'));
      await cancelEnrolment(db, studentId, batchId);
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
    help: '--kind tutor|student --id ID [--message TEXT] [--status "Open|In Progress|Resolved|Closed"] [--as STAFF_EMAIL]',
    async run(db, args) {
      const source = args.kind;
      if (source !== 'student' && source !== 'tutor') throw badRequest('--kind must be tutor or student');
      const id = int(args, 'id');
      const message = args.message?.trim();
      if (args.message !== undefined && !message) throw badRequest('--message must not be empty');
      const status = args.status;
      if (status !== undefined && !(TICKET_STATUSES as readonly string[]).includes(status))
        throw badRequest(`Status must be one of ${TICKET_STATUSES.join(', ')}`);
      if (!message && !status) throw badRequest('Give --message and/or --status');
      // The same service as the back office: the thread, the workflow, the person's notice and mail.
      // The move comes first (the mail then carries the status she will see), except to Closed,
      // which takes no more replies.
      const who = await operator(db, args);
      const move = async () => {
        const current = await ticketDetail(db, source, id);
        if (status && current.status !== status) await moveTicket(db, who, source, id, status);
      };
      if (status !== 'Closed') await move();
      if (message) await replyToTicket(db, who, source, id, message);
      if (status === 'Closed') await move();
      return ticketDetail(db, source, id);
    },
  },
  notify: {
    help: '(--tutor ID|email | --student ID|email|mobile) --title T --message M',
    async run(db, args) {
      const title = need(args, 'title');
      const message = need(args, 'message');
      if (args.tutor) {
        const tutorId = await tutorRef(db, args.tutor);
        await notify(db, 'tutor', tutorId, { title, message });
        return { tutorId, title, message };
      }
      if (args.student) {
        const studentId = await studentRef(db, args.student);
        await notify(db, 'student', studentId, { title, message });
        return { studentId, title, message };
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

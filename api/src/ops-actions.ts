/**
 * Operator actions from the command line (the back office does the daily work). Same database,
 * same services and the same rules as the API: a batch's timing and meeting link, a coupon's code
 * and discount are checked by the contracts' rules the back office uses, and writes that the back
 * office audits are audited here too, signed by the operator's staff account.
 */
import crypto from 'node:crypto';
import {
  BATCH_STATUSES,
  STAFF_ROLES,
  TICKET_STATUSES,
  storedMeetingLink,
  validateBatch,
  validateCoupon,
  type StaffRole,
} from '@ai-women/contracts';
import type { Db } from './db/client';
import {
  allBatches,
  assertBatchExists,
  cancelEnrolment,
  changeBatchStatus,
  createBatch,
  enrol,
  scheduleBatch,
  updateBatch,
} from './batches/service';
import { notify } from './notifications/service';
import { moveTicket, replyToTicket, ticketDetail, ticketTables } from './tickets/service';
import { createStaffAccount, disableStaffAccount, operatorAccount, type StaffPrincipal } from './auth/staff';
import { createCoupon, setCouponActive } from './payments/coupons';
import { allContactMessages } from './contact/service';
import { studentRef } from './students/staff-service';
import { tutorRef } from './tutors/staff-service';
import { isIsoDate } from './lib/schedule';
import { HttpError, badRequest } from './lib/errors';

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

/** The back office's batch rule for the fields given (timing, meeting link): its first message is the error. */
function checkBatchFields(fields: { timing?: string; meeting_url?: string }): void {
  const first = Object.values(validateBatch(fields, { partial: true })).find(Boolean);
  if (first) throw badRequest(first);
}

function schedule(db: Db, batchId: number, start: string) {
  if (!isIsoDate(start)) throw badRequest('--start must be a date YYYY-MM-DD');
  return scheduleBatch(db, batchId, start);
}

/**
 * Who the command acts as: `--as EMAIL` names a staff account, else the first active admin. Replies,
 * status changes and coupon changes are signed and audited like the back office's.
 */
function operator(db: Db, args: Args): Promise<StaffPrincipal> {
  return operatorAccount(db, args.as?.trim().toLowerCase() || undefined);
}

export const ACTIONS: Record<string, { help: string; run(db: Db, args: Args): Promise<unknown> }> = {
  'batch:list': {
    help: 'List batches',
    run: (db) => allBatches(db),
  },
  'batch:create': {
    help: '--name N --tutor ID|email --timing "Mon-Sat 19:00-20:30" [--course ID] [--meeting-url URL] [--start YYYY-MM-DD] [--status Inactive]',
    async run(db, args) {
      const status = args.status ?? 'Inactive';
      if (!(BATCH_STATUSES as readonly string[]).includes(status))
        throw badRequest('Status must be Active, Inactive or Completed');
      const timing = need(args, 'timing');
      const typed = args['meeting-url']?.trim() || null;
      checkBatchFields({ timing, ...(typed ? { meeting_url: typed } : {}) });
      const meetingUrl = storedMeetingLink(typed) ?? null;
      return createBatch(db, {
        name: need(args, 'name'),
        tutorId: await tutorRef(db, need(args, 'tutor')),
        courseId: args.course ? int(args, 'course') : undefined,
        status,
        timing,
        meetingUrl,
        startDate: args.start === undefined ? null : isIsoDate(args.start) ? args.start : badDate(),
      });
    },
  },
  'batch:edit': {
    help: '--id ID [--name N] [--tutor ID|email] [--timing T] [--meeting-url URL]',
    async run(db, args) {
      const id = int(args, 'id');
      const timing = args.timing?.trim() || undefined;
      const typed = args['meeting-url'] === undefined ? undefined : args['meeting-url'].trim() || null;
      checkBatchFields({ ...(timing ? { timing } : {}), ...(typed ? { meeting_url: typed } : {}) });
      const meetingUrl = storedMeetingLink(typed);
      return updateBatch(db, id, {
        name: args.name?.trim() || undefined,
        tutorId: args.tutor ? await tutorRef(db, args.tutor) : undefined,
        timing,
        meetingUrl,
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
      await assertBatchExists(db, batchId);
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
    run(db, args) {
      if (args.kind !== undefined && args.kind !== 'student' && args.kind !== 'tutor')
        throw badRequest('--kind must be tutor or student');
      return ticketTables(db, args.kind);
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
    help: "--name CODE --percent 1..90 [--as STAFF_EMAIL] (the back office's coupon rule)",
    async run(db, args) {
      const name = need(args, 'name').toUpperCase();
      const percent = need(args, 'percent');
      const first = Object.values(validateCoupon({ coupon_name: name, discount_percent: percent })).find(
        Boolean,
      );
      if (first) throw badRequest(first);
      return createCoupon(db, await operator(db, args), name, Number(percent));
    },
  },
  'coupon:disable': {
    help: '--name CODE [--as STAFF_EMAIL]',
    async run(db, args) {
      const name = need(args, 'name').toUpperCase();
      return setCouponActive(db, await operator(db, args), { name }, false);
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
      const row = await createStaffAccount(db, { email, name, role: role as StaffRole, password });
      return given === undefined ? { ...row, password } : row;
    },
  },
  'staff:disable': {
    help: '--email E (signs the account out at once; it can no longer sign in)',
    run: (db, args) => disableStaffAccount(db, need(args, 'email').toLowerCase()),
  },
  'contact:list': {
    help: 'Contact messages, newest first',
    run: (db) => allContactMessages(db),
  },
};

/** Runs one action; HttpErrors become readable messages for the console. */
export async function runAction(db: Db, action: string, args: Args): Promise<unknown> {
  const entry = ACTIONS[action];
  if (!entry)
    throw new HttpError(400, `Unknown action "${action}". Actions: ${Object.keys(ACTIONS).join(', ')}`);
  return entry.run(db, args);
}

/**
 * The staff back office's API (issue 17): /api/staff/… for the school's team. Support answers
 * tickets, reads the contact inbox and sends notices; admins also run batches, people and money,
 * and read the audit log. Every write is audited in its own transaction (./access.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import * as S from '@ai-women/contracts/staff';
import { MessageResponse } from '@ai-women/contracts/schemas';
import {
  BATCH_STATUSES,
  DOCUMENT_DECISIONS,
  calendarDateMessage,
  isCalendarDate,
  STAFF_LIMITS,
  TUTOR_TICKET_PRIORITIES,
  TICKET_SOURCES,
  TICKET_STATUSES,
  validateBatch,
  validateCoupon,
  validateNotice,
  validatePlacement,
  validateReply,
  BATCH_CAPACITY,
  validateStaffLogin,
  type StaffRole,
  type TicketSource,
} from '@ai-women/contracts';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { HttpError, assertValid, badRequest, conflict, isUniqueViolation, notFound } from '../lib/errors';
import { verifyPassword } from '../lib/passwords';
import { iso } from '../lib/shape';
import { startSession } from '../auth/guards';
import { SESSION_COOKIE } from '../auth/session-store';
import {
  batchById,
  batchRows,
  changeBatchStatus,
  createBatch,
  studentsOf,
  updateBatch,
} from '../batches/service';
import { notify } from '../notifications/service';
import {
  batchRoster,
  openBatches,
  placeStudent,
  placementAlert,
  waitingStudents,
} from '../batches/placement';
import { audit, requireStaff, staffView, type StaffPrincipal } from './access';
import { contactView, couponRows, like, paymentReport, studentRows, tutorRows } from './service';
import { listTickets, moveTicket, replyToTicket, ticketDetail } from '../tickets/service';
import { csvDocument } from './csv';
import { sendPdf } from '../uploads/routes';

const ADMIN: readonly StaffRole[] = ['admin'];
const ANY_STAFF: readonly StaffRole[] = ['admin', 'support'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Staff roles that may call the route (checked before validation); absent: no staff guard. */
    staffRoles?: readonly StaffRole[];
  }
  interface FastifyRequest {
    staff?: StaffPrincipal;
  }
}
const INVALID_LOGIN = 'Invalid email or password.';

const oneOf = <T extends string>(
  list: readonly T[],
  value: string | undefined,
  what: string,
): T | undefined => {
  const v = value?.trim();
  if (!v || v.toLowerCase() === 'all') return undefined;
  const found = list.find((x) => x.toLowerCase() === v.toLowerCase());
  if (!found) throw badRequest(`${what} must be one of ${list.join(', ')}.`);
  return found;
};

/** The report's day range: real calendar days only (a 400 that names the field, never a RangeError). */
function checkDays(query: { from?: string; to?: string }): void {
  if (query.from !== undefined && !isCalendarDate(query.from)) throw badRequest(calendarDateMessage('From'));
  if (query.to !== undefined && !isCalendarDate(query.to)) throw badRequest(calendarDateMessage('To'));
}

/** What a batch change adds to its message when waiting students were placed in the batch. */
const placedText = (n: number) =>
  n === 0 ? '' : ` ${n} waiting ${n === 1 ? 'student was' : 'students were'} placed in it.`;

// ------------------------------------------------------------------ routes
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { loginThrottle, config } = app.deps;
  const writeRateLimit = { max: config.rateLimit.writesPerIpMax, timeWindow: config.rateLimit.windowMs };
  const security = [{ session: [] as string[] }];
  const tags = ['staff'];
  // The guard runs before validation: a request without the right staff role learns nothing about
  // the shape of the body (401/403 before 400), and every handler below finds `req.staff` set.
  app.addHook('preValidation', async (req) => {
    const roles = req.routeOptions.config.staffRoles;
    if (roles) req.staff = await requireStaff(req, db, roles);
  });
  const inTx = <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db));

  // ---------------------------------------------------------------- sign in
  app.post(
    '/api/staff/login',
    {
      schema: { tags, body: S.StaffLoginBody, response: { 200: S.StaffMeResponse } },
      config: { keepsReadCache: true },
    },
    async (req) => {
      assertValid(validateStaffLogin(req.body));
      const email = req.body.email.trim().toLowerCase();
      const [row] = await db.select().from(t.staff).where(eq(t.staff.email, email)).limit(1);
      const account = row ? `staff#${row.id}` : `staff:${email}`;
      const hadFailures = await loginThrottle.check(account, req.ip);
      const ok = await verifyPassword(row?.passwordHash, req.body.password);
      if (!row || !ok || row.disabled) {
        await loginThrottle.fail(account, req.ip);
        throw new HttpError(401, INVALID_LOGIN);
      }
      if (hadFailures) await loginThrottle.succeed(account, req.ip);
      await startSession(req, { staffId: row.id });
      return { success: true, staff: staffView({ ...row, role: row.role as StaffPrincipal['role'] }) };
    },
  );
  app.post(
    '/api/staff/logout',
    { schema: { tags, response: { 200: MessageResponse } }, config: { keepsReadCache: true } },
    async (req: FastifyRequest, reply: FastifyReply) => {
      await req.session.destroy();
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true, message: 'Signed out.' };
    },
  );
  app.get(
    '/api/staff/me',
    { config: { staffRoles: ANY_STAFF }, schema: { tags, security, response: { 200: S.StaffMeResponse } } },
    async (req) => ({
      success: true,
      staff: staffView(req.staff!),
    }),
  );

  // ---------------------------------------------------------------- tickets (support, admin)
  app.get(
    '/api/staff/tickets',
    {
      config: { staffRoles: ANY_STAFF },
      schema: {
        tags,
        security,
        querystring: S.StaffTicketQuery,
        response: { 200: S.StaffTicketListResponse },
      },
    },
    async (req) => {
      const q = req.query;
      const data = await listTickets(db, {
        status: oneOf(TICKET_STATUSES, q.status, 'Status'),
        priority: oneOf(TUTOR_TICKET_PRIORITIES, q.priority, 'Priority'),
        from: oneOf(TICKET_SOURCES, q.from, 'From'),
        q: q.q,
      });
      return { success: true, data };
    },
  );
  app.get(
    '/api/staff/tickets/:from/:ticket_id',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { tags, security, params: S.TicketParams, response: { 200: S.StaffTicketResponse } },
    },
    async (req) => {
      return {
        success: true,
        data: await ticketDetail(db, req.params.from as TicketSource, req.params.ticket_id),
      };
    },
  );
  app.post(
    '/api/staff/tickets/:from/:ticket_id/replies',
    {
      schema: {
        tags,
        security,
        params: S.TicketParams,
        body: S.ReplyBody,
        response: { 201: S.StaffTicketResponse },
      },
      config: { staffRoles: ANY_STAFF, rules: validateReply, rateLimit: writeRateLimit },
    },
    async (req, reply) => {
      const who = req.staff!;
      assertValid(validateReply(req.body));
      const source = req.params.from as TicketSource;
      await replyToTicket(db, who, source, req.params.ticket_id, req.body.message.trim());
      app.deps.mail.kick();
      reply.status(201);
      return {
        success: true,
        message: 'Reply sent.',
        data: await ticketDetail(db, source, req.params.ticket_id),
      };
    },
  );
  app.put(
    '/api/staff/tickets/:from/:ticket_id/status',
    {
      config: { staffRoles: ANY_STAFF },
      schema: {
        tags,
        security,
        params: S.TicketParams,
        body: S.TicketStatusBody,
        response: { 200: S.StaffTicketResponse },
      },
    },
    async (req) => {
      const who = req.staff!;
      const to = oneOf(TICKET_STATUSES, req.body.status, 'Status');
      if (!to) throw badRequest(`Status must be one of ${TICKET_STATUSES.join(', ')}.`);
      const source = req.params.from as TicketSource;
      await moveTicket(db, who, source, req.params.ticket_id, to);
      return {
        success: true,
        message: `Ticket marked ${to}.`,
        data: await ticketDetail(db, source, req.params.ticket_id),
      };
    },
  );

  // ---------------------------------------------------------------- contact inbox (support, admin)
  app.get(
    '/api/staff/contact-messages',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { tags, security, querystring: S.ContactQuery, response: { 200: S.ContactListResponse } },
    },
    async (req) => {
      const handled = req.query.handled ?? 'no';
      const rows = await db
        .select({ m: t.contactMessages, by: t.staff.name })
        .from(t.contactMessages)
        .leftJoin(t.staff, eq(t.staff.id, t.contactMessages.handledBy))
        .where(
          handled === 'no'
            ? isNull(t.contactMessages.handledAt)
            : handled === 'yes'
              ? isNotNull(t.contactMessages.handledAt)
              : undefined,
        )
        .orderBy(desc(t.contactMessages.createdAt), desc(t.contactMessages.id));
      return { success: true, data: rows.map((r) => contactView(r.m, r.by)) };
    },
  );
  app.put(
    '/api/staff/contact-messages/:id/handled',
    {
      config: { staffRoles: ANY_STAFF },
      schema: {
        tags,
        security,
        params: S.StaffIdParams,
        body: S.ContactHandledBody,
        response: { 200: S.ContactMessageResponse },
      },
    },
    async (req) => {
      const who = req.staff!;
      const row = await inTx(async (tx) => {
        const [before] = await tx
          .select()
          .from(t.contactMessages)
          .where(eq(t.contactMessages.id, req.params.id))
          .for('update');
        if (!before) throw notFound('Message not found.');
        const [after] = await tx
          .update(t.contactMessages)
          .set(
            req.body.handled
              ? { handledAt: before.handledAt ?? new Date(), handledBy: before.handledBy ?? who.id }
              : { handledAt: null, handledBy: null },
          )
          .where(eq(t.contactMessages.id, req.params.id))
          .returning();
        await audit(tx, who, {
          action: req.body.handled ? 'contact.handled' : 'contact.reopened',
          entity: 'contact_message',
          entityId: before.id,
          before: { handled: Boolean(before.handledAt) },
          after: { handled: req.body.handled },
        });
        return after!;
      });
      return {
        success: true,
        message: req.body.handled ? 'Marked as handled.' : 'Moved back to the inbox.',
        data: contactView(row, row.handledBy ? who.name : null),
      };
    },
  );

  // ---------------------------------------------------------------- notices (support, admin)
  app.post(
    '/api/staff/notices',
    {
      schema: { tags, security, body: S.NoticeBody, response: { 200: S.NoticeResponse } },
      config: { staffRoles: ANY_STAFF, rules: validateNotice, rateLimit: writeRateLimit },
    },
    async (req) => {
      const who = req.staff!;
      assertValid(validateNotice(req.body));
      const title = req.body.title.trim();
      const message = req.body.message.trim();
      const audience = req.body.audience;
      const recipients = await inTx(async (tx) => {
        const [batch] = await tx.select().from(t.batches).where(eq(t.batches.id, req.body.batch_id));
        if (!batch) throw notFound('Batch not found.');
        let n = 0;
        if (audience !== 'tutor')
          n += await notify(tx, 'student', await studentsOf(tx, batch.id), { title, message });
        if (audience !== 'students' && batch.tutorId)
          n += await notify(tx, 'tutor', batch.tutorId, { title, message });
        if (n === 0)
          throw conflict('Nobody would receive this notice: the batch has no students or tutor for it yet.');
        await audit(tx, who, {
          action: 'notice.send',
          entity: 'batch',
          entityId: batch.id,
          after: { audience, title, message, recipients: n },
        });
        return n;
      });
      return {
        success: true,
        message: `Notice sent to ${recipients} ${recipients === 1 ? 'person' : 'people'}.`,
        recipients,
      };
    },
  );

  // ---------------------------------------------------------------- batches (read: all staff; write: admin)
  app.get(
    '/api/staff/batches',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { tags, security, querystring: S.StaffBatchQuery, response: { 200: S.StaffBatchListResponse } },
    },
    async (req) => {
      const status = oneOf(BATCH_STATUSES, req.query.status, 'Status');
      const where: SQL[] = [];
      if (status) where.push(eq(t.batches.status, status));
      if (req.query.q?.trim())
        where.push(or(ilike(t.batches.name, like(req.query.q)), ilike(t.tutors.name, like(req.query.q)))!);
      return { success: true, data: await batchRows(db, where.length ? and(...where) : undefined) };
    },
  );
  app.post(
    '/api/staff/batches',
    {
      schema: { tags, security, body: S.CreateBatchBody, response: { 201: S.StaffBatchResponse } },
      config: { staffRoles: ADMIN, rules: (b) => validateBatch(b) },
    },
    async (req, reply) => {
      const who = req.staff!;
      assertValid(validateBatch(req.body));
      const created = await createBatch(
        db,
        {
          name: req.body.batch_name.trim(),
          timing: req.body.timing.trim(),
          tutorId: req.body.tutor_id ?? null,
          meetingUrl: req.body.meeting_url?.trim() || null,
          startDate: req.body.start_date.trim(),
          courseId: await existingCourse(db, req.body.course_id),
        },
        (tx, row, placed) =>
          audit(tx, who, {
            action: 'batch.create',
            entity: 'batch',
            entityId: row.id,
            after: {
              batch_name: row.name,
              course_id: row.courseId,
              timing: row.timing,
              start_date: row.startDate,
              tutor_id: row.tutorId,
              meeting_url: row.meetingUrl,
              ...(placed.length ? { placed_student_ids: placed.map((p) => p.id) } : {}),
            },
          }),
      );
      const id = created.id;
      reply.status(201);
      return {
        success: true,
        message: `Batch created with its 25-session timetable.${placedText(created.placed.length)}`,
        data: await batchById(db, id),
      };
    },
  );
  app.put(
    '/api/staff/batches/:id',
    {
      schema: {
        tags,
        security,
        params: S.StaffIdParams,
        body: S.UpdateBatchBody,
        response: { 200: S.StaffBatchResponse },
      },
      config: { staffRoles: ADMIN, rules: (b) => validateBatch(b, { partial: true }) },
    },
    async (req) => {
      const who = req.staff!;
      assertValid(validateBatch(req.body, { partial: true }));
      const view = (b: typeof t.batches.$inferSelect) => ({
        batch_name: b.name,
        timing: b.timing,
        meeting_url: b.meetingUrl,
        tutor_id: b.tutorId,
      });
      await updateBatch(
        db,
        req.params.id,
        {
          name: req.body.batch_name?.trim(),
          timing: req.body.timing?.trim(),
          meetingUrl: req.body.meeting_url === undefined ? undefined : req.body.meeting_url?.trim() || null,
          tutorId: req.body.tutor_id,
        },
        (tx, before, after) =>
          audit(tx, who, {
            action: 'batch.update',
            entity: 'batch',
            entityId: before.id,
            before: view(before),
            after: view(after),
          }),
      );
      return { success: true, message: 'Batch saved.', data: await batchById(db, req.params.id) };
    },
  );
  app.put(
    '/api/staff/batches/:id/status',
    {
      config: { staffRoles: ADMIN },
      schema: {
        tags,
        security,
        params: S.StaffIdParams,
        body: S.StaffBatchStatusBody,
        response: { 200: S.StaffBatchResponse },
      },
    },
    async (req) => {
      const who = req.staff!;
      const to = oneOf(BATCH_STATUSES, req.body.status, 'Status');
      if (!to) throw badRequest('Status must be Active, Inactive or Completed');
      const changed = await changeBatchStatus(db, req.params.id, to, undefined, (tx, before, placed) =>
        audit(tx, who, {
          action: 'batch.status',
          entity: 'batch',
          entityId: before.id,
          before: { status: before.status },
          after: { status: to, ...(placed.length ? { placed_student_ids: placed.map((p) => p.id) } : {}) },
        }),
      );
      return {
        success: true,
        message: `Batch is now ${to}.${placedText(changed.placed.length)}`,
        data: await batchById(db, req.params.id),
      };
    },
  );

  // ---------------------------------------------------------------- people (admin)
  app.get(
    '/api/staff/students',
    {
      config: { staffRoles: ADMIN },
      schema: { tags, security, querystring: S.PeopleQuery, response: { 200: S.StaffStudentListResponse } },
    },
    async (req) => {
      const where: SQL[] = [];
      if (req.query.q?.trim()) {
        const q = like(req.query.q);
        where.push(
          or(ilike(t.students.fullname, q), ilike(t.students.email, q), ilike(t.students.phoneNumber, q))!,
        );
      }
      let data = await studentRows(db, where.length ? and(...where) : undefined);
      if (req.query.batch_id) data = data.filter((s) => s.batch?.batch_id === Number(req.query.batch_id));
      return { success: true, data };
    },
  );
  app.put(
    '/api/staff/students/:id/batch',
    {
      config: { staffRoles: ADMIN, rules: validatePlacement },
      schema: {
        tags,
        security,
        params: S.StaffIdParams,
        body: S.MoveStudentBody,
        response: { 200: S.StaffStudentResponse },
      },
    },
    async (req) => {
      const who = req.staff!;
      assertValid(validatePlacement(req.body));
      const studentId = req.params.id;
      const reason = req.body.reason!.trim();
      const placed = await placeStudent(db, studentId, req.body.batch_id, (tx, p) =>
        audit(tx, who, {
          action: p.from.length ? 'student.move' : 'student.place',
          entity: 'student',
          entityId: studentId,
          before: {
            batch_ids: p.from.map((b) => b.id),
            batch_names: p.from.map((b) => b.name),
            reason: null,
          },
          after: { batch_ids: [p.batch.id], batch_names: [p.batch.name], reason },
        }),
      );
      const [data] = await studentRows(db, eq(t.students.id, studentId));
      app.deps.mail.kick();
      return {
        success: true,
        message: placed.from.length
          ? `${placed.fullname} moved to ${placed.batch.name}.`
          : `${placed.fullname} placed in ${placed.batch.name}.`,
        data: data!,
      };
    },
  );
  app.get(
    '/api/staff/placements',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { tags, security, response: { 200: S.PlacementsResponse } },
    },
    async () => {
      const waiting = await waitingStudents(db);
      return {
        success: true,
        data: {
          waiting,
          open_batches: await openBatches(db),
          alert: placementAlert(waiting),
          capacity: BATCH_CAPACITY,
        },
      };
    },
  );
  app.get(
    '/api/staff/batches/:id/students',
    {
      config: { staffRoles: ANY_STAFF },
      schema: { tags, security, params: S.StaffIdParams, response: { 200: S.BatchRosterResponse } },
    },
    async (req) => ({ success: true, data: await batchRoster(db, req.params.id) }),
  );
  app.get(
    '/api/staff/tutors',
    {
      config: { staffRoles: ADMIN },
      schema: { tags, security, querystring: S.PeopleQuery, response: { 200: S.StaffTutorListResponse } },
    },
    async (req) => {
      const q = req.query.q?.trim() ? like(req.query.q) : null;
      return {
        success: true,
        data: await tutorRows(
          db,
          q
            ? or(ilike(t.tutors.name, q), ilike(t.tutors.email, q), ilike(t.tutors.phoneNumber, q))
            : undefined,
        ),
      };
    },
  );
  app.get(
    '/api/staff/tutors/:id/files/:kind',
    { config: { staffRoles: ADMIN }, schema: { tags, security, params: S.TutorFileParams } },
    async (req, reply) => {
      const [row] = await db.select().from(t.tutorUploads).where(eq(t.tutorUploads.tutorId, req.params.id));
      const resume = req.params.kind === 'resume';
      const key = resume ? row?.resumeKey : row?.experienceLetterKey;
      const name = (resume ? row?.resumeName : row?.experienceLetterName) ?? 'document.pdf';
      const file = key ? await app.deps.files.open(key) : null;
      if (!file) throw notFound('Document not found');
      return sendPdf(reply, file, `inline; filename*=UTF-8''${encodeURIComponent(name)}`);
    },
  );
  app.put(
    '/api/staff/tutors/:id/review',
    {
      config: { staffRoles: ADMIN },
      schema: {
        tags,
        security,
        params: S.StaffIdParams,
        body: S.ReviewBody,
        response: { 200: S.StaffTutorResponse },
      },
    },
    async (req) => {
      const who = req.staff!;
      const decision = DOCUMENT_DECISIONS.find((d) => d === req.body.decision);
      if (!decision) throw badRequest('Choose approve or send back.');
      await inTx(async (tx) => {
        const [before] = await tx
          .select()
          .from(t.tutorUploads)
          .where(eq(t.tutorUploads.tutorId, req.params.id))
          .for('update');
        if (!before) throw notFound('This tutor has not uploaded documents yet.');
        const note = req.body.note?.trim() || null;
        if (decision === 'changes_requested' && !note)
          throw badRequest('Write what the tutor should change.', {
            errors: { note: 'Write what the tutor should change.' },
          });
        if (note && note.length > STAFF_LIMITS.reviewNoteMax)
          throw badRequest(`A note can be at most ${STAFF_LIMITS.reviewNoteMax} characters.`);
        await tx
          .update(t.tutorUploads)
          .set({ reviewStatus: decision, reviewNote: note })
          .where(eq(t.tutorUploads.id, before.id));
        await notify(
          tx,
          'tutor',
          req.params.id,
          decision === 'approved'
            ? {
                title: 'Documents approved',
                message: `Your documents were approved by ${who.name}.${note ? ` ${note}` : ''}`,
              }
            : { title: 'Documents need changes', message: `Please update your documents: ${note}` },
        );
        await audit(tx, who, {
          action: 'tutor.review',
          entity: 'tutor',
          entityId: req.params.id,
          before: { review_status: before.reviewStatus, review_note: before.reviewNote },
          after: { review_status: decision, review_note: note },
        });
      });
      const [data] = await tutorRows(db, eq(t.tutors.id, req.params.id));
      return {
        success: true,
        message: decision === 'approved' ? 'Documents approved.' : 'Sent back to the tutor with your note.',
        data: data!,
      };
    },
  );

  // ---------------------------------------------------------------- money (admin)
  app.get(
    '/api/staff/payments',
    {
      config: { staffRoles: ADMIN },
      schema: { tags, security, querystring: S.PaymentsQuery, response: { 200: S.StaffPaymentsResponse } },
    },
    async (req) => {
      checkDays(req.query);
      return { success: true, data: await paymentReport(db, req.query) };
    },
  );
  app.get(
    '/api/staff/payments.csv',
    { config: { staffRoles: ADMIN }, schema: { tags, security, querystring: S.PaymentsQuery } },
    async (req, reply) => {
      checkDays(req.query);
      const report = await paymentReport(db, req.query);
      // India time, as every screen shows it: a payment at 00:30 IST is on that day's line.
      const header = [
        'paid_at_ist',
        'transaction_id',
        'order_id',
        'student_id',
        'student_name',
        'email',
        'amount_inr',
        'currency',
        'coupon',
      ];
      const lines = report.payments.map((p) => [
        p.paid_at_ist,
        p.transaction_id,
        p.order_id,
        p.student_id,
        p.student_name,
        p.email,
        (p.amount / 100).toFixed(2),
        p.currency,
        p.coupon,
      ]);
      const name = `aarohi-payments${req.query.from ? `-from-${req.query.from}` : ''}${req.query.to ? `-to-${req.query.to}` : ''}.csv`;
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store');
      return csvDocument([header, ...lines]);
    },
  );
  app.get(
    '/api/staff/coupons',
    {
      config: { staffRoles: ADMIN },
      schema: { tags, security, response: { 200: S.StaffCouponListResponse } },
    },
    async () => ({ success: true, data: await couponRows(db) }),
  );
  app.post(
    '/api/staff/coupons',
    {
      schema: { tags, security, body: S.CreateCouponBody, response: { 201: S.StaffCouponResponse } },
      config: { staffRoles: ADMIN, rules: validateCoupon },
    },
    async (req, reply) => {
      const who = req.staff!;
      assertValid(validateCoupon(req.body));
      const name = req.body.coupon_name.trim().toUpperCase();
      const pct = Number(req.body.discount_percent);
      let id: number;
      try {
        id = await inTx(async (tx) => {
          const [row] = await tx.insert(t.coupons).values({ name, discountPercent: pct }).returning();
          await audit(tx, who, {
            action: 'coupon.create',
            entity: 'coupon',
            entityId: row!.id,
            after: { coupon_name: name, discount_percent: pct, active: true },
          });
          return row!.id;
        });
      } catch (err) {
        if (isUniqueViolation(err) !== undefined) throw conflict('A coupon with this code already exists.');
        throw err;
      }
      const [data] = await couponRows(db, eq(t.coupons.id, id));
      reply.status(201);
      return { success: true, message: `Coupon ${name} created.`, data: data! };
    },
  );
  app.put(
    '/api/staff/coupons/:id',
    {
      config: { staffRoles: ADMIN },
      schema: {
        tags,
        security,
        params: S.StaffIdParams,
        body: S.CouponActiveBody,
        response: { 200: S.StaffCouponResponse },
      },
    },
    async (req) => {
      const who = req.staff!;
      await inTx(async (tx) => {
        const [before] = await tx
          .select()
          .from(t.coupons)
          .where(eq(t.coupons.id, req.params.id))
          .for('update');
        if (!before) throw notFound('Coupon not found.');
        await tx.update(t.coupons).set({ active: req.body.active }).where(eq(t.coupons.id, before.id));
        await audit(tx, who, {
          action: req.body.active ? 'coupon.activate' : 'coupon.deactivate',
          entity: 'coupon',
          entityId: before.id,
          before: { active: before.active },
          after: { active: req.body.active },
        });
      });
      const [data] = await couponRows(db, eq(t.coupons.id, req.params.id));
      return {
        success: true,
        message: req.body.active ? 'Coupon is active again.' : 'Coupon deactivated.',
        data: data!,
      };
    },
  );

  // ---------------------------------------------------------------- audit log (admin)
  app.get(
    '/api/staff/audit',
    {
      config: { staffRoles: ADMIN },
      schema: { tags, security, querystring: S.AuditQuery, response: { 200: S.AuditListResponse } },
    },
    async (req) => {
      const rows = await db
        .select({ a: t.auditLog, name: t.staff.name, email: t.staff.email })
        .from(t.auditLog)
        .innerJoin(t.staff, eq(t.staff.id, t.auditLog.staffId))
        .where(req.query.entity ? eq(t.auditLog.entity, req.query.entity) : undefined)
        .orderBy(desc(t.auditLog.createdAt), desc(t.auditLog.id))
        .limit(req.query.limit ?? 200);
      return {
        success: true,
        data: rows.map(({ a, name, email }) => ({
          audit_id: a.id,
          staff: { staff_id: a.staffId, name, email },
          action: a.action,
          entity: a.entity,
          entity_id: a.entityId,
          before: a.before ?? null,
          after: a.after ?? null,
          created_at: iso(a.createdAt),
        })),
      };
    },
  );
};

export default staffRoutes;

/** The course a new batch teaches; an id that names no course is a field error, not a 500. */
async function existingCourse(db: Db, id: number | string | null | undefined): Promise<number> {
  const [row] = await db.select({ id: t.courses.id }).from(t.courses).where(eq(t.courses.id, Number(id)));
  if (!row) throw badRequest('Course not found.', { errors: { course_id: 'Course not found.' } });
  return row.id;
}

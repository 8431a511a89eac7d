/** Student registration, login, logout, who-am-I, dashboard, sessions, notifications and tickets. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, gte, ne, or, sql } from 'drizzle-orm';
import * as S from '@ai-women/contracts/schemas';
import {
  MESSAGES,
  isMobileLoginId,
  normalizeName,
  validateStudentLogin,
  validateStudentRegistration,
  validateStudentTicket,
} from '@ai-women/contracts';
import * as t from '../db/schema';
import {
  assertValid,
  conflict,
  notFound,
  unauthorized,
  badRequest,
  forbidden,
  isUniqueViolation,
  HttpError,
} from '../lib/errors';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { iso, loginUser, tutorData, notification } from '../lib/shape';
import { requireStudent, startSession } from '../auth/guards';
import { todayIso } from '../lib/schedule';
import { SESSION_COOKIE } from '../auth/session-store';
import type { Db } from '../db/client';
import { enqueueMail } from '../mail/outbox';
import { ownTickets } from '../staff/tickets-service';
import { StudentOwnTicketsResponse } from '@ai-women/contracts/staff';

export async function latestPayment(db: Db, studentId: number) {
  const rows = await db
    .select({ transactionId: t.payments.transactionId, amount: t.payments.amount, paidAt: t.payments.paidAt })
    .from(t.payments)
    .where(eq(t.payments.studentId, studentId))
    .orderBy(desc(t.payments.paidAt))
    .limit(1);
  return rows[0] ?? null;
}

const students: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config, loginThrottle, readCache } = app.deps;
  const tags = ['students'];
  const writeRateLimit = { max: config.rateLimit.writesPerIpMax, timeWindow: config.rateLimit.windowMs };

  app.post(
    '/register',
    {
      schema: { tags, body: S.StudentRegisterBody, response: { 201: S.StudentRegisterResponse } },
      config: { rules: validateStudentRegistration, rateLimit: writeRateLimit },
    },
    async (req, reply) => {
      const body = req.body;
      assertValid(validateStudentRegistration({ ...body, age: String(body.age) }));
      const email = body.email.trim().toLowerCase();
      const phone = body.phone_number.trim();
      let courseId: number | undefined;
      if (body.course_id !== undefined) {
        const course = await db
          .select({ id: t.courses.id })
          .from(t.courses)
          .where(eq(t.courses.id, Number(body.course_id)));
        if (!course[0]) throw badRequest('Course not found');
        courseId = course[0].id;
      } else {
        const first = await db
          .select({ id: t.courses.id })
          .from(t.courses)
          .orderBy(asc(t.courses.id))
          .limit(1);
        courseId = first[0]?.id;
      }
      const existing = await db
        .select({ email: t.students.email, phone: t.students.phoneNumber })
        .from(t.students)
        .where(or(eq(t.students.email, email), eq(t.students.phoneNumber, phone)));
      if (existing.some((e) => e.email === email))
        throw conflict('An account with this email already exists. Please login instead.');
      if (existing.length > 0)
        throw conflict('An account with this mobile number already exists. Please login instead.');
      let id: number;
      const passwordHash = await hashPassword(body.password);
      try {
        // The student and her welcome mail (outbox) land together or not at all.
        id = await db.transaction(async (tx) => {
          const rows = await tx
            .insert(t.students)
            .values({
              fullname: normalizeName(body.fullname),
              designation: body.designation.trim(),
              email,
              phoneNumber: phone,
              age: Number(body.age),
              passwordHash,
              courseId,
            })
            .returning({ id: t.students.id });
          await enqueueMail(tx as unknown as Db, {
            kind: 'welcome-student',
            to: email,
            payload: { name: normalizeName(body.fullname) },
          });
          return rows[0]!.id;
        });
        app.deps.mail.kick();
      } catch (err) {
        const constraint = isUniqueViolation(err);
        if (constraint !== undefined) {
          throw conflict(
            constraint.includes('phone')
              ? 'An account with this mobile number already exists. Please login instead.'
              : 'An account with this email already exists. Please login instead.',
          );
        }
        throw err;
      }
      await startSession(req, { studentId: id });
      reply.status(201);
      return { success: true, message: 'Registration successful', userId: id };
    },
  );

  app.post(
    '/login',
    {
      schema: { tags, body: S.StudentLoginBody, response: { 200: S.StudentLoginResponse } },
      // Throttled by account + address, failures only (auth/login-limiter.ts), not per request.
      config: { rules: validateStudentLogin, keepsReadCache: true },
    },
    async (req) => {
      assertValid(validateStudentLogin(req.body));
      const id = req.body.email.trim().toLowerCase();
      const rows = await db
        .select()
        .from(t.students)
        .where(isMobileLoginId(id) ? eq(t.students.phoneNumber, id) : eq(t.students.email, id))
        .limit(1);
      const student = rows[0];
      // Her e-mail and mobile number share one budget; an unknown identifier is keyed as typed.
      const account = student ? `student#${student.id}` : `student:${id}`;
      const hadFailures = await loginThrottle.check(account, req.ip);
      const ok = await verifyPassword(student?.passwordHash, req.body.password);
      if (!student || !ok) {
        await loginThrottle.fail(account, req.ip);
        throw new HttpError(401, MESSAGES.invalidCredentials);
      }
      if (hadFailures) await loginThrottle.succeed(account, req.ip);
      await startSession(req, { studentId: student.id });
      const payment = student.paymentStatus === 'completed' ? await latestPayment(db, student.id) : null;
      return {
        success: true,
        message: student.paymentStatus === 'completed' ? 'Login successful' : 'Payment not completed',
        user: loginUser(student, payment),
      };
    },
  );

  const logout = async (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    await req.session.destroy();
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true, message: 'Logged out successfully' };
  };
  app.post(
    '/logout',
    { schema: { tags, response: { 200: S.MessageResponse } }, config: { keepsReadCache: true } },
    logout,
  );
  app.post(
    '/api/tutor/logout',
    { schema: { tags: ['tutors'], response: { 200: S.MessageResponse } }, config: { keepsReadCache: true } },
    logout,
  );

  /** One query: her row and her latest payment (if any), prepared once. */
  const meStudentQuery = db
    .select({
      id: t.students.id,
      fullname: t.students.fullname,
      email: t.students.email,
      phoneNumber: t.students.phoneNumber,
      paymentStatus: t.students.paymentStatus,
      transactionId: t.payments.transactionId,
      amount: t.payments.amount,
      paidAt: t.payments.paidAt,
    })
    .from(t.students)
    .leftJoin(t.payments, eq(t.payments.studentId, t.students.id))
    .where(eq(t.students.id, sql.placeholder('id')))
    .orderBy(sql`${t.payments.paidAt} desc nulls last`)
    .limit(1)
    .prepare('me_student');
  const meTutorQuery = db
    .select()
    .from(t.tutors)
    .where(eq(t.tutors.id, sql.placeholder('id')))
    .prepare('me_tutor');

  app.get('/api/me', { schema: { tags, response: { 200: S.MeResponse } } }, async (req) => {
    const { studentId, tutorId } = req.session;
    const who =
      studentId !== undefined
        ? await readCache.get(`me:student:${studentId}`, async () => {
            const [row] = await meStudentQuery.execute({ id: studentId });
            if (!row) return null;
            const payment =
              row.paymentStatus === 'completed' && row.transactionId !== null
                ? { transactionId: row.transactionId, amount: row.amount!, paidAt: row.paidAt! }
                : null;
            return { success: true, role: 'student' as const, user: loginUser(row, payment) };
          })
        : tutorId !== undefined
          ? await readCache.get(`me:tutor:${tutorId}`, async () => {
              const [row] = await meTutorQuery.execute({ id: tutorId });
              return row ? { success: true, role: 'tutor' as const, tutor: tutorData(row) } : null;
            })
          : null;
    if (who) return who;
    throw unauthorized('You are not logged in.');
  });

  /**
   * One query: the student (no row → she no longer exists) with each enrolment, its batch and tutor.
   * Prepared once; each read sends only the id.
   */
  const dashboardQuery = db
    .select({
      enrolmentId: t.enrolments.id,
      cancelled: t.enrolments.cancelled,
      status: t.batches.status,
      batchName: t.batches.name,
      timing: t.batches.timing,
      meetingUrl: t.batches.meetingUrl,
      tutorName: t.tutors.name,
      tutorEmail: t.tutors.email,
    })
    .from(t.students)
    .leftJoin(t.enrolments, eq(t.enrolments.studentId, t.students.id))
    .leftJoin(t.batches, eq(t.batches.id, t.enrolments.batchId))
    .leftJoin(t.tutors, eq(t.tutors.id, t.batches.tutorId))
    .where(eq(t.students.id, sql.placeholder('userId')))
    .orderBy(desc(t.batches.startDate))
    .prepare('student_dashboard');

  app.get(
    '/api/student/dashboard/:userId',
    { schema: { tags, params: S.UserIdParams, response: { 200: S.StudentDashboard } } },
    async (req) => {
      const userId = requireStudent(req, req.params.userId);
      const rows = await readCache.get(`dashboard:${userId}`, () => dashboardQuery.execute({ userId }));
      if (rows.length === 0) throw notFound('User data not found. Please login again.');
      const list = rows.filter((r) => r.enrolmentId !== null);
      const live = list.filter((e) => !e.cancelled);
      const current =
        live.find((e) => e.status === 'Active') ?? live.find((e) => e.status === 'Inactive') ?? null;
      return {
        success: true,
        stats: {
          completed_courses: live.filter((e) => e.status === 'Completed').length,
          ongoing_courses: live.filter((e) => e.status !== 'Completed').length,
          cancelled_courses: list.length - live.length,
        },
        batchInfo: current
          ? {
              batch_name: current.batchName ?? '',
              timing: current.timing ?? '',
              meeting_url: current.meetingUrl,
              tutor_name: current.tutorName ?? '',
            }
          : null,
        tutorInfo:
          current && current.tutorName !== null
            ? { name: current.tutorName, email: current.tutorEmail ?? '' }
            : null,
      };
    },
  );

  /**
   * One query: the student, and the upcoming class sessions of her live (not cancelled, not
   * completed) batches. A row with no session only proves she exists.
   */
  const sessionsQuery = db
    .select({
      sessionNo: t.classSessions.sessionNo,
      date: t.classSessions.date,
      topic: t.classSessions.topic,
      batchName: t.batches.name,
      timing: t.batches.timing,
      meetingUrl: t.batches.meetingUrl,
      tutorName: t.tutors.name,
      tutorEmail: t.tutors.email,
    })
    .from(t.students)
    .leftJoin(t.enrolments, and(eq(t.enrolments.studentId, t.students.id), eq(t.enrolments.cancelled, false)))
    .leftJoin(t.batches, and(eq(t.batches.id, t.enrolments.batchId), ne(t.batches.status, 'Completed')))
    .leftJoin(
      t.classSessions,
      and(eq(t.classSessions.batchId, t.batches.id), gte(t.classSessions.date, sql.placeholder('today'))),
    )
    .leftJoin(t.tutors, eq(t.tutors.id, t.batches.tutorId))
    .where(eq(t.students.id, sql.placeholder('userId')))
    .orderBy(asc(t.classSessions.date), asc(t.classSessions.sessionNo))
    .prepare('student_sessions');

  app.get(
    '/api/student/sessions/:userId',
    { schema: { tags, params: S.UserIdParams, response: { 200: S.StudentSessionsResponse } } },
    async (req) => {
      const userId = requireStudent(req, req.params.userId);
      const today = todayIso();
      const rows = await readCache.get(`sessions:${userId}:${today}`, () =>
        sessionsQuery.execute({ userId, today }),
      );
      if (rows.length === 0) throw notFound('User data not found. Please login again.');
      return {
        success: true,
        sessions: rows
          .filter((r) => r.sessionNo !== null)
          .map((r) => ({
            batch_name: r.batchName ?? '',
            timing: r.timing ?? '',
            tutor_full_name: r.tutorName ?? '',
            tutor_name: r.tutorName ?? '',
            meeting_url: r.meetingUrl,
            tutor_email: r.tutorEmail ?? '',
            session_no: r.sessionNo!,
            date: r.date!,
            topic: r.topic!,
          })),
      };
    },
  );

  const notificationsQuery = db
    .select()
    .from(t.studentNotifications)
    .where(eq(t.studentNotifications.studentId, sql.placeholder('userId')))
    .orderBy(desc(t.studentNotifications.createdAt), desc(t.studentNotifications.id))
    .prepare('student_notifications');

  app.get(
    '/api/student/notifications/:userId',
    { schema: { tags, params: S.UserIdParams, response: { 200: S.StudentNotificationsResponse } } },
    async (req) => {
      const userId = requireStudent(req, req.params.userId);
      return readCache.get(`student-notifications:${userId}`, async () => {
        const rows = await notificationsQuery.execute({ userId });
        return { success: true, data: rows.map(notification) };
      });
    },
  );

  // DESIGN §10: her own tickets and the school's replies, under the form on /support.
  app.get(
    '/api/student/tickets/:userId',
    { schema: { tags, params: S.UserIdParams, response: { 200: StudentOwnTicketsResponse } } },
    async (req) => {
      const userId = requireStudent(req, req.params.userId);
      const tickets = await ownTickets(db, 'student', userId);
      return {
        success: true,
        data: tickets.map(({ row, replies }) => ({
          ticket_id: row.id,
          subject: row.subject,
          priority: row.priority,
          description: row.description,
          status: row.status,
          created_at: iso(row.createdAt),
          updated_at: iso(row.updatedAt),
          replies,
        })),
      };
    },
  );

  app.post(
    '/api/support-tickets',
    {
      schema: { tags, body: S.StudentTicketBody, response: { 201: S.StudentTicketResponse } },
      config: { rules: validateStudentTicket, rateLimit: writeRateLimit },
    },
    async (req, reply) => {
      const userId = requireStudent(req, req.body.userId);
      assertValid(validateStudentTicket(req.body));
      const [student] = await db
        .select({ paymentStatus: t.students.paymentStatus })
        .from(t.students)
        .where(eq(t.students.id, userId));
      if (!student) throw notFound('User data not found. Please login again.');
      // Spec 01 §6: support is for students whose payment is completed.
      if (student.paymentStatus !== 'completed')
        throw forbidden('Payment not completed. Please complete your payment first.');
      const rows = await db
        .insert(t.studentTickets)
        .values({
          studentId: userId,
          subject: req.body.subject.trim(),
          priority: req.body.priority,
          description: req.body.description.trim(),
        })
        .returning({ id: t.studentTickets.id });
      reply.status(201);
      return { success: true, message: 'Support ticket created successfully!', ticket_id: rows[0]!.id };
    },
  );
};

export default students;

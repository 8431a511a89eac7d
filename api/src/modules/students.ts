/** Student registration, login, logout, who-am-I, dashboard, sessions, notifications and tickets. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, gte, inArray, or } from 'drizzle-orm';
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
import { loginUser, tutorData, notification } from '../lib/shape';
import { requireStudent, startSession } from '../auth/guards';
import { todayIso } from '../lib/schedule';
import { SESSION_COOKIE } from '../auth/session-store';
import type { Db } from '../db/client';
import { enqueueMail } from '../mail/outbox';

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
  const { config, loginLimiter } = app.deps;
  const tags = ['students'];
  const loginRateLimit = {
    max: config.rateLimit.loginPerIpMax,
    timeWindow: config.rateLimit.windowMs,
    hook: 'preHandler' as const,
  };
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
      config: { rules: validateStudentLogin, rateLimit: loginRateLimit },
    },
    async (req) => {
      assertValid(validateStudentLogin(req.body));
      const id = req.body.email.trim().toLowerCase();
      const key = `student:${id}`;
      loginLimiter.check(key);
      const rows = await db
        .select()
        .from(t.students)
        .where(isMobileLoginId(id) ? eq(t.students.phoneNumber, id) : eq(t.students.email, id))
        .limit(1);
      const student = rows[0];
      const ok = await verifyPassword(student?.passwordHash, req.body.password);
      if (!student || !ok) {
        loginLimiter.fail(key);
        throw new HttpError(401, MESSAGES.invalidCredentials);
      }
      loginLimiter.succeed(key);
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
  app.post('/logout', { schema: { tags, response: { 200: S.MessageResponse } } }, logout);
  app.post(
    '/api/tutor/logout',
    { schema: { tags: ['tutors'], response: { 200: S.MessageResponse } } },
    logout,
  );

  app.get('/api/me', { schema: { tags, response: { 200: S.MeResponse } } }, async (req) => {
    const { studentId, tutorId } = req.session;
    if (studentId !== undefined) {
      const rows = await db.select().from(t.students).where(eq(t.students.id, studentId));
      if (rows[0]) {
        const payment = rows[0].paymentStatus === 'completed' ? await latestPayment(db, studentId) : null;
        return { success: true, role: 'student' as const, user: loginUser(rows[0], payment) };
      }
    }
    if (tutorId !== undefined) {
      const rows = await db.select().from(t.tutors).where(eq(t.tutors.id, tutorId));
      if (rows[0]) return { success: true, role: 'tutor' as const, tutor: tutorData(rows[0]) };
    }
    throw unauthorized('You are not logged in.');
  });

  /** The student's enrolments with their batch and tutor. */
  async function enrolmentsOf(studentId: number) {
    return db
      .select({ cancelled: t.enrolments.cancelled, batch: t.batches, tutor: t.tutors })
      .from(t.enrolments)
      .innerJoin(t.batches, eq(t.batches.id, t.enrolments.batchId))
      .leftJoin(t.tutors, eq(t.tutors.id, t.batches.tutorId))
      .where(eq(t.enrolments.studentId, studentId))
      .orderBy(desc(t.batches.startDate));
  }

  async function existingStudent(userId: number) {
    const rows = await db.select({ id: t.students.id }).from(t.students).where(eq(t.students.id, userId));
    if (!rows[0]) throw notFound('User data not found. Please login again.');
  }

  app.get(
    '/api/student/dashboard/:userId',
    { schema: { tags, params: S.UserIdParams, response: { 200: S.StudentDashboard } } },
    async (req) => {
      const userId = requireStudent(req, req.params.userId);
      await existingStudent(userId);
      const list = await enrolmentsOf(userId);
      const live = list.filter((e) => !e.cancelled);
      const current =
        live.find((e) => e.batch.status === 'Active') ??
        live.find((e) => e.batch.status === 'Inactive') ??
        null;
      return {
        success: true,
        stats: {
          completed_courses: live.filter((e) => e.batch.status === 'Completed').length,
          ongoing_courses: live.filter((e) => e.batch.status !== 'Completed').length,
          cancelled_courses: list.length - live.length,
        },
        batchInfo: current
          ? {
              batch_name: current.batch.name,
              timing: current.batch.timing,
              meeting_url: current.batch.meetingUrl,
              tutor_name: current.tutor?.name ?? '',
            }
          : null,
        tutorInfo: current?.tutor ? { name: current.tutor.name, email: current.tutor.email } : null,
      };
    },
  );

  app.get(
    '/api/student/sessions/:userId',
    { schema: { tags, params: S.UserIdParams, response: { 200: S.StudentSessionsResponse } } },
    async (req) => {
      const userId = requireStudent(req, req.params.userId);
      await existingStudent(userId);
      const batchIds = (await enrolmentsOf(userId))
        .filter((e) => !e.cancelled && e.batch.status !== 'Completed')
        .map((e) => e.batch.id);
      if (batchIds.length === 0) return { success: true, sessions: [] };
      const rows = await db
        .select({ session: t.classSessions, batch: t.batches, tutor: t.tutors })
        .from(t.classSessions)
        .innerJoin(t.batches, eq(t.batches.id, t.classSessions.batchId))
        .leftJoin(t.tutors, eq(t.tutors.id, t.batches.tutorId))
        .where(and(inArray(t.classSessions.batchId, batchIds), gte(t.classSessions.date, todayIso())))
        .orderBy(asc(t.classSessions.date), asc(t.classSessions.sessionNo));
      return {
        success: true,
        sessions: rows.map((r) => ({
          batch_name: r.batch.name,
          timing: r.batch.timing,
          tutor_full_name: r.tutor?.name ?? '',
          tutor_name: r.tutor?.name ?? '',
          meeting_url: r.batch.meetingUrl,
          tutor_email: r.tutor?.email ?? '',
          session_no: r.session.sessionNo,
          date: r.session.date,
          topic: r.session.topic,
        })),
      };
    },
  );

  app.get(
    '/api/student/notifications/:userId',
    { schema: { tags, params: S.UserIdParams, response: { 200: S.StudentNotificationsResponse } } },
    async (req) => {
      const userId = requireStudent(req, req.params.userId);
      const rows = await db
        .select()
        .from(t.studentNotifications)
        .where(eq(t.studentNotifications.studentId, userId))
        .orderBy(desc(t.studentNotifications.createdAt), desc(t.studentNotifications.id));
      return {
        success: true,
        data: rows.map(notification),
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

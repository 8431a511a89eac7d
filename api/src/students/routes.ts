/**
 * Students: registration, login, logout, who-am-I, dashboard and sessions. Her
 * notifications and tickets are in ../notifications and ../tickets.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@ai-women/contracts/schemas';
import {
  MESSAGES,
  isPaymentCompleted,
  validateStudentLogin,
  validateStudentRegistration,
} from '@ai-women/contracts';
import { assertValid, notFound, unauthorized, HttpError } from '../lib/errors';
import { loginUser, tutorData } from '../lib/shape';
import { languageError } from '@ai-women/contracts';
import { logout, requireStudent, startSession } from '../auth/guards';
import { signIn } from '../auth/login';
import { todayIso } from '../lib/schedule';
import { apiBaseUrl, sessionJoinUrl } from '../lib/urls';
import { requireStaff, staffView } from '../auth/staff';
import { latestPayment, registerStudent, studentByLoginId, studentReads } from './service';
import { WAITING_NOTICE } from '../payments/service';
import { sessionTimesView } from '../sessions/service';
import { standingOf } from './standing';
import { studentTag, TUTOR_READS } from '../lib/read-cache';

const students: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config, loginThrottle, readCache, clock } = app.deps;
  const tags = ['students'];
  const writeRateLimit = { max: config.rateLimit.writesPerIpMax, timeWindow: config.rateLimit.windowMs };
  const reads = studentReads(db);

  app.post(
    '/register',
    {
      schema: { tags, body: S.StudentRegisterBody, response: { 201: S.StudentRegisterResponse } },
      config: { rules: validateStudentRegistration, rateLimit: writeRateLimit },
    },
    async (req, reply) => {
      const body = req.body;
      assertValid(validateStudentRegistration({ ...body, age: String(body.age) }));
      assertValid({ language: languageError(body.language) });
      const id = await registerStudent(db, body);
      app.deps.mail.kick();
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
      // Her e-mail and mobile number share one budget; an unknown identifier is keyed as typed.
      const student = await signIn(req, loginThrottle, {
        kind: 'student',
        typed: id,
        password: req.body.password,
        account: await studentByLoginId(db, id),
        invalidMessage: MESSAGES.invalidCredentials,
      });
      const payment = student.paymentStatus === 'completed' ? await latestPayment(db, student.id) : null;
      return {
        success: true,
        message: student.paymentStatus === 'completed' ? 'Login successful' : 'Payment not completed',
        user: loginUser(student, payment),
      };
    },
  );

  app.post(
    '/logout',
    { schema: { tags, response: { 200: S.MessageResponse } }, config: { keepsReadCache: true } },
    logout,
  );

  app.get(
    '/api/me',
    { schema: { tags, querystring: S.MeQuery, response: { 200: S.MeResponse } } },
    async (req) => {
      const { studentId, tutorId, staffId } = req.session;
      const who =
        studentId !== undefined
          ? await readCache.get(`me:student:${studentId}`, [studentTag(studentId)], async () => {
              const [row] = await reads.meStudent(studentId);
              if (!row) return null;
              const payment =
                row.paymentStatus === 'completed' && row.transactionId !== null
                  ? { transactionId: row.transactionId, amount: row.amount!, paidAt: row.paidAt! }
                  : null;
              return { success: true, role: 'student' as const, user: loginUser(row, payment) };
            })
          : tutorId !== undefined
            ? await readCache.get(`me:tutor:${tutorId}`, [TUTOR_READS], async () => {
                const [row] = await reads.meTutor(tutorId);
                return row ? { success: true, role: 'tutor' as const, tutor: tutorData(row) } : null;
              })
            : staffId !== undefined
              ? await staffMe(req)
              : null;
      if (who) return who;
      // A page asking whether a session exists (a new tab restoring what it shows) gets an answer,
      // not an error: a 401 would be logged by the browser on every signed-out visit.
      if (req.query.probe === '1') return { success: true, role: null };
      throw unauthorized('You are not logged in.');
    },
  );

  /** A staff member who is still active (a disabled account answers as signed out). */
  async function staffMe(req: import('fastify').FastifyRequest) {
    try {
      const member = await requireStaff(req, db);
      return { success: true, role: 'staff' as const, staff: staffView(member) };
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 401) return null;
      throw err;
    }
  }

  app.get(
    '/api/student/dashboard/:userId',
    {
      config: { auth: 'student' },
      schema: { tags, params: S.UserIdParams, response: { 200: S.StudentDashboard } },
    },
    async (req) => {
      const userId = requireStudent(req, req.params.userId);
      const rows = await readCache.get(`dashboard:${userId}`, [studentTag(userId)], () => reads.dashboard(userId));
      if (rows.length === 0) throw notFound('User data not found. Please login again.');
      const first = rows[0];
      const list = rows.filter((r) => r.enrolmentId !== null);
      const live = list.filter((e) => !e.cancelled);
      const current =
        live.find((e) => e.status === 'Active') ?? live.find((e) => e.status === 'Inactive') ?? null;
      // The batch's "meeting_url" is the Join of its next session (the same cached read as her
      // sessions list): the meeting link itself leaves the API only through Join's redirect.
      let join: string | null = null;
      if (current?.meetingUrl) {
        const today = todayIso();
        const upcoming = await readCache.get(`sessions:${userId}:${today}`, [studentTag(userId)], () => reads.sessions(userId, today));
        const next = upcoming.find((r) => r.batchId === current.batchId && r.sessionId !== null);
        join = next ? sessionJoinUrl(apiBaseUrl(config), next.sessionId!) : null;
      }
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
              meeting_url: join,
              tutor_name: current.tutorName ?? '',
            }
          : null,
        tutorInfo:
          current && current.tutorName !== null
            ? { name: current.tutorName, email: current.tutorEmail ?? '' }
            : null,
        course:
          first?.courseId != null
            ? {
                course_id: first.courseId,
                title: first.courseTitle ?? '',
                curriculum: first.curriculum ?? 'everyday',
              }
            : null,
        // A paid student with no batch is never left in silence: the dashboard says what happens next.
        // A graduate (her batch Completed) was placed and finished: she is not waiting for a batch.
        placement: isPaymentCompleted(first?.paymentStatus)
          ? current || live.some((e) => e.status === 'Completed')
            ? { status: 'placed' as const, course_title: first?.courseTitle ?? null, message: null }
            : {
                status: 'waiting' as const,
                course_title: first?.courseTitle ?? null,
                message: WAITING_NOTICE.message,
              }
          : { status: 'unpaid' as const, course_title: first?.courseTitle ?? null, message: null },
      };
    },
  );

  app.get(
    '/api/student/standing',
    { config: { auth: 'student' }, schema: { tags, response: { 200: S.StudentStandingResponse } } },
    async (req) => {
      const studentId = req.session.studentId!;
      const at = clock.now();
      // Cached like her other reads (every write drops it); the minute in the key lets "held" follow the clock.
      const data = await readCache.get(`standing:${studentId}:${Math.floor(at.getTime() / 60_000)}`, [studentTag(studentId)], () =>
        standingOf(db, studentId, at),
      );
      if (!data) throw notFound('User data not found. Please login again.');
      return { success: true, data };
    },
  );

  app.get(
    '/api/student/sessions/:userId',
    {
      config: { auth: 'student' },
      schema: { tags, params: S.UserIdParams, response: { 200: S.StudentSessionsResponse } },
    },
    async (req) => {
      const userId = requireStudent(req, req.params.userId);
      const today = todayIso();
      const rows = await readCache.get(`sessions:${userId}:${today}`, [studentTag(userId)], () => reads.sessions(userId, today));
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
            // Her Join for this session (null while the batch has no meeting link yet).
            meeting_url: r.meetingUrl ? sessionJoinUrl(apiBaseUrl(config), r.sessionId!) : null,
            tutor_email: r.tutorEmail ?? '',
            session_no: r.sessionNo!,
            date: r.date!,
            topic: r.topic!,
            session_id: r.sessionId!,
            ...sessionTimesView(
              { date: r.date!, startsAt: r.startsAt, endsAt: r.endsAt, movedFromDate: r.movedFromDate },
              r.timing ?? '',
            ),
          })),
      };
    },
  );
};

export default students;

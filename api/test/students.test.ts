/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@ai-women/contracts';
import { curriculumSession } from '@ai-women/contracts/curriculum';
import {
  createTestContext,
  sessionCookie,
  uniqueMobile,
  DEMO_LOGINS,
  SESSION_COOKIE,
  type TestContext,
} from './helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const valid = () => ({
  fullname: 'Lakshmi Pillai',
  designation: 'Teacher',
  email: `lakshmi.${Math.random().toString(36).slice(2)}@example.com`,
  phone_number: uniqueMobile(),
  age: 34,
  password: 'Secret12',
});

describe('POST /register', () => {
  it('creates the student, opens a session and returns userId', async () => {
    const res = await ctx.inject({ method: 'POST', url: '/register', payload: valid() });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ success: true, message: 'Registration successful', userId: expect.any(Number) });
    const me = await ctx.inject({ method: 'GET', url: '/api/me', cookie: sessionCookie(res) });
    expect(me.json()).toMatchObject({ role: 'student', user: { id: body.userId, paymentstatus: 'pending' } });
    expect(me.body).not.toMatch(/argon2|password/i);
  });

  it.each([
    ['fullname', '', 'Full name is required'],
    ['fullname', '9Lakshmi', 'Name should start with a character, not a number'],
    ['fullname', 'Lakshmi_P', 'Name should only contain letters and spaces'],
    ['fullname', 'L', MESSAGES.nameMin],
    ['designation', '', MESSAGES.professionRequired],
    ['email', 'lakshmi@', 'Please enter a valid email address'],
    ['phone_number', '12345', 'Phone number must be exactly 10 digits'],
    ['age', 17, 'Age must be at least 18'],
    ['age', 101, 'Please enter a valid age'],
    ['password', 'Ab1', 'Password must be at least 6 characters'],
    ['password', 'SECRET12', 'Password must contain at least one lowercase letter'],
    ['password', 'secret12', 'Password must contain at least one uppercase letter'],
    ['password', 'Secretxx', 'Password must contain at least one number'],
  ])('rejects %s=%p with "%s"', async (field, value, message) => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/register',
      payload: { ...valid(), [field]: value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('gives the spec message when a field is missing entirely', async () => {
    const { fullname: _omit, ...rest } = valid();
    const res = await ctx.inject({ method: 'POST', url: '/register', payload: rest });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Full name is required');
  });

  it('rejects unknown fields', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/register',
      payload: { ...valid(), isAdmin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Unknown field: isAdmin' });
  });

  it('answers 409 for a duplicate email or mobile', async () => {
    const dupEmail = await ctx.inject({
      method: 'POST',
      url: '/register',
      payload: { ...valid(), email: DEMO_LOGINS.student.email.toUpperCase() },
    });
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().message).toMatch(/email already exists/);
    const dupPhone = await ctx.inject({
      method: 'POST',
      url: '/register',
      payload: { ...valid(), phone_number: DEMO_LOGINS.student.mobile },
    });
    expect(dupPhone.statusCode).toBe(409);
    expect(dupPhone.json().message).toMatch(/mobile number already exists/);
  });

  it('stores SQL-looking input as plain text', async () => {
    const name = "Robert'); DROP TABLE students;--";
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: "O'Brien-Shah",
        email: 'x@example.com',
        subject: "'; DROP TABLE students;--",
        message: `${name} says hello there`,
      },
    });
    expect(res.statusCode).toBe(201);
    const reg = await ctx.registerStudent({ designation: "Engineer'; DROP TABLE students;--" });
    const me = await ctx.inject({ method: 'GET', url: '/api/me', cookie: reg.cookie });
    expect(me.statusCode).toBe(200);
    const courses = await ctx.inject({ method: 'GET', url: '/api/courses' });
    expect(courses.statusCode).toBe(200);
  });

  it('accepts a course_id and refuses an unknown one', async () => {
    const ok = await ctx.inject({
      method: 'POST',
      url: '/register',
      payload: { ...valid(), course_id: '2' },
    });
    expect(ok.statusCode).toBe(201);
    const bad = await ctx.inject({
      method: 'POST',
      url: '/register',
      payload: { ...valid(), course_id: 999 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Course not found');
  });
});

describe('POST /login', () => {
  it('logs in by email with a secure session cookie and the payment summary', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/login',
      payload: { email: DEMO_LOGINS.student.email, password: DEMO_LOGINS.student.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      user: {
        id: expect.any(Number),
        fullname: DEMO_LOGINS.student.name,
        paymentstatus: 'completed',
        payment: { transactionId: expect.any(String), amount: 199920, paidAt: expect.any(String) },
      },
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(String(cookie.sameSite).toLowerCase()).toBe('lax');
    expect(cookie.path).toBe('/');
    expect(res.body).not.toMatch(/password|argon/i);
  });

  it('logs in by mobile number', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/login',
      payload: { email: DEMO_LOGINS.student.mobile, password: DEMO_LOGINS.student.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('lets an unpaid student in with paymentstatus pending', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/login',
      payload: { email: DEMO_LOGINS.unpaidStudent.email, password: DEMO_LOGINS.unpaidStudent.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.paymentstatus).toBe('pending');
    expect(res.json().user.payment).toBeUndefined();
  });

  it('answers unknown account and wrong password identically', async () => {
    const wrong = await ctx.inject({
      method: 'POST',
      url: '/login',
      payload: { email: DEMO_LOGINS.unpaidStudent.email, password: 'Nope1234' },
    });
    const unknown = await ctx.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'nobody@example.com', password: 'Nope1234' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid credentials. Please try again.' });
    expect(unknown.body).toBe(wrong.body);
  });

  it('requires both fields with the rule messages', async () => {
    const res = await ctx.inject({ method: 'POST', url: '/login', payload: { email: ' ', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.loginIdRequired);
  });

  it('regenerates the session id at login and destroys it at logout', async () => {
    const reg = await ctx.registerStudent();
    const login = await ctx.inject({
      method: 'POST',
      url: '/login',
      cookie: reg.cookie,
      payload: { email: DEMO_LOGINS.student.email, password: DEMO_LOGINS.student.password },
    });
    const after = sessionCookie(login);
    expect(after).not.toBe(reg.cookie);
    // The old id is dead.
    const old = await ctx.inject({ method: 'GET', url: '/api/me', cookie: reg.cookie });
    expect(old.statusCode).toBe(401);
    const out = await ctx.inject({ method: 'POST', url: '/logout', cookie: after });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Logged out successfully' });
    const again = await ctx.inject({ method: 'GET', url: '/api/me', cookie: after });
    expect(again.statusCode).toBe(401);
  });

  it('keeps sessions in the database (they survive an app restart)', async () => {
    const { cookie } = await ctx.loginStudent();
    const rows = await ctx.database.db.execute(sql`select count(*)::int as n from http_sessions`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    const { buildApp } = await import('../src/app');
    const second = await buildApp(ctx.config, { database: ctx.database, logger: false });
    try {
      const me = await second.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('student area', () => {
  let cookie: string;
  let userId: number;
  beforeAll(async () => {
    ({ cookie, userId } = await ctx.loginStudent());
  });

  it('dashboard is computed from enrolments', async () => {
    const res = await ctx.inject({ method: 'GET', url: `/api/student/dashboard/${userId}`, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      stats: { completed_courses: 1, ongoing_courses: 1, cancelled_courses: 0 },
      batchInfo: {
        batch_name: 'Aarohi Evening Batch 12',
        timing: 'Mon-Sat 19:00-20:30',
        // Her next session's Join (the API route), never the meeting link itself.
        meeting_url: expect.stringMatching(/^http.*\/api\/sessions\/\d+\/join$/),
        tutor_name: DEMO_LOGINS.tutor.name,
      },
      tutorInfo: { name: DEMO_LOGINS.tutor.name, email: DEMO_LOGINS.tutor.email },
      course: { course_id: expect.any(Number), title: 'AI for Everyday Life', curriculum: 'everyday' },
      placement: { status: 'placed', course_title: 'AI for Everyday Life', message: null },
    });
  });

  it('sessions lists upcoming sessions only, with date and topic', async () => {
    const res = await ctx.inject({ method: 'GET', url: `/api/student/sessions/${userId}`, cookie });
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json() as {
      sessions: { date: string; session_no: number; topic: string; tutor_email: string }[];
    };
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.length).toBeLessThanOrEqual(25);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    for (const s of sessions) expect(s.date >= today).toBe(true);
    expect(sessions[0]).toMatchObject({
      batch_name: 'Aarohi Evening Batch 12',
      tutor_full_name: DEMO_LOGINS.tutor.name,
      tutor_name: DEMO_LOGINS.tutor.name,
      tutor_email: DEMO_LOGINS.tutor.email,
    });
    expect(sessions.at(-1)!.session_no).toBe(25);
  });

  it("each session's topic is the enrolled-courses page's title for that session (one curriculum)", async () => {
    const res = await ctx.inject({ method: 'GET', url: `/api/student/sessions/${userId}`, cookie });
    const { sessions } = res.json() as { sessions: { session_no: number; topic: string }[] };
    expect(sessions.length).toBeGreaterThan(0);
    for (const s of sessions) expect(s.topic).toBe(curriculumSession(s.session_no)!.session.topic);
  });

  it('notifications carry the meeting notice', async () => {
    const res = await ctx.inject({ method: 'GET', url: `/api/student/notifications/${userId}`, cookie });
    expect(res.statusCode).toBe(200);
    // It says where to join (the Join button), never the meeting link itself.
    expect(res.json().data[0].message).toMatch(/Join button/);
    expect(res.json().data[0].message).not.toMatch(/https:\/\/meet\./);
  });

  it.each(['dashboard', 'sessions', 'notifications'])(
    '%s: 401 without a session, 403 for someone else, 403 for a tutor',
    async (what) => {
      const none = await ctx.inject({ method: 'GET', url: `/api/student/${what}/${userId}` });
      expect(none.statusCode).toBe(401);
      expect(none.json().success).toBe(false);
      const other = await ctx.registerStudent();
      const foreign = await ctx.inject({
        method: 'GET',
        url: `/api/student/${what}/${userId}`,
        cookie: other.cookie,
      });
      expect(foreign.statusCode).toBe(403);
      const tutor = await ctx.loginTutor();
      const asTutor = await ctx.inject({
        method: 'GET',
        url: `/api/student/${what}/${userId}`,
        cookie: tutor.cookie,
      });
      expect(asTutor.statusCode).toBe(403);
    },
  );

  it('dashboard of a new unpaid student is empty, not an error', async () => {
    const fresh = await ctx.registerStudent();
    const res = await ctx.inject({
      method: 'GET',
      url: `/api/student/dashboard/${fresh.userId}`,
      cookie: fresh.cookie,
    });
    expect(res.json()).toEqual({
      success: true,
      stats: { completed_courses: 0, ongoing_courses: 0, cancelled_courses: 0 },
      batchInfo: null,
      tutorInfo: null,
      course: { course_id: expect.any(Number), title: 'AI for Everyday Life', curriculum: 'everyday' },
      placement: { status: 'unpaid', course_title: 'AI for Everyday Life', message: null },
    });
  });

  it('rejects a non-numeric id with 400', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/student/dashboard/abc', cookie });
    expect(res.statusCode).toBe(400);
  });

  it('creates a support ticket', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/support-tickets',
      cookie,
      payload: { userId, subject: 'Certificate', priority: 'Medium', description: 'When will I receive it?' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Support ticket created successfully!' });
  });

  it.each([
    [{ subject: '' }, 'Subject is required'],
    [{ priority: '' }, MESSAGES.priorityRequired],
    [{ priority: 'Critical' }, MESSAGES.studentPriorityInvalid],
    [{ description: ' ' }, 'Description is required'],
  ])('ticket %p → %s', async (patch, message) => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/support-tickets',
      cookie,
      payload: { userId, subject: 's', priority: 'Low', description: 'd', ...patch },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('tickets need a completed payment', async () => {
    const unpaid = await ctx.registerStudent();
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/support-tickets',
      cookie: unpaid.cookie,
      payload: { userId: unpaid.userId, subject: 's', priority: 'Low', description: 'd' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Payment not completed. Please complete your payment first.');
  });

  it('ticket for someone else is 403, without a session 401', async () => {
    const other = await ctx.registerStudent();
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/support-tickets',
      cookie: other.cookie,
      payload: { userId, subject: 's', priority: 'Low', description: 'd' },
    });
    expect(res.statusCode).toBe(403);
    const none = await ctx.inject({
      method: 'POST',
      url: '/api/support-tickets',
      payload: { userId, subject: 's', priority: 'Low', description: 'd' },
    });
    expect(none.statusCode).toBe(401);
  });
});

describe('POST /api/contact', () => {
  const ok = {
    name: 'Asha Verma',
    email: 'asha@example.com',
    subject: 'Batch timings',
    message: 'Do you have a weekend batch?',
  };
  it('stores the message and answers 201', async () => {
    const res = await ctx.inject({ method: 'POST', url: '/api/contact', payload: ok });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Your message has been sent successfully.' });
  });
  it.each([
    [{ name: '' }, MESSAGES.nameRequired],
    [{ name: '1Asha' }, 'Name should start with a character, not a number'],
    [{ name: 'Asha2' }, MESSAGES.contactNameChars],
    [{ name: 'A' }, MESSAGES.nameMin],
    [{ name: 'A'.repeat(51) }, MESSAGES.contactNameMax],
    [{ email: 'no' }, 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(60)}@${'b'.repeat(36)}.co` }, MESSAGES.contactEmailMax],
    [{ subject: 'Hi' }, MESSAGES.subjectMin],
    [{ subject: 'S'.repeat(101) }, MESSAGES.subjectMax],
    [{ message: 'short' }, MESSAGES.messageMin],
    [{ message: 'm'.repeat(1001) }, MESSAGES.messageMax],
  ])('%p → %s', async (patch, message) => {
    const res = await ctx.inject({ method: 'POST', url: '/api/contact', payload: { ...ok, ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

// Login throttling and the other rate limits: test/limits.test.ts.

describe('migration 0004: batches planned before the one curriculum', () => {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  it("renames sessions still carrying the API's former titles, and leaves titles changed by hand", async () => {
    const file = path.resolve(__dirname, '../drizzle/0004_curriculum_topics.sql');
    const batchId = (await rowsOf<{ id: number }>(sql`select id from batches order by id limit 1`))[0]!.id;
    const before = await rowsOf<{ session_no: number; topic: string }>(
      sql`select session_no, topic from class_sessions where batch_id = ${batchId} and session_no in (1, 2) order by session_no`,
    );
    await ctx.database.db.execute(
      sql`update class_sessions set topic = 'Meet your AI assistant: first conversations with ChatGPT and Gemini' where batch_id = ${batchId} and session_no = 1`,
    );
    await ctx.database.db.execute(
      sql`update class_sessions set topic = 'Guest session: AI and your health records' where batch_id = ${batchId} and session_no = 2`,
    );
    await ctx.database.db.execute(sql.raw(fs.readFileSync(file, 'utf8')));
    const after = await rowsOf<{ session_no: number; topic: string }>(
      sql`select session_no, topic from class_sessions where batch_id = ${batchId} and session_no in (1, 2) order by session_no`,
    );
    expect(after).toEqual([
      { session_no: 1, topic: curriculumSession(1)!.session.topic },
      { session_no: 2, topic: 'Guest session: AI and your health records' },
    ]);
    await ctx.database.db.execute(
      sql`update class_sessions set topic = ${before[1]!.topic} where batch_id = ${batchId} and session_no = 2`,
    );
  });
});

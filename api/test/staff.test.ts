/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(180_000);
import { eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { runAction } from '../src/ops-actions';
import { renderMail } from '../src/mail/templates';
import { createTestContext, sessionCookie, DEMO_LOGINS, type TestContext } from './helpers/context';

/** The staff back office's API. */
let ctx: TestContext;
let admin: string;
let support: string;
let student: { cookie: string; userId: number };
let tutor: { cookie: string; tutorId: number };

async function loginStaff(email: string, password: string) {
  const res = await ctx.inject({ method: 'POST', url: '/api/staff/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`staff login failed ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginStaff(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  support = await loginStaff(DEMO_LOGINS.support.email, DEMO_LOGINS.support.password);
  student = await ctx.loginStudent();
  tutor = await ctx.loginTutor();
});
afterAll(() => ctx.close());

/** What support may call; every other /api/staff route is admin-only. */
const SUPPORT_ROUTES = new Set([
  'GET /api/staff/me',
  // Her read-only view, opened from a ticket: support needs it to answer her.
  'GET /api/staff/students/{id}',
  'GET /api/staff/tickets',
  'GET /api/staff/tickets/{from}/{ticket_id}',
  'POST /api/staff/tickets/{from}/{ticket_id}/replies',
  'PUT /api/staff/tickets/{from}/{ticket_id}/status',
  'GET /api/staff/contact-messages',
  'PUT /api/staff/contact-messages/{id}/handled',
  'POST /api/staff/contact-messages/{id}/answers',
  'POST /api/staff/notices',
  'GET /api/staff/batches',
  'GET /api/staff/placements',
  'GET /api/staff/batches/{id}/students',
  // A batch's attendance and its students' feedback: support answers students about both.
  'GET /api/staff/batches/{id}/attendance',
  'GET /api/staff/batches/{id}/attendance.csv',
  'GET /api/staff/batches/{id}/feedback',
  'GET /api/staff/feedback',
  // The batch's timetable as it stands (moved sessions included): support answers "when is my class?".
  'GET /api/staff/batches/{id}/sessions',
  'GET /api/staff/batches/{batchId}/certificates',
  'GET /api/staff/batches/{batchId}/learning',
  'GET /api/staff/batches/{batchId}/learning.csv',
  // WhatsApp delivery, read-only: support answers "I never got the reminder".
  'GET /api/staff/whatsapp/messages',
  'GET /api/staff/batches/{batchId}/whatsapp-reach',
  // The batches' discussions: a hurtful post must go at once, whoever of the staff is on duty.
  'GET /api/staff/batches/{batchId}/discussion',
  'POST /api/staff/batches/{batchId}/discussion/threads',
  'POST /api/staff/batches/{batchId}/discussion/mutes',
  'DELETE /api/staff/batches/{batchId}/discussion/mutes/{studentId}',
  'GET /api/staff/discussion/threads/{threadId}',
  'POST /api/staff/discussion/threads/{threadId}/replies',
  'PUT /api/staff/discussion/posts/{postId}/moderation',
  'GET /api/staff/discussion/queue',
]);
/** Open to anyone: signing in and out. */
const OPEN_ROUTES = new Set(['POST /api/staff/login', 'POST /api/staff/logout']);

async function staffRoutes(): Promise<{ method: string; path: string; url: string }[]> {
  const doc = (await ctx.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths)
    .filter(([p]) => p.startsWith('/api/staff/'))
    .flatMap(([p, methods]) =>
      Object.keys(methods).map((m) => ({
        method: m.toUpperCase(),
        path: p,
        url: p
          .replace('{from}', 'tutor')
          .replace('{kind}', 'resume')
          .replace(/\{[^}]+\}/g, '1'),
      })),
    );
}

describe('staff access, read from the OpenAPI document', () => {
  it('lists the back office routes in the OpenAPI document', async () => {
    const routes = await staffRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(24);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([...SUPPORT_ROUTES, ...OPEN_ROUTES]),
    );
  });

  it('answers 401 to anonymous callers, 403 to students and tutors, 403 to support on admin routes', async () => {
    const routes = (await staffRoutes()).filter((r) => !OPEN_ROUTES.has(`${r.method} ${r.path}`));
    const failures: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const call = (cookie?: string) =>
        ctx.inject({
          method: route.method as 'GET',
          url: route.url,
          cookie,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
      const anonymous = await call();
      if (anonymous.statusCode !== 401) failures.push(`${key} anonymous → ${anonymous.statusCode}`);
      for (const [who, cookie] of [
        ['student', student.cookie],
        ['tutor', tutor.cookie],
      ] as const) {
        const res = await call(cookie);
        if (res.statusCode !== 403) failures.push(`${key} ${who} → ${res.statusCode}`);
      }
      if (!SUPPORT_ROUTES.has(key)) {
        const res = await call(support);
        if (res.statusCode !== 403 || res.json().message !== 'This area is for admins only.')
          failures.push(`${key} support → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a staff session never passes a student or tutor guard', async () => {
    const me = await ctx.inject({
      method: 'GET',
      url: `/api/student/dashboard/${student.userId}`,
      cookie: admin,
    });
    expect(me.statusCode).toBe(403);
    const tickets = await ctx.inject({
      method: 'GET',
      url: `/api/support-tickets/${tutor.tutorId}`,
      cookie: support,
    });
    expect(tickets.statusCode).toBe(403);
  });

  it('signs in with the demo accounts and refuses a wrong password with one message', async () => {
    const me = await ctx.inject({ method: 'GET', url: '/api/staff/me', cookie: support });
    expect(me.json().staff).toEqual({
      staff_id: expect.any(Number),
      name: DEMO_LOGINS.support.name,
      email: DEMO_LOGINS.support.email,
      role: 'support',
    });
    const wrong = await ctx.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_LOGINS.admin.email, password: 'Nope@2025' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password.');
    expect(wrong.body).not.toMatch(/argon|hash/i);
  });

  it('refuses an empty sign-in with the sign-in form messages', async () => {
    const empty = await ctx.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: '  ', password: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: 'Enter your work e-mail.',
      errors: { email: 'Enter your work e-mail.', password: 'Enter your password.' },
    });
  });

  it('staff:create makes an account that can sign in; staff:disable signs it out at once', async () => {
    process.env.STAFF_PASSWORD = 'Temp@12345';
    try {
      await runAction(ctx.database.db, 'staff:create', {
        email: 'Lakshmi@Aarohi.example',
        name: 'Lakshmi Nair',
        role: 'support',
      });
    } finally {
      delete process.env.STAFF_PASSWORD;
    }
    const cookie = await loginStaff('lakshmi@aarohi.example', 'Temp@12345');
    expect((await ctx.inject({ method: 'GET', url: '/api/staff/me', cookie })).statusCode).toBe(200);
    await runAction(ctx.database.db, 'staff:disable', { email: 'lakshmi@aarohi.example' });
    expect((await ctx.inject({ method: 'GET', url: '/api/staff/me', cookie })).statusCode).toBe(401);
    const again = await ctx.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'lakshmi@aarohi.example', password: 'Temp@12345' },
    });
    expect(again.statusCode).toBe(401);
    await expect(
      runAction(ctx.database.db, 'staff:create', { email: 'x@aarohi.example', name: 'X', role: 'owner' }),
    ).rejects.toThrow('--role must be admin or support');
  });
});

describe('the ticket inbox', () => {
  it('lists student and tutor tickets together, filters them, and replies reach both people', async () => {
    const raised = await ctx.inject({
      method: 'POST',
      url: '/api/tutor-support-tickets',
      cookie: tutor.cookie,
      payload: {
        tutor_id: tutor.tutorId,
        subject: 'Projector in room 2',
        priority: 'High',
        description: 'The projector flickers during the live demo.',
      },
    });
    const tutorTicket = raised.json().support_id as number;
    const studentRaised = await ctx.inject({
      method: 'POST',
      url: '/api/support-tickets',
      cookie: student.cookie,
      payload: {
        userId: student.userId,
        subject: 'Certificate name',
        priority: 'Medium',
        description: 'Please print my name as ப்ரியா ஷர்மா on the certificate.',
      },
    });
    expect(studentRaised.statusCode).toBe(201);
    const studentTicket = studentRaised.json().ticket_id as number;

    const all = (await ctx.inject({ method: 'GET', url: '/api/staff/tickets', cookie: support })).json()
      .data as {
      from: string;
      ticket_id: number;
    }[];
    expect(all).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'tutor', ticket_id: tutorTicket }),
        expect.objectContaining({ from: 'student', ticket_id: studentTicket }),
      ]),
    );
    const tutorsOnly = (
      await ctx.inject({
        method: 'GET',
        url: '/api/staff/tickets?from=tutor&priority=High&q=projector',
        cookie: support,
      })
    ).json().data;
    expect(tutorsOnly.map((x: { ticket_id: number }) => x.ticket_id)).toEqual([tutorTicket]);
    const bad = await ctx.inject({
      method: 'GET',
      url: '/api/staff/tickets?status=Sleeping',
      cookie: support,
    });
    expect(bad.statusCode).toBe(400);

    const empty = await ctx.inject({
      method: 'POST',
      url: `/api/staff/tickets/tutor/${tutorTicket}/replies`,
      cookie: support,
      payload: { message: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Write a reply before sending.');

    const replied = await ctx.inject({
      method: 'POST',
      url: `/api/staff/tickets/tutor/${tutorTicket}/replies`,
      cookie: support,
      payload: { message: 'A technician will replace the lamp before Thursday.' },
    });
    expect(replied.statusCode).toBe(201);
    expect(replied.json().data).toMatchObject({
      status: 'In Progress',
      thread: [
        { author: DEMO_LOGINS.support.name, message: 'A technician will replace the lamp before Thursday.' },
      ],
      next_statuses: ['Resolved'],
    });
    const resolved = await ctx.inject({
      method: 'PUT',
      url: `/api/staff/tickets/tutor/${tutorTicket}/status`,
      cookie: support,
      payload: { status: 'Resolved' },
    });
    expect(resolved.json().data.status).toBe('Resolved');
    const backwards = await ctx.inject({
      method: 'PUT',
      url: `/api/staff/tickets/tutor/${tutorTicket}/status`,
      cookie: support,
      payload: { status: 'Open' },
    });
    expect(backwards.statusCode).toBe(409);
    expect(backwards.json().message).toBe(
      'A ticket that is Resolved can only move to In Progress or Closed.',
    );

    // The tutor's Ticket Details: the latest reply and the thread; and a notification.
    const list = (
      await ctx.inject({ method: 'GET', url: `/api/support-tickets/${tutor.tutorId}`, cookie: tutor.cookie })
    ).json().data;
    const mine = list.find((x: { support_id: number }) => x.support_id === tutorTicket);
    expect(mine).toMatchObject({
      status: 'Resolved',
      reply_message: 'A technician will replace the lamp before Thursday.',
      replies: [
        { author: DEMO_LOGINS.support.name, message: 'A technician will replace the lamp before Thursday.' },
      ],
    });
    const notes = await ctx.database.db
      .select()
      .from(t.tutorNotifications)
      .where(eq(t.tutorNotifications.tutorId, tutor.tutorId));
    expect(notes.map((n) => n.title)).toEqual(
      expect.arrayContaining(['Reply to your support ticket', 'Support ticket updated']),
    );
    const mails = await ctx.database.db.select().from(t.outbox).where(eq(t.outbox.kind, 'ticket-reply'));
    expect(mails.some((m) => m.toAddress === DEMO_LOGINS.tutor.email)).toBe(true);

    // The student's "My tickets": her tickets with the replies; nobody else's.
    await ctx.inject({
      method: 'POST',
      url: `/api/staff/tickets/student/${studentTicket}/replies`,
      cookie: admin,
      payload: { message: 'Done: your certificate will read ப்ரியா ஷர்மா.' },
    });
    const own = (
      await ctx.inject({
        method: 'GET',
        url: `/api/student/tickets/${student.userId}`,
        cookie: student.cookie,
      })
    ).json().data;
    expect(own[0]).toMatchObject({
      ticket_id: studentTicket,
      status: 'In Progress',
      replies: [
        { author: DEMO_LOGINS.admin.name, message: 'Done: your certificate will read ப்ரியா ஷர்மா.' },
      ],
    });
    const other = await ctx.registerStudent();
    const forbidden = await ctx.inject({
      method: 'GET',
      url: `/api/student/tickets/${student.userId}`,
      cookie: other.cookie,
    });
    expect(forbidden.statusCode).toBe(403);

    // Closed is final: no more replies.
    await ctx.inject({
      method: 'PUT',
      url: `/api/staff/tickets/tutor/${tutorTicket}/status`,
      cookie: support,
      payload: { status: 'Closed' },
    });
    const late = await ctx.inject({
      method: 'POST',
      url: `/api/staff/tickets/tutor/${tutorTicket}/replies`,
      cookie: support,
      payload: { message: 'One more thing' },
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('batches, people and money', () => {
  it('admin creates a batch with its timetable, a newly paid student lands in it, and Join has its link', async () => {
    const invalid = await ctx.inject({
      method: 'POST',
      url: '/api/staff/batches',
      cookie: admin,
      payload: { batch_name: '', timing: 'evenings', start_date: 'soon', meeting_url: 'javascript:alert(1)' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      batch_name: 'Batch name is required.',
      timing: 'Write the days, a space and the hours, e.g. Mon-Sat 19:00-20:30.',
      start_date: 'Choose a start date.',
      course_id: 'Choose the course this batch teaches.',
      meeting_url: 'Enter a meeting link that starts with https://',
    });
    // Tomorrow: sooner than any seeded upcoming batch, so the next payment lands here.
    const tomorrow = new Date(Date.now() + 86400000).toISOString().slice(0, 10);
    const created = await ctx.inject({
      method: 'POST',
      url: '/api/staff/batches',
      cookie: admin,
      payload: {
        batch_name: 'Batch 21 — Sunrise',
        timing: 'Mon-Sat 06:30-08:00',
        start_date: tomorrow,
        course_id: 1,
        tutor_id: tutor.tutorId,
        meeting_url: 'https://meet.example/aarohi-batch-21',
      },
    });
    expect(created.statusCode).toBe(201);
    const batch = created.json().data;
    expect(batch).toMatchObject({
      batch_name: 'Batch 21 — Sunrise',
      tutor: { tutor_id: tutor.tutorId },
      status: 'Inactive',
      students: 0,
    });
    const sessions = await ctx.database.db
      .select()
      .from(t.classSessions)
      .where(eq(t.classSessions.batchId, batch.batch_id));
    expect(sessions).toHaveLength(25);

    const s = await ctx.registerStudent();
    const order = await ctx.inject({
      method: 'POST',
      url: '/api/payments/order',
      cookie: s.cookie,
      payload: { userId: s.userId },
    });
    const auth = (
      await ctx.inject({
        method: 'POST',
        url: '/sandbox/authorize',
        cookie: s.cookie,
        payload: { orderId: order.json().orderId },
      })
    ).json();
    const paid = await ctx.inject({
      method: 'POST',
      url: '/payment',
      cookie: s.cookie,
      payload: {
        transactionId: auth.razorpay_payment_id,
        userId: s.userId,
        orderId: auth.razorpay_order_id,
        signature: auth.razorpay_signature,
      },
    });
    expect(paid.statusCode).toBe(200);
    const dashboard = (
      await ctx.inject({ method: 'GET', url: `/api/student/dashboard/${s.userId}`, cookie: s.cookie })
    ).json();
    // Her dashboard carries the Join route (which redirects to the link in its window), never the link itself.
    expect(dashboard.batchInfo.meeting_url).toMatch(/\/api\/sessions\/\d+\/join$/);
    expect(JSON.stringify(dashboard)).not.toContain('https://meet.example/aarohi-batch-21');

    const roster = (
      await ctx.inject({
        method: 'GET',
        url: `/api/staff/students?batch_id=${batch.batch_id}`,
        cookie: admin,
      })
    ).json().data;
    expect(roster.map((x: { student_id: number }) => x.student_id)).toEqual([s.userId]);

    // Move her to the demo student's batch, then change the link and the status.
    const found = (
      await ctx.inject({
        method: 'GET',
        url: `/api/staff/students?q=${encodeURIComponent(DEMO_LOGINS.student.email)}`,
        cookie: admin,
      })
    ).json().data;
    const demoBatch = found.find((x: { email: string }) => x.email === DEMO_LOGINS.student.email).batch;
    expect(demoBatch).toEqual({ batch_id: expect.any(Number), batch_name: expect.any(String) });
    const moved = await ctx.inject({
      method: 'PUT',
      url: `/api/staff/students/${s.userId}/batch`,
      cookie: admin,
      payload: { batch_id: demoBatch.batch_id, reason: 'Joins her friend in the evening batch.' },
    });
    expect(moved.json().data.batch).toEqual(demoBatch);
    const edited = await ctx.inject({
      method: 'PUT',
      url: `/api/staff/batches/${batch.batch_id}`,
      cookie: admin,
      payload: { meeting_url: 'https://meet.example/b21-new' },
    });
    expect(edited.json().data.meeting_url).toBe('https://meet.example/b21-new');
    const started = await ctx.inject({
      method: 'PUT',
      url: `/api/staff/batches/${batch.batch_id}/status`,
      cookie: admin,
      payload: { status: 'Active' },
    });
    expect(started.json().data).toMatchObject({ status: 'Active', next_statuses: ['Completed', 'Inactive'] });

    // Every write above is in the audit log, with before and after of the changed fields.
    const log = (
      await ctx.inject({ method: 'GET', url: '/api/staff/audit?entity=batch', cookie: admin })
    ).json().data;
    expect(log.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['batch.create', 'batch.update', 'batch.status']),
    );
    const update = log.find((e: { action: string }) => e.action === 'batch.update');
    expect(update).toMatchObject({
      staff: { name: DEMO_LOGINS.admin.name },
      before: { meeting_url: 'https://meet.example/aarohi-batch-21' },
      after: { meeting_url: 'https://meet.example/b21-new' },
    });
    expect(Object.keys(update.after)).toEqual(['meeting_url']);
  });

  it('payments with day totals and a CSV export; coupons created, deactivated and counted', async () => {
    const report = (await ctx.inject({ method: 'GET', url: '/api/staff/payments', cookie: admin })).json()
      .data;
    expect(report.total.count).toBe(report.payments.length);
    expect(report.total.amount).toBe(
      report.payments.reduce((n: number, p: { amount: number }) => n + p.amount, 0),
    );
    expect(report.days.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(report.total.count);
    const csv = await ctx.inject({ method: 'GET', url: '/api/staff/payments.csv', cookie: admin });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="aarohi-payments.*\.csv"$/);
    // UTF-8 with a byte-order mark, so spreadsheet programs read names in Indian scripts as UTF-8.
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'paid_at_ist,transaction_id,order_id,student_id,student_name,email,amount_inr,currency,coupon',
    );
    expect(lines).toHaveLength(report.total.count + 1);

    // Midnight in India: a payment at 00:30 IST (19:00 UTC the day before) is on the Indian day,
    // in the day totals, the date filter and the CSV alike.
    const late = await ctx.registerStudent();
    await ctx.database.db
      .insert(t.paymentOrders)
      .values({
        id: 'order_midnight01',
        studentId: late.userId,
        amount: 249900,
        currency: 'INR',
        status: 'paid',
      });
    await ctx.database.db
      .insert(t.payments)
      .values({
        transactionId: 'pay_midnight01',
        orderId: 'order_midnight01',
        studentId: late.userId,
        amount: 249900,
        currency: 'INR',
        paidAt: new Date('2031-03-14T19:00:00Z'),
      });
    const thatDay = (
      await ctx.inject({
        method: 'GET',
        url: '/api/staff/payments?from=2031-03-15&to=2031-03-15',
        cookie: admin,
      })
    ).json().data;
    expect(thatDay.days).toEqual([{ date: '2031-03-15', count: 1, amount: 249900 }]);
    const dayBefore = (
      await ctx.inject({
        method: 'GET',
        url: '/api/staff/payments?from=2031-03-14&to=2031-03-14',
        cookie: admin,
      })
    ).json().data;
    expect(dayBefore.total.count).toBe(0);
    const csvDay = await ctx.inject({
      method: 'GET',
      url: '/api/staff/payments.csv?from=2031-03-15&to=2031-03-15',
      cookie: admin,
    });
    expect(csvDay.body.trim().split('\r\n')[1]).toMatch(/^2031-03-15T00:30:00\+05:30,pay_midnight01,/);
    const future = (
      await ctx.inject({ method: 'GET', url: '/api/staff/payments?from=2099-01-01', cookie: admin })
    ).json().data;
    expect(future).toEqual({ payments: [], days: [], total: { count: 0, amount: 0 } });

    const bad = await ctx.inject({
      method: 'POST',
      url: '/api/staff/coupons',
      cookie: admin,
      payload: { coupon_name: 'x', discount_percent: 95 },
    });
    expect(bad.json().errors).toEqual({
      coupon_name: 'Use 3 to 40 letters, digits, - or _ for the code.',
      discount_percent: 'Discount must be more than 0 % and at most 90 %.',
    });
    const made = await ctx.inject({
      method: 'POST',
      url: '/api/staff/coupons',
      cookie: admin,
      payload: { coupon_name: 'diwali15', discount_percent: 15 },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({
      coupon_name: 'DIWALI15',
      discount_percent: 15,
      active: true,
      uses: 0,
    });
    const twice = await ctx.inject({
      method: 'POST',
      url: '/api/staff/coupons',
      cookie: admin,
      payload: { coupon_name: 'DIWALI15', discount_percent: 10 },
    });
    expect(twice.statusCode).toBe(409);
    const off = await ctx.inject({
      method: 'PUT',
      url: `/api/staff/coupons/${made.json().data.coupon_id}`,
      cookie: admin,
      payload: { active: false },
    });
    expect(off.json().data.active).toBe(false);
    const publicList = (await ctx.inject({ method: 'GET', url: '/api/coupons' })).json().coupons as {
      coupon_name: string;
    }[];
    expect(publicList.map((c) => c.coupon_name)).not.toContain('DIWALI15');
  });

  it('tutor documents: approve or send back with a note, and the tutor is notified', async () => {
    const tutors = (await ctx.inject({ method: 'GET', url: '/api/staff/tutors', cookie: admin })).json().data;
    const demo = tutors.find((x: { email: string }) => x.email === DEMO_LOGINS.tutor.email);
    const none = await ctx.inject({
      method: 'PUT',
      url: `/api/staff/tutors/${demo.tutor_id}/review`,
      cookie: admin,
      payload: { decision: 'approved' },
    });
    expect([none.statusCode, none.json().message]).toEqual([
      404,
      'This tutor has not uploaded documents yet.',
    ]);
    await ctx.database.db.insert(t.tutorUploads).values({
      tutorId: demo.tutor_id,
      skills: 'Prompt writing, Canva, Excel',
      resumeKey: 'missing-resume.pdf',
      resumeName: 'Kavya Menon resume.pdf',
    });
    const listed = (
      await ctx.inject({ method: 'GET', url: '/api/staff/tutors?q=kavya', cookie: admin })
    ).json().data[0];
    expect(listed.documents).toMatchObject({
      review_status: 'pending',
      resume: { name: 'Kavya Menon resume.pdf', url: `/api/staff/tutors/${demo.tutor_id}/files/resume` },
      experience_letter: null,
    });
    const file = await ctx.inject({ method: 'GET', url: listed.documents.resume.url, cookie: admin });
    expect(file.statusCode).toBe(404);
    const noNote = await ctx.inject({
      method: 'PUT',
      url: `/api/staff/tutors/${demo.tutor_id}/review`,
      cookie: admin,
      payload: { decision: 'changes_requested' },
    });
    expect([noNote.statusCode, noNote.json().message]).toEqual([400, 'Write what the tutor should change.']);
    const back = await ctx.inject({
      method: 'PUT',
      url: `/api/staff/tutors/${demo.tutor_id}/review`,
      cookie: admin,
      payload: { decision: 'changes_requested', note: 'Please upload a signed experience letter.' },
    });
    expect(back.json().data.documents).toMatchObject({
      review_status: 'changes_requested',
      review_note: 'Please upload a signed experience letter.',
    });
    const notes = await ctx.database.db
      .select()
      .from(t.tutorNotifications)
      .where(eq(t.tutorNotifications.tutorId, demo.tutor_id));
    expect(notes.map((n) => n.message)).toContain(
      'Please update your documents: Please upload a signed experience letter.',
    );
  });
});

describe('contact inbox and notices', () => {
  it('marks a contact message handled and back; sends a notice to a batch', async () => {
    const sent = await ctx.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Sunita Devi',
        email: 'sunita@example.com',
        subject: 'Group booking',
        message: 'Can twelve women from our self-help group join one batch together?',
      },
    });
    expect(sent.statusCode).toBeLessThan(300);
    const inbox = (
      await ctx.inject({ method: 'GET', url: '/api/staff/contact-messages', cookie: support })
    ).json().data;
    const msg = inbox.find((m: { email: string }) => m.email === 'sunita@example.com');
    expect(msg).toMatchObject({ handled_at: null, handled_by: null });
    const handled = await ctx.inject({
      method: 'PUT',
      url: `/api/staff/contact-messages/${msg.message_id}/handled`,
      cookie: support,
      payload: { handled: true },
    });
    expect(handled.json().data).toMatchObject({ handled_by: DEMO_LOGINS.support.name });
    const open = (
      await ctx.inject({ method: 'GET', url: '/api/staff/contact-messages', cookie: support })
    ).json().data;
    expect(open.some((m: { message_id: number }) => m.message_id === msg.message_id)).toBe(false);
    const done = (
      await ctx.inject({ method: 'GET', url: '/api/staff/contact-messages?handled=yes', cookie: support })
    ).json().data;
    expect(done.some((m: { message_id: number }) => m.message_id === msg.message_id)).toBe(true);

    const batches = (await ctx.inject({ method: 'GET', url: '/api/staff/batches', cookie: support })).json()
      .data as { batch_id: number; students: number; tutor: unknown }[];
    const target = batches.find((b) => b.students > 0 && b.tutor)!;
    const invalid = await ctx.inject({
      method: 'POST',
      url: '/api/staff/notices',
      cookie: support,
      payload: { batch_id: target.batch_id, audience: 'everyone', title: '', message: '' },
    });
    expect(invalid.json().errors).toEqual({
      audience: 'Choose who receives the notice.',
      title: 'Title is required.',
      message: 'Message is required.',
    });
    const notice = await ctx.inject({
      method: 'POST',
      url: '/api/staff/notices',
      cookie: support,
      payload: {
        batch_id: target.batch_id,
        audience: 'both',
        title: 'No class on Friday',
        message: 'Friday is a holiday; session 9 moves to Saturday.',
      },
    });
    expect(notice.json()).toMatchObject({ success: true, recipients: target.students + 1 });
    const roster = (
      await ctx.inject({
        method: 'GET',
        url: `/api/staff/students?batch_id=${target.batch_id}`,
        cookie: admin,
      })
    ).json().data as { student_id: number }[];
    const someone = await ctx.database.db
      .select()
      .from(t.studentNotifications)
      .where(eq(t.studentNotifications.studentId, roster[0]!.student_id));
    expect(someone.map((n) => n.title)).toContain('No class on Friday');

    const log = (await ctx.inject({ method: 'GET', url: '/api/staff/audit?limit=500', cookie: admin })).json()
      .data;
    expect(log.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining([
        'contact.handled',
        'notice.send',
        'ticket.reply',
        'ticket.status',
        'coupon.create',
        'coupon.deactivate',
      ]),
    );
  });
});

describe('answering a contact message', () => {
  async function postMessage(email: string, subject: string) {
    const sent = await ctx.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Meena Kumari', email, subject, message: 'Do you teach <b>Excel</b> in Hindi?' },
    });
    expect(sent.statusCode).toBeLessThan(300);
    const all = (
      await ctx.inject({ method: 'GET', url: '/api/staff/contact-messages?handled=all', cookie: support })
    ).json().data as { message_id: number; subject: string }[];
    return all.find((m) => m.subject === subject)!.message_id;
  }
  const answer = (id: number, message: unknown, cookie = support) =>
    ctx.inject({
      method: 'POST',
      url: `/api/staff/contact-messages/${id}/answers`,
      cookie,
      payload: { message },
    });

  it('refuses empty, too long and unknown with clear messages, and students and tutors outright', async () => {
    const id = await postMessage('meena.valid@example.com', 'Validation check');
    const empty = await answer(id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, message: 'Write an answer before sending.' });
    const long = await answer(id, 'a'.repeat(4001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('An answer can be at most 4,000 characters.');
    expect((await answer(id, 'a'.repeat(4000))).statusCode).toBe(201);
    const missing = await answer(999_999, 'Hello');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Message not found.');
    expect((await answer(id, 'Hi', student.cookie)).statusCode).toBe(403);
    expect((await answer(id, 'Hi', tutor.cookie)).statusCode).toBe(403);
  });

  it('mails the stored address through the outbox, keeps the thread, marks handled and audits', async () => {
    const id = await postMessage('meena.k@example.com', 'Hindi classes');
    const text = 'Yes! Our <script>alert(1)</script> Excel batch is taught in Hindi & English.';
    const first = await answer(id, `  ${text}\n`, support);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ success: true, message: 'Answer sent to meena.k@example.com.' });
    expect(first.json().data).toMatchObject({
      handled_by: DEMO_LOGINS.support.name,
      answers: [{ message: text, answered_by: DEMO_LOGINS.support.name }],
    });
    const second = await answer(id, 'One more thing: the next batch starts on Monday.', admin);
    expect(second.json().data.answers.map((a: { message: string }) => a.message)).toEqual([
      text,
      'One more thing: the next batch starts on Monday.',
    ]);
    // The first answer marked it handled; a later one keeps who handled it first.
    expect(second.json().data.handled_by).toBe(DEMO_LOGINS.support.name);
    const handled = (
      await ctx.inject({ method: 'GET', url: '/api/staff/contact-messages?handled=yes', cookie: support })
    ).json().data as { message_id: number; answers: unknown[] }[];
    expect(handled.find((m) => m.message_id === id)?.answers).toHaveLength(2);

    // In the order they were queued (a table read without ORDER BY has none).
    const mails = await ctx.database.db
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.kind, 'contact-answer'))
      .orderBy(t.outbox.id);
    const mine = mails.filter((m) => m.toAddress === 'meena.k@example.com');
    expect(mine).toHaveLength(2);
    const payload = mine[0]!.payload as { answer: string; subject: string };
    expect(payload).toMatchObject({ answer: text, subject: 'Hindi classes' });
    const rendered = renderMail('contact-answer', payload as never, {
      site: 'http://site.test',
      tutorPortal: 'http://tutor.test',
      contactEmail: 'hello@aarohi.test',
    });
    expect(rendered.subject).toBe('Re: Hindi classes');
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).not.toContain('<b>Excel</b>');
    expect(rendered.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(rendered.text).toContain(text);

    const kept = await ctx.database.db
      .select()
      .from(t.contactAnswers)
      .where(eq(t.contactAnswers.messageId, id));
    expect(kept).toHaveLength(2);
    const log = (
      await ctx.inject({
        method: 'GET',
        url: '/api/staff/audit?entity=contact_message&limit=500',
        cookie: admin,
      })
    ).json().data as { action: string; entity_id: string }[];
    expect(log.filter((e) => e.action === 'contact.answer' && e.entity_id === String(id))).toHaveLength(2);
  });

  it('refuses to answer a message stored with an address the mail rule breaks', async () => {
    const [row] = await ctx.database.db
      .insert(t.contactMessages)
      .values({ name: 'Old', email: 'a@b.com, evil@x.com', subject: 'Legacy row', message: 'Hello' })
      .returning();
    const res = await answer(row!.id, 'Hello back');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/no valid e-mail address/);
    const mails = await ctx.database.db
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.toAddress, 'a@b.com, evil@x.com'));
    expect(mails).toHaveLength(0);
  });
});

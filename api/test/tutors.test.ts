/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
import { MESSAGES } from '@ai-women/contracts';
import { createTestContext, DEMO_LOGINS, uniqueMobile, type TestContext } from './helpers/context';

let ctx: TestContext;
let tutor: { cookie: string; tutorId: number };
let other: { cookie: string; tutorId: number };
let student: { cookie: string; userId: number };
beforeAll(async () => {
  ctx = await createTestContext();
  tutor = await ctx.loginTutor();
  other = await ctx.registerTutor();
  student = await ctx.loginStudent();
});
afterAll(() => ctx.close());

describe('POST /tutor/register', () => {
  const valid = () => ({
    name: 'Meera Iyer',
    email: `meera.${Math.random().toString(36).slice(2)}@example.com`,
    mobile_number: uniqueMobile(),
    password: 'Strong@123',
  });

  it('creates the tutor, returns the tutor object and opens a session', async () => {
    const body = valid();
    const res = await ctx.inject({ method: 'POST', url: '/tutor/register', payload: body });
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toEqual({
      success: true,
      message: 'Tutor registration successful!',
      tutor: {
        tutor_id: expect.any(Number),
        name: 'Meera Iyer',
        email: body.email,
        phone_number: body.mobile_number,
        created_at: expect.any(String),
      },
    });
    const cookie = `aarohi.sid=${res.cookies.find((c) => c.name === 'aarohi.sid')!.value}`;
    const me = await ctx.inject({ method: 'GET', url: '/api/me', cookie });
    expect(me.json()).toMatchObject({ role: 'tutor', tutor: { tutor_id: json.tutor.tutor_id } });
  });

  it.each([
    ['name', '', MESSAGES.nameRequired],
    ['name', '1Meera', MESSAGES.nameStartsWithDigit],
    ['name', 'Meera!', MESSAGES.nameLettersSpaces],
    ['email', 'meera', MESSAGES.emailInvalid],
    ['mobile_number', '91234x6780', MESSAGES.mobileDigits],
    ['mobile_number', '912345678', MESSAGES.mobileTenDigits],
    ['mobile_number', '5123456780', MESSAGES.mobileStart],
    ['password', 'Sh@1a', MESSAGES.passwordMin8],
    ['password', 'Strong123', MESSAGES.passwordSpecial],
  ])('rejects %s=%p with "%s" and the same text in error', async (field, value, message) => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/tutor/register',
      payload: { ...valid(), [field]: value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, error: message });
  });

  it('409 for a duplicate email or mobile', async () => {
    const dup = await ctx.inject({
      method: 'POST',
      url: '/tutor/register',
      payload: { ...valid(), email: DEMO_LOGINS.tutor.email },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatch(/email already exists/);
    const dupPhone = await ctx.inject({
      method: 'POST',
      url: '/tutor/register',
      payload: { ...valid(), mobile_number: '9123456780' },
    });
    expect(dupPhone.statusCode).toBe(409);
  });
});

describe('POST /api/tutor/login', () => {
  it('trims the email, returns data and a regenerated session', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/tutor/login',
      payload: { email: `  ${DEMO_LOGINS.tutor.email} `, password: DEMO_LOGINS.tutor.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        tutor_id: tutor.tutorId,
        name: DEMO_LOGINS.tutor.name,
        email: DEMO_LOGINS.tutor.email,
        phone_number: '9123456780',
      },
    });
    expect(res.body).not.toMatch(/password|argon/i);
  });
  it('same answer for unknown and wrong', async () => {
    const a = await ctx.inject({
      method: 'POST',
      url: '/api/tutor/login',
      payload: { email: DEMO_LOGINS.tutor.email, password: 'Wrong@1234' },
    });
    const b = await ctx.inject({
      method: 'POST',
      url: '/api/tutor/login',
      payload: { email: 'ghost@example.com', password: 'Wrong@1234' },
    });
    expect(a.statusCode).toBe(401);
    expect(a.body).toBe(b.body);
  });
  it('validates with the tutor login rules', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/tutor/login',
      payload: { email: 'x@y.co', password: '123' },
    });
    expect(res.json().message).toBe('Password must be at least 6 characters');
    const res2 = await ctx.inject({
      method: 'POST',
      url: '/api/tutor/login',
      payload: { email: 'nope', password: '123456' },
    });
    expect(res2.json().message).toBe(MESSAGES.emailInvalid);
  });
  it('logout destroys the session', async () => {
    const t = await ctx.loginTutor();
    const out = await ctx.inject({ method: 'POST', url: '/api/tutor/logout', cookie: t.cookie });
    expect(out.statusCode).toBe(200);
    expect(
      (await ctx.inject({ method: 'GET', url: `/api/tutor/profile/${t.tutorId}`, cookie: t.cookie }))
        .statusCode,
    ).toBe(401);
  });
});

describe('ownership on every tutor read', () => {
  const reads = (id: number) => [
    `/api/tutor/batches/${id}`,
    `/api/tutor/batches/${id}/stats`,
    `/api/support-tickets/${id}`,
    `/api/support-tickets/${id}/stats`,
    `/api/tutor/notifications/${id}`,
    `/api/tutor/uploads/${id}`,
    `/api/tutor/uploads/${id}/files/resume`,
    `/api/tutor/profile/${id}`,
  ];
  it('401 without a session, 403 for another tutor, 403 for a student', async () => {
    for (const url of reads(tutor.tutorId)) {
      expect([url, (await ctx.inject({ method: 'GET', url })).statusCode]).toEqual([url, 401]);
      expect([url, (await ctx.inject({ method: 'GET', url, cookie: other.cookie })).statusCode]).toEqual([
        url,
        403,
      ]);
      expect([url, (await ctx.inject({ method: 'GET', url, cookie: student.cookie })).statusCode]).toEqual([
        url,
        403,
      ]);
    }
  });
  it('403 on writes for someone else', async () => {
    const put = await ctx.inject({
      method: 'PUT',
      url: `/api/tutor/profile/${tutor.tutorId}`,
      cookie: other.cookie,
      payload: { name: 'Hacker', phone_number: '9876512345' },
    });
    expect(put.statusCode).toBe(403);
    const ticket = await ctx.inject({
      method: 'POST',
      url: '/api/tutor-support-tickets',
      cookie: other.cookie,
      payload: { tutor_id: tutor.tutorId, subject: 'x', priority: 'Low', description: 'long enough text' },
    });
    expect(ticket.statusCode).toBe(403);
    const batches = (
      await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${tutor.tutorId}`, cookie: tutor.cookie })
    ).json().data;
    const status1 = await ctx.inject({
      method: 'PUT',
      url: `/api/batches/${batches[0].batch_id}/status`,
      cookie: other.cookie,
      payload: { status: 'Active', tutor_id: other.tutorId },
    });
    expect(status1.statusCode).toBe(403);
    const status2 = await ctx.inject({
      method: 'PUT',
      url: `/api/batches/${batches[0].batch_id}/status`,
      cookie: other.cookie,
      payload: { status: 'Active', tutor_id: tutor.tutorId },
    });
    expect(status2.statusCode).toBe(403);
    const status3 = await ctx.inject({
      method: 'PUT',
      url: `/api/batches/${batches[0].batch_id}/status`,
      cookie: student.cookie,
      payload: { status: 'Active', tutor_id: tutor.tutorId },
    });
    expect(status3.statusCode).toBe(403);
    const status4 = await ctx.inject({
      method: 'PUT',
      url: `/api/batches/${batches[0].batch_id}/status`,
      payload: { status: 'Active', tutor_id: tutor.tutorId },
    });
    expect(status4.statusCode).toBe(401);
  });
});

describe('batches', () => {
  it('lists with the spec fields and filters case-insensitively', async () => {
    const all = (
      await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${tutor.tutorId}`, cookie: tutor.cookie })
    ).json();
    expect(all.success).toBe(true);
    expect(all.data).toHaveLength(3);
    expect(Object.keys(all.data[0]).sort()).toEqual([
      'batch_id',
      'batch_name',
      'created_at',
      'meeting_url',
      'no_of_people',
      'start_date',
      'status',
      'timing',
    ]);
    expect(all.data.map((b: { status: string }) => b.status).sort()).toEqual([
      'Active',
      'Completed',
      'Inactive',
    ]);
    for (const b of all.data) expect(b.timing.split(' ')).toHaveLength(2);
    const active = (
      await ctx.inject({
        method: 'GET',
        url: `/api/tutor/batches/${tutor.tutorId}?status=ACTIVE`,
        cookie: tutor.cookie,
      })
    ).json();
    expect(active.data.map((b: { status: string }) => b.status)).toEqual(['Active']);
    // Priya and Kavita (the catch-up demo's student at risk).
    expect(active.data[0].no_of_people).toBe(2);
    const completed = (
      await ctx.inject({
        method: 'GET',
        url: `/api/tutor/batches/${tutor.tutorId}?status=completed`,
        cookie: tutor.cookie,
      })
    ).json();
    expect(completed.data.map((b: { status: string }) => b.status)).toEqual(['Completed']);
    const bad = await ctx.inject({
      method: 'GET',
      url: `/api/tutor/batches/${tutor.tutorId}?status=weird`,
      cookie: tutor.cookie,
    });
    expect(bad.statusCode).toBe(400);
    const empty = (
      await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${other.tutorId}`, cookie: other.cookie })
    ).json();
    expect(empty).toEqual({ success: true, data: [] });
  });

  it('stats are counted', async () => {
    const res = (
      await ctx.inject({
        method: 'GET',
        url: `/api/tutor/batches/${tutor.tutorId}/stats`,
        cookie: tutor.cookie,
      })
    ).json();
    expect(res).toEqual({
      success: true,
      data: {
        total_batches: 3,
        active_batches: 1,
        completed_batches: 1,
        // Priya in Batch 12 and Batch 9, Batch 9's two other students (the certificate demo), and
        // Kavita in Batch 12 (the catch-up demo's student at risk).
        total_students: 5,
        active_students: 2,
      },
    });
  });

  it('allows Start, Pause, Complete and refuses the rest', async () => {
    const list = (
      await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${tutor.tutorId}`, cookie: tutor.cookie })
    ).json().data as { batch_id: number; status: string }[];
    const id = (s: string) => list.find((b) => b.status === s)!.batch_id;
    const put = (batchId: number, status: string) =>
      ctx.inject({
        method: 'PUT',
        url: `/api/batches/${batchId}/status`,
        cookie: tutor.cookie,
        payload: { status, tutor_id: tutor.tutorId },
      });
    const completedToActive = await put(id('Completed'), 'Active');
    expect(completedToActive.statusCode).toBe(409);
    expect(completedToActive.json()).toEqual({
      success: false,
      message: 'A Completed batch cannot be changed.',
    });
    const inactiveToCompleted = await put(id('Inactive'), 'Completed');
    expect(inactiveToCompleted.statusCode).toBe(409);
    expect(inactiveToCompleted.json().message).toBe('An Inactive batch can only be changed to Active.');
    const start = await put(id('Inactive'), 'Active');
    expect(start.statusCode).toBe(200);
    expect(start.json()).toEqual({ success: true, message: expect.stringContaining('is now Active') });
    const pause = await put(id('Inactive'), 'Inactive');
    expect(pause.statusCode).toBe(200);
    const bogus = await put(id('Active'), 'Done');
    expect(bogus.statusCode).toBe(400);
    const missing = await put(999999, 'Active');
    expect(missing.statusCode).toBe(404);
    const notes = (
      await ctx.inject({
        method: 'GET',
        url: `/api/tutor/notifications/${tutor.tutorId}`,
        cookie: tutor.cookie,
      })
    ).json();
    expect(notes.data[0]).toMatchObject({
      title: 'Batch status changed',
      id: expect.any(Number),
      created_at: expect.any(String),
    });
  });
});

describe('support tickets', () => {
  it('lists newest first with reply_message, counts open ones', async () => {
    const list = (
      await ctx.inject({ method: 'GET', url: `/api/support-tickets/${tutor.tutorId}`, cookie: tutor.cookie })
    ).json();
    expect(list.data.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(list.data[0]).sort()).toEqual([
      'created_at',
      'description',
      'priority',
      'replies',
      'reply_message',
      'status',
      'subject',
      'support_id',
      'updated_at',
    ]);
    expect(list.data.some((t: { reply_message: string | null }) => t.reply_message === null)).toBe(true);
    expect(list.data.some((t: { reply_message: string | null }) => t.reply_message)).toBe(true);
    const stats = (
      await ctx.inject({
        method: 'GET',
        url: `/api/support-tickets/${tutor.tutorId}/stats`,
        cookie: tutor.cookie,
      })
    ).json();
    expect(stats).toEqual({ success: true, data: { total_tickets: list.data.length, open_tickets: 1 } });
  });

  it('creates a ticket with default priority Medium', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/tutor-support-tickets',
      cookie: tutor.cookie,
      payload: { tutor_id: tutor.tutorId, subject: 'Projector', description: 'Need a screen-share tip' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      support_id: expect.any(Number),
      message: 'Support ticket created successfully!',
    });
    const list = (
      await ctx.inject({ method: 'GET', url: `/api/support-tickets/${tutor.tutorId}`, cookie: tutor.cookie })
    ).json();
    expect(list.data[0]).toMatchObject({
      support_id: body.support_id,
      priority: 'Medium',
      status: 'Open',
      reply_message: null,
    });
  });

  it.each([
    [{ subject: ' ' }, 'Subject is required'],
    [{ description: '' }, 'Description is required'],
    [{ description: ' short ' }, 'Description must be at least 10 characters'],
    [{ description: 'x'.repeat(501) }, MESSAGES.descriptionMax],
    [{ priority: 'Urgent' }, MESSAGES.tutorPriorityInvalid],
  ])('%p → %s', async (patch, message) => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/tutor-support-tickets',
      cookie: tutor.cookie,
      payload: {
        tutor_id: tutor.tutorId,
        subject: 'S',
        priority: 'Low',
        description: 'long enough text',
        ...patch,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('profile', () => {
  it('reads and updates name and phone (spaces ignored), never email', async () => {
    const get = (
      await ctx.inject({ method: 'GET', url: `/api/tutor/profile/${other.tutorId}`, cookie: other.cookie })
    ).json();
    expect(get).toEqual({
      success: true,
      data: {
        tutor_id: other.tutorId,
        name: 'Test Tutor',
        email: expect.any(String),
        phone_number: expect.any(String),
        created_at: expect.any(String),
      },
    });
    const put = await ctx.inject({
      method: 'PUT',
      url: `/api/tutor/profile/${other.tutorId}`,
      cookie: other.cookie,
      payload: { name: '  Anita Rao ', phone_number: '98765 00001' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      success: true,
      message: 'Profile updated successfully!',
      data: {
        name: 'Anita Rao',
        phone_number: '9876500001',
        email: get.data.email,
        created_at: get.data.created_at,
      },
    });
    const withEmail = await ctx.inject({
      method: 'PUT',
      url: `/api/tutor/profile/${other.tutorId}`,
      cookie: other.cookie,
      payload: { name: 'Anita', phone_number: '9876500001', email: 'new@x.co' },
    });
    expect(withEmail.statusCode).toBe(400);
  });
  it.each([
    [{ name: 'A' }, 'Name must be at least 2 characters long'],
    [{ name: 'A'.repeat(101) }, MESSAGES.profileNameMax],
    [{ phone_number: '5123456789' }, 'Please enter a valid 10-digit Indian phone number'],
    [{ phone_number: '98765' }, 'Please enter a valid 10-digit Indian phone number'],
  ])('%p → %s', async (patch, message) => {
    const res = await ctx.inject({
      method: 'PUT',
      url: `/api/tutor/profile/${other.tutorId}`,
      cookie: other.cookie,
      payload: { name: 'Anita', phone_number: '9876500001', ...patch },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
  it('409 when the phone belongs to another tutor', async () => {
    const res = await ctx.inject({
      method: 'PUT',
      url: `/api/tutor/profile/${other.tutorId}`,
      cookie: other.cookie,
      payload: { name: 'Anita', phone_number: '9123456780' },
    });
    expect(res.statusCode).toBe(409);
  });
});

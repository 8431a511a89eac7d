/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(180_000);
import { isCalendarDate } from '@ai-women/contracts';
import { createTestContext, sessionCookie, DEMO_LOGINS, type TestContext } from './helpers/context';

/** The second security probe: dates, order of checks and types, through the real API. */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = sessionCookie(
    await ctx.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password },
    }),
  );
});
afterAll(() => ctx.close());

describe('calendar dates', () => {
  it('isCalendarDate knows months, month lengths and leap years', () => {
    for (const ok of ['2026-01-31', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) {
      expect(isCalendarDate(ok)).toBe(true);
    }
    for (const bad of ['2026-13-01', '0000-00-00', '9999-99-99', '2026-02-30', '2100-02-29', '2026-04-31', '2026-1-01', ' 2026-01-01', '', 20260101]) {
      expect(isCalendarDate(bad)).toBe(false);
    }
  });

  it.each(['payments', 'payments.csv'])('GET /api/staff/%s refuses impossible days with a 400 that names the field', async (route) => {
    for (const [param, value] of [
      ['to', '2026-13-01'],
      ['from', '0000-00-00'],
      ['to', '9999-99-99'],
      ['from', '2026-02-30'],
    ] as const) {
      const res = await ctx.inject({ method: 'GET', url: `/api/staff/${route}?${param}=${value}`, cookie: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: `${param === 'from' ? 'From' : 'To'} must be a real date written YYYY-MM-DD, e.g. 2026-03-31.`,
      });
    }
    const ok = await ctx.inject({ method: 'GET', url: `/api/staff/${route}?from=2024-02-29&to=2026-12-31`, cookie: admin });
    expect(ok.statusCode).toBe(200);
  });

  it('a batch cannot start on 30 February', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/staff/batches',
      cookie: admin,
      payload: { batch_name: 'Leap batch', timing: 'Mon-Fri 19:00-20:00', start_date: '2026-02-30' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose a start date.');
  });
});

describe('authentication before validation (no session → 401, whatever the body)', () => {
  it.each([
    ['POST', '/api/payments/order', {}],
    ['POST', '/payment', {}],
    ['POST', '/sandbox/authorize', {}],
    ['PUT', '/api/tutor/profile/2', {}],
    ['PUT', '/api/tutor/profile/not-a-number', { nonsense: true }],
    ['POST', '/api/support-tickets', { userId: 'x' }],
    ['POST', '/api/tutor-support-tickets', {}],
    ['PUT', '/api/batches/1/status', {}],
    ['GET', '/api/student/dashboard/abc', undefined],
    ['GET', '/api/tutor/uploads/0/files/zzz', undefined],
  ] as const)('%s %s', async (method, url, payload) => {
    const res = await ctx.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it('every route that declares a role is marked as needing a session in the OpenAPI document, and answers 401 without one', async () => {
    const document = ctx.app.swagger() as {
      paths: Record<string, Record<string, { security?: unknown[]; parameters?: { name: string; in: string }[] }>>;
    };
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // Public (`[]`) and optional (`[{}, { session: [] }]`, e.g. a logout) operations answer without one.
        const required = operation.security?.length && !operation.security.some((s) => Object.keys(s as object).length === 0);
        if (!required) continue;
        const url = path.replace(/\{[^}]+\}/g, '1');
        const write = method !== 'get';
        const res = await ctx.inject({ method: method.toUpperCase() as 'GET', url, ...(write ? { payload: {} } : {}) });
        expect(`${method} ${path} ${res.statusCode}`).toBe(`${method} ${path} 401`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('a tutor on a student route is 403 before validation, a student on a tutor route too', async () => {
    const tutor = await ctx.loginTutor();
    const student = await ctx.loginStudent();
    const a = await ctx.inject({ method: 'POST', url: '/api/payments/order', cookie: tutor.cookie, payload: {} });
    expect(a.statusCode).toBe(403);
    const b = await ctx.inject({ method: 'PUT', url: '/api/tutor/profile/2', cookie: student.cookie, payload: {} });
    expect(b.statusCode).toBe(403);
  });
});

describe('ids keep their JSON type (no coercion)', () => {
  it.each([true, [1], '1 ', 1.5, { id: 1 }, '0x1'])('couponId %j is a 400, not coupon 1', async (couponId) => {
    const s = await ctx.registerStudent();
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/payments/order',
      cookie: s.cookie,
      payload: { userId: s.userId, couponId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('the ids the frontends send still work: a number, or the digits kept in sessionStorage', async () => {
    const s = await ctx.registerStudent();
    for (const userId of [s.userId, String(s.userId)]) {
      const res = await ctx.inject({
        method: 'POST',
        url: '/api/payments/order',
        cookie: s.cookie,
        payload: { userId, couponId: 1 },
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('query-string and path numbers still arrive as numbers; odd spellings are refused', async () => {
    const tutor = await ctx.loginTutor();
    const ok = await ctx.inject({ method: 'GET', url: `/api/tutor/profile/${tutor.tutorId}`, cookie: tutor.cookie });
    expect(ok.statusCode).toBe(200);
    expect((await ctx.inject({ method: 'GET', url: '/api/staff/audit?limit=5', cookie: admin })).statusCode).toBe(200);
    for (const limit of ['Infinity', '0x10', '1e2', ' ', '5&limit=6']) {
      const res = await ctx.inject({ method: 'GET', url: `/api/staff/audit?limit=${limit}`, cookie: admin });
      expect(`${limit} ${res.statusCode}`).toBe(`${limit} 400`);
    }
    for (const id of ['0x1', 'Infinity', '1e0']) {
      const res = await ctx.inject({ method: 'GET', url: `/api/tutor/profile/${id}`, cookie: tutor.cookie });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('e-mail addresses are what they seem', () => {
  const HOSTILE = '=HYPERLINK("http://x.example/?a","y")@x.example';

  it.each([
    ['/register', { fullname: 'Asha Verma', designation: 'Designer', phone_number: '7000000001', age: 30, password: 'Secret12' }],
    ['/tutor/register', { name: 'Asha Verma', mobile_number: '7000000002', password: 'Strong@123' }],
    ['/api/contact', { name: 'Asha Verma', subject: 'Batches', message: 'When is the next batch?' }],
    ['/api/password/forgot', { role: 'student' }],
  ] as const)('%s refuses a quoted, comma-separated address with the spec message', async (url, body) => {
    for (const email of [HOSTILE, 'a,b@example.com', '"x"@example.com', 'x(y)@example.com']) {
      const res = await ctx.inject({ method: 'POST', url, payload: { ...body, email } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a valid email address');
    }
  });

  it('the sender hands nodemailer an address object, and never delivers a queued address that breaks the rule', async () => {
    const { MailSender } = await import('../src/mail/sender');
    const { enqueueMail } = await import('../src/mail/outbox');
    const t = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    const { db } = ctx.database;
    const sent: unknown[] = [];
    const sender = new MailSender(
      db,
      { description: 'memory', send: async (m) => void sent.push(m.to), close() {} },
      {
        from: 'Aarohi <no-reply@aarohi.example>',
        links: { site: 'http://x.example', tutorPortal: 'http://x.example', contactEmail: 'helpdesk@aarohi.example' },
        apiRoot: __dirname,
        pollMs: 1000,
        leaseMs: 60_000,
        retryBaseMs: 1000,
        maxAttempts: 5,
        batchSize: 50,
      },
    );
    // Rows queued before the rule was strict.
    await enqueueMail(db, { kind: 'welcome-student', to: HOSTILE, payload: { name: 'Asha' } });
    await enqueueMail(db, { kind: 'welcome-student', to: 'asha.ok@example.com', payload: { name: 'Asha "A" Verma, <x@y.z>' } });
    await sender.runOnce();
    expect(sent).toContainEqual({ name: '', address: 'asha.ok@example.com' });
    expect(sent.some((to) => JSON.stringify(to).includes('HYPERLINK'))).toBe(false);
    const [row] = await db.select().from(t.outbox).where(eq(t.outbox.toAddress, HOSTILE));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
  });
});

describe('the request log holds no search terms', () => {
  it('logs paths with query values redacted: no phone number, e-mail or name from a search', async () => {
    const { buildApp } = await import('../src/app');
    const lines: string[] = [];
    const app = await buildApp({ ...ctx.config, logLevel: 'info' }, { database: ctx.database, logStream: { write: (l) => lines.push(l) } });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password },
      });
      const cookie = sessionCookie(login);
      for (const url of [
        '/api/staff/students?q=9876543210',
        '/api/staff/students?q=priya.sharma%40aarohi.example&batch_id=1',
        '/api/staff/payments?q=Priya%20Sharma',
        '/api/staff/tutors?q=kavya&q=menon',
        '/api/staff/contact?q=' + encodeURIComponent('<script>9123456780'),
      ]) {
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.statusCode).toBeLessThan(500);
      }
      const log = lines.join('\n');
      expect(log).toContain('"url":"/api/staff/students?q=[redacted]"');
      expect(log).toContain('"url":"/api/staff/students?q=[redacted]&batch_id=[redacted]"');
      for (const secret of ['9876543210', 'priya', 'Priya', 'kavya', 'menon', '9123456780', 'script']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});

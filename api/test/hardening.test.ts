/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(180_000);
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import {
  createTestContext,
  multipart,
  pdfBytes,
  uniqueMobile,
  DEMO_LOGINS,
  type TestContext,
} from './helpers/context';

/** Hardening through the real API on a real database: bad input, safe logs, headers, origins and the sandbox's test mode. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const unique = () => crypto.randomBytes(4).toString('hex');
const HINDI = 'प्रिया शर्मा';
const TAMIL = 'கார்த்திகா சுப்பிரமணியன்';
const BENGALI = 'সুস্মিতা বন্দ্যোপাধ্যায়';
const JOSE_NFD = 'Jose\u0301 Fernandes';

function expectClientError(res: { statusCode: number; body: string; json(): unknown }, what: string) {
  if (res.statusCode < 400 || res.statusCode >= 500) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  const body = res.json() as { success?: unknown; message?: unknown };
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(res.body).not.toMatch(/insert into|select |\$argon2|at .*\.ts:\d+/i);
}

describe('names in every script (item 2)', () => {
  it.each([HINDI, TAMIL, BENGALI, JOSE_NFD])(
    'registers a student and a tutor named %s, stored in NFC',
    async (name) => {
      const s = await ctx.registerStudent({ fullname: name });
      const [student] = await ctx.database.db.select().from(t.students).where(eq(t.students.id, s.userId));
      expect(student!.fullname).toBe(name.normalize('NFC'));
      const tutor = await ctx.registerTutor({ name });
      const [row] = await ctx.database.db.select().from(t.tutors).where(eq(t.tutors.id, tutor.tutorId));
      expect(row!.name).toBe(name.normalize('NFC'));
      const contact = await ctx.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name, email: 'c@example.com', subject: 'Batches', message: 'When is the next batch?' },
      });
      expect(contact.statusCode).toBe(201);
    },
  );

  it('the tutor profile name takes Hindi, refuses markup and bidi controls', async () => {
    const tutor = await ctx.registerTutor();
    const put = (name: string) =>
      ctx.inject({
        method: 'PUT',
        url: `/api/tutor/profile/${tutor.tutorId}`,
        cookie: tutor.cookie,
        payload: { name, phone_number: uniqueMobile() },
      });
    const ok = await put(JOSE_NFD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.name).toBe('José Fernandes');
    for (const bad of ['<img src=x onerror=alert(1)>', 'Kavya \u202EnoneM', '\u2067Kavya']) {
      const res = await put(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Name can only contain letters, spaces, hyphens and apostrophes',
      });
    }
    const hindi = await put(HINDI);
    expect(hindi.json().data.name).toBe(HINDI);
  });
});

describe('malformed input is a 4xx, never a 500 (item 3)', () => {
  it('a NUL byte in every text field of every route', async () => {
    const student = await ctx.loginStudent();
    const tutor = await ctx.loginTutor();
    const unpaid = await ctx.registerStudent();
    const order = (
      await ctx.inject({
        method: 'POST',
        url: '/api/payments/order',
        cookie: unpaid.cookie,
        payload: { userId: unpaid.userId },
      })
    ).json().orderId as string;
    const batches = (
      await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${tutor.tutorId}`, cookie: tutor.cookie })
    ).json().data as { batch_id: number }[];
    const n = unique();
    const routes: { method: 'POST' | 'PUT'; url: string; cookie?: string; body: Record<string, unknown> }[] = [
      {
        method: 'POST',
        url: '/register',
        body: {
          fullname: 'Nul Test',
          designation: 'Designer',
          email: `nul.${n}@example.com`,
          phone_number: uniqueMobile(),
          age: '30',
          password: 'Secret12',
        },
      },
      { method: 'POST', url: '/login', body: { email: DEMO_LOGINS.student.email, password: 'Student@2025' } },
      {
        method: 'POST',
        url: '/api/contact',
        body: { name: 'Nul Test', email: 'c@example.com', subject: 'Batches', message: 'When is the next batch?' },
      },
      {
        method: 'POST',
        url: '/api/support-tickets',
        cookie: student.cookie,
        body: { userId: student.userId, subject: 'Recording', priority: 'Low', description: 'Where is it kept?' },
      },
      {
        method: 'POST',
        url: '/tutor/register',
        body: { name: 'Nul Tutor', email: `nt.${n}@example.com`, mobile_number: uniqueMobile(), password: 'Strong@123' },
      },
      { method: 'POST', url: '/api/tutor/login', body: { email: DEMO_LOGINS.tutor.email, password: 'Tutor@2025' } },
      {
        method: 'PUT',
        url: `/api/tutor/profile/${tutor.tutorId}`,
        cookie: tutor.cookie,
        body: { name: 'Kavya Menon', phone_number: '9123456780' },
      },
      {
        method: 'POST',
        url: '/api/tutor-support-tickets',
        cookie: tutor.cookie,
        body: { tutor_id: tutor.tutorId, subject: 'Projector', priority: 'High', description: 'The room projector flickers.' },
      },
      {
        method: 'PUT',
        url: `/api/batches/${batches[0]!.batch_id}/status`,
        cookie: tutor.cookie,
        body: { status: 'Active', tutor_id: String(tutor.tutorId) },
      },
      {
        method: 'POST',
        url: '/api/payments/order',
        cookie: unpaid.cookie,
        body: { userId: String(unpaid.userId) },
      },
      {
        method: 'POST',
        url: '/payment',
        cookie: unpaid.cookie,
        body: { transactionId: 'pay_123', userId: unpaid.userId, orderId: order, signature: 'abc' },
      },
      { method: 'POST', url: '/sandbox/authorize', cookie: unpaid.cookie, body: { orderId: order } },
    ];
    let pairs = 0;
    for (const r of routes) {
      for (const [field, value] of Object.entries(r.body)) {
        if (typeof value !== 'string') continue;
        const payload = { ...r.body, [field]: `${value.slice(0, 3)}\u0000${value.slice(3)}` };
        const res = await ctx.inject({ method: r.method, url: r.url, cookie: r.cookie, payload });
        expectClientError(res, `${r.method} ${r.url} ${field}`);
        pairs += 1;
      }
    }
    const query = await ctx.inject({
      method: 'GET',
      url: `/api/tutor/batches/${tutor.tutorId}?status=act%00ive`,
      cookie: tutor.cookie,
    });
    expectClientError(query, 'GET batches ?status');
    const { payload, headers } = multipart({ tutor_id: String(tutor.tutorId), skills: 'Py\u0000thon' }, [
      { field: 'resume', filename: 'resume.pdf', content: pdfBytes() },
      { field: 'experienceLetter', filename: 'letter.pdf', content: pdfBytes() },
    ]);
    const upload = await ctx.inject({ method: 'POST', url: '/tutor/uploads', cookie: tutor.cookie, payload, headers });
    expectClientError(upload, 'POST /tutor/uploads skills');
    expect(pairs).toBeGreaterThanOrEqual(30);
  });

  it.each([5_000, 30_000])('JSON nested %i deep (30,000 is just under the body limit)', async (depth) => {
    const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    for (const url of ['/register', '/api/contact', '/login']) {
      const res = await ctx.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: `{"fullname":${deep},"name":${deep},"email":${deep}}`,
      });
      expectClientError(res, url);
    }
  });

  it('multipart without a boundary', async () => {
    const tutor = await ctx.registerTutor();
    const res = await ctx.inject({
      method: 'POST',
      url: '/tutor/uploads',
      cookie: tutor.cookie,
      headers: { 'content-type': 'multipart/form-data' },
      payload: '--x\r\nContent-Disposition: form-data; name="skills"\r\n\r\nPython\r\n--x--\r\n',
    });
    expectClientError(res, 'multipart without boundary');
  });

  it('a 20,000-character skills field is refused, not cut', async () => {
    const tutor = await ctx.registerTutor();
    const { payload, headers } = multipart({ tutor_id: String(tutor.tutorId), skills: 'a'.repeat(20_000) }, [
      { field: 'resume', filename: 'resume.pdf', content: pdfBytes() },
      { field: 'experienceLetter', filename: 'letter.pdf', content: pdfBytes() },
    ]);
    const res = await ctx.inject({ method: 'POST', url: '/tutor/uploads', cookie: tutor.cookie, payload, headers });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'Skills must be at most 10,000 characters' });
    const rows = await ctx.database.db.select().from(t.tutorUploads).where(eq(t.tutorUploads.tutorId, tutor.tutorId));
    expect(rows).toHaveLength(0);
  });
});

describe('the error log holds no personal data (item 4)', () => {
  it('a failed insert is logged by its query shape: no e-mail, phone or password hash', async () => {
    const lines: string[] = [];
    const config = { ...ctx.config, logLevel: 'info' };
    const app = await buildApp(config, { database: ctx.database, logStream: { write: (l) => lines.push(l) } });
    await app.ready();
    // A constraint the API does not know about: the insert fails inside the database.
    await ctx.database.db.execute(sql`alter table students add constraint students_age_probe check (age <> 77)`);
    try {
      const email = `leak.${unique()}@example.com`;
      const phone = uniqueMobile();
      const res = await app.inject({
        method: 'POST',
        url: '/register',
        payload: {
          fullname: 'Leak Probe',
          designation: 'Analyst',
          email,
          phone_number: phone,
          age: 77,
          password: 'Secret12',
        },
      });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain(email);
      const errors = lines.filter((l) => /"level":50/.test(l));
      expect(errors.length).toBeGreaterThan(0);
      const log = lines.join('\n');
      expect(log).not.toContain(email);
      expect(log).not.toContain(phone);
      expect(log).not.toMatch(/\$argon2/);
      expect(log).not.toContain('Leak Probe');
      // … but says what failed.
      expect(errors.join('\n')).toMatch(/insert into \\"students\\"/);
      expect(errors.join('\n')).toContain('students_age_probe');
    } finally {
      await ctx.database.db.execute(sql`alter table students drop constraint students_age_probe`);
      await app.close();
    }
  });
});

describe('downloads of documents named in any script (item 5)', () => {
  it.each([
    ['Hindi', 'बायोडाटा प्रिया.pdf'],
    ['Chinese', '简历 李梅.pdf'],
  ])('a %s file name downloads with an ASCII fallback and filename*', async (_script, filename) => {
    const tutor = await ctx.registerTutor();
    const { payload, headers } = multipart({ tutor_id: String(tutor.tutorId), skills: 'Python' }, [
      { field: 'resume', filename, content: pdfBytes() },
      { field: 'experienceLetter', filename: 'letter.pdf', content: pdfBytes() },
    ]);
    const up = await ctx.inject({ method: 'POST', url: '/tutor/uploads', cookie: tutor.cookie, payload, headers });
    expect(up.statusCode).toBe(201);
    const res = await ctx.inject({
      method: 'GET',
      url: `/api/tutor/uploads/${tutor.tutorId}/files/resume`,
      cookie: tutor.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const cd = String(res.headers['content-disposition']);
    expect(cd).toMatch(/^inline; filename="[\x20-\x7e]+\.pdf"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+^`|-]+$/);
    const encoded = cd.split("filename*=UTF-8''")[1]!;
    expect(decodeURIComponent(encoded)).toBe(filename);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('public URLs come from configuration, not the Host header (item 8)', () => {
  it('the checkout script and order never embed the requested Host', async () => {
    const script = await ctx.inject({
      method: 'GET',
      url: '/sandbox/checkout.js',
      headers: { host: 'evil.example' },
    });
    expect(script.statusCode).toBe(200);
    expect(script.body).not.toContain('evil.example');
    expect(script.body).toContain(`http://127.0.0.1:${ctx.config.port}`);
    const s = await ctx.registerStudent();
    const order = await ctx.inject({
      method: 'POST',
      url: '/api/payments/order',
      cookie: s.cookie,
      headers: { host: 'evil.example' },
      payload: { userId: s.userId },
    });
    expect(order.json().checkoutScriptUrl).toBe(`http://127.0.0.1:${ctx.config.port}/sandbox/checkout.js`);
  });

  it('PUBLIC_URL wins, and the default CORS list leaves Storybook out', () => {
    const dir = ctx.dataDir;
    const secret = 'x'.repeat(40);
    const withUrl = loadConfig({ DATA_DIR: dir, SESSION_SECRET: secret, PUBLIC_URL: 'https://api.aarohi.example/' });
    expect(withUrl.publicUrl).toBe('https://api.aarohi.example');
    const plain = loadConfig({ DATA_DIR: dir, SESSION_SECRET: secret, PORT: '4999', HOST: '127.0.0.1' });
    expect(plain.publicUrl).toBe('http://127.0.0.1:4999');
    expect(plain.corsOrigins).toContain('http://127.0.0.1:3000');
    expect(plain.corsOrigins.some((o) => o.endsWith(':6006'))).toBe(false);
  });
});

describe('sandbox payments are never a silent default in production (item 9)', () => {
  const base = () => ({ DATA_DIR: ctx.dataDir, SESSION_SECRET: 'y'.repeat(40) });
  it('refuses the sandbox provider when NODE_ENV=production unless ALLOW_SANDBOX_PAYMENTS=1', () => {
    expect(() => loadConfig({ ...base(), NODE_ENV: 'production' })).toThrow(/ALLOW_SANDBOX_PAYMENTS=1/);
    expect(() =>
      loadConfig({ ...base(), NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: '0' }),
    ).toThrow(/sandbox/);
    expect(loadConfig({ ...base(), NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1' }).payment.provider).toBe(
      'sandbox',
    );
    expect(loadConfig({ ...base() }).payment.provider).toBe('sandbox');
    expect(
      loadConfig({
        ...base(),
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_x',
        RAZORPAY_KEY_SECRET: 'secret',
      }).payment.provider,
    ).toBe('razorpay');
  });

  it('the sandbox checkout dialog says TEST MODE', async () => {
    const script = await ctx.inject({ method: 'GET', url: '/sandbox/checkout.js' });
    expect(script.body).toContain('TEST MODE');
  });
});

/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * Where a student stands (GET /api/student/standing) for each seeded student, and support's
 * read-only student view (GET /api/staff/students/:id) with the money routes closed to support.
 */
import { eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { CERTIFICATE_DEMO_LOGINS } from '../src/db/seed-certificates';
import { createTestContext, DEMO_LOGINS, sessionCookie, type TestContext } from './helpers/context';

let ctx: TestContext;
let support: string;
let admin: string;

const staffLogin = async (who: { email: string; password: string }) =>
  sessionCookie(
    await ctx.inject({ method: 'POST', url: '/api/staff/login', payload: { email: who.email, password: who.password } }),
  );

const standingOf = async (email: string) => {
  const { cookie } = await ctx.loginStudent(email, 'Student@2025');
  const res = await ctx.inject({ method: 'GET', url: '/api/student/standing', cookie });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  ctx = await createTestContext({ MAIL_SENDER: 'off' });
  support = await staffLogin(DEMO_LOGINS.support);
  admin = await staffLogin(DEMO_LOGINS.admin);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/student/standing', () => {
  it('asks for a signed-in student', async () => {
    expect((await ctx.inject({ method: 'GET', url: '/api/student/standing' })).statusCode).toBe(401);
  });

  it('the graduate (20 of 25): graduated, her batch completed, 25 held', async () => {
    const s = await standingOf(CERTIFICATE_DEMO_LOGINS.eligibleStudent.email);
    expect(s).toMatchObject({ stage: 'graduated', attended: 20, held: 25, required: 20, certificate_revoked: false });
    expect(s.batch).toMatchObject({ status: 'Completed' });
  });

  it('the graduate one short (19 of 25): graduated_short, short by 1', async () => {
    expect(await standingOf(CERTIFICATE_DEMO_LOGINS.shortStudent.email)).toMatchObject({
      stage: 'graduated_short',
      attended: 19,
      held: 25,
      required: 20,
      short_by: 1,
    });
  });

  it('the paid student in an active batch: in her course, 20 of 25 needed', async () => {
    expect(await standingOf(DEMO_LOGINS.student.email)).toMatchObject({ stage: 'in_course', total: 25, required: 20 });
  });

  it('not paid, and paid but waiting for a batch', async () => {
    expect(await standingOf(DEMO_LOGINS.unpaidStudent.email)).toMatchObject({ stage: 'not_paid', batch: null });
    expect(await standingOf(DEMO_LOGINS.waitingStudent.email)).toMatchObject({ stage: 'waiting', batch: null });
  });

  it('refunded: a refund recorded on her account (set directly: no refund flow yet)', async () => {
    // A fresh student, so no cached answer of hers exists from before the change.
    const { cookie, userId } = await ctx.registerStudent();
    await ctx.database.db.update(t.students).set({ paymentStatus: 'refunded' }).where(eq(t.students.id, userId));
    const res = await ctx.inject({ method: 'GET', url: '/api/student/standing', cookie });
    expect(res.json().data).toMatchObject({ stage: 'refunded' });
  });
});

describe("the dashboard's placement follows where she stands", () => {
  const dashboardOf = async (email: string) => {
    const { cookie, userId } = await ctx.loginStudent(email, 'Student@2025');
    const res = await ctx.inject({ method: 'GET', url: `/api/student/dashboard/${userId}`, cookie });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it.each([
    ['with a certificate', CERTIFICATE_DEMO_LOGINS.eligibleStudent.email],
    ['one session short', CERTIFICATE_DEMO_LOGINS.shortStudent.email],
  ])('a graduate %s is placed, never "waiting", and is told nothing of an open batch', async (_label, email) => {
    const dash = await dashboardOf(email);
    expect(dash.placement).toMatchObject({ status: 'placed', message: null });
    expect(dash.batchInfo).toBeNull();
    expect(dash.stats.completed_courses).toBe(1);
  });

  it('only a paid student without any batch is waiting, with the notice', async () => {
    const dash = await dashboardOf(DEMO_LOGINS.waitingStudent.email);
    expect(dash.placement).toMatchObject({ status: 'waiting' });
    expect(dash.placement.message).toMatch(/no open batch/);
  });
});

describe("support's read-only student view", () => {
  const idOf = async (email: string) =>
    (await ctx.database.db.select({ id: t.students.id }).from(t.students).where(eq(t.students.email, email)))[0]!.id;

  it('support reads her batch, payment status, standing, attendance and tickets; no amount', async () => {
    const id = await idOf(CERTIFICATE_DEMO_LOGINS.shortStudent.email);
    const res = await ctx.inject({ method: 'GET', url: `/api/staff/students/${id}`, cookie: support });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.student).toMatchObject({ email: CERTIFICATE_DEMO_LOGINS.shortStudent.email, payment_status: 'completed' });
    expect(data.paid_at).toEqual(expect.any(String));
    expect(data.standing).toMatchObject({ stage: 'graduated_short', short_by: 1 });
    expect(data.attendance).toHaveLength(25);
    expect(data.attendance.filter((a: { status: string | null }) => a.status === 'present' || a.status === 'late')).toHaveLength(19);
    expect(Array.isArray(data.tickets)).toBe(true);
    expect(res.body).not.toMatch(/amount|transaction|order/i);
  });

  it('an unknown student is a 404 with a message', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/staff/students/999999', cookie: support });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Student not found.' });
  });

  it('a student cannot read it', async () => {
    const { cookie } = await ctx.loginStudent();
    const id = await idOf(DEMO_LOGINS.student.email);
    expect((await ctx.inject({ method: 'GET', url: `/api/staff/students/${id}`, cookie })).statusCode).toBe(403);
  });

  it.each([
    ['GET', '/api/staff/payments'],
    ['GET', '/api/staff/payments.csv'],
    ['GET', '/api/staff/coupons'],
    ['POST', '/api/staff/coupons'],
    ['PUT', '/api/staff/students/1/batch'],
  ])('support gets 403 on the money and write route %s %s (admin does not)', async (method, url) => {
    const res = await ctx.inject({ method: method as 'GET', url, cookie: support, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false });
    if (method === 'GET') {
      expect((await ctx.inject({ method: 'GET', url, cookie: admin })).statusCode).toBe(200);
    }
  });
});

/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
import { and, desc, eq } from 'drizzle-orm';
import { MESSAGES, RESET_MESSAGES } from '@ai-women/contracts';
import { createTestContext, type TestContext } from './helpers/context';
import * as t from '../src/db/schema';
import { hashToken } from '../src/password/service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ MAIL_SENDER: 'off', SITE_URL: 'https://aarohi.example', TEST_CLOCK: '1' });
});
afterAll(() => ctx.close());
afterEach(() => {
  ctx.app.deps.clock.offsetMs = 0;
});

const forgot = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.inject({ method: 'POST', url: '/api/password/forgot', payload, headers });
const reset = (token: string, password: string) =>
  ctx.inject({ method: 'POST', url: '/api/password/reset', payload: { token, password } });

/** The link of the latest reset mail queued for an address. */
async function latestLink(to: string): Promise<string> {
  const [row] = await ctx.database.db
    .select()
    .from(t.outbox)
    .where(and(eq(t.outbox.toAddress, to), eq(t.outbox.kind, 'password-reset')))
    .orderBy(desc(t.outbox.id))
    .limit(1);
  if (!row) throw new Error(`no reset mail for ${to}`);
  return (row.payload as { link: string }).link;
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('POST /api/password/forgot', () => {
  it('answers the same 200 whether or not the account exists, and mails only an existing one', async () => {
    const s = await ctx.registerStudent();
    const email = (await ctx.inject({ method: 'GET', url: '/api/me', cookie: s.cookie })).json().user.email;
    const known = await forgot({ email: email.toUpperCase(), role: 'student' });
    const unknown = await forgot({ email: 'nobody.here@example.com', role: 'student' });
    const wrongRole = await forgot({ email, role: 'tutor' });
    for (const r of [known, unknown, wrongRole]) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ success: true, message: RESET_MESSAGES.forgotSent });
    }
    const mails = await ctx.database.db.select().from(t.outbox).where(eq(t.outbox.kind, 'password-reset'));
    expect(mails.filter((m) => m.toAddress === 'nobody.here@example.com')).toHaveLength(0);
    const link = await latestLink(email);
    expect(link).toMatch(/^https:\/\/aarohi\.example\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('stores only the SHA-256 of a 32-byte token, valid for 30 minutes', async () => {
    const s = await ctx.registerStudent();
    const email = (await ctx.inject({ method: 'GET', url: '/api/me', cookie: s.cookie })).json().user.email;
    await forgot({ email, role: 'student' });
    const token = tokenOf(await latestLink(email));
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await ctx.database.db.select().from(t.passwordResetTokens).where(eq(t.passwordResetTokens.accountId, s.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutes = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 60000;
    expect(minutes).toBeCloseTo(30, 5);
  });

  it('links a tutor to /tutor-reset-password on the site she asked from (an allowed origin)', async () => {
    const tutor = await ctx.registerTutor({ email: `kiran.${Date.now()}@example.com` });
    void tutor;
    const email = (await ctx.database.db.select().from(t.tutors).where(eq(t.tutors.id, tutor.tutorId)))[0]!.email;
    await forgot({ email, role: 'tutor' }, { origin: 'http://127.0.0.1:3002' });
    expect(await latestLink(email)).toMatch(/^http:\/\/127\.0\.0\.1:3002\/tutor-reset-password\?token=/);
    await forgot({ email, role: 'tutor' }, { origin: 'https://evil.example' });
    // An origin that is not ours is refused outright (CSRF guard) and never ends up in a link.
    expect(await latestLink(email)).toMatch(/^http:\/\/127\.0\.0\.1:3002\//);
  });

  it('checks the address with the registration messages and rejects unknown fields and roles', async () => {
    expect((await forgot({ email: '', role: 'student' })).json().message).toBe(MESSAGES.emailRequired);
    expect((await forgot({ email: 'asha@', role: 'student' })).json().message).toBe(MESSAGES.emailInvalid);
    expect((await forgot({ email: 'a@b.co', role: 'admin' })).statusCode).toBe(400);
    expect((await forgot({ email: 'a@b.co', role: 'student', extra: 1 })).json().message).toBe('Unknown field: extra');
  });

  it('sends at most 3 reset mails an hour to one account, answering 200 all the same', async () => {
    const s = await ctx.registerStudent();
    const email = (await ctx.inject({ method: 'GET', url: '/api/me', cookie: s.cookie })).json().user.email;
    for (let i = 0; i < 5; i++) expect((await forgot({ email, role: 'student' })).statusCode).toBe(200);
    const mails = await ctx.database.db.select().from(t.outbox).where(and(eq(t.outbox.toAddress, email), eq(t.outbox.kind, 'password-reset')));
    expect(mails).toHaveLength(3);
  });
});

describe('POST /api/password/reset', () => {
  it('student: rule message first, then a new password that works, old password and old sessions do not', async () => {
    const password = 'Secret12';
    const s = await ctx.registerStudent({ password });
    const email = (await ctx.inject({ method: 'GET', url: '/api/me', cookie: s.cookie })).json().user.email;
    const other = await ctx.loginStudent(email, password);
    await forgot({ email, role: 'student' });
    const token = tokenOf(await latestLink(email));

    const weak = await reset(token, 'abc');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ success: false, message: MESSAGES.passwordMin6 });
    expect((await reset(token, 'lowercase1')).json().message).toBe(MESSAGES.passwordUpper);

    const ok = await reset(token, 'NewSecret34');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: RESET_MESSAGES.resetDone, role: 'student' });
    expect(ok.body).not.toMatch(/argon|hash/i);

    for (const cookie of [s.cookie, other.cookie])
      expect((await ctx.inject({ method: 'GET', url: '/api/me', cookie })).statusCode).toBe(401);
    expect((await ctx.inject({ method: 'POST', url: '/login', payload: { email, password } })).statusCode).toBe(401);
    expect((await ctx.inject({ method: 'POST', url: '/login', payload: { email, password: 'NewSecret34' } })).statusCode).toBe(200);

    const again = await reset(token, 'Another56');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_MESSAGES.tokenUsed);
  });

  it('refuses a 31-minute-old link, an unknown one and an empty one with clear messages', async () => {
    const s = await ctx.registerStudent();
    const email = (await ctx.inject({ method: 'GET', url: '/api/me', cookie: s.cookie })).json().user.email;
    await forgot({ email, role: 'student' });
    const token = tokenOf(await latestLink(email));
    ctx.app.deps.clock.offsetMs = 31 * 60 * 1000;
    expect((await reset(token, 'NewSecret34')).json().message).toBe(RESET_MESSAGES.tokenExpired);
    ctx.app.deps.clock.offsetMs = 29 * 60 * 1000;
    expect((await reset(token, 'NewSecret34')).statusCode).toBe(200);
    expect((await reset('x'.repeat(43), 'NewSecret34')).json().message).toBe(RESET_MESSAGES.tokenInvalid);
    expect((await reset('  ', 'NewSecret34')).json().message).toBe(RESET_MESSAGES.tokenMissing);
  });

  it('tutor: the tutor registration rules apply, and every earlier link stops working', async () => {
    const email = `meera.${Date.now()}@example.com`;
    const tutor = await ctx.registerTutor({ email, password: 'Strong@123' });
    await forgot({ email, role: 'tutor' });
    const first = tokenOf(await latestLink(email));
    await forgot({ email, role: 'tutor' });
    const second = tokenOf(await latestLink(email));
    expect((await reset(second, 'Short1!')).json().message).toBe(MESSAGES.passwordMin8);
    expect((await reset(second, 'NoSpecial123')).json().message).toBe(MESSAGES.passwordSpecial);
    expect((await reset(second, 'Better@2026')).statusCode).toBe(200);
    expect((await ctx.inject({ method: 'GET', url: '/api/me', cookie: tutor.cookie })).statusCode).toBe(401);
    expect((await reset(first, 'Other@2026x')).json().message).toBe(RESET_MESSAGES.tokenUsed);
    await ctx.loginTutor(email, 'Better@2026');
  });

  it('is rate limited per IP like the other public writes', async () => {
    const limited = await createTestContext({ MAIL_SENDER: 'off', WRITE_RATE_LIMIT_MAX: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push((await limited.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: 'x@example.com', role: 'student' } })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

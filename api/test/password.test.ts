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
  ctx = await createTestContext({
    MAIL_SENDER: 'off',
    SITE_URL: 'https://aarohi.example',
    TUTOR_PORTAL_URL: 'https://tutors.aarohi.example',
    TEST_CLOCK: '1',
  });
});
afterAll(() => ctx.close());
afterEach(() => {
  ctx.app.deps.clock.offsetMs = 0;
});

/** Asks for a link and waits for the request's work, which runs after the answer. */
const forgot = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const res = await ctx.inject({ method: 'POST', url: '/api/password/forgot', payload, headers });
  await ctx.app.deps.passwordResets.idle();
  return res;
};
const minutes = (n: number) => n * 60 * 1000;
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

  it('builds links from configuration per role (SITE_URL, TUTOR_PORTAL_URL), never from the Origin header', async () => {
    const tutor = await ctx.registerTutor({ email: `kiran.${Date.now()}@example.com` });
    const email = (await ctx.database.db.select().from(t.tutors).where(eq(t.tutors.id, tutor.tutorId)))[0]!.email;
    // The back office is an allowed origin, but it has no reset page: the link must not go there.
    await forgot({ email, role: 'tutor' }, { origin: 'http://127.0.0.1:3003' });
    expect(await latestLink(email)).toMatch(/^https:\/\/tutors\.aarohi\.example\/tutor-reset-password\?token=/);
    const s = await ctx.registerStudent();
    const studentEmail = (await ctx.inject({ method: 'GET', url: '/api/me', cookie: s.cookie })).json().user.email;
    await forgot({ email: studentEmail, role: 'student' }, { origin: 'http://127.0.0.1:3002', referer: 'http://127.0.0.1:3003/x' });
    expect(await latestLink(studentEmail)).toMatch(/^https:\/\/aarohi\.example\/reset-password\?token=/);
    // An origin that is not ours is refused outright (CSRF guard).
    expect((await forgot({ email, role: 'tutor' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
  });

  it('answers before any account lookup or mail work, on one code path for known and unknown addresses', async () => {
    const s = await ctx.registerStudent();
    const email = (await ctx.inject({ method: 'GET', url: '/api/me', cookie: s.cookie })).json().user.email;
    const queue = ctx.app.deps.passwordResets;
    const original = queue.work;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const seen: unknown[] = [];
    // Hold the work: if the answer waited for it, these requests would never complete.
    queue.work = async (request) => {
      seen.push(request);
      await held;
      await original(request);
    };
    try {
      const known = await ctx.inject({ method: 'POST', url: '/api/password/forgot', payload: { email, role: 'student' } });
      const unknown = await ctx.inject({
        method: 'POST',
        url: '/api/password/forgot',
        payload: { email: 'nobody.at.all@example.com', role: 'student' },
      });
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(known.body).toBe(unknown.body);
      // Both are queued the same way; nothing has been looked up or written yet.
      expect(queue.pending).toBe(2);
      const rows = await ctx.database.db.select().from(t.outbox).where(eq(t.outbox.toAddress, email));
      expect(rows.filter((r) => r.kind === 'password-reset')).toEqual([]);
    } finally {
      release();
      await queue.idle();
      queue.work = original;
    }
    expect(seen).toEqual([
      { role: 'student', email },
      { role: 'student', email: 'nobody.at.all@example.com' },
    ]);
    expect(await latestLink(email)).toMatch(/reset-password\?token=/);
  });

  it('checks the address with the registration messages and rejects unknown fields and roles', async () => {
    expect((await forgot({ email: '', role: 'student' })).json().message).toBe(MESSAGES.emailRequired);
    expect((await forgot({ email: 'asha@', role: 'student' })).json().message).toBe(MESSAGES.emailInvalid);
    expect((await forgot({ email: 'a@b.co', role: 'admin' })).statusCode).toBe(400);
    expect((await forgot({ email: 'a@b.co', role: 'student', extra: 1 })).json().message).toBe('Unknown field: extra');
  });

  it('sends one mail per account per 5 minutes, and a stranger cannot use up her mail', async () => {
    const s = await ctx.registerStudent();
    const email = (await ctx.inject({ method: 'GET', url: '/api/me', cookie: s.cookie })).json().user.email;
    const resetMails = async () =>
      (await ctx.database.db.select().from(t.outbox).where(and(eq(t.outbox.toAddress, email), eq(t.outbox.kind, 'password-reset'))))
        .length;
    // A stranger asks five times in a row: one mail, answered 200 all the same.
    for (let i = 0; i < 5; i++) expect((await forgot({ email, role: 'student' })).statusCode).toBe(200);
    expect(await resetMails()).toBe(1);
    // …and again every few minutes for an hour: never more than one mail per 5 minutes…
    for (let m = 1; m <= 12; m++) {
      ctx.app.deps.clock.offsetMs = minutes(m * 5 + 0.5);
      await forgot({ email, role: 'student' });
    }
    expect(await resetMails()).toBe(13);
    // …and her own request, 5 minutes after the last one, still sends her a fresh link.
    ctx.app.deps.clock.offsetMs = minutes(66);
    await forgot({ email, role: 'student' });
    expect(await resetMails()).toBe(14);
    ctx.app.deps.clock.offsetMs = minutes(67);
    await forgot({ email, role: 'student' });
    expect(await resetMails()).toBe(14);
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
    ctx.app.deps.clock.offsetMs = minutes(6);
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

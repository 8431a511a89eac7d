/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
import { and, desc, eq } from 'drizzle-orm';
import { LINK_MESSAGES, MEETING_MESSAGES, MESSAGES, PROFILE_MESSAGES, RESET_MESSAGES } from '@ai-women/contracts';
import { createTestContext, DEMO_LOGINS, sessionCookie, uniqueMobile, type TestContext } from './helpers/context';
import * as t from '../src/db/schema';
import { hashToken } from '../src/password/service';
import { renderMail } from '../src/mail/templates';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ MAIL_SENDER: 'off', SITE_URL: 'https://aarohi.example', TEST_CLOCK: '1' });
});
afterAll(() => ctx.close());
afterEach(() => {
  ctx.app.deps.clock.offsetMs = 0;
});

const get = (url: string, cookie?: string) => ctx.inject({ method: 'GET', url, cookie });
const send = (method: 'PUT' | 'POST', url: string, payload: unknown, cookie?: string) =>
  ctx.inject({ method, url, payload: payload as Record<string, unknown>, cookie });

async function latestMail(to: string, kind: string) {
  const [row] = await ctx.database.db
    .select()
    .from(t.outbox)
    .where(and(eq(t.outbox.toAddress, to), eq(t.outbox.kind, kind)))
    .orderBy(desc(t.outbox.id))
    .limit(1);
  return row;
}

describe('GET /api/me restores a new tab', () => {
  it('answers 401 to nobody, and 200 with role null when asked as a probe', async () => {
    expect((await get('/api/me')).statusCode).toBe(401);
    const probe = await get('/api/me?probe=1');
    expect(probe.statusCode).toBe(200);
    expect(probe.json()).toEqual({ success: true, role: null });
    expect((await get('/api/me?probe=yes')).statusCode).toBe(400);
  });

  it('answers a student, a tutor and a staff member with what their pages store', async () => {
    const s = await ctx.loginStudent();
    const me = (await get('/api/me?probe=1', s.cookie)).json();
    expect(me).toMatchObject({ role: 'student', user: { id: s.userId, paymentstatus: 'completed' } });
    expect(me.user.payment.transactionId).toEqual(expect.any(String));
    const tutor = await ctx.loginTutor();
    expect((await get('/api/me', tutor.cookie)).json()).toMatchObject({
      role: 'tutor',
      tutor: { tutor_id: tutor.tutorId, email: DEMO_LOGINS.tutor.email },
    });
    const staff = await ctx.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password },
    });
    const staffMe = (await get('/api/me', sessionCookie(staff))).json();
    expect(staffMe).toMatchObject({ role: 'staff', staff: { email: DEMO_LOGINS.admin.email, role: 'admin' } });
    expect(JSON.stringify(staffMe)).not.toMatch(/password|hash/i);
  });
});

describe('the student profile', () => {
  it('is her own: 401 without a session, 403 for another student or a tutor', async () => {
    const a = await ctx.registerStudent();
    const b = await ctx.registerStudent();
    const tutor = await ctx.loginTutor();
    expect((await get(`/api/student/profile/${a.userId}`)).statusCode).toBe(401);
    expect((await get(`/api/student/profile/${a.userId}`, b.cookie)).statusCode).toBe(403);
    expect((await get(`/api/student/profile/${a.userId}`, tutor.cookie)).statusCode).toBe(403);
    for (const [method, url, body] of [
      ['PUT', `/api/student/profile/${a.userId}`, { fullname: 'Someone Else' }],
      ['POST', `/api/student/profile/${a.userId}/email`, { email: 'x.y@example.com' }],
      [
        'PUT',
        `/api/student/profile/${a.userId}/password`,
        { current_password: 'Secret12', new_password: 'Secret34', confirm_password: 'Secret34' },
      ],
    ] as const) {
      expect((await send(method, url, body)).statusCode).toBe(401);
      expect((await send(method, url, body, b.cookie)).statusCode).toBe(403);
    }
    const own = await get(`/api/student/profile/${a.userId}`, a.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().profile).toMatchObject({
      id: a.userId,
      fullname: 'Test Learner',
      reminder_emails: true, // reminders are on until she turns them off
      pending_email: null,
    });
  });

  it('saves name and phone under the registration rules and messages', async () => {
    const s = await ctx.registerStudent();
    const url = `/api/student/profile/${s.userId}`;
    const bad = [
      [{ fullname: '' }, MESSAGES.fullNameRequired],
      [{ fullname: '9Priya' }, MESSAGES.nameStartsWithDigit],
      [{ fullname: 'Priya <b>' }, MESSAGES.nameLettersSpaces],
      [{ phone_number: '98765' }, MESSAGES.phoneTenDigits],
      [{ phone_number: '' }, MESSAGES.phoneRequired],
      [{}, 'Nothing to change.'],
    ] as const;
    for (const [body, message] of bad) {
      const res = await send('PUT', url, body, s.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    const phone = uniqueMobile();
    const ok = await send('PUT', url, { fullname: '  प्रिया शर्मा ', phone_number: phone }, s.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      message: PROFILE_MESSAGES.detailsSaved,
      profile: { fullname: 'प्रिया शर्मा', phone_number: phone },
    });
    expect((await get('/api/me', s.cookie)).json().user.fullname).toBe('प्रिया शर्मा');
    const other = await ctx.registerStudent();
    const taken = await send('PUT', `/api/student/profile/${other.userId}`, { phone_number: phone }, other.cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ success: false, message: PROFILE_MESSAGES.phoneTaken });
  });

  it('stores the reminder preference and says which way it is', async () => {
    const s = await ctx.registerStudent();
    const url = `/api/student/profile/${s.userId}`;
    const on = await send('PUT', url, { reminder_emails: true }, s.cookie);
    expect(on.json()).toMatchObject({ message: PROFILE_MESSAGES.reminderOn, profile: { reminder_emails: true } });
    expect((await get(url, s.cookie)).json().profile.reminder_emails).toBe(true);
    const off = await send('PUT', url, { reminder_emails: false }, s.cookie);
    expect(off.json()).toMatchObject({ message: PROFILE_MESSAGES.reminderOff, profile: { reminder_emails: false } });
    expect((await send('PUT', url, { reminder_emails: 'yes' }, s.cookie)).statusCode).toBe(400);
  });
});

describe('changing her e-mail address', () => {
  it('changes nothing until the link mailed to the new address is opened, once', async () => {
    const s = await ctx.registerStudent();
    const oldEmail = (await get('/api/me', s.cookie)).json().user.email;
    const newEmail = `new.${s.userId}@example.com`;
    const res = await send('POST', `/api/student/profile/${s.userId}/email`, { email: ` ${newEmail.toUpperCase()} ` }, s.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PROFILE_MESSAGES.emailChangeSent });
    const mail = await latestMail(newEmail, 'email-change');
    const link = (mail!.payload as { link: string }).link;
    expect(link).toMatch(/^https:\/\/aarohi\.example\/confirm-email\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(link).searchParams.get('token')!;
    // Only the token's hash is stored.
    const [row] = await ctx.database.db
      .select()
      .from(t.emailChangeTokens)
      .where(eq(t.emailChangeTokens.studentId, s.userId));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    // Not yet: she still logs in with the old address; the profile shows the pending one.
    const profile = (await get(`/api/student/profile/${s.userId}`, s.cookie)).json().profile;
    expect(profile).toMatchObject({ email: oldEmail, pending_email: newEmail });
    // Confirmed without a session (the link may open in another browser).
    const confirm = await send('POST', '/api/student/email/confirm', { token });
    expect(confirm.json()).toEqual({ success: true, message: PROFILE_MESSAGES.emailChanged });
    expect((await get('/api/me', s.cookie)).json().user.email).toBe(newEmail);
    // Her old address is told, with the new one and a way to report it if it was not her.
    const notice = await latestMail(oldEmail, 'email-changed');
    expect(notice!.payload).toMatchObject({ oldEmail, newEmail });
    const told = renderMail('email-changed', notice!.payload as never, {
      site: 'https://aarohi.example',
      tutorPortal: 'https://aarohi.example',
      contactEmail: 'team@aarohi.example',
    });
    expect(told.subject).toBe('Your Aarohi e-mail address was changed');
    expect(told.text).toContain(`is now ${newEmail}`);
    expect(told.text).toContain('Did not make this change?');
    const again = await send('POST', '/api/student/email/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PROFILE_MESSAGES.emailTokenUsed);
    const login = await ctx.inject({ method: 'POST', url: '/login', payload: { email: newEmail, password: 'Secret12' } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a bad, unchanged or taken address, and a missing, unknown or expired link', async () => {
    const s = await ctx.registerStudent();
    const url = `/api/student/profile/${s.userId}/email`;
    const mine = (await get('/api/me', s.cookie)).json().user.email;
    const otherEmail = (await get('/api/me', (await ctx.registerStudent()).cookie)).json().user.email;
    for (const [email, message, status] of [
      ['', MESSAGES.emailRequired, 400],
      ['not-an-address', MESSAGES.emailInvalid, 400],
      [mine, PROFILE_MESSAGES.emailSame, 400],
      [otherEmail, PROFILE_MESSAGES.emailTaken, 409],
    ] as const) {
      const res = await send('POST', url, { email }, s.cookie);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    expect((await send('POST', '/api/student/email/confirm', { token: ' ' })).json().message).toBe(
      PROFILE_MESSAGES.emailTokenMissing,
    );
    expect((await send('POST', '/api/student/email/confirm', { token: 'nope' })).json().message).toBe(
      PROFILE_MESSAGES.emailTokenInvalid,
    );
    const newEmail = `late.${s.userId}@example.com`;
    await send('POST', url, { email: newEmail }, s.cookie);
    const token = new URL(((await latestMail(newEmail, 'email-change'))!.payload as { link: string }).link)
      .searchParams.get('token')!;
    ctx.app.deps.clock.offsetMs = 31 * 60 * 1000;
    const late = await send('POST', '/api/student/email/confirm', { token });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(PROFILE_MESSAGES.emailTokenExpired);
    expect((await get('/api/me', s.cookie)).json().user.email).toBe(mine);
  });

  it('12 requests at once: the hourly limit of 5 holds, and only the latest link changes her address', async () => {
    const s = await ctx.registerStudent();
    const url = `/api/student/profile/${s.userId}/email`;
    const addresses = Array.from({ length: 12 }, (_, i) => `race${i}.${s.userId}@example.com`);
    const results = await Promise.all(addresses.map((email) => send('POST', url, { email }, s.cookie)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
    const rows = await ctx.database.db
      .select()
      .from(t.emailChangeTokens)
      .where(eq(t.emailChangeTokens.studentId, s.userId));
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.usedAt === null)).toHaveLength(1);
    const latest = rows.reduce((a, b) => (b.id > a.id ? b : a));
    // Every mailed link but the latest is refused; the latest works once.
    const sent = addresses.filter((_, i) => codes[i] === 200);
    const confirmed: string[] = [];
    for (const email of sent) {
      const token = new URL(((await latestMail(email, 'email-change'))!.payload as { link: string }).link)
        .searchParams.get('token')!;
      const res = await send('POST', '/api/student/email/confirm', { token });
      if (res.statusCode === 200) confirmed.push(email);
      else expect(res.json().message).toBe(PROFILE_MESSAGES.emailTokenUsed);
    }
    expect(confirmed).toEqual([latest.newEmail]);
    expect((await get('/api/me', s.cookie)).json().user.email).toBe(latest.newEmail);
  });

  it('a newer request replaces the earlier link', async () => {
    const s = await ctx.registerStudent();
    const url = `/api/student/profile/${s.userId}/email`;
    await send('POST', url, { email: `first.${s.userId}@example.com` }, s.cookie);
    const first = new URL(
      ((await latestMail(`first.${s.userId}@example.com`, 'email-change'))!.payload as { link: string }).link,
    ).searchParams.get('token')!;
    await send('POST', url, { email: `second.${s.userId}@example.com` }, s.cookie);
    expect((await send('POST', '/api/student/email/confirm', { token: first })).json().message).toBe(
      PROFILE_MESSAGES.emailTokenUsed,
    );
  });
});

describe('changing her password', () => {
  it('needs the old password, follows the registration rules, and signs out only her other sessions', async () => {
    const s = await ctx.registerStudent();
    const email = (await get('/api/me', s.cookie)).json().user.email;
    const elsewhere = await ctx.loginStudent(email, 'Secret12');
    const url = `/api/student/profile/${s.userId}/password`;
    const cases = [
      [{ current_password: '', new_password: 'Secret34', confirm_password: 'Secret34' }, PROFILE_MESSAGES.currentPasswordRequired],
      [{ current_password: 'Secret12', new_password: 'short', confirm_password: 'short' }, MESSAGES.passwordMin6],
      [{ current_password: 'Secret12', new_password: 'secret34', confirm_password: 'secret34' }, MESSAGES.passwordUpper],
      [{ current_password: 'Secret12', new_password: 'Secret12', confirm_password: 'Secret12' }, PROFILE_MESSAGES.passwordSame],
      [{ current_password: 'Secret12', new_password: 'Secret34', confirm_password: 'Secret35' }, RESET_MESSAGES.passwordsDiffer],
      [{ current_password: 'Wrong123', new_password: 'Secret34', confirm_password: 'Secret34' }, PROFILE_MESSAGES.currentPasswordWrong],
    ] as const;
    for (const [body, message] of cases) {
      const res = await send('PUT', url, body, s.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    expect((await get('/api/me', elsewhere.cookie)).statusCode).toBe(200);
    const ok = await send('PUT', url, { current_password: 'Secret12', new_password: 'Secret34', confirm_password: 'Secret34' }, s.cookie);
    expect(ok.json()).toEqual({ success: true, message: PROFILE_MESSAGES.passwordChanged });
    expect((await get('/api/me', s.cookie)).statusCode).toBe(200);
    expect((await get('/api/me', elsewhere.cookie)).statusCode).toBe(401);
    const oldLogin = await ctx.inject({ method: 'POST', url: '/login', payload: { email, password: 'Secret12' } });
    expect(oldLogin.statusCode).toBe(401);
    await ctx.loginStudent(email, 'Secret34');
  });
});

describe("a batch's students and meeting link", () => {
  async function ownBatchWithStudents(tutorCookie: string, tutorId: number) {
    const list = (await get(`/api/tutor/batches/${tutorId}`, tutorCookie)).json().data as Array<{
      batch_id: number;
      no_of_people: number;
      start_date: string | null;
      created_at: string;
    }>;
    const batch = list.find((b) => b.no_of_people > 0);
    if (!batch) throw new Error('the demo tutor has no batch with students');
    return batch;
  }

  it("lists the batch's start date, not only its creation", async () => {
    const tutor = await ctx.loginTutor();
    const batch = await ownBatchWithStudents(tutor.cookie, tutor.tutorId);
    expect(batch.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows e-mail and phone to the batch tutor only; names to any tutor; nothing to students', async () => {
    const tutor = await ctx.loginTutor();
    const other = await ctx.registerTutor();
    const student = await ctx.loginStudent();
    const batch = await ownBatchWithStudents(tutor.cookie, tutor.tutorId);
    const url = `/api/tutor/batch-students/${batch.batch_id}`;
    const own = (await get(url, tutor.cookie)).json();
    expect(own.own).toBe(true);
    expect(own.data.length).toBe(batch.no_of_people);
    expect(own.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      email: expect.stringContaining('@'),
      phone_number: expect.stringMatching(/^\d{10}$/),
    });
    const theirs = (await get(url, other.cookie)).json();
    expect(theirs.own).toBe(false);
    expect(theirs.data.map((s: object) => Object.keys(s).sort())).toEqual(own.data.map(() => ['id', 'name']));
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, student.cookie)).statusCode).toBe(403);
    expect((await get('/api/tutor/batch-students/999999', tutor.cookie)).statusCode).toBe(404);
  });

  it('lets only the batch tutor set an https link, and tells every student of the batch', async () => {
    const tutor = await ctx.loginTutor();
    const other = await ctx.registerTutor();
    const batch = await ownBatchWithStudents(tutor.cookie, tutor.tutorId);
    const url = `/api/batches/${batch.batch_id}/meeting-url`;
    const link = 'https://meet.example.com/aarohi-evening';
    expect((await send('PUT', url, { meeting_url: link, tutor_id: tutor.tutorId })).statusCode).toBe(401);
    const notHers = await send('PUT', url, { meeting_url: link, tutor_id: other.tutorId }, other.cookie);
    expect(notHers.statusCode).toBe(403);
    expect(notHers.json()).toEqual({ success: false, message: MEETING_MESSAGES.notYours });
    // Someone else's id in the body is refused before the batch is looked at.
    expect((await send('PUT', url, { meeting_url: link, tutor_id: tutor.tutorId }, other.cookie)).statusCode).toBe(403);
    for (const [value, message] of [
      ['http://meet.example.com/room', MEETING_MESSAGES.httpsOnly],
      ['', MEETING_MESSAGES.required],
      ['meet dot com', LINK_MESSAGES.hidden],
      ['javascript:alert(1)', MEETING_MESSAGES.httpsOnly],
      [`https://meet.example.com/${'a'.repeat(600)}`, MEETING_MESSAGES.tooLong],
    ] as const) {
      const res = await send('PUT', url, { meeting_url: value, tutor_id: tutor.tutorId }, tutor.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    const { userId, cookie } = await ctx.loginStudent();
    const before = (await get(`/api/student/notifications/${userId}`, cookie)).json();
    const ok = await send('PUT', url, { meeting_url: ` ${link} `, tutor_id: tutor.tutorId }, tutor.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      message: MEETING_MESSAGES.saved,
      meeting_url: link,
      notified: batch.no_of_people,
    });
    const after = (await get(`/api/student/notifications/${userId}`, cookie)).json();
    const list = (after.data ?? after.notifications) as Array<{ title: string; message: string }>;
    const beforeList = (before.data ?? before.notifications) as unknown[];
    expect(list.length).toBe(beforeList.length + 1);
    // The notice carries her Join (which records the click), not the link itself.
    expect(list[0]!.message).not.toContain(link);
    expect(list[0]!.message).toMatch(/\/api\/sessions\/\d+\/join/);
    const listed = (await get(`/api/tutor/batches/${tutor.tutorId}`, tutor.cookie)).json().data;
    expect(listed.find((b: { batch_id: number }) => b.batch_id === batch.batch_id).meeting_url).toBe(link);
  });
});

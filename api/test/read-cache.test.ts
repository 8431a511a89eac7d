/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
/**
 * The in-process session cache never serves a session after logout, rotation or
 * expiry, a revocation by another process (its row deleted) is refused within the cache's 1 s, and
 * the dashboard shows a payment or a batch status change on the very next read.
 */
import { sql } from 'drizzle-orm';
import { createTestContext, DEMO_LOGINS, sessionCookie, type TestContext } from './helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const me = (cookie: string) => ctx.inject({ method: 'GET', url: '/api/me', cookie });
const dashboard = (cookie: string, userId: number) =>
  ctx.inject({ method: 'GET', url: `/api/student/dashboard/${userId}`, cookie });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('session cache', () => {
  it('refuses the session on the very next read after logout (cache warm)', async () => {
    const { cookie, userId } = await ctx.registerStudent();
    for (let i = 0; i < 3; i++) expect((await dashboard(cookie, userId)).statusCode).toBe(200);
    const out = await ctx.inject({ method: 'POST', url: '/logout', cookie });
    expect(out.statusCode).toBe(200);
    expect((await dashboard(cookie, userId)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses a read that raced the logout', async () => {
    const { cookie, userId } = await ctx.registerStudent();
    expect((await me(cookie)).statusCode).toBe(200);
    await sleep(1100); // the entry has aged out: the next reads go to the database
    const [, out] = await Promise.all([
      dashboard(cookie, userId),
      ctx.inject({ method: 'POST', url: '/logout', cookie }),
    ]);
    expect(out.statusCode).toBe(200);
    expect((await dashboard(cookie, userId)).statusCode).toBe(401);
  });

  it('drops the old id when a login rotates the session', async () => {
    const { cookie: old } = await ctx.loginStudent();
    expect((await me(old)).statusCode).toBe(200);
    // Signing in again with the old cookie rotates it: the old id is gone at once.
    const again = await ctx.inject({
      method: 'POST',
      url: '/login',
      cookie: old,
      payload: { email: DEMO_LOGINS.student.email, password: DEMO_LOGINS.student.password },
    });
    expect(again.statusCode).toBe(200);
    const fresh = sessionCookie(again);
    expect(fresh).not.toBe(old);
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('never serves a session past its expiry', async () => {
    const { cookie } = await ctx.registerStudent();
    const sid = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    await ctx.database.db.execute(
      sql`update http_sessions set expires_at = now() + interval '300 milliseconds' where sid = ${sid}`,
    );
    expect((await me(cookie)).statusCode).toBe(200); // cached, but only until 300 ms from now
    await sleep(400);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses a session revoked elsewhere (row deleted by another process) within 1 s', async () => {
    const { cookie } = await ctx.registerStudent();
    const sid = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    expect((await me(cookie)).statusCode).toBe(200);
    await ctx.database.db.execute(sql`delete from http_sessions where sid = ${sid}`);
    await sleep(1050);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('dashboard reads are never stale', () => {
  it('shows a payment on the very next read', async () => {
    const { cookie, userId } = await ctx.registerStudent();
    const before = (await dashboard(cookie, userId)).json();
    expect(before.stats).toEqual({ completed_courses: 0, ongoing_courses: 0, cancelled_courses: 0 });
    expect(before.batchInfo).toBeNull();
    const order = await ctx.inject({
      method: 'POST',
      url: '/api/payments/order',
      cookie,
      payload: { userId },
    });
    const orderId = order.json().orderId as string;
    const signed = (
      await ctx.inject({ method: 'POST', url: '/sandbox/authorize', cookie, payload: { orderId } })
    ).json();
    const paid = await ctx.inject({
      method: 'POST',
      url: '/payment',
      cookie,
      payload: {
        userId,
        orderId,
        transactionId: signed.razorpay_payment_id,
        signature: signed.razorpay_signature,
      },
    });
    expect(paid.statusCode).toBe(200);
    const after = (await dashboard(cookie, userId)).json();
    expect(after.stats.ongoing_courses).toBe(1);
    expect(after.batchInfo).not.toBeNull();
    expect((await me(cookie)).json().user.paymentstatus).toBe('completed');
    const notes = await ctx.inject({ method: 'GET', url: `/api/student/notifications/${userId}`, cookie });
    expect(notes.json().data[0].title).toBe(`Welcome to ${after.batchInfo.batch_name}`);
  });

  it('shows a batch status change on the very next read', async () => {
    const student = await ctx.loginStudent();
    const tutor = await ctx.loginTutor();
    const tutorNotes = () =>
      ctx.inject({ method: 'GET', url: `/api/tutor/notifications/${tutor.tutorId}`, cookie: tutor.cookie });
    const stats = () =>
      ctx.inject({ method: 'GET', url: `/api/tutor/batches/${tutor.tutorId}/stats`, cookie: tutor.cookie });
    const notesBefore = (await tutorNotes()).json().data.length as number;
    const statsBefore = (await stats()).json().data;
    const before = (await dashboard(student.cookie, student.userId)).json();
    expect(before.batchInfo).not.toBeNull();
    const list = await ctx.inject({
      method: 'GET',
      url: `/api/tutor/batches/${tutor.tutorId}?status=active`,
      cookie: tutor.cookie,
    });
    const active = (list.json().data as { batch_id: number; batch_name: string }[]).find(
      (b) => b.batch_name === before.batchInfo.batch_name,
    )!;
    const changed = await ctx.inject({
      method: 'PUT',
      url: `/api/batches/${active.batch_id}/status`,
      cookie: tutor.cookie,
      payload: { tutor_id: tutor.tutorId, status: 'Completed' },
    });
    expect(changed.statusCode).toBe(200);
    const after = (await dashboard(student.cookie, student.userId)).json();
    expect(after.batchInfo).toBeNull();
    expect(after.stats.completed_courses).toBe(before.stats.completed_courses + 1);
    expect(after.stats.ongoing_courses).toBe(before.stats.ongoing_courses - 1);
    const notes = (await tutorNotes()).json().data;
    expect(notes).toHaveLength(notesBefore + 1);
    expect(notes[0].message).toBe(`${active.batch_name} is now Completed.`);
    const statsAfter = (await stats()).json().data;
    expect(statsAfter.completed_batches).toBe(statsBefore.completed_batches + 1);
    expect(statsAfter.active_batches).toBe(statsBefore.active_batches - 1);
  });
});

describe('reads that write', () => {
  // A GET that writes (a join click, a recording opened, a certificate issued on her first visit)
  // must drop the cache like a POST, or her progress would show the old figures until some other
  // write came along.
  it('a GET marked changesData drops the cache; an unmarked one would leave the old value', async () => {
    const Fastify = (await import('fastify')).default;
    const { ReadCache } = await import('../src/lib/read-cache');
    const readCachePlugin = (await import('../src/plugins/read-cache')).default;
    const app = Fastify();
    const readCache = new ReadCache(true);
    app.decorate('deps', { readCache } as never);
    await app.register(readCachePlugin);
    let stored = 0;
    app.get('/progress', async () => readCache.get('progress', [], async () => ({ value: stored })));
    app.get('/open-recording', { config: { changesData: true } }, async () => ({ value: ++stored }));
    app.get('/unmarked-write', async () => ({ value: ++stored }));
    await app.ready();
    const progress = async () => (await app.inject({ method: 'GET', url: '/progress' })).json().value;

    expect(await progress()).toBe(0);
    await app.inject({ method: 'GET', url: '/open-recording' });
    expect(await progress()).toBe(1);
    await app.inject({ method: 'GET', url: '/unmarked-write' });
    expect(await progress()).toBe(1); // stale: why every GET that writes carries the mark
    await app.close();
  });

  // The cache serves the embedded database only (one process); on PostgreSQL every read is a query.
  (process.env.DATABASE_URL ? it.skip : it)(
    'opening a recording and pressing Join are such GETs: her cached progress is dropped',
    async () => {
      // The demo student's batch has held sessions with recordings (the seed); a recording opened
      // counts toward her modules, so her next read must come from the database.
      const { cookie } = await ctx.loginStudent();
      const cachedKeys = () => [
        ...(ctx.app.deps.readCache as unknown as { entries: Map<string, unknown> }).entries.keys(),
      ];
      const mine = async () =>
        (await ctx.inject({ method: 'GET', url: '/api/student/my-sessions', cookie })).json().data;
      const recorded = (await mine()).sessions.filter(
        (s: { held: boolean; has_recording: boolean }) => s.held && s.has_recording,
      );
      expect(recorded.length).toBeGreaterThan(0);
      expect(cachedKeys().some((key) => key.startsWith('my-sessions:'))).toBe(true);
      expect(
        (await ctx.inject({ method: 'GET', url: `/api/sessions/${recorded[0].id}/recording`, cookie }))
          .statusCode,
      ).toBe(302);
      expect(cachedKeys().some((key) => key.startsWith('my-sessions:'))).toBe(false);

      await mine();
      expect(cachedKeys().some((key) => key.startsWith('my-sessions:'))).toBe(true);
      await ctx.inject({ method: 'GET', url: `/api/sessions/${recorded[0].id}/join`, cookie });
      expect(cachedKeys().some((key) => key.startsWith('my-sessions:'))).toBe(false);
    },
  );

  (process.env.DATABASE_URL ? it.skip : it)(
    "her recording opened drops her reads and the tutors', not another student's",
    async () => {
      const cachedKeys = () => [
        ...(ctx.app.deps.readCache as unknown as { entries: Map<string, unknown> }).entries.keys(),
      ];
      const { cookie } = await ctx.loginStudent();
      const mine = await ctx.inject({ method: 'GET', url: '/api/student/my-sessions', cookie });
      const recorded = mine.json().data.sessions.find(
        (s: { held: boolean; has_recording: boolean }) => s.held && s.has_recording,
      );
      // Another student's dashboard, read and cached before the demo student opens her recording.
      const other = await ctx.registerStudent();
      expect((await dashboard(other.cookie, other.userId)).statusCode).toBe(200);
      await ctx.inject({ method: 'GET', url: '/api/student/my-sessions', cookie });
      expect(cachedKeys()).toEqual(expect.arrayContaining([`dashboard:${other.userId}`]));
      expect(cachedKeys().some((key) => key.startsWith('my-sessions:'))).toBe(true);

      const opened = await ctx.inject({ method: 'GET', url: `/api/sessions/${recorded.id}/recording`, cookie });
      expect(opened.statusCode).toBe(302);
      expect(cachedKeys()).toEqual(expect.arrayContaining([`dashboard:${other.userId}`]));
      expect(cachedKeys().some((key) => key.startsWith('my-sessions:'))).toBe(false);
      // Any other write still drops every entry.
      const contact = await ctx.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Meera Iyer', email: 'meera@example.com', subject: 'Batches', message: 'When does the next evening batch start?' },
      });
      expect(contact.statusCode).toBe(201);
      expect(cachedKeys()).not.toEqual(expect.arrayContaining([`dashboard:${other.userId}`]));
    },
  );
});

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
import { createTestContext, DEMO_LOGINS, multipart, sessionCookie, type TestContext } from './helpers/context';

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


describe('a viewer-scoped write names the other reads it changes', () => {
  // A reply's notice reaches the thread's author: the handler names her, and the drop before the
  // response takes her entries too, while a third student's stay.
  it('drops the named student\'s entries with hers, and nobody else\'s', async () => {
    const Fastify = (await import('fastify')).default;
    const { ReadCache, studentTag } = await import('../src/lib/read-cache');
    const plugin = await import('../src/plugins/read-cache');
    const app = Fastify();
    const readCache = new ReadCache(true);
    app.decorate('deps', { readCache } as never);
    // Global hooks run before the route's: the plugin's drop sees student 1 signed in.
    app.addHook('onRequest', async (req) => {
      (req as unknown as { session: { studentId: number } }).session = { studentId: 1 };
    });
    await app.register(plugin.default);
    const stored = new Map<number, number>([[1, 0], [2, 0], [3, 0]]);
    app.get<{ Params: { id: string } }>('/notes/:id', async (req) => {
      const id = Number(req.params.id);
      return readCache.get(`notes:${id}`, [studentTag(id)], async () => ({ value: stored.get(id) }));
    });
    app.post<{ Querystring: { name?: string } }>('/reply', { config: { readCacheScope: 'viewer' } }, async (req) => {
      stored.set(1, stored.get(1)! + 1);
      stored.set(2, stored.get(2)! + 1);
      stored.set(3, stored.get(3)! + 1); // unseen by a scoped write: shows what was kept
      if (req.query.name === '1') plugin.alsoChangesReadsOf(req, studentTag(2));
      return {};
    });
    await app.ready();
    const notes = async (id: number) => (await app.inject({ method: 'GET', url: `/notes/${id}` })).json().value;

    expect([await notes(1), await notes(2), await notes(3)]).toEqual([0, 0, 0]);
    await app.inject({ method: 'POST', url: '/reply?name=1' });
    expect([await notes(1), await notes(2), await notes(3)]).toEqual([1, 1, 0]);
    await app.inject({ method: 'POST', url: '/reply' });
    expect([await notes(1), await notes(2), await notes(3)]).toEqual([2, 1, 0]); // unnamed: 2 kept
    await app.close();
  });
});

// The cache serves the embedded database only (one process); on PostgreSQL every read is a query.
(process.env.DATABASE_URL ? describe.skip : describe)('student writes that keep other students\' reads', () => {
  const cachedKeys = () => [
    ...(ctx.app.deps.readCache as unknown as { entries: Map<string, unknown> }).entries.keys(),
  ];
  /** Another student's dashboard, read (and so cached) before the write under test. */
  async function otherStudentCached() {
    const other = await ctx.registerStudent();
    expect((await dashboard(other.cookie, other.userId)).statusCode).toBe(200);
    return `dashboard:${other.userId}`;
  }
  const tutorStatsCached = async () => {
    const tutor = await ctx.loginTutor();
    const res = await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${tutor.tutorId}/stats`, cookie: tutor.cookie });
    expect(res.statusCode).toBe(200);
    return { ...tutor, key: `tutor-stats:${tutor.tutorId}` };
  };

  it('a quiz attempt: her quiz shows it on the next read; another student\'s entry stays', async () => {
    const { cookie, userId } = await ctx.loginStudent();
    const quiz = async () => (await ctx.inject({ method: 'GET', url: '/api/student/quizzes/1', cookie })).json().data;
    const otherKey = await otherStudentCached();
    const tutor = await tutorStatsCached();
    const before = await quiz();
    expect(before.next_attempt_no).not.toBeNull();
    await dashboard(cookie, userId);
    expect(cachedKeys()).toEqual(expect.arrayContaining([otherKey, tutor.key, `dashboard:${userId}`]));

    const answers = (before.questions as { id: string; options: { id: string }[] }[]).map((q) => ({
      question_id: q.id,
      options: [q.options[0]!.id],
    }));
    const sent = await ctx.inject({
      method: 'POST',
      url: '/api/student/quizzes/1/attempts',
      cookie,
      payload: { attempt_no: before.next_attempt_no, answers },
    });
    expect(sent.statusCode).toBe(200);
    expect(cachedKeys()).toContain(otherKey);
    expect(cachedKeys()).not.toContain(tutor.key);
    expect(cachedKeys()).not.toContain(`dashboard:${userId}`);
    const after = await quiz();
    expect(after.attempts_left).toBe(before.attempts_left - 1);
    expect(after.last_result.attempt_no).toBe(before.next_attempt_no);
  });

  it('her support ticket: her reads and the tutors\' are dropped; another student\'s entry stays', async () => {
    const { cookie, userId } = await ctx.loginStudent();
    const tickets = async () =>
      (await ctx.inject({ method: 'GET', url: `/api/student/tickets/${userId}`, cookie })).json().data;
    const before = (await tickets()).length as number;
    const otherKey = await otherStudentCached();
    const tutor = await tutorStatsCached();
    await dashboard(cookie, userId);
    expect(cachedKeys()).toEqual(expect.arrayContaining([otherKey, tutor.key, `dashboard:${userId}`]));
    const sent = await ctx.inject({
      method: 'POST',
      url: '/api/support-tickets',
      cookie,
      payload: { userId, subject: 'Certificate name', priority: 'Low', description: 'Please spell my surname with two a.' },
    });
    expect(sent.statusCode).toBe(201);
    expect(cachedKeys()).toContain(otherKey);
    expect(cachedKeys()).not.toContain(tutor.key);
    expect(cachedKeys()).not.toContain(`dashboard:${userId}`);
    const after = await tickets();
    expect(after).toHaveLength(before + 1);
    expect(after[0].subject).toBe('Certificate name');
  });

  it('her session rating, first or edited: her reads are dropped; another student\'s entry stays', async () => {
    const { cookie, userId } = await ctx.loginStudent();
    type Mine = { id: number; held: boolean; attendance: string | null };
    const mine = async () =>
      (await ctx.inject({ method: 'GET', url: '/api/student/my-sessions', cookie })).json().data.sessions as Mine[];
    const feedbackOf = async (id: number) =>
      (await ctx.inject({ method: 'GET', url: `/api/sessions/${id}/feedback`, cookie })).json().data;
    // The seed rates every session she attended but the latest held one, which nobody has marked
    // yet: her tutor marks her present there, so she can rate it, then edit it (within 48 hours).
    const unmarked = (await mine()).filter((s) => s.held && s.attendance === null).at(-1)!;
    const tutor = await ctx.loginTutor();
    const marked = await ctx.inject({
      method: 'PUT',
      url: `/api/sessions/${unmarked.id}/attendance`,
      cookie: tutor.cookie,
      payload: { records: [{ student_id: userId, status: 'present' }] },
    });
    expect(marked.statusCode).toBe(200);
    expect((await feedbackOf(unmarked.id)).can_rate).toBe(true);

    for (const [method, rating] of [['POST', 4], ['PUT', 2]] as const) {
      const otherKey = await otherStudentCached();
      const stats = await tutorStatsCached();
      await dashboard(cookie, userId);
      expect(cachedKeys()).toEqual(expect.arrayContaining([otherKey, stats.key, `dashboard:${userId}`]));
      const res = await ctx.inject({ method, url: `/api/sessions/${unmarked.id}/feedback`, cookie, payload: { rating, comment: 'Clear steps.' } });
      expect(res.statusCode).toBe(method === 'POST' ? 201 : 200);
      expect(cachedKeys()).toContain(otherKey);
      expect(cachedKeys()).not.toContain(stats.key);
      expect(cachedKeys()).not.toContain(`dashboard:${userId}`);
      expect((await feedbackOf(unmarked.id)).mine).toMatchObject({ rating });
    }
  });

  it('her discussion question: the tutor\'s notices show it on the next read; another student\'s entry stays', async () => {
    const { cookie, userId } = await ctx.loginStudent();
    const otherKey = await otherStudentCached();
    const tutor = await ctx.loginTutor();
    const tutorNotes = async () =>
      (await ctx.inject({ method: 'GET', url: `/api/tutor/notifications/${tutor.tutorId}`, cookie: tutor.cookie })).json().data;
    const before = (await tutorNotes()).length as number;
    await dashboard(cookie, userId);
    const f = multipart({ title: 'Voice typing in Hindi', body: 'Does voice typing work for Hindi in Gemini?' }, []);
    const res = await ctx.inject({ method: 'POST', url: '/api/student/discussion/threads', cookie, payload: f.payload, headers: f.headers });
    expect(res.statusCode).toBe(201);
    expect(cachedKeys()).toContain(otherKey);
    expect(cachedKeys()).not.toContain(`dashboard:${userId}`);
    const after = await tutorNotes();
    expect(after).toHaveLength(before + 1);
    expect(after[0].title).toMatch(/^New question in /);
  });

  it('her reply: the thread author\'s notices show it on the next read; a third student\'s entry stays', async () => {
    const { cookie, userId } = await ctx.loginStudent();
    const kavita = await ctx.loginStudent('kavita@aarohi.example', DEMO_LOGINS.student.password);
    const kavitaNotes = async () =>
      (await ctx.inject({ method: 'GET', url: `/api/student/notifications/${kavita.userId}`, cookie: kavita.cookie })).json().data;
    const list = (await ctx.inject({ method: 'GET', url: '/api/student/discussion', cookie })).json().data;
    const hers = (list.threads as { id: number; title: string }[]).find((th) => th.title.startsWith('Session 2 — Gemini'))!;
    expect(hers).toBeDefined();
    const otherKey = await otherStudentCached();
    const before = (await kavitaNotes()).length as number;
    await dashboard(cookie, userId);
    expect(cachedKeys()).toEqual(expect.arrayContaining([otherKey, `student-notifications:${kavita.userId}`]));
    const f = multipart({ body: 'Adding “keep it short” helps me too.' }, []);
    const res = await ctx.inject({ method: 'POST', url: `/api/student/discussion/threads/${hers.id}/replies`, cookie, payload: f.payload, headers: f.headers });
    expect(res.statusCode).toBe(201);
    expect(cachedKeys()).toContain(otherKey);
    expect(cachedKeys()).not.toContain(`dashboard:${userId}`);
    const after = await kavitaNotes();
    expect(after).toHaveLength(before + 1);
    expect(after[0].title).toBe(`New reply to “${hers.title}”`);
  });
});

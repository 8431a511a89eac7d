/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(180_000);
/**
 * Text coming in: links we store and redirect to, broken UTF-16, ids beyond what a column holds,
 * and names that draw nothing — each a 400 with a clear message, never a 500, on every route.
 */
import { eq } from 'drizzle-orm';
import { LINK_MESSAGES, MESSAGES, SESSION_MESSAGES } from '@ai-women/contracts';
import * as t from '../src/db/schema';
import { INPUT_MESSAGES } from '../src/lib/input-guards';
import { createTestContext, DEMO_LOGINS, sessionCookie, type TestContext } from './helpers/context';

let ctx: TestContext;
let db: TestContext['database']['db'];
let tutor: { cookie: string; tutorId: number };
let student: { cookie: string; userId: number };
let admin: string;
let batchId: number;
let courseId: number;
let held: { id: number }[];
let upcoming: { id: number };

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.database.db;
  tutor = await ctx.loginTutor();
  student = await ctx.loginStudent();
  admin = sessionCookie(
    await ctx.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password },
    }),
  );
  const batches = (
    await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${tutor.tutorId}`, cookie: tutor.cookie })
  ).json().data as { batch_id: number; batch_name: string }[];
  batchId = batches.find((b) => b.batch_name === 'Aarohi Evening Batch 12')!.batch_id;
  const [batch] = await db.select().from(t.batches).where(eq(t.batches.id, batchId));
  courseId = batch!.courseId;
  const list = (
    await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${batchId}/sessions`, cookie: tutor.cookie })
  ).json().data.sessions as { id: number; held: boolean }[];
  held = list.filter((s) => s.held);
  upcoming = list.find((s) => !s.held)!;
});
afterAll(() => ctx?.close());

// ------------------------------------------------------------------ links
describe('every link we store and redirect to', () => {
  /** Each route that takes a link, as (link) => its response, and where the stored link is read back. */
  const routes = {
    'tutor meeting link': {
      send: (link: string) =>
        ctx.inject({
          method: 'PUT',
          url: `/api/batches/${batchId}/meeting-url`,
          payload: { meeting_url: link, tutor_id: tutor.tutorId },
          cookie: tutor.cookie,
        }),
      stored: async () => (await db.select().from(t.batches).where(eq(t.batches.id, batchId)))[0]!.meetingUrl,
    },
    'staff batch edit': {
      send: (link: string) =>
        ctx.inject({
          method: 'PUT',
          url: `/api/staff/batches/${batchId}`,
          payload: { meeting_url: link },
          cookie: admin,
        }),
      stored: async () => (await db.select().from(t.batches).where(eq(t.batches.id, batchId)))[0]!.meetingUrl,
    },
    'staff batch create': {
      send: (link: string) =>
        ctx.inject({
          method: 'POST',
          url: '/api/staff/batches',
          payload: {
            batch_name: `Link Batch ${Math.random().toString(36).slice(2, 8)}`,
            timing: 'Mon-Fri 18:00-19:30',
            start_date: '2027-01-04',
            course_id: courseId,
            meeting_url: link,
          },
          cookie: admin,
        }),
      stored: async (res?: { json(): { data: { batch_id: number } } }) =>
        (await db.select().from(t.batches).where(eq(t.batches.id, res!.json().data.batch_id)))[0]!.meetingUrl,
    },
    'recording link': {
      send: (link: string) =>
        ctx.inject({
          method: 'PUT',
          url: `/api/sessions/${held[0]!.id}/recording`,
          payload: { recording_url: link },
          cookie: tutor.cookie,
        }),
      stored: async () =>
        (await db.select().from(t.classSessions).where(eq(t.classSessions.id, held[0]!.id)))[0]!.recordingUrl,
    },
  };

  const names = Object.keys(routes) as (keyof typeof routes)[];
  const hidden: [string, string, string][] = [
    [
      'CR LF (a pasted two-line invite)',
      'https://meet.google.com/abc-defg-hij\r\nDial-in: +91 22 0000',
      LINK_MESSAGES.hidden,
    ],
    ['LF', 'https://meet.google.com/abc\n-defg-hij', LINK_MESSAGES.hidden],
    ['CR', 'https://meet.google.com/abc\r-defg-hij', LINK_MESSAGES.hidden],
    ['tab', 'https://zoom.us/j/123\t456', LINK_MESSAGES.hidden],
    ['a space inside', 'https://zoom.us/j/123 456', LINK_MESSAGES.hidden],
    ['a zero-width space', 'https://zoom.us/j/123\u200b', LINK_MESSAGES.hidden],
    ['NUL', 'https://zoom.us/j/123\u0000', INPUT_MESSAGES.nul],
    ['a lone surrogate', 'https://zoom.us/j/\ud800', INPUT_MESSAGES.surrogate],
  ];

  describe.each(names)('%s', (name) => {
    it.each(hidden)('refuses %s with a 400 that says so, storing nothing', async (_what, link, message) => {
      const route = routes[name];
      const before = name === 'staff batch create' ? null : await route.stored();
      const res = await route.send(link);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
      if (before !== null) expect(await route.stored()).toBe(before);
    });

    it('keeps a link in another script, stored as its normalised ASCII href', async () => {
      const route = routes[name];
      const res = await route.send('  https://मीट.भारत/कक्षा?नाम=प्रिया  ');
      expect(res.statusCode).toBeLessThan(300);
      const stored = await route.stored(res as never);
      expect(stored).toBe(new URL('https://मीट.भारत/कक्षा?नाम=प्रिया').href);
      expect(stored).toMatch(/^https:\/\/xn--[\x21-\x7e]+$/);
    });
  });

  it('Join and the recording redirect to a safe link even when a broken one is already stored', async () => {
    // Today's session, its Join window open around now.
    const ist = new Date(Date.now() + 5.5 * 3600_000);
    const today = ist.toISOString().slice(0, 10);
    const minutes = ist.getUTCHours() * 60 + ist.getUTCMinutes();
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const timing = `Mon-Sat ${hhmm(Math.min(minutes + 10, 23 * 60 + 50))}-${hhmm(Math.min(minutes + 120, 23 * 60 + 59))}`;
    const [batch] = await db.select().from(t.batches).where(eq(t.batches.id, batchId));
    const [session] = await db.select().from(t.classSessions).where(eq(t.classSessions.id, upcoming.id));
    await db
      .update(t.batches)
      .set({ timing, meetingUrl: 'https://meet.google.com/abc\r\n-defg-hij\t' })
      .where(eq(t.batches.id, batchId));
    await db.update(t.classSessions).set({ date: today }).where(eq(t.classSessions.id, upcoming.id));
    await db
      .update(t.classSessions)
      .set({ recordingUrl: 'https://drive.example.com/rec\n1/कक्षा' })
      .where(eq(t.classSessions.id, held[0]!.id));
    try {
      const join = await ctx.inject({
        method: 'GET',
        url: `/api/sessions/${upcoming.id}/join`,
        cookie: student.cookie,
      });
      expect(join.statusCode).toBe(302);
      expect(join.headers.location).toBe('https://meet.google.com/abc-defg-hij');
      const rec = await ctx.inject({
        method: 'GET',
        url: `/api/sessions/${held[0]!.id}/recording`,
        cookie: student.cookie,
      });
      expect(rec.statusCode).toBe(302);
      expect(rec.headers.location).toBe(
        'https://drive.example.com/rec1/%E0%A4%95%E0%A4%95%E0%A5%8D%E0%A4%B7%E0%A4%BE',
      );

      // Stored text that is no link at all: a friendly answer, not a 500.
      await db.update(t.batches).set({ meetingUrl: 'meet\r\nnot a link' }).where(eq(t.batches.id, batchId));
      await db
        .update(t.classSessions)
        .set({ recordingUrl: 'not\na link' })
        .where(eq(t.classSessions.id, held[0]!.id));
      const broken = await ctx.inject({
        method: 'GET',
        url: `/api/sessions/${upcoming.id}/join`,
        cookie: student.cookie,
      });
      expect(broken.statusCode).toBe(409);
      expect(broken.json().message).toBe(SESSION_MESSAGES.brokenMeeting);
      const brokenRec = await ctx.inject({
        method: 'GET',
        url: `/api/sessions/${held[0]!.id}/recording`,
        cookie: student.cookie,
      });
      expect(brokenRec.statusCode).toBe(409);
      expect(brokenRec.json()).toEqual({ success: false, message: SESSION_MESSAGES.brokenRecording });
    } finally {
      await db
        .update(t.batches)
        .set({ timing: batch!.timing, meetingUrl: batch!.meetingUrl })
        .where(eq(t.batches.id, batchId));
      await db
        .update(t.classSessions)
        .set({ date: session!.date })
        .where(eq(t.classSessions.id, upcoming.id));
    }
  });
});

// ------------------------------------------------------------------ broken UTF-16
describe('a lone surrogate in any text', () => {
  const contact = {
    name: 'Priya Sharma',
    email: 'priya@example.com',
    subject: 'Batches',
    message: 'When does it start?',
  };

  it.each([
    ['a high surrogate in the message', { ...contact, message: 'Hello \ud800 there' }],
    ['a low surrogate in the name', { ...contact, name: 'Priya\udc00' }],
    ['half an emoji at the end', { ...contact, subject: 'Batches 🙂'.slice(0, -1) }],
    ['a surrogate in a key', { ...contact, ['x\ud800']: 'y' }],
  ])('is a 400 on the signed-out contact form: %s', async (_what, payload) => {
    const res = await ctx.inject({ method: 'POST', url: '/api/contact', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: INPUT_MESSAGES.surrogate });
  });

  it('arrives as the raw JSON escape the probe sent, and is refused the same way', async () => {
    const raw = `{"name":"Priya","email":"priya@example.com","subject":"Hi","message":"a\\ud800b"}`;
    expect(raw).toContain('\\ud800');
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/contact',
      payload: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INPUT_MESSAGES.surrogate);
  });

  it('is a 400 on signed-in routes that store text (ticket, notes, staff notice, profile)', async () => {
    const answers = await Promise.all([
      ctx.inject({
        method: 'POST',
        url: '/api/support-tickets',
        payload: {
          userId: student.userId,
          subject: 'Help \ud800',
          priority: 'Low',
          description: 'Please help me with this.',
        },
        cookie: student.cookie,
      }),
      ctx.inject({
        method: 'PUT',
        url: `/api/sessions/${held[0]!.id}/notes`,
        payload: { notes: '\udfff' },
        cookie: tutor.cookie,
      }),
      ctx.inject({
        method: 'PUT',
        url: `/api/tutor/profile/${tutor.tutorId}`,
        payload: { name: 'Meera\ud83d', phone_number: '9876543210' },
        cookie: tutor.cookie,
      }),
      ctx.inject({ method: 'GET', url: `/api/staff/batches?q=${'%ED%A0%80'}`, cookie: admin }),
    ]);
    expect(answers.slice(0, 3).map((r) => [r.statusCode, r.json().message])).toEqual([
      [400, INPUT_MESSAGES.surrogate],
      [400, INPUT_MESSAGES.surrogate],
      [400, INPUT_MESSAGES.surrogate],
    ]);
    // Percent-encoded bytes that are no UTF-8 cannot become a lone surrogate: never a 500 either way.
    expect(answers[3]!.statusCode).toBeLessThan(500);
  });

  it('still takes real emoji and every script', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, message: 'नमस्ते 🙏🏽 வணக்கம் 👩‍💻 — when does the next batch start?' },
    });
    expect(res.statusCode).toBe(201);
  });
});

// ------------------------------------------------------------------ ids
describe('ids beyond what an id column holds', () => {
  it.each(['2147483648', '99999999999', '1e20', '-1'])(
    'PUT /api/sessions/%s/schedule is a 400, before the route looks the session up',
    async (id) => {
      const res = await ctx.inject({
        method: 'PUT',
        url: `/api/sessions/${id}/schedule`,
        payload: { date: '2027-01-05', reason: 'Festival' },
        cookie: tutor.cookie,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    },
  );

  it('the largest id is looked up as usual (an unknown one is the route’s own 404)', async () => {
    const res = await ctx.inject({
      method: 'GET',
      url: '/api/sessions/2147483647',
      cookie: tutor.cookie,
    });
    expect(res.statusCode).toBe(404);
  });

  it('a JSON id in a body beyond the column is a 400 with the id message', async () => {
    const res = await ctx.inject({
      method: 'PUT',
      url: `/api/staff/batches/${batchId}`,
      payload: { tutor_id: 2147483648 },
      cookie: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INPUT_MESSAGES.id);
  });
});

// ------------------------------------------------------------------ names
describe('names that draw nothing', () => {
  const ZWJ = '\u200D';
  it.each([
    ['Hangul fillers', '\u3164\u3164'],
    ['A and 50 grapheme joiners', `A${'\u034F'.repeat(50)}`],
    ['a and 4 zero-width joiners', `a${ZWJ.repeat(4)}`],
    ['160 stacked marks', `a${'\u0301'.repeat(160)}`],
  ])('are refused with the name message: %s', async (_what, name) => {
    const reg = await ctx.inject({
      method: 'POST',
      url: '/register',
      payload: {
        fullname: name,
        designation: 'Teacher',
        email: `n${Math.random().toString(36).slice(2, 8)}@example.com`,
        phone_number: '7000000001',
        age: 30,
        password: 'Secret12',
      },
    });
    expect(reg.statusCode).toBe(400);
    expect(reg.json().message).toBe(MESSAGES.nameLettersSpaces);
    const contact = await ctx.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name, email: 'c@example.com', subject: 'Batches', message: 'When does it start?' },
    });
    expect(contact.statusCode).toBe(400);
    const profile = await ctx.inject({
      method: 'PUT',
      url: `/api/tutor/profile/${tutor.tutorId}`,
      payload: { name, phone_number: '9876543210' },
      cookie: tutor.cookie,
    });
    expect(profile.statusCode).toBe(400);
  });

  it('a Malayalam name with old-style chillu letters, and a Marathi one with a joiner, still register', async () => {
    for (const fullname of [`ജയന്${ZWJ} നായര്${ZWJ}`, `अर्${ZWJ}या पाटील`]) {
      const reg = await ctx.registerStudent({ fullname });
      const me = await ctx.inject({ method: 'GET', url: `/api/me`, cookie: reg.cookie });
      expect(me.statusCode).toBe(200);
      expect(JSON.stringify(me.json())).toContain(fullname.normalize('NFC'));
    }
  });
});

/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * A batch's discussion space as its members use it: two students and the tutor talk in a thread
 * tied to a session, with a photo; who may read and write (the API decides: another batch's student,
 * an unpaid one and another tutor are refused); what is refused and stores nothing (contact details,
 * an oversize or wrong-type photo, too long); reports, hiding (gone for students at once, kept for
 * staff with who and why), pins and answers, pausing a member, the rate limit, notices, the audit
 * log, and that no response of the discussion API carries an e-mail address or a phone number.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { DISCUSSION_MESSAGES, DISCUSSION_RULES } from '@ai-women/contracts';
import * as t from '../src/db/schema';
import { createTestContext, DEMO_LOGINS, multipart, sessionCookie, type TestContext } from './helpers/context';

let ctx: TestContext;
let db: TestContext['database']['db'];
let tutor: { cookie: string; tutorId: number };
let otherTutor: { cookie: string; tutorId: number };
let staff: string;
let batchId: number;
let otherBatchId: number;
let sessionIds: number[];
let asha: { cookie: string; userId: number };
let bina: { cookie: string; userId: number };
let chitra: { cookie: string; userId: number };
let outsider: { cookie: string; userId: number };
let unpaid: { cookie: string; userId: number };

/** Every body the discussion API answered in this file, to look for contact details at the end. */
const bodies: string[] = [];

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.from('0000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082', 'hex'),
]);

const storedFiles = () => {
  const dir = path.join(ctx.dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

async function call(req: Parameters<TestContext['inject']>[0]) {
  const res = await ctx.inject(req);
  bodies.push(res.body);
  return res;
}

const form = (fields: Record<string, string>, image?: { filename: string; content: Buffer }) =>
  multipart(fields, image ? [{ field: 'image', ...image }] : []);

const ask = (cookie: string | undefined, fields: Record<string, string>, image?: { filename: string; content: Buffer }) => {
  const f = form(fields, image);
  return call({ method: 'POST', url: '/api/student/discussion/threads', payload: f.payload, headers: f.headers, cookie });
};
const reply = (
  cookie: string | undefined,
  threadId: number,
  body: string,
  as: 'student' | 'tutor' | 'staff' = 'student',
  image?: { filename: string; content: Buffer },
) => {
  const f = form({ body }, image);
  return call({
    method: 'POST',
    url: `/api/${as}/discussion/threads/${threadId}/replies`,
    payload: f.payload,
    headers: f.headers,
    cookie,
  });
};
const thread = (cookie: string | undefined, threadId: number, as: 'student' | 'tutor' | 'staff' = 'student') =>
  call({ method: 'GET', url: `/api/${as}/discussion/threads/${threadId}`, cookie });
const list = (cookie: string | undefined) => call({ method: 'GET', url: '/api/student/discussion', cookie });
const moderate = (cookie: string, postId: number, action: string, reason?: string, as: 'tutor' | 'staff' = 'tutor') =>
  call({
    method: 'PUT',
    url: `/api/${as}/discussion/posts/${postId}/moderation`,
    payload: reason === undefined ? { action } : { action, reason },
    cookie,
  });
const report = (cookie: string, postId: number, reason: string, note?: string) =>
  call({
    method: 'POST',
    url: `/api/student/discussion/posts/${postId}/report`,
    payload: note === undefined ? { reason } : { reason, note },
    cookie,
  });

async function paidStudentIn(batch: number, fullname: string) {
  const s = await ctx.registerStudent({ fullname });
  await db.update(t.students).set({ paymentStatus: 'completed' }).where(eq(t.students.id, s.userId));
  await db.insert(t.enrolments).values({ studentId: s.userId, batchId: batch });
  return s;
}

async function newBatch(name: string, tutorId: number) {
  const [course] = await db.select({ id: t.courses.id }).from(t.courses).limit(1);
  const [batch] = await db
    .insert(t.batches)
    .values({ name, courseId: course!.id, status: 'Active', timing: 'Mon-Sat 19:00-20:30', tutorId, startDate: '2031-05-01' })
    .returning({ id: t.batches.id });
  return batch!.id;
}

beforeAll(async () => {
  // The test delivers the WhatsApp outbox itself (runOnce), so the app's own rounds are off.
  ctx = await createTestContext({ WHATSAPP_SENDER: 'off' });
  db = ctx.database.db;
  ctx.app.deps.clock.offsetMs = new Date('2031-05-10T12:00:00+05:30').getTime() - Date.now();
  tutor = await ctx.loginTutor();
  otherTutor = await ctx.registerTutor({});
  const res = await ctx.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email: DEMO_LOGINS.support.email, password: DEMO_LOGINS.support.password },
  });
  staff = sessionCookie(res);
  batchId = await newBatch('Discussion Batch', tutor.tutorId);
  otherBatchId = await newBatch('Other Discussion Batch', otherTutor.tutorId);
  const rows = await db
    .insert(t.classSessions)
    .values(
      Array.from({ length: 3 }, (_, i) => ({
        batchId,
        sessionNo: i + 1,
        moduleNo: 1,
        date: `2031-05-0${i + 1}`,
        topic: `Prompts, part ${i + 1}`,
      })),
    )
    .returning({ id: t.classSessions.id, sessionNo: t.classSessions.sessionNo });
  sessionIds = rows.sort((x, y) => x.sessionNo - y.sessionNo).map((r) => r.id);
  asha = await paidStudentIn(batchId, 'Asha Kulkarni');
  bina = await paidStudentIn(batchId, 'Bina Das');
  chitra = await paidStudentIn(batchId, 'Chitra Iyer');
  outsider = await paidStudentIn(otherBatchId, 'Farah Sheikh');
  unpaid = await ctx.registerStudent({ fullname: 'Gita Unpaid' });
});

afterAll(async () => {
  await ctx?.close();
});

describe('two students and the tutor talk in a thread tied to a session', () => {
  let threadId: number;

  it('a student asks about Session 2 with a photo; her batch and the tutor read it, the tutor is told', async () => {
    const before = storedFiles();
    const res = await ask(
      asha.cookie,
      { title: '  Session 2 — my prompt gives very long answers ', body: 'How do I ask for a shorter reply?\nSee https://example.org/prompts.', session_id: String(sessionIds[1]) },
      { filename: 'screen.png', content: PNG },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(DISCUSSION_MESSAGES.threadPosted);
    threadId = res.json().data.thread_id;
    expect(storedFiles()).toBe(before + 1);

    const seen = await list(bina.cookie);
    expect(seen.statusCode).toBe(200);
    const data = seen.json().data;
    expect(data.batch).toEqual({ id: batchId, name: 'Discussion Batch' });
    expect(data.viewer).toEqual({ role: 'student', can_moderate: false, muted: null });
    expect(data.sessions.map((s: { session_no: number }) => s.session_no)).toEqual([1, 2, 3]);
    expect(data.threads).toHaveLength(1);
    expect(data.threads[0]).toMatchObject({
      id: threadId,
      title: 'Session 2 — my prompt gives very long answers',
      session: { id: sessionIds[1], session_no: 2, topic: 'Prompts, part 2' },
      author: { role: 'student', name: 'Asha Kulkarni', me: false, muted_until: null },
      replies: 0,
      pinned: false,
      answered: false,
      hidden: null,
      open_reports: 0,
    });

    const tutorView = await call({ method: 'GET', url: `/api/tutor/batches/${batchId}/discussion`, cookie: tutor.cookie });
    expect(tutorView.json().data.viewer.can_moderate).toBe(true);
    const notices = await db
      .select()
      .from(t.tutorNotifications)
      .where(eq(t.tutorNotifications.tutorId, tutor.tutorId));
    const notice = notices.find((n) => n.title === 'New question in Discussion Batch');
    expect(notice?.message).toContain('Asha Kulkarni asked');
  });

  it('the photo opens for members only, as an image that cannot run as a page', async () => {
    const opened = (await thread(bina.cookie, threadId)).json().data.post.image;
    expect(opened).toMatchObject({ name: 'screen.png', kind: 'png', size: PNG.length });
    const url = new URL(opened.url).pathname;
    const mine = await ctx.inject({ method: 'GET', url, cookie: bina.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(String(mine.headers['content-security-policy'])).toContain('sandbox');
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    expect((await ctx.inject({ method: 'GET', url, cookie: tutor.cookie })).statusCode).toBe(200);
    expect((await ctx.inject({ method: 'GET', url, cookie: staff })).statusCode).toBe(200);
    expect((await ctx.inject({ method: 'GET', url, cookie: outsider.cookie })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'GET', url, cookie: otherTutor.cookie })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('the other student and the tutor reply; the asker is told of each, in her language', async () => {
    await db.update(t.students).set({ language: 'hi' }).where(eq(t.students.id, asha.userId));
    const fromBina = await reply(bina.cookie, threadId, 'Add “in three lines” at the end of your prompt.');
    expect(fromBina.statusCode).toBe(201);
    expect(fromBina.json().data).toMatchObject({
      thread_id: threadId,
      author: { name: 'Bina Das', role: 'student', me: true },
      is_answer: false,
      hidden: null,
      image: null,
    });
    const fromTutor = await reply(tutor.cookie, threadId, 'Yes, and you can say who it is for: “explain to my mother”.', 'tutor');
    expect(fromTutor.statusCode).toBe(201);
    const notices = await db
      .select()
      .from(t.studentNotifications)
      .where(eq(t.studentNotifications.studentId, asha.userId));
    expect(notices).toHaveLength(2);
    expect(notices.every((n) => n.title.includes('पर नया जवाब'))).toBe(true);
    expect(notices.map((n) => n.message).join(' ')).toContain('Bina Das');

    const read = (await thread(chitra.cookie, threadId)).json().data;
    expect(read.replies.map((r: { author: { name: string; role: string } }) => [r.author.name, r.author.role])).toEqual([
      ['Bina Das', 'student'],
      [expect.any(String), 'tutor'],
    ]);
    expect(read.thread.replies).toBe(2);
    // Her own reply to herself tells nobody.
    await reply(asha.cookie, threadId, 'Thank you both, it works!');
    expect(
      await db.select().from(t.studentNotifications).where(eq(t.studentNotifications.studentId, asha.userId)),
    ).toHaveLength(2);
  });

  it('the tutor marks the answer and pins the thread; the list shows both', async () => {
    const read = (await thread(tutor.cookie, threadId, 'tutor')).json().data;
    const tutorReply = read.replies[1].id;
    expect((await moderate(tutor.cookie, tutorReply, 'answer')).json().message).toBe(DISCUSSION_MESSAGES.answerMarked);
    expect((await moderate(tutor.cookie, threadId, 'pin')).json().message).toBe(DISCUSSION_MESSAGES.pinned);
    expect((await moderate(tutor.cookie, threadId, 'answer')).statusCode).toBe(400);
    expect((await moderate(tutor.cookie, tutorReply, 'pin')).statusCode).toBe(400);
    await ask(bina.cookie, { title: 'Can I use AI for my tiffin menu?', body: 'I cook for twelve offices in Pune.' });
    const threads = (await list(chitra.cookie)).json().data.threads;
    expect(threads[0]).toMatchObject({ id: threadId, pinned: true, answered: true });
    expect(threads[1].title).toBe('Can I use AI for my tiffin menu?');
    const again = (await thread(asha.cookie, threadId)).json().data;
    expect(again.replies.find((r: { id: number }) => r.id === tutorReply).is_answer).toBe(true);
    // Marking another reply moves the mark: a thread has one answer.
    await moderate(tutor.cookie, again.replies[0].id, 'answer');
    const moved = (await thread(asha.cookie, threadId)).json().data.replies;
    expect(moved.filter((r: { is_answer: boolean }) => r.is_answer).map((r: { id: number }) => r.id)).toEqual([again.replies[0].id]);
  });

  it('a report reaches the moderators without its author; hiding removes the post for students at once', async () => {
    const read = (await thread(asha.cookie, threadId)).json().data;
    const target = read.replies.find((r: { author: { name: string } }) => r.author.name === 'Bina Das').id;
    expect((await report(asha.cookie, target, 'other')).json().message).toBe(DISCUSSION_MESSAGES.reportNote);
    expect((await report(asha.cookie, target, 'rude')).statusCode).toBe(400);
    const first = await report(asha.cookie, target, 'unkind', 'This felt mocking.');
    expect(first.json().message).toBe(DISCUSSION_MESSAGES.reported);
    expect((await report(asha.cookie, target, 'unkind')).json().message).toBe(DISCUSSION_MESSAGES.alreadyReported);
    expect((await report(bina.cookie, target, 'spam')).json().message).toBe(DISCUSSION_MESSAGES.ownPost);
    expect((await thread(asha.cookie, threadId)).json().data.replies.find((r: { id: number }) => r.id === target).reported_by_me).toBe(true);
    // Students never see reports; the tutor sees what was said, not who said it.
    const asStudent = (await thread(chitra.cookie, threadId)).json().data.replies.find((r: { id: number }) => r.id === target);
    expect(asStudent.reports).toEqual([]);
    const asTutor = (await thread(tutor.cookie, threadId, 'tutor')).json().data;
    expect(asTutor.thread.open_reports).toBe(1);
    const reported = asTutor.replies.find((r: { id: number }) => r.id === target);
    expect(reported.reports).toEqual([{ reason: 'unkind', note: 'This felt mocking.', at: expect.any(String) }]);
    expect(JSON.stringify(reported)).not.toContain('Asha');
    const queued = await call({ method: 'GET', url: '/api/staff/discussion/queue', cookie: staff });
    expect(queued.statusCode).toBe(200);
    const queue = queued.json().data;
    // The demo batch has one reported post of its own.
    expect(queue.reported).toBe(2);
    const item = queue.items.find((i: { post: { id: number } }) => i.post.id === target);
    expect(item).toMatchObject({ batch: { id: batchId, name: 'Discussion Batch' }, thread: { id: threadId } });

    expect((await moderate(tutor.cookie, target, 'hide')).json().message).toBe(DISCUSSION_MESSAGES.hideReason);
    const hidden = await moderate(tutor.cookie, target, 'hide', 'Please keep replies kind.');
    expect(hidden.json().message).toBe(DISCUSSION_MESSAGES.hidden);
    const forStudents = (await thread(chitra.cookie, threadId)).json().data;
    expect(forStudents.replies.map((r: { id: number }) => r.id)).not.toContain(target);
    expect(forStudents.thread.replies).toBe(read.replies.length - 1);
    expect((await report(chitra.cookie, target, 'spam')).statusCode).toBe(404);
    // Staff still read it, with who hid it and why; its reports are closed.
    const forStaff = (await thread(staff, threadId, 'staff')).json().data.replies.find((r: { id: number }) => r.id === target);
    expect(forStaff.hidden).toEqual({ by: expect.stringMatching(/\(tutor\)$/), reason: 'Please keep replies kind.', at: expect.any(String) });
    expect(forStaff.reports).toEqual([]);
    const after = (await call({ method: 'GET', url: '/api/staff/discussion/queue?state=hidden', cookie: staff })).json().data;
    expect(after).toMatchObject({ reported: 1, hidden: 1 });
    expect(after.items[0].post.hidden.reason).toBe('Please keep replies kind.');
    const audit = await db.select().from(t.auditLog).where(eq(t.auditLog.entity, 'discussion_post'));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['discussion.answer', 'discussion.pin', 'discussion.hide']),
    );
    expect(audit.find((a) => a.action === 'discussion.hide')).toMatchObject({ tutorId: tutor.tutorId, entityId: String(target) });
    // Staff can show it again.
    expect((await moderate(staff, target, 'unhide', undefined, 'staff')).json().message).toBe(DISCUSSION_MESSAGES.unhidden);
    expect((await thread(chitra.cookie, threadId)).json().data.replies.map((r: { id: number }) => r.id)).toContain(target);
    const byStaff = await db.select().from(t.auditLog).where(and(eq(t.auditLog.action, 'discussion.unhide')));
    expect(byStaff[0]?.staffId).toEqual(expect.any(Number));
  });

  it('staff start a thread in any batch as the school; students read it by the staff member’s name', async () => {
    const f = form({ title: 'Holiday on Diwali', body: 'There is no class on 12 November. Session 9 moves to Saturday.' });
    const res = await call({
      method: 'POST',
      url: `/api/staff/batches/${batchId}/discussion/threads`,
      payload: f.payload,
      headers: f.headers,
      cookie: staff,
    });
    expect(res.statusCode).toBe(201);
    const seen = (await list(asha.cookie)).json().data.threads.find((th: { id: number }) => th.id === res.json().data.thread_id);
    expect(seen.author).toMatchObject({ role: 'staff', me: false });
    expect(seen.author.name).not.toContain('@');
    const f2 = form({ title: 'x', body: 'y' });
    const refused = await call({
      method: 'POST',
      url: `/api/staff/batches/${batchId}/discussion/threads`,
      payload: f2.payload,
      headers: f2.headers,
      cookie: tutor.cookie,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('a hidden thread is a 404 for students (read, reply, photo) and stays for the tutor', async () => {
    await moderate(tutor.cookie, threadId, 'hide', 'Moved to a new thread.');
    expect((await thread(bina.cookie, threadId)).statusCode).toBe(404);
    expect((await reply(bina.cookie, threadId, 'Is it gone?')).statusCode).toBe(404);
    expect((await list(bina.cookie)).json().data.threads.map((th: { id: number }) => th.id)).not.toContain(threadId);
    const image = (await thread(tutor.cookie, threadId, 'tutor')).json().data.post.image;
    expect((await ctx.inject({ method: 'GET', url: new URL(image.url).pathname, cookie: bina.cookie })).statusCode).toBe(404);
    expect((await thread(tutor.cookie, threadId, 'tutor')).json().data.thread.hidden.reason).toBe('Moved to a new thread.');
    await moderate(tutor.cookie, threadId, 'unhide');
    expect((await thread(bina.cookie, threadId)).statusCode).toBe(200);
  });
});

describe('who may read and write: the API decides', () => {
  let threadId: number;
  beforeAll(async () => {
    threadId = (await ask(chitra.cookie, { title: 'Notes from Session 1', body: 'Sharing my notes for everyone.' })).json().data
      .thread_id;
  });

  it('another batch’s student is refused (403) and sees only her own batch', async () => {
    expect((await thread(outsider.cookie, threadId)).statusCode).toBe(403);
    const res = await reply(outsider.cookie, threadId, 'Hello from another batch');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(DISCUSSION_MESSAGES.notMember);
    const own = (await list(outsider.cookie)).json().data;
    expect(own.batch.id).toBe(otherBatchId);
    expect(own.threads).toEqual([]);
    const posts = await db.select().from(t.discussionPosts).where(eq(t.discussionPosts.threadId, threadId));
    expect(posts).toHaveLength(0);
  });

  it('an unpaid student, another tutor, signed out: refused', async () => {
    expect((await list(unpaid.cookie)).statusCode).toBe(403);
    expect((await thread(unpaid.cookie, threadId)).statusCode).toBe(403);
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await thread(otherTutor.cookie, threadId, 'tutor')).statusCode).toBe(403);
    expect((await call({ method: 'GET', url: `/api/tutor/batches/${batchId}/discussion`, cookie: otherTutor.cookie })).statusCode).toBe(403);
    expect((await moderate(otherTutor.cookie, threadId, 'pin')).statusCode).toBe(403);
    // A student has no moderation route at all, and the tutor's needs a tutor.
    expect((await moderate(asha.cookie, threadId, 'pin')).statusCode).toBe(403);
    expect((await call({ method: 'GET', url: '/api/staff/discussion/queue', cookie: tutor.cookie })).statusCode).toBe(403);
  });

  it('a paid student with no batch yet has an empty space and cannot post', async () => {
    const waiting = await ctx.registerStudent({ fullname: 'Hema Waiting' });
    await db.update(t.students).set({ paymentStatus: 'completed' }).where(eq(t.students.id, waiting.userId));
    const res = await list(waiting.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ batch: null, threads: [] });
    const posted = await ask(waiting.cookie, { title: 'Hello', body: 'Anyone here?' });
    expect(posted.statusCode).toBe(403);
    expect(posted.json().message).toBe(DISCUSSION_MESSAGES.noBatch);
  });

  it('ids that do not exist are 404, not a crash', async () => {
    expect((await thread(asha.cookie, 999999)).statusCode).toBe(404);
    expect((await report(asha.cookie, 999999, 'spam')).statusCode).toBe(404);
    expect((await thread(asha.cookie, 99999999999)).statusCode).toBe(400);
  });
});

describe('what is refused stores nothing', () => {
  let threadId: number;
  beforeAll(async () => {
    threadId = (await ask(bina.cookie, { title: 'Photos of my charts', body: 'Here is my first chart.' })).json().data.thread_id;
  });
  const count = async () => (await db.select().from(t.discussionPosts)).length;

  it.each([
    ['a phone number', 'Call me on 98765 43210 after class'],
    ['a phone number with +91', 'WhatsApp +91-98765-43210'],
    ['a number in Devanagari digits', 'मेरा नंबर ९८७६५४३२१० है'],
    ['an e-mail address', 'Write to asha.k@example.in'],
  ])('%s in a post', async (_, body) => {
    const before = await count();
    const res = await reply(asha.cookie, threadId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DISCUSSION_MESSAGES.personalDetails);
    expect(await count()).toBe(before);
  });

  it('a link with long digits is fine, and becomes the post as written', async () => {
    const res = await reply(asha.cookie, threadId, 'The video: https://youtu.be/abc?t=12345678901');
    expect(res.statusCode).toBe(201);
  });

  it('an e-mail in a title, an empty or too long message', async () => {
    expect((await ask(asha.cookie, { title: 'mail me: a@b.co', body: 'hi' })).json().message).toBe(
      DISCUSSION_MESSAGES.personalDetails,
    );
    expect((await reply(asha.cookie, threadId, '   ')).json().message).toBe(DISCUSSION_MESSAGES.bodyRequired);
    const long = await reply(asha.cookie, threadId, 'अ'.repeat(DISCUSSION_RULES.bodyMax + 1));
    expect(long.json().message).toBe(DISCUSSION_MESSAGES.bodyTooLong);
    expect((await reply(asha.cookie, threadId, 'अ'.repeat(DISCUSSION_RULES.bodyMax))).statusCode).toBe(201);
    expect((await ask(asha.cookie, { title: 'x'.repeat(121), body: 'hi' })).json().message).toBe(
      DISCUSSION_MESSAGES.titleTooLong,
    );
    expect((await ask(asha.cookie, { title: 'Hi', body: 'hi', session_id: '999999' })).json().message).toBe(
      DISCUSSION_MESSAGES.noSuchSession,
    );
  });

  it('a wrong-type or oversize photo: a clear message, nothing stored', async () => {
    const files = storedFiles();
    const posts = await count();
    const pdf = await reply(asha.cookie, threadId, 'My chart', 'student', { filename: 'chart.png', content: Buffer.from('%PDF-1.4 not a photo') });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe(DISCUSSION_MESSAGES.imageType);
    const big = Buffer.concat([PNG, Buffer.alloc(DISCUSSION_RULES.imageMaxBytes)]);
    const large = await reply(asha.cookie, threadId, 'My chart', 'student', { filename: 'chart.png', content: big });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(DISCUSSION_MESSAGES.imageTooLarge);
    expect(storedFiles()).toBe(files);
    expect(await count()).toBe(posts);
  });
});

describe('pausing a member and the rate limit', () => {
  let threadId: number;
  beforeAll(async () => {
    threadId = (await ask(asha.cookie, { title: 'Homework for Session 3', body: 'Has anyone started?' })).json().data.thread_id;
  });

  it('the tutor pauses a student for 3 days: she reads but cannot post, sees why; then resumes her', async () => {
    const mute = (payload: object) =>
      call({ method: 'POST', url: `/api/tutor/batches/${batchId}/discussion/mutes`, payload, cookie: tutor.cookie });
    expect((await mute({ student_id: chitra.userId, days: 2, reason: 'x' })).json().message).toBe(DISCUSSION_MESSAGES.muteDays);
    expect((await mute({ student_id: chitra.userId, days: 3, reason: ' ' })).json().message).toBe(DISCUSSION_MESSAGES.muteReason);
    expect((await mute({ student_id: outsider.userId, days: 3, reason: 'x' })).json().message).toBe(
      DISCUSSION_MESSAGES.muteStudentsOnly,
    );
    const before = ctx.app.deps.clock.now().getTime();
    const res = await mute({ student_id: chitra.userId, days: 3, reason: 'Several unkind replies today.' });
    expect(res.statusCode).toBe(200);
    const paused = Date.parse(res.json().data.muted_until) - before;
    expect(paused).toBeGreaterThanOrEqual(3 * 86_400_000);
    expect(paused).toBeLessThan(3 * 86_400_000 + 60_000);
    const viewer = (await list(chitra.cookie)).json().data.viewer;
    expect(viewer.muted.reason).toBe('Several unkind replies today.');
    expect(viewer.muted.message).toContain('13-05-2031');
    const refused = await reply(chitra.cookie, threadId, 'Me too');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Several unkind replies today.');
    // The tutor sees until when on her posts.
    const asTutor = (await call({ method: 'GET', url: `/api/tutor/batches/${batchId}/discussion`, cookie: tutor.cookie })).json().data;
    const hers = asTutor.threads.find((th: { author: { name: string } }) => th.author.name === 'Chitra Iyer');
    expect(hers.author.muted_until).toEqual(expect.any(String));
    // Students do not see who is paused.
    const asStudent = (await list(asha.cookie)).json().data.threads.find((th: { author: { name: string } }) => th.author.name === 'Chitra Iyer');
    expect(asStudent.author.muted_until).toBeNull();

    const resumed = await call({
      method: 'DELETE',
      url: `/api/tutor/batches/${batchId}/discussion/mutes/${chitra.userId}`,
      cookie: tutor.cookie,
    });
    expect(resumed.json()).toMatchObject({ message: DISCUSSION_MESSAGES.unmuted, data: { muted_until: null } });
    expect((await reply(chitra.cookie, threadId, 'Me too')).statusCode).toBe(201);
    const audit = await db
      .select()
      .from(t.auditLog)
      .where(inArray(t.auditLog.action, ['discussion.pause', 'discussion.resume']));
    expect(audit.map((a) => [a.action, a.tutorId])).toEqual([
      ['discussion.pause', tutor.tutorId],
      ['discussion.resume', tutor.tutorId],
    ]);
  });

  it('a pause ends by itself when its time is up', async () => {
    await call({
      method: 'POST',
      url: `/api/tutor/batches/${batchId}/discussion/mutes`,
      payload: { student_id: bina.userId, days: 1, reason: 'Cooling off.' },
      cookie: tutor.cookie,
    });
    expect((await reply(bina.cookie, threadId, 'Not yet')).statusCode).toBe(403);
    const start = ctx.app.deps.clock.offsetMs;
    ctx.app.deps.clock.offsetMs = start + 86_400_000 + 60_000;
    try {
      expect((await reply(bina.cookie, threadId, 'Back again')).statusCode).toBe(201);
    } finally {
      ctx.app.deps.clock.offsetMs = start;
    }
  });

  it(`more than ${DISCUSSION_RULES.postsPerWindow} posts in ${DISCUSSION_RULES.postWindowMinutes} minutes: 429, then fine later`, async () => {
    const start = ctx.app.deps.clock.offsetMs;
    ctx.app.deps.clock.offsetMs = start + 7 * 86_400_000;
    try {
      const fresh = await paidStudentIn(batchId, 'Indu Fast');
      for (let i = 0; i < DISCUSSION_RULES.postsPerWindow; i += 1)
        expect((await reply(fresh.cookie, threadId, `Post ${i + 1}`)).statusCode).toBe(201);
      const limited = await reply(fresh.cookie, threadId, 'One more');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(DISCUSSION_MESSAGES.rateLimited);
      ctx.app.deps.clock.offsetMs += (DISCUSSION_RULES.postWindowMinutes + 1) * 60_000;
      expect((await reply(fresh.cookie, threadId, 'One more')).statusCode).toBe(201);
    } finally {
      ctx.app.deps.clock.offsetMs = start;
    }
  });
});

describe('a reply on WhatsApp, only with her consent to it', () => {
  const whatsappOf = (studentId: number) =>
    db
      .select()
      .from(t.whatsappMessages)
      .where(and(eq(t.whatsappMessages.studentId, studentId), eq(t.whatsappMessages.template, 'discussion_reply')));

  async function askerWith(consent: 'today' | 'older' | 'none') {
    const her = await ctx.registerStudent({ fullname: `Lata ${consent} Joshi`, whatsapp_reminders: consent !== 'none' });
    await db.update(t.students).set({ paymentStatus: 'completed' }).where(eq(t.students.id, her.userId));
    await db.insert(t.enrolments).values({ studentId: her.userId, batchId });
    if (consent === 'older')
      // She agreed before replies were on the list: her stored words name only the reminders.
      await db
        .update(t.whatsappConsents)
        .set({ wording: 'Yes, send me Aarohi messages on WhatsApp at +91 98765 00000: a reminder the evening before each class; a reminder an hour before each class. I can reply STOP at any time to end them.' })
        .where(eq(t.whatsappConsents.studentId, her.userId));
    const threadId = (await ask(her.cookie, { title: `Lata’s question (${consent})`, body: 'Which tool is best for a tiffin menu?' })).json()
      .data.thread_id as number;
    return { ...her, threadId };
  }

  it('with consent that names replies: one template message with her name, who replied, the title and the link', async () => {
    const lata = await askerWith('today');
    const res = await reply(tutor.cookie, lata.threadId, 'Try ChatGPT with your weekly budget.', 'tutor');
    expect(res.statusCode).toBe(201);
    const [message, ...more] = await whatsappOf(lata.userId);
    expect(more).toEqual([]);
    expect(message!.params).toEqual([
      'Lata',
      'Kavya Menon',
      'Lata’s question (today)',
      `${ctx.app.deps.config.mail.siteUrl.replace(/\/$/, '')}/discussion/${lata.threadId}`,
    ]);
    expect(message!.language).toBe('en');
    while ((await ctx.app.deps.whatsapp.runOnce()) > 0);
    const [sent] = await whatsappOf(lata.userId);
    expect(sent!.status).toBe('sent');
  });

  it('a reply hidden before it went is not announced', async () => {
    const lata = await askerWith('today');
    const res = await reply(asha.cookie, lata.threadId, 'Ask your customers too.');
    await moderate(tutor.cookie, res.json().data.id, 'hide', 'Duplicate of the tutor’s answer.');
    while ((await ctx.app.deps.whatsapp.runOnce()) > 0);
    const [skipped] = await whatsappOf(lata.userId);
    expect(skipped).toMatchObject({ status: 'skipped', lastError: 'not sent: the reply or its thread was hidden' });
  });

  it('with consent given before replies were listed, or none: no WhatsApp message, the notice still comes', async () => {
    for (const consent of ['older', 'none'] as const) {
      const lata = await askerWith(consent);
      await reply(tutor.cookie, lata.threadId, 'Try ChatGPT with your weekly budget.', 'tutor');
      expect(await whatsappOf(lata.userId)).toEqual([]);
      const notices = await db.select().from(t.studentNotifications).where(eq(t.studentNotifications.studentId, lata.userId));
      expect(notices.map((n) => n.title)).toContain(`New reply to “Lata’s question (${consent})”`);
    }
  });
});

describe('the demo batch', () => {
  it('opens with the tutor’s pinned welcome, an answered question about a session and a reported post', async () => {
    const priya = await ctx.loginStudent();
    const data = (await list(priya.cookie)).json().data;
    expect(data.threads[0]).toMatchObject({ title: 'Welcome — how we use this space', pinned: true, author: { role: 'tutor' } });
    const q = data.threads.find((th: { session: { session_no: number } | null }) => th.session?.session_no === 2);
    expect(q).toMatchObject({ answered: true, replies: 2 });
    const read = (await thread(priya.cookie, q.id)).json().data;
    expect(read.replies.map((r: { author: { me: boolean } }) => r.author.me)).toEqual([true, false]);
    const asTutor = (await call({ method: 'GET', url: `/api/tutor/batches/${data.batch.id}/discussion`, cookie: tutor.cookie })).json().data;
    expect(asTutor.threads.find((th: { title: string }) => th.title === 'Good tailor near Kothrud?').open_reports).toBe(1);
  });
});

describe('safety of what the API hands out', () => {
  it('no response of the discussion API carries an e-mail address or a phone number', async () => {
    expect(bodies.length).toBeGreaterThan(50);
    const people = await db.select({ email: t.students.email, phone: t.students.phoneNumber }).from(t.students);
    const tutors = await db.select({ email: t.tutors.email, phone: t.tutors.phoneNumber }).from(t.tutors);
    const all = bodies.join('\n');
    for (const p of [...people, ...tutors]) {
      expect(all).not.toContain(p.email);
      expect(all).not.toContain(p.phone);
    }
    expect(all).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    // No run of ten digits outside a time, a link someone posted or the largest id an error names.
    const rest = all.replace(/"[a-z_]*at":"[^"]+"|"muted_until":"[^"]+"|"until":"[^"]+"|https?:\/\/[^\s"]+|2147483647/g, '');
    expect(/.{0,40}\d{10}.{0,20}/.exec(rest)?.[0] ?? null).toBeNull();
  });
});

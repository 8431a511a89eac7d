/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * Practice after a session, as a student and her tutor use it: the task in her batch's wording, an
 * answer with a photo, Try again, a second answer, Done, and the history both see; what is refused
 * (too long, a wrong or oversize file, twice at once, after Done, before the session is held) and
 * that a refused answer stores nothing; who may read, send, open the file and review (the API
 * decides); the tutor's wording of a task; and the progress and the back office's report.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PRACTICE_MESSAGES, SESSION_MESSAGES } from '@ai-women/contracts';
import { practiceTask } from '@ai-women/contracts/practice-tasks';
import * as t from '../src/db/schema';
import { referencedKeys } from '../src/uploads/service';
import { createTestContext, DEMO_LOGINS, multipart, pdfBytes, sessionCookie, type TestContext } from './helpers/context';

let ctx: TestContext;
let db: TestContext['database']['db'];
let tutor: { cookie: string; tutorId: number };
let otherTutor: { cookie: string; tutorId: number };
let batchId: number;
let sessionIds: number[];
let asha: { cookie: string; userId: number };
let bina: { cookie: string; userId: number };
let outsider: { cookie: string; userId: number };

/** Session n of the batch is on 2031-05-n, 19:00–20:30 India time. */
const day = (n: number) => `2031-05-${String(n).padStart(2, '0')}`;
const at = (isoDay: string) => {
  ctx.app.deps.clock.offsetMs = new Date(`${isoDay}T12:00:00+05:30`).getTime() - Date.now();
};
const sessionId = (no: number) => sessionIds[no - 1]!;

/** The smallest real PNG: signature and an IHDR chunk are what the sniffer reads. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.from('0000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082', 'hex'),
]);

const read = (cookie: string | undefined, no: number) =>
  ctx.inject({ method: 'GET', url: `/api/student/sessions/${sessionId(no)}/practice`, cookie });
const send = (
  cookie: string | undefined,
  no: number,
  text: string | undefined,
  file?: { filename: string; content: Buffer },
) => {
  const form = multipart(text === undefined ? {} : { text }, file ? [{ field: 'file', ...file }] : []);
  return ctx.inject({
    method: 'POST',
    url: `/api/student/sessions/${sessionId(no)}/practice`,
    payload: form.payload,
    headers: form.headers,
    cookie,
  });
};
const review = (cookie: string | undefined, submissionId: number, outcome: string, comment: string) =>
  ctx.inject({
    method: 'POST',
    url: `/api/tutor/practice/${submissionId}/review`,
    payload: { outcome, comment },
    cookie,
  });
const queue = (cookie: string | undefined, query = '') =>
  ctx.inject({ method: 'GET', url: `/api/tutor/batches/${batchId}/practice${query}`, cookie });
const submissionRows = () => db.select().from(t.practiceSubmissions).where(eq(t.practiceSubmissions.batchId, batchId));
const storedFiles = () => {
  const dir = path.join(ctx.dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

async function paidStudentIn(batch: number, fullname: string) {
  const s = await ctx.registerStudent({ fullname });
  await db.update(t.students).set({ paymentStatus: 'completed' }).where(eq(t.students.id, s.userId));
  await db.insert(t.enrolments).values({ studentId: s.userId, batchId: batch });
  return s;
}

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.database.db;
  tutor = await ctx.loginTutor();
  otherTutor = await ctx.registerTutor({});
  const [course] = await db
    .select({ id: t.courses.id })
    .from(t.courses)
    .where(eq(t.courses.curriculum, 'everyday'))
    .limit(1);
  const [batch] = await db
    .insert(t.batches)
    .values({
      name: 'Practice Batch',
      courseId: course!.id,
      status: 'Active',
      timing: 'Mon-Sat 19:00-20:30',
      tutorId: tutor.tutorId,
      startDate: day(1),
    })
    .returning({ id: t.batches.id });
  batchId = batch!.id;
  const rows = await db
    .insert(t.classSessions)
    .values(
      Array.from({ length: 25 }, (_, i) => ({
        batchId,
        sessionNo: i + 1,
        moduleNo: Math.floor(i / 5) + 1,
        date: day(i + 1),
        topic: `Practice topic ${i + 1}`,
      })),
    )
    .returning({ id: t.classSessions.id, sessionNo: t.classSessions.sessionNo });
  sessionIds = rows.sort((x, y) => x.sessionNo - y.sessionNo).map((r) => r.id);
  asha = await paidStudentIn(batchId, 'Asha Practises');
  bina = await paidStudentIn(batchId, 'Bina Practises');
  const [otherBatch] = await db
    .insert(t.batches)
    .values({ name: 'Other Practice Batch', courseId: course!.id, status: 'Active', timing: 'Mon-Sat 19:00-20:30' })
    .returning({ id: t.batches.id });
  outsider = await paidStudentIn(otherBatch!.id, 'Other Batch Student');
  at(day(6));
}, 120_000);
afterAll(() => ctx.close());

describe('her task', () => {
  it('is the course’s task for the session, in both languages, once the session has been held', async () => {
    const res = await read(asha.cookie, 3);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json().data;
    const course = practiceTask('everyday', 3)!;
    expect(data.task).toEqual({ session_no: 3, title: course.title, task: course.task, edited: false });
    expect(data).toMatchObject({ session_no: 3, status: null, can_submit: true, answer_max: 2000, submissions: [] });
    expect(data.task.task.hi).toMatch(/[\u0900-\u097f]/);
    // Session 6 is tonight's class: nothing to practise yet.
    const early = await read(asha.cookie, 6);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PRACTICE_MESSAGES.notHeld);
  });

  it('in the batch’s own wording once its tutor edits it, and the course’s again after Restore', async () => {
    const wording = {
      title_en: 'Your own meal plan',
      title_hi: 'आपकी अपनी खाने की योजना',
      task_en: 'Plan three dinners for ₹600 with ChatGPT and say what you changed.',
      task_hi: 'ChatGPT से ₹600 में तीन रात के खाने की योजना बनवाएँ और बताएँ कि आपने क्या बदला।',
    };
    const url = `/api/tutor/batches/${batchId}/practice-tasks/1`;
    const missingHindi = await ctx.inject({ method: 'PUT', url, cookie: tutor.cookie, payload: { ...wording, task_hi: ' ' } });
    expect(missingHindi.statusCode).toBe(400);
    expect(missingHindi.json().errors).toEqual({ task_hi: PRACTICE_MESSAGES.taskRequired });
    expect((await ctx.inject({ method: 'PUT', url, cookie: otherTutor.cookie, payload: wording })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'PUT', url, cookie: asha.cookie, payload: wording })).statusCode).toBe(403);
    const saved = await ctx.inject({ method: 'PUT', url, cookie: tutor.cookie, payload: wording });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(PRACTICE_MESSAGES.taskSaved);
    const mine = (await read(asha.cookie, 1)).json().data.task;
    expect(mine).toEqual({
      session_no: 1,
      title: { en: wording.title_en, hi: wording.title_hi },
      task: { en: wording.task_en, hi: wording.task_hi },
      edited: true,
    });
    const list = await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${batchId}/practice-tasks`, cookie: tutor.cookie });
    expect(list.json().data.tasks).toHaveLength(25);
    expect(list.json().data.tasks[0].edited).toBe(true);
    expect(list.json().data.tasks[1].edited).toBe(false);
    const restored = await ctx.inject({ method: 'DELETE', url, cookie: tutor.cookie });
    expect(restored.json()).toMatchObject({ message: PRACTICE_MESSAGES.taskRestored, data: { edited: false } });
    expect((await read(asha.cookie, 1)).json().data.task.title).toEqual(practiceTask('everyday', 1)!.title);
  });
});

describe('who may practise and review (the API decides)', () => {
  it('signed out is 401; a tutor, another batch’s student and an unpaid one are 403 on reading and sending', async () => {
    expect((await read(undefined, 2)).statusCode).toBe(401);
    expect((await send(undefined, 2, 'hello')).statusCode).toBe(401);
    expect((await read(tutor.cookie, 2)).statusCode).toBe(403);
    const other = await read(outsider.cookie, 2);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(SESSION_MESSAGES.notYourSession);
    expect((await send(outsider.cookie, 2, 'My answer')).statusCode).toBe(403);
    const unpaid = await ctx.registerStudent({ fullname: 'Unpaid Practiser' });
    await db.insert(t.enrolments).values({ studentId: unpaid.userId, batchId });
    expect((await read(unpaid.cookie, 2)).json().message).toBe(SESSION_MESSAGES.unpaid);
    expect((await send(unpaid.cookie, 2, 'My answer')).statusCode).toBe(403);
    expect((await queue(undefined)).statusCode).toBe(401);
    expect((await queue(asha.cookie)).statusCode).toBe(403);
    expect((await queue(otherTutor.cookie)).statusCode).toBe(403);
    expect(await submissionRows()).toHaveLength(0);
  });
});

describe('an answer that cannot be sent stores nothing', () => {
  it.each([
    ['empty', '   \n ', undefined, 400, PRACTICE_MESSAGES.answerRequired],
    ['over 2,000 characters', 'क'.repeat(2001), undefined, 400, PRACTICE_MESSAGES.answerTooLong],
    ['a file that is not a photo or a PDF', 'My answer', { filename: 'notes.txt', content: Buffer.from('plain text') }, 400, PRACTICE_MESSAGES.fileType],
    ['a PDF named as a photo', 'My answer', { filename: 'plan.png', content: pdfBytes() }, 400, '“plan.png” is a PDF but its name says otherwise. Attach it with its real extension (.pdf).'],
    ['a file over 10 MB', 'My answer', { filename: 'big.pdf', content: pdfBytes(10 * 1024 * 1024 + 1) }, 413, PRACTICE_MESSAGES.fileTooLarge],
  ])('%s is refused with a clear message', async (_name, text, file, status, message) => {
    const before = storedFiles();
    const res = await send(asha.cookie, 2, text, file);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await submissionRows()).toHaveLength(0);
    expect(storedFiles()).toBe(before);
  });

  it('2,000 characters in any script is within the limit', async () => {
    const res = await send(bina.cookie, 5, 'क'.repeat(2000));
    expect(res.statusCode).toBe(201);
    await db.delete(t.practiceSubmissions).where(eq(t.practiceSubmissions.id, res.json().data.id));
  });
});

describe('answer, Try again, answer again, Done', () => {
  let first: number;
  let second: number;

  it('she sends an answer with a photo; it waits for review, and a second send is refused meanwhile', async () => {
    const res = await send(asha.cookie, 2, '  I asked Gemini to summarise the school thread.\r\nThen I replied.  ', {
      filename: 'reply.png',
      content: PNG,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(PRACTICE_MESSAGES.sent);
    expect(body.data).toMatchObject({
      version: 1,
      text: 'I asked Gemini to summarise the school thread.\nThen I replied.',
      status: 'submitted',
      review: null,
      attachment: { name: 'reply.png', kind: 'png', size: PNG.length },
    });
    first = body.data.id;
    const again = await send(asha.cookie, 2, 'Another answer');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PRACTICE_MESSAGES.waiting);
    const page = (await read(asha.cookie, 2)).json().data;
    expect(page).toMatchObject({ status: 'submitted', can_submit: false });
    expect(page.submissions).toHaveLength(1);
  });

  it('the photo opens for her, her tutor and staff, and for nobody else', async () => {
    const url = `/api/practice/${first}/attachment`;
    const mine = await ctx.inject({ method: 'GET', url, cookie: asha.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    // Shown as an <img> by the apps on the other ports of the host.
    expect(mine.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    expect((await ctx.inject({ method: 'GET', url, cookie: tutor.cookie })).statusCode).toBe(200);
    const support = sessionCookie(
      await ctx.inject({ method: 'POST', url: '/api/staff/login', payload: { email: DEMO_LOGINS.support.email, password: DEMO_LOGINS.support.password } }),
    );
    expect((await ctx.inject({ method: 'GET', url, cookie: support })).statusCode).toBe(200);
    expect((await ctx.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.inject({ method: 'GET', url, cookie: bina.cookie })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'GET', url, cookie: outsider.cookie })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'GET', url, cookie: otherTutor.cookie })).statusCode).toBe(403);
    // The storage sweep must never take her file for an orphan.
    const [row] = await db.select().from(t.practiceSubmissions).where(eq(t.practiceSubmissions.id, first));
    expect((await referencedKeys(db)).has(row!.attachmentKey!)).toBe(true);
  });

  it('her tutor sees it in the queue, newest first and by session; another tutor cannot review it', async () => {
    await send(bina.cookie, 3, 'Bina’s answer for session 3');
    const all = (await queue(tutor.cookie)).json().data;
    expect(all.waiting).toBe(2);
    expect(all.items.map((i: { student_name: string; session_no: number }) => [i.student_name, i.session_no])).toEqual([
      ['Bina Practises', 3],
      ['Asha Practises', 2],
    ]);
    expect(all.sessions.map((s: { session_no: number }) => s.session_no)).toEqual([1, 2, 3, 4, 5]);
    const two = (await queue(tutor.cookie, '?session_no=2')).json().data.items;
    expect(two).toHaveLength(1);
    expect(two[0]).toMatchObject({ id: first, latest: true, attachment: { kind: 'png' } });
    const refused = await review(otherTutor.cookie, first, 'done', 'Well done');
    expect(refused.statusCode).toBe(403);
    expect((await review(asha.cookie, first, 'done', 'Well done')).statusCode).toBe(403);
    const noComment = await review(tutor.cookie, first, 'try_again', '  ');
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().errors).toEqual({ comment: PRACTICE_MESSAGES.commentRequired });
    expect((await review(tutor.cookie, first, 'maybe', 'Hmm')).json().message).toBe(PRACTICE_MESSAGES.outcome);
  });

  it('Try again tells her, in her language; she sends a second answer', async () => {
    await db.update(t.students).set({ language: 'hi' }).where(eq(t.students.id, asha.userId));
    const res = await review(tutor.cookie, first, 'try_again', 'Please add the reply you sent.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: PRACTICE_MESSAGES.reviewed, data: { status: 'try_again' } });
    // Reviewed once only: a second click (or another tab) is told so.
    const twice = await review(tutor.cookie, first, 'done', 'Fine');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(PRACTICE_MESSAGES.alreadyReviewed);
    const notices = await db
      .select()
      .from(t.studentNotifications)
      .where(eq(t.studentNotifications.studentId, asha.userId));
    expect(notices.map((n) => n.title)).toContain('सेशन 2 की प्रैक्टिस: एक बार और कोशिश करें');
    expect(notices.find((n) => n.title.startsWith('सेशन 2'))!.message).toContain('“Please add the reply you sent.”');
    const page = (await read(asha.cookie, 2)).json().data;
    expect(page).toMatchObject({ status: 'try_again', can_submit: true });
    expect(page.submissions[0].review).toMatchObject({ outcome: 'try_again', comment: 'Please add the reply you sent.' });
    // Her tutor's queue (cached on the embedded database) follows both: the review, then her resend.
    const sessionTwo = async () => (await queue(tutor.cookie, '?session_no=2')).json().data.items[0];
    expect(await sessionTwo()).toMatchObject({ version: 1, status: 'try_again' });
    const resend = await send(asha.cookie, 2, 'Here is the reply I sent to the class teacher.');
    expect(resend.statusCode).toBe(201);
    expect(resend.json().data).toMatchObject({ version: 2, status: 'submitted', attachment: null });
    second = resend.json().data.id;
    expect(await sessionTwo()).toMatchObject({ id: second, version: 2, status: 'submitted', latest: true });
  });

  it('the older answer can no longer be reviewed; Done on the newest ends it', async () => {
    const items = (await queue(tutor.cookie, '?session_no=2')).json().data.items;
    expect(items.map((i: { version: number; latest: boolean }) => [i.version, i.latest])).toEqual([
      [2, true],
      [1, false],
    ]);
    const done = await review(tutor.cookie, second, 'done', 'Lovely, clear reply.');
    expect(done.statusCode).toBe(200);
    const after = await send(asha.cookie, 2, 'One more');
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(PRACTICE_MESSAGES.alreadyDone);
    const history = (await read(asha.cookie, 2)).json().data;
    expect(history).toMatchObject({ status: 'done', can_submit: false });
    expect(history.submissions.map((s: { version: number; status: string }) => [s.version, s.status])).toEqual([
      [2, 'done'],
      [1, 'try_again'],
    ]);
    expect(history.submissions[0].review.tutor_name).toBeTruthy();
    const waiting = (await queue(tutor.cookie, '?status=submitted')).json().data.items;
    expect(waiting.map((i: { student_name: string }) => i.student_name)).toEqual(['Bina Practises']);
  });

  it('her progress and her tutor’s table count practice done of the set (one per held session)', async () => {
    const mine = (await ctx.inject({ method: 'GET', url: '/api/student/my-sessions', cookie: asha.cookie })).json().data;
    expect(mine.progress).toMatchObject({ practice_done: 1, practice_set: 5 });
    expect(mine.sessions.find((s: { session_no: number }) => s.session_no === 2).practice).toBe('done');
    expect(mine.sessions.find((s: { session_no: number }) => s.session_no === 3).practice).toBeNull();
    const table = (
      await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${batchId}/progress`, cookie: tutor.cookie })
    ).json().data.students;
    expect(table.find((s: { name: string }) => s.name === 'Asha Practises').practice_done).toBe(1);
    expect(table.find((s: { name: string }) => s.name === 'Bina Practises').practice_done).toBe(0);
  });

  it('the back office’s report says practice done and sent, and what waits', async () => {
    const admin = sessionCookie(await ctx.inject({ method: 'POST', url: '/api/staff/login', payload: { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password } }));
    const report = (
      await ctx.inject({ method: 'GET', url: `/api/staff/batches/${batchId}/learning`, cookie: admin })
    ).json().data;
    expect(report).toMatchObject({ practice_done: 1, practice_waiting: 1 });
    const rows = report.rows as { student_name: string; practice_done: number; practice_sent: number }[];
    expect(rows.find((r) => r.student_name === 'Asha Practises')).toMatchObject({ practice_done: 1, practice_sent: 1 });
    expect(rows.find((r) => r.student_name === 'Bina Practises')).toMatchObject({ practice_done: 0, practice_sent: 1 });
    const csv = await ctx.inject({ method: 'GET', url: `/api/staff/batches/${batchId}/learning.csv`, cookie: admin });
    expect(csv.body.split('\r\n')[0]).toContain('Practice done,Practice sent');
  });
});

describe('two sends at once', () => {
  it('store one answer', async () => {
    const [x, y] = await Promise.all([send(bina.cookie, 4, 'Same answer'), send(bina.cookie, 4, 'Same answer')]);
    const codes = [x.statusCode, y.statusCode].sort();
    // One is stored; the other either returns that same answer or is told it waits for review.
    expect(codes[0]).toBe(201);
    const rows = (await submissionRows()).filter((r) => r.studentId === bina.userId && r.sessionId === sessionId(4));
    expect(rows).toHaveLength(1);
  });
});

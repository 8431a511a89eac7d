/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/**
 * A class session as a place: who may open it (the batch's paid students and its tutor), the
 * recording link, notes and materials, Join through the API, attendance and progress.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, and } from 'drizzle-orm';
import { SESSION_MESSAGES, CERTIFICATE_RULE } from '@ai-women/contracts';
import * as t from '../src/db/schema';
import { createTestContext, multipart, pdfBytes, DEMO_LOGINS, sessionCookie, type TestContext } from './helpers/context';

let ctx: TestContext;
let db: TestContext['database']['db'];
let tutor: { cookie: string; tutorId: number };
let otherTutor: { cookie: string; tutorId: number };
let student: { cookie: string; userId: number };
let otherStudent: { cookie: string; userId: number };
let unpaid: { cookie: string; userId: number };
let admin: string;
let batchId: number;
let otherBatchId: number;
let held: { id: number; session_no: number }[];
let upcoming: { id: number; session_no: number };

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** A minimal ZIP (stored entries) with the given part names, as Office files are. */
function zipOf(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const data = Buffer.from('<x/>');
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    centrals.push(central, n);
    offset += 30 + n.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const upload = (sessionId: number, filename: string, content: Buffer, cookie?: string) => {
  const form = multipart({}, [{ field: 'file', filename, content }]);
  return ctx.inject({
    method: 'POST',
    url: `/api/sessions/${sessionId}/materials`,
    payload: form.payload,
    headers: form.headers,
    cookie,
  });
};

const storedFiles = () => {
  const dir = path.join(ctx.dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

async function paidStudentIn(batch: number, paid = true) {
  const s = await ctx.registerStudent();
  await db
    .update(t.students)
    .set({ paymentStatus: paid ? 'completed' : 'pending' })
    .where(eq(t.students.id, s.userId));
  await db.insert(t.enrolments).values({ studentId: s.userId, batchId: batch });
  return s;
}

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.database.db;
  tutor = await ctx.loginTutor();
  otherTutor = await ctx.registerTutor();
  student = await ctx.loginStudent();
  const staffRes = await ctx.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password },
  });
  admin = sessionCookie(staffRes);
  const batches = (
    await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${tutor.tutorId}`, cookie: tutor.cookie })
  ).json().data as { batch_id: number; batch_name: string }[];
  batchId = batches.find((b) => b.batch_name === 'Aarohi Evening Batch 12')!.batch_id;
  otherBatchId = batches.find((b) => b.batch_name === 'Aarohi Morning Batch 13')!.batch_id;
  otherStudent = await paidStudentIn(otherBatchId);
  unpaid = await paidStudentIn(batchId, false);
  const list = (
    await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${batchId}/sessions`, cookie: tutor.cookie })
  ).json().data.sessions as { id: number; session_no: number; held: boolean }[];
  held = list.filter((s) => s.held);
  upcoming = list.find((s) => !s.held)!;
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe("a batch's sessions for its tutor", () => {
  it('lists all 25 sessions, held and upcoming, only to the batch tutor', async () => {
    const res = await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${batchId}/sessions`, cookie: tutor.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sessions).toHaveLength(25);
    expect(held.length).toBeGreaterThanOrEqual(1);
    expect(upcoming).toBeDefined();
    const url = `/api/tutor/batches/${batchId}/sessions`;
    expect((await ctx.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.inject({ method: 'GET', url, cookie: otherTutor.cookie })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'GET', url, cookie: student.cookie })).statusCode).toBe(403);
  });
});

describe('who may open a session', () => {
  it('answers its paid students and its tutor; 401 signed out; 403 for everyone else', async () => {
    const url = `/api/sessions/${held[0]!.id}`;
    expect((await ctx.inject({ method: 'GET', url })).statusCode).toBe(401);
    const other = await ctx.inject({ method: 'GET', url, cookie: otherStudent.cookie });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(SESSION_MESSAGES.notYourSession);
    const notPaid = await ctx.inject({ method: 'GET', url, cookie: unpaid.cookie });
    expect(notPaid.statusCode).toBe(403);
    expect(notPaid.json().message).toBe(SESSION_MESSAGES.unpaid);
    expect((await ctx.inject({ method: 'GET', url, cookie: otherTutor.cookie })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'GET', url, cookie: admin })).statusCode).toBe(403);
    const mine = await ctx.inject({ method: 'GET', url, cookie: student.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.roster).toBeUndefined();
    const hers = await ctx.inject({ method: 'GET', url, cookie: tutor.cookie });
    expect(hers.statusCode).toBe(200);
    expect(hers.json().data.roster.map((r: { student_id: number }) => r.student_id)).toEqual(
      expect.arrayContaining([student.userId, unpaid.userId]),
    );
  });

  it('a student opens her session by its number; another batch has no such page for her', async () => {
    const res = await ctx.inject({
      method: 'GET',
      url: `/api/student/my-sessions/${held[0]!.session_no}`,
      cookie: student.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(held[0]!.id);
    expect((await ctx.inject({ method: 'GET', url: '/api/student/my-sessions/1' })).statusCode).toBe(401);
    const notPaid = await ctx.inject({ method: 'GET', url: '/api/student/my-sessions/1', cookie: unpaid.cookie });
    expect(notPaid.statusCode).toBe(403);
  });
});

describe('the recording link', () => {
  const put = (id: number, recording_url: string, cookie?: string) =>
    ctx.inject({ method: 'PUT', url: `/api/sessions/${id}/recording`, payload: { recording_url }, cookie });

  it('is https only, with a clear message', async () => {
    const http = await put(held[0]!.id, 'http://drive.example.com/rec1', tutor.cookie);
    expect(http.statusCode).toBe(400);
    expect(http.json().message).toBe(SESSION_MESSAGES.recordingHttpsOnly);
    const js = await put(held[0]!.id, 'javascript:alert(1)', tutor.cookie);
    expect(js.statusCode).toBe(400);
    expect(js.json().message).toBe(SESSION_MESSAGES.recordingHttpsOnly);
    const empty = await put(held[0]!.id, '  ', tutor.cookie);
    expect(empty.json().message).toBe(SESSION_MESSAGES.recordingRequired);
  });

  it('only the batch tutor sets it, only on a held session', async () => {
    const link = 'https://drive.example.com/recordings/session-1';
    expect((await put(held[0]!.id, link)).statusCode).toBe(401);
    expect((await put(held[0]!.id, link, otherTutor.cookie)).statusCode).toBe(403);
    expect((await put(held[0]!.id, link, student.cookie)).statusCode).toBe(403);
    const early = await put(upcoming.id, link, tutor.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SESSION_MESSAGES.notHeld);
    const ok = await put(held[0]!.id, link, tutor.cookie);
    expect(ok.statusCode).toBe(200);
    // editable: a second save replaces it
    const edited = await put(held[0]!.id, `${link}-v2`, tutor.cookie);
    expect(edited.json().recording_url).toBe(`${link}-v2`);
  });

  it('opens through the API for the batch students (recorded), 403/401 for others', async () => {
    const url = `/api/sessions/${held[0]!.id}/recording`;
    expect((await ctx.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.inject({ method: 'GET', url, cookie: otherStudent.cookie })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'GET', url, cookie: unpaid.cookie })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'GET', url, cookie: otherTutor.cookie })).statusCode).toBe(403);
    const res = await ctx.inject({ method: 'GET', url, cookie: student.cookie });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://drive.example.com/recordings/session-1-v2');
    const events = await db
      .select()
      .from(t.sessionEvents)
      .where(and(eq(t.sessionEvents.sessionId, held[0]!.id), eq(t.sessionEvents.studentId, student.userId)));
    expect(events.map((e) => e.kind)).toContain('recording');
    const detail = await ctx.inject({ method: 'GET', url: `/api/sessions/${held[0]!.id}`, cookie: student.cookie });
    expect(detail.json().data.recording_open_url).toMatch(/\/api\/sessions\/\d+\/recording$/);
    expect(detail.json().data.recording_url).toBeUndefined();
  });
});

describe('notes', () => {
  const put = (notes: string, cookie?: string) =>
    ctx.inject({ method: 'PUT', url: `/api/sessions/${held[0]!.id}/notes`, payload: { notes }, cookie });

  it('are plain text up to 4,000 characters, kept as typed', async () => {
    const long = await put('a'.repeat(4001), tutor.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(SESSION_MESSAGES.notesTooLong);
    const text = 'Practice: https://example.org/prompts <b>not bold</b>';
    const ok = await put(text, tutor.cookie);
    expect(ok.statusCode).toBe(200);
    const detail = await ctx.inject({ method: 'GET', url: `/api/sessions/${held[0]!.id}`, cookie: student.cookie });
    expect(detail.json().data.notes).toBe(text);
    expect((await put('x', otherTutor.cookie)).statusCode).toBe(403);
    expect((await put('x')).statusCode).toBe(401);
  });
});

describe('materials', () => {
  it('takes a PDF from the batch tutor and serves it to the batch students only', async () => {
    const name = 'Prompt cheatsheet – प्रॉम्प्ट e\u0301.pdf';
    const res = await upload(held[0]!.id, name, pdfBytes(4096), tutor.cookie);
    expect(res.statusCode).toBe(201);
    const m = res.json().data as { id: number; name: string; kind: string; url: string };
    expect(m.kind).toBe('pdf');
    expect(m.name).toBe(name.normalize('NFC'));
    const url = `/api/sessions/${held[0]!.id}/materials/${m.id}`;
    const got = await ctx.inject({ method: 'GET', url, cookie: student.cookie });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(String(got.headers['content-disposition'])).toContain("filename*=UTF-8''");
    expect((await ctx.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.inject({ method: 'GET', url, cookie: otherStudent.cookie })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'GET', url, cookie: unpaid.cookie })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'GET', url, cookie: otherTutor.cookie })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'GET', url, cookie: tutor.cookie })).statusCode).toBe(200);
  });

  it('accepts PNG, JPEG, DOCX and PPTX by their bytes', async () => {
    const id = held[held.length > 1 ? 1 : 0]!.id;
    const docx = zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    const pptx = zipOf(['[Content_Types].xml', 'ppt/presentation.xml']);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
    for (const [n, c, kind] of [
      ['diagram.png', png, 'png'],
      ['photo.JPG', jpeg, 'jpeg'],
      ['handout.docx', docx, 'docx'],
      ['slides.pptx', pptx, 'pptx'],
    ] as const) {
      const res = await upload(id, n, c, tutor.cookie);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.kind).toBe(kind);
    }
  });

  it('refuses a renamed, mistyped or oversized file and keeps nothing', async () => {
    const before = storedFiles();
    const renamed = await upload(held[0]!.id, 'notes.pdf', png, tutor.cookie);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toMatch(/is a PNG image but its name says otherwise/);
    const text = await upload(held[0]!.id, 'notes.pdf', Buffer.from('just some text, not a pdf'), tutor.cookie);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(SESSION_MESSAGES.fileType);
    const zip = await upload(held[0]!.id, 'archive.docx', zipOf(['a.txt']), tutor.cookie);
    expect(zip.statusCode).toBe(400);
    const big = await upload(held[0]!.id, 'big.pdf', pdfBytes(20 * 1024 * 1024 + 1), tutor.cookie);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(SESSION_MESSAGES.fileTooLarge);
    const none = await ctx.inject({
      method: 'POST',
      url: `/api/sessions/${held[0]!.id}/materials`,
      ...multipart({}, []),
      cookie: tutor.cookie,
    });
    expect(none.statusCode).toBe(400);
    expect(storedFiles()).toBe(before);
  });

  it('refuses strangers, students and upcoming sessions', async () => {
    const before = storedFiles();
    expect((await upload(held[0]!.id, 'a.pdf', pdfBytes())).statusCode).toBe(401);
    expect((await upload(held[0]!.id, 'a.pdf', pdfBytes(), otherTutor.cookie)).statusCode).toBe(403);
    expect((await upload(held[0]!.id, 'a.pdf', pdfBytes(), student.cookie)).statusCode).toBe(403);
    expect((await upload(upcoming.id, 'a.pdf', pdfBytes(), tutor.cookie)).statusCode).toBe(409);
    expect(storedFiles()).toBe(before);
  });

  it('holds at most 10 files per session; removing one frees a place', async () => {
    const id = held[held.length > 2 ? 2 : 0]!.id;
    const existing = (await ctx.inject({ method: 'GET', url: `/api/sessions/${id}`, cookie: tutor.cookie })).json()
      .data.materials.length as number;
    let last = 0;
    for (let i = existing; i < 10; i += 1) {
      const res = await upload(id, `part-${i}.pdf`, pdfBytes(), tutor.cookie);
      expect(res.statusCode).toBe(201);
      last = res.json().data.id;
    }
    const before = storedFiles();
    const eleventh = await upload(id, 'eleven.pdf', pdfBytes(), tutor.cookie);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(SESSION_MESSAGES.tooManyFiles);
    expect(storedFiles()).toBe(before);
    const del = `/api/sessions/${id}/materials/${last}`;
    expect((await ctx.inject({ method: 'DELETE', url: del, cookie: otherTutor.cookie })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'DELETE', url: del, cookie: tutor.cookie })).statusCode).toBe(200);
    expect(storedFiles()).toBe(before - 1);
    expect((await upload(id, 'eleven.pdf', pdfBytes(), tutor.cookie)).statusCode).toBe(201);
  });
});

describe('attendance', () => {
  const put = (id: number, records: { student_id: number; status: string }[], cookie?: string) =>
    ctx.inject({ method: 'PUT', url: `/api/sessions/${id}/attendance`, payload: { records }, cookie });

  it('the batch tutor saves the roster in one action; the student sees her mark', async () => {
    // The latest held session: within the tutor's 7 days.
    const id = held.at(-1)!.id;
    const res = await put(
      id,
      [
        { student_id: student.userId, status: 'present' },
        { student_id: unpaid.userId, status: 'absent' },
      ],
      tutor.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().saved).toBe(2);
    const detail = await ctx.inject({ method: 'GET', url: `/api/sessions/${id}`, cookie: student.cookie });
    expect(detail.json().data.my_attendance).toBe('present');
    // editable: saved again with a change
    expect((await put(id, [{ student_id: student.userId, status: 'late' }], tutor.cookie)).statusCode).toBe(200);
    const again = await ctx.inject({ method: 'GET', url: `/api/sessions/${id}`, cookie: student.cookie });
    expect(again.json().data.my_attendance).toBe('late');
  });

  it('refuses a student outside the batch, an unknown status, duplicates (400) and upcoming sessions (409)', async () => {
    const id = held.at(-1)!.id;
    const outside = await put(id, [{ student_id: otherStudent.userId, status: 'present' }], tutor.cookie);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(SESSION_MESSAGES.attendanceNotInBatch);
    const status = await put(id, [{ student_id: student.userId, status: 'excused' }], tutor.cookie);
    expect(status.statusCode).toBe(400);
    const twice = await put(
      id,
      [
        { student_id: student.userId, status: 'present' },
        { student_id: student.userId, status: 'absent' },
      ],
      tutor.cookie,
    );
    expect(twice.statusCode).toBe(400);
    expect((await put(upcoming.id, [{ student_id: student.userId, status: 'present' }], tutor.cookie)).statusCode).toBe(409);
  });

  it('is closed to others', async () => {
    const r = [{ student_id: student.userId, status: 'present' }];
    const id = held.at(-1)!.id;
    expect((await put(id, r)).statusCode).toBe(401);
    expect((await put(id, r, otherTutor.cookie)).statusCode).toBe(403);
    expect((await put(id, r, student.cookie)).statusCode).toBe(403);
  });

  it('after 7 days only staff change it, and the change is audited', async () => {
    const id = held.at(-1)!.id;
    const [row] = await db.select().from(t.classSessions).where(eq(t.classSessions.id, id));
    const old = new Date(Date.now() - 9 * 86_400_000).toISOString().slice(0, 10);
    await db.update(t.classSessions).set({ date: old }).where(eq(t.classSessions.id, id));
    try {
      const late = await put(id, [{ student_id: student.userId, status: 'present' }], tutor.cookie);
      expect(late.statusCode).toBe(403);
      expect(late.json().message).toBe(SESSION_MESSAGES.attendanceLocked);
      const detail = await ctx.inject({ method: 'GET', url: `/api/sessions/${id}`, cookie: tutor.cookie });
      expect(detail.json().data.attendance_editable).toBe(false);
      const staffUrl = `/api/staff/sessions/${id}/attendance`;
      const payload = { records: [{ student_id: student.userId, status: 'present' }] };
      expect((await ctx.inject({ method: 'PUT', url: staffUrl, payload })).statusCode).toBe(401);
      expect((await ctx.inject({ method: 'PUT', url: staffUrl, payload, cookie: tutor.cookie })).statusCode).toBe(403);
      const bad = await ctx.inject({
        method: 'PUT',
        url: staffUrl,
        payload: { records: [{ student_id: otherStudent.userId, status: 'present' }] },
        cookie: admin,
      });
      expect(bad.statusCode).toBe(400);
      const ok = await ctx.inject({ method: 'PUT', url: staffUrl, payload, cookie: admin });
      expect(ok.statusCode).toBe(200);
      const entries = await db
        .select()
        .from(t.auditLog)
        .where(and(eq(t.auditLog.entity, 'class_session'), eq(t.auditLog.entityId, String(id))));
      expect(entries.at(-1)?.action).toBe('attendance.update');
      expect(entries.at(-1)?.after).toEqual({ [`student ${student.userId}`]: 'present' });
    } finally {
      await db.update(t.classSessions).set({ date: row!.date }).where(eq(t.classSessions.id, id));
    }
  });
});

describe('Join through the API', () => {
  it('outside the window answers when it opens (JSON or a small page), 409', async () => {
    // The next session may be today with its window open at the hour the suite runs: a week ahead it is closed.
    const [session] = await db.select().from(t.classSessions).where(eq(t.classSessions.id, upcoming.id));
    const weekAhead = new Date(Date.now() + 5.5 * 3600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
    await db.update(t.classSessions).set({ date: weekAhead }).where(eq(t.classSessions.id, upcoming.id));
    try {
      const url = `/api/sessions/${upcoming.id}/join`;
      const res = await ctx.inject({ method: 'GET', url, cookie: student.cookie });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(new RegExp(`^Join opens at ${weekAhead} \\d{2}:\\d{2} IST`));
      expect(res.json().opens_at).toEqual(expect.any(String));
      // A person (a browser tab) is sent to the session's own page on the site, which explains it
      // in her language; never an unstyled page on the API's origin.
      const page = await ctx.inject({ method: 'GET', url, cookie: student.cookie, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe(`${ctx.config.mail.siteUrl}/sessions/${session!.sessionNo}?join=early`);
    } finally {
      await db.update(t.classSessions).set({ date: session!.date }).where(eq(t.classSessions.id, upcoming.id));
    }
    const ended = await ctx.inject({ method: 'GET', url: `/api/sessions/${held[0]!.id}/join`, cookie: student.cookie });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toMatch(/ended/);
  });

  it('in the window records the click and redirects to the meeting; the roster is pre-filled from it', async () => {
    // Today's session, its window around now (in India's time, within the day).
    const ist = new Date(Date.now() + 5.5 * 3600_000);
    const today = ist.toISOString().slice(0, 10);
    const minutes = ist.getUTCHours() * 60 + ist.getUTCMinutes();
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const start = Math.max(0, minutes + 10);
    const timing = `Mon-Sat ${hhmm(Math.min(start, 23 * 60 + 50))}-${hhmm(Math.min(minutes + 120, 23 * 60 + 59))}`;
    const [batch] = await db.select().from(t.batches).where(eq(t.batches.id, batchId));
    const [session] = await db.select().from(t.classSessions).where(eq(t.classSessions.id, upcoming.id));
    await db.update(t.batches).set({ timing }).where(eq(t.batches.id, batchId));
    await db.update(t.classSessions).set({ date: today }).where(eq(t.classSessions.id, upcoming.id));
    try {
      const url = `/api/sessions/${upcoming.id}/join`;
      expect((await ctx.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await ctx.inject({ method: 'GET', url, cookie: otherStudent.cookie })).statusCode).toBe(403);
      expect((await ctx.inject({ method: 'GET', url, cookie: unpaid.cookie })).statusCode).toBe(403);
      expect((await ctx.inject({ method: 'GET', url, cookie: tutor.cookie })).statusCode).toBe(403);
      const res = await ctx.inject({ method: 'GET', url, cookie: student.cookie });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(batch!.meetingUrl);
      const clicks = await db
        .select()
        .from(t.sessionEvents)
        .where(and(eq(t.sessionEvents.sessionId, upcoming.id), eq(t.sessionEvents.kind, 'join')));
      expect(clicks.map((c) => c.studentId)).toEqual([student.userId]);
      // Once it is held, the tutor's roster suggests her as present (she joined before the start).
      await db.update(t.batches).set({ timing: 'Mon-Sat 00:00-00:01' }).where(eq(t.batches.id, batchId));
      await db
        .update(t.sessionEvents)
        .set({ createdAt: new Date(`${today}T00:00:00+05:30`) })
        .where(eq(t.sessionEvents.sessionId, upcoming.id));
      const detail = await ctx.inject({ method: 'GET', url: `/api/sessions/${upcoming.id}`, cookie: tutor.cookie });
      const roster = detail.json().data.roster as { student_id: number; suggested: string; status: string | null }[];
      expect(roster.find((r) => r.student_id === student.userId)).toMatchObject({ suggested: 'present', status: null });
      expect(roster.find((r) => r.student_id === unpaid.userId)).toMatchObject({ suggested: 'absent' });
    } finally {
      await db.update(t.batches).set({ timing: batch!.timing }).where(eq(t.batches.id, batchId));
      await db.update(t.classSessions).set({ date: session!.date }).where(eq(t.classSessions.id, upcoming.id));
    }
  });

  it('the dashboard timetable carries each session id for Join', async () => {
    const res = await ctx.inject({ method: 'GET', url: `/api/student/sessions/${student.userId}`, cookie: student.cookie });
    expect(res.json().sessions[0].session_id).toEqual(expect.any(Number));
  });
});

describe('progress', () => {
  it('counts attended of held, modules completed and what comes next for the student', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/student/my-sessions', cookie: student.cookie });
    expect(res.statusCode).toBe(200);
    const { progress, sessions } = res.json().data;
    expect(sessions).toHaveLength(25);
    expect(progress.held).toBe(held.length);
    const attendedRows = sessions.filter((s: { attendance: string | null }) => s.attendance === 'present' || s.attendance === 'late');
    // What counts: the sessions she attended, and those she caught up on (the demo's Session 4).
    expect(progress.caught_up).toBe(1);
    expect(progress.attended).toBe(attendedRows.length + progress.caught_up);
    expect(progress.modules_total).toBe(5);
    expect(progress.next.session_no).toBe(upcoming.session_no);
    expect(progress.attendance_needed).toBe(20);
    expect((await ctx.inject({ method: 'GET', url: '/api/student/my-sessions' })).statusCode).toBe(401);
    expect((await ctx.inject({ method: 'GET', url: '/api/student/my-sessions', cookie: unpaid.cookie })).statusCode).toBe(403);
  });

  it('a module counts when each of its sessions was attended or its recording opened', async () => {
    const list = (
      await ctx.inject({ method: 'GET', url: '/api/student/my-sessions', cookie: student.cookie })
    ).json().data.sessions as { id: number; module_no: number; held: boolean }[];
    const module1 = list.filter((s) => s.module_no === 1);
    // The seed's active batch started more than a week ago: its first module is held in full.
    expect(module1.every((s) => s.held)).toBe(true);
    const modules = async () =>
      (await ctx.inject({ method: 'GET', url: '/api/student/my-sessions', cookie: student.cookie })).json().data.progress
        .modules_completed as number;
    // Older than the tutor's 7 days: staff mark them.
    const mark = (id: number, status: string) =>
      ctx.inject({
        method: 'PUT',
        url: `/api/staff/sessions/${id}/attendance`,
        payload: { records: [{ student_id: student.userId, status }] },
        cookie: admin,
      });
    for (const s of module1.slice(0, -1)) expect((await mark(s.id, 'present')).statusCode).toBe(200);
    const lastOne = module1.at(-1)!;
    expect((await mark(lastOne.id, 'absent')).statusCode).toBe(200);
    // Later modules may be complete already, depending on the hour the seed ran: count relative to now.
    const withoutModule1 = await modules();
    await ctx.inject({
      method: 'PUT',
      url: `/api/sessions/${lastOne.id}/recording`,
      payload: { recording_url: 'https://drive.example.com/rec5' },
      cookie: tutor.cookie,
    });
    await ctx.inject({ method: 'GET', url: `/api/sessions/${lastOne.id}/recording`, cookie: student.cookie });
    expect(await modules()).toBe(withoutModule1 + 1);
  });

  it("each student of a batch sees her own marks and every session's material count, as the session page says", async () => {
    const classmate = await paidStudentIn(batchId);
    const mark = (id: number, studentId: number, status: string) =>
      ctx.inject({
        method: 'PUT',
        url: `/api/staff/sessions/${id}/attendance`,
        payload: { records: [{ student_id: studentId, status }] },
        cookie: admin,
      });
    const first = held[0]!;
    const second = held[1] ?? held[0]!;
    expect((await mark(first.id, student.userId, 'late')).statusCode).toBe(200);
    expect((await mark(first.id, classmate.userId, 'absent')).statusCode).toBe(200);
    expect((await mark(second.id, classmate.userId, 'present')).statusCode).toBe(200);
    expect((await upload(first.id, 'Week one.pdf', pdfBytes(2048), tutor.cookie)).statusCode).toBe(201);
    expect((await upload(first.id, 'Week one, part two.pdf', pdfBytes(2048), tutor.cookie)).statusCode).toBe(201);
    // Her classmate opening a recording (twice) must not count towards her own progress.
    for (let i = 0; i < 2; i += 1)
      await ctx.inject({ method: 'GET', url: `/api/sessions/${first.id}/recording`, cookie: classmate.cookie });

    for (const who of [student, classmate]) {
      const res = await ctx.inject({ method: 'GET', url: '/api/student/my-sessions', cookie: who.cookie });
      expect(res.statusCode).toBe(200);
      const rows = res.json().data.sessions as { id: number; session_no: number; attendance: string | null; materials: number }[];
      expect(rows.map((r) => r.session_no)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      for (const row of rows) {
        const page = (await ctx.inject({ method: 'GET', url: `/api/sessions/${row.id}`, cookie: who.cookie })).json().data;
        expect({ id: row.id, attendance: row.attendance, materials: row.materials }).toEqual({
          id: row.id,
          attendance: page.my_attendance,
          materials: page.materials.length,
        });
      }
    }
    const mine = (await ctx.inject({ method: 'GET', url: '/api/student/my-sessions', cookie: student.cookie })).json().data;
    const theirs = (await ctx.inject({ method: 'GET', url: '/api/student/my-sessions', cookie: classmate.cookie })).json()
      .data;
    expect(mine.sessions.find((s: { id: number }) => s.id === first.id).attendance).toBe('late');
    expect(theirs.sessions.find((s: { id: number }) => s.id === first.id).attendance).toBe('absent');
    expect(mine.sessions.find((s: { id: number }) => s.id === first.id).materials).toBeGreaterThanOrEqual(2);
    // The classmate has two marks, one attended; nothing else is hers.
    expect(theirs.sessions.filter((s: { attendance: string | null }) => s.attendance !== null)).toHaveLength(
      second.id === first.id ? 1 : 2,
    );
    expect(theirs.progress.attended).toBe(second.id === first.id ? 0 : 1);
  });

  it("the tutor's progress table shows each student's attendance and the certificate rule", async () => {
    const url = `/api/tutor/batches/${batchId}/progress`;
    const res = await ctx.inject({ method: 'GET', url, cookie: tutor.cookie });
    expect(res.statusCode).toBe(200);
    const row = res.json().data.students.find((s: { student_id: number }) => s.student_id === student.userId);
    expect(row.held).toBe(held.length);
    expect(typeof row.on_track).toBe('boolean');
    expect(row.certificate_earned).toBe(false); // the batch is not Completed yet
    expect(res.json().data.attendance_needed).toBe(Math.ceil(25 * CERTIFICATE_RULE.minAttendedShare));
    expect((await ctx.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.inject({ method: 'GET', url, cookie: otherTutor.cookie })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'GET', url, cookie: student.cookie })).statusCode).toBe(403);
  });
});

/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(240_000);
/** The demo course on first start: held sessions with recordings, notes, attendance and handouts. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { sessionHandoutPdf } from '../src/db/seed-sessions';
import { sniffMaterial } from '../src/sessions/sniff';
import { createTestContext, type TestContext } from './helpers/context';
import { openDatabase } from '../src/db/client';
import { seed } from '../src/db/seed';
import { LocalFileStore } from '../src/lib/storage';
import { FEEDBACK_LIMITS } from '@ai-women/contracts';
import * as t from '../src/db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

it('writes a real one-page handout PDF with the session in its title', async () => {
  const bytes = await sessionHandoutPdf({
    sessionNo: 3,
    topic: 'Reading the world with your phone camera',
    moduleTitle: 'Module 1: AI tools for everyday life',
    tool: 'Google Lens and Google Translate',
    application: 'Read a medicine label in another language.',
    batchName: 'Aarohi Evening Batch 12',
  });
  expect(sniffMaterial(bytes)).toBe('pdf');
  const doc = await PDFDocument.load(bytes);
  expect(doc.getPageCount()).toBe(1);
  expect(doc.getTitle()).toBe('Session 3: Reading the world with your phone camera');
});

it("the demo student's course is alive: recordings, notes and her attendance on held sessions", async () => {
  const student = await ctx.loginStudent();
  const res = await ctx.inject({ method: 'GET', url: '/api/student/my-sessions', cookie: student.cookie });
  const { sessions, progress } = res.json().data;
  const held = sessions.filter((s: { held: boolean }) => s.held);
  expect(held.length).toBeGreaterThanOrEqual(6);
  expect(
    held.every((s: { has_recording: boolean; has_notes: boolean }) => s.has_recording && s.has_notes),
  ).toBe(true);
  // Every held session but the latest is marked (the latest is left for the tutor); session 4 she
  // missed, and caught up on: it counts, though her mark stays Absent.
  expect(progress.attended).toBe(held.length - 1);
  expect(progress.caught_up).toBe(1);
  expect(sessions.find((s: { session_no: number }) => s.session_no === 4).attendance).toBe('absent');
  const four = sessions.find((s: { session_no: number }) => s.session_no === 4);
  const page = await ctx.inject({ method: 'GET', url: `/api/sessions/${four.id}`, cookie: student.cookie });
  expect(page.json().data.catch_up).toMatchObject({ state: 'caught_up' });
});

it('the demo batch has one student at risk: Kavita, absent at the two classes before the latest', async () => {
  const tutor = await ctx.loginTutor();
  const batches = (
    await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${tutor.tutorId}`, cookie: tutor.cookie })
  ).json().data as { batch_id: number; batch_name: string }[];
  const batch = batches.find((b) => b.batch_name === 'Aarohi Evening Batch 12')!;
  const progress = (
    await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${batch.batch_id}/progress`, cookie: tutor.cookie })
  ).json().data.students as { name: string; at_risk: boolean; caught_up: number }[];
  expect(progress.filter((s) => s.at_risk).map((s) => s.name)).toEqual(['Kavita Rao']);
  expect(progress.find((s) => s.name === 'Priya Sharma')).toMatchObject({ at_risk: false, caught_up: 1 });
});

it('with a file store, the seed stores handout PDFs for the first held sessions', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-seed-'));
  const database = await openDatabase({ migrationsDir: path.resolve(__dirname, '..', 'drizzle') });
  try {
    const files = new LocalFileStore(path.join(dir, 'uploads'));
    expect(await seed(database.db, new Date(), files)).toBe(true);
    const rows = await database.db.select().from(t.sessionMaterials);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.name).toMatch(/^Session \d+ handout – .+\.pdf$/);
      const stored = fs.readFileSync(path.join(dir, 'uploads', row.storageKey));
      expect(sniffMaterial(stored)).toBe('pdf');
      expect(stored.length).toBe(row.size);
    }
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it("the tutor's average shows on first start: the demo student rated the classes she attended", async () => {
  const tutor = await ctx.loginTutor();
  const batches = (
    await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${tutor.tutorId}`, cookie: tutor.cookie })
  ).json().data as { batch_id: number; batch_name: string }[];
  const active = batches.find((b) => b.batch_name === 'Aarohi Evening Batch 12')!;
  const list = (
    await ctx.inject({
      method: 'GET',
      url: `/api/tutor/batches/${active.batch_id}/sessions`,
      cookie: tutor.cookie,
    })
  ).json().data.sessions as {
    session_no: number;
    held: boolean;
    rating_average: number | null;
    rating_count: number;
  }[];
  const rated = list.filter((s) => s.rating_count > 0);
  expect(rated.length).toBeGreaterThanOrEqual(3);
  // Only the demo student rates in the seed: below the minimum a tutor sees the count, never an
  // average that would tell her what one student gave.
  expect(
    rated.every(
      (s) =>
        s.held &&
        s.session_no !== 4 &&
        (s.rating_count < FEEDBACK_LIMITS.minShownToTutor
          ? s.rating_average === null
          : s.rating_average! >= 1 && s.rating_average! <= 5),
    ),
  ).toBe(true);
  // The latest held session is left for her to rate.
  const latest = list.filter((s) => s.held).at(-1)!;
  expect(latest.rating_count).toBe(0);
});

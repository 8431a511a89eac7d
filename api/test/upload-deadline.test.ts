/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
/**
 * A cut-off or stalled multipart upload gets an answer, over a real socket (inject cannot stall):
 * a body that ends before its last boundary → 400; a client that stops sending → 408 within the
 * configured idle bound; nothing of it is left in the store.
 */
import fs from 'node:fs';
import type net from 'node:net';
import path from 'node:path';
import { INPUT_MESSAGES } from '../src/lib/input-guards';
import { createTestContext, multipart, pdfBytes, type TestContext } from './helpers/context';
import { rawRequest } from './helpers/raw-http';

/** Short in tests; the default is 30 s. */
const IDLE_MS = 400;

let ctx: TestContext;
let port: number;
let tutor: { cookie: string; tutorId: number };
let demo: { cookie: string; tutorId: number };
let uploadId: number;
let sessionId: number;

beforeAll(async () => {
  ctx = await createTestContext({ UPLOAD_IDLE_TIMEOUT_MS: String(IDLE_MS) });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as net.AddressInfo).port;
  tutor = await ctx.registerTutor();
  const form = multipart({ tutor_id: String(tutor.tutorId), skills: 'Python' }, [
    { field: 'resume', filename: 'cv.pdf', content: pdfBytes() },
    { field: 'experienceLetter', filename: 'letter.pdf', content: pdfBytes() },
  ]);
  const created = await ctx.inject({
    method: 'POST',
    url: '/tutor/uploads',
    payload: form.payload,
    headers: form.headers,
    cookie: tutor.cookie,
  });
  expect(created.statusCode).toBe(201);
  uploadId = created.json().data.id;
  // A held session of the demo tutor's batch, for the materials route.
  demo = await ctx.loginTutor();
  const batches = (
    await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${demo.tutorId}`, cookie: demo.cookie })
  ).json().data as { batch_id: number; batch_name: string }[];
  const batchId = batches.find((b) => b.batch_name === 'Aarohi Evening Batch 12')!.batch_id;
  const list = (
    await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${batchId}/sessions`, cookie: demo.cookie })
  ).json().data.sessions as { id: number; held: boolean }[];
  sessionId = list.find((s) => s.held)!.id;
});
afterAll(() => ctx.close());

function rawUpload(
  cookie: string,
  method: 'POST' | 'PUT',
  url: string,
  form: { payload: Buffer; headers: Record<string, string> },
  sent: number,
  after: 'end' | 'hold',
) {
  return rawRequest({
    port,
    method,
    url,
    headers: { cookie, ...form.headers },
    payload: form.payload,
    sent,
    after,
  });
}

const storedCount = () => {
  const dir = path.join(ctx.dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The partial files of an upload are removed once its handler has given up on it. */
async function storeSettlesAt(expected: number): Promise<number> {
  for (let i = 0; i < 50 && storedCount() !== expected; i += 1) await pause(100);
  return storedCount();
}

/**
 * The store's count once it has not changed for `quietMs`. A client that ends its socket mid-body
 * is answered 400 by the HTTP layer itself ("Client Error") at once, while the route's handler may
 * still be starting (its session read comes first): its partial file can appear, and be removed,
 * after that answer. Counting only once the store is quiet keeps one test's file out of the next.
 */
async function quietCount(quietMs: number): Promise<number> {
  let last = storedCount();
  let since = Date.now();
  const deadline = Date.now() + 15_000;
  while (Date.now() - since < quietMs && Date.now() < deadline) {
    await pause(50);
    const now = storedCount();
    if (now !== last) [last, since] = [now, Date.now()];
  }
  return last;
}

const routes = () => [
  {
    name: 'POST /tutor/uploads',
    cookie: tutor.cookie,
    method: 'POST' as const,
    url: '/tutor/uploads',
    form: multipart({ tutor_id: String(tutor.tutorId), skills: 'Python' }, [
      { field: 'resume', filename: 'cv.pdf', content: pdfBytes(200_000) },
      { field: 'experienceLetter', filename: 'letter.pdf', content: pdfBytes(2048) },
    ]),
  },
  {
    name: 'PUT /tutor/uploads/:id',
    cookie: tutor.cookie,
    method: 'PUT' as const,
    url: `/tutor/uploads/${uploadId}`,
    form: multipart({ tutor_id: String(tutor.tutorId), skills: 'Python' }, [
      { field: 'resume', filename: 'cv.pdf', content: pdfBytes(200_000) },
    ]),
  },
  {
    name: 'POST /api/sessions/:id/materials',
    cookie: demo.cookie,
    method: 'POST' as const,
    url: `/api/sessions/${sessionId}/materials`,
    form: multipart({}, [{ field: 'file', filename: 'notes.pdf', content: pdfBytes(200_000) }]),
  },
];

describe.each([0, 1, 2])('upload route %#', (i) => {
  it('a body cut off inside a file (the client ends early) is a prompt 400', async () => {
    const route = routes()[i]!;
    const before = await quietCount(300);
    const answer = await rawUpload(route.cookie, route.method, route.url, route.form, 100_000, 'end');
    expect({ route: route.name, status: answer.status }).toEqual({ route: route.name, status: 400 });
    expect(answer.ms).toBeLessThan(5_000);
    // Answered before the handler is done with it (see quietCount): wait for the store to be still.
    expect(await storeSettlesAt(before)).toBe(before);
    expect(await quietCount(1_500)).toBe(before);
  });

  it('a multipart body whose last boundary never comes (the HTTP body complete) is a 400', async () => {
    const route = routes()[i]!;
    const before = await quietCount(300);
    const cut = route.form.payload.subarray(0, 100_000);
    const answer = await rawUpload(
      route.cookie,
      route.method,
      route.url,
      { payload: cut, headers: route.form.headers },
      cut.length,
      'hold',
    );
    expect({ route: route.name, status: answer.status }).toEqual({ route: route.name, status: 400 });
    expect(answer.body).toContain(INPUT_MESSAGES.truncated);
    expect(await storeSettlesAt(before)).toBe(before);
  });

  it('a client that stops sending gets 408 within the idle bound, and nothing is stored', async () => {
    const route = routes()[i]!;
    const before = await quietCount(300);
    const answer = await rawUpload(route.cookie, route.method, route.url, route.form, 100_000, 'hold');
    expect({ route: route.name, status: answer.status }).toEqual({ route: route.name, status: 408 });
    expect(answer.body).toContain(INPUT_MESSAGES.stalled);
    // The rest of that body will never be read: the server closes the connection with its answer.
    expect(answer.head).toMatch(/^connection: close$/im);
    expect(answer.ms).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(answer.ms).toBeLessThan(IDLE_MS + 5_000);
    // Its partial file is removed.
    expect(await storeSettlesAt(before)).toBe(before);
  });
});

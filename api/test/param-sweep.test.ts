/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(600_000);
import type net from 'node:net';
import {
  createTestContext,
  multipart,
  pdfBytes,
  sessionCookie,
  DEMO_LOGINS,
  type TestContext,
} from './helpers/context';
import { rawRequest } from './helpers/raw-http';

/**
 * Every query and path parameter and every JSON body field of every route in the API's own OpenAPI
 * document, sent hostile values (line breaks and tabs in links, lone surrogates in text, ids beyond
 * PostgreSQL's integer), and a cut-off or stalled multipart body sent to every write route: none may
 * answer 5xx, and every request must be answered within its timeout. New routes, parameters and
 * fields are swept automatically, because the list comes from the running app.
 */
const HOSTILE: readonly (string | string[])[] = [
  '2026-13-01',
  '0000-00-00',
  '9999-99-99',
  '2026-02-30',
  '99999999999999999999999',
  '1e308',
  '-1',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  '1.5',
  ['1', '2'],
  'constructor',
  '__proto__',
  'toString',
  'x'.repeat(5000),
  'प्रिया शर्मा 🙂',
  '\u202Eevil',
  "' OR 1=1 --",
  '%',
  '',
  ' ',
  // ids beyond PostgreSQL's integer, and a leading zero
  '2147483648',
  '1e20',
  '01',
  // line breaks and a tab (sent percent-encoded, arriving decoded)
  'https://a.example/x\r\ny',
  'a\tb',
];

/** Sent as they are, not encoded again: bytes that decode to no valid UTF-16 (a surrogate's CESU-8 form, half an emoji). */
const RAW_HOSTILE: readonly string[] = ['%ED%A0%80', '%ED%B0%80', 'a%ED%A0%80b', '%F0%9F'];

/** Each request gets this long to answer; one that does not is a hang. */
const ANSWER_WITHIN_MS = 10_000;
/** The upload idle bound for this app (the default is 30 s). */
const UPLOAD_IDLE_MS = 300;

type Answer = { statusCode: number; body: string } | 'hang';
async function answered(p: Promise<{ statusCode: number; body: string }>): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([p, hang]);
  } finally {
    clearTimeout(timer);
  }
}

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
}
interface Schema {
  type?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

let ctx: TestContext;
const cookies: Record<'student' | 'tutor' | 'admin', string> = { student: '', tutor: '', admin: '' };
const ids = { student: 0, tutor: 0 };
beforeAll(async () => {
  // The write limit per address would otherwise stop the sweep long before it ends.
  ctx = await createTestContext({ RATE_LIMIT_DISABLED: '1', UPLOAD_IDLE_TIMEOUT_MS: String(UPLOAD_IDLE_MS) });
  const student = await ctx.loginStudent();
  const tutor = await ctx.loginTutor();
  cookies.student = student.cookie;
  cookies.tutor = tutor.cookie;
  ids.student = student.userId;
  ids.tutor = tutor.tutorId;
  const staff = await ctx.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password },
  });
  cookies.admin = sessionCookie(staff);
  // A held session of the tutor's batch her student is in: the routes under /api/sessions/{id} then
  // reach their handlers (recording, notes, materials) instead of stopping at "not yours".
  const batches = (
    await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${ids.tutor}`, cookie: cookies.tutor })
  ).json().data as { batch_id: number; batch_name: string }[];
  const batch = batches.find((b) => b.batch_name === 'Aarohi Evening Batch 12')!.batch_id;
  const sessions = (
    await ctx.inject({ method: 'GET', url: `/api/tutor/batches/${batch}/sessions`, cookie: cookies.tutor })
  ).json().data.sessions as { id: number; held: boolean }[];
  heldSession = sessions.find((x) => x.held)!.id;
});
let heldSession = 0;
afterAll(() => ctx.close());

/** Who the route serves: staff pages as an admin, tutor pages as the tutor, the rest as the student. */
function roleFor(path: string): keyof typeof cookies {
  if (path.startsWith('/api/staff')) return 'admin';
  if (/tutor/i.test(path)) return 'tutor';
  return 'student';
}

/** A plausible value for a path parameter that is not the one under attack (her own id). */
function ownValue(param: string, path = ''): string {
  if (/^user_?id$/i.test(param)) return String(ids.student);
  if (/^tutor_?id$/i.test(param)) return String(ids.tutor);
  if (param === 'id' && path.startsWith('/api/sessions/')) return String(heldSession);
  return '1';
}

/** The path with every parameter at its own plausible value. */
function ownPath(path: string, params: Parameter[]): string {
  let url = path;
  for (const p of params.filter((x) => x.in === 'path'))
    url = url.replace(`{${p.name}}`, encodeURIComponent(ownValue(p.name, path)));
  return url;
}

function urlFor(
  path: string,
  params: Parameter[],
  target: Parameter,
  value: string | string[],
  raw = false,
): string {
  let url = path;
  for (const p of params.filter((x) => x.in === 'path')) {
    const v = p === target ? (Array.isArray(value) ? value.join(',') : value) : ownValue(p.name, path);
    url = url.replace(`{${p.name}}`, p === target && raw ? v : encodeURIComponent(v));
  }
  if (target.in === 'query') {
    if (raw) return `${url}?${encodeURIComponent(target.name)}=${value as string}`;
    const search = new URLSearchParams();
    for (const v of [value].flat()) search.append(target.name, v);
    url += `?${search.toString()}`;
  }
  return url;
}

/** What a route's parameters are. */
const paramsOf = (operation: Operation) =>
  (operation.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
const isWrite = (method: string) => !['get', 'head', 'options'].includes(method);
const operations = () =>
  Object.entries((ctx.app.swagger() as Document).paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, operation]) => ({ path, method, operation })),
  );

// ------------------------------------------------------------------ JSON bodies
const variants = (s: Schema): Schema[] => s.anyOf ?? s.oneOf ?? [s];
/** A plausible value for a field, so that only the field under attack is hostile. */
function sample(s: Schema): unknown {
  const v = variants(s).find((x) => x.type !== 'null') ?? s;
  if (v.enum) return v.enum[0];
  switch (v.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return v.items ? [sample(v.items)] : [];
    case 'object':
      return Object.fromEntries(Object.entries(v.properties ?? {}).map(([k, p]) => [k, sample(p)]));
    default:
      return v.format === 'email' ? 'sweep@example.com' : 'x';
  }
}
const SURROGATES = ['\ud800', 'a\udc00b', '🙂'.slice(0, 1), `${'🙂'.slice(1)}x`];
// The last one accepted stays stored: it keeps its break inside (trimming cannot clean it).
const LINK_BREAKS = [
  '\thttps://a.example/\r',
  'https://a.example/x\ty',
  'https://a.example/x\ny',
  'https://a.example/x\r\ny',
];
const OUT_OF_RANGE_IDS: unknown[] = [2147483648, -1, 1e20, '2147483648', '1e20', 99999999999];
const ID_FIELD = /^(?:id|[A-Za-z]+Id|[a-z]+_id)$/;

/** Hostile values for one field by its name: surrogates for every field, breaks for links, big ids for ids. */
function hostileFor(name: string): unknown[] {
  return [
    ...SURROGATES,
    ...(/url|link/i.test(name) ? LINK_BREAKS : []),
    ...(ID_FIELD.test(name) ? OUT_OF_RANGE_IDS : []),
  ];
}

/** Every body with exactly one hostile field (nested in arrays of objects too), and one with a hostile key. */
function hostileBodies(schema: Schema): { field: string; body: unknown }[] {
  const base = sample(schema) as Record<string, unknown>;
  const out: { field: string; body: unknown }[] = [{ field: '(key)', body: { ...base, '\ud800': 'x' } }];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    for (const value of hostileFor(name)) out.push({ field: name, body: { ...base, [name]: value } });
    const items = variants(prop).find((x) => x.type === 'array')?.items;
    for (const [inner] of Object.entries(items?.properties ?? {})) {
      const item = sample(items!) as Record<string, unknown>;
      for (const value of hostileFor(inner))
        out.push({ field: `${name}[].${inner}`, body: { ...base, [name]: [{ ...item, [inner]: value }] } });
    }
  }
  return out;
}

/** What every role (not only the one a route serves) sends: an id no column holds must stop before any hook reads it. */
const EVERY_ROLE_HOSTILE: readonly string[] = ['2147483648', '1e20', '01', '-1', 'https://a.example/x\r\ny'];

it('no query or path parameter of any route answers 5xx to hostile values', async () => {
  const failures: string[] = [];
  let requests = 0;
  let routes = 0;
  const send = async (method: string, url: string, cookie: string) => {
    const res = await answered(
      ctx.inject({
        method: method.toUpperCase() as 'GET',
        url,
        cookie,
        ...(isWrite(method) ? { payload: {} } : {}),
      }),
    );
    requests += 1;
    if (res === 'hang') failures.push(`${method.toUpperCase()} ${url.slice(0, 120)} → no answer`);
    else if (res.statusCode >= 500)
      failures.push(
        `${method.toUpperCase()} ${url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
      );
  };
  for (const { path, method, operation } of operations()) {
    const params = paramsOf(operation);
    if (params.length === 0) continue;
    routes += 1;
    const own = roleFor(path);
    for (const role of ['student', 'tutor', 'admin'] as const) {
      const cookie = cookies[role];
      for (const target of params) {
        for (const value of role === own ? HOSTILE : EVERY_ROLE_HOSTILE) {
          // An empty path segment is another route, not a value of this one.
          if (target.in === 'path' && (value === '' || value === ' ')) continue;
          await send(method, urlFor(path, params, target, value), cookie);
        }
        for (const value of RAW_HOSTILE)
          await send(method, urlFor(path, params, target, value, true), cookie);
      }
    }
  }
  console.log(`parameter sweep: ${requests} requests to ${routes} routes, ${failures.length} answered 5xx`);
  expect(routes).toBeGreaterThan(20);
  expect(failures).toEqual([]);
});

it('no JSON body field of any route answers 5xx to lone surrogates, broken links or out-of-range ids', async () => {
  const failures: string[] = [];
  let requests = 0;
  let routes = 0;
  const readBack = async (after: string) => {
    for (const { path, method, operation } of operations()) {
      if (method !== 'get') continue;
      const url = ownPath(path, paramsOf(operation));
      for (const role of ['student', 'tutor', 'admin'] as const) {
        const res = await answered(ctx.inject({ method: 'GET', url, cookie: cookies[role] }));
        requests += 1;
        if (res === 'hang') failures.push(`GET ${url} as ${role} (after ${after}) → no answer`);
        else if (res.statusCode >= 500)
          failures.push(
            `GET ${url} as ${role} (after ${after}) → ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
    }
  };
  for (const { path, method, operation } of operations()) {
    const schema = operation.requestBody?.content?.['application/json']?.schema;
    if (!schema?.properties) continue;
    routes += 1;
    const url = ownPath(path, paramsOf(operation));
    // Each role, so that the field reaches the route that serves her (a student's 403 proves nothing).
    for (const role of ['student', 'tutor', 'admin'] as const) {
      for (const { field, body } of hostileBodies(schema)) {
        const res = await answered(
          ctx.inject({
            method: method.toUpperCase() as 'POST',
            url,
            payload: body as object,
            cookie: cookies[role],
          }),
        );
        requests += 1;
        const what = `${method.toUpperCase()} ${url} as ${role}, ${field} = ${JSON.stringify((body as Record<string, unknown>)[field] ?? '').slice(0, 40)}`;
        if (res === 'hang') failures.push(`${what} → no answer`);
        else if (res.statusCode >= 500)
          failures.push(`${what} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        // A link with a break that was accepted: everything that reads it back must still answer.
        else if (res.statusCode < 300 && /url|link/i.test(field)) await readBack(what);
      }
    }
  }
  // Whatever else was accepted is read back too.
  await readBack('the sweep');
  console.log(
    `body sweep: ${requests} requests to ${routes} routes with JSON bodies, ${failures.length} answered 5xx or not at all`,
  );
  expect(routes).toBeGreaterThan(30);
  expect(failures).toEqual([]);
});

it('a cut-off or stalled multipart body to any write route is answered, never with 5xx', async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (ctx.app.server.address() as net.AddressInfo).port;
  const failures: string[] = [];
  const stalledAnswered = new Set<string>();
  let requests = 0;
  const form = multipart({ tutor_id: String(ids.tutor), skills: 'Python' }, [
    { field: 'resume', filename: 'cv.pdf', content: pdfBytes(100_000) },
    { field: 'file', filename: 'notes.pdf', content: pdfBytes(100_000) },
  ]);
  const cutAt = 60_000;
  for (const { path, method, operation } of operations()) {
    // Signing out would end the sessions the rest of the sweep sends; it reads no body anyway.
    if (!isWrite(method) || /logout/.test(path)) continue;
    const url = ownPath(path, paramsOf(operation));
    const route = `${method.toUpperCase()} ${path}`;
    for (const role of ['student', 'tutor', 'admin'] as const) {
      // The HTTP body complete, the multipart inside it cut off before its last boundary.
      const cut = await answered(
        ctx.inject({
          method: method.toUpperCase() as 'POST',
          url,
          payload: form.payload.subarray(0, cutAt),
          headers: form.headers,
          cookie: cookies[role],
        }),
      );
      // The client stops sending half-way and waits.
      const stalled = await rawRequest({
        port,
        method: method.toUpperCase(),
        url,
        headers: { cookie: cookies[role], ...form.headers },
        payload: form.payload,
        sent: cutAt,
        after: 'hold',
        waitMs: ANSWER_WITHIN_MS,
      });
      requests += 2;
      if (cut === 'hang') failures.push(`${route} as ${role}, cut off → no answer`);
      else if (cut.statusCode >= 500)
        failures.push(`${route} as ${role}, cut off → ${cut.statusCode} ${cut.body.slice(0, 200)}`);
      if (stalled.status === null)
        failures.push(`${route} as ${role}, stalled → no answer in ${ANSWER_WITHIN_MS} ms`);
      else if (stalled.status >= 500)
        failures.push(`${route} as ${role}, stalled → ${stalled.status} ${stalled.body.slice(0, 200)}`);
      if (stalled.status === 408) stalledAnswered.add(route);
    }
  }
  console.log(
    `multipart sweep: ${requests} requests, ${stalledAnswered.size} upload routes timed out a stalled body, ${failures.length} failures`,
  );
  expect(failures).toEqual([]);
  // The sweep did reach the routes that read uploads (they are the ones that wait for the body).
  expect([...stalledAnswered].sort()).toEqual(
    expect.arrayContaining([
      'POST /api/sessions/{id}/materials',
      'POST /tutor/uploads',
      'PUT /tutor/uploads/{id}',
    ]),
  );
});

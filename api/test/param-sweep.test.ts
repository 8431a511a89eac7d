/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
import { createTestContext, sessionCookie, DEMO_LOGINS, type TestContext } from './helpers/context';

/**
 * Every query and path parameter of every route in the API's own OpenAPI document, sent hostile
 * values while signed in as the role the route serves: none may answer 5xx. New routes and new
 * parameters are swept automatically, because the list comes from the running app.
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
];

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
}
interface Operation {
  parameters?: Parameter[];
}

let ctx: TestContext;
const cookies: Record<'student' | 'tutor' | 'admin', string> = { student: '', tutor: '', admin: '' };
const ids = { student: 0, tutor: 0 };
beforeAll(async () => {
  // The write limit per address would otherwise stop the sweep long before it ends.
  ctx = await createTestContext({ RATE_LIMIT_DISABLED: '1' });
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
});
afterAll(() => ctx.close());

/** Who the route serves: staff pages as an admin, tutor pages as the tutor, the rest as the student. */
function roleFor(path: string): keyof typeof cookies {
  if (path.startsWith('/api/staff')) return 'admin';
  if (/tutor/i.test(path)) return 'tutor';
  return 'student';
}

/** A plausible value for a path parameter that is not the one under attack (her own id). */
function ownValue(param: string): string {
  if (/^user_?id$/i.test(param)) return String(ids.student);
  if (/^tutor_?id$/i.test(param)) return String(ids.tutor);
  return '1';
}

function urlFor(path: string, params: Parameter[], target: Parameter, value: string | string[]): string {
  let url = path;
  for (const p of params.filter((x) => x.in === 'path')) {
    const v = p === target ? (Array.isArray(value) ? value.join(',') : value) : ownValue(p.name);
    url = url.replace(`{${p.name}}`, encodeURIComponent(v));
  }
  if (target.in === 'query') {
    const search = new URLSearchParams();
    for (const v of [value].flat()) search.append(target.name, v);
    url += `?${search.toString()}`;
  }
  return url;
}

it('no query or path parameter of any route answers 5xx to hostile values', async () => {
  const document = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const failures: string[] = [];
  let requests = 0;
  let routes = 0;
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const params = (operation.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
      if (params.length === 0) continue;
      routes += 1;
      const cookie = cookies[roleFor(path)];
      for (const target of params) {
        for (const value of HOSTILE) {
          // An empty path segment is another route, not a value of this one.
          if (target.in === 'path' && (value === '' || value === ' ')) continue;
          const url = urlFor(path, params, target, value);
          const write = method !== 'get' && method !== 'head';
          const res = await ctx.inject({
            method: method.toUpperCase() as 'GET',
            url,
            cookie,
            ...(write ? { payload: {} } : {}),
          });
          requests += 1;
          if (res.statusCode >= 500) failures.push(`${method.toUpperCase()} ${url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
  }
  console.log(`parameter sweep: ${requests} requests to ${routes} routes, ${failures.length} answered 5xx`);
  expect(routes).toBeGreaterThan(20);
  expect(failures).toEqual([]);
});

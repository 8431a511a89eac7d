/**
 * The OpenAPI document of every route (and the browser's generated types), and its UI at /docs.
 *
 * OpenAPI 3.1, because the route schemas are TypeBox JSON Schema (a nullable field is
 * `anyOf: [..., { type: 'null' }]`), which 3.1 takes as it is (docs/decisions/0027-openapi-3-1-and-documented-operations.md).
 * Every operation gets, at document time and without touching the route's own schemas (which also
 * serialize its answers):
 * - `operationId`: the route's own, or derived from method and path (`GET /api/student/profile/:userId`
 *   → `getStudentProfileByUserId`), so it is stable while the URL is;
 * - `summary` and who may call it: the route's own, or ./openapi-operations.ts;
 * - `security`: the session cookie for routes reserved to signed-in people (`config.auth`,
 *   `config.staffRoles`, or the catalogue's access), `[]` for public ones, both for optional ones;
 * - the error answers it gives, as shared `{ success: false, message }` responses, and a 302 for
 *   routes that redirect.
 * api/test/openapi-valid.test.ts fails when an operation lacks any of these.
 */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import { SESSION_COOKIE } from '../auth/session-store';
import { OPERATIONS, type Access } from './openapi-operations';

/** The statuses whose answer is the shared error body, with what each means here. */
const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'The input is invalid: `message` says what to fix (and `errors` per field where a form sent it).',
  },
  401: {
    name: 'Unauthorized',
    description: 'Not signed in (or, on a login, the e-mail or password is wrong).',
  },
  403: {
    name: 'Forbidden',
    description:
      'Signed in, but this is another account’s data or another kind of account’s area; or a write sent from a site that may not call this API.',
  },
  404: { name: 'NotFound', description: 'No such resource, or not one this caller may know of.' },
  406: {
    name: 'NotAcceptable',
    description: 'The request is not in the form this route takes (e.g. not a multipart form).',
  },
  409: { name: 'Conflict', description: 'The request conflicts with the current state: `message` says why.' },
  410: { name: 'Gone', description: 'The resource existed and has been withdrawn.' },
  502: {
    name: 'BadGateway',
    description: 'The payment provider refused or did not answer: nothing changed, `message` says why.',
  },
  413: { name: 'PayloadTooLarge', description: 'The request or one of its files is too large.' },
  429: {
    name: 'TooManyRequests',
    description: 'Too many requests: `message` (and `Retry-After` where sent) says when to try again.',
  },
  503: {
    name: 'ServiceUnavailable',
    description:
      'Busy or unavailable right now (too many sign-ins hashing passwords at once, or file storage unreachable): nothing was saved; try again after `Retry-After`.',
  },
};

const ErrorBody = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { type: 'boolean', const: false },
    message: {
      type: 'string',
      description: 'For a person: in her language when the request asked for Hindi.',
    },
    error: {
      type: 'string',
      description: 'The same message, on the routes whose older clients read `error`.',
    },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'One message per invalid field, where a form was checked field by field.',
    },
  },
} as const;

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
});

const SECURED = [{ session: [] as string[] }];
const SECURITY: Record<Access, Array<Record<string, string[]>>> = {
  public: [],
  optional: [{}, ...SECURED],
  'signed-in': SECURED,
  student: SECURED,
  tutor: SECURED,
  staff: SECURED,
};

/** Operation-level key that carries the error statuses from `transform` to `transformObject`. */
const ERRORS_KEY = 'x-aarohi-errors';

const words = (s: string) => s.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `GET /api/student/profile/:userId` → `getStudentProfileByUserId` (the `/api` prefix says nothing). */
export function operationIdOf(method: string, url: string): string {
  const parts = url
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .flatMap((segment) => {
      const param = /^:(\w+)(.*)$/.exec(segment);
      return param ? ['by', ...words(param[1]!), ...words(param[2]!)] : words(segment);
    });
  return method.toLowerCase() + parts.map(capital).join('');
}

/** The catalogue's key of a route: method and URL as registered. */
export const operationKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

interface DocSchema {
  hide?: boolean;
  operationId?: string;
  summary?: string;
  security?: unknown;
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  headers?: unknown;
  response?: Record<string, unknown>;
  [key: string]: unknown;
}

function accessOf(route: RouteOptions, declared: Access | undefined): Access | undefined {
  const config = (route.config ?? {}) as { auth?: 'student' | 'tutor'; staffRoles?: unknown };
  if (config.auth) return config.auth;
  if (config.staffRoles) return 'staff';
  return declared;
}

/** Who may call it, in words, for the operation's description. */
function accessText(access: Access, staffRoles: unknown): string {
  switch (access) {
    case 'public':
      return 'Public: no session needed.';
    case 'optional':
      return 'Works with or without a session.';
    case 'signed-in':
      return 'Needs a signed-in student, tutor or staff member; each sees only what is theirs to see.';
    case 'student':
      return 'Needs a student’s session (and, where the path names a student, it must be hers).';
    case 'tutor':
      return 'Needs a tutor’s session (and, where the path names a tutor or a batch, it must be hers).';
    case 'staff':
      return Array.isArray(staffRoles) && staffRoles.length > 0
        ? `Needs a staff session with the role ${staffRoles.join(' or ')}.`
        : 'Needs a staff session.';
  }
}

/** What a declared answer means when its schema does not say. */
const SUCCESS_TEXT: Record<string, string> = { 200: 'OK.', 201: 'Created.' };

/**
 * The route's declared answers, each with a description: the schema's own, the catalogue's, or a
 * default. The extension key is the one @fastify/swagger reads and leaves out of the body schema.
 */
function describedResponses(
  declared: Record<string, unknown> | undefined,
  answers: Readonly<Record<number, string>> | undefined,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(declared ?? {}).map(([status, schema]) => {
      const own = schema as { description?: string; 'x-response-description'?: string };
      if (own.description || own['x-response-description']) return [status, schema];
      const text =
        answers?.[Number(status)] ?? SUCCESS_TEXT[status] ?? ERROR_RESPONSES[Number(status)]?.description;
      return [status, text ? { ...own, 'x-response-description': text } : schema];
    }),
  );
}

/** The document's view of one route: the route's schema plus what the catalogue and its config add. */
function documentRoute({ schema, url, route }: { schema: unknown; url: string; route: RouteOptions }) {
  const own = (schema ?? {}) as DocSchema;
  if (own.hide) return { schema: own, url };
  const method = [route.method].flat()[0]!;
  const doc = OPERATIONS[operationKey(method, route.url)];
  const access = accessOf(route, doc?.access);
  const config = (route.config ?? {}) as { rateLimit?: unknown; rules?: unknown; staffRoles?: unknown };

  const declared = new Set(Object.keys(own.response ?? {}).map(Number));
  const errors = new Set<number>(doc?.errors ?? []);
  if (own.body || own.querystring || own.params || own.headers || config.rules) errors.add(400);
  // Any write from a browser origin that may not call the API is refused (plugins/origins.ts).
  const write = method.toUpperCase() !== 'GET';
  if (write) errors.add(403);
  // A body over the size limit.
  if (write && own.body) errors.add(413);
  if (access && access !== 'public' && access !== 'optional') {
    errors.add(401);
    // Signed in as someone else, or as another kind of account.
    errors.add(403);
  }
  if (/:\w/.test(route.url)) errors.add(404);
  if (config.rateLimit) errors.add(429);
  for (const status of doc?.except ?? []) errors.delete(status);
  for (const status of declared) errors.delete(status);

  const response = describedResponses(own.response, doc?.answers);
  if (doc?.redirect) {
    response[302] = {
      description: `Redirect: ${doc.redirect}`,
      type: 'null',
      headers: { location: { type: 'string', description: 'Where the browser goes next.' } },
    };
  }
  const out: DocSchema = {
    ...own,
    operationId: own.operationId ?? operationIdOf(method, route.url),
    ...((own.summary ?? doc?.summary) ? { summary: own.summary ?? doc?.summary } : {}),
    ...((own.security ?? access) ? { security: own.security ?? SECURITY[access!] } : {}),
    ...((own.description ?? access)
      ? { description: own.description ?? accessText(access!, config.staffRoles) }
      : {}),
    response,
    [ERRORS_KEY]: [...errors].sort((a, b) => a - b),
  };
  if (Object.keys(response).length === 0) delete out.response;
  return { schema: out, url };
}

type Operation = { responses?: Record<string, unknown>; [ERRORS_KEY]?: number[] };

/** Shared error responses in place of the statuses `documentRoute` listed (and only those used). */
function addErrorResponses({ openapiObject }: { openapiObject: Record<string, unknown> }) {
  const paths = (openapiObject.paths ?? {}) as Record<string, Record<string, Operation>>;
  const used = new Set<number>();
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      const statuses = operation[ERRORS_KEY] ?? [];
      delete operation[ERRORS_KEY];
      if (statuses.length === 0) continue;
      const responses = { ...operation.responses };
      for (const status of statuses) {
        used.add(status);
        responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status]!.name}` };
      }
      // Statuses in numeric order, so the document reads top to bottom.
      operation.responses = Object.fromEntries(
        Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)),
      );
    }
  }
  const components = openapiObject.components as { responses: Record<string, unknown> };
  components.responses = Object.fromEntries(
    Object.entries(ERROR_RESPONSES)
      .filter(([status]) => used.has(Number(status)))
      .map(([, { name, description }]) => [name, errorResponse(description)]),
  );
  return openapiObject;
}

const TAGS = [
  ['content', "The public site's lists: courses, testimonials, team, blog, workshops"],
  ['students', 'Student accounts, sign-in and her own pages'],
  ['payments', 'Orders and payments for a seat in a batch'],
  ['sandbox', 'The sandbox payment provider used outside production'],
  ['contact', 'The contact form'],
  ['tutors', 'Tutor accounts, sign-in and profile'],
  ['batches', "A tutor's batches and their students"],
  ['tickets', 'Support tickets of students and tutors'],
  ['uploads', "A tutor's documents"],
  ['sessions', 'Class sessions: joining, recordings, materials, attendance, feedback'],
  ['calendar', "A student's calendar of sessions"],
  ['password', 'Forgotten passwords'],
  ['certificates', 'Certificates and their public verification'],
  ['staff', 'The staff back office'],
].map(([name, description]) => ({ name: name!, description: description! }));

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Aarohi — AI for Women API',
          version: '1.0.0',
          description: 'Every call of the learner site, the tutor portal and the staff back office.',
        },
        // Relative: the document describes whichever host serves it.
        servers: [{ url: '/', description: 'The host that serves this document' }],
        tags: TAGS,
        components: {
          securitySchemes: {
            session: {
              type: 'apiKey',
              in: 'cookie',
              name: SESSION_COOKIE,
              description: 'The session cookie set by a student, tutor or staff login.',
            },
          },
          schemas: { ErrorResponse: ErrorBody as never },
        },
      },
      transform: documentRoute as never,
      transformObject: addErrorResponses as never,
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      // Plain-http development must not be upgraded to https.
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'aarohi-openapi' },
);

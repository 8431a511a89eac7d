/** buildApp(config): the whole API as one Fastify instance (server.ts listens; tests inject). */
import { localizeErrorBody, requestLanguage } from './lib/language';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
  type onRequestHookHandler,
  type onSendHookHandler,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import cookie from '@fastify/cookie';
import session from '@fastify/session';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import ajvFormats from 'ajv-formats';
import path from 'node:path';
import { LIMITS } from '@ai-women/contracts';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { seed } from './db/seed';
import { DbSessionStore } from './auth/session-store';
import { LoginThrottle } from './auth/login-limiter';
import { SharedCounters, sharedRateLimitStore } from './auth/counters';
import { hashGate } from './lib/passwords';
import { ReadCache } from './lib/read-cache';
import { withSecrets } from './lib/secrets';
import { HttpError } from './lib/errors';
import { StorageUnavailableError, createFileStore, type FileStore } from './lib/storage';
import { createPaymentProvider, type PaymentProvider } from './payments/provider';
import { selfOrigin } from './lib/urls';
import { registerInputGuards } from './lib/input-guards';
import { buildValidator } from './lib/validation';
import { safeErrorLog, safeRequestLog } from './lib/log-safety';
import content from './content/routes';
import students from './students/routes';
import studentProfile from './students/profile';
import payments from './payments/routes';
import contact from './contact/routes';
import tutors from './tutors/routes';
import batches from './batches/routes';
import tickets from './tickets/routes';
import uploads from './uploads/routes';
import password from './password/routes';
import notifications from './notifications/routes';
import staffRoutes from './staff/routes';
import { MailSender } from './mail/sender';
import { ResetRequests, handleResetRequest } from './password/service';
import { fileTransport, smtpTransport } from './mail/transport';

import { SESSION_COOKIE } from './auth/session-store';
import { requireSignedIn, type AccountRole } from './auth/guards';
export { SESSION_COOKIE };

export interface Deps {
  config: Config;
  database: Database;
  files: FileStore;
  payments: PaymentProvider;
  loginThrottle: LoginThrottle;
  /** Signed-in reads, cached on PGlite only (lib/read-cache.ts). */
  readCache: ReadCache;
  /** The session store (and its short read cache) behind @fastify/session. */
  sessions: DbSessionStore;
  /** Delivers the outbox; modules call `mail.kick()` after a transaction that queued mail. */
  mail: MailSender;
  /** The API's clock for expiring things (reset links); moved only by PUT /test/clock under TEST_CLOCK=1. */
  clock: { now(): Date; offsetMs: number };
  /** Forgot-password requests, looked up and mailed after the answer has been sent. */
  passwordResets: ResetRequests;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
  interface FastifyContextConfig {
    /** Error bodies also carry `error` (spec: POST /payment, POST /tutor/register). */
    errorField?: boolean;
    /** Spec rules run when schema validation fails, so a missing field gets the spec's message. */
    rules?: (body: Record<string, unknown>) => Record<string, string | undefined>;
    /** A write that changes no cached read (sign-in, sign-out): it leaves the read cache alone. */
    keepsReadCache?: boolean;
    /** Only for a signed-in student or tutor: checked when the request arrives, before parsing and validation. */
    auth?: AccountRole;
  }
}

export interface BuildOptions {
  /** An already open database (tests); otherwise opened from config and closed with the app. */
  database?: Database;
  logger?: boolean;
  /** Where log lines go (tests read them); stdout otherwise. */
  logStream?: { write(line: string): void };
}

export const STORAGE_UNAVAILABLE =
  'Document storage is unavailable right now. Nothing was saved; please try again in a minute.';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Sent with every API answer (what helmet's defaults sent; see the onRequest hook in buildApp). */
const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  // The frontends on other ports of the same host load the checkout script and open PDF links.
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

function validationMessage(
  err: FastifyError,
  req: FastifyRequest,
): { message: string; errors?: Record<string, string> } {
  const rules = req.routeOptions.config.rules;
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const first = err.validation?.[0];
  if (first?.keyword === 'additionalProperties') {
    const field = String((first.params as { additionalProperty?: unknown }).additionalProperty ?? '');
    return { message: `Unknown field: ${field}` };
  }
  if (rules && err.validationContext === 'body') {
    const errors = Object.fromEntries(
      Object.entries(rules(body)).filter((e): e is [string, string] => Boolean(e[1])),
    );
    const firstMessage = Object.values(errors)[0];
    if (firstMessage) return { message: firstMessage, errors };
  }
  if (first?.keyword === 'required') {
    return {
      message: `${String((first.params as { missingProperty?: unknown }).missingProperty)} is required`,
    };
  }
  const where = first?.instancePath
    ? first.instancePath.replace(/^\//, '')
    : (err.validationContext ?? 'request');
  return { message: `Invalid ${where}: ${first?.message ?? 'invalid value'}` };
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Errors are logged by type, query shape and database code, requests by path and query
            // parameter names: never parameter values.
            serializers: { err: safeErrorLog, req: safeRequestLog as never },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // No coercion by ajv: bodies must have the right JSON types, and query strings and paths are
    // converted by a strict rule of our own (lib/validation.ts).
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false },
      plugins: [ajvFormats as never],
    },
    schemaController: { compilersFactory: { buildValidator: buildValidator as never } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      migrationsDir: config.migrationsDir,
      databaseUrl: config.databaseUrl,
      pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata'),
    }));
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });
  if (ownsDatabase && config.seed) await database.exclusive(() => seed(database.db));
  // Secrets not configured come from the database, the same for every process (lib/secrets.ts).
  config = await withSecrets(config, database.db);
  const sessionSecret = config.sessionSecret!;

  app.decorate('deps', {
    config,
    database,
    files: await createFileStore(config.storage),
    payments: createPaymentProvider(config.payment),
    loginThrottle: new LoginThrottle(database.db, {
      enabled: config.rateLimit.enabled,
      windowMs: config.rateLimit.windowMs,
      freeFailures: config.rateLimit.loginPerAccountMax,
      maxDelayMs: config.rateLimit.loginMaxDelayMs,
      perAddressMax: config.rateLimit.loginPerIpMax,
    }),
    readCache: new ReadCache(database.kind === 'pglite' && config.readCache),
    sessions: new DbSessionStore(database.db, config.sessionCacheMs),
    mail: new MailSender(
      database.db,
      config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : fileTransport(config.mail.outboxDir),
      {
        from: config.mail.from,
        links: {
          site: config.mail.siteUrl,
          tutorPortal: config.mail.tutorPortalUrl,
          contactEmail: config.contactEmail,
        },
        apiRoot: path.dirname(config.migrationsDir),
        pollMs: config.mail.pollMs,
        leaseMs: config.mail.leaseMs,
        retryBaseMs: config.mail.retryBaseMs,
        maxAttempts: config.mail.maxAttempts,
        log: app.log,
      },
    ),
    clock: {
      offsetMs: 0,
      now() {
        return new Date(Date.now() + this.offsetMs);
      },
    },
    passwordResets: new ResetRequests(async (request) => {
      const sent = await handleResetRequest(
        database.db,
        {
          siteUrl: config.mail.siteUrl,
          tutorPortalUrl: config.mail.tutorPortalUrl,
          now: () => app.deps.clock.now(),
          log: app.log,
        },
        request,
      );
      if (sent) app.deps.mail.kick();
    }, app.log),
  });
  // preClose runs before every onClose hook: queued reset requests finish and the sender stops
  // before the database closes.
  app.addHook('preClose', async () => {
    await app.deps.passwordResets.idle();
    await app.deps.mail.stop();
  });
  hashGate.configure(config.hashing);

  // Every write request drops the read cache when it arrives and again just before its response
  // (its transaction has committed by then): the next read after a write's answer is never stale.
  // Attached to write routes only, so reads pay nothing for it.
  const { readCache } = app.deps;
  if (readCache.enabled) {
    const drop: onRequestHookHandler = (_req, _reply, done) => {
      readCache.invalidate();
      done();
    };
    const dropBeforeSend: onSendHookHandler = (_req, _reply, payload, done) => {
      readCache.invalidate();
      done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      const writes = [route.method].flat().some((m) => WRITE_METHODS.has(m));
      if (!writes || route.config?.keepsReadCache) return;
      route.onRequest = [...[route.onRequest ?? []].flat(), drop];
      route.onSend = [...[route.onSend ?? []].flat(), dropBeforeSend];
    });
  }

  app.setErrorHandler((err: FastifyError, req, reply) => {
    let status = err.statusCode ?? 500;
    let body: Record<string, unknown>;
    if (err instanceof HttpError) {
      body = { success: false, message: err.message, ...err.extra };
    } else if (err instanceof StorageUnavailableError) {
      // The bucket is down or refuses us: say so (and when to retry) rather than a bare 500.
      req.log.error({ err: err.cause }, 'file storage unavailable');
      status = 503;
      body = { success: false, message: STORAGE_UNAVAILABLE };
    } else if (err.validation) {
      status = 400;
      body = { success: false, ...validationMessage(err, req) };
    } else if (status === 413) {
      body = { success: false, message: 'The request is too large.' };
    } else if (status >= 400 && status < 500) {
      body = { success: false, message: err.message };
    } else {
      req.log.error({ err }, 'unhandled error');
      status = 500;
      body = { success: false, message: 'Something went wrong. Please try again.' };
    }
    localizeErrorBody(body, requestLanguage(req));
    if (req.routeOptions.config?.errorField) body.error = body.message;
    // 429 (login throttle) and 503 (hashing queue full) say when to come back.
    const retryAfterS = (err as { retryAfterS?: unknown }).retryAfterS;
    if (typeof retryAfterS === 'number') reply.header('retry-after', String(retryAfterS));
    reply.status(status).type('application/json').send(body);
  });
  app.setNotFoundHandler((req, reply) => {
    reply
      .status(404)
      .send({ success: false, message: `Route ${req.method} ${req.url.split('?')[0]} not found` });
  });

  registerInputGuards(app);
  // The security headers of every answer, computed once: @fastify/helmet rebuilt its directives on
  // each request, a tenth of the CPU of a cached read. Same headers as helmet's defaults, with a CSP
  // for JSON (nothing to load, never framed); the docs UI and the sandbox script set their own.
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  });
  // CORS headers alone block nothing: refuse writes from origins that are not ours (CSRF).
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (
      origin &&
      WRITE_METHODS.has(req.method) &&
      !config.corsOrigins.includes(origin) &&
      origin !== selfOrigin(config)
    ) {
      reply.status(403).send({ success: false, message: 'Requests from this origin are not allowed.' });
      return reply;
    }
  });
  if (config.rateLimit.enabled) {
    // Counted in the database: every API process on one PostgreSQL spends the same budget.
    await app.register(rateLimit, {
      global: false,
      store: sharedRateLimitStore(new SharedCounters(database.db)),
      errorResponseBuilder: (_req, context) =>
        new HttpError(429, `Too many requests. Please try again in ${context.after}.`),
    });
  }
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Aarohi — AI for Women API',
        version: '1.0.0',
        description: 'Every call of the learner site, the tutor portal and the staff back office.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Plain-http development must not be upgraded to https.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  await app.register(content);
  // Everything that reads a session lives in this scope with the cookie, session and multipart
  // plugins; public content and /health stay outside it, so an anonymous request builds no session
  // object (a random id, an HMAC and a hash each).
  await app.register(async (scope) => {
    // Routes that declare `config.auth` are closed to other callers before their body is parsed or
    // validated (401 before 400). The check runs after the session plugin's own onRequest hook (a
    // route's hooks follow its scope's), and the OpenAPI document marks these routes as needing a
    // session.
    scope.addHook('onRoute', (route) => {
      const role = route.config?.auth;
      if (!role) return;
      const guard: onRequestHookHandler = (req, _reply, done) => {
        try {
          requireSignedIn(req, role);
          done();
        } catch (err) {
          done(err as FastifyError);
        }
      };
      route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
      route.schema = { ...route.schema, security: [{ session: [] }] };
    });
    await scope.register(cookie);
    await scope.register(session, {
      secret: sessionSecret,
      cookieName: SESSION_COOKIE,
      store: app.deps.sessions,
      saveUninitialized: false,
      // No store write on every authenticated read: the cookie lives 7 days from login.
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: 7 * 24 * 60 * 60 * 1000 },
    });
    await scope.register(multipart, {
      limits: {
        fileSize: LIMITS.uploadMaxBytes,
        files: LIMITS.uploadMaxFiles,
        fields: 4,
        parts: 6,
        // bytes: room for LIMITS.skillsMax characters in any script (up to 4 bytes each in UTF-8)
        fieldSize: LIMITS.skillsMax * 4,
        headerPairs: 50,
      },
    });

    await scope.register(students);
    await scope.register(studentProfile);
    await scope.register(payments);
    await scope.register(contact);
    await scope.register(tutors);
    await scope.register(batches);
    await scope.register(tickets);
    await scope.register(uploads);
    await scope.register(password);
    await scope.register(notifications);
    await scope.register(staffRoutes);
  });

  if (config.mail.senderEnabled) app.addHook('onReady', async () => app.deps.mail.start());

  app.get('/health', { schema: { hide: true } }, async () => ({ success: true, database: database.kind }));
  return app;
}

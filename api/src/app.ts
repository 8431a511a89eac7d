/**
 * buildApp(config): the whole API as one Fastify instance (server.ts listens; tests inject). It is
 * composed of one plugin per cross-cutting concern (./plugins) and one per area's routes; the
 * order below is the order hooks run in and the order of the OpenAPI document.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import ajvFormats from 'ajv-formats';
import type { Config } from './config';
import type { Database } from './db/client';
import { SESSION_COOKIE } from './auth/session-store';
import type { AccountRole } from './auth/guards';
import { registerInputGuards } from './lib/input-guards';
import { buildValidator } from './lib/validation';
import { safeErrorLog, safeRequestLog } from './lib/log-safety';
import deps from './plugins/deps';
import readCache from './plugins/read-cache';
import errors from './plugins/errors';
import securityHeaders from './plugins/security-headers';
import origins from './plugins/origins';
import rateLimits from './plugins/rate-limits';
import openapi from './plugins/openapi';
import sessions from './plugins/sessions';
import uploadsParsing from './plugins/uploads-parsing';
import content from './content/routes';
import students from './students/routes';
import studentProfile from './students/profile';
import payments from './payments/routes';
import paymentWebhook from './payments/webhook-routes';
import paymentFlow from './payments/flow-routes';
import contact from './contact/routes';
import tutors from './tutors/routes';
import batches from './batches/routes';
import tickets from './tickets/routes';
import uploads from './uploads/routes';
import sessionRoutes from './sessions/routes';
import feedbackRoutes from './sessions/feedback-routes';
import quizzes, { catchUps } from './quizzes/routes';
import practiceRoutes from './practice/routes';
import discussionRoutes from './discussion/routes';
import calendarRoutes from './calendar/routes';
import password from './password/routes';
import notifications from './notifications/routes';
import staffRoutes from './staff/routes';
import certificates from './certificates/routes';
import mailUnsubscribe from './mail/unsubscribe';
import messaging from './messaging/routes';

export { SESSION_COOKIE };
export type { Deps } from './plugins/deps';
export { STORAGE_UNAVAILABLE } from './plugins/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error bodies also carry `error` (spec: POST /payment, POST /tutor/register). */
    errorField?: boolean;
    /** Spec rules run when schema validation fails, so a missing field gets the spec's message. */
    rules?: (body: Record<string, unknown>) => Record<string, string | undefined>;
    /** A write that changes no cached read (sign-in, sign-out): it leaves the read cache alone. */
    keepsReadCache?: boolean;
    /** A read that also writes (a join click, a recording opened, a certificate issued on her first visit): it drops the read cache like a write. */
    changesData?: boolean;
    /**
     * 'viewer': this write changes only the signed-in student's own reads and the tutors' (a Join
     * click, a recording opened, a quiz attempt, her ticket), plus any reads its handler names with
     * `alsoChangesReadsOf`, so only those cached entries are dropped; otherwise all of them.
     */
    readCacheScope?: 'viewer';
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

/** The routes that read a session: they share one scope with the session and multipart plugins. */
const SESSION_ROUTES = [
  students,
  studentProfile,
  payments,
  paymentFlow,
  contact,
  tutors,
  batches,
  tickets,
  uploads,
  sessionRoutes,
  feedbackRoutes,
  quizzes,
  catchUps,
  practiceRoutes,
  discussionRoutes,
  calendarRoutes,
  password,
  notifications,
  certificates,
  staffRoutes,
  mailUnsubscribe,
  messaging,
];

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
    // Opening the database runs its migrations (and seeds an empty one): on a busy two-core machine
    // that took over Fastify's default 10 s and the API gave up starting.
    pluginTimeout: 120_000,
    // No coercion by ajv: bodies must have the right JSON types, and query strings and paths are
    // converted by a strict rule of our own (lib/validation.ts).
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false },
      plugins: [ajvFormats as never],
    },
    schemaController: { compilersFactory: { buildValidator: buildValidator as never } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(deps, { config, database: options.database });
  // From here on the configuration includes the secrets kept in the database.
  config = app.deps.config;
  await app.register(readCache);
  await app.register(errors);
  registerInputGuards(app);
  await app.register(securityHeaders, { tlsOnly: config.tlsOnly, trustProxy: config.trustProxy });
  await app.register(origins, { config });
  await app.register(rateLimits, { config });
  await app.register(openapi);

  await app.register(content);
  // Outside the session scope: the provider calls it with no cookie, and it parses JSON its own way.
  await app.register(paymentWebhook);
  await app.register(async (scope) => {
    await scope.register(sessions, { secret: config.sessionSecret! });
    await scope.register(uploadsParsing);
    for (const routes of SESSION_ROUTES) await scope.register(routes);
  });

  app.get('/health', { schema: { hide: true } }, async () => ({
    success: true,
    database: app.deps.database.kind,
  }));
  return app;
}

/**
 * The services every route uses, built once per app and reachable as `app.deps`: the database
 * (opened here unless the caller brings one), file storage, the payment provider, the login
 * throttle, the read cache, sessions, mail, the clock and password resets. Closing the app stops
 * the mail sender and the reset queue before the database closes.
 */
import fp from 'fastify-plugin';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { platformMailKinds } from './mail-kinds';
import { seed } from '../db/seed';
import { DbSessionStore } from '../auth/session-store';
import { LoginThrottle } from '../auth/login-limiter';
import { hashGate } from '../lib/passwords';
import { ReadCache } from '../lib/read-cache';
import { withSecrets } from '../lib/secrets';
import { createFileStore, type FileStore } from '../lib/storage';
import { createPaymentProvider, type PaymentProvider } from '../payments/provider';
import { MailSender } from '../mail/sender';
import { unsubscribeUrl } from '../mail/unsubscribe';
import { ResetRequests, handleResetRequest } from '../password/service';
import { fileTransport, smtpTransport } from '../mail/transport';
import { ReminderScheduler } from '../reminders/scheduler';
import { WhatsAppSender } from '../messaging/sender';
import { whatsappTransport } from '../messaging/transport';
import { reminderWhatsAppHooks } from '../reminders/whatsapp';
import { discussionWhatsAppHooks } from '../discussion/whatsapp';
import { sessionWhatsAppHooks } from '../sessions/whatsapp';
import { PaymentsWorker } from '../payments/worker';
import { sandboxOrderPayments, sandboxRefund } from '../payments/sandbox';

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
  /** Queues session reminders when they come due (started with the sender unless REMINDERS=off). */
  reminders: ReminderScheduler;
  /** Forgot-password requests, looked up and mailed after the answer has been sent. */
  passwordResets: ResetRequests;
  /** Delivers the WhatsApp outbox; call `whatsapp.kick()` after a transaction that queued messages. */
  whatsapp: WhatsAppSender;
  /** Processes stored webhook events, reconciles lapsed orders, delivers the sandbox's webhooks. */
  paymentsWorker: PaymentsWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export default fp<{ config: Config; database?: Database }>(
  async (app, options) => {
    let config = options.config;
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
    // The seed stores the demo session handouts, so the file store exists before it runs.
    const files = await createFileStore(config.storage);
    if (ownsDatabase && config.seed) await database.exclusive(() => seed(database.db, undefined, files));
    // Secrets not configured come from the database, the same for every process (lib/secrets.ts).
    config = await withSecrets(config, database.db);

    const provider = createPaymentProvider(
      config.payment,
      (orderId) => sandboxOrderPayments(database.db, orderId),
      (input) => sandboxRefund(database.db, input, app.deps.clock.now()),
    );
    app.decorate('deps', {
      config,
      database,
      files,
      payments: provider,
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
          apiUrl: config.publicUrl,
          kinds: platformMailKinds,
          unsubscribeUrl: (studentId) => unsubscribeUrl(config, config.sessionSecret!, studentId),
          pollMs: config.mail.pollMs,
          leaseMs: config.mail.leaseMs,
          retryBaseMs: config.mail.retryBaseMs,
          maxAttempts: config.mail.maxAttempts,
          now: () => app.deps.clock.now(),
          log: app.log,
        },
      ),
      whatsapp: new WhatsAppSender(database.db, whatsappTransport(config.whatsapp), {
        hooks: { ...reminderWhatsAppHooks, ...discussionWhatsAppHooks, ...sessionWhatsAppHooks },
        pollMs: config.whatsapp.pollMs,
        leaseMs: config.whatsapp.leaseMs,
        retryBaseMs: config.whatsapp.retryBaseMs,
        maxAttempts: config.whatsapp.maxAttempts,
        now: () => app.deps.clock.now(),
        mailQueued: () => app.deps.mail.kick(),
        log: app.log,
      }),
      clock: {
        offsetMs: 0,
        now() {
          return new Date(Date.now() + this.offsetMs);
        },
      },
      reminders: new ReminderScheduler(database.db, {
        tickMs: config.reminders.tickMs,
        links: { site: config.mail.siteUrl, api: config.publicUrl },
        // The API's clock, so a test (or PUT /test/clock) decides what "the evening before" is.
        now: () => app.deps.clock.now(),
        // The tick writes notifications outside any request: cached reads must see them.
        queued: () => {
          app.deps.readCache.invalidate();
          app.deps.mail.kick();
          app.deps.whatsapp.kick();
        },
        log: app.log,
      }),
      paymentsWorker: new PaymentsWorker(database.db, {
        provider,
        now: () => app.deps.clock.now(),
        links: { api: config.publicUrl, site: config.mail.siteUrl },
        supplier: config.gst,
        tickMs: config.paymentsWorker.tickMs,
        retryBaseMs: config.paymentsWorker.retryBaseMs,
        recheckMs: config.paymentsWorker.recheckMs,
        sandbox:
          provider.name === 'sandbox'
            ? { url: config.payment.sandboxWebhookUrl, secret: config.payment.webhookSecret }
            : null,
        // A payment settled outside a request: its receipt goes out now and cached reads see it.
        settled: () => {
          app.deps.readCache.invalidate();
          app.deps.mail.kick();
        },
        log: app.log,
      }),
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
    } satisfies Deps);
    // preClose runs before every onClose hook: queued reset requests finish and the sender stops
    // before the database closes.
    app.addHook('preClose', async () => {
      await app.deps.passwordResets.idle();
      await app.deps.reminders.stop();
      await app.deps.paymentsWorker.stop();
      await app.deps.whatsapp.stop();
      await app.deps.mail.stop();
    });
    hashGate.configure(config.hashing);
    if (config.mail.senderEnabled) app.addHook('onReady', async () => app.deps.mail.start());
    if (config.whatsapp.senderEnabled) app.addHook('onReady', async () => app.deps.whatsapp.start());
    if (config.reminders.enabled) app.addHook('onReady', async () => app.deps.reminders.start());
    // After listen: the sandbox delivers its webhooks to this API's own address.
    if (config.paymentsWorker.enabled) app.addHook('onListen', async () => app.deps.paymentsWorker.start());
  },
  { name: 'aarohi-deps' },
);

/** Runtime configuration, read once from the environment (server.ts) or built by tests. */
import fs from 'node:fs';
import path from 'node:path';
import {
  CONTACT_EMAIL,
  DEFAULT_GST_RATE_PERCENT,
  DEFAULT_SAC,
  gstState,
  gstinError,
  normaliseGstin,
} from '@ai-women/contracts';
import { DEFAULT_PORTS, frontendOrigins } from '@ai-women/contracts/ports';
import { defaultHashConcurrency } from './lib/passwords';
import type { StorageConfig } from './lib/storage';
import { sandboxPaymentSecret } from './lib/secrets';

export type PaymentProviderName = 'sandbox' | 'razorpay';

/** The sandbox's webhook secret when none is configured: a demo value, published on purpose. */
export const SANDBOX_WEBHOOK_SECRET = 'aarohi_sandbox_webhook_secret';
/** The sandbox's WhatsApp webhook secret and verify token: public, like the payment sandbox's. */
export const SANDBOX_WHATSAPP_APP_SECRET = 'aarohi_sandbox_whatsapp_secret';
export const SANDBOX_WHATSAPP_VERIFY_TOKEN = 'aarohi_sandbox_verify_token';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Real PostgreSQL when set; the embedded PGlite in dataDir otherwise. */
  databaseUrl?: string;
  migrationsDir: string;
  corsOrigins: string[];
  /** SESSION_SECRET; when unset, buildApp fills in the one stored in the database (lib/secrets.ts). */
  sessionSecret?: string;
  /** CREDENTIAL_SIGNING_KEY: the Ed25519 private key (PKCS#8 PEM or JWK) credentials are signed with; unset, one is generated into the database. */
  credentialSigningKey?: string;
  /** Public base URL of the API used in links (PDF downloads, checkout script): PUBLIC_URL, else the listening address. */
  publicUrl: string;
  payment: {
    provider: PaymentProviderName;
    keyId: string;
    keySecret: string;
    /** Razorpay API base; tests point it at a local fake server. */
    apiBase: string;
    /**
     * RAZORPAY_WEBHOOK_SECRET: webhooks are verified with it (HMAC-SHA256 of the raw body). The
     * sandbox signs its own webhooks with a demo default; with Razorpay and no secret, every
     * webhook is refused.
     */
    webhookSecret: string;
    /** Where the sandbox delivers its webhooks: SANDBOX_WEBHOOK_URL, else this API's own URL. */
    sandboxWebhookUrl: string;
    /** The UPI address the sandbox's QR codes pay (a demo address: no app can pay it). */
    sandboxUpiVpa: string;
  };
  /**
   * The payments worker (src/payments/worker.ts): processes stored webhook events, delivers the
   * sandbox's webhooks and reconciles orders left pending after their hold. PAYMENTS_WORKER=off
   * turns its timer off (off by default under NODE_ENV=test, where tests run it by hand).
   */
  paymentsWorker: { enabled: boolean; tickMs: number; retryBaseMs: number; recheckMs: number };
  contactEmail: string;
  /** The school as its tax invoices name it (GST_* variables; a fictional Bengaluru school by default). */
  gst: GstSupplier;
  /** Uploaded files: `DATA_DIR/uploads` (default) or an S3-compatible bucket (STORAGE=s3). */
  storage: StorageConfig;
  /** Transactional mail (src/mail): sent from the outbox table, so a mail is never lost with its cause. */
  mail: MailConfig;
  /**
   * Session reminders (src/reminders): each process ticks every `tickMs` and queues the reminders
   * that have come due. REMINDERS=off turns the tick off; it is off by default under NODE_ENV=test.
   */
  reminders: { enabled: boolean; tickMs: number };
  /** WhatsApp messages to students who chose them (src/messaging): the WhatsApp outbox and its sender. */
  whatsapp: WhatsAppConfig;
  /** TEST_CLOCK=1: PUT /test/clock moves the API's clock (browser journeys age reset links). Never in production. */
  testClock: boolean;
  rateLimit: {
    enabled: boolean;
    /** Failed logins per client address (any account) in the window; successes are not counted. */
    loginPerIpMax: number;
    /** Failures of one account from one address before the progressive delay starts. */
    loginPerAccountMax: number;
    /** Cap of the progressive login delay. */
    loginMaxDelayMs: number;
    windowMs: number;
    writesPerIpMax: number;
    /** Payment orders, sandbox authorisations and verifications per student (or address) in the window. */
    paymentsMax: number;
    /** Public certificate look-ups (JSON and credential) per address in the window. */
    certificateLookupsMax: number;
  };
  /** argon2 hashes at once, and how many may wait before 503. */
  hashing: { concurrency: number; queueMax: number };
  /** How long a session read may be served from the in-process cache (0 turns the cache off). */
  sessionCacheMs: number;
  /** Cache signed-in reads in process (PGlite only; READ_CACHE=0 turns it off). */
  readCache: boolean;
  bodyLimit: number;
  /**
   * A multipart upload is answered 408 when no byte arrives for `idleMs` (UPLOAD_IDLE_TIMEOUT_MS,
   * 30 s) or its body takes longer than `totalMs` (UPLOAD_TIMEOUT_MS, 10 minutes).
   */
  uploadDeadline: { idleMs: number; totalMs: number };
  /**
   * The proxies whose X-Forwarded-* the API believes (client address for the per-address limits,
   * https for `secure: 'auto'` cookies and HSTS): addresses, CIDR ranges or proxy-addr's names
   * (`loopback`, `linklocal`, `uniquelocal`); false trusts none. See trustedProxies.
   */
  trustProxy: false | string[];
  /** Reached over TLS only (TLS_ONLY=1): HSTS on every answer, even when no proxy says https. */
  tlsOnly: boolean;
  logLevel: string;
  seed: boolean;
}

export interface WhatsAppConfig {
  /**
   * `sandbox` (the default): each message is written to `${DATA_DIR}/whatsapp` as JSON, like the mail
   * outbox's files. `cloud`: the WhatsApp Business Cloud API at `graphBase`.
   */
  transport: 'sandbox' | 'cloud';
  graphBase: string;
  token: string;
  phoneNumberId: string;
  /** Signs the provider's webhook (X-Hub-Signature-256). */
  appSecret: string;
  /** Answers the provider's webhook verification (hub.verify_token). */
  verifyToken: string;
  outboxDir: string;
  senderEnabled: boolean;
  pollMs: number;
  leaseMs: number;
  retryBaseMs: number;
  maxAttempts: number;
}

export interface MailConfig {
  /** SMTP through nodemailer when set; otherwise .eml files in `${DATA_DIR}/outbox`. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  /** Links in mails: the site (shell) and where tutors log in. */
  siteUrl: string;
  tutorPortalUrl: string;
  senderEnabled: boolean;
  pollMs: number;
  leaseMs: number;
  retryBaseMs: number;
  maxAttempts: number;
}


/** The supplier on every tax invoice, and the rate and SAC it charges. */
export interface GstSupplier {
  legalName: string;
  address: string;
  /** Its GST state code: a buyer in the same state pays CGST + SGST, any other IGST. */
  state: string;
  gstin: string;
  sac: string;
  ratePercent: number;
}

/** The demo school: fictional, with a GSTIN whose check character is right so every check runs as in production. */
export const DEMO_GST_SUPPLIER: GstSupplier = {
  legalName: 'Aarohi Learning Private Limited',
  address: '3rd Floor, 12 Residency Road, Shanthala Nagar, Bengaluru, Karnataka 560025',
  state: '29',
  gstin: '29AAKCA2499K1Z0',
  sac: DEFAULT_SAC,
  ratePercent: DEFAULT_GST_RATE_PERCENT,
};

function gstConfig(env: NodeJS.ProcessEnv): GstSupplier {
  const gstin = normaliseGstin(env.GSTIN || DEMO_GST_SUPPLIER.gstin);
  const state = env.GST_STATE || gstin.slice(0, 2);
  const bad = gstinError(gstin);
  // A wrong GSTIN would be printed on every invoice: refuse to start rather than issue them.
  if (bad) throw new Error(`GSTIN: ${bad}`);
  if (!gstState(state)) throw new Error(`GST_STATE ${state} is not a GST state code`);
  if (gstin.slice(0, 2) !== state) throw new Error(`GSTIN ${gstin} is not registered in GST_STATE ${state}`);
  const ratePercent = int(env.GST_RATE, DEFAULT_GST_RATE_PERCENT);
  if (ratePercent < 0 || ratePercent > 28) throw new Error('GST_RATE must be a whole percentage from 0 to 28');
  const sac = env.GST_SAC || DEFAULT_SAC;
  if (!/^\d{6}$/.test(sac)) throw new Error('GST_SAC must be a 6-digit SAC');
  return {
    legalName: env.GST_LEGAL_NAME || DEMO_GST_SUPPLIER.legalName,
    address: env.GST_ADDRESS || DEMO_GST_SUPPLIER.address,
    state,
    gstin,
    sac,
    ratePercent,
  };
}

/** The api/ folder, whether the process runs from the workspace root or from api/. */
export function findApiRoot(cwd = process.cwd()): string {
  if (fs.existsSync(path.join(cwd, 'drizzle.config.ts'))) return cwd;
  const nested = path.join(cwd, 'api');
  if (fs.existsSync(path.join(nested, 'drizzle.config.ts'))) return nested;
  return cwd;
}

const int = (v: string | undefined, d: number) => {
  const n = Number.parseInt(v ?? '', 10);
  return Number.isFinite(n) ? n : d;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, apiRoot = findApiRoot()): Config {
  const dataDir = path.resolve(env.DATA_DIR || path.join(apiRoot, 'data'));
  const provider: PaymentProviderName = env.PAYMENT_PROVIDER === 'razorpay' ? 'razorpay' : 'sandbox';
  if (provider === 'razorpay' && (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET)) {
    throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  }
  const production = env.NODE_ENV === 'production';
  const allowSandbox = ['1', 'true', 'yes'].includes((env.ALLOW_SANDBOX_PAYMENTS ?? '').toLowerCase());
  if (provider === 'sandbox' && production && !allowSandbox) {
    throw new Error(
      'NODE_ENV=production with the sandbox payment provider (no real payments): set PAYMENT_PROVIDER=razorpay ' +
        'with its keys, or ALLOW_SANDBOX_PAYMENTS=1 for a demo that takes no money',
    );
  }
  // Unset: buildApp takes the one stored in the database (lib/secrets.ts), shared by every process.
  const sessionSecret = env.SESSION_SECRET || undefined;
  if (sessionSecret !== undefined && sessionSecret.length < 32)
    throw new Error('SESSION_SECRET must be at least 32 characters');
  const rateLimitDisabled = ['1', 'true', 'yes'].includes((env.RATE_LIMIT_DISABLED ?? '').toLowerCase());
  const port = int(env.PORT, DEFAULT_PORTS.api);
  const host = env.HOST || '127.0.0.1';
  // A wildcard bind address is no address to hand out: fall back to loopback (set PUBLIC_URL when deployed).
  const linkHost = ['0.0.0.0', '::', '[::]'].includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    migrationsDir: path.join(apiRoot, 'drizzle'),
    // CORS_ORIGINS replaces the list; otherwise it follows the same ports and URLs the frontends use.
    // CORS_EXTRA_ORIGINS adds to whichever list applies (a second shell deployment beside the first).
    corsOrigins: [
      ...new Set(
        [
          ...(env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',') : frontendOrigins(env)),
          ...(env.CORS_EXTRA_ORIGINS ?? '').split(','),
        ]
          .map((o) => o.trim())
          .filter(Boolean),
      ),
    ],
    sessionSecret,
    credentialSigningKey: env.CREDENTIAL_SIGNING_KEY || undefined,
    publicUrl: (env.PUBLIC_URL || `http://${linkHost}:${port}`).replace(/\/+$/, ''),
    payment: {
      provider,
      keyId: provider === 'razorpay' ? env.RAZORPAY_KEY_ID! : 'rzp_test_aarohi_sandbox',
      keySecret:
        provider === 'razorpay'
          ? env.RAZORPAY_KEY_SECRET!
          : sessionSecret
            ? sandboxPaymentSecret(sessionSecret)
            : '', // filled in with the stored session secret (lib/secrets.ts withSecrets)
      apiBase: env.RAZORPAY_API_BASE || 'https://api.razorpay.com',
      webhookSecret:
        env.RAZORPAY_WEBHOOK_SECRET || (provider === 'sandbox' ? SANDBOX_WEBHOOK_SECRET : ''),
      sandboxWebhookUrl:
        // The API's own listener, not PUBLIC_URL: the sandbox lives inside the API process.
        env.SANDBOX_WEBHOOK_URL || `http://${linkHost}:${port}/api/payments/webhook`,
      sandboxUpiVpa: env.SANDBOX_UPI_VPA || 'aarohi.demo@upi',
    },
    paymentsWorker: {
      enabled: env.PAYMENTS_WORKER ? env.PAYMENTS_WORKER !== 'off' : env.NODE_ENV !== 'test',
      tickMs: Math.max(100, int(env.PAYMENTS_TICK_MS, 5_000)),
      retryBaseMs: Math.max(50, int(env.PAYMENTS_RETRY_BASE_MS, 2_000)),
      recheckMs: Math.max(1000, int(env.RECONCILE_RECHECK_MS, 10 * 60_000)),
    },
    contactEmail: env.CONTACT_EMAIL || CONTACT_EMAIL,
    gst: gstConfig(env),
    storage: storageConfig(env, dataDir),
    mail: mailConfig(env, dataDir),
    whatsapp: whatsappConfig(env, dataDir),
    reminders: {
      enabled: env.REMINDERS ? env.REMINDERS !== 'off' : env.NODE_ENV !== 'test',
      tickMs: Math.max(100, int(env.REMINDER_TICK_MS, 60_000)),
    },
    testClock: env.TEST_CLOCK === '1',
    rateLimit: {
      enabled: !rateLimitDisabled,
      loginPerIpMax: int(env.LOGIN_RATE_LIMIT_MAX, 50),
      loginPerAccountMax: int(env.LOGIN_ACCOUNT_RATE_LIMIT_MAX, 3),
      loginMaxDelayMs: int(env.LOGIN_MAX_DELAY_MS, 60_000),
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, 15 * 60 * 1000),
      writesPerIpMax: int(env.WRITE_RATE_LIMIT_MAX, 30),
      paymentsMax: int(env.PAYMENT_RATE_LIMIT_MAX, 20),
      certificateLookupsMax: int(env.CERTIFICATE_RATE_LIMIT_MAX, 120),
    },
    hashing: {
      concurrency: Math.max(1, int(env.HASH_CONCURRENCY, defaultHashConcurrency())),
      queueMax: Math.max(0, int(env.HASH_QUEUE_MAX, 500)),
    },
    // At most 1 s: a logout on another process is refused here within that time (sessions are cached per process for at most this long).
    sessionCacheMs: Math.min(1000, Math.max(0, int(env.SESSION_CACHE_MS, 1000))),
    readCache: env.READ_CACHE !== '0',
    bodyLimit: int(env.BODY_LIMIT_BYTES, 64 * 1024),
    uploadDeadline: {
      idleMs: Math.max(50, int(env.UPLOAD_IDLE_TIMEOUT_MS, 30_000)),
      totalMs: Math.max(1000, int(env.UPLOAD_TIMEOUT_MS, 10 * 60_000)),
    },
    trustProxy: trustedProxies(env.TRUST_PROXY),
    tlsOnly: ['1', 'true', 'yes'].includes((env.TLS_ONLY ?? '').toLowerCase()),
    logLevel: env.LOG_LEVEL || 'info',
    seed: env.SEED !== '0',
  };
}

const truthy = (v: string | undefined) => ['1', 'true', 'yes'].includes((v ?? '').toLowerCase());

function storageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const dir = path.join(dataDir, 'uploads');
  const kind = (env.STORAGE || 'local').toLowerCase();
  if (kind === 'local') return { kind: 'local', dir };
  if (kind !== 's3') throw new Error(`STORAGE must be local or s3 (got ${env.STORAGE})`);
  if (!env.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  // Both or neither: without them the SDK's own chain applies (instance role, AWS_* variables).
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  if (env.S3_ENDPOINT && !/^https?:\/\//.test(env.S3_ENDPOINT))
    throw new Error('S3_ENDPOINT must be an http(s) URL');
  return {
    kind: 's3',
    dir,
    s3: {
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION || 'us-east-1',
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      // Path-style (endpoint/bucket/key) is what MinIO and most self-hosted stores expect.
      forcePathStyle:
        env.S3_FORCE_PATH_STYLE === undefined ? Boolean(env.S3_ENDPOINT) : truthy(env.S3_FORCE_PATH_STYLE),
    },
  };
}

/** WHATSAPP_*: the sandbox unless WHATSAPP_TRANSPORT=cloud, which then needs its four credentials. */
export function whatsappConfig(env: NodeJS.ProcessEnv, dataDir: string): WhatsAppConfig {
  const transport = (env.WHATSAPP_TRANSPORT || 'sandbox').toLowerCase();
  if (transport !== 'sandbox' && transport !== 'cloud')
    throw new Error(`WHATSAPP_TRANSPORT must be sandbox or cloud, not ${transport}`);
  if (transport === 'cloud') {
    const missing = ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'].filter(
      (name) => !env[name],
    );
    if (missing.length > 0) throw new Error(`WHATSAPP_TRANSPORT=cloud needs ${missing.join(', ')}`);
  }
  return {
    transport,
    graphBase: (env.WHATSAPP_GRAPH_BASE || 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
    token: env.WHATSAPP_TOKEN || '',
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID || 'sandbox',
    appSecret: env.WHATSAPP_APP_SECRET || SANDBOX_WHATSAPP_APP_SECRET,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN || SANDBOX_WHATSAPP_VERIFY_TOKEN,
    outboxDir: path.join(dataDir, 'whatsapp'),
    senderEnabled: env.WHATSAPP_SENDER ? env.WHATSAPP_SENDER !== 'off' : env.MAIL_SENDER !== 'off',
    pollMs: int(env.WHATSAPP_POLL_MS, 2000),
    leaseMs: int(env.WHATSAPP_LEASE_MS, 60_000),
    retryBaseMs: int(env.WHATSAPP_RETRY_BASE_MS, 5000),
    maxAttempts: int(env.WHATSAPP_MAX_ATTEMPTS, 5),
  };
}

function mailConfig(env: NodeJS.ProcessEnv, dataDir: string): MailConfig {
  const siteUrl = (env.SITE_URL || `http://127.0.0.1:${int(env.SHELL_PORT, DEFAULT_PORTS.shell)}`).replace(/\/+$/, '');
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || 'Aarohi <no-reply@aarohi.example>',
    outboxDir: path.join(dataDir, 'outbox'),
    siteUrl,
    tutorPortalUrl: (env.TUTOR_PORTAL_URL || siteUrl).replace(/\/+$/, ''),
    senderEnabled: env.MAIL_SENDER !== 'off',
    pollMs: int(env.MAIL_POLL_MS, 2000),
    leaseMs: int(env.MAIL_LEASE_MS, 60_000),
    retryBaseMs: int(env.MAIL_RETRY_BASE_MS, 5000),
    maxAttempts: int(env.MAIL_MAX_ATTEMPTS, 8),
  };
}

/**
 * TRUST_PROXY: which connecting addresses may tell the API who the visitor is (X-Forwarded-For).
 * Unset, empty, `1`/`true`/`yes`: `loopback` — the deploy's nginx and the platform's own servers run
 * on this machine. Trusting loopback is safe with deploy/nginx because nginx *appends* the address it
 * saw ($proxy_add_x_forwarded_for): the API walks the list from the right, skipping trusted hops, so
 * the visitor's own X-Forwarded-For text is never taken. Everything that reaches the API from another
 * address is judged by its socket address alone, whatever it sends. `0`/`false`/`no`/`off`: trust
 * none. Otherwise a comma-separated list (`10.0.0.5, 10.0.1.0/24, loopback`): a proxy on another
 * machine must be listed. Never "trust every hop": then any client picks its own address.
 */
export function trustedProxies(raw: string | undefined): false | string[] {
  const value = (raw ?? '').trim().toLowerCase();
  if (['', '1', 'true', 'yes'].includes(value)) return ['loopback'];
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * What an error log line may hold, so logs never carry a password, a token or a person's data: the error's type, the query's shape and the
 * database's error code, constraint, table and column — never parameter values. Drizzle's
 * DrizzleQueryError carries `params` (e-mail, phone, the argon2 hash …) in its message and stack,
 * and PostgreSQL's `detail` repeats key values ("Key (email)=(…) already exists"), so neither is
 * logged; the stack keeps only its frames.
 */

interface Chain {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  query?: unknown;
  params?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  statusCode?: unknown;
  cause?: unknown;
}

const frames = (stack: unknown): string =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((l) => /^\s+at /.test(l))
        .slice(0, 12)
        .join('\n')
    : '';

/** True for an error that comes from the database (Drizzle's wrapper or the driver's own). */
const fromDatabase = (e: Chain): boolean =>
  typeof e.query === 'string' ||
  Array.isArray(e.params) ||
  (typeof e.severity === 'string' && typeof e.code === 'string');

/** A pino `err` serializer: safe to write to any log. */
export type SafeErrorLog = { type: string; message: string; stack: string; [k: string]: unknown };

export function safeErrorLog(err: unknown): SafeErrorLog {
  if (!err || typeof err !== 'object') return { type: typeof err, message: String(err), stack: '' };
  const chain: Chain[] = [];
  for (let e: unknown = err; e && typeof e === 'object' && chain.length < 5; e = (e as Chain).cause) {
    chain.push(e as Chain);
  }
  const top = chain[0]!;
  const database = chain.some(fromDatabase);
  const out: SafeErrorLog = {
    type: typeof top.name === 'string' ? top.name : 'Error',
    message: 'Database query failed',
    stack: frames(top.stack),
  };
  if (typeof top.statusCode === 'number') out.statusCode = top.statusCode;
  if (!database) {
    out.message = typeof top.message === 'string' ? top.message : '';
    return out;
  }
  const query = chain.find((e) => typeof e.query === 'string')?.query as string | undefined;
  const driver = chain.find((e) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code));
  if (query) out.query = query.replace(/\s+/g, ' ').slice(0, 600);
  if (driver) {
    for (const k of ['code', 'constraint', 'table', 'column', 'routine'] as const) {
      if (typeof driver[k] === 'string') out[k] = driver[k];
    }
  }
  return out;
}

/**
 * The request as the request log records it: the path, and the names of the query parameters with
 * their values redacted. Searches carry phone numbers, e-mail addresses and names (`?q=9876543210`),
 * and the log is no place for them; which parameters were used is enough to follow a request.
 */
export function safeUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      // Names are chosen by the client too: keep only plain ones, bounded.
      return /^[A-Za-z0-9_.[\]-]{1,40}$/.test(name) ? `${name}=[redacted]` : '[redacted]';
    });
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** A pino `req` serializer: Fastify's default fields, with the URL made safe. */
export function safeRequestLog(req: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: safeUrl(req.url ?? ''),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

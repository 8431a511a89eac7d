/** One error path: throw an HttpError, the error handler turns it into { success: false, message }. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, message, extra);
export const unauthorized = (message = 'Please login to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this resource.') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Throws the first message of a rules result, with every field message attached. */
export function assertValid(errors: Record<string, string | undefined>): void {
  const entries = Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1]));
  if (entries.length > 0) {
    throw badRequest(entries[0]![1], { errors: Object.fromEntries(entries) });
  }
}

export function isUniqueViolation(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    const rec = e as {
      code?: string;
      constraint?: string;
      constraint_name?: string;
      cause?: unknown;
      message?: string;
    };
    if (rec.code === '23505') return rec.constraint ?? rec.constraint_name ?? rec.message ?? '';
    e = rec.cause;
  }
  return undefined;
}

/**
 * Malformed input is a 400, never a 500. Before any route's schema or rules see
 * a request, its parsed body, query and params are walked once (iteratively, no recursion):
 * - a NUL character in any string or key (PostgreSQL's text type cannot store it) → 400;
 * - a lone surrogate (half of a UTF-16 pair, e.g. a JSON "\ud800" escape) in any string or key → 400:
 *   PostgreSQL refuses it in JSON columns (a 500) and quietly turns it into U+FFFD in text columns;
 * - structures nested deeper than MAX_DEPTH (legitimate bodies are flat) → 400;
 * - a value named like a database id (`id`, `batchId`, `tutor_id` …) that is a number outside
 *   PostgreSQL's integer range (1 … 2147483647) → 400 before any hook or handler can hand it to the
 *   database: in the path and query any numeric-looking text, in a JSON body any JSON number (a body's
 *   text ids such as a payment's `transactionId` belong to other systems and are left alone).
 *   Route-level hooks run after this one, so they only ever see ids in range.
 * A multipart request without a boundary is refused here too (busboy would throw from the handler).
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** The deepest nesting any of our requests needs is 2 (an object holding scalars). */
export const MAX_DEPTH = 16;
/** PostgreSQL's `integer`: every id column. */
export const MAX_DB_ID = 2147483647;

export const INPUT_MESSAGES = {
  nul: 'Text must not contain NUL characters.',
  surrogate: 'Text contains an invalid character (a broken emoji or symbol). Please retype it and try again.',
  depth: 'The request is nested too deeply.',
  id: 'An id must be a whole number from 1 to 2147483647.',
  boundary: 'The upload must be a multipart form with a boundary.',
  multipart: 'The upload could not be read. Please try again.',
  truncated: 'The upload was cut off before it finished. Please try again.',
  stalled: 'The upload stopped arriving. Please check your connection and try again.',
} as const;

/** Half of a surrogate pair on its own: in Unicode mode, only unpaired halves match. */
const LONE_SURROGATE_RE = /\p{Cs}/u;

function textProblem(s: string): string | undefined {
  if (s.includes('\u0000')) return INPUT_MESSAGES.nul;
  if (LONE_SURROGATE_RE.test(s)) return INPUT_MESSAGES.surrogate;
  return undefined;
}

/** `id`, `userId`, `batch_id`, `materialId` …: the names our routes give database ids. */
const ID_NAME_RE = /^(?:id|[A-Za-z]+Id|[a-z]+_id)$/;
/** A value that reads as a number ("12", "-1", "1e20", "1.5"); anything else is the schema's to refuse. */
const NUMERIC_RE = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?\s*$/i;

function idOutOfRange(v: unknown): boolean {
  const values = Array.isArray(v) ? v : [v];
  return values.some((x) => {
    if (typeof x === 'number') return !Number.isInteger(x) || x < 1 || x > MAX_DB_ID;
    if (typeof x !== 'string' || !NUMERIC_RE.test(x)) return false;
    const n = Number(x);
    return !Number.isInteger(n) || n < 1 || n > MAX_DB_ID;
  });
}

/** The first problem in a parsed value, or undefined. */
export function inputProblem(value: unknown): string | undefined {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) return problem;
    } else if (v !== null && typeof v === 'object') {
      if (depth >= MAX_DEPTH) return INPUT_MESSAGES.depth;
      for (const [k, child] of Object.entries(v)) {
        const problem = textProblem(k);
        if (problem) return problem;
        if (typeof child === 'number' && ID_NAME_RE.test(k) && idOutOfRange(child)) return INPUT_MESSAGES.id;
        stack.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}

/** The first path/query parameter named like an id whose numeric value no id column can hold. */
export function idProblem(params: unknown): string | undefined {
  if (params === null || typeof params !== 'object') return undefined;
  for (const [k, v] of Object.entries(params)) {
    if (ID_NAME_RE.test(k) && idOutOfRange(v)) return INPUT_MESSAGES.id;
  }
  return undefined;
}

export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    const type = req.headers['content-type'] ?? '';
    if (/^multipart\/form-data/i.test(type) && !/;\s*boundary=[^;\s]/i.test(type)) {
      throw badRequest(INPUT_MESSAGES.boundary);
    }
  });
  app.addHook('preValidation', async (req) => {
    const problem =
      inputProblem(req.params) ??
      inputProblem(req.query) ??
      inputProblem(req.body) ??
      idProblem(req.params) ??
      idProblem(req.query);
    if (problem) throw badRequest(problem);
  });
}

/**
 * Malformed input is a 400, never a 500. Before any route's schema or rules see
 * a request, its parsed body, query and params are walked once (iteratively, no recursion):
 * - a NUL character in any string (PostgreSQL's text type cannot store it) → 400;
 * - structures nested deeper than MAX_DEPTH (legitimate bodies are flat) → 400.
 * A multipart request without a boundary is refused here too (busboy would throw from the handler).
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** The deepest nesting any of our requests needs is 2 (an object holding scalars). */
export const MAX_DEPTH = 16;

export const INPUT_MESSAGES = {
  nul: 'Text must not contain NUL characters.',
  depth: 'The request is nested too deeply.',
  boundary: 'The upload must be a multipart form with a boundary.',
  multipart: 'The upload could not be read. Please try again.',
} as const;

/** The first problem in a parsed value, or undefined. */
export function inputProblem(value: unknown): string | undefined {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return INPUT_MESSAGES.nul;
    } else if (v !== null && typeof v === 'object') {
      if (depth >= MAX_DEPTH) return INPUT_MESSAGES.depth;
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000')) return INPUT_MESSAGES.nul;
        stack.push([child, depth + 1]);
      }
    }
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
    const problem = inputProblem(req.params) ?? inputProblem(req.query) ?? inputProblem(req.body);
    if (problem) throw badRequest(problem);
  });
}

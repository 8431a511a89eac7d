/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(180_000);
/**
 * The OpenAPI document the API serves at /docs/json passes two validators nobody here wrote:
 * swagger-parser (the OpenAPI 3.1 JSON schema, references, unique operationIds, path parameters)
 * and Redocly's recommended ruleset, with no errors. On top of that, every operation carries what a
 * reader and a client generator need: a unique operationId, a summary, a tag, a security
 * declaration, and at least one documented answer. A new route without a summary or without a
 * known access (api/src/plugins/openapi-operations.ts) fails here, by name.
 */
import { nativeRequire } from './helpers/native';
import { createTestContext } from './helpers/context';
import { OPERATIONS } from '../src/plugins/openapi-operations';

type Problem = {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer?: string }>;
};
const SwaggerParser = nativeRequire('@apidevtools/swagger-parser') as {
  validate(api: object): Promise<unknown>;
};
const redocly = nativeRequire('@redocly/openapi-core') as {
  createConfig(config: object): Promise<unknown>;
  lintFromString(options: { source: string; absoluteRef: string; config: unknown }): Promise<Problem[]>;
};

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, unknown>;
};
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

let served: string;
let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  const ctx = await createTestContext();
  try {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    served = res.body;
    doc = JSON.parse(served);
  } finally {
    await ctx.close();
  }
});

function operations(): Array<{ name: string; op: Operation }> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );
}

describe('the served OpenAPI document', () => {
  it('declares OpenAPI 3.1 (its schemas use JSON Schema `type: "null"`)', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('passes swagger-parser validation', async () => {
    let failure: unknown;
    try {
      await SwaggerParser.validate(JSON.parse(served));
    } catch (err) {
      failure = err;
    }
    // The message lists each schema violation: shown in full when this fails.
    expect(failure === undefined ? 'valid' : String((failure as Error).message)).toBe('valid');
  });

  it("has no errors under Redocly's recommended rules (operationId required too)", async () => {
    const config = await redocly.createConfig({
      extends: ['recommended'],
      rules: { 'operation-operationId': 'error' },
    });
    const problems = await redocly.lintFromString({ source: served, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(errors).toEqual([]);
    // Left as warnings on purpose: no licence is published; the public lists and logouts answer no
    // 4xx; join and recording only redirect (302) or refuse, they never answer 2xx.
    const accepted = ['info-license', 'operation-4xx-response', 'operation-2xx-response'];
    const otherWarnings = problems
      .filter((p) => p.severity === 'warn' && !accepted.includes(p.ruleId))
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(otherWarnings).toEqual([]);
  });

  it('gives every operation a unique operationId, a summary, a tag, a security declaration and its answers', () => {
    const ids = new Map<string, string>();
    const missing: string[] = [];
    for (const { name, op } of operations()) {
      if (!op.operationId) missing.push(`${name}: operationId`);
      else if (ids.has(op.operationId))
        missing.push(`${name}: operationId ${op.operationId} also on ${ids.get(op.operationId)}`);
      else ids.set(op.operationId, name);
      // A summary is a sentence, not the path again.
      if (!op.summary || op.summary.includes('/'))
        missing.push(`${name}: summary (api/src/plugins/openapi-operations.ts)`);
      if (!op.tags?.length) missing.push(`${name}: tags`);
      if (!Array.isArray(op.security))
        missing.push(`${name}: security (access in api/src/plugins/openapi-operations.ts)`);
      if (!op.responses || Object.keys(op.responses).length === 0) missing.push(`${name}: responses`);
    }
    expect(missing).toEqual([]);
    expect(ids.size).toBeGreaterThan(100);
  });

  it('documents the answers a caller can get: redirects, sign-in refusals and missing resources', () => {
    const op = (path: string, method: string) => doc.paths[path]?.[method];
    // Join and recording send the browser on with a 302 and a Location.
    const join = op('/api/sessions/{id}/join', 'get')!;
    expect(Object.keys(join.responses!)).toEqual(expect.arrayContaining(['302', '401', '403', '404', '409']));
    expect(join.responses!['302']).toMatchObject({ headers: { location: expect.any(Object) } });
    expect(Object.keys(op('/api/sessions/{id}/recording', 'get')!.responses!)).toEqual(
      expect.arrayContaining(['302', '401', '404']),
    );
    // A public route has no security requirement; a session-only route requires the cookie.
    expect(op('/api/courses', 'get')!.security).toEqual([]);
    expect(op('/api/student/my-sessions', 'get')!.security).toEqual([{ session: [] }]);
    expect(op('/api/staff/audit', 'get')!.security).toEqual([{ session: [] }]);
    expect(op('/api/student/my-sessions', 'get')!.responses!['401']).toEqual({
      $ref: '#/components/responses/Unauthorized',
    });
    // Rate-limited routes say so.
    expect(Object.keys(op('/api/contact', 'post')!.responses!)).toContain('429');
    // The tutor's profile is one path, read and written with the same parameter name.
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/tutor/profile/'))).toEqual([
      '/api/tutor/profile/{tutor_id}',
    ]);
  });

  it('names no route in its catalogue of summaries that the API does not have', () => {
    const served = new Set(operations().map(({ name }) => name));
    const stale = Object.keys(OPERATIONS).filter((key) => !served.has(key.replace(/:(\w+)/g, '{$1}')));
    expect(stale).toEqual([]);
  });
});

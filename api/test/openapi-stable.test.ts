/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(180_000);
/**
 * The API's public surface must not move when its code is reorganised: the OpenAPI document built
 * from the app (every path, method, status, schema and message) is compared with the committed
 * snapshot in openapi-stable.snapshot.json. A deliberate API change regenerates the snapshot with
 *
 *   UPDATE_OPENAPI_SNAPSHOT=1 pnpm exec jest --selectProjects api --runInBand api/test/openapi-stable.test.ts
 *
 * and commits it together with `pnpm api:types`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createTestContext } from './helpers/context';

const snapshotFile = path.join(__dirname, '__snapshots__', 'openapi-stable.snapshot.json');

/** The document as text, every object's keys in the order the app declared them. */
async function currentDocument(): Promise<string> {
  const ctx = await createTestContext();
  try {
    return `${JSON.stringify(ctx.app.swagger(), null, 2)}\n`;
  } finally {
    await ctx.close();
  }
}

describe('OpenAPI document', () => {
  it('is identical to the committed snapshot (same routes, statuses, schemas and messages, in the same order)', async () => {
    const text = await currentDocument();
    if (process.env.UPDATE_OPENAPI_SNAPSHOT === '1') {
      fs.mkdirSync(path.dirname(snapshotFile), { recursive: true });
      fs.writeFileSync(snapshotFile, text);
    }
    const expected = fs.readFileSync(snapshotFile, 'utf8');
    // Parsed first so a difference is shown as a path into the document, then as text so the order
    // of paths and keys counts too.
    expect(JSON.parse(text)).toEqual(JSON.parse(expected));
    expect(text).toBe(expected);
  });
});

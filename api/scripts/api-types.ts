/**
 * The browser's typed API surface, so a change to a route's shape breaks the frontends' build: the API's OpenAPI document, turned into
 * TypeScript by openapi-typescript and written to web-core/src/api/schema.generated.ts.
 *
 *   pnpm api:types           regenerate the file
 *   pnpm api:types --check   fail (exit 1) when the checked-in file differs from the API: run by
 *                            `pnpm test`, so an API change without regeneration fails CI
 *
 * The document is built from the app itself (in-memory database, nothing listens), with the route
 * set of a production deploy: no test clock.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { loadConfig } from '../src/config';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.resolve(apiRoot, '../web-core/src/api/schema.generated.ts');
const check = process.argv.includes('--check');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-openapi-'));
const config = loadConfig(
  {
    DATA_DIR: dataDir,
    SESSION_SECRET: 'openapi-generation-secret-0123456789abcdef',
    LOG_LEVEL: 'silent',
    SEED: '0',
  },
  apiRoot,
);
const database = await openDatabase({ migrationsDir: config.migrationsDir });
const app = await buildApp(config, { database, logger: false });
await app.ready();
const document = app.swagger();
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const body = astToString(await openapiTS(document as never, { alphabetize: true }));
const text = `// Generated from the API's OpenAPI document by api/scripts/api-types.ts: do not edit.\n// Regenerate with \`pnpm api:types\`; \`pnpm test\` fails when this file is out of date.\n\n${body}`;

if (check) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (current !== text) {
    console.error(
      `${path.relative(process.cwd(), target)} is out of date with the API: run \`pnpm api:types\` and commit it.`,
    );
    process.exit(1);
  }
  console.log('API types are up to date.');
} else {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}

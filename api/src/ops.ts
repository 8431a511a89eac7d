/** `pnpm --filter @ai-women/api ops <action> --flag value …` — staff actions on the same database. */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seed } from './db/seed';
import { ACTIONS, runAction, type Args } from './ops-actions';
import { HttpError } from './lib/errors';
import { STORAGE_ACTIONS } from './storage-ops';
import { PAYMENT_ACTIONS } from './payments/ops';

const [action, ...rest] = process.argv.slice(2);
if (!action || action === 'help' || action === '--help') {
  console.log('Usage: pnpm --filter @ai-women/api ops <action> [--flag value]\n');
  for (const [name, a] of Object.entries({ ...ACTIONS, ...STORAGE_ACTIONS, ...PAYMENT_ACTIONS }))
    console.log(`  ${name.padEnd(18)} ${a.help}`);
  process.exit(action ? 0 : 1);
}

const FLAGS = [
  'id',
  'name',
  'tutor',
  'student',
  'course',
  'timing',
  'meeting-url',
  'start',
  'status',
  'kind',
  'message',
  'title',
  'percent',
  'email',
  'role',
  'from',
  'older-than',
  'as',
];
let args: Args;
try {
  const { values } = parseArgs({
    args: rest.filter((a) => a !== '--'),
    options: Object.fromEntries(FLAGS.map((f) => [f, { type: 'string' as const }])),
    strict: true,
    allowPositionals: false,
  });
  args = values as Args;
} catch (err) {
  console.error(`Error: ${(err as Error).message}`);
  process.exit(1);
}

const config = loadConfig();
let database;
try {
  database = await openDatabase({
    migrationsDir: config.migrationsDir,
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata'),
  });
} catch (err) {
  console.error(`Cannot open the database: ${(err as Error).message}`);
  console.error(
    'The embedded database allows one process at a time: stop the API first, or use DATABASE_URL.',
  );
  process.exit(2);
}
try {
  await seed(database.db);
  const storageAction = STORAGE_ACTIONS[action] ?? PAYMENT_ACTIONS[action];
  const result = storageAction
    ? await storageAction.run(database.db, config, args)
    : await runAction(database.db, action, args);
  console.log(JSON.stringify(result, null, 2));
} catch (err) {
  console.error(err instanceof HttpError ? `Error: ${err.message}` : err);
  process.exitCode = 1;
} finally {
  await database.close();
}

#!/usr/bin/env node
// `node e2e/load/load.mjs [--pg] [--both] [--students N] [--tutors M]`
// 200 students + 50 tutors against the API on a fresh PGlite DATA_DIR (default) or on a throwaway
// PostgreSQL 15 cluster (--pg); --both runs PGlite then PostgreSQL. Prints a table and writes
// e2e/reports/load.json (PGlite) / load-pg.json (PostgreSQL). Exits 1 when a correctness check fails.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './harness.mjs';
import { printFigures, runLoad } from './scenario.mjs';

const args = process.argv.slice(2);
const num = (flag, d) => {
  const i = args.indexOf(flag);
  return i >= 0 ? Number(args[i + 1]) : d;
};
const students = num('--students', 200);
const tutors = num('--tutors', 50);
const targets = args.includes('--both') ? [false, true] : [args.includes('--pg')];

const hardStop = setTimeout(() => {
  console.error('load: time limit (15 min) reached');
  process.exit(2);
}, 15 * 60_000);
hardStop.unref();

const results = [];
let failed = 0;
for (const pg of targets) {
  const { checks, figures } = await runLoad({ students, tutors, pg, port: pg ? 4511 : 4510, pgPort: 5511 });
  failed += checks.failed;
  results.push(figures);
  const report = { generatedAt: new Date().toISOString(), figures, checks: checks.list };
  fs.mkdirSync(path.join(root, 'e2e/reports'), { recursive: true });
  const file = path.join(root, 'e2e/reports', pg ? 'load-pg.json' : 'load.json');
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(`written ${path.relative(root, file)} (${checks.passed} checks passed, ${checks.failed} failed)`);
}
console.log('');
printFigures(results);
console.log(`\nload: ${results.length} run(s), ${failed} failed check(s)`);
process.exit(failed ? 1 : 0);

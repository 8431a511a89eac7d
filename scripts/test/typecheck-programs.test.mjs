// The workspace is type-checked as three programs (scripts/typecheck-programs.mjs), not one per
// package: a TypeScript file that none of them includes would never be checked, and a program
// that relaxed the shared compiler options would check its files less strictly than before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { TYPECHECK_PROGRAMS } from '../typecheck-programs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/**
 * Run by tsx, never compiled: they import the API's sources by their `.ts` paths, which the
 * compiler refuses without allowImportingTsExtensions (and the API's own program checks those).
 */
const RUN_BY_TSX = new Set(['e2e/load/db-inspect.mts', 'e2e/load/seed-batches.mts']);

const listings = new Map();
const listed = (project) => {
  if (!listings.has(project)) listings.set(project, list(project));
  return listings.get(project);
};
const list = (project) =>
  execFileSync(process.execPath, [tsc, '-p', project, '--listFilesOnly'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\n')
    .filter((f) => f && !f.includes('/node_modules/'))
    .map((f) => path.relative(root, fs.realpathSync(f)));

const effectiveOptions = (project) =>
  JSON.parse(execFileSync(process.execPath, [tsc, '-p', project, '--showConfig'], { cwd: root, encoding: 'utf8' })).compilerOptions;

test('every tracked TypeScript file is in one of the programs', () => {
  const checked = new Set(TYPECHECK_PROGRAMS.flatMap(({ project }) => listed(project)));
  const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mts', '*.cts'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  assert.ok(tracked.length > 500, `expected the workspace's files, found ${tracked.length}`);
  const unchecked = tracked.filter((f) => !checked.has(f) && !RUN_BY_TSX.has(f));
  assert.deepEqual(unchecked, [], 'files no program type-checks: add their folder to a program');
});

test('no program checks less strictly than the shared options', () => {
  const base = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions;
  const strictness = ['strict', 'noUncheckedIndexedAccess', 'noImplicitOverride', 'noFallthroughCasesInSwitch', 'isolatedModules', 'exactOptionalPropertyTypes'];
  for (const { project } of TYPECHECK_PROGRAMS) {
    const options = effectiveOptions(project);
    for (const key of strictness) assert.equal(options[key], base[key], `${project}: ${key}`);
  }
});

test('every package is in a program', () => {
  const packages = fs
    .readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .map((l) => /^ {2}- (\S+)$/.exec(l)?.[1])
    .filter(Boolean);
  const checked = TYPECHECK_PROGRAMS.flatMap(({ project }) => listed(project));
  for (const pkg of packages) assert.ok(checked.some((f) => f.startsWith(`${pkg}/`)), `${pkg} is in no program`);
});

// Source comments say why in their own words: they must not send the reader to documents outside
// the repository (the design notes, the specs, the toolchain notes, the style guide, issue numbers,
// bare section numbers), which a reader of the code does not have. A decision worth keeping is a
// record in docs/decisions/, and a comment may point there.
//
// Every tracked or new (not ignored) source file is read whole, so test titles and strings are held
// to the same rule as comments. There is no allowance: one reference anywhere fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const self = path.relative(root, fileURLToPath(import.meta.url)).split(path.sep).join('/');

export const REFERENCE = /DESIGN|[Ss]pec 0[12]|TOOLCHAIN|STYLE\.md|[Ii]ssue \d+|§\s?\d/g;
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css|html|sh)$/;

function references() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => SOURCE.test(f) && !f.startsWith('docs/') && f !== self);
  const found = [];
  for (const file of files) {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) continue;
    fs.readFileSync(full, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const match of line.matchAll(REFERENCE)) found.push(`${file}:${i + 1}: ${match[0]}`);
      });
  }
  return found;
}

test('no source file refers to documents outside the repository', () => {
  assert.deepEqual(references(), [], 'say the reason in the comment itself, or point to a docs/decisions/ record');
});

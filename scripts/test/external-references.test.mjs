// Source comments say why in their own words: they must not send the reader to documents outside
// the repository (the design notes, the specs, the toolchain notes, the style guide, issue numbers),
// which a reader of the code does not have. A decision worth keeping is a record in docs/decisions/.
//
// Files that still carry such references are listed in external-references.baseline.json with how
// many they hold; the count may only go down (a file reaching 0 leaves the list), and any other file
// with a reference fails. The API has none left.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const baseline = JSON.parse(fs.readFileSync(path.join(here, 'external-references.baseline.json'), 'utf8'));

export const REFERENCE = /DESIGN|[Ss]pec 0[12]|TOOLCHAIN|STYLE\.md|[Ii]ssue \d+/g;
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css|html|sh)$/;

function referencesByFile() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => SOURCE.test(f) && !f.startsWith('docs/') && f !== 'scripts/test/external-references.test.mjs');
  const counts = {};
  for (const file of files) {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) continue;
    const n = (fs.readFileSync(full, 'utf8').match(REFERENCE) ?? []).length;
    if (n > 0) counts[file] = n;
  }
  return counts;
}

test('no new references to documents outside the repository in source files', () => {
  const grown = Object.entries(referencesByFile())
    .filter(([file, n]) => n > (baseline[file] ?? 0))
    .map(([file, n]) => `${file}: ${n} (allowed ${baseline[file] ?? 0})`);
  assert.deepEqual(grown, [], 'say the reason in the comment itself, or point to a docs/decisions/ record');
});

test('the API area has none left', () => {
  assert.deepEqual(Object.keys(referencesByFile()).filter((f) => f.startsWith('api/')), []);
});

// `pnpm test:visual [--update] [--no-build] [-- <playwright args>]`: builds the catalogue, then
// screenshots every story in Debian's Chromium against e2e/visual/baselines (and runs axe on it).
// --update rewrites the baselines of the stories that changed (and adds missing ones).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const args = process.argv.slice(2).filter((a) => a !== '--');
const update = args.includes('--update');
const build = !args.includes('--no-build');
const rest = args.filter((a) => a !== '--update' && a !== '--no-build');

const started = Date.now();
if (build) {
  const r = spawnSync('pnpm', ['run', 'build-storybook'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const built = Date.now();
fs.rmSync('e2e/visual/report', { recursive: true, force: true });
const r = spawnSync(
  'pnpm',
  [
    'exec',
    'playwright',
    'test',
    '-c',
    'visual/playwright.config.ts',
    ...(update ? ['--update-snapshots=changed'] : []),
    ...rest,
  ],
  { stdio: 'inherit', cwd: 'e2e' },
);
// A full --update also drops the baselines of stories that no longer exist.
if (update && r.status === 0 && !rest.some((a) => a.startsWith('--grep') || a === '-g')) {
  const { entries } = JSON.parse(fs.readFileSync('storybook-static/index.json', 'utf8'));
  const ids = new Set(
    Object.values(entries)
      .filter((e) => e.type === 'story')
      .map((e) => `${e.id}.png`),
  );
  for (const file of fs.readdirSync('e2e/visual/baselines')) {
    if (!ids.has(file)) {
      fs.rmSync(`e2e/visual/baselines/${file}`);
      console.log(`visual: removed the baseline of a story that is gone: ${file}`);
    }
  }
}
const seconds = (ms) => (ms / 1000).toFixed(1);
console.log(
  `visual: ${build ? `catalogue built in ${seconds(built - started)} s, ` : ''}stories checked in ${seconds(Date.now() - built)} s` +
    (r.status === 0 ? '' : ' — differences and diff images: e2e/visual/report/ (html/index.html, diffs/)'),
);
process.exit(r.status ?? 1);

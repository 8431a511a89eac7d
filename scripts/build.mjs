// Production builds of the four frontends, one after another (2 cores), with their build times.
import { spawnSync } from 'node:child_process';

const apps = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['shell', 'learner-app', 'tutor-portal', 'backoffice'];
for (const app of apps) {
  const started = Date.now();
  const result = spawnSync('pnpm', ['exec', 'webpack', '--mode', 'production'], {
    cwd: app,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`build of ${app} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
